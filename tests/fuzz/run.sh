#!/bin/sh
# `make fuzz`: builds every tests/fuzz/fuzz_*.c with libFuzzer, ASan and
# UBSan against the base/ and shogi/ sources and runs each for FUZZ_SECONDS
# (default 60). Seeds: tests/fuzz/corpus/NAME/ (NAME = file name without
# fuzz_ and .c); new inputs collect in build/fuzz/corpus/NAME/, crashes in
# build/fuzz/.
# Adding a harness needs no edit here: drop fuzz_NAME.c and corpus/NAME/.
#
# Usage: run.sh [NAME...]   (default: every harness). tests/run.sh calls it
# once per harness with FUZZ_MIN_RUNS=2000 and FUZZ_MODE=fuzz: the smoke run
# of `make test`, 2000 new inputs each (a few seconds on an idle machine). A harness passes only if libFuzzer ran it on inputs of its
# own beyond the corpus load: a run that executed nothing new fails. One
# case per harness; the last line is "fuzz: N passed, N failed".
#
# clang (with libFuzzer) is a test dependency (scripts/install-deps.sh):
# without it this fails. FUZZ_MODE=replay, asked for explicitly, fuzzes
# nothing: each harness is built by gcc with ASan+UBSan around
# tests/fuzz/replay.c and every kept corpus file is replayed once; each file
# that runs without a crash is a case, and the last line says what ran:
# "replay: N passed, N failed".
set -u
cd "$(dirname "$0")/../.."
secs=${FUZZ_SECONDS:-60}
cc=${FUZZ_CC:-clang}
mode=${FUZZ_MODE:-fuzz}
if [ "$mode" = fuzz ] && ! command -v "$cc" >/dev/null 2>&1; then
    echo "FAIL $cc not found: nothing can be fuzzed (make deps-test installs clang;" \
         "FUZZ_MODE=replay only replays the kept corpus, without fuzzing)"
    echo "fuzz: 0 passed, 1 failed"; exit 1
fi
case "$mode" in
    fuzz) san="-fsanitize=fuzzer,address,undefined"; libsan="-fsanitize=fuzzer-no-link,address,undefined" ;;
    replay) cc=${FUZZ_REPLAY_CC:-gcc}; san="-fsanitize=address,undefined"; libsan=$san ;;
    *) echo "FUZZ_MODE must be fuzz or replay"; echo "$mode: 0 passed, 1 failed"; exit 2 ;;
esac
flags="-std=c11 -D_GNU_SOURCE -Wall -Wextra -Werror -g -O1 -fno-sanitize-recover=all -I."
out=build/fuzz/$mode
mkdir -p "$out/obj"

# The shogi/ library with base/ under it, instrumented once per mode and
# reused by every harness until a source, header or this script changes.
lib=$out/libshogi.a
if [ ! -f "$lib" ] || [ -n "$(find base shogi tests/fuzz/run.sh -newer "$lib" \( -name '*.[ch]' -o -name run.sh \) 2>/dev/null)" ]; then
    rm -f "$lib" "$out"/obj/*.o
    for src in base/*.c shogi/*.c; do
        if ! $cc $flags $libsan -c -o "$out/obj/${src%%/*}-$(basename "$src" .c).o" "$src" 2>> "$out/lib.build.log"; then
            echo "FAIL $src does not build for fuzzing ($out/lib.build.log)"; echo "$mode: 0 passed, 1 failed"; exit 1
        fi
    done
    ar rcs "$lib" "$out"/obj/*.o
fi

if [ $# = 0 ]; then
    set -- $(for h in tests/fuzz/fuzz_*.c; do n=$(basename "$h" .c); echo "${n#fuzz_}"; done)
fi

status=0; passed=0; failed=0
for name in "$@"; do
    harness=tests/fuzz/fuzz_$name.c
    bin=$out/fuzz_$name
    if [ ! -f "$harness" ]; then
        echo "FAIL fuzz_$name: no $harness"; failed=$((failed + 1)); status=1; continue
    fi
    driver=""; [ "$mode" = replay ] && driver=tests/fuzz/replay.c
    if ! $cc $flags $san -o "$bin" "$harness" $driver "$lib" -lm 2> "$out/$name.build.log"; then
        echo "FAIL fuzz_$name: does not build ($out/$name.build.log)"; failed=$((failed + 1)); status=1; continue
    fi
    if [ ! -d "tests/fuzz/corpus/$name" ] || [ -z "$(ls "tests/fuzz/corpus/$name")" ]; then
        echo "FAIL fuzz_$name: no kept corpus in tests/fuzz/corpus/$name"; failed=$((failed + 1)); status=1; continue
    fi
    mkdir -p "build/fuzz/corpus/$name"
    if [ "$mode" = fuzz ]; then
        # FUZZ_MIN_RUNS (the smoke run): stop after that many inputs beyond
        # the corpus load instead of after FUZZ_SECONDS, so a loaded machine
        # (suites side by side) makes the run slower, never empty; the time
        # then only caps a hang.
        limit="-max_total_time=$secs"
        if [ -n "${FUZZ_MIN_RUNS:-}" ]; then
            kept=$(ls "build/fuzz/corpus/$name" "tests/fuzz/corpus/$name" | wc -l)
            limit="-runs=$((kept + FUZZ_MIN_RUNS)) -max_total_time=$((secs + 300))"
        fi
        # shellcheck disable=SC2086 # $limit is one or two options
        "$bin" $limit -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
            -artifact_prefix="build/fuzz/$name-" \
            "build/fuzz/corpus/$name" "tests/fuzz/corpus/$name" > "build/fuzz/$name.log" 2>&1
    else
        "$bin" "tests/fuzz/corpus/$name" "build/fuzz/corpus/$name" > "build/fuzz/$name.log" 2>&1
    fi
    rc=$?
    log=build/fuzz/$name.log
    if [ $rc != 0 ]; then
        echo "FAIL fuzz_$name: exit $rc; see $log"; grep -E 'ERROR|SUMMARY|runtime error|FAIL' "$log" | head -5
        failed=$((failed + 1)); status=1
        # replay: the files before the one that crashed ran clean (replay.c
        # names each on stderr before running it).
        if [ "$mode" = replay ]; then
            seen=$(grep -c "^tests/fuzz/corpus/\|^build/fuzz/corpus/" "$log")
            [ "$seen" -gt 1 ] && passed=$((passed + seen - 1))
        fi
        continue
    fi
    if [ "$mode" = fuzz ]; then
        # Executions in all, and those of the corpus load (libFuzzer's
        # "#N INITED" line): what is left was fuzzed. A log without these
        # lines, or a run that fuzzed nothing, is a failure.
        runs=$(grep -E '^stat::number_of_executed_units:' "$log" | tail -n 1 | awk '{print $2}')
        loaded=$(grep -E '^#[0-9]+[[:space:]]+INITED' "$log" | tail -n 1 | sed -E 's/^#([0-9]+).*/\1/')
        cov=$(grep -E '#[0-9]+.*cov:' "$log" | tail -n 1 | sed -E 's/.*cov: ([0-9]+).*/\1/')
        if [ -z "$runs" ] || [ -z "$loaded" ] || [ "$runs" -le "$loaded" ]; then
            echo "FAIL fuzz_$name: nothing fuzzed (${runs:-no count of} executions, ${loaded:-no} corpus load); see $log"
            failed=$((failed + 1)); status=1; continue
        fi
        echo "ok   fuzz_$name: fuzzed $((runs - loaded)) inputs after the $loaded of the corpus load," \
             "coverage ${cov:-?} edges, $(ls "build/fuzz/corpus/$name" | wc -l) new corpus files kept"
        passed=$((passed + 1))
    else
        # Every kept corpus file replayed, each a case; none fuzzed.
        runs=$(sed -n 's/^replayed \([0-9][0-9]*\) inputs$/\1/p' "$log" | tail -n 1)
        files=$(find "tests/fuzz/corpus/$name" "build/fuzz/corpus/$name" -type f ! -name '.*' | wc -l)
        if [ -z "$runs" ] || [ "$runs" = 0 ] || [ "$runs" != "$files" ]; then
            echo "FAIL fuzz_$name: replayed ${runs:-no} inputs of $files corpus files; see $log"
            failed=$((failed + 1)); status=1; continue
        fi
        echo "ok   fuzz_$name: NOT FUZZED (replay mode): $runs corpus files replayed without a crash (gcc, ASan+UBSan)"
        passed=$((passed + runs))
    fi
done
echo "$mode: $passed passed, $failed failed"
exit $status
