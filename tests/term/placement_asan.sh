#!/bin/sh
# placement.sh once more against the ASan+UBSan build, so memory errors on
# the curses path (name entry, tour, game screen, breaks, progress page,
# result page) are caught. A 10-second clock and shallow searches keep it
# short; sanitizer reports go to files the test then looks for (on the
# screen they would only garble the curses display).
cd "$(dirname "$0")/../.." || exit 1
. tests/term/common.inc
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
term_asan "$logs" # build/asan/kiryoku
PLACEMENT_TIME=10
PLACEMENT_ARGS="--ai-depth 2 --depth 3"
export PLACEMENT_TIME PLACEMENT_ARGS
sh tests/term/placement.sh
