#!/usr/bin/env python3
"""Which labeller is worth its CPU: scores a set of positions with several
labelling searches and compares each with a deep reference search
(fairy-stockfish at 200k nodes), as win probabilities 1/(1+exp(-cp/600)).

Prints, per labeller: CPU milliseconds a position (the engine process's own
user time, so other load on the machine does not count), the mean squared
difference of win probabilities from the reference, and the rank correlation.

usage: label_quality.py POSITIONS.sfen [--kiryoku BUILD/kiryoku] [--limit N]
(one SFEN a line; tools/nnue/README.md says how the shipped figures were made)
"""
import argparse
import math
import os
import resource
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', '..', 'shared', 'tools'))
from usi import USIEngine  # noqa: E402  (../shared/tools/usi.py)

FAIRY = '/usr/games/fairy-stockfish'


def label_all(cmd, limit, sfens):
    t0 = resource.getrusage(resource.RUSAGE_CHILDREN).ru_utime
    scores = []
    with USIEngine(cmd) as e:
        for s in sfens:
            r = e.search('sfen ' + s, **limit)
            scores.append(r.lines[0].score.as_cp() if r.lines else None)
    return scores, resource.getrusage(resource.RUSAGE_CHILDREN).ru_utime - t0


def win(cp):
    return 1 / (1 + math.exp(-max(-6000, min(6000, cp)) / 600))


def ranks(v):
    order = sorted(range(len(v)), key=lambda i: v[i])
    r = [0] * len(v)
    for k, i in enumerate(order):
        r[i] = k
    return r


def spearman(xs, ys):
    rx, ry = ranks(xs), ranks(ys)
    mx, my = sum(rx) / len(rx), sum(ry) / len(ry)
    num = sum((a - mx) * (b - my) for a, b in zip(rx, ry))
    return num / math.sqrt(sum((a - mx) ** 2 for a in rx) * sum((b - my) ** 2 for b in ry))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('positions')
    ap.add_argument('--kiryoku', default='build/kiryoku')
    ap.add_argument('--limit', type=int, default=0)
    a = ap.parse_args()
    sfens = [l.strip() for l in open(a.positions) if l.strip() and not l.startswith('#')]
    if a.limit:
        sfens = sfens[:a.limit]
    labellers = [('fairy-stockfish 5k nodes', [FAIRY], {'nodes': 5000}),
                 ('fairy-stockfish 20k nodes', [FAIRY], {'nodes': 20000}),
                 ('kiryoku depth 6', [a.kiryoku, 'usi'], {'depth': 6}),
                 ('kiryoku depth 8', [a.kiryoku, 'usi'], {'depth': 8})]
    ref, _ = label_all([FAIRY], {'nodes': 200000}, sfens)
    print('%d positions; reference: fairy-stockfish 200k nodes' % len(sfens))
    for name, cmd, limit in labellers:
        scores, cpu = label_all(cmd, limit, sfens)
        pairs = [(x, y) for x, y in zip(scores, ref)
                 if x is not None and y is not None and abs(x) < 30000 and abs(y) < 30000]
        mse = sum((win(x) - win(y)) ** 2 for x, y in pairs) / len(pairs)
        print('%-26s %5.0f ms CPU a position, win-probability MSE %.4f, Spearman %.3f (%d positions)'
              % (name, 1000 * cpu / len(sfens), mse, spearman([x for x, _ in pairs], [y for _, y in pairs]),
                 len(pairs)), flush=True)


if __name__ == '__main__':
    main()
