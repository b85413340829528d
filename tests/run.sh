#!/bin/sh
# Runs every test suite and prints the grand total as the last line.
#  - unit tests, optimised build and ASan+UBSan build
#  - a clang -fsyntax-only pass over all sources (gcc builds them already)
#  - terminal tests (tests/term/*.sh) driving build/kiryoku inside tmux
set -u
cd "$(dirname "$0")/.."
root=$(pwd)
: "${KIRYOKU_TESTDATA:=$(cd "$root/.." && pwd)/shared/testdata}"
if [ ! -d "$KIRYOKU_TESTDATA" ]; then
    echo "note: shared test data not found at $KIRYOKU_TESTDATA; tests that need it are skipped"
    KIRYOKU_TESTDATA=""
fi
export KIRYOKU_TESTDATA
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=0
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
log=build/test-logs
mkdir -p "$log"
total_p=0; total_f=0

tally() { # name logfile exitcode
    line=$(grep -E '^([A-Za-z]+: )?[0-9]+ passed, [0-9]+ failed' "$2" | tail -n 1)
    if [ -z "$line" ]; then
        echo "FAIL $1: no summary line (exit $3); see $2"
        total_f=$((total_f + 1)); return
    fi
    p=$(echo "$line" | sed -E 's/^([A-Za-z]+: )?([0-9]+) passed.*/\2/')
    f=$(echo "$line" | sed -E 's/.* ([0-9]+) failed.*/\1/')
    if [ "$3" != 0 ] && [ "$f" = 0 ]; then f=1; fi
    total_p=$((total_p + p)); total_f=$((total_f + f))
    if [ "$f" = 0 ]; then echo "ok   $1: $p passed"; else echo "FAIL $1: $p passed, $f failed; see $2"; grep -E 'FAIL|not ok|ERROR|runtime error' "$2" | head -20; fi
}

for t in build/tests/test_* build/asan/tests/test_*; do
    [ -x "$t" ] || continue
    name=$(echo "$t" | sed 's|build/||; s|tests/||; s|/|-|g')
    "$t" > "$log/$name.log" 2>&1
    tally "$name" "$log/$name.log" $?
done

if command -v clang >/dev/null 2>&1; then
    ok=0; bad=0
    for f in $(ls shogi/*.c engine/*.c engine-bridge/*.c rating/*.c app/*.c app/cmd/*.c app/session/*.c ui/*.c bench/*.c 2>/dev/null); do
        if clang -std=c11 -D_GNU_SOURCE -Wall -Wextra -Werror -I. -fsyntax-only "$f" 2>>"$log/clang.log"; then
            ok=$((ok + 1)); else bad=$((bad + 1)); echo "clang: $f does not compile clean"; fi
    done
    echo "$ok passed, $bad failed" >> "$log/clang.log"
    tally clang-syntax "$log/clang.log" 0
fi

for t in tests/term/*.sh; do
    [ -f "$t" ] || continue
    name=term-$(basename "$t" .sh)
    sh "$t" > "$log/$name.log" 2>&1
    tally "$name" "$log/$name.log" $?
done

echo "$total_p passed, $total_f failed"
[ "$total_f" = 0 ]
