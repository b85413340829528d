#!/bin/sh
# `make fuzz`: builds every tests/fuzz/fuzz_*.c with libFuzzer, ASan and
# UBSan against the base/ and shogi/ sources and runs each for FUZZ_SECONDS
# (default 60). Seeds: tests/fuzz/corpus/NAME/ (NAME = file name without
# fuzz_ and .c); new inputs collect in build/fuzz/corpus/NAME/, crashes in
# build/fuzz/.
# Adding a harness needs no edit here: drop fuzz_NAME.c and corpus/NAME/.
#
# Usage: run.sh [NAME...]   (default: every harness). tests/run.sh calls it
# once per harness with FUZZ_SECONDS=3: the smoke run of `make test`.
#
# Without clang (or with FUZZ_MODE=replay) nothing is fuzzed: each harness is
# built by gcc with ASan+UBSan around tests/fuzz/replay.c and the kept corpus
# is replayed through it. The result line says so; it is never a silent skip.
set -u
cd "$(dirname "$0")/../.."
secs=${FUZZ_SECONDS:-60}
cc=${FUZZ_CC:-clang}
mode=${FUZZ_MODE:-fuzz}
if [ "$mode" = fuzz ] && ! command -v "$cc" >/dev/null 2>&1; then
    echo "note: $cc not found: corpus replay only (gcc, ASan+UBSan), no fuzzing"
    mode=replay
fi
case "$mode" in
    fuzz) san="-fsanitize=fuzzer,address,undefined"; libsan="-fsanitize=fuzzer-no-link,address,undefined" ;;
    replay) cc=${FUZZ_REPLAY_CC:-gcc}; san="-fsanitize=address,undefined"; libsan=$san ;;
    *) echo "FUZZ_MODE must be fuzz or replay"; echo "0 passed, 1 failed"; exit 2 ;;
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
            echo "FAIL $src does not build for fuzzing ($out/lib.build.log)"; echo "0 passed, 1 failed"; exit 1
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
        "$bin" -max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
            -artifact_prefix="build/fuzz/$name-" \
            "build/fuzz/corpus/$name" "tests/fuzz/corpus/$name" > "build/fuzz/$name.log" 2>&1
    else
        "$bin" "tests/fuzz/corpus/$name" "build/fuzz/corpus/$name" > "build/fuzz/$name.log" 2>&1
    fi
    rc=$?
    if [ $rc = 0 ]; then
        if [ "$mode" = fuzz ]; then
            runs=$(grep -E '^stat::number_of_executed_units' "build/fuzz/$name.log" | awk '{print $2}')
            cov=$(grep -E '#[0-9]+.*cov:' "build/fuzz/$name.log" | tail -n 1 | sed -E 's/.*cov: ([0-9]+).*/\1/')
            echo "ok   fuzz_$name: ${secs}s, ${runs:-?} runs, coverage ${cov:-?} edges, corpus $(ls "build/fuzz/corpus/$name" | wc -l) files"
        else
            echo "ok   fuzz_$name: no fuzzing (replay mode); $(tail -n 1 "build/fuzz/$name.log")"
        fi
        passed=$((passed + 1))
    else
        echo "FAIL fuzz_$name: exit $rc; see build/fuzz/$name.log"; grep -E 'ERROR|SUMMARY|runtime error|FAIL' "build/fuzz/$name.log" | head -5
        failed=$((failed + 1)); status=1
    fi
done
echo "$passed passed, $failed failed"
exit $status
