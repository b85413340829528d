#!/bin/sh
# Settai cost: the time and nodes of a "closest to 0" search against a
# normal best-move search at the same depth, on 20 middlegame positions,
# each from a cleared table (goal: ratio within 1.5). The all-scores mode
# (an exact score for every root move) is shown for comparison.
cd "$(dirname "$0")/.."
depth=${SETTAI_BENCH_DEPTH:-7}
pos=bench/engine_middlegames.sfen
for obj in best target all; do
    ./build/kiryoku bench --play --positions "$pos" --depth "$depth" --objective "$obj" --target 0 > /tmp/kiryoku-settai-$obj.$$
    printf '%-6s %s, %s\n' "$obj" "$(grep '^nodes' /tmp/kiryoku-settai-$obj.$$)" "$(grep '^time' /tmp/kiryoku-settai-$obj.$$)"
done
awk -v d="$depth" '
    FNR == 1 { f++ }
    /^nodes/ { n[f] = $2 } /^time/ { t[f] = $2 }
    END { printf "depth %d, 20 positions: settai/best nodes %.2fx, time %.2fx; all/best nodes %.2fx, time %.2fx\n",
          d, n[2] / n[1], t[2] / t[1], n[3] / n[1], t[3] / t[1] }' \
    /tmp/kiryoku-settai-best.$$ /tmp/kiryoku-settai-target.$$ /tmp/kiryoku-settai-all.$$
rm -f /tmp/kiryoku-settai-*.$$
