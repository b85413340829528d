#!/bin/sh
# Cross-check of the move generator with fairy-stockfish on COUNT (default
# 600) random deep positions; prints the number of agreements.
set -eu
cd "$(dirname "$0")/.."
count=${CROSSCHECK_COUNT:-600}
fsf=${FAIRY_STOCKFISH:-/usr/games/fairy-stockfish}
if [ ! -x "$fsf" ]; then
    echo "crosscheck: FAIL: fairy-stockfish not found at $fsf (make deps-bench installs it)"
    exit 1
fi
make -s build/kiryoku build/bench/crosscheck_positions || exit 1
build/bench/crosscheck_positions "$count" "${CROSSCHECK_SEED:-1}" > build/bench/crosscheck_positions.txt
python3 bench/crosscheck.py build/bench/crosscheck_positions.txt build/kiryoku "$fsf"
