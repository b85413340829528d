#!/usr/bin/env python3
"""The same placement tests rated through two judges (issue 34 item 5),
from the run directories bench/pool_rejudge.sh makes:

    pool_rejudge.py OUT [--games 2,4] [--markdown]

OUT/old and OUT/new hold the same tests (games and moves), judged by the
judge that rated them and by the new one. Each test is estimated the way
the accuracy report does (bench/accuracy_report.py: the thesis mean with
the default filters, mapped to the pool's Elo by a line fitted on players
the test's player is not among: the other half of the players, interleaved
by true Elo, and leaving one player out). For each judge: RMSE, Spearman
over tests, coverage of the 90% interval, retest SD and positions a test;
then new minus old, paired test by test, with 90% intervals from
resampling players (bench/accuracy_estimators.py). Only tests done in both
directories count.
"""
import argparse
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import accuracy_elo  # noqa: E402
import accuracy_estimators as ae  # noqa: E402
import accuracy_report as ar  # noqa: E402

# The statistics compared, each rated the program's own way (a profile
# fitted by `kiryoku calibrate --by-player` on the other half of the
# players, bench/accuracy_estimators.py): the thesis mean (the default
# filters: level moves only) and the loss in winning chances over every
# move the tables hold (from REJUDGE_FROM), which keeps the positions a
# judge finds unbalanced (issue 35).
STATS = (("thesis mean", []),
         ("winning chance, every move", ["--unit", "winprob", "--max-abs-eval", "none"]))


def load(run):
    true_all = {r["player"]: (float(r["elo"]), float(r["half_width_95"]), int(r["games"]), float(r["score"]))
                for r in ar.read_tsv(os.path.join(run, "elo.tsv"))}
    pool = accuracy_elo.read_pool_rows(os.path.join(run, "pool.tsv"))
    true = {n: true_all[n] for n, _, rr_only in pool if not rr_only and n in true_all}
    return [t for t in ar.all_estimates(run) if t["player"] in true], true


def judge_name(run, tests):
    for t in tests:
        for line in open(t["table"]):
            if line.startswith("# engine: "):
                return line[len("# engine: "):].strip()
    return "?"


def fmt(x, spec="%.0f"):
    return "-" if x is None else spec % x


def held_out(run, tests, true, k, label, args):
    """The held-out rows of one statistic, cached in RUN/estimates.json."""
    path = os.path.join(run, "estimates.json")
    cache = json.load(open(path)) if os.path.exists(path) else {}
    rows, why = ae.held_out(os.path.join(run, "bin", "kiryoku"), label, args, tests, true, k, cache)
    with open(path, "w") as f:
        json.dump(cache, f, indent=0)
    return rows, why


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("out")
    ap.add_argument("--games", default="2,4", help="game counts to compare (default 2,4)")
    o = ap.parse_args()
    old_tests, true = load(os.path.join(o.out, "old"))
    new_tests, _ = load(os.path.join(o.out, "new"))
    both = {(t["player"], t["seed"]) for t in old_tests} & {(t["player"], t["seed"]) for t in new_tests}
    old_tests = [t for t in old_tests if (t["player"], t["seed"]) in both]
    new_tests = [t for t in new_tests if (t["player"], t["seed"]) in both]
    players = sorted({p for p, _ in both}, key=lambda n: true[n][0])
    print("Tests judged both ways: %d, of %d players (%s)." % (
        len(both), len(players), ", ".join("%s %d" % (p, sum(1 for q, _ in both if q == p)) for p in players)))
    print("old judge: %s" % judge_name(os.path.join(o.out, "old"), old_tests))
    print("new judge: %s" % judge_name(os.path.join(o.out, "new"), new_tests))
    print()
    print("| statistic | games | judge | tests rated | positions/test | RMSE | Spearman (tests) | coverage 90% "
          "| retest SD |")
    print("|---|---|---|---|---|---|---|---|---|")
    diffs, notes = [], []
    for label, args in STATS:
        for k in (int(x) for x in o.games.split(",")):
            got = {}
            for judge, tests in (("old", old_tests), ("new", new_tests)):
                rows, why = held_out(os.path.join(o.out, judge), tests, true, k, label, args)
                notes += ["%s, %s judge, %d games: %s" % (label, judge, k, w) for w in sorted(set(why))]
                got[judge] = rows
                m = ar.metrics(rows, true)
                if not m:
                    print("| %s | %d | %s | 0 of %d | - | - | - | - | - |" % (label, k, judge, len(tests)))
                    continue
                print("| %s | %d | %s | %d of %d | %.0f | %.0f | %s | %.0f%% | %s |" % (
                    label, k, judge, m["tests"], len(tests), m["positions"], m["rmse"],
                    fmt(m["spearman_tests"], "%.2f"), 100 * m["coverage"], fmt(m["retest_sd"])))
            d = ae.paired_differences(got["new"], got["old"], true)
            if d:
                diffs.append((label, k, d))
    for n in notes:
        print("- " + n)
    print()
    print("New minus old, paired test by test (90% intervals, players resampled):")
    print()
    for stat, k, d in diffs:
        print("- %s, %d games: RMSE %+.0f [%+.0f, %+.0f], Spearman %+.3f [%+.3f, %+.3f] (%d players, %d tests)" % (
            stat, k, d["rmse"], d["rmse_low"], d["rmse_high"], d["spearman"], d["spearman_low"] or 0,
            d["spearman_high"] or 0, d["players"], d["tests"]))
    print()
    print("Tests with too few positions for a rating after 4 games (the session's own verdict):")
    for judge, tests in (("old", old_tests), ("new", new_tests)):
        views = [t["session"].get(4) for t in tests]
        few = sum(1 for v in views if v and v["verdict"] == "too_few_positions")
        print("- %s judge: %d of %d" % (judge, few, sum(1 for v in views if v)))


if __name__ == "__main__":
    main()
