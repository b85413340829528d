#!/bin/sh
# The clock: a 250-ply game with the real time manager on a sudden-death
# clock (ENGINE_CLOCK_MS each, default 60000: ten minutes run ten times
# faster) must never flag; prints the least time left. Then the latency of
# `stop` on infinite searches (ENGINE_CLOCK_STOPS, default 20).
cd "$(dirname "$0")/.."
make -s build/bench/engine_clock || exit 1
./build/bench/engine_clock --clock-ms "${ENGINE_CLOCK_MS:-60000}" --plies 250 --latency-ms 30 \
    --stops "${ENGINE_CLOCK_STOPS:-20}"
