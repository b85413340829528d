#!/usr/bin/env python3
"""Robust variants of the every-move winning-chance statistic on an accuracy
run's tests (issue 35): the mean (the shipped default) against the mean
trimmed by 5% and 10% at each end, and the median, each rated held out as
bench/accuracy_estimators.py rates its estimators (`kiryoku calibrate
--by-player` on one half of the players, `kiryoku estimate --profile` on the
other), at 2, 4 and 6 games; then each variant minus the mean, paired test by
test, with 90% intervals from resampling players. Also the retest SD times
the square root of the counted moves: constant when the retest spread is the
sampling noise of the moves a test counts.

    python3 bench/every_move_robust.py --run DIR [--kiryoku BIN]

DIR is an accuracy run (elo.tsv, tests/NAME-sSEED/done and analysis.tsv);
round 2's is in the history: `git archive 833612a bench/accuracy-run | tar -x
-C D` and --run D/bench/accuracy-run. Estimates are cached in
DIR/robust_estimates.json.
"""
import argparse
import math
import os

import accuracy_estimators as ae
import accuracy_report as ar

EVERY_MOVE = ["--unit", "winprob", "--max-abs-eval", "none", "--min-ply", "1"]
VARIANTS = (("mean (the default)", EVERY_MOVE),
            ("mean trimmed 5%", ["--stat", "trimmed:0.05"] + EVERY_MOVE),
            ("mean trimmed 10%", ["--stat", "trimmed:0.1"] + EVERY_MOVE),
            ("median", ["--stat", "median"] + EVERY_MOVE))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--run", required=True)
    ap.add_argument("--kiryoku", default=os.path.join(os.path.dirname(__file__), "..", "build", "kiryoku"))
    o = ap.parse_args()
    true = {r["player"]: (float(r["elo"]), float(r["half_width_95"]), int(r["games"]), float(r["score"]))
            for r in ar.read_tsv(os.path.join(o.run, "elo.tsv"))}
    tests = [{"player": name, "seed": seed, "table": table}
             for _, name, seed, table in ar.finished_tests(o.run) if name in true]
    cache_path = os.path.join(o.run, "robust_estimates.json")
    cache = ar.load_cache(cache_path)
    print("%d tests of %d players" % (len(tests), len({t["player"] for t in tests})))
    print("| statistic | games | RMSE | Spearman | coverage | retest SD | moves a test | retest SD x sqrt(moves) "
          "| RMSE minus the mean's [90%] | Spearman minus the mean's [90%] |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for k in (2, 4, 6):
        got = {}
        for label, args in VARIANTS:
            rows, why = ae.held_out(o.kiryoku, label, args, tests, true, k, cache)
            ar.save_cache(cache_path, cache)
            got[label] = rows
            m = ar.metrics(rows, true)
            if not m:
                print("| %s | %d | n/a (%s) |" % (label, k, "; ".join(sorted(set(why)))))
                continue
            d = ae.paired_differences(rows, got[VARIANTS[0][0]], true) if label != VARIANTS[0][0] else None
            scaled = m["retest_sd"] * math.sqrt(m["positions"]) if m["retest_sd"] is not None else None
            print("| %s | %d | %.0f | %.3f | %.0f%% | %s | %.0f | %s | %s | %s |" % (
                label, k, m["rmse"], m["spearman_tests"], 100 * m["coverage"], ar.fmt(m["retest_sd"]),
                m["positions"], "%.0f" % scaled if scaled else "n/a",
                "%+.0f [%+.0f, %+.0f]" % (d["rmse"], d["rmse_low"], d["rmse_high"]) if d else "-",
                "%+.3f [%+.3f, %+.3f]" % (d["spearman"], d["spearman_low"], d["spearman_high"]) if d else "-"),
                flush=True)


if __name__ == "__main__":
    main()
