#!/bin/sh
# Mate solver benchmark: solve rate and median time on the tsume vectors in
# tests/data/tsume (tsume convention, shortest mate proven, then the length counting
# every interposition). Prints figures; never fails on time. The machine is
# shared while others work, so times are noisy: compare runs on a quiet box.
set -u
cd "$(dirname "$0")/.."
data=${KIRYOKU_TESTDATA:-tests/data}
tsv=$data/tsume/tsume_vectors.tsv
if [ ! -f "$tsv" ]; then
    echo "mate bench: $tsv not found (it is part of the repository: tests/data/SOURCES.md)"
    exit 1
fi
[ -x build/kiryoku ] || make -s build/kiryoku
echo "== mate solver on $(basename "$tsv") =="
./build/kiryoku mate --file "$tsv" --hash 64 > build/bench-mate.tsv
status=$?
awk -F'\t' 'NR > 1 && $1 ~ /^[0-9]+$/ { n[$4]++; t[$4] += $7 }
    END { for (d in n) printf "  %s plies: %d problems, mean %.1f ms\n", d, n[d], t[d] / n[d] }' build/bench-mate.tsv | sort -n -k1
tail -n 1 build/bench-mate.tsv
echo "(per-problem rows: build/bench-mate.tsv)"
exit 0
