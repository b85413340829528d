#!/usr/bin/env python3
"""Labels positions with a stronger engine's scores for `kiryoku-dev tune --scored`.

Reads `kiryoku-dev tune` game lines (RESULT<TAB>startpos moves ...), takes every
STEP-th position from ply MIN_PLY on, has the engine search it (USI, a node
limit), and writes "P<TAB>startpos moves ..." with P = 1/(1+exp(-cp/600))
from sente's point of view (mates: 0 or 1). The engine's centipawns are
taken as the scale: fairy-stockfish prints pawn = 100.

usage: label_with_engine.py GAMES.tsv [--engine CMD] [--nodes N] [--step K]
                            [--min-ply P] [--limit N] > scored.tsv
"""
import argparse
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', '..', 'shared', 'tools'))
from usi import USIEngine  # noqa: E402  (../shared/tools/usi.py)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('games')
    ap.add_argument('--engine', default='/usr/games/fairy-stockfish')
    ap.add_argument('--nodes', type=int, default=20000)
    ap.add_argument('--step', type=int, default=4)
    ap.add_argument('--min-ply', type=int, default=16)
    ap.add_argument('--limit', type=int, default=0, help='stop after this many positions')
    a = ap.parse_args()
    n = 0
    with USIEngine(a.engine) as eng, open(a.games) as f:
        for line in f:
            _, pos = line.rstrip('\n').split('\t', 1)
            head, _, tail = pos.partition(' moves ')
            moves = tail.split()
            for k in range(a.min_ply, len(moves) + 1, a.step):
                r = eng.search((head, moves[:k]), nodes=a.nodes)
                if not r.lines:
                    continue
                s = r.lines[0].score
                cp = s.as_cp()
                if k % 2 == 1:          # gote to move: turn to sente's view
                    cp = -cp
                p = 1.0 / (1.0 + math.exp(-max(-6000, min(6000, cp)) / 600.0))
                print('%.4f\t%s moves %s' % (p, head, ' '.join(moves[:k])), flush=True)
                n += 1
                if a.limit and n >= a.limit:
                    return


if __name__ == '__main__':
    main()
