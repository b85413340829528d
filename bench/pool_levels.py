#!/usr/bin/env python3
"""Level positions and fit-free ordering of pool tests, judge by judge
(issues 34 and 36): for run directories that hold the same players' tests
(bench/pool_rejudge.sh's OUT/old and OUT/new, of one accuracy run or of
several), per test the player's moves from ply 40 out of book with
|eval_before| <= 200 (what the thesis mean counts), and how well two
statistics order the tests by the pool's true Elo with no fit at all
(Spearman; the mean loss in cp over those moves, and the mean loss in
winning chances, 1/(1+exp(-cp/600)), over the player's moves from ply 40
out of book, neither value a mate).

    pool_levels.py [--seeds 1,2] LABEL=RUN_DIR ...

Only tests done in every directory count, weakest player first within a
seed; the true Elo is the first directory's elo.tsv.
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import analysis_table  # noqa: E402
import accuracy_report as ar  # noqa: E402
from judge_compare import wp_loss  # noqa: E402

GAMES = 4  # a test's games, as pool_rejudge.sh judges them


def table_stats(path, player):
    """Level positions (the thesis mean's own filters, accuracy_report's
    counted_losses), the player's moves from ply 40 out of book, their mean
    loss, and the mean loss in winning chances over those moves."""
    level = ar.counted_losses(path, player, GAMES)
    moves, chances = 0, []
    for r in analysis_table.rows(path):
        if r["player"] != player or int(r["ply"]) < 40 or r["in_book"] == "1":
            continue
        moves += 1
        if "mate" in r["eval_before"] or "mate" in r["eval_after"] or not r["eval_after"]:
            continue
        chances.append(wp_loss(int(r["eval_before"]), int(r["eval_after"])))
    mean = sum(level) / len(level) if level else float("nan")
    return len(level), moves, mean, sum(chances) / len(chances)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seeds", default="1")
    ap.add_argument("runs", nargs="+", help="LABEL=RUN_DIR")
    o = ap.parse_args()
    runs = [r.split("=", 1) for r in o.runs]
    elo = {r["player"]: float(r["elo"]) for r in ar.read_tsv(os.path.join(runs[0][1], "elo.tsv"))}
    # The players are those the first directory has tests of (pool_rejudge.sh's
    # choice), weakest first.
    players = sorted({t.rsplit("-s", 1)[0] for t in os.listdir(os.path.join(runs[0][1], "tests"))},
                     key=lambda p: elo[p])
    keys = [(p, int(s)) for s in o.seeds.split(",") for p in players
            if all(os.path.exists(f"{d}/tests/{p}-s{s}/done") for _, d in runs)]
    print(f"{len(keys)} tests: {', '.join(f'{p}-s{s}' for p, s in keys)}")
    print()
    print("| settai, judge | level positions a test | mean | tests under 50 | share of the player's moves "
          "| Spearman with true Elo: thesis mean | winning chance, every move |")
    print("|---|---|---|---|---|---|---|")
    truth = [elo[p] for p, _ in keys]
    for label, d in runs:
        got = [table_stats(f"{d}/tests/{p}-s{s}/tests/1-{p}/analysis.tsv", p) for p, s in keys]
        n = [g[0] for g in got]
        print(f"| {label} | {', '.join(map(str, n))} | {sum(n) / len(n):.0f} | {sum(1 for x in n if x < 50)} of {len(n)} "
              f"| {100 * sum(n) / sum(g[1] for g in got):.1f}% | {ar.spearman([g[2] for g in got], truth):+.2f} "
              f"| {ar.spearman([g[3] for g in got], truth):+.2f} |")


if __name__ == "__main__":
    main()
