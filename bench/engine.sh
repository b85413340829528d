#!/bin/sh
# `kiryoku bench` twice: the signatures (node totals) must match, a
# determinism check; time and nodes/s are figures for this machine and its
# load. ENGINE_BENCH_ARGS runs another bench (the play search's figures
# of bench/RESULTS.md: ENGINE_BENCH_ARGS="--depth 8 --play"), which prints
# no signature; the node totals are compared then.
cd "$(dirname "$0")/.."
args=${ENGINE_BENCH_ARGS:-}
echo "== kiryoku bench $args (run 1 of 2)"
./build/kiryoku bench $args | tee /tmp/kiryoku-bench-1.$$
echo "== run 2 of 2"
./build/kiryoku bench $args | tail -5 | tee /tmp/kiryoku-bench-2.$$
n1=$(grep -E '^(nodes|signature [0-9])' /tmp/kiryoku-bench-1.$$ | tail -n 1)
n2=$(grep -E '^(nodes|signature [0-9])' /tmp/kiryoku-bench-2.$$ | tail -n 1)
if [ "$n1" = "$n2" ]; then echo "determinism: identical ($n1)"; else echo "determinism: DIFFER ($n1 vs $n2)"; fi
rm -f /tmp/kiryoku-bench-1.$$ /tmp/kiryoku-bench-2.$$
