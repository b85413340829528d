#!/usr/bin/env python3
"""Level positions and fit-free ordering of pool tests, judge by judge
(issues 34 and 36): for run directories that hold the same players' tests
(bench/pool_rejudge.sh's OUT/old and OUT/new, of one accuracy run or of
several), per test the player's moves from ply 40 out of book with
|eval_before| <= 200 (what the thesis mean counts), and how well two
statistics order the tests by the pool's true Elo with no fit at all
(Spearman; the mean loss in cp over those moves, and the mean loss in
winning chances, 1/(1+exp(-cp/600)), over every move from ply 40).

    pool_levels.py [--seeds 1,2] LABEL=RUN_DIR ...

Only tests done in every directory count; the true Elo is the first
directory's elo.tsv.
"""
import argparse
import math
import os

PLAYERS = "softmax25-d1 fairy-depth1 human2000-d3 human2500-d3 nodes4500 depth4 nodes10000 nodes15000".split()


def win(cp):
    return 1 / (1 + math.exp(-cp / 600))


def table_stats(path):
    """Level positions, moves, mean loss on level ones, mean winning-chance loss."""
    ai, level, chances, moves = set(), [], [], 0
    for line in open(path):
        if line.startswith("# ai: "):
            ai.add(line[6:].rstrip("\n"))
            continue
        f = line.rstrip("\n").split("\t")
        if line.startswith("#") or f[0] == "game" or f[2] in ai or int(f[1]) < 40 or f[7] == "1":
            continue
        moves += 1
        if f[3].startswith("mate") or f[4].startswith("mate") or not f[4]:
            continue
        before, after = int(f[3]), int(f[4])
        chances.append(win(after) - win(before))
        if -200 <= before <= 200:
            level.append(after - before)
    mean = sum(level) / len(level) if level else float("nan")
    return len(level), moves, mean, sum(chances) / len(chances)


def spearman(x, y):
    def rank(v):
        r = [0] * len(v)
        for k, i in enumerate(sorted(range(len(v)), key=lambda i: v[i])):
            r[i] = k
        return r
    rx, ry, n = rank(x), rank(y), len(x)
    mx, my = sum(rx) / n, sum(ry) / n
    num = sum((a - mx) * (b - my) for a, b in zip(rx, ry))
    return num / math.sqrt(sum((a - mx) ** 2 for a in rx) * sum((b - my) ** 2 for b in ry))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seeds", default="1")
    ap.add_argument("runs", nargs="+", help="LABEL=RUN_DIR")
    o = ap.parse_args()
    runs = [r.split("=", 1) for r in o.runs]
    elo = {}
    for line in open(os.path.join(runs[0][1], "elo.tsv")):
        f = line.split("\t")
        if not line.startswith(("#", "player")):
            elo[f[0]] = float(f[1])
    keys = [(p, int(s)) for s in o.seeds.split(",") for p in PLAYERS
            if all(os.path.exists(f"{d}/tests/{p}-s{s}/done") for _, d in runs)]
    print(f"{len(keys)} tests: {', '.join(f'{p}-s{s}' for p, s in keys)}")
    print()
    print("| settai, judge | level positions a test | mean | tests under 50 | share of the player's moves "
          "| Spearman with true Elo: thesis mean | winning chance, every move |")
    print("|---|---|---|---|---|---|---|")
    truth = [elo[p] for p, _ in keys]
    for label, d in runs:
        got = [table_stats(f"{d}/tests/{p}-s{s}/tests/1-{p}/analysis.tsv") for p, s in keys]
        n = [g[0] for g in got]
        print(f"| {label} | {', '.join(map(str, n))} | {sum(n) / len(n):.0f} | {sum(1 for x in n if x < 50)} of {len(n)} "
              f"| {100 * sum(n) / sum(g[1] for g in got):.1f}% | {spearman([g[2] for g in got], truth):+.2f} "
              f"| {spearman([g[3] for g in got], truth):+.2f} |")


if __name__ == "__main__":
    main()
