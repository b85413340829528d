#!/usr/bin/env python3
"""Two estimators of the accuracy report side by side on any accuracy run,
as the report rates them: each half of the tested players rated by a
profile `kiryoku calibrate --by-player` fits on the other half, with the
estimate's own rating and 90% interval (accuracy_estimators.held_out); the
metrics of each, then B minus A test by test with 90% intervals from
resampling the players (accuracy_estimators.paired_differences).

For checking an estimator found after a run's tests on another run that
was played before it (round 3's best-free estimator on round 2's tests),
or against the shipped one rather than the thesis mean.

    python3 bench/estimator_pair.py --run DIR --a LABEL --b LABEL
        [--kiryoku PATH] [--games 4] [--kind PREFIX]

--kind human: the figures on the players whose pool spec starts with
PREFIX alone (the human-like kind, as the report's headline gives it); the
lines are still fitted on every player of the other half.

LABELs are those of accuracy_estimators.ESTIMATORS. The run needs its
elo.tsv (the report writes it). Estimates are cached in the run's
estimates.json as the report caches them.
"""
import argparse
import os
import sys

import accuracy_elo
import accuracy_estimators as ae
import accuracy_report as ar


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--run", required=True)
    ap.add_argument("--a", required=True, help="the estimator compared against")
    ap.add_argument("--b", required=True)
    ap.add_argument("--kiryoku", help="default: the run's bin-estimate/kiryoku, else bin/kiryoku")
    ap.add_argument("--games", type=int, default=4)
    ap.add_argument("--kind", help="figures on the players whose pool spec starts with this alone")
    o = ap.parse_args()
    args = dict(ae.ESTIMATORS)
    for label in (o.a, o.b):
        if label not in args:
            sys.exit("estimator_pair: no estimator labelled '%s' (see accuracy_estimators.ESTIMATORS)" % label)
    elo = os.path.join(o.run, "elo.tsv")
    if not os.path.exists(elo):
        sys.exit("estimator_pair: %s missing (the report writes it)" % elo)
    kiryoku = o.kiryoku or ae.estimator_kiryoku(o.run)[0]
    tested = ar.tested_players(o.run)
    true = {name: t for name, t in ar.read_truth(elo).items() if name in tested}
    tests = [{"player": n, "seed": s, "table": t} for _, n, s, t in ar.finished_tests(o.run) if n in true]
    cache_path = os.path.join(o.run, "estimates.json")
    cache = ar.load_cache(cache_path)
    got = {}
    for label in (o.a, o.b):
        got[label], why = ae.held_out(kiryoku, label, args[label], tests, true, o.games, cache)
        if why:
            print("estimator_pair: %s: %s" % (label, "; ".join(sorted(set(why)))), file=sys.stderr)
    ar.save_cache(cache_path, cache)
    if o.kind:
        spec = {name: sp for name, sp, _ in accuracy_elo.read_pool_rows(os.path.join(o.run, "pool.tsv"))}
        got = {label: [r for r in rows if spec[r["player"]].startswith(o.kind)] for label, rows in got.items()}
        print("the players whose spec starts with '%s' alone: %d of the tests" % (o.kind, len(got[o.a])))
    print("%s: %d tests of %d players, %d games, kiryoku %s\n" % (
        o.run, len(tests), len({t["player"] for t in tests}), o.games, kiryoku))
    rows = []
    for label in (o.a, o.b):
        m = ar.metrics(got[label], true)
        rows.append([label, m["tests"], "%.0f" % m["rmse"], ar.fmt(m["spearman_tests"], "%.3f"),
                     "%.0f%%" % (100 * m["coverage"]), ar.fmt(m["retest_sd"])] if m else [label, 0] + ["n/a"] * 4)
    print("\n".join(ar.table(["estimator", "tests", "RMSE", "Spearman", "coverage", "retest SD"], rows)))
    d = ae.paired_differences(got[o.b], got[o.a], true)
    if d is None:
        print("\ntoo few players to compare")
        return
    print("\nB minus A on the same held-out tests: RMSE %+.0f [%+.0f, %+.0f], Spearman %s" % (
        d["rmse"], d["rmse_low"], d["rmse_high"],
        "n/a" if d["spearman"] is None else "%+.3f [%+.3f, %+.3f]" % (
            d["spearman"], d["spearman_low"], d["spearman_high"])))


if __name__ == "__main__":
    main()
