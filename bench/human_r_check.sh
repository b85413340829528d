#!/bin/sh
# Does human:R rate near R in its own games? (issue 35 item 2)
#
# bench/human_r_fit.py fits the human:R players on people's positions and
# calibrates them to games through a pool's players; this plays the games:
# for each R and seed, a headless placement test as bench/accuracy.sh plays
# one (600 s clocks, the player moving at once, 4 games), then every test's
# thesis mean through the shipped thesis-mean profile and the default
# statistic through its own, pooled over a player's tests, against R.
#
#   sh bench/human_r_check.sh DIR "SPEC..." [SEEDS]
#
# SPEC: a human:R player spec (R first: human:1500 or human:1500,depth=3);
# SEEDS: default "1 2". Resumable: a test with a "done" file is kept. Runs
# at nice 10, one test at a time; `build/kiryoku` is copied into DIR first,
# so a rebuild meanwhile does not change the player.
set -u
cd "$(dirname "$0")/.." || exit 1
dir=${1:?usage: human_r_check.sh DIR "SPEC..." [SEEDS]}
specs=${2:?usage: human_r_check.sh DIR "SPEC..." [SEEDS]}
seeds=${3:-"1 2"}
mkdir -p "$dir"
[ -x "$dir/kiryoku" ] || { cp build/kiryoku "$dir/kiryoku" && git rev-parse HEAD > "$dir/commit"; } || exit 1
K=$dir/kiryoku
export KIRYOKU_ASSETS="$PWD/assets"
for spec in $specs; do
    name=$(echo "$spec" | tr ':,=' '-_-')
    for seed in $seeds; do
        out=$dir/$name-s$seed
        [ -f "$out/done" ] && continue
        rm -rf "$out" && mkdir -p "$out"
        if nice -n 10 "$K" test --headless --lang en --player "$spec" --time 600 --seed "$seed" --games 4 \
            --name "$name" --no-resume --data "$out" > "$out/log" 2>&1; then
            touch "$out/done"
        fi
        echo "$spec seed $seed: $(grep -E '^(Your rating|No rating yet)' "$out/log" | tail -n 1)" >&2
    done
done
# shellcheck disable=SC2086
python3 bench/human_r_fit.py --summarize "$dir" --kiryoku "$K" $specs
