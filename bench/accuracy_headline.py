"""The accuracy report's headline (issue 35): the statistic the measured
program rates by, on held-out players, against the goals, for the whole
pool and for the human-like players alone.

Which statistic: the profile the run's own program chose for its tests
(`kiryoku estimate` without --profile, as the session does; the report's
cache keeps it per test), read from the run's snapshot of assets/profiles.
Its statistic and filters become `estimate` options, and it is rated the
way bench/accuracy_estimators.py rates every estimator: a profile fitted
with `kiryoku calibrate --by-player` on the other half of the pool, its own
rating and interval on the held-out half. When those options are one of
accuracy_estimators.ESTIMATORS, the two share their cached estimates.
"""
import os

import accuracy_estimators as ae
import accuracy_report as ar
import analysis_table
from profile_file import read_profile

GAME_COUNTS = (2, 4, 6)
HEADLINE_GAMES = 4
# The profile keys that name a statistic or a filter, as estimate's options;
# a key at estimate's own default adds nothing.
KEY_OPTIONS = (("stat", "--stat", "mean"), ("unit", "--unit", "cp"), ("min_ply", "--min-ply", "40"),
               ("max_abs_eval", "--max-abs-eval", "200"), ("max_progress", "--max-progress", "100"),
               ("lowest_progress", "--lowest-progress", "off"))


def profile_options(keys):
    """estimate's options for the statistic and filters a profile records."""
    args = []
    for key, option, default in KEY_OPTIONS:
        if key in keys and keys[key] != default:
            args += [option, keys[key]]
    if keys.get("count_mates") == "yes":
        args.append("--count-mates")
    return args


def same_options(a, b):
    """Options as a set of (option, value) pairs, their order aside."""
    def pairs(args):
        out, i = set(), 0
        while i < len(args):
            if i + 1 < len(args) and not args[i + 1].startswith("--"):
                out.add((args[i], args[i + 1]))
                i += 2
            else:
                out.add((args[i], None))
                i += 1
        return out
    return pairs(a) == pairs(b)


def product_statistic(run, tests, forced=None):
    """(label, estimate options, profile name) of the statistic the run's
    program rates by; forced names one of ESTIMATORS instead."""
    if forced:
        for label, args in ae.ESTIMATORS:
            if label == forced:
                return label, args, None
        raise SystemExit("accuracy_report: no estimator '%s' (%s)" % (
            forced, "; ".join(label for label, _ in ae.ESTIMATORS)))
    names = [v["profile"] for t in tests for v in t["session"].values() if v and v.get("profile")]
    if not names:
        return None
    name = max(set(names), key=names.count)
    path = os.path.join(run, "assets", "profiles", name + ".profile")
    if not os.path.exists(path):
        return None
    args = profile_options(read_profile(path))
    for label, eargs in ae.ESTIMATORS:
        if same_options(args, eargs):
            return label, eargs, name
    return name, args, name


def goal_cells(m):
    """Each headline goal: the figure and whether it is met."""
    def cell(value, goal, fmt, better_low):
        if value is None:
            return "n/a"
        met = value <= goal if better_low else value >= goal
        return (fmt % value) + (" (met)" if met else " (goal %s)" % (fmt % goal))
    return [cell(m["retest_sd"], ar.GOAL35_RETEST_SD, "%.0f", True), cell(m["rmse"], ar.GOAL35_RMSE, "%.0f", True),
            cell(m["spearman_tests"], ar.GOAL_SPEARMAN, "%.3f", False),
            cell(100 * m["coverage"], 100 * ar.GOAL_COVERAGE, "%.0f%%", False)]


def games_in(table):
    """How many games an analysis table holds."""
    return len({r["game"] for r in analysis_table.rows(table)})


def headline_rows(got, true, spec, k, have):
    """The pool's row and the human-like players' row at k games; have:
    the players of the tests with k games or more, a test an entry."""
    human = ar.player_kind("human:")
    rows = []
    for who, mine, total in (
            ("every tested player", got, len(have)),
            ("human-like (%s)" % human, [r for r in got if ar.player_kind(spec[r["player"]]) == human],
             sum(1 for p in have if ar.player_kind(spec[p]) == human))):
        if not total:
            continue  # a pool without that kind (the quick run's)
        m = ar.metrics(mine, true)
        if not m:
            rows.append([who, k, "0 of %d" % total] + ["n/a"] * 5)
            continue
        players = len({r["player"] for r in mine})
        rows.append([who, k, "%d of %d (%d players)" % (m["tests"], total, players)]
                    + goal_cells(m) + ["%.0f" % m["positions"]])
    return rows


def rule_text(kiryoku, label, got, tests, true, cache):
    """The statistic against the thesis mean by the rule fixed for a new
    default (accuracy_estimators.verdict), on the same held-out tests."""
    base_label, base_args = ae.ESTIMATORS[0]
    if not got or label == base_label:
        return None
    base, _ = ae.held_out(kiryoku, base_label, base_args, tests, true, ae.VERDICT_GAMES, cache)
    d = ae.paired_differences(got, base, true)
    m = ar.metrics(got, true)
    if d is None or not m:
        return "By the rule for a new default: too few players to compare with the thesis mean."
    return ("By the rule for a new default (at %d games, RMSE lower and Spearman higher than the thesis mean's, "
            "both 90%% intervals clear of zero, coverage at the goal): %s. RMSE %+.0f [%+.0f, %+.0f], Spearman %s "
            "against the thesis mean on the same held-out tests." % (
                ae.VERDICT_GAMES, ae.verdict(d, m["coverage"]), d["rmse"], d["rmse_low"], d["rmse_high"],
                "n/a" if d["spearman"] is None else "%+.3f [%+.3f, %+.3f]" % (
                    d["spearman"], d["spearman_low"], d["spearman_high"])))


def section(run, tests, true, spec, forced=None):
    """The headline: the product's statistic against issue 35's goals."""
    found = product_statistic(run, tests, forced)
    if not found:
        return ["## The rating as the program gives it", "",
                "(not computed: the run's tests name no profile, or the run has no assets/profiles)", ""]
    label, args, name = found
    kiryoku = os.path.join(run, "bin", "kiryoku")
    cache_path = os.path.join(run, "estimates.json")
    cache = ar.load_cache(cache_path)
    rows, notes, at_verdict = [], [], None
    games = [games_in(t["table"]) for t in tests]
    for k in GAME_COUNTS:
        have = [t["player"] for t, n in zip(tests, games) if n >= k]
        if not have:
            continue
        got, why = ae.held_out(kiryoku, label, args, tests, true, k, cache)
        if why:
            notes.append("%d games: %s" % (k, "; ".join(sorted(set(why)))))
        rows += headline_rows(got, true, spec, k, have)
        if k == ae.VERDICT_GAMES:
            at_verdict = got
    verdict = rule_text(kiryoku, label, at_verdict, tests, true, cache)
    ar.save_cache(cache_path, cache)
    what = ("`%s`, the profile the measured program chose for its tests" % name if name
            else "chosen by hand (--headline)")
    options = "`estimate %s`" % " ".join(args) if args else "`estimate` with no option"
    out = ["## The rating as the program gives it (issue 35's goals)", "",
           "The statistic: %s (%s; %s). Each half of the pool (interleaved by true Elo) is rated by a "
           "profile `kiryoku calibrate --by-player` fitted for that statistic on the other half, with the program's "
           "own rating and 90%% interval, on this pool's Elo scale. Goals at %d games: retest SD <= %.0f, RMSE <= "
           "%.0f, Spearman >= %.1f over tests, coverage >= %.0f%%, on every tested player and on the human-like "
           "players (those that err like people) alone. \"Rated\": tests the program gave a rating with that many "
           "games (of those that have them)."
           % (label, what, options, HEADLINE_GAMES, ar.GOAL35_RETEST_SD, ar.GOAL35_RMSE,
              ar.GOAL_SPEARMAN, 100 * ar.GOAL_COVERAGE), ""]
    out += ar.table(["players", "games", "rated", "retest SD", "RMSE", "Spearman (tests)", "coverage 90%",
                     "positions/test"], rows)
    if verdict:
        out += ["", verdict]
    if notes:
        out += [""] + ["- " + n for n in notes]
    return out + [""]
