#!/usr/bin/env python3
"""Coverage and width of the rating interval on the accuracy pool (issue 16).

usage: interval_coverage.py [ACCURACY.md] [--rmse R ...]

Reads the per-test table ("## Every test") of bench/ACCURACY.md: each test's
held-out estimate, its 90% positions-bootstrap interval and the player's true
Elo from the round robin. The interval kiryoku now reports is the bootstrap's
replicates each plus the line's own error, normal with SD rmse
(rating/estimate_bootstrap.c); for a roughly normal bootstrap that is, per
side, sqrt(half_width^2 + (1.645 rmse)^2). This recomputes it from the
printed figures (an approximation: the program convolves the replicates
themselves) and prints, for each rmse, how often it covers the true Elo and
its mean width.

The rmse a profile carries is its calibration's leave-one-out RMSE
(`kiryoku calibrate`); for this pool that is the leave-one-player-out RMSE
in ACCURACY.md's "Overall" section, read from the file unless --rmse is
given. The held-out estimates come from lines fitted on half the pool, whose
error is the held-out RMSE (also read and shown).
"""
import re
import statistics
import sys

Z90 = 1.6449


def read(path):
    text = open(path, encoding="utf-8").read()
    part = text.split("## Every test", 1)[1].split("\n## ", 1)[0]
    rows = []
    for line in part.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 8 or not re.match(r"^-?\d+$", cells[5] or "x"):
            continue
        lo, hi = (float(v) for v in re.match(r"^(-?\d+)\.\.(-?\d+)$", cells[6]).groups())
        rows.append({"player": cells[0], "est": float(cells[5]), "low": lo, "high": hi, "true": float(cells[7])})
    loo = re.search(r"leave one out\): RMSE (\d+)", text)
    held = re.search(r"tests: \d+; RMSE (\d+)", text)
    return rows, (float(loo.group(1)) if loo else None), (float(held.group(1)) if held else None)


def interval(r, rmse):
    line = Z90 * rmse
    return (r["est"] - (max(r["est"] - r["low"], 0) ** 2 + line ** 2) ** 0.5,
            r["est"] + (max(r["high"] - r["est"], 0) ** 2 + line ** 2) ** 0.5)


def summary(rows, rmse):
    ivs = [interval(r, rmse) for r in rows]
    covered = sum(lo <= r["true"] <= hi for r, (lo, hi) in zip(rows, ivs))
    widths = [hi - lo for lo, hi in ivs]
    return covered, statistics.fmean(widths), statistics.median(widths)


def main():
    args = sys.argv[1:]
    path = args[0] if args and not args[0].startswith("--") else "bench/ACCURACY.md"
    rows, loo, held = read(path)
    rmses = [float(v) for i, v in enumerate(args) if i and args[i - 1] == "--rmse"]
    print(f"{len(rows)} tests from {path}; leave-one-player-out RMSE {loo:.0f}, held-out RMSE {held:.0f}")
    b = summary(rows, 0.0)
    print(f"bootstrap alone:            coverage {b[0]}/{len(rows)} = {100 * b[0] / len(rows):.0f}%, "
          f"mean width {b[1]:.0f}, median {b[2]:.0f}")
    for label, r in ([("rmse %.0f (given)" % v, v) for v in rmses] or
                     [("rmse %.0f (leave-one-out)" % loo, loo), ("rmse %.0f (held-out)" % held, held),
                      ("rmse 168 (thesis)", 168.0)]):
        c, mean, median = summary(rows, r)
        print(f"with the line's {label:<22} coverage {c}/{len(rows)} = {100 * c / len(rows):.0f}%, "
              f"mean width {mean:.0f}, median {median:.0f}")


if __name__ == "__main__":
    main()
