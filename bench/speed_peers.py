#!/usr/bin/env python3
"""Speed side by side (issue 15): kiryoku (linear evaluation and, with
--nnue, a network) and fairy-stockfish search the 9 positions of
`kiryoku bench` to a fixed depth, one thread each, one engine at a time, in
the same run. Prints per engine the nodes, the engine process's CPU
seconds, nodes per CPU second and the time to reach each depth (the
engine's own `info time` of its first PV at that depth, summed over the
positions).

A depth is not the same amount of search in two engines (their pruning and
extensions differ), so the fair reading is the time to depth within one
engine across builds, and nodes/s across engines; both are printed.

    python3 bench/speed_peers.py --depth 10 [--nnue FILE] [--fs-depth 12]
"""
import argparse
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
TOOLS = os.path.join(ROOT, '..', 'shared', 'tools')
FS = '/usr/games/fairy-stockfish'


def bench_positions():
    """The SFENs of app/cmd/cmd_bench.c, read from the source so there is one list."""
    src = open(os.path.join(ROOT, 'app', 'cmd', 'bench.c')).read()
    body = src.split('bench_positions[] = {', 1)[1].split('};', 1)[0]
    return re.findall(r'"([^"]+)"', body)


def cpu_seconds(pid):
    """utime + stime of a live process, from /proc (clock ticks)."""
    with open('/proc/%d/stat' % pid) as f:
        fields = f.read().rsplit(')', 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf('SC_CLK_TCK')


def run(usi, label, argv, options, depth, positions):
    eng = usi.USIEngine(argv, options=options)
    nodes, times, cpu = 0, {}, 0.0
    for sfen in positions:
        eng.new_game()
        eng.isready()
        before = cpu_seconds(eng.proc.pid)
        r = eng.search('sfen ' + sfen, depth=depth)
        cpu += cpu_seconds(eng.proc.pid) - before
        nodes += r.nodes or 0
        for d, (ms, _wall) in r.depth_times.items():
            times.setdefault(d, []).append(ms or 0)
    eng.quit()
    nps = nodes / cpu if cpu > 0 else 0
    print('%-28s depth %2d: %10d nodes, %6.2f CPU s, %7.0fk nodes/CPU s'
          % (label, depth, nodes, cpu, nps / 1000), flush=True)
    full = [d for d in sorted(times) if len(times[d]) == len(positions)]
    print('%-28s time to depth (ms, sum of %d): %s' % (
        '', len(positions), ', '.join('%d: %d' % (d, sum(times[d])) for d in full if d >= 4)))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--depth', type=int, default=10, help="kiryoku's depth (10)")
    ap.add_argument('--fs-depth', type=int, help="fairy-stockfish's depth (default: kiryoku's)")
    ap.add_argument('--nnue', help='also kiryoku with this network file')
    ap.add_argument('--kiryoku', default=os.path.join(ROOT, 'build', 'kiryoku'))
    a = ap.parse_args()
    sys.path.insert(0, TOOLS)
    usi = __import__('usi')
    positions = bench_positions()
    if len(positions) != 9:
        sys.exit('speed_peers: expected 9 positions in app/cmd/cmd_bench.c, found %d' % len(positions))
    print('load average at start: %s' % open('/proc/loadavg').read().split()[:3])
    run(usi, 'kiryoku (linear)', [a.kiryoku, 'usi'], [], a.depth, positions)
    if a.nnue:
        run(usi, 'kiryoku (net %s)' % os.path.basename(a.nnue), [a.kiryoku, 'usi'],
            [('UseNNUE', 'true'), ('EvalFile', os.path.abspath(a.nnue))], a.depth, positions)
    if os.access(FS, os.X_OK):
        run(usi, 'fairy-stockfish', [FS], [('Threads', '1')],
            a.fs_depth or a.depth, positions)
    else:
        print('fairy-stockfish not installed; its line skipped')
    print('load average at end: %s' % open('/proc/loadavg').read().split()[:3])
    return 0


if __name__ == '__main__':
    sys.exit(main())
