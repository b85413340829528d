#!/usr/bin/env python3
"""Strength matches for issue 3: kiryoku against a peer USI engine at equal
time per move, resumable and run N games at once.

Each opening line is played twice, colours swapped, by a *fresh pair of
engine processes*: gpsusi kept between games began resigning a few moves
after the opening from about its sixth game on, so no engine carries state
from one pair to the next. Games are played by ../shared/tools/usi.py's
play_match (its adjudication: mate, resignation, illegal move, sennichite
with perpetual check, a ply limit as a draw).

Every finished pair is appended to DIR/pairs.tsv (results) and
DIR/games.usi (game id and moves, for replaying) at once, so a run that is
stopped loses at most the pairs in flight; run it again to play the rest.

    python3 bench/engine_match.py --opponent /usr/games/fairy-stockfish \
        --movetime 300 --games 200 --jobs 2 --dir build/match/fairy-300
    python3 bench/engine_match.py --dir build/match/fairy-300 --report
"""
import argparse
import concurrent.futures
import math
import os
import shutil
import signal
import sys
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
TOOLS = os.path.join(ROOT, '..', 'shared', 'tools')
OPENINGS = os.path.join(ROOT, 'tests', 'data', 'openings', 'records2016_10818.sfen')
GPS_CONF = '/usr/share/gpsshogi-data/gpsusi.conf'
FIELDS = ['pair', 'opening', 'game', 'kiryoku_sente', 'result', 'plies', 'reason', 'seconds']


def read_done(path):
    """Rows of pairs.tsv as dicts (both games of a pair are written together)."""
    rows = []
    if not os.path.exists(path):
        return rows
    with open(path) as f:
        for line in f:
            if line.startswith('pair\t') or not line.strip():
                continue
            cells = line.rstrip('\n').split('\t')
            if len(cells) == len(FIELDS):
                rows.append(dict(zip(FIELDS, cells)))
    return rows


def play_pair(usi, kiryoku, opponent, a_options, b_options, limit, opening, max_ply):
    """Two games from one opening with fresh engines; A (kiryoku) is sente first."""
    res = usi.play_match(kiryoku, opponent, 2, limit, openings=[opening],
                         a_options=a_options, b_options=b_options, max_ply=max_ply)
    return res.games


def tally(rows):
    """Wins, draws and losses of kiryoku over rows of pairs.tsv."""
    w = sum(r['result'] == 'win' for r in rows)
    l = sum(r['result'] == 'loss' for r in rows)
    return w, len(rows) - w - l, l


def elo_line(usi, w, d, l):
    n = w + d + l
    elo, err = usi.elo_with_error(w, d, l)
    text = '+%d =%d -%d (%d games), score %.1f%%, Elo %+.0f' % (
        w, d, l, n, 100.0 * (w + 0.5 * d) / max(1, n), elo)
    text += ' +/- %.0f (95%%)' % err if err != float('inf') else ' (95% interval unbounded)'
    if n and (w == 0 or l == 0):
        # All one way: the normal interval is useless; give an exact bound.
        k = w + 0.5 * d
        p = one_sided_bound(n, k, low=(w == 0))
        bound = usi.elo_from_score(p)
        text += '; exact 95%% bound: Elo %s %+.0f' % ('<' if w == 0 else '>', bound)
    return text


def one_sided_bound(n, score, low):
    """Clopper-Pearson style 97.5% bound on the score rate by bisection."""
    comb = math.comb
    k = int(round(score))

    def tail(p):  # P(X <= k) for the upper bound, P(X >= k) for the lower
        if low:
            return sum(comb(n, i) * p ** i * (1 - p) ** (n - i) for i in range(0, k + 1))
        return sum(comb(n, i) * p ** i * (1 - p) ** (n - i) for i in range(k, n + 1))
    lo, hi = 0.0, 1.0
    for _ in range(60):
        mid = (lo + hi) / 2
        if low:
            lo, hi = (mid, hi) if tail(mid) > 0.025 else (lo, mid)
        else:
            lo, hi = (lo, mid) if tail(mid) > 0.025 else (mid, hi)
    return (lo + hi) / 2


def report(usi, rows, out=sys.stdout):
    print('kiryoku: ' + elo_line(usi, *tally(rows)), file=out)
    for side, label in (('1', 'as sente'), ('0', 'as gote')):
        sub = [r for r in rows if r['kiryoku_sente'] == side]
        if sub:
            print('  %s: +%d =%d -%d' % ((label,) + tally(sub)), file=out)
    reasons = {}
    for r in rows:
        reason = r['reason']
        key = 'resignation' if reason.endswith('resigns') else reason.split(' by ')[0].split(' (')[0]
        who = 'kiryoku' if r['result'] == 'loss' else ('opponent' if r['result'] == 'win' else '')
        reasons[(key, who)] = reasons.get((key, who), 0) + 1
    print('  endings: ' + ', '.join('%s%s %d' % (k, ' (%s lost)' % who if who else '', n)
                                    for (k, who), n in sorted(reasons.items())), file=out)
    if rows:
        plies = sorted(int(r['plies']) for r in rows)
        secs = sum(float(r['seconds']) for r in rows)
        print('  plies: mean %.0f, median %d, shortest %d; %.0f s of games (%.1f s a game)'
              % (sum(plies) / len(plies), plies[len(plies) // 2], plies[0], secs, secs / len(rows)),
              file=out)
        early = [r for r in rows if r['result'] == 'win' and 'resigns' in r['reason']
                 and int(r['plies']) < 60]
        if early:
            print('  opponent resigned before ply 60 in %d games (plies: %s)'
                  % (len(early), ' '.join(r['plies'] for r in early)), file=out)


def check_resignations(usi, run_dir, rows, ms, judge, out=sys.stdout):
    """Each win by the opponent's resignation, its final position searched by
    the judge for ms: the score from the resigner's side. gpsusi has
    resigned positions it was not losing (RESULTS.md), so a win whose final
    position the judge scores above -1000 cp for the resigner is void."""
    moves = {}
    if not rows:
        return
    with open(os.path.join(run_dir, 'games.usi')) as f:
        for line in f:
            game, _, record = line.rstrip('\n').partition('\t')
            moves[game] = record
    wins = [r for r in rows if r['result'] == 'win' and r['reason'].endswith('resigns')]
    void = 0
    with usi.USIEngine(judge.split()) as engine:
        for r in wins:
            res = engine.search(moves[r['game']], movetime=ms)
            score = res.lines[0].score if res.lines else None
            # No line and bestmove resign: the judge sees itself mated.
            lost = score.as_cp() <= -1000 if score else res.bestmove == 'resign'
            void += not lost
            print('  game %s (ply %s): %s %s for the resigner%s' % (
                r['game'], r['plies'], os.path.basename(judge.split()[0]),
                score if score else res.bestmove, '' if lost else ': VOID'), file=out, flush=True)
    print('  %d of %d resignations void (judge above -1000 cp for the resigner)' % (void, len(wins)), file=out)
    return void


def main():
    ap = argparse.ArgumentParser(description='kiryoku against a USI peer, resumable')
    ap.add_argument('--dir', required=True, help='run directory (pairs.tsv, config)')
    ap.add_argument('--opponent', help='the peer engine command')
    ap.add_argument('--opponent-opt', action='append', default=[], help='NAME=VALUE setoption')
    ap.add_argument('--kiryoku', default=os.path.join(ROOT, 'build', 'kiryoku') + ' usi')
    ap.add_argument('--kiryoku-opt', action='append', default=[],
                    help='NAME=VALUE setoption for kiryoku (e.g. UseNNUE=true)')
    ap.add_argument('--movetime', type=int, default=300)
    ap.add_argument('--games', type=int, default=200)
    ap.add_argument('--jobs', type=int, default=1, help='games at once (one core each)')
    ap.add_argument('--every', type=int, default=50, help='use every Nth opening line')
    ap.add_argument('--max-ply', type=int, default=320)
    ap.add_argument('--report', action='store_true', help='only summarise the run directory')
    ap.add_argument('--check-resignations', type=int, metavar='MS',
                    help='with --report: search the final position of each win by resignation for MS ms')
    ap.add_argument('--judge', default='/usr/games/fairy-stockfish',
                    help='the engine for --check-resignations')
    a = ap.parse_args()
    sys.path.insert(0, TOOLS)
    usi = __import__('usi')
    os.makedirs(a.dir, exist_ok=True)
    table = os.path.join(a.dir, 'pairs.tsv')
    if a.report:
        rows = read_done(table)
        report(usi, rows)
        if a.check_resignations:
            check_resignations(usi, a.dir, rows, a.check_resignations, a.judge)
        return 0
    if not a.opponent:
        ap.error('--opponent is required unless --report')
    config = os.path.join(a.dir, 'config')
    settings = 'opponent=%s\nopponent_opt=%s\nkiryoku=%s\nmovetime=%d\nevery=%d\nmax_ply=%d\n' % (
        a.opponent, ' '.join(a.opponent_opt), a.kiryoku, a.movetime, a.every, a.max_ply)
    if a.kiryoku_opt:  # only when given, so the config of earlier runs still matches
        settings += 'kiryoku_opt=%s\n' % ' '.join(a.kiryoku_opt)
    if os.path.exists(config) and open(config).read() != settings:
        sys.exit('engine_match: %s was started with other settings:\n%s'
                 'use another --dir, or delete it to start over' % (a.dir, open(config).read()))
    with open(config, 'w') as f:
        f.write(settings)
    kiryoku_bin = a.kiryoku.split()[0]
    if not os.access(kiryoku_bin, os.X_OK):
        sys.exit('engine_match: %s not found; run make first' % kiryoku_bin)
    if not os.access(a.opponent.split()[0], os.X_OK):
        print('engine_match: %s not installed; skipped' % a.opponent.split()[0])
        return 0
    # The file has no blank or comment lines, so entry i is line i + 1.
    openings = usi._read_openings(OPENINGS)[::a.every]
    pairs = (a.games + 1) // 2
    done = {int(r['pair']) for r in read_done(table)}
    todo = [k for k in range(pairs) if k not in done]
    print('engine_match: kiryoku vs %s, %d ms a move, %d games (%d pairs; %d done), %d at once'
          % (a.opponent, a.movetime, 2 * pairs, pairs, len(done), a.jobs), flush=True)
    a_options = usi._parse_opts(a.kiryoku_opt)
    b_options = usi._parse_opts(a.opponent_opt)
    # gpsusi writes every setoption into its config file: restore it afterwards.
    gps_backup = None
    if b_options and 'gpsusi' in a.opponent and os.path.exists(GPS_CONF):
        gps_backup = os.path.join(a.dir, 'gpsusi.conf.orig')
        if not os.path.exists(gps_backup):
            shutil.copyfile(GPS_CONF, gps_backup)
    # A plain kill must still put gpsusi's config file back (the finally below).
    signal.signal(signal.SIGTERM, lambda *_: sys.exit('engine_match: stopped; run again to resume'))
    lock = threading.Lock()
    start = time.time()
    finished = [0]

    def run(k):
        games = play_pair(usi, a.kiryoku, a.opponent, a_options, b_options, {'movetime': a.movetime},
                          openings[k % len(openings)], a.max_ply)
        with lock:
            write_header = not os.path.exists(table)
            with open(os.path.join(a.dir, 'games.usi'), 'a') as f:
                for g, info in enumerate(games):
                    origin = info['start']
                    f.write('%d\t%s moves %s\n' % (2 * k + g, 'startpos' if origin == 'startpos' else 'sfen ' + origin,
                                                    ' '.join(info['moves'])))
            with open(table, 'a') as f:
                if write_header:
                    f.write('\t'.join(FIELDS) + '\n')
                for g, info in enumerate(games):
                    result = {'A': 'win', 'B': 'loss', 'D': 'draw'}[info['winner']]
                    f.write('%d\t%d\t%d\t%d\t%s\t%d\t%s\t%.1f\n' % (
                        k, (k * a.every) + 1, 2 * k + g, int(info['a_sente']), result,
                        info['plies'], info['reason'].replace('\t', ' '), info['seconds']))
            finished[0] += 1
            rows = read_done(table)
            left = (time.time() - start) / finished[0] * (len(todo) - finished[0])
            print('pair %d (opening line %d): %s; %d of %d games, +%d =%d -%d, about %.0f min left'
                  % ((k, k * a.every + 1, ' '.join('%s/%d' % ({'A': 'W', 'B': 'L', 'D': 'D'}[i['winner']],
                                                              i['plies']) for i in games),
                      len(rows), 2 * pairs) + tally(rows) + (left / 60,)), flush=True)

    try:
        with concurrent.futures.ThreadPoolExecutor(max_workers=a.jobs) as pool:
            for fut in [pool.submit(run, k) for k in todo]:
                fut.result()
    finally:
        if gps_backup:
            shutil.copyfile(gps_backup, GPS_CONF)
    report(usi, read_done(table))
    return 0


if __name__ == '__main__':
    sys.exit(main())
