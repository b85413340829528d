#!/bin/sh
# The placement test end to end, headless: a weak and a strong engine player
# (the embedded engine at depth 1 and at depth 5) each sit the whole test
# against the AI opponents. Prints each one's rating, the positions it rests
# on, and the time from the last move of game 4 to the result. The strong
# one should get the higher rating. Figures on a shared, loaded machine are
# noisy. PLACEMENT_TIME sets the clock (seconds per side; default 600).
cd "$(dirname "$0")/.."
bin=build/kiryoku
[ -x "$bin" ] || { echo "placement: build $bin first"; exit 0; }
clock=${PLACEMENT_TIME:-600}
for who in weak:1 strong:5; do
    name=${who%%:*}
    depth=${who##*:}
    dir=$(mktemp -d /tmp/kiryoku-placement-XXXXXX)
    start=$(date +%s)
    "$bin" test --headless --player "embedded:depth=$depth" --time "$clock" --name "$name" \
        --data "$dir" --seed 1 > "$dir/log" 2>&1
    end=$(date +%s)
    rating=$(sed -n 's/^Rating: \([0-9-]*\).*interval \([0-9-]*\) to \([0-9-]*\)).*/\1 (\2..\3)/p' "$dir/log")
    positions=$(sed -n 's/^Based on \([0-9]*\) balanced.*/\1/p' "$dir/log")
    analysis=$(sed -n 's/^Analysis and report took \(.*\)/\1/p' "$dir/log")
    echo "placement $name (embedded depth $depth, ${clock}s): rating ${rating:-none}," \
         "positions ${positions:-0}, last move to result $analysis, whole test $((end - start)) s; files in $dir"
done
