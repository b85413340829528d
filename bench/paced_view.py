#!/usr/bin/env python3
"""An accuracy run's tests as a person's clock would have ended them
(issue 35): a derived run whose tables are the instant run's, each game cut
where the tested player, thinking at a person's pace, would have lost on
time, and its clock column replaced by that player's clock, so that the
clock filter drops the moves made with under a minute left.

Why it can be derived: the tested players' moves do not depend on their
time, and settai's do not either when it is untimed and node-capped (the
bench's settings: round 3's notes, bench/accuracy-run/notes.md at
8781edc), so a paced test plays the instant test's games move for move
until its clock runs out. The paced player's think times are drawn as
app/session/paced_player.c draws them (the spec's seed and the game,
uniform in MIN-MAX, at most 1/25 of the main time left, at least 1 s),
each move taking that or the player's own compute time if longer. The
check was bench/accuracy-paced (in the history at 8781edc): real paced
tests, whose games and tables this reproduced (bench/RESULTS.md, "Settai's
own clock under load").

    python3 bench/paced_view.py --from RUN --to DIR [--pace 3-15] [--main 600]
    python3 bench/paced_view.py --from RUN --to DIR --max-ply N
    python3 bench/accuracy_report.py --dir DIR --report DIR/ACCURACY.md --plot DIR/accuracy.png

With --max-ply N the view is another one, for comparison: every game's
moves after ply N left out, the clocks as they were (no pace).

DIR gets RUN's pool.tsv, games.tsv, config (with pace=), elo.tsv (fitted
by accuracy_elo.py when RUN has none yet), bin/, assets/ and bin-estimate/
if RUN has it (linked), and for every finished test of RUN its derived table.
"""
import argparse
import os
import shutil
import subprocess
import sys

import accuracy_report

M64 = (1 << 64) - 1


def target_random(state):
    """ai/target_loss.c: target_random, on a one-element list."""
    x = state[0] or 0x9e3779b97f4a7c15
    x ^= x >> 12
    x ^= (x << 25) & M64
    x ^= x >> 27
    state[0] = x
    return (((x * 0x2545f4914f6cdd1d) & M64) >> 11) / 9007199254740992.0


def paced_think_ms(drawn, clock_ms):
    """app/session/paced_player.c: paced_think_ms, sudden death."""
    budget = max(clock_ms, 0) // 25
    return max(min(drawn, budget), min(drawn, 1000))


def paced_clock(seed, game_index, compute_ms, lo_ms, hi_ms, main_ms):
    """The paced player's main time left after each of its moves; the list
    stops short (the flag fell) at the move it would not have made."""
    state = [((seed ^ 0x5ace5ace5ace5ace) + (game_index + 1) * 0x9e3779b97f4a7c15) & M64 or 1]
    clock, left = main_ms, []
    for c in compute_ms:
        drawn = lo_ms + int(target_random(state) * (hi_ms - lo_ms))
        spent = max(paced_think_ms(drawn, clock), c)
        if spent >= clock:
            break
        clock -= spent
        left.append(clock)
    return left


def derive_table(src, dst, player, seed, lo_ms, hi_ms, main_ms, max_ply=0):
    """Writes src's table with each game cut and re-clocked (or, with
    max_ply, only cut after that ply); returns (games, games cut)."""
    with open(src) as f:
        lines = f.read().split("\n")
    header = [ln for ln in lines if ln.startswith("#")]
    body = [ln for ln in lines if ln and not ln.startswith("#")]
    cols = body[0].split("\t")
    ci = {c: i for i, c in enumerate(cols)}
    games = {}
    for ln in body[1:]:
        r = ln.split("\t")
        games.setdefault(r[ci["game"]], []).append(r)
    out, flagged = [], 0
    for g, rows in games.items():
        rows.sort(key=lambda r: int(r[ci["ply"]]))
        if max_ply:
            kept = [r for r in rows if int(r[ci["ply"]]) <= max_ply]
            flagged += len(kept) < len(rows)
            out += ["\t".join(r) for r in kept]
            continue
        mine = [r for r in rows if r[ci["player"]] == player]
        before, compute = main_ms, []
        for r in mine:
            left = int(r[ci["clock_left_ms"]])
            compute.append(max(before - left, 0))
            before = left
        left = paced_clock(seed, int(g.replace("game", "")), compute, lo_ms, hi_ms, main_ms)
        cut = None
        if len(left) < len(mine):
            cut = int(mine[len(left)][ci["ply"]])  # the move the flag fell on: not made
            flagged += 1
        kept = [r for r in rows if cut is None or int(r[ci["ply"]]) < cut]
        clocks = iter(left)
        for r in kept:
            if r[ci["player"]] == player:
                r[ci["clock_left_ms"]] = str(next(clocks))
            if cut is not None:
                r[ci["game_plies"]] = str(cut - 1)
            out.append("\t".join(r))
    with open(dst, "w") as f:
        f.write("\n".join(header + [body[0]] + out) + "\n")
    return len(games), flagged


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--from", dest="src", required=True)
    ap.add_argument("--to", dest="dst", required=True)
    ap.add_argument("--pace", default="3-15")
    ap.add_argument("--main", type=int, default=600, help="the test games' main time, s")
    ap.add_argument("--max-ply", type=int, default=0, help="instead of a pace: leave out the moves after ply N")
    o = ap.parse_args()
    lo, hi = (int(round(float(x) * 1000)) for x in o.pace.split("-"))
    os.makedirs(os.path.join(o.dst, "tests"), exist_ok=True)
    for name in ("elo.tsv", "pool.tsv", "games.tsv"):
        if os.path.exists(os.path.join(o.src, name)):
            shutil.copy(os.path.join(o.src, name), os.path.join(o.dst, name))
    if not os.path.exists(os.path.join(o.dst, "elo.tsv")):
        # A run whose report has not been made yet: its true Elo as the
        # report would fit it (bench/accuracy_elo.py).
        with open(os.path.join(o.dst, "elo.tsv"), "w") as f:
            subprocess.run([sys.executable, os.path.join(os.path.dirname(os.path.abspath(__file__)), "accuracy_elo.py"),
                            os.path.join(o.dst, "games.tsv"), os.path.join(o.dst, "pool.tsv")], stdout=f, check=True)
    with open(os.path.join(o.src, "config")) as f, open(os.path.join(o.dst, "config"), "w") as g:
        g.write(f.read() + ("" if o.max_ply else "pace=%s\n" % o.pace))
    # The run's programs, and the estimators' newer kiryoku if it has one
    # (accuracy.sh --estimate-with), so that the derived view's estimators
    # are rated by the same program as the run's own report; and its assets,
    # whose profiles the report's headline rates the tests with (without
    # them the view's headline says it was not computed).
    for name in ("bin", "assets", "bin-estimate"):
        link = os.path.join(o.dst, name)
        if os.path.exists(os.path.join(o.src, name)) and not os.path.exists(link):
            os.symlink(os.path.abspath(os.path.join(o.src, name)), link)
    total = lost = 0
    for d, player, seed, table in accuracy_report.finished_tests(o.src):
        test = os.path.basename(d)
        out = os.path.join(o.dst, "tests", test, "tests", os.path.basename(os.path.dirname(table)))
        os.makedirs(out, exist_ok=True)
        n, f = derive_table(table, os.path.join(out, "analysis.tsv"), player, seed, lo, hi, o.main * 1000,
                            o.max_ply)
        open(os.path.join(o.dst, "tests", test, "done"), "w").close()
        total += n
        lost += f
        print("%s: %d games, %d %s" % (test, n, f, "cut" if o.max_ply else "lost on time at a person's pace"))
    print("%s view: %d games, %d %s" % ("ply-capped" if o.max_ply else "paced", total, lost,
                                       "cut" if o.max_ply else "lost on time"))


if __name__ == "__main__":
    main()
