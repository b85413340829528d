#!/bin/sh
# Runs every test suite and prints the grand total as the last line.
#  - unit tests (one per tests/unit/test_*.c), optimised build and ASan+UBSan
#  - a clang -fsyntax-only pass over all C sources (gcc builds them already)
#  - the generated test data against its scripts (tests/gen/*.py --check)
#  - terminal tests (tests/term/*.sh) driving build/kiryoku inside tmux
#  - the move generator against fairy-stockfish's (tests/crosscheck.sh)
#  - a fuzz smoke run: each tests/fuzz/fuzz_*.c fuzzed for a few seconds
# tests/expected.txt lists every suite with the fewest cases it may run: a
# suite that is missing, runs fewer, or is not listed there is a failure,
# so nothing can drop out of the total and still look green.
set -u
cd "$(dirname "$0")/.."
root=$(pwd)
# The repository's own copy of the test data (tests/data/SOURCES.md): a
# clone alone runs every test.
KIRYOKU_TESTDATA=$root/tests/data
export KIRYOKU_TESTDATA
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=0
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
log=build/test-logs
mkdir -p "$log"
ran="$log/ran.txt"   # one line per suite: name, cases run
: > "$ran"
total_p=0; total_f=0

fail_line() { # name message: a failure that is not a case of any suite
    echo "FAIL $1: $2"
    total_f=$((total_f + 1))
}

tally() { # name logfile exitcode
    line=$(grep -E '^([A-Za-z]+: )?[0-9]+ passed, [0-9]+ failed' "$2" | tail -n 1)
    if [ -z "$line" ]; then
        fail_line "$1" "no summary line (exit $3); see $2"
        echo "$1 0" >> "$ran"; return
    fi
    p=$(echo "$line" | sed -E 's/^([A-Za-z]+: )?([0-9]+) passed.*/\2/')
    f=$(echo "$line" | sed -E 's/.* ([0-9]+) failed.*/\1/')
    if [ "$3" != 0 ] && [ "$f" = 0 ]; then f=1; fi
    echo "$1 $((p + f))" >> "$ran"
    total_p=$((total_p + p)); total_f=$((total_f + f))
    if [ "$f" = 0 ]; then echo "ok   $1: $p passed"; else echo "FAIL $1: $p passed, $f failed; see $2"; grep -E 'FAIL|not ok|ERROR|runtime error' "$2" | head -20; fi
}

# Unit tests: every source must have both binaries (make test builds them).
for src in tests/unit/test_*.c; do
    t=$(basename "$src" .c)
    for bin in build/tests/$t build/asan/tests/$t; do
        name=$(echo "$bin" | sed 's|build/||; s|tests/||; s|/|-|g')
        if [ ! -x "$bin" ]; then
            fail_line "$name" "$bin is not built (make test builds it)"
            continue
        fi
        "$bin" > "$log/$name.log" 2>&1
        tally "$name" "$log/$name.log" $?
    done
done

# clang is a test dependency (scripts/install-deps.sh): without it the pass fails.
if command -v clang >/dev/null 2>&1; then
    ok=0; bad=0
    : > "$log/clang.log"
    for f in $(find . -name '*.c' -not -path './build/*' -not -path './.git/*' -not -path './tests/fuzz/*' | sort); do
        if clang -std=c11 -D_GNU_SOURCE -Wall -Wextra -Werror -I. -fsyntax-only "$f" 2>>"$log/clang.log"; then
            ok=$((ok + 1)); else bad=$((bad + 1)); echo "clang: $f does not compile clean" >> "$log/clang.log"; fi
    done
    echo "$ok passed, $bad failed" >> "$log/clang.log"
    tally clang-syntax "$log/clang.log" 0
else
    fail_line clang-syntax "clang is not installed (make deps-test installs it)"
fi

# Test data and expected values written by scripts (tests/gen/*.py): each
# script's --check rewrites them in memory and compares with what is
# committed (records byte for byte, test_calibrate.c's figures line for line).
for g in tests/gen/*.py; do
    name=gen-$(basename "$g" .py)
    python3 "$g" --check > "$log/$name.log" 2>&1
    tally "$name" "$log/$name.log" $?
done

# The layer map: every include of every layer against docs/ARCHITECTURE.md.
sh tests/layers.sh > "$log/layers.log" 2>&1
tally layers "$log/layers.log" $?

for t in tests/term/*.sh; do
    [ -f "$t" ] || continue
    name=term-$(basename "$t" .sh)
    sh "$t" > "$log/$name.log" 2>&1
    tally "$name" "$log/$name.log" $?
done

# The move generator against fairy-stockfish on 100 random deep positions
# (fairy-stockfish is a test dependency: missing, the suite fails).
sh tests/crosscheck.sh > "$log/crosscheck.log" 2>&1
tally crosscheck "$log/crosscheck.log" $?

# Fuzz smoke: a few seconds per harness on the kept corpus (see tests/fuzz/run.sh).
# Really fuzzed: FUZZ_MODE=fuzz whatever the environment says, and a result
# that is not libFuzzer's ("replay: ...") fails.
for h in tests/fuzz/fuzz_*.c; do
    name=$(basename "$h" .c); name=${name#fuzz_}
    FUZZ_MODE=fuzz FUZZ_SECONDS=${FUZZ_SMOKE_SECONDS:-3} sh tests/fuzz/run.sh "$name" > "$log/fuzz-$name.log" 2>&1
    tally "fuzz-$name" "$log/fuzz-$name.log" $?
    grep -qE '^fuzz: [0-9]+ passed' "$log/fuzz-$name.log" || fail_line "fuzz-$name" "no fuzzing result (see $log/fuzz-$name.log)"
done

# Every expected suite ran at least its minimum; every suite that ran is expected.
expected=tests/expected.txt
[ -f "$expected" ] || { fail_line expected "$expected is missing"; expected=/dev/null; }
while read -r name min; do
    case "$name" in ''|'#'*) continue ;; esac
    got=$(awk -v n="$name" '$1 == n { print $2 }' "$ran" | tail -n 1)
    if [ -z "$got" ]; then
        fail_line "$name" "did not run (tests/expected.txt wants at least $min cases)"
    elif [ "$got" -lt "$min" ]; then
        fail_line "$name" "ran $got cases, tests/expected.txt wants at least $min"
    fi
done < "$expected"
while read -r name got; do
    if ! grep -qE "^$name[[:space:]]" "$expected"; then
        fail_line "$name" "ran $got cases but is not listed in tests/expected.txt (add it with its count)"
    fi
done < "$ran"

echo "$total_p passed, $total_f failed"
[ "$total_f" = 0 ]
