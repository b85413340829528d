#!/bin/sh
# Refused typed moves in Japanese (issue 38): with --lang ja every refusal
# the move box shows, the notation parser's sentences and the rules'
# reasons alike, is Japanese, the typed pieces and squares kept.
cd "$(dirname "$0")/../.." || exit 1
. tests/term/common.inc
term_need_tmux

save=$(mktemp -d)
trap 'term_stop; rm -rf "$save"' EXIT

# refuse TEXT: types TEXT into the move box, which a refusal leaves open
# with the refused text in it (C-u clears it).
refuse() {
    term_keys C-u
    term_keys -l -- "$1"
    term_keys Enter
}

term_start 80 24 play --ai none --lang ja --save-dir "$save"
check "board" "|九" 20
term_keys :
check "the move box" "指し手>" 10
refuse "5五歩"
check "no piece can reach the square" "5五に動ける歩がありません" 10
check_not "no English for it" "can move to"
refuse "P-5e"
check "the same in western notation" "5eに動けるPがありません" 10
refuse "歩"
check "a move without a square" "指し手はマス (7六 や 同 など) から書いてください" 10
check_not "no English for it" "expected a square"
refuse "5五"
check "a move without a piece" "駒の名前が必要です" 10
refuse "5八金"
check "two golds can go there" "5八に動ける金が複数あります (4九, 6九)" 10
check_not "no English for it" "ambiguous"
refuse "7六飛"
check "a piece that cannot move there" "飛を7六へ: その駒はそこへ動けません" 10
check_not "no English for it" " to 7六"
refuse "同歩"
check "同 with no move before it" "直前の指し手がないので「同」は使えません" 10
refuse "7六歩 xx"
check "text after the move" "指し手の後に余分な文字があります" 10
refuse "5a5b"
check "a USI move of no piece of yours" "そこにその駒はありません" 10
check_not "no English for it" "no such piece"
term_summary
