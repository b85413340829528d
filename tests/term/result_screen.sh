#!/bin/sh
# The result screen (issue 16). Headless: a random mover gets no negative
# rating; four counted positions give no number. Then the curses screen at
# 80x24 and 120x40, in English and Japanese, for a test analysed at the
# default budget: all of it and its prompt visible, no line wrapped, no
# engine or profile note, and the larger terminal used for more (the games'
# graphs). A test is brought back to its result screen by setting its
# stored state to "result" (the resume path) with an analysis table written
# here, so no screen waits for real games and analysis.
cd "$(dirname "$0")/../.." || exit 1
. tests/term/common.inc
term_need_tmux

data=$(mktemp -d)
trap 'term_stop; rm -rf "$data"' EXIT
K=$term_bin

# set_result DATA_DIR: the store's only test back at its result screen.
set_result() {
    python3 -c "import sqlite3, sys
c = sqlite3.connect(sys.argv[1] + '/kiryoku.db')
c.execute(\"UPDATE tests SET state = 'result', finished = 0\")
c.commit()" "$1"
}

# A random mover: four games on a 10-second clock (the AI shallow; the
# mover scores every root move, so it spends its clock and loses on time),
# analysed shallow: this is about what is shown, not the estimate's
# quality. (20 s a game made this one run 95 s of CPU in make test.)
"$K" test --judge embedded-d5 --headless --player "embedded:softmax=100000,depth=1" --time 10 --depth 2 --ai-depth 2 \
    --name rnd --seed 7 --data "$data/rnd" > "$data/rnd.log" 2>&1
check_exit "random mover: kiryoku test --headless" 0 $? "$data/rnd.log"
if grep -q "^== Your result" "$data/rnd.log"; then ok "random mover: a result"; else
    term_fail=$((term_fail + 1)); echo "not ok random mover: a result"; tail -20 "$data/rnd.log"; fi
if grep -qE "rating: -|Rating: -|rating\": -|^[^,]*,[^,]*,[^,]*,[^,]*,[^,]*,[^,]*,-" "$data/rnd.log"; then
    term_fail=$((term_fail + 1)); echo "not ok random mover: no negative rating"; grep -n "rating" "$data/rnd.log"
else ok "random mover: no negative rating"; fi
if grep -qE "Your rating: below [0-9]+|No rating yet" "$data/rnd.log"; then ok "random mover: below the scale or no number"
else term_fail=$((term_fail + 1)); echo "not ok random mover: below the scale or no number"; sed -n '/Your result/,$p' "$data/rnd.log"; fi
"$K" results --csv --data "$data/rnd" > "$data/rnd.csv"
check_exit "random mover: kiryoku results --csv" 0 $?
if awk -F, 'NR > 1 && ($7 ~ /^-/ || $8 ~ /^-/ || $9 ~ /^-/) { bad = 1 } END { exit bad }' "$data/rnd.csv"; then
    ok "random mover: results has no negative rating"; else
    term_fail=$((term_fail + 1)); echo "not ok random mover: results has no negative rating"; cat "$data/rnd.csv"; fi

dir=$(ls -d "$data"/rnd/tests/*-rnd | head -n 1)
# The header of a table analysed at the default budget, from the analyser
# itself (so it follows the default), for the tables written below.
printf 'position startpos moves 7g7f 3c3d\n' > "$data/tiny.usi"
"$K" analyze --threads 1 "$data/tiny.usi" > "$data/tiny.tsv"
check_exit "kiryoku analyze of a two-move game" 0 $?
grep '^#' "$data/tiny.tsv" | grep -v '^# ai:' > "$data/head.tsv"
ai_lines=$(grep '^# ai:' "$dir/analysis.tsv")

# table N LOSS SPREAD: N counted moves of rnd over games 1-4 losing LOSS
# give or take SPREAD, and the AI's replies.
table() {
    { cat "$data/head.tsv"; echo "$ai_lines"
      printf 'game\tply\tplayer\teval_before\teval_after\tclock_left_ms\tgame_plies\tin_book\n'
      awk -v n="$1" -v loss="$2" -v spread="$3" 'BEGIN {
          for (i = 0; i < n; i++) {
              g = i % 4 + 1; ply = 41 + 2 * int(i / 4)
              l = loss + (i * 7919) % (2 * spread + 1) - spread
              printf "game%d\t%d\trnd\t%d\t%d\t\t300\t0\n", g, ply, 10, 10 + l
              printf "game%d\t%d\tAI\t%d\t%d\t\t300\t0\n", g, ply + 1, -10 - l, -10 - l
          } }' | sed "s/\tAI\t/\t$(echo "$ai_lines" | head -n 1 | sed 's/^# ai: *//')\t/"
    } > "$dir/analysis.tsv"
}

# Four counted positions: no number.
table 4 -120 40
set_result "$data/rnd"
"$K" test --judge embedded-d5 --headless --player "embedded:depth=1" --data "$data/rnd" > "$data/four.log" 2>&1
check_exit "four positions: kiryoku test --headless" 0 $? "$data/four.log"
body=$(sed -n '/^== Your result/,/^==\|^?/p' "$data/four.log")
if echo "$body" | grep -q "No rating yet" && ! echo "$body" | grep -qE "Your rating|[0-9]+ and [0-9]+"; then
    ok "four positions: no number"; else
    term_fail=$((term_fail + 1)); echo "not ok four positions: no number"; echo "$body"; fi
if echo "$body" | grep -q "Your moves counted so far: 4;"; then ok "four positions: the count said"; else
    term_fail=$((term_fail + 1)); echo "not ok four positions: the count said"; echo "$body"; fi

# A rated test at the default budget, on the screen.
table 160 -150 120
# screen COLS ROWS LANG TITLE RATING NEXT GRAPH PROMPT
screen() {
    set_result "$data/rnd"
    TERM_LOCALE=C.UTF-8 term_start "$1" "$2" test --judge embedded-d5 --lang "$3" --data "$data/rnd"
    check "$1x$2 $3: resume asked" "(y/n)" 20
    term_keys y
    # The resume page names the result screen in ja: wait until it is gone.
    term_wait_gone "(y/n)" 20
    check "$1x$2 $3: result screen" "$4" 20
    if term_screen | grep -qE "$5 [0-9]+"; then ok "$1x$2 $3: a rating"; else not_ok "$1x$2 $3: a rating"; fi
    check "$1x$2 $3: what next" "$6"
    check "$1x$2 $3: the prompt" "$8"
    # Every line of the page starts in the page's margin: a line longer
    # than the terminal would continue in column 0 of the next row.
    if term_screen | grep -v '^$' | grep -qv '^  '; then not_ok "$1x$2 $3: no line wraps"; else
        ok "$1x$2 $3: no line wraps"; fi
    for word in profile engine Gikou depth mismatch; do
        check_not "$1x$2 $3: no '$word' note" "$word"
    done
    if [ "$2" -ge 40 ]; then check "$1x$2 $3: more room shows the graphs" "$7"; fi
    term_keys Enter
    check "$1x$2 $3: leaves cleanly" "EXIT:0" 20
}
screen 80 24 en "Your result" "Your rating:" "Next:" "Graph:" "Press Enter to continue"
screen 120 40 en "Your result" "Your rating:" "Next:" "Graph:" "Press Enter to continue"
screen 80 24 ja "結果" "あなたのレーティング:" "次に:" "グラフ:" "Enter で続けます"
screen 120 40 ja "結果" "あなたのレーティング:" "次に:" "グラフ:" "Enter で続けます"

# A table from the default budget finds its shipped profile: no
# engine/profile mismatch for the organiser either.
"$K" estimate --json "$dir/analysis.tsv" > "$data/est.json" 2>&1
check_exit "default budget: kiryoku estimate --json" 0 $? "$data/est.json"
check_file "default budget: the shipped profile" "$data/est.json" '"name": "quest10-kiryoku-embedded-winprob-every-move"'
if grep -q "mismatch" "$data/est.json"; then term_fail=$((term_fail + 1)); echo "not ok default budget: no mismatch note"
    grep mismatch "$data/est.json"; else ok "default budget: no mismatch note"; fi

term_summary
