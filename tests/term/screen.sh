#!/bin/sh
# The screen around the game: resize and "too small" (the pages' too),
# Japanese text, ASCII and western pieces, quit confirmation, and the
# terminal left as found after quit, Ctrl-C, SIGTERM and SIGHUP, with the
# game saved each time.
cd "$(dirname "$0")/../.." || exit 1
. tests/term/common.inc
term_need_tmux

save=$(mktemp -d)
trap 'term_stop; rm -rf "$save"' EXIT

restored() { # NAME: after exit, no alternate screen and a visible cursor
    alt=$(T display -p -t k '#{alternate_on}')
    cur=$(T display -p -t k '#{cursor_flag}')
    if [ "$alt" = 0 ] && [ "$cur" = 1 ]; then ok "$1"; else not_ok "$1 (alternate_on=$alt cursor_flag=$cur)"; fi
}

# Resize: too small says so, back to 80x24 redraws the board.
term_start 80 24 play --ai none --lang en --save-dir "$save"
check "board at 80x24" "|一"
T resize-window -t k -x 70 -y 20
check "too small is said clearly" "Terminal too small: need 80x24, have 70x20"
# Each sentence on a line of its own, not cut where the terminal wraps.
line_is() { # NAME LINE: the settled screen has LINE as a whole line
    term_settle
    if term_screen | grep -qxF -- "$2"; then ok "$1"; else not_ok "$1 (no line '$2')"; term_screen | sed 's/^/    /'; fi
}
line_is "too small: its request on a line of its own" "Please enlarge it."
T resize-window -t k -x 100 -y 30
check "redrawn when large enough" "|一"
check_not "no stale message" "too small"
T resize-window -t k -x 80 -y 24
check "redrawn at 80x24 again" "|九"

# Quit asks first; "n" keeps playing, "y" leaves and restores the terminal.
term_keys q
check "quit asks first" "Quit this game? (y/n)"
term_keys n
check_gone "n keeps the game" "Quit this game?"
term_type "7g7f"
check "still playing" "1 ▲7六歩"
term_keys q; term_wait "(y/n)" 5; term_keys y # a y typed with q does not answer
check "quit leaves" "EXIT:0"
restored "terminal restored after quit"
kif=$(ls -t "$save"/*.kifu 2>/dev/null | head -n 1)
check_file "quit game saved with its move" "$kif" "７六歩"
check_file "quit game marked stopped" "$kif" "中断"
rm -f "$save"/*

# Japanese text and the help overlay in Japanese.
term_start 80 24 play --ai none --lang ja --save-dir "$save"
check "Japanese hands" "先手 持駒:"
term_keys "?"
check "Japanese help" "キー一覧"
# The overlay's frame spans the screen: inset, the board's edge showed
# beside it ("+-+---").
term_settle
if term_screen | grep -qxE -- '\+-{78}\+'; then ok "help framed whole"; else not_ok "help framed whole"; fi
term_keys Escape
# A kanji takes two columns: the hand-wrapped lines must count them so.
T resize-window -t k -x 40 -y 20
check "too small (ja)" "(現在40x20)。"
line_is "too small (ja): cut between words" "端末が小さすぎます: 80x24 必要"
line_is "too small (ja): the request whole" "広げてください。"
T resize-window -t k -x 80 -y 24
check "redrawn at 80x24 (ja)" "先手 持駒:"
term_keys q; term_wait "(y/n)" 5; term_keys y # a y typed with q does not answer
check "leaves (ja)" "EXIT:0"

# ASCII fallback outside UTF-8, and western pieces.
TERM_LOCALE=C term_start 80 24 play --ai none --lang en --save-dir "$save"
check "ASCII board outside UTF-8" "| vL  vN  vS  vG  vK  vG  vS  vN  vL |a"
check "ASCII empty squares" "|  .  vR   .   .   .   .   .  vB   . |b"
term_keys q; term_wait "(y/n)" 5; term_keys y # a y typed with q does not answer
check "leaves (ascii)" "EXIT:0"
term_start 80 24 play --ai none --lang en --pieces western --save-dir "$save"
check "western pieces" "|  P   P   P   P   P   P   P   P   P |g"
term_keys q; term_wait "(y/n)" 5; term_keys y # a y typed with q does not answer
check "leaves (western)" "EXIT:0"

# Ctrl-C, SIGTERM and SIGHUP: saved, stopped, terminal restored.
for sig in INT TERM HUP; do
    rm -f "$save"/*
    term_start 80 24 play --ai none --lang en --save-dir "$save"
    term_wait "move>" 3
    term_type "2g2f"
    term_wait "1 ▲2六歩" 2
    if [ "$sig" = INT ]; then term_keys C-c; else kill -"$sig" "$(term_pid)"; fi
    check "SIG$sig stops the program" "EXIT:130"
    restored "terminal restored after SIG$sig"
    check_file "game saved on SIG$sig" "$(ls "$save"/*.csa 2>/dev/null | head -n 1)" "%CHUDAN"
done

# A crash (SIGSEGV here) still leaves the terminal usable, and the moves
# played so far are already on disk (the record is rewritten every move).
rm -f "$save"/*
term_start 80 24 play --ai none --lang en --save-dir "$save"
term_wait "move>" 3
term_type "7g7f"
term_wait "1 ▲7六歩" 2
kill -SEGV "$(term_pid)"
check "a crash ends the program" "EXIT:139"
restored "terminal restored after a crash"
check_file "moves on disk after a crash" "$(ls "$save"/*.kifu 2>/dev/null | head -n 1)" "７六歩"

# The test's pages too say "too small" rather than wrap their lines over
# each other, take no key meanwhile, and come back whole when enlarged.
rm -rf "$save"/*
term_start 60 20 test --lang en --data "$save"
check "a page too small says so" "Terminal too small: need 80x24, have 60x20."
check_not "no page lines under it" "Welcome to"
term_keys Enter
T resize-window -t k -x 80 -y 24
check "the page whole when enlarged" "Welcome to"
check_not "the Enter typed unseen did not go on" "Your name"

# A name of wide characters stops at 40 columns (20 kanji), so its line
# stays on an 80-column page instead of running past the edge.
term_keys Enter
term_wait "Your name, for the game records" 5
T send-keys -t k -l "名前名前名前名前名前名前名前名前名前名前名前名前名前名前名前"
line_is "a name of 30 kanji: 20 taken, on one line" "  > 名前名前名前名前名前名前名前名前名前名前"
T send-keys -t k BSpace
T send-keys -t k -l "abc"
line_is "a letter after 19 kanji still fits" "  > 名前名前名前名前名前名前名前名前名前名ab"

term_summary
