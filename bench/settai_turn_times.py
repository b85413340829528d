#!/usr/bin/env python3
"""Settai's turns in an accuracy run's records, against what could have cut
them short (issue 36; round 3's notes, bench/accuracy-run/notes.md at
8781edc): for each test, settai's seconds a game and its longest turn (the
CSA records' T), and the turns that came within a second of a limit: the
wall cap on a deeper turn (--cap, the bench's --ai-think-ms, 30 s) or,
with --full-clock-budget, the time budget of a full 600 s clock
(ai/time_budget.h: 1.5 s kept back, the rest over 40 moves less one every
8 plies, 20 at least; at most a tenth), which an untimed settai of 27da18e
kept. A turn that reached a limit may have ended by it rather than by its
node cap, that is, read less than on an idle machine. Records' times are
whole seconds, so "within a second" errs on the side of flagging.

    python3 bench/settai_turn_times.py [--full-clock-budget] [--cap S] RUN...
"""
import argparse
import glob
import os
import re

from settai_table import settai_turns


def full_clock_budget_s(ply, main_ms=600000):
    ahead = max(40 - ply // 8, 20)
    budget = min((main_ms - 1500) // ahead, main_ms // 10)
    return budget / 1000.0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("runs", nargs="+")
    ap.add_argument("--cap", type=float, default=30.0)
    ap.add_argument("--full-clock-budget", action="store_true")
    o = ap.parse_args()
    print("| test | games | settai s a game: median | most | longest turn | turns within 1 s of a limit (ply: s) |")
    print("|---|---|---|---|---|---|")
    total = flagged = 0
    for run in o.runs:
        for d in sorted(glob.glob(os.path.join(run, "tests", "*-s[0-9]*"))):
            games = sorted(glob.glob(os.path.join(d, "tests", "*", "game*.csa")))
            if not games:
                continue
            secs, longest, near = [], 0, []
            for g in games:
                turns = settai_turns(g)
                secs.append(sum(t for _, t in turns))
                for ply, t in turns:
                    total += 1
                    longest = max(longest, t)
                    limit = o.cap
                    if o.full_clock_budget:
                        limit = min(limit, full_clock_budget_s(ply))
                    if t >= limit - 1:
                        near.append("g%s %d: %d" % (re.sub(r"\D", "", os.path.basename(g)), ply, t))
            flagged += len(near)
            secs.sort()
            print("| %s | %d | %d | %d | %d | %s |" % (os.path.basename(d), len(games), secs[len(secs) // 2],
                                                   secs[-1], longest, ", ".join(near) or "none"))
    print("\n%d of %d settai turns within a second of a limit" % (flagged, total))


if __name__ == "__main__":
    main()
