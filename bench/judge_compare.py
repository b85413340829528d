#!/usr/bin/env python3
"""Candidate judges against a reference on people's moves (issue 34 item 2),
from the tables of bench/judge_compare.sh.

usage: judge_compare.py --ref DIR NAME=DIR [NAME=DIR ...] [--min-ply N] [--level CP]
                        [--diff A:B ...]
       judge_compare.py --self-test     checks --diff's interval on made-up judges

A move is compared when the reference and every candidate analysed it,
it is out of book, from ply --min-ply (default 20), level by the
reference (|eval_before| <= --level, default 600), and no judge sees a
mate before or after it. The loss of a move is eval_after - eval_before
(cp, the mover's view; negative is a loss). For each judge:
  r        Pearson correlation of its losses with the reference's, move by
           move, the losses clipped at -1000 (as the profile fit clips them:
           a few endgame swings of thousands would otherwise decide r);
  r raw    the same without the clip;
  r wp     the same on losses in winning chances (1/(1+exp(-cp/600)), the
           unit of the statistics over every move, METHOD.md), bounded
           without a clip;
  median, p25 / ref   its median and lower-quartile loss over the
           reference's (the goal: within 15%, 0.85-1.15);
  lean     its mean loss on the moves where the person played its own
           best move: 0 for a judge whose score does not depend on which
           side is to move, negative when it favours the side to move;
  CPU/pos  CPU seconds per position searched (NAME/*.cpu over the
           positions its tables needed), less one engine start a game
           (--start NAME=SECONDS, measured apart), since the analysis
           during a test starts its engine once.

--blend NAME=A+B[+...] adds a judge that is not a program: the mean of
the named judges' scores of each position, before and after the move (a
candidate for "a stronger engine's scale with another's ranking", and a
measure of how much of each judge's disagreement with the reference is its
own noise). Its CPU is the sum of its parts'; it has no best move, so no
lean.

--diff A:B prints r of judge A less r of judge B (losses clipped, as r),
with a 90% interval from 2,000 resamplings of the games (a fixed seed):
two judges' r on the same moves are not independent, so whether one
tracks the reference better is read from their difference.
"""
import argparse
import math
import os
import random
import statistics
import sys

import analysis_table
from judge_quantiles import percentile

CLIP = 1000


def winprob(cp):
    return 1.0 / (1.0 + math.exp(-cp / 600.0))


def wp_loss(before, after):
    return winprob(after) - winprob(before)


def score(cell):
    """A cp score, or None for a mate or an empty cell."""
    if not cell or "mate" in cell:
        return None
    return int(cell)


def read_tables(dirname):
    """{(game, ply): (before, after, in_book, move, best)} over DIR/*.tsv."""
    out = {}
    for name in sorted(os.listdir(dirname)):
        if name.endswith(".tsv"):
            for r in analysis_table.rows(os.path.join(dirname, name)):
                out[(r["game"], int(r["ply"]))] = (score(r["eval_before"]), score(r["eval_after"]),
                                                   r["in_book"] == "1", r.get("move", ""), r.get("best", ""))
    return out


def positions_searched(moves):
    """How many positions a game's tables needed: before and after each move."""
    need = set()
    for ply in moves:
        need.add(ply - 1)
        need.add(ply)
    return len(need)


def cpu_per_position(dirname, tables, start):
    """CPU seconds a position, one engine start a game taken off; None
    without .cpu files."""
    total, positions = 0.0, 0
    by_game = {}
    for game, ply in tables:
        by_game.setdefault(game, []).append(ply)
    for game, plies in by_game.items():
        path = os.path.join(dirname, game + ".cpu")
        if not os.path.exists(path):
            continue
        with open(path) as f:
            text = f.read().strip()
        if not text:
            continue
        total += float(text) - start
        positions += positions_searched(plies)
    return total / positions if positions else None


def judge_cpu(name, table, dirs, blends, starts):
    """CPU seconds a position for a judge, a blend's the sum of its parts';
    None when some part has no .cpu files (the reference)."""
    if name in blends:
        parts = [cpu_per_position(dirs[p], table, starts.get(p, 0.0)) for p in blends[name]]
        return None if None in parts else sum(parts)
    return cpu_per_position(dirs[name], table, starts.get(name, 0.0)) if name in dirs else None


def pearson(x, y):
    mx, my = statistics.fmean(x), statistics.fmean(y)
    sxy = sum((a - mx) * (b - my) for a, b in zip(x, y))
    sxx = sum((a - mx) ** 2 for a in x)
    syy = sum((b - my) ** 2 for b in y)
    return sxy / math.sqrt(sxx * syy) if sxx > 0 and syy > 0 else float("nan")


def blend(parts):
    """The mean of several judges' scores, position by position, on the
    moves they all have; in book when the first part says so."""
    keys = set.intersection(*(set(t) for t in parts))
    out = {}
    for key in keys:
        rows = [t[key] for t in parts]
        before = [r[0] for r in rows]
        after = [r[1] for r in rows]
        out[key] = (None if None in before else round(statistics.fmean(before)),
                    None if None in after else round(statistics.fmean(after)),
                    rows[0][2], rows[0][3], "")
    return out


def clipped_r(t, ref, keys):
    """r of a judge's losses with the reference's over KEYS, both clipped."""
    return pearson([max(t[k][1] - t[k][0], -CLIP) for k in keys],
                   [max(ref[k][1] - ref[k][0], -CLIP) for k in keys])


def r_difference(a, b, ref, keys, draws=2000, seed=1):
    """r(A) - r(B) on KEYS, and its 90% interval over resampled games."""
    by_game = {}
    for k in keys:
        by_game.setdefault(k[0], []).append(k)
    games = sorted(by_game)
    rng = random.Random(seed)
    diffs = []
    for _ in range(draws):
        sample = [k for g in rng.choices(games, k=len(games)) for k in by_game[g]]
        diffs.append(clipped_r(a, ref, sample) - clipped_r(b, ref, sample))
    diffs.sort()
    return (clipped_r(a, ref, keys) - clipped_r(b, ref, keys),
            diffs[int(0.05 * draws)], diffs[int(0.95 * draws) - 1])


def self_test():
    """--diff on made-up judges of 60 games x 20 moves: the reference itself
    against a noisy judge (clearly ahead), a judge against itself (exactly
    0), and two judges with the same noise (an interval across 0)."""
    rng = random.Random(20261130)
    ref, same_a, same_b, noisy = {}, {}, {}, {}
    for g in range(60):
        for ply in range(20, 40):
            loss = -abs(rng.gauss(0, 150))
            key = ("g%d" % g, ply)
            ref[key] = (0, round(loss), False, "", "")
            for t, sd in ((same_a, 80), (same_b, 80), (noisy, 200)):
                t[key] = (0, round(loss + rng.gauss(0, sd)), False, "", "")
    keys = sorted(ref)
    checks = []
    d, lo, hi = r_difference(ref, noisy, ref, keys, draws=400)
    checks.append(("the reference ahead of a noisy judge: %+.3f [%+.3f, %+.3f]" % (d, lo, hi), 0 < lo <= d <= hi))
    d, lo, hi = r_difference(same_a, same_a, ref, keys, draws=400)
    checks.append(("a judge against itself: %+.3f [%+.3f, %+.3f]" % (d, lo, hi), d == lo == hi == 0))
    d, lo, hi = r_difference(same_a, same_b, ref, keys, draws=400)
    checks.append(("two judges of the same noise: %+.3f [%+.3f, %+.3f]" % (d, lo, hi), lo < 0 < hi))
    for text, ok in checks:
        print("%s %s" % ("ok  " if ok else "FAIL", text))
    failed = sum(not ok for _, ok in checks)
    print("%d passed, %d failed" % (len(checks) - failed, failed))
    return 1 if failed else 0


def compared(tables, ref, min_ply, level):
    keys = set.intersection(*(set(t) for t in tables.values()))
    out = []
    for key in sorted(keys):
        r = tables[ref][key]
        if key[1] < min_ply or r[2] or r[0] is None or abs(r[0]) > level:
            continue
        if all(t[key][0] is not None and t[key][1] is not None for t in tables.values()):
            out.append(key)
    return out


def main():
    if sys.argv[1:] == ["--self-test"]:
        sys.exit(self_test())
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("judges", nargs="+", metavar="NAME=DIR")
    ap.add_argument("--ref", required=True, metavar="DIR", help="the reference judge's tables")
    ap.add_argument("--ref-name", default="reference")
    ap.add_argument("--min-ply", type=int, default=20)
    ap.add_argument("--level", type=int, default=600)
    ap.add_argument("--start", action="append", default=[], metavar="NAME=SECONDS",
                    help="one engine start's CPU seconds, taken off each game's")
    ap.add_argument("--skip", metavar="FILE",
                    help="leave out the games named in FILE, one a line (e.g. those whose reference "
                         "table was made while it shared its core)")
    ap.add_argument("--blend", action="append", default=[], metavar="NAME=A+B",
                    help="a judge whose scores are the mean of the named judges' (see above)")
    ap.add_argument("--markdown", action="store_true", help="print a markdown table")
    ap.add_argument("--diff", action="append", default=[], metavar="A:B",
                    help="r of judge A less judge B's, with a 90%% interval over resampled games")
    args = ap.parse_args()
    starts = {}
    for spec in args.start:
        name, sep, value = spec.partition("=")
        if not sep:
            sys.exit("judge_compare: --start wants NAME=SECONDS, got '%s'" % spec)
        starts[name] = float(value)
    dirs, tables = {}, {}
    for spec in args.judges:
        name, sep, dirname = spec.partition("=")
        if not sep or not os.path.isdir(dirname):
            sys.exit("judge_compare: expected NAME=DIR with a folder of tables, got '%s'" % spec)
        dirs[name] = dirname
        tables[name] = read_tables(dirname)
    if not os.path.isdir(args.ref):
        sys.exit("judge_compare: no reference folder %s" % args.ref)
    blends = {}
    for spec in args.blend:
        name, sep, parts = spec.partition("=")
        parts = parts.split("+")
        if not sep or len(parts) < 2 or any(p not in tables for p in parts):
            sys.exit("judge_compare: --blend wants NAME=A+B of judges given as NAME=DIR, got '%s'" % spec)
        blends[name] = parts
    for name, parts in blends.items():
        tables[name] = blend([tables[p] for p in parts])
    diffs = [spec.split(":") for spec in args.diff]
    for spec, pair in zip(args.diff, diffs):
        if len(pair) != 2 or any(p not in tables for p in pair):
            sys.exit("judge_compare: --diff wants A:B of judges given as NAME=DIR or --blend, got '%s'" % spec)
    tables[args.ref_name] = read_tables(args.ref)
    keys = compared(tables, args.ref_name, args.min_ply, args.level)
    if args.skip:
        with open(args.skip, encoding="utf-8") as f:
            skip = {line.strip() for line in f if line.strip()}
        keys = [k for k in keys if k[0] not in skip]
    if not keys:
        sys.exit("judge_compare: no move every judge analysed")
    games = len({k[0] for k in keys})
    print("%d moves of %d games (ply >= %d, out of book, |eval_before| <= %d by %s, no mate by any judge)"
          % (len(keys), games, args.min_ply, args.level, args.ref_name))
    ref_loss = [tables[args.ref_name][k][1] - tables[args.ref_name][k][0] for k in keys]
    ref_med, ref_p25 = statistics.median(ref_loss), percentile(sorted(ref_loss), 25)
    ref_wp = [wp_loss(*tables[args.ref_name][k][:2]) for k in keys]
    head = ("judge", "r", "r raw", "r wp", "median", "p25", "median/ref", "p25/ref", "lean", "lean n", "CPU/pos")
    if args.markdown:
        print("| " + " | ".join(head) + " |")
        print("|" + "---|" * len(head))
    else:
        print("%-12s" % head[0] + "".join("%11s" % h for h in head[1:]))
    for name, t in tables.items():
        loss = [t[k][1] - t[k][0] for k in keys]
        r = clipped_r(t, tables[args.ref_name], keys)
        r_raw = pearson(loss, ref_loss)
        r_wp = pearson([wp_loss(*t[k][:2]) for k in keys], ref_wp)
        med, p25 = statistics.median(loss), percentile(sorted(loss), 25)
        own_best = [t[k][1] - t[k][0] for k in keys if t[k][4] and t[k][3] == t[k][4]]
        lean = statistics.fmean(own_best) if own_best else float("nan")
        cpu = judge_cpu(name, t, dirs, blends, starts)
        cells = ("%.3f" % r, "%.3f" % r_raw, "%.3f" % r_wp, "%.0f" % med, "%.0f" % p25, "%.2f" % (med / ref_med),
                 "%.2f" % (p25 / ref_p25), "%+.0f" % lean if own_best else "-", "%d" % len(own_best),
                 "%.2f" % cpu if cpu is not None else "-")
        if args.markdown:
            print("| " + " | ".join((name,) + cells) + " |")
        else:
            print("%-12s" % name + "".join("%11s" % c for c in cells))
    for a, b in diffs:
        d, lo, hi = r_difference(tables[a], tables[b], tables[args.ref_name], keys)
        print("r of %s less %s: %+.3f [%+.3f, %+.3f] (90%%, %d games resampled)" % (a, b, d, lo, hi, games))


if __name__ == "__main__":
    main()
