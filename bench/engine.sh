#!/bin/sh
# `kiryoku bench` twice: the node totals must match (a determinism check);
# time and nodes/s are figures for this machine and its load.
cd "$(dirname "$0")/.."
depth=${ENGINE_BENCH_DEPTH:-8}
echo "== kiryoku bench --depth $depth (run 1 of 2)"
./build/kiryoku bench --depth "$depth" | tee /tmp/kiryoku-bench-1.$$
echo "== run 2 of 2"
./build/kiryoku bench --depth "$depth" | tail -3 | tee /tmp/kiryoku-bench-2.$$
n1=$(grep '^nodes' /tmp/kiryoku-bench-1.$$)
n2=$(grep '^nodes' /tmp/kiryoku-bench-2.$$)
if [ "$n1" = "$n2" ]; then echo "determinism: node totals identical ($n1)"; else echo "determinism: node totals DIFFER ($n1 vs $n2)"; fi
rm -f /tmp/kiryoku-bench-1.$$ /tmp/kiryoku-bench-2.$$
