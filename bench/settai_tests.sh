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
#   python3 bench/settai_tests_table.py default=DIR/default/tests from1=DIR/from1/tests ...
#
# SEEDS: seeds 1..SEEDS of each player (default 2). A setting is "default"
# (the program's own), "fromN" (--ai-think-from N), "depthN"
# (--ai-think-depth N), "msN" (--ai-think-ms N) or "nodesN"
# (--ai-think-nodes N; 0 lifts the node cap). Each setting is a run
# directory of accuracy.sh's shape, DIR/SETTING (tests in
# DIR/SETTING/tests/NAME-sSEED; default DIR: $KIRYOKU_RUNS/settai-tests,
# outside the work tree), and each test is accuracy.sh's own (--one-test:
# the same command, the seed in the player's spec, the lock, a test lost on
# time not kept), with the setting's options added. Resumable: a finished
# test is not played again, one cut short is; runs side by side into one DIR
# share the work through the tests' locks. The binary is copied first (with
# the assets next to it), so a rebuild under way does not change a run. Runs
# at nice 19 (SETTAI_TESTS_NICE), its session too (bench/niceness.sh).
# Settai's deeper turns stop at a node cap (accuracy.sh lifts their wall
# cap to 30 s): the same test at any load, unless a setting msN brings a
# wall cap back (then say the load with the figures).
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
    nodes[0-9]*) echo "--ai-think-nodes ${1#nodes}" ;;
    *) echo "settai_tests: unknown setting $1 (default, fromN, depthN, msN, nodesN)" >&2; return 1 ;;
    esac
}
for s in ${SETTAI_TESTS_SETTINGS:-default}; do setting_args "$s" > /dev/null || exit 1; done
# Each setting is a run directory of its own, sharing the binary and the
# assets; its tests are accuracy.sh's own (--one-test: the same command,
# seed rule, lock and checks), with the setting's options added.
players=${SETTAI_TESTS_PLAYERS:-nodes15000=embedded:nodes=15000}
tests=$(($(echo "$players" | wc -w) * seeds))
seed=1
while [ "$seed" -le "$seeds" ]; do
    for who in $players; do
        for s in ${SETTAI_TESTS_SETTINGS:-default}; do
            mkdir -p "$dir/$s/tests" && ln -sfn ../bin "$dir/$s/bin" && ln -sfn ../assets "$dir/$s/assets" || exit 1
            # (accuracy.sh skips a finished test too, silently: no setting's name then)
            [ -f "$dir/$s/tests/${who%%=*}-s$seed/done" ] && continue
            printf '%s: ' "$s"
            ACC_DIR="$dir/$s" ACC_JUDGE=embedded-d5 ACC_ROOTS=1 ACC_GAMES=6 ACC_TESTS=$tests \
                ACC_AI_ARGS=$(setting_args "$s") nice -n "$niceness" sh bench/accuracy.sh --one-test "${who%%=*}" "${who#*=}" "$seed"
        done
    done
    seed=$((seed + 1))
done
