#!/bin/sh
# A booth left to a crowd (issue 38, "Booth"): a flip by one visitor is not
# the next one's board; keys typed ahead or at random (qwerty, xyz) neither
# end a test nor resign a game, typed in one burst or one key at a time; a
# second kiryoku on the same data directory is refused in plain words and
# spoils nothing; a larger terminal gets the layout centred, redrawn when it
# is resized; q's question says what q does where it is.
cd "$(dirname "$0")/../.." || exit 1
. tests/term/common.inc
term_need_tmux

data=$(mktemp -d)
trap 'term_stop; rm -rf "$data"' EXIT
XDG_DATA_HOME=$data
export XDG_DATA_HOME

# slowly KEYS...: one key at a time, each its own send-keys, the way a
# person types: a tenth of a second apart.
slowly() { for k in "$@"; do term_keys "$k"; sleep 0.1; done; }
# The coordinates over the board: sente's view reads 9 to 1.
unflipped() {
    if term_screen | grep -qE '9 +8 +7 +6 +5 +4 +3 +2 +1'; then ok "$1"; else not_ok "$1 (the board is flipped)"; fi
}
# yes_to TEXT: answers y to the question showing TEXT, alone (a y with
# nothing after it is a deliberate answer).
yes_to() { term_wait "$1" 10; term_keys y; }

term_start 80 24 --kiosk --judge embedded-d5 --operator-secret s3cret --time 20 --lang en
check "kiosk welcome" "Welcome to kiryoku, a shogi placement test." 30

# Visitor 1 flips the board on the tour and in game 1, then ends the test.
term_keys Enter
term_wait "Your name, for the game records" 5
term_type "flipper"
yes_to "See a short tour"
term_wait "How to move (1 of 2)" 5
check_not "the tour's page does not call 7g the pawn in front of the bishop" "in front of your bishop"
check "the tour names 7g as the pawn that opens the bishop's diagonal" "opens your bishop's diagonal"
term_keys Enter
term_wait "Tour: move the pawn" 5
term_keys f
check "f flips the tour's board" "Board flipped"
term_keys q
yes_to "Skip the rest of the tour?"
yes_to "Play a short practice game first"
term_wait "This game does not count" 5
term_keys Enter
check "practice board" "Practice game" 30
check "visitor 1 to move" "Your move" 30
term_keys f
term_wait "Board flipped" 5

# Keys typed ahead of a question do not answer it: qwerty in one burst.
term_keys -l qwerty
check "qwerty in one burst: q asks" "End your test here?" 5
alive "qwerty in one burst does not end the test"
check_not "qwerty in one burst: still the practice game" "Welcome to kiryoku"
term_keys Escape
# ... nor typed one key at a time: w, not y, answers q's question (no).
slowly q w e r t y
alive "qwerty typed slowly does not end the test"
check "qwerty typed slowly: the practice game goes on" "Practice game"
check_not "qwerty typed slowly: the question went with w" "End your test here?"
term_keys Escape
# xyz: x asks to resign; neither y of a burst nor a y followed at once by z resigns.
term_keys -l xyz
check "xyz in one burst: x asks" "Resign this game?" 5
alive "xyz in one burst"
term_keys Escape
slowly x y z
term_keys Escape
term_type "7g7f"
check "xyz (burst and slow) resigned nothing: the game goes on" "1 ▲7六歩" 10
check_not "no result" "You resigned"

# Visitor 1 leaves with a deliberate y.
term_keys q
yes_to "End your test here?"
check "visitor 1 gone: the welcome again" "Welcome to kiryoku" 20

# Visitor 2: the tour's board is theirs, not flipped.
term_keys Enter
term_wait "Your name, for the game records" 5
term_type "visitor2"
yes_to "See a short tour"
term_wait "How to move (1 of 2)" 5
term_keys Enter
check "visitor 2's tour board" "Tour: move the pawn" 5
unflipped "visitor 2's tour board is not flipped by visitor 1"
check_not "no flip message carried over" "Board flipped"

# A second kiryoku on the same data directory, in a second window, while
# visitor 2 is on the tour: refused in plain words, nothing resumed.
T new-window -d -t k -n two "env LANG=C.UTF-8 LC_ALL=C.UTF-8 TERM=screen-256color $term_bin test --judge embedded-d5 --lang en; printf '\\r\\nEXIT:%s\\r\\n' \$?; sleep 120"
two() { T capture-pane -p -t k:two 2>/dev/null; }
i=0
while ! two | grep -q "EXIT:" && [ $i -lt 500 ]; do
    if two | grep -q "Resume"; then T send-keys -t k:two n; fi
    sleep 0.02; i=$((i + 1))
done
if two | grep -q "already running a test"; then ok "the second kiryoku is told the directory is in use"; else
    not_ok "the second kiryoku is told the directory is in use"; two | sed 's/^/    /'; fi
if two | grep -qE "EXIT:[1-9]"; then ok "the second kiryoku exits non-zero"; else
    not_ok "the second kiryoku exits non-zero"; two | sed 's/^/    /'; fi
"$term_bin" results > "$data/results.txt" 2>&1
check_exit "kiryoku results works while a test runs" 0 $? "$data/results.txt"
term_type "7g7f"
check "the first kiryoku's tour goes on" "How to move (2 of 2)" 10

term_keys q

term_stop

# The test outside a kiosk: q stops the test, which can be resumed.
data2=$(mktemp -d)
XDG_DATA_HOME=$data2 term_start 80 24 test --judge embedded-d5 --time 20 --lang en --name q
check "test welcome" "Welcome to kiryoku" 30
term_keys Enter
term_wait "Your name" 5
term_keys Enter
term_wait "See a short tour" 5
term_keys n
term_wait "Play a short practice game first" 5
term_keys n
term_wait "Your clock starts when you press Enter." 10
term_keys Enter
check "test game 1" "Game 1 of 4" 30
term_keys q
check "q in a test says it stops the test, resumable" "Stop the test here? You can resume it later." 5
check_not "not 'quit this game'" "Quit this game?"
term_keys n
term_stop
rm -rf "$data2"

# kiryoku play at 100x32: the layout is centred, and follows resizes.
save=$(mktemp -d)
term_start 100 32 play --ai none --lang en --save-dir "$save"
check "play at 100x32" "9   8   7   6   5   4   3   2   1" 10
coords_col() { term_screen | grep -E '9 +8 +7 +6 +5 +4 +3 +2 +1' | head -n 1 | sed 's/9.*//' | awk '{ print length($0) }'; }
board_row() { term_screen | grep -nE '9 +8 +7 +6 +5 +4 +3 +2 +1' | head -n 1 | cut -d: -f1; }
c=$(coords_col); r=$(board_row)
if [ "${c:-0}" -ge 10 ] && [ "${r:-0}" -ge 4 ]; then ok "100x32: the board is not in the corner"; else
    not_ok "100x32: the board is not in the corner (column $c, row $r)"; fi
term_keys q
check "q in play ends the game" "Quit this game? (y/n)" 5
term_keys n
T resize-window -t k -x 80 -y 24
i=0; while [ "$(coords_col)" != 3 ] && [ $i -lt 250 ]; do sleep 0.02; i=$((i + 1)); done
c=$(coords_col); r=$(board_row)
if [ "$c" = 3 ] && [ "$r" = 2 ]; then ok "resized to 80x24: the layout fills the screen"; else
    not_ok "resized to 80x24: the layout fills the screen (column $c, row $r)"; fi
T resize-window -t k -x 100 -y 32
i=0; while [ "$(coords_col)" = 3 ] && [ $i -lt 250 ]; do sleep 0.02; i=$((i + 1)); done
c=$(coords_col)
if [ "${c:-0}" -ge 10 ]; then ok "resized back to 100x32: centred again"; else
    not_ok "resized back to 100x32: centred again (column $c)"; fi
rm -rf "$save"

term_summary
