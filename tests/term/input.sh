#!/bin/sh
# Other ways in: mouse clicks, Tab completion of legal moves, the cursor in
# the hand; and "check" on screen.
cd "$(dirname "$0")/../.." || exit 1
. tests/term/common.inc
term_need_tmux

save=$(mktemp -d)
trap 'term_stop; rm -rf "$save"' EXIT

# click COL ROW: a left press and release at screen column/row (0-based),
# in the xterm X10 encoding that curses asked tmux's terminal for.
click() {
    x=$(printf '%x' $(($1 + 33))); y=$(printf '%x' $(($2 + 33)))
    T send-keys -t k -H 1b 5b 4d 20 "$x" "$y" 1b 5b 4d 23 "$x" "$y"
}

term_start 80 24 play --ai none --lang en --save-dir "$save"
check "board" "|九"
# 7七 is the third cell of the seventh rank: x = 1 + 2*4 + 2, y = 3 + 6.
click 11 9
check "a click picks the pawn" "  歩  歩> 歩"
click 11 8
check "a click plays it" "1 ▲7六歩"

term_keys :
term_keys -l 3c
term_keys Tab
check "Tab completes the only legal move" "move> 3c3d"
term_keys Enter
check "completed move played" "2 △3四歩"
term_keys :
term_keys -l 8h
term_keys Tab
check "Tab lists the candidates" "8h3c+"
term_keys C-u
term_keys -l 8h3c+
term_keys Enter
check "check is shown" "Check!"
term_type "2b3c"
check "the bishop takes" "4 △同"
term_type "2g2f"
check "sente moves" "5 ▲2六歩"
# The cursor (on 7六 since the clicks) goes up into gote's hand, picks the
# bishop, comes back down to 7五 and drops it there.
term_keys k k k k k k k
term_keys Enter
check "bishop in hand picked with the cursor" ">角"
term_keys j j j j j Enter
check "dropped from the hand" "6 △7五角"
# Quit through the program, so its exit status is checked, not lost to the
# tmux server being killed.
term_keys q
check "quit asks" "Quit this game? (y/n)"
term_keys y
check "leaves" "EXIT:0" 5
term_summary
