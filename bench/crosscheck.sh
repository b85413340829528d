#!/bin/sh
# Cross-check of the move generator with fairy-stockfish on COUNT (default
# 600) random deep positions; prints the number of agreements.
set -eu
cd "$(dirname "$0")/.."
count=${CROSSCHECK_COUNT:-600}
fsf=${FAIRY_STOCKFISH:-/usr/games/fairy-stockfish}
if [ ! -x "$fsf" ]; then
    echo "crosscheck: fairy-stockfish not found at $fsf; skipped"
    exit 0
fi
make -s build/kiryoku build/libkiryoku.a
mkdir -p build/bench
cc -std=c11 -D_GNU_SOURCE -O2 -I. -o build/bench/crosscheck_positions bench/crosscheck_positions.c build/libkiryoku.a
build/bench/crosscheck_positions "$count" "${CROSSCHECK_SEED:-1}" > build/bench/crosscheck_positions.txt
python3 bench/crosscheck.py build/bench/crosscheck_positions.txt build/kiryoku "$fsf"
