#!/bin/sh
# Messages under the board belong to the moment they were said (issue 17):
# "Board flipped" is gone once the game has ended and its result is shown.
cd "$(dirname "$0")/../.." || exit 1
. tests/term/common.inc
term_need_tmux

save=$(mktemp -d)
trap 'term_stop; rm -rf "$save"' EXIT

term_start 80 24 play --ai none --lang en --save-dir "$save"
check "board" "move>"
term_keys f
check "flipping says so" "Board flipped"
term_keys x
check "resign asked" "Resign this game? (y/n)"
term_keys y
check "the game's result is shown" "wins by resignation"
check_not "the flip message is gone with the game" "Board flipped"
term_keys q
check "leaves" "EXIT:0" 10

term_summary
