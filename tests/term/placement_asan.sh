#!/bin/sh
# placement.sh once more against the ASan+UBSan build, so memory errors on
# the curses path (name entry, tour, game screen, breaks, progress page,
# result page) are caught. A 10-second clock and shallow searches keep it
# short; sanitizer reports go to files the test then looks for (on the
# screen they would only garble the curses display).
cd "$(dirname "$0")/../.." || exit 1
bin=$(pwd)/build/asan/kiryoku
if [ ! -x "$bin" ]; then
    echo "FAIL $bin is not built (make test builds it)"
    echo "0 passed, 1 failed"
    exit 1
fi
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
ASAN_LOG_DIR=$logs
KIRYOKU_TERM_BIN=$bin
KIRYOKU_ASSETS=$(pwd)/assets  # the ASan binary is not beside an installed assets/
ASAN_OPTIONS="detect_leaks=1:log_path=$logs/asan"
UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1:log_path=$logs/asan"
PLACEMENT_TIME=10
PLACEMENT_ARGS="--ai-depth 2 --depth 3"
export ASAN_LOG_DIR KIRYOKU_TERM_BIN KIRYOKU_ASSETS ASAN_OPTIONS UBSAN_OPTIONS PLACEMENT_TIME PLACEMENT_ARGS
sh tests/term/placement.sh
