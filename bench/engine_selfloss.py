#!/usr/bin/env python3
"""Reads bench/engine_selfplay output and prints two engine figures.

1. Self-loss: the loss the analyser (METHOD.md: loss = eval_after -
   eval_before, eval_after of ply n = -eval_before of ply n+1) charges the
   engine's own best moves. For an unbiased engine its mean is about 0; a
   side-to-move bias b shows up as about -2b. Positions as the estimator
   counts them: |eval_before| <= 200, move ply >= 40, eval_after not a mate.
   Also, when the output has a second depth, the mean of score(D) -
   score(D2) (the odd/even depth swing).
2. Scale: the K of P(sente wins) = 1/(1+exp(-cp/K)) that best fits the game
   results against the score (sente's view) at plies 40-80 (maximum
   likelihood), with a 95% interval by resampling games.

usage: engine_selfloss.py FILE...
"""
import random
import sys

from logistic_fit import fit_k

MATE_MIN = 32000 - 256


def read(paths):
    games = {}
    results = {}
    for k, path in enumerate(paths):
        with open(path) as f:
            for line in f:
                t = line.rstrip("\n").split("\t")
                if t[0] == "P":
                    g = (k, int(t[1]))
                    s2 = None if t[5] == "-" else int(t[5])
                    games.setdefault(g, []).append((int(t[2]), t[3], int(t[4]), s2))
                elif t[0] == "R":
                    results[(k, int(t[1]))] = float(t[2])
    return games, results


def trimmed(xs, cut):
    """Mean of xs without the lowest and highest `cut` fraction: a few
    horizon blunders (a position scored 0 whose successor is scored +4500)
    swamp a plain mean of a few hundred moves, while a bias shifts every
    move."""
    xs = sorted(xs)
    k = int(len(xs) * cut)
    xs = xs[k:len(xs) - k] or xs
    return sum(xs) / len(xs)


def mean_ci(xs_by_game, cut=0.0):
    """(Trimmed) mean over all items, with a 95% interval from resampling
    whole games."""
    xs = [x for g in xs_by_game for x in g]
    if not xs:
        return float("nan"), (float("nan"), float("nan")), 0
    m = trimmed(xs, cut)
    boots = []
    rng = random.Random(1)
    for _ in range(1000):
        pick = [xs_by_game[rng.randrange(len(xs_by_game))] for _ in xs_by_game]
        flat = [x for g in pick for x in g]
        if flat:
            boots.append(trimmed(flat, cut))
    boots.sort()
    return m, (boots[len(boots) * 25 // 1000], boots[len(boots) * 975 // 1000 - 1]), len(xs)


def self_loss(games, min_ply=40, cut=0.0):
    per_game, swing = [], []
    for plist in games.values():
        losses, sw = [], []
        for (ply, _, s, s2), nxt in zip(plist, plist[1:]):
            after = -nxt[2]
            if abs(s) <= 200 and ply + 1 >= min_ply and abs(after) < MATE_MIN:
                losses.append(after - s)
                if s2 is not None:
                    sw.append(s - s2)
        per_game.append(losses)
        swing.append(sw)
    return mean_ci(per_game, cut), mean_ci(swing, cut)


def scale(games, results):
    by_game = []
    for g, plist in games.items():
        if g not in results:
            continue
        r = results[g]
        by_game.append([(s if side == "b" else -s, r) for ply, side, s, _ in plist
                        if 40 <= ply <= 80 and abs(s) < MATE_MIN])
    by_game = [g for g in by_game if g]
    flat = [x for g in by_game for x in g]
    if not flat:
        return None
    k = fit_k(flat)
    rng = random.Random(2)
    boots = []
    for _ in range(200):
        pick = [x for _ in by_game for x in by_game[rng.randrange(len(by_game))]]
        boots.append(fit_k(pick))
    boots.sort()
    return k, boots[len(boots) * 25 // 1000], boots[len(boots) * 975 // 1000 - 1], len(by_game), len(flat)


def main():
    games, results = read(sys.argv[1:])
    (m, ci, n), (sm, sci, sn) = self_loss(games)
    print(f"games {len(games)}, finished {len(results)}")
    print(f"self-loss of best moves: mean {m:.1f} cp, 95% [{ci[0]:.1f}, {ci[1]:.1f}], {n} moves")
    (tm, tci, _), (tsm, tsci, _) = self_loss(games, 40, 0.1)
    print(f"  10%-trimmed mean {tm:.1f} cp, 95% [{tci[0]:.1f}, {tci[1]:.1f}]")
    (m0, ci0, n0), _ = self_loss(games, 0)
    print(f"  the same from ply 1 (opening included): mean {m0:.1f} cp, 95% [{ci0[0]:.1f}, {ci0[1]:.1f}], {n0} moves")
    if sn:
        print(f"depth swing score(D) - score(D2): mean {sm:.1f} cp, 95% [{sci[0]:.1f}, {sci[1]:.1f}], {sn} positions;"
              f" 10%-trimmed {tsm:.1f}, 95% [{tsci[0]:.1f}, {tsci[1]:.1f}]")
    sc = scale(games, results)
    if sc:
        k, lo, hi, ng, npos = sc
        decided = sum(1 for r in results.values() if r != 0.5)
        print(f"scale K {k:.0f}, 95% [{lo:.0f}, {hi:.0f}] ({ng} games, {decided} decided, {npos} positions at ply 40-80)")


if __name__ == "__main__":
    main()
