#!/usr/bin/env python3
"""Issue 14: how far off the analysis page's "about N s left" is, replayed
on the nodes each position really cost (`build/bench/budget --games
--verbose` output: one "index<TAB>nodes<TAB>depth<TAB>score<TAB>expected"
line per position, in the order the analyser searches them; expected is
what analysis/cost.h predicts).

Time is taken as proportional to nodes (one node rate for the whole run),
and the positions are searched by WORKERS engines in game order, as
analysis/analyzer.c hands them out. At every whole percent the page
is redrawn; for each redraw both estimates are compared with the time
really left:
  old: the time so far scaled by the positions left (app/session/analysis.c
       before issue 14);
  new: the time so far scaled by the expected cost left over the expected
       cost done (positions taken as done in order, as the page does).
Prints, per game, the ratio estimate / true time left: the lowest (the
worst underestimate), the median over the redraws in the second half of
the game (where the endgame is) and the highest, from 5% done on.

    build/bench/budget --games --verbose --depth 5 --nodes N GAMES > costs.txt
    python3 bench/progress_estimate.py costs.txt --games GAMES [--workers 2]
"""
import argparse
import heapq
import statistics


def read_costs(path):
    """(nodes, expected) per position."""
    costs = []
    for line in open(path):
        cells = line.split('\t')
        if len(cells) >= 5 and cells[0].isdigit():
            costs.append((int(cells[1]), float(cells[4])))
    return costs


def game_lengths(path):
    """Positions per game (plies + 1) of a games file, in order."""
    out = []
    for line in open(path):
        line = line.strip()
        if not line or line.startswith('#'):
            continue
        moves = line.split('moves', 1)[1].split() if 'moves' in line else line.split()
        out.append(len(moves) + 1)
    return out


def replay(nodes, workers):
    """Finish time of each position (in nodes of one engine's work), with
    `workers` engines taking positions in order; sorted by time."""
    free = [(0.0, w) for w in range(workers)]
    heapq.heapify(free)
    done = []
    for c in nodes:
        t, w = heapq.heappop(free)
        done.append(t + c)
        heapq.heappush(free, (t + c, w))
    return sorted(done)


def estimates(costs, workers):
    nodes = [c for c, _ in costs]
    before = [0.0]
    for _, e in costs:
        before.append(before[-1] + e)
    done = replay(nodes, workers)
    end = done[-1]
    n = len(costs)
    last_pct = -1
    rows = []
    for k, t in enumerate(done, 1):
        pct = k * 100 // n
        # The page shows no estimate before half a second; 5% stands in.
        if pct == last_pct or k == n or pct < 5:
            continue
        last_pct = pct
        old = t * (n - k) / k
        new = t * (before[n] - before[k]) / before[k]
        rows.append((k / n, end - t, old, new))
    return rows


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('costs')
    ap.add_argument('--workers', type=int, default=2)
    ap.add_argument('--games', help='the games file, to split the costs into games')
    a = ap.parse_args()
    costs = read_costs(a.costs)
    lengths = game_lengths(a.games) if a.games else [len(costs)]
    start = 0
    print('game\tpositions\told: lowest, median 2nd half, highest\tnew: lowest, median 2nd half, highest')
    for g, n in enumerate(lengths, 1):
        rows = estimates(costs[start:start + n], a.workers)
        start += n
        second = [r for r in rows if r[0] >= 0.5 and r[1] > 0]

        def stat(i):
            ratios = [r[i] / r[1] for r in rows if r[1] > 0]
            med = statistics.median(r[i] / r[1] for r in second) if second else float('nan')
            return '%.2f, %.2f, %.2f' % (min(ratios), med, max(ratios))
        print('%d\t%d\t%s\t%s' % (g, n, stat(2), stat(3)))


if __name__ == '__main__':
    main()
