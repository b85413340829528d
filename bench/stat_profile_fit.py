#!/usr/bin/env python3
"""A path to the Shogi Quest scale for a statistic over every move (issue 35
item 3): fits its profile by composing the shipped profile of the thesis mean
with the relation between the new statistic and the thesis mean, measured on
the same tests of the accuracy pool, and measures the composed profile on
held-out players.

The thesis line (through the shipped profile for kiryoku's analysis,
assets/profiles/quest10-kiryoku-embedded.profile) maps the thesis mean M
(centipawns, ply >= 40, |eval_before| <= 200) to the Quest scale:
rating = a0 * M + b0, with the line's error rmse0. The new statistic S is
the winning-chance mean over every non-book move (--unit winprob
--max-abs-eval none --min-ply 1). On each player's tests, both are pooled
over every counted move (the mean of the tests' values weighted by their
counted moves: the pooled mean exactly), and on the human-like players
(pool spec human:R, the players that err like people) M is fitted on S by
ordinary least squares, one point a player:

    M = alpha + beta * S          (the relation)
    rating = a0 * beta * S + (a0 * alpha + b0)    (the composed profile)

One point a player, unweighted: the relation is between players, and each
player's pooled values rest on 600 to 2800 moves, so their own sampling
error (a few cp) is small beside the players' spread. The relation's error
for a new player is the textbook prediction error at the players' mean S,
s * sqrt(1 + 1/n) (s the residual SD on n - 2 degrees of freedom), chosen
before any figure was seen; in rating points it is a0 times that, and it is
added to rmse0 in quadrature for the profile's rmse, the line's error the
estimate's interval draws (METHOD.md 4.1). The other kinds of player check
the relation: their residuals are printed, not fitted.

The profile records its statistic and filters (stat, unit, min_ply,
max_abs_eval, ...: rating/profile.h), so `kiryoku estimate --profile P`
reads them without options.

Measurement (--measure): as bench/accuracy_estimators.py, the players in
two halves interleaved by true Elo, the human-like players and the others
each interleaved apart (interleaving all 18 together leaves one half two
human-like players, too few for a line); for each half, the relation is fitted
on the other half's human-like players (all six games of their tests) and
composed into a fold profile, which rates the half's tests on their first
2, 4 and 6 games; the thesis mean is rated through the shipped profile on
the same tests. Both give Quest ratings; the pool's truth is its own Elo.
To compare them there, one affine map T from the Quest scale to the
pool's Elo is fitted per fold on the training half's players (each
player's mean thesis rating at that many games against its true Elo,
Quest on Elo by least squares, inverted: calibrate's direction) and
applied to both paths, estimates and intervals alike. T comes from the
thesis path, so any advantage of the map is the thesis mean's. Spearman
needs no map, and the retest SD is given on the Quest scale too. Beside
them, the by-player fit of the same statistic on the same halves
(`kiryoku calibrate --by-player` on the pool's Elo, as accuracy_estimators
does), and, from accuracy_estimators' cache, its figures on that script's
own halves.

Command (the pool's run is only read; the cache and the report go to
/work/tmp; this branch's build):

    nice -n 15 python3 bench/stat_profile_fit.py --run /work/tmp/r2/bench/accuracy-run \\
        --kiryoku build/kiryoku --base assets/profiles/quest10-kiryoku-embedded.profile \\
        --out assets/profiles/quest10-kiryoku-embedded-winprob-every-move.profile \\
        --cache /work/tmp/r2-profstat/cache.json \\
        --by-player-cache /work/tmp/r2-allmoves/run/estimates.json \\
        --measure /work/tmp/r2-profstat/measure.md
"""
import argparse
import json
import math
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import accuracy_elo  # noqa: E402
import accuracy_estimators as ae  # noqa: E402
import accuracy_report as ar  # noqa: E402
from profile_file import read_profile  # noqa: E402

# The statistic: its label in accuracy_estimators (the by-player fit it is
# compared with) and its options there, as `kiryoku estimate` takes them.
NEW_LABEL = "winning chance, every non-book move"
NEW_ARGS = dict(ae.ESTIMATORS)[NEW_LABEL]
FIT_GAMES = 6
GAME_COUNTS = (2, 4, 6)


def pool(run):
    """True Elo of the tested players, their specs, and their tests."""
    true = {r["player"]: (float(r["elo"]), float(r["half_width_95"]))
            for r in ar.read_tsv(os.path.join(run, "elo.tsv"))}
    rows = accuracy_elo.read_pool_rows(os.path.join(run, "pool.tsv"))
    spec = {name: sp for name, sp, _ in rows}
    true = {name: true[name] for name, _, rr_only in rows if not rr_only and name in true}
    tests = []
    for d in sorted(os.listdir(os.path.join(run, "tests"))):
        base = os.path.join(run, "tests", d)
        if not os.path.exists(os.path.join(base, "done")):
            continue
        inner = os.path.join(base, "tests")
        tables = [os.path.join(inner, x, "analysis.tsv") for x in sorted(os.listdir(inner))
                  if os.path.exists(os.path.join(inner, x, "analysis.tsv"))]
        name, seed = d.rsplit("-s", 1)
        if tables and name in true:
            tests.append({"player": name, "seed": int(seed), "table": tables[0]})
    return true, spec, tests


def is_human(spec, name):
    return spec[name].startswith("human:")


def estimate(kiryoku, profile, args, table, games):
    """`kiryoku estimate --json` on the table's first `games` games; None
    when it has fewer or nothing counts."""
    with tempfile.NamedTemporaryFile("w", suffix=".tsv", delete=False) as t:
        path = t.name
    try:
        if ar.subset_table(table, games, path) < games:
            return None
        r = subprocess.run([kiryoku, "estimate", "--json", "--profile", profile] + args + [path],
                           capture_output=True, text=True)
        if r.returncode != 0:
            return None
        j = json.loads(r.stdout)
        out = {"stat": j["statistic"]["value"], "positions": j["positions"], "rating": j["rating"]}
        if j["rating"] is not None and j.get("interval"):
            out.update(low=j["interval"]["low"], high=j["interval"]["high"])
        return out
    finally:
        os.unlink(path)


def cached(cache, key, fn):
    if key not in cache:
        cache[key] = fn()
    return cache[key]


def player_points(o, tests, cache):
    """{player: (M, S)}: both pooled over every counted move of the
    player's tests (all FIT_GAMES games)."""
    sums = {}
    for t in tests:
        key = "%s-s%d" % (t["player"], t["seed"])
        m = cached(cache, "M|%s" % key, lambda: estimate(o.kiryoku, o.base, [], t["table"], FIT_GAMES))
        s = cached(cache, "S|%s" % key, lambda: estimate(o.kiryoku, o.base, NEW_ARGS, t["table"], FIT_GAMES))
        if not m or not s:
            continue
        acc = sums.setdefault(t["player"], [0.0, 0, 0.0, 0])
        acc[0] += m["stat"] * m["positions"]
        acc[1] += m["positions"]
        acc[2] += s["stat"] * s["positions"]
        acc[3] += s["positions"]
    return {p: (a[0] / a[1], a[2] / a[3]) for p, a in sums.items() if a[1] and a[3]}


def fit_relation(points):
    """M = alpha + beta * S by least squares over the (S, M) points: alpha,
    beta, the residual SD s (n - 2 degrees of freedom), the prediction
    error at the mean S, s * sqrt(1 + 1/n), and the leave-one-out RMSE."""
    n = len(points)
    if n < 3:
        return None

    def line(pts):
        sx = sum(x for x, _ in pts) / len(pts)
        sy = sum(y for _, y in pts) / len(pts)
        sxx = sum((x - sx) ** 2 for x, _ in pts)
        beta = sum((x - sx) * (y - sy) for x, y in pts) / sxx
        return sy - beta * sx, beta

    alpha, beta = line(points)
    s = math.sqrt(sum((y - alpha - beta * x) ** 2 for x, y in points) / (n - 2))
    loo = []
    for i, (x, y) in enumerate(points):
        a, b = line(points[:i] + points[i + 1:])
        loo.append(y - a - b * x)
    return {"alpha": alpha, "beta": beta, "n": n, "resid_sd": s, "pred_sd": s * math.sqrt(1 + 1.0 / n),
            "loo_rmse": math.sqrt(sum(e * e for e in loo) / n)}


def compose(base, rel):
    """The composed profile's a, b and rmse (rating points)."""
    a0, b0, rmse0 = float(base["a"]), float(base["b"]), float(base.get("rmse", 0))
    return {"a": a0 * rel["beta"], "b": a0 * rel["alpha"] + b0,
            "rmse": math.hypot(rmse0, a0 * rel["pred_sd"]), "a0": a0, "b0": b0, "rmse0": rmse0}


def engine_lines(base):
    """Which engines the relation and the line were measured with: the
    relation on the pool's tables (the run's program), the line and the
    signature from the base profile's own fit. When they differ, the
    relation is carried over as measured, and the file says so."""
    run, line = base.get("_run_commit", "?"), base.get("_built_from", "?")
    out = ["# Engines: the relation from the pool's tables (the run's program, commit %s);" % run,
           "# the line, the engine and its signature from %s (built from commit %s)." % (base["name"], line)]
    if run[:7] != line[:7]:
        out.append("# The relation is carried over from the run's engine as measured, not remeasured.")
    return out


def write_profile(path, name, base, rel, prof, fitted_on, check_lines):
    lines = [
        "# kiryoku rating profile: the winning-chance mean over every non-book move (issue 35",
        "# item 3), on the Quest scale of %s; the test's default (rating/profile.h)." % base["name"],
        "# Written by bench/stat_profile_fit.py (the command is in its docstring); docs/METHOD.md,",
        "# \"A path to the Quest scale\", and bench/ACCURACY.md have the method and the figures.",
        "#",
        "# The statistic S: 100 * (p(eval_after) - p(eval_before)), p = 1/(1+exp(-cp/600)), over",
        "# every move of the tested player out of the AI's book (from ply 1, no band on eval_before,",
        "# moves into a mate left out). The keys below record it: estimate reads them without options.",
        "# Composed: the thesis mean M on S over the accuracy pool's human-like players (round 2,",
        "# %s), one point a player, both pooled over the player's tests:" % fitted_on,
        "#   M = %.4f + %.4f * S   (residual SD %.1f cp, prediction error %.1f cp, LOO %.1f cp)" % (
            rel["alpha"], rel["beta"], rel["resid_sd"], rel["pred_sd"], rel["loo_rmse"]),
        "# and %s's line, rating = %.4f * M + %g (rmse %g):" % (base["name"], prof["a0"], prof["b0"],
                                                                 prof["rmse0"]),
        "#   a = %.4f * %.4f, b = %.4f * %.4f + %g;" % (prof["a0"], rel["beta"], prof["a0"], rel["alpha"],
                                                      prof["b0"]),
        "#   rmse = sqrt(%g^2 + (%.4f * %.1f)^2): the line's error and the relation's." % (
            prof["rmse0"], prof["a0"], rel["pred_sd"]),
    ] + ["# " + c for c in check_lines] + engine_lines(base) + ["name: %s" % name]
    for k in ("engine", "engine_signature", "depth", "nodes"):
        if k in base:
            lines.append("%s: %s" % (k, base[k]))
    lines += ["form: linear", "a: %.4f" % prof["a"], "b: %.1f" % prof["b"], "rmse: %.0f" % prof["rmse"]]
    for k in ("range", "judge", "judge_ja"):
        if k in base:
            lines.append("%s: %s" % (k, base[k]))
    lines += [
        "scale: %s; read from the winning-chance mean over every move through the thesis mean" % base["scale"],
        "scale_ja: %s。全ての手の勝率損失の平均から、論文の平均損失を経て" % base.get("scale_ja", base["scale"]),
        "stat: mean", "unit: winprob", "min_ply: 1", "max_abs_eval: none", "count_mates: no",
        "min_clock_left: table", "max_progress: 100", "lowest_progress: off",
    ]
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")


def relation_check(points, spec, rel, a0):
    """The relation's residuals (M - predicted, cp; and in rating points)
    by kind: the human-like players it was fitted on, the others."""
    out = []
    for label, keep in (("human-like (fitted)", True), ("other kinds (checked)", False)):
        res = [m - rel["alpha"] - rel["beta"] * s for p, (m, s) in points.items() if is_human(spec, p) == keep]
        if res:
            bias = sum(res) / len(res)
            rms = math.sqrt(sum(r * r for r in res) / len(res))
            out.append("%s: %d players, residual mean %+.1f cp (%+.0f rating points), RMS %.1f cp (%.0f)" % (
                label, len(res), bias, a0 * bias, rms, a0 * rms))
    return out


def fold_profile(o, points, players, spec, base, tmp, fold):
    """The composed profile fitted on the human-like players among
    `players`; its path and the relation, or (None, None)."""
    pts = [(s, m) for p, (m, s) in sorted(points.items()) if p in players and is_human(spec, p)]
    rel = fit_relation(pts)
    if not rel:
        return None, None
    path = os.path.join(tmp, "fold%d.profile" % fold)
    write_profile(path, "fold%d" % fold, base, rel, compose(base, rel), "fold %d" % fold, [])
    return path, rel


def scale_map(thesis_rows, true):
    """T: Quest rating -> pool Elo, from each player's mean thesis rating
    against its true Elo (Quest on Elo by least squares, inverted)."""
    by = ar.group_by_player((r["player"], r["q"]) for r in thesis_rows)
    pts = [(true[p][0], sum(v) / len(v)) for p, v in by.items()]
    n = len(pts)
    mx = sum(x for x, _ in pts) / n
    my = sum(y for _, y in pts) / n
    d = sum((x - mx) * (y - my) for x, y in pts) / sum((x - mx) ** 2 for x, _ in pts)
    c = my - d * mx
    return lambda q: (q - c) / d


def to_rows(raw, T):
    """accuracy_report's row form, estimates and intervals through T."""
    rows = []
    for r in raw:
        lo, hi = sorted((T(r["low"]), T(r["high"])))
        rows.append({"player": r["player"], "seed": r["seed"], "est": T(r["q"]), "low": lo, "high": hi,
                     "wide_low": lo, "wide_high": hi, "thesis": T(r["q"]), "positions": r["positions"],
                     "q": r["q"]})
    return rows


def halves(true, spec):
    """{player: 0 or 1}: the human-like players interleaved by true Elo, and
    the others apart, so that each half has human-like players to fit the
    relation on (interleaving all 18 together left one half two)."""
    half = {}
    for human in (True, False):
        order = sorted((n for n in true if is_human(spec, n) == human), key=lambda n: true[n][0])
        half.update({n: i % 2 for i, n in enumerate(order)})
    return half


def by_player_fit(o, tests, true, half, fold, k, tmp):
    """The by-player fit of the same statistic on the same halves
    (accuracy_estimators' calibrate and rate): rows for the fold's tests,
    Elo already."""
    paths = ae.subsets(tests, k, tmp)
    train = [key for key in paths if half[key[0]] != fold]
    prof, err = ae.calibrate(o.kiryoku, NEW_ARGS, [paths[key] for key in train], true, {key[0] for key in train},
                             tmp, "bp%d-%d" % (fold, k))
    rows = []
    for key in sorted(paths):
        if half[key[0]] == fold and prof:
            r = ae.rate(o.kiryoku, [], prof, paths[key])   # the profile names its filters
            if r:
                rows.append(dict(r, player=key[0], seed=key[1], wide_low=r["low"], wide_high=r["high"],
                                 thesis=r["est"]))
    return rows


def measure(o, true, spec, tests, points, base, cache):
    """Held-out rows at each game count: {(path, k): rows in Elo}."""
    half = halves(true, spec)
    got, rels = {}, []
    with tempfile.TemporaryDirectory() as tmp:
        for fold in (0, 1):
            train = {p for p in half if half[p] != fold}
            prof, rel = fold_profile(o, points, train, spec, base, tmp, fold)
            rels.append((fold, rel))
            for k in GAME_COUNTS:
                got.setdefault(("by-player", k), []).extend(by_player_fit(o, tests, true, half, fold, k, tmp))
                raw = {"thesis": [], "composed": [], "train": []}
                for t in tests:
                    key = "%s-s%d" % (t["player"], t["seed"])
                    th = cached(cache, "T|%d|%s" % (k, key), lambda: estimate(o.kiryoku, o.base, [], t["table"], k))
                    if th and th["rating"] is not None:
                        row = {"player": t["player"], "seed": t["seed"], "q": th["rating"], "low": th["low"],
                               "high": th["high"], "positions": th["positions"]}
                        raw["thesis" if half[t["player"]] == fold else "train"].append(row)
                    if half[t["player"]] != fold or not prof:
                        continue
                    # The fold's profile is rated with no option: it names its own.
                    c = estimate(o.kiryoku, prof, [], t["table"], k)
                    if c and c["rating"] is not None:
                        raw["composed"].append({"player": t["player"], "seed": t["seed"], "q": c["rating"],
                                                "low": c["low"], "high": c["high"], "positions": c["positions"]})
                T = scale_map(raw["train"], true)
                for path in ("thesis", "composed"):
                    got.setdefault((path, k), []).extend(to_rows(raw[path], T))
    return got, rels


def by_player_rows(path, k):
    """The by-player fit's held-out rows (accuracy_estimators' cache)."""
    if not path or not os.path.exists(path):
        return []
    rows = []
    for key, r in json.load(open(path)).items():
        parts = key.split("|")
        if len(parts) == 5 and parts[0] == "cmp" and parts[1] == NEW_LABEL and parts[2] == str(k) and r:
            player, seed = parts[3].rsplit("-s", 1)
            rows.append(dict(r, player=player, seed=int(seed), wide_low=r["low"], wide_high=r["high"],
                             thesis=r["est"]))
    return rows


def quest_retest(rows):
    within = ar.pooled_variances(ar.group_by_player((r["player"], r["q"]) for r in rows))
    return math.sqrt(sum(within) / len(within)) if within else None


def report(got, rels, true, spec, by_player_cache):
    head = ["path", "players", "games", "tests", "RMSE", "Spearman", "coverage", "retest SD (Elo)",
            "retest SD (Quest)", "moves a test"]
    out = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    diffs = []
    for who, keep in (("all", lambda p: True), ("human-like", lambda p: is_human(spec, p))):
        for k in GAME_COUNTS:
            base = [r for r in got.get(("thesis", k), []) if keep(r["player"])]
            for label, rows in (("thesis mean, shipped profile", base),
                                ("every move, composed profile",
                                 [r for r in got.get(("composed", k), []) if keep(r["player"])]),
                                ("every move, by-player fit", [r for r in got.get(("by-player", k), [])
                                                               if keep(r["player"])]),
                                ("every move, by-player fit, accuracy_estimators' halves",
                                 [r for r in by_player_rows(by_player_cache, k) if keep(r["player"])])):
                if not rows:
                    continue
                m = ar.metrics(rows, true)
                out.append("| %s | %s | %d | %d | %.0f | %s | %.0f%% | %s | %s | %.1f |" % (
                    label, who, k, m["tests"], m["rmse"], ar.fmt(m["spearman_tests"], "%.3f"),
                    100 * m["coverage"], ar.fmt(m["retest_sd"]),
                    ar.fmt(quest_retest(rows)) if "q" in rows[0] else "-", m["positions"]))
            comp = [r for r in got.get(("composed", k), []) if keep(r["player"])]
            bp = [r for r in got.get(("by-player", k), []) if keep(r["player"])]
            for label, other in (("composed - thesis mean", base), ("composed - by-player fit", bp)):
                d = ae.paired_differences(comp, other, true) if comp and other else None
                if d:
                    diffs.append("| %s | %s | %d | %+.0f [%+.0f, %+.0f] | %+.3f [%+.3f, %+.3f] |" % (
                        label, who, k, d["rmse"], d["rmse_low"], d["rmse_high"], d["spearman"],
                        d["spearman_low"], d["spearman_high"]))
    out += ["", "| difference | players | games | RMSE [90%] | Spearman [90%] |", "|---|---|---|---|---|"] + diffs
    out.append("")
    for fold, rel in rels:
        if rel:
            out.append("fold %d relation (its training half's human-like players): M = %.2f + %.3f S, n = %d, "
                       "residual SD %.1f cp, prediction error %.1f cp" % (
                           fold, rel["alpha"], rel["beta"], rel["n"], rel["resid_sd"], rel["pred_sd"]))
    out.append("")
    for k in GAME_COUNTS:
        th = {(r["player"], r["seed"]): r["q"] for r in got.get(("thesis", k), [])}
        for who, keep in (("human-like", True), ("other kinds", False)):
            d = [r["q"] - th[(r["player"], r["seed"])] for r in got.get(("composed", k), [])
                 if (r["player"], r["seed"]) in th and is_human(spec, r["player"]) == keep]
            if d:
                out.append("%d games, %s: composed minus thesis rating, Quest points: mean %+.0f, RMS %.0f (%d tests)"
                           % (k, who, sum(d) / len(d), math.sqrt(sum(x * x for x in d) / len(d)), len(d)))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--run", required=True, help="the accuracy run (read only)")
    ap.add_argument("--kiryoku", required=True, help="a build whose estimate reads profiles' filters")
    ap.add_argument("--base", required=True, help="the thesis mean's shipped profile for the tables")
    ap.add_argument("--out", required=True, help="the composed profile to write")
    ap.add_argument("--name", default="quest10-kiryoku-embedded-winprob-every-move")
    ap.add_argument("--cache", required=True, help="estimates kept between runs (JSON)")
    ap.add_argument("--by-player-cache", help="accuracy_estimators' estimates.json, for the by-player fit")
    ap.add_argument("--measure", help="write the held-out figures there (Markdown)")
    o = ap.parse_args()
    true, spec, tests = pool(o.run)
    base = read_profile(o.base)
    built = re.search(r"built from commit ([0-9a-f]+)", open(o.base).read())
    base["_built_from"] = built.group(1) if built else "?"
    base["_run_commit"] = ar.snapshot_commit(o.run)
    cache = ar.load_cache(o.cache)
    try:
        points = player_points(o, tests, cache)
        pts = [(s, m) for p, (m, s) in sorted(points.items()) if is_human(spec, p)]
        rel = fit_relation(pts)
        prof = compose(base, rel)
        check = relation_check(points, spec, rel, prof["a0"])
        write_profile(o.out, o.name, base, rel, prof, "%d players, %d tests of %d games" % (
            len(pts), sum(is_human(spec, t["player"]) for t in tests), FIT_GAMES), check)
        print("relation: M = %.4f + %.4f S over %d human-like players; profile a %.4f b %.1f rmse %.0f" % (
            rel["alpha"], rel["beta"], rel["n"], prof["a"], prof["b"], prof["rmse"]))
        print("\n".join(check))
        for p, (m, s) in sorted(points.items(), key=lambda x: true[x[0]][0]):
            print("  %-16s %-34s elo %6.0f  M %7.1f  S %6.2f  resid %+6.1f" % (
                p, ar.player_kind(spec[p])[:34], true[p][0], m, s, m - rel["alpha"] - rel["beta"] * s))
        if o.measure:
            got, rels = measure(o, true, spec, tests, points, base, cache)
            text = report(got, rels, true, spec, o.by_player_cache)
            with open(o.measure, "w") as f:
                f.write("\n".join(text) + "\n")
            print("\n".join(text))
    finally:
        ar.save_cache(o.cache, cache)


if __name__ == "__main__":
    main()
