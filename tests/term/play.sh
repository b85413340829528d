#!/bin/sh
# A whole game on the curses board, driven through tmux: cursor moves, typed
# moves in USI, Japanese (half- and full-width), western and 同 notation, an
# illegal attempt and its reason, promotion declined and accepted, a drop
# from the hand, help, flip, resignation, and the saved KIF and CSA records.
cd "$(dirname "$0")/../.." || exit 1
. tests/term/common.inc
term_need_tmux

save=$(mktemp -d)
trap 'term_stop; rm -rf "$save"' EXIT
term_start 80 24 play --ai none --lang en --save-dir "$save"

check "board drawn with kanji pieces" "| v香 v桂 v銀 v金 v玉 v金 v銀 v桂 v香|一"
check "coordinates across" "9   8   7   6   5   4   3   2   1"
check "both clocks" "10:00"

# 1. The cursor starts on 5七; two left, Enter picks 7七, up, Enter plays.
term_keys h h Enter
check "picked piece marked, destination marked" "  ・  ・+ ・"
term_keys k Enter
check "cursor move played" "1 ▲7六歩"

term_type "3c3d";   check "USI move" "2 △3四歩"
term_type "26歩";   check "Japanese move without kanji rank" "3 ▲2六歩"
term_type "８四歩"; check "full-width Japanese move" "4 △8四歩"
term_type "P-2e";   check "western move" "5 ▲2五歩"
term_type "8d8e";   check "USI move 2" "6 △8五歩"
term_type "2e2d";   check "USI move 3" "7 ▲2四歩"
term_type "同歩";   check "同 notation" "8 △同"
term_type "同飛";   check "同 with the rook" "9 ▲同"
term_type "6a5b";   check "gold move" "10 △5二金"

# An illegal drop: a second pawn on file 7.
term_type "P*7e"
check "illegal move refused with the rules' reason" "file 7"
check "typed line kept for correction" "P*7e"
term_keys Escape

# Promotion declined, by cursor: from 7六 to 8八, pick the bishop, up to 2二.
term_keys h j j Enter
term_keys l l l l l l k k k k k k Enter
check "promotion question when optional" "Promote? (y/n)"
term_keys n
check "promotion declined" "11 ▲2二角不成"
term_type "同銀"; check "recapture" "12 △同"

# A drop from the hand: B picks the bishop, cursor from 2二 to 5五.
term_keys B
check "hand piece picked" ">角"
term_keys h h h j j j Enter
check "drop played" "13 ▲5五角"
term_type "1c1d"; check "USI move 4" "14 △1四歩"

# Promotion accepted: the bishop from 5五 to 3三.
term_keys Enter l l k k Enter
check "promotion question again" "Promote? (y/n)"
term_keys y
check "promotion accepted" "15 ▲3三角成"
check "last move shown" "Last move: ▲3三角成"

# Help overlay, flip.
term_keys "?"
check "help overlay lists the keys" "Keys (any key closes this help)"
check "help names the flip key" "flip the board"
term_keys z
check_gone "help closed by any key" "Keys (any key closes"
term_keys f
check "flipped board: files 1..9 across" "1   2   3   4   5   6   7   8   9"
term_keys f
check "flipped back" "9   8   7   6   5   4   3   2   1"

# Resign (asks first), then leave.
term_keys x
check "resign asks first" "Resign this game? (y/n)"
term_keys y
check "resignation ends the game" "Sente wins by resignation"
term_keys q
check "program exits cleanly" "EXIT:0"
check "records saved" "game saved:"

kif=$(ls "$save"/*.kifu 2>/dev/null | head -n 1)
csa=$(ls "$save"/*.csa 2>/dev/null | head -n 1)
check_file "KIF has the moves" "$kif" "３三角成"
check_file "KIF has the declined promotion" "$kif" "２二角不成|２二角\(88\)"
check_file "KIF has the drop" "$kif" "５五角打"
check_file "KIF has the ending" "$kif" "投了"
check_file "CSA has the moves" "$csa" "^\+5533UM"
check_file "CSA has per-move times" "$csa" "^\\+7776FU,T[0-9]+"
check_file "CSA has the ending" "$csa" "%TORYO"

# In Japanese the title and the opponent's name are Japanese too.
term_start 80 24 play --ai level:1500 --lang ja --save-dir "$save"
check "the title in Japanese" "自由対局: AI (レベル 1500)" 10
check "the opponent's name in Japanese" "△ AI (レベル 1500)"
check_not "no English title" "kiryoku play vs"
term_keys q
term_wait "(y/n)" 5
term_keys y
term_wait "EXIT:" 10

term_summary
