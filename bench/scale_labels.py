#!/usr/bin/env python3
"""The analysis's centipawn scale, read against fairy-stockfish's labels.

RESULTS.md "Centipawn scale" fitted K in P(win) = 1/(1+exp(-cp/K)) on
games of the engine against itself at depth 5, where both players' own
blunders decide results as much as the scores do. This script takes
positions from the NNUE training games instead (tools/nnue/README.md: each
position labelled by fairy-stockfish at 5,000 nodes, played out by it),
analyses each with `kiryoku analyze` at its default budget, and prints:

  - K of kiryoku's score against the games' results, and K of the
    labeller's score against the same results (the same positions, so the
    ratio of the two is kiryoku's scale relative to the labeller's whatever
    the players' errors do to both);
  - K_label: the K that makes kiryoku's win probability closest (in
    cross-entropy) to the labeller's read on the 600 scale, i.e. kiryoku's
    scale if fairy-stockfish's centipawns are on the project's scale.

Each with a 95% interval by resampling games. Positions at plies
--min-ply..--max-ply, --per-game of a game --gap plies apart, of every
--every-th game; --equal-only keeps the games in which both sides played
the labeller's moves (gensfen's games with a weaker side have results that
follow who was weaker, not the score). Mates and |score| > 3000 are left out.

  python3 bench/scale_labels.py --dir build/scale RECORDS.bin... [--every K]

The analysis is resumable: positions.usi and table.tsv in --dir are
reused when they exist (delete the directory to start over).
"""
import argparse
import os
import random
import subprocess
import sys

from logistic_fit import fit_k, sigmoid

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCORE_MAX = 3000


def positions(args):
    """Rows (game, equal, ply, result, score, best, sfen) from the records."""
    subprocess.run(["make", "-s", "-C", ROOT, "build/bench/records_sfen", "build/kiryoku"], check=True)
    rows = []
    for n, path in enumerate(args.records):
        out = subprocess.run([os.path.join(ROOT, "build/bench/records_sfen"), path,
                              "--min-ply", str(args.min_ply), "--max-ply", str(args.max_ply),
                              "--gap", str(args.gap), "--per-game", str(args.per_game),
                              "--every", str(args.every)],
                             check=True, capture_output=True, text=True).stdout
        for line in out.splitlines():
            g, eq, ply, res, score, best, sfen = line.split("\t")
            if args.equal_only and eq != "1":
                continue
            rows.append(("%d:%s" % (n, g), int(ply), int(res), int(score), best, sfen))
    return rows


def analyse(rows, args):
    """kiryoku's eval_before for each row, by the table's row order."""
    usi = os.path.join(args.dir, "positions.usi")
    table = os.path.join(args.dir, "table.tsv")
    key = os.path.join(args.dir, "selection")
    selection = " ".join(os.path.abspath(r) for r in args.records) + " %d %d %d %d %d %d\n" % (
        args.min_ply, args.max_ply, args.gap, args.per_game, args.every, args.equal_only)
    if os.path.exists(key) and open(key).read() != selection:
        sys.exit("scale_labels: %s holds the analysis of another selection; use another --dir" % args.dir)
    with open(key, "w") as f:
        f.write(selection)
    if not os.path.exists(table):
        with open(usi, "w") as f:
            for r in rows:
                f.write("sfen %s moves %s\n" % (r[5], r[4]))
        subprocess.run([os.path.join(ROOT, "build/kiryoku"), "analyze", "--threads", str(args.threads),
                        "-o", table + ".part", usi], check=True)
        os.replace(table + ".part", table)
    evals = []
    with open(table) as f:
        for line in f:
            if line.startswith("#") or line.startswith("game\t"):
                continue
            evals.append(line.split("\t")[3])
    if len(evals) != len(rows):
        sys.exit("scale_labels: %s has %d rows for %d positions; delete %s and run again"
                 % (table, len(evals), len(rows), args.dir))
    return evals


def by_game(rows, evals):
    """{game: [(kiryoku cp, labeller cp, result 0..1)]} without mates and huge scores."""
    games = {}
    for r, e in zip(rows, evals):
        if e.startswith("mate") or abs(int(e)) > SCORE_MAX or abs(r[3]) > SCORE_MAX:
            continue
        games.setdefault(r[0], []).append((int(e), r[3], (r[2] + 1) / 2))
    return list(games.values())


def fits(samples):
    ki = fit_k([(a, r) for a, _, r in samples])
    fs = fit_k([(b, r) for _, b, r in samples])
    label = fit_k([(a, sigmoid(b / 600)) for a, b, _ in samples])
    return ki, fs, ki / fs, label


def report(games, boots):
    flat = [x for g in games for x in g]
    point = fits(flat)
    rng = random.Random(1)
    draws = []
    for i in range(boots):
        pick = [x for _ in games for x in games[rng.randrange(len(games))]]
        draws.append(fits(pick))
        print("\rresampling games: %d of %d" % (i + 1, boots), end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    names = ["K of kiryoku's score against results", "K of the labeller's score against results",
             "ratio kiryoku / labeller", "K_label (kiryoku against the labeller's 600-scale read)"]
    print("%d games, %d positions" % (len(games), len(flat)))
    for i, name in enumerate(names):
        col = sorted(d[i] for d in draws)
        lo, hi = col[int(len(col) * 0.025)], col[int(len(col) * 0.975) - 1]
        fmt = "%-62s %6.2f  95%% [%.2f, %.2f]" if i == 2 else "%-62s %6.0f  95%% [%.0f, %.0f]"
        print(fmt % (name, point[i], lo, hi))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("records", nargs="+")
    ap.add_argument("--dir", default="build/scale_labels")
    ap.add_argument("--min-ply", type=int, default=40)
    ap.add_argument("--max-ply", type=int, default=80)
    ap.add_argument("--gap", type=int, default=10)
    ap.add_argument("--per-game", type=int, default=3)
    ap.add_argument("--every", type=int, default=1)
    ap.add_argument("--equal-only", action="store_true")
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--boots", type=int, default=200)
    args = ap.parse_args()
    os.makedirs(args.dir, exist_ok=True)
    rows = positions(args)
    games = by_game(rows, analyse(rows, args))
    if len(games) < 10:
        sys.exit("scale_labels: only %d games with positions; need at least 10" % len(games))
    report(games, args.boots)


if __name__ == "__main__":
    main()
