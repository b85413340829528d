#!/bin/sh
# The move generator against fairy-stockfish's, as a suite of `make test`
# (tests/run.sh runs it as "crosscheck"): CROSSCHECK_COUNT (default 100)
# positions from random play deep into the game with many pieces in hand
# (build/bench/crosscheck_positions, a fixed seed so a failure repeats),
# each compared move by move at depth 2 by bench/crosscheck.py. One case
# per position: it passes when both generators agree, or when they differ
# only by pawn-drop mates fairy-stockfish allows and its own generator then
# finds mate (crosscheck.py reports those). `make bench` runs the larger
# version (bench/crosscheck.sh, 600 positions).
#
# fairy-stockfish is a test dependency (scripts/install-deps.sh, `make
# deps-test`): without it the suite fails, it is never skipped.
set -u
cd "$(dirname "$0")/.."
count=${CROSSCHECK_COUNT:-100}
seed=${CROSSCHECK_SEED:-1}
fsf=${FAIRY_STOCKFISH:-/usr/games/fairy-stockfish}
gen=build/bench/crosscheck_positions
kiryoku=build/kiryoku

fail() { echo "FAIL crosscheck: $1"; echo "crosscheck: 0 passed, 1 failed"; exit 1; }
[ -x "$fsf" ] || fail "fairy-stockfish is not installed at $fsf (make deps-test installs it)"
[ -x "$gen" ] || fail "$gen is not built (make test builds it; or make $gen)"
[ -x "$kiryoku" ] || fail "$kiryoku is not built (make test builds it)"
command -v python3 >/dev/null 2>&1 || fail "python3 is not installed (make deps-test installs it)"

out=build/test-logs/crosscheck
mkdir -p "$out"
"$gen" "$count" "$seed" > "$out/positions.txt" || fail "$gen $count $seed exited $?"
made=$(wc -l < "$out/positions.txt" | tr -d ' ')
[ "$made" = "$count" ] || fail "$gen wrote $made positions, not $count"

python3 bench/crosscheck.py "$out/positions.txt" "$kiryoku" "$fsf" > "$out/result.txt" 2>&1
rc=$?
cat "$out/result.txt"
# "crosscheck: A of N positions agree ...; D disagree, of which E only by
# fairy-stockfish allowing pawn-drop mates"
line=$(grep -E '^crosscheck: [0-9]+ of [0-9]+ positions agree' "$out/result.txt" | tail -n 1)
[ -n "$line" ] || fail "bench/crosscheck.py printed no result line (exit $rc)"
agree=$(echo "$line" | sed -E 's/^crosscheck: ([0-9]+) of.*/\1/')
n=$(echo "$line" | sed -E 's/^crosscheck: [0-9]+ of ([0-9]+) positions.*/\1/')
disagree=$(echo "$line" | sed -E 's/.*; ([0-9]+) disagree.*/\1/')
explained=$(echo "$line" | sed -E 's/.*of which ([0-9]+) only.*/\1/')
passed=$((agree + explained))
failed=$((disagree - explained))
# Every position compared, and the script's own verdict the same as ours.
if [ "$n" != "$count" ]; then
    echo "FAIL crosscheck: compared $n positions of $count"
    failed=$((failed + count - n))
fi
if [ "$rc" != 0 ] && [ "$failed" = 0 ]; then
    echo "FAIL crosscheck: bench/crosscheck.py exited $rc"
    failed=1
fi
echo "crosscheck: $count positions (seed $seed) at depth 2 against $fsf: $agree agree, $explained differ only by fairy-stockfish's pawn-drop mates"
echo "crosscheck: $passed passed, $failed failed"
[ "$failed" = 0 ]
