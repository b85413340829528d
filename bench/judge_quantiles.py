#!/usr/bin/env python3
"""People's losses as several judges see them, position by position.

usage: judge_quantiles.py NAME=DIR NAME=DIR [...] [--ref NAME] [--min-ply N] [--level CP]

Each DIR holds one analysis table (v1 TSV) per game, as bench/profile_fit.sh
leaves them (the same game names in every DIR). A position is compared when
every judge has it, with no mate before or after by any judge, not in book,
from ply --min-ply (default 20), and level by the reference judge
(|eval_before| <= --level, default 600; --ref defaults to the last judge).
The loss of a move is eval_after - eval_before (side to move's view, so
negative is a loss). For each judge the script prints the mean and the 5th,
25th, 50th and 75th percentiles of the loss over those positions, and each
as a fraction of the reference judge's (issue 15 asks kiryoku's median and
quartiles to be within 15% of the strong judges', that is 0.85-1.15).
"""
import argparse
import os
import statistics
import sys

import profile_fit

QUANTILES = (5, 25, 50, 75)


def table(dirname):
    """{(game, ply): (before, after)} with None for a mate; book moves left out
    (profile_fit.py reads the folder)."""
    return {key: (before, after) for key, (_, before, after, in_book) in profile_fit.table_rows(dirname).items()
            if not in_book}


def percentile(sorted_values, p):
    """Linear interpolation between the closest ranks."""
    if not sorted_values:
        return float("nan")
    x = (len(sorted_values) - 1) * p / 100.0
    lo = int(x)
    hi = min(lo + 1, len(sorted_values) - 1)
    return sorted_values[lo] + (sorted_values[hi] - sorted_values[lo]) * (x - lo)


def compared_positions(tables, ref, min_ply, level):
    keys = set.intersection(*(set(t) for t in tables.values()))
    out = []
    for key in sorted(keys):
        if key[1] < min_ply:
            continue
        rows = [t[key] for t in tables.values()]
        if any(b is None or a is None for b, a in rows):
            continue
        if abs(tables[ref][key][0]) <= level:
            out.append(key)
    return out


def summary(losses):
    s = sorted(losses)
    return [statistics.fmean(s)] + [percentile(s, q) for q in QUANTILES]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("judges", nargs="+", metavar="NAME=DIR")
    ap.add_argument("--ref", help="the reference judge (default: the last)")
    ap.add_argument("--min-ply", type=int, default=20)
    ap.add_argument("--level", type=int, default=600)
    args = ap.parse_args()
    tables = {}
    for spec in args.judges:
        name, sep, dirname = spec.partition("=")
        if not sep or not os.path.isdir(dirname):
            sys.exit("judge_quantiles: expected NAME=DIR with a folder of tables, got '%s'" % spec)
        tables[name] = table(dirname)
    ref = args.ref or list(tables)[-1]
    if ref not in tables:
        sys.exit("judge_quantiles: --ref %s is not one of the judges" % ref)
    keys = compared_positions(tables, ref, args.min_ply, args.level)
    if not keys:
        sys.exit("judge_quantiles: no position every judge analysed")
    games = len({k[0] for k in keys})
    print("%d positions of %d games (ply >= %d, |eval_before| <= %d by %s, no mate by any judge)"
          % (len(keys), games, args.min_ply, args.level, ref))
    cols = ["mean"] + ["p%d" % q for q in QUANTILES]
    stats = {n: summary([t[k][1] - t[k][0] for k in keys]) for n, t in tables.items()}
    width = max(len(n) for n in tables) + 2
    print("%-*s" % (width, "judge") + "".join("%9s" % c for c in cols) + "   " +
          "".join("%9s" % (c + "/ref") for c in cols))
    for name, st in stats.items():
        ratios = [v / r if r else float("nan") for v, r in zip(st, stats[ref])]
        print("%-*s" % (width, name) + "".join("%9.0f" % v for v in st) + "   " +
              "".join("%9.2f" % v for v in ratios))


if __name__ == "__main__":
    main()
