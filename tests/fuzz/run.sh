#!/bin/sh
# `make fuzz`: builds every tests/fuzz/fuzz_*.c with libFuzzer, ASan and
# UBSan against the shogi/ sources and runs each for FUZZ_SECONDS (default
# 60). Seeds: tests/fuzz/corpus/NAME/ (NAME = file name without fuzz_ and .c);
# new inputs collect in build/fuzz/corpus/NAME/, crashes in build/fuzz/.
# Adding a harness needs no edit here: drop fuzz_NAME.c and corpus/NAME/.
set -u
cd "$(dirname "$0")/../.."
secs=${FUZZ_SECONDS:-60}
cc=${FUZZ_CC:-clang}
flags="-std=c11 -D_GNU_SOURCE -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all -I."
mkdir -p build/fuzz
status=0; passed=0; failed=0
for harness in tests/fuzz/fuzz_*.c; do
    name=$(basename "$harness" .c); name=${name#fuzz_}
    bin=build/fuzz/fuzz_$name
    if ! $cc $flags -o "$bin" "$harness" shogi/*.c 2> "build/fuzz/$name.build.log"; then
        echo "FAIL fuzz_$name: does not build (build/fuzz/$name.build.log)"; failed=$((failed + 1)); status=1; continue
    fi
    mkdir -p "build/fuzz/corpus/$name" "tests/fuzz/corpus/$name"
    "$bin" -max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix="build/fuzz/$name-" \
        "build/fuzz/corpus/$name" "tests/fuzz/corpus/$name" > "build/fuzz/$name.log" 2>&1
    rc=$?
    runs=$(grep -E '^stat::number_of_executed_units' "build/fuzz/$name.log" | awk '{print $2}')
    cov=$(grep -E '#[0-9]+.*cov:' "build/fuzz/$name.log" | tail -n 1 | sed -E 's/.*cov: ([0-9]+).*/\1/')
    if [ $rc = 0 ]; then
        echo "ok   fuzz_$name: ${secs}s, ${runs:-?} runs, coverage ${cov:-?} edges, corpus $(ls "build/fuzz/corpus/$name" | wc -l) files"
        passed=$((passed + 1))
    else
        echo "FAIL fuzz_$name: exit $rc; see build/fuzz/$name.log"; grep -E 'ERROR|SUMMARY|runtime error' "build/fuzz/$name.log" | head -5
        failed=$((failed + 1)); status=1
    fi
done
echo "$passed passed, $failed failed"
exit $status
