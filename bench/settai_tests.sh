#!/bin/sh
# bench/settai_tests.sh (issue 36): placement tests, sat as the accuracy pool
# sits them (bench/accuracy.sh: headless, 10-minute clocks, 6 games, the
# built-in judge, root scores), of chosen players against settai settings
# side by side, so that a settai change is judged where the pool goal is
# judged: counted positions per test, not level positions in settai_clock's
# games, which start from 8-ply professional openings.
#
#   SETTAI_TESTS_DIR=DIR SETTAI_TESTS_SETTINGS="default from1" \
#       SETTAI_TESTS_PLAYERS="nodes15000=embedded:nodes=15000 human1700=human:1700" \
#       sh bench/settai_tests.sh [SEEDS]
#   python3 bench/settai_tests_table.py depth9=DIR/default from1=DIR/from1 ...
#
# SEEDS: seeds 1..SEEDS of each player (default 2); the seed goes to the
# test (--seed) and, as accuracy.sh does, to an embedded, level or human
# player's spec (seed=N). A
# setting is "default" (the program's own), "fromN" (--ai-think-from N),
# "depthN" (--ai-think-depth N) or "msN" (--ai-think-ms N). Tests land in
# DIR/SETTING/NAME-sSEED (default DIR: $KIRYOKU_RUNS/settai-tests, outside the
# work tree); resumable: a test with its done file is not played again, a
# test cut short is played again. Two runs at once into one DIR need
# players of their own (SETTAI_TESTS_PLAYERS), or they replay each other's
# tests. The binary is copied first (with the
# assets next to it), so a rebuild under way does not change a run. Runs at
# nice 19 (SETTAI_TESTS_NICE), its session too (bench/niceness.sh). Settai's
# deeper turns stop at a wall-clock cap, so say the load with the figures.
set -u
cd "$(dirname "$0")/.." || exit 1
make -s build/kiryoku || exit 1
seeds=${1:-2}
dir=${SETTAI_TESTS_DIR:-${KIRYOKU_RUNS:-$HOME/.local/state/kiryoku/runs}/settai-tests}
niceness=${SETTAI_TESTS_NICE:-19}
. bench/niceness.sh
session_niceness "$niceness"
mkdir -p "$dir/bin"
# The program measured, and the commit it came from (marked when the tree
# had changes of its own, as an experiment's patched build has).
commit() {
    c=$(git rev-parse --short HEAD 2> /dev/null || echo unknown)
    git diff --quiet HEAD -- base shogi engine bridge ai analysis rating ui app tools 2> /dev/null || c="$c+local-changes"
    echo "$c"
}
[ -x "$dir/bin/kiryoku" ] || { cp build/kiryoku "$dir/bin/kiryoku" && rm -rf "$dir/assets" && cp -R assets "$dir/assets" &&
    commit > "$dir/bin/commit"; } || exit 1
echo "settai_tests: program $(cat "$dir/bin/commit"), $dir; load $(cut -d' ' -f1-3 /proc/loadavg)"
setting_args() {
    case $1 in
    default) echo "" ;;
    from[0-9]*) echo "--ai-think-from ${1#from}" ;;
    depth[0-9]*) echo "--ai-think-depth ${1#depth}" ;;
    ms[0-9]*) echo "--ai-think-ms ${1#ms}" ;;
    *) echo "settai_tests: unknown setting $1 (default, fromN, depthN, msN)" >&2; return 1 ;;
    esac
}
for s in ${SETTAI_TESTS_SETTINGS:-default}; do setting_args "$s" > /dev/null || exit 1; done
seed=1
while [ "$seed" -le "$seeds" ]; do
    for who in ${SETTAI_TESTS_PLAYERS:-nodes15000=embedded:nodes=15000}; do
        name=${who%%=*}; spec=${who#*=}
        case $spec in embedded:*|level:*|human:*) spec="$spec,seed=$seed" ;; esac
        for s in ${SETTAI_TESTS_SETTINGS:-default}; do
            args=$(setting_args "$s") || exit 1
            out=$dir/$s/$name-s$seed
            [ -f "$out/done" ] && continue
            rm -rf "$out" && mkdir -p "$out"
            start=$(date +%s)
            # CPU seconds too, where GNU time is installed (make deps-bench).
            timer=""; [ -x /usr/bin/time ] && timer="/usr/bin/time -f %U+%S -o $out/cpu"
            # shellcheck disable=SC2086 # args holds one option and its value; timer a command and its options
            if nice -n "$niceness" $timer "$dir/bin/kiryoku" test --judge embedded-d5 --headless \
                --lang en --player "$spec" --time 600 --seed "$seed" --name "$name" --no-resume --games 6 \
                --data "$out" --root-scores $args > "$out/log" 2>&1 &&
                ls "$out"/tests/*/analysis.tsv > /dev/null 2>&1; then
                touch "$out/done"
                echo "$s $name seed $seed: $(grep -E '^(Your rating|No rating yet):' "$out/log" | tail -n 1)" \
                     "($(($(date +%s) - start)) s, $(tail -n 1 "$out/cpu" 2> /dev/null) CPU-s, load $(cut -d' ' -f1 /proc/loadavg))"
            else
                echo "$s $name seed $seed FAILED: $(tail -n 2 "$out/log" | tr '\n' ' ')"
            fi
        done
    done
    seed=$((seed + 1))
done
