#!/usr/bin/env python3
"""Every position of tests/data/perft/perft_reference.json at every depth
it lists (or up to --max-nodes), counted by `kiryoku perft` and compared with
the reference. Prints one row per (position, depth): ok/BAD, nodes, seconds,
Mn/s; runs J positions at once (default 2, one per core).

usage: perft_reference.py KIRYOKU REFERENCE.json [--max-nodes N] [-j J]
"""
import argparse
import concurrent.futures
import json
import subprocess
import sys
import time


def count(kiryoku, sfen, depth):
    t = time.monotonic()
    out = subprocess.run([kiryoku, 'perft', '--sfen', sfen, str(depth)],
                         capture_output=True, text=True, check=False)
    secs = time.monotonic() - t
    for line in out.stdout.splitlines():
        if line.startswith('nodes'):
            return int(line.split()[1]), secs
    raise RuntimeError(f'kiryoku perft failed on {sfen!r} depth {depth}: {out.stderr.strip()}')


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('kiryoku')
    ap.add_argument('reference')
    ap.add_argument('--max-nodes', type=int, default=0, help='skip depths with more reference nodes (0: none)')
    ap.add_argument('-j', type=int, default=2)
    args = ap.parse_args()
    ref = json.load(open(args.reference, encoding='utf-8'))
    jobs = []
    for p in ref['positions']:
        for d, want in sorted(p['perft'].items(), key=lambda kv: int(kv[0])):
            if args.max_nodes and want > args.max_nodes:
                continue
            jobs.append((p['name'], p['sfen'], int(d), want))
    print(f'perft reference: {len(jobs)} (position, depth) counts, {args.j} at a time')
    bad = 0
    with concurrent.futures.ThreadPoolExecutor(args.j) as pool:
        futs = [(j, pool.submit(count, args.kiryoku, j[1], j[2])) for j in jobs]
        for (name, _, d, want), f in futs:
            got, secs = f.result()
            ok = got == want
            bad += not ok
            print(f"{'ok ' if ok else 'BAD'} {name[:44]:44} d{d} {got:>15,} "
                  f"(want {want:,}) {secs:8.2f} s {got / max(secs, 1e-9) / 1e6:7.1f} Mn/s", flush=True)
    print(f'{len(jobs) - bad} agree, {bad} differ')
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
