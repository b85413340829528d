#!/usr/bin/env python3
"""Turns usi.py match logs (--log FILE) into `kiryoku-dev tune` input.

Each game in the log is a result line ("game N: ... sente wins|gote wins|draw
after P plies (...)") followed by its position line. Output: one line per
game, "RESULT<TAB>position", RESULT from sente's point of view. Games cut
by the ply limit are draws in the log and are dropped (their result says
nothing about the positions); so are games with a crash or an illegal move.

usage: games_from_log.py LOG... > games.tsv
"""
import re
import sys


def games(lines):
    it = iter(lines)
    for head in it:
        m = re.match(r'game \d+: .*: (sente wins|gote wins|draw) after \d+ plies \((.*)\)', head)
        if not m:
            continue
        pos = next(it, '').strip()
        reason = m.group(2)
        if 'max ply' in reason or 'crash' in reason or 'illegal' in reason or 'timeout' in reason:
            continue
        result = {'sente wins': '1', 'gote wins': '0', 'draw': '0.5'}[m.group(1)]
        yield result, pos


def main():
    n = 0
    for path in sys.argv[1:]:
        with open(path) as f:
            for result, pos in games(f):
                print('%s\t%s' % (result, pos))
                n += 1
    print('%d games' % n, file=sys.stderr)


if __name__ == '__main__':
    main()
