#!/usr/bin/env python3
"""Cross-checks kiryoku's move generator against fairy-stockfish.

Positions come from bench/crosscheck_positions (random play deep into the
game, many pieces in hand) with kiryoku's depth-2 divide; fairy-stockfish
runs `go perft 2` on each and the per-move counts are compared.

usage: crosscheck.py POSITIONS_FILE KIRYOKU [FAIRY_STOCKFISH]
Prints the number of agreeing positions and details of any disagreement.
Each disagreement is narrowed down to the leaf moves the two generators
disagree on. A leaf that fairy-stockfish allows, that is a pawn drop, and
after which fairy-stockfish's own generator finds no legal reply for the
checked side is a pawn-drop mate by fairy-stockfish's own count: such
leaves are reported as fairy-stockfish uchifuzume misses.
"""
import subprocess
import sys


def fsf_divide(proc, sfen):
    proc.stdin.write(f"position sfen {sfen}\ngo perft 2\n")
    proc.stdin.flush()
    moves = {}
    for line in proc.stdout:
        line = line.strip()
        if line.startswith("Nodes searched:"):
            return moves, int(line.split(":")[1])
        if ": " in line:
            move, count = line.split(": ", 1)
            if count.isdigit():
                moves[move] = int(count)
    raise RuntimeError("fairy-stockfish stopped answering")


def fsf_moves(proc, sfen, moves):
    proc.stdin.write(f"position sfen {sfen} moves {moves}\ngo perft 1\n")
    proc.stdin.flush()
    found = set()
    for line in proc.stdout:
        line = line.strip()
        if line.startswith("Nodes searched:"):
            return found
        if line.endswith(": 1"):
            found.add(line[:-3])
    raise RuntimeError("fairy-stockfish stopped answering")


def kiryoku_moves(kiryoku, sfen, moves):
    out = subprocess.run([kiryoku, "perft", "--sfen", sfen, "--moves", moves, "1", "--divide"],
                         capture_output=True, text=True, check=True).stdout
    return {line.split(":")[0] for line in out.splitlines() if line.endswith(": 1")}


def explain(proc, kiryoku, sfen, first_moves, only_theirs, only_ours):
    """The moves the generators disagree on, at the root or below each
    first move, and whether every one is a fairy-stockfish uchifuzume miss."""
    notes, all_fsf_misses = [], not only_ours
    for move in only_theirs:
        miss = move.startswith("P*") and not fsf_moves(proc, sfen, move)
        all_fsf_misses &= miss
        notes.append(f"{move}: only fairy-stockfish" + (" (its own generator then finds mate: uchifuzume)" if miss else ""))
    for move in only_ours:
        notes.append(f"{move}: only kiryoku")
    for first in first_moves:
        ours = kiryoku_moves(kiryoku, sfen, first)
        theirs = fsf_moves(proc, sfen, first)
        for leaf in sorted(theirs - ours):
            miss = leaf.startswith("P*") and not fsf_moves(proc, sfen, f"{first} {leaf}")
            all_fsf_misses &= miss
            notes.append(f"{first} {leaf}: only fairy-stockfish" + (" (its own generator then finds mate: uchifuzume)" if miss else ""))
        for leaf in sorted(ours - theirs):
            all_fsf_misses = False
            notes.append(f"{first} {leaf}: only kiryoku")
    return notes, all_fsf_misses


def main():
    path = sys.argv[1]
    kiryoku = sys.argv[2]
    engine = sys.argv[3] if len(sys.argv) > 3 else "/usr/games/fairy-stockfish"
    proc = subprocess.Popen([engine], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True, bufsize=1)
    proc.stdin.write("usi\n")
    proc.stdin.flush()
    for line in proc.stdout:
        if line.strip() == "usiok":
            break
    agree = disagree = explained = 0
    drops_total = hand_total = 0
    with open(path) as f:
        for line in f:
            sfen, divide = line.rstrip("\n").split("\t")
            fields = divide.split()
            ours = {fields[i]: int(fields[i + 1]) for i in range(0, len(fields), 2)}
            theirs, total = fsf_divide(proc, sfen)
            hand = sfen.split()[2]
            hand_total += 0 if hand == "-" else sum(int(c) if c.isdigit() else 0 for c in hand) + \
                sum(1 for c in hand if c.isalpha())
            drops_total += sum(1 for m in ours if "*" in m)
            if ours == theirs and total == sum(ours.values()):
                agree += 1
                continue
            disagree += 1
            only_ours = sorted(set(ours) - set(theirs))
            only_theirs = sorted(set(theirs) - set(ours))
            differ = sorted(m for m in set(ours) & set(theirs) if ours[m] != theirs[m])
            print(f"DISAGREE {sfen}: kiryoku {sum(ours.values())}, fairy-stockfish {total}; "
                  f"first moves only kiryoku {only_ours[:8]} only fairy-stockfish {only_theirs[:8]}")
            notes, fsf_misses = explain(proc, kiryoku, sfen, differ, only_theirs, only_ours)
            explained += fsf_misses
            for note in notes[:12]:
                print(f"    {note}")
    proc.stdin.write("quit\n")
    proc.stdin.flush()
    proc.wait()
    n = agree + disagree
    print(f"crosscheck: {agree} of {n} positions agree with fairy-stockfish at depth 2 "
          f"(per-move divide); {disagree} disagree, of which {explained} only by "
          f"fairy-stockfish allowing pawn-drop mates (see above)")
    if n:
        print(f"crosscheck: average {hand_total / n:.1f} pieces in hand, {drops_total / n:.1f} drop moves per position")
    return 0 if disagree == explained else 1


if __name__ == "__main__":
    sys.exit(main())
