#!/bin/sh
# Every screen of the placement test in Japanese at 80x24 (issue 17), each
# captured to build/test-logs/screens-ja/ for a person to look at: welcome,
# name, tour (pages, boards, hint), practice (question, intro, board,
# resign question, end), the test's start, each game's board, the quit
# question, the breaks, the analysis progress, the result, the resume
# question and the kiosk operator's pages. The locale is ja_JP.UTF-8 as
# named by the environment, which need not be installed: without it the
# program must still show Japanese (through another UTF-8 locale), never
# garbage. Without any UTF-8 at all (LANG=C) --lang ja falls back to
# English on an ASCII board.
cd "$(dirname "$0")/../.." || exit 1
. tests/term/common.inc
term_need_tmux

data=$(mktemp -d)
shots=build/test-logs/screens-ja
rm -rf "$shots" && mkdir -p "$shots"
trap 'term_stop; rm -rf "$data"' EXIT
XDG_DATA_HOME=$data
export XDG_DATA_HOME
TERM_LOCALE=ja_JP.UTF-8
export TERM_LOCALE
n=0

# shot NAME TEXT [SECONDS]: waits for TEXT, saves the screen, and checks it
# is clean: no byte shown as M-x or ^x, no replacement character, and none
# of the English texts a Japanese screen must not show.
shot() {
    n=$((n + 1))
    f=$(printf '%s/%02d-%s.txt' "$shots" "$n" "$1")
    if term_wait "$2" "${3:-5}"; then ok "$1 ($2)"; else not_ok "$1 (expected '$2')"; fi
    term_screen > "$f"
    if grep -qE 'M-.|\^[A-Z@]|�' "$f"; then not_ok "$1: no garbage"; sed 's/^/    /' "$f"; else ok "$1: no garbage"; fi
    if grep -qE 'Press Enter|Your move|Welcome to|Game [0-9] of|Practice game|Type, then|to move|Quit this' "$f"; then
        not_ok "$1: no English"; sed 's/^/    /' "$f"
    else ok "$1: no English"; fi
}

term_start 80 24 test --judge embedded-d5 --time 10 --depth 12 --ai-depth 1 --name 花子
shot welcome "kiryoku(棋力)へようこそ" 30
shot welcome-clock "持ち時間10秒の対局を4局"
term_keys Enter
shot name "棋譜と結果一覧に載せる名前"
term_keys Enter
shot tour-question "駒の動かし方の案内を見ますか"
term_keys y
shot tour-page-1 "駒の動かし方 (1/2)"
term_keys Enter
shot tour-board-1 "案内: 7七の歩を7六へ"
shot tour-board-keys "矢印/hjkl 移動"
term_type "2g2f"
shot tour-hint "2g2f も指せますが、ここでは 7g7f を指してください"
term_keys Escape
term_type "7g7f"
shot tour-page-2 "よくできました"
term_keys Enter
shot tour-board-2 "案内: 持駒の歩を3四へ打つ"
term_type "P*3d"
shot tour-end "これで対局に必要なことはすべてです"
term_keys Enter
shot practice-question "最初に短い練習対局をしますか"
term_keys y
shot practice-intro "この対局は判定に数えません"
term_keys Enter
shot practice-board "練習対局" 30
shot practice-your-move "あなたの手番です" 30
term_keys "?"
shot help "キー一覧"
term_keys Escape
term_keys x
shot resign-question "投了しますか? (y/n)"
term_keys y
shot practice-over "ここからテストです" 30
term_keys Enter
shot game-1 "第1局 (全4局)" 30
term_keys q
shot quit-question "テストを中断しますか? 後で続きから再開できます (y/n)"
term_keys n
# Game 1 is lost on time (10 s); each break, then the next game.
for g in 1 2 3; do
    shot "break-$g" "第${g}局 終了" 60
    shot "break-$g-next" "次は第$((g + 1))局"
    term_keys Enter
    shot "game-$((g + 1))" "第$((g + 1))局 (全4局)" 30
done
# The analysis page, if anything is left after the last move long enough to
# see it: the positions are searched while the games are played (issue 34).
analysis_end=$(($(date +%s) + 90))
while [ "$(date +%s)" -lt "$analysis_end" ] && ! term_screen | grep -qE "対局を解析しています|Enter で続けます"; do
    sleep 0.2
done
if term_screen | grep -qF "対局を解析しています"; then
    shot analysis "対局を解析しています"
    shot analysis-body "局面 完了"
else
    ok "analysis: over before its page could be seen"
fi
# The result screen, then (with few positions) the offer of one more game.
shot result "Enter で続けます" 600
term_keys Enter
if term_wait "もう1局指しますか" 10; then shot one-more "もう1局指しますか"; term_keys n; fi
check "the test ends" "EXIT:0" 30

# The resume question, in Japanese.
term_start 80 24 test --judge embedded-d5 --time 30 --lang ja --name 花子
term_wait "kiryoku(棋力)へようこそ" 30
term_keys Enter
term_wait "お名前" 5
term_keys Enter
term_wait "案内を見ますか" 5
term_keys n
term_wait "練習対局をしますか" 5
term_keys n
shot test-start "ここからテストです"
term_keys Enter
term_wait "あなたの手番です" 30
kill -9 "$(term_pid)"
term_wait "EXIT:137" 5
term_start 80 24 test --judge embedded-d5 --time 30 --lang ja
shot resume-question "花子さんのテストを再開しますか" 30
shot resume-where "第1局 (全4局) 0手まで"
term_keys y
shot resumed "Enter を押すと、あなたの時計が動き始めます。"
term_keys Enter
term_keys q
term_wait "テストを中断しますか" 5
term_keys y
check "stops, exit 0" "EXIT:0" 10
check "the stop is said in Japanese" "中断しました。指し手はすべて保存されています。"

# The kiosk operator's pages.
term_start 80 24 --kiosk --judge embedded-d5 --time 30 --lang ja --data "$data/kiosk"
shot operator-secret "管理者の合言葉" 30
term_type "abcd"
term_type "abcd"
shot kiosk-welcome "kiryoku(棋力)へようこそ"
term_keys q
shot operator-prompt "管理者用"
term_type "abcd"
check "the kiosk ends" "EXIT:0" 10

# No UTF-8 at all: --lang ja falls back to English on an ASCII board.
TERM_LOCALE=C term_start 80 24 test --judge embedded-d5 --time 30 --lang ja --data "$data/c"
check "no UTF-8: English" "Welcome to kiryoku, a shogi placement test." 30
term_screen > "$shots/99-no-utf8.txt"
if grep -qE 'M-.|�' "$shots/99-no-utf8.txt"; then not_ok "no UTF-8: no garbage"; else ok "no UTF-8: no garbage"; fi
term_keys q
check "no UTF-8: leaves" "EXIT:0" 10

echo "screens saved in $shots"
term_summary
