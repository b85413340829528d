#!/bin/sh
# Why a test cannot start, in the player's language (issue 17): the
# store's and the engines' errors that `kiryoku test` prints before any
# screen opens, in Japanese with --lang ja, the system's detail (the path,
# strerror, the engine's own message) kept inside; then kiryoku play's, the
# same way. These runs need no tmux: the program stops before its screen;
# the output is its stderr. The last, an engine that dies during a game of
# kiryoku play, is on the screen, in tmux.
cd "$(dirname "$0")/../.." || exit 1
. tests/term/common.inc

data=$(mktemp -d)
trap 'term_stop; rm -rf "$data"' EXIT
out=$data/stderr.txt
LANG=C.UTF-8
LC_ALL=
export LANG LC_ALL
unset LC_CTYPE LC_MESSAGES

# run LANG ARGS...: kiryoku test --headless with ARGS; its stderr in $out.
# Every one of these runs must fail: exit 1 is a check of its own.
run() {
    lang=$1; shift
    "$term_bin" test --judge embedded-d5 --headless --player usi:false --lang "$lang" "$@" > /dev/null 2> "$out"
    st=$?
    echo "exit $st" >> "$out"
    check_exit "kiryoku test --lang $lang $(echo "$*" | sed "s|$data|DATA|g")" 1 "$st" "$out"
}

run ja --data /dev/null/kiryoku
check_file "ja: a data directory that cannot be created" "$out" \
    '^kiryoku test: テストを始められません: フォルダ /dev/null/kiryoku を作れません: Not a directory$'

: > "$data/plain"
run ja --data "$data/plain"
check_file "ja: a file where the directory should be" "$out" "$data/plain はフォルダではありません"

run en --data /dev/null/kiryoku
check_file "en: the same in English" "$out" \
    '^kiryoku test: cannot start a test: cannot create the directory /dev/null/kiryoku: Not a directory$'

run ja --data "$data/d" --ai usi:/nonexistent/engine
check_file "ja: an engine that cannot be started" "$out" '^kiryoku test: エンジンのプログラムを起動できません$'
check_file "ja: its detail" "$out" "^  \(詳細: AIの対局相手 AI1: .*cannot run '/nonexistent/engine': No such file or directory\)$"

run ja --data "$data/d" --ai usi:false
check_file "ja: an engine that exits at once" "$out" '^kiryoku test: エンジンが途中で止まりました'
# How it ended is a race the bridge may see either way: the exit status, or
# its input closing while kiryoku writes 'usi' (about one run in four here).
check_file "ja: how it ended, in the detail" "$out" "exited with status 1 before sending 'usiok'|usi:false closed its input at once"

run en --data "$data/d" --ai usi:false
check_file "en: an engine that exits at once" "$out" '^kiryoku test: the engine stopped unexpectedly'
check_file "en: its detail" "$out" '^  \(details: the AI opponent AI1: '

run ja --data "$data/d" --ai uci:stockfish
check_file "ja: an engine spec kiryoku cannot use" "$out" '^kiryoku test: kiryoku が使えないエンジンの指定です'

# kiryoku play: the same words for its engine and its save directory.
# run_play LANG ARGS...: kiryoku play with ARGS; its stderr in $out.
# Each must fail, exit 1, checked as with run.
run_play() {
    lang=$1; shift
    "$term_bin" play --lang "$lang" "$@" < /dev/null > /dev/null 2> "$out"
    st=$?
    echo "exit $st" >> "$out"
    check_exit "${KIRYOKU_DATA_DIR:+KIRYOKU_DATA_DIR=$KIRYOKU_DATA_DIR }kiryoku play --lang $lang$(echo " $*" | sed "s|$data|DATA|g; s/ *$//")" 1 "$st" "$out"
}

run_play ja --save-dir "$data/p" --engine usi:/nonexistent/engine
check_file "play ja: an engine that cannot be started" "$out" '^kiryoku play: エンジンのプログラムを起動できません$'
check_file "play ja: its detail" "$out" \
    "^  \(詳細: AIを起動できません: usi:/nonexistent/engine: cannot run '/nonexistent/engine': No such file or directory\)$"

run_play en --save-dir "$data/p" --engine usi:/nonexistent/engine
check_file "play en: an engine that cannot be started" "$out" "^kiryoku play: the engine's program cannot be started$"
check_file "play en: its detail" "$out" '^  \(details: cannot start the AI: usi:/nonexistent/engine: '

run_play ja --save-dir "$data/p" --engine uci:stockfish
check_file "play ja: an engine spec kiryoku cannot use names --engine" "$out" \
    '^kiryoku play: kiryoku が使えないエンジンの指定です: --engine を確かめてください$'

run_play ja --save-dir /dev/null/kiryoku
check_file "play ja: a save directory that cannot be created" "$out" \
    '^kiryoku play: 対局を始められません: フォルダ /dev/null/kiryoku を作れません: Not a directory$'

KIRYOKU_DATA_DIR=/dev/null/kiryoku run_play ja
check_file "play ja: a data directory that cannot be created" "$out" \
    '^kiryoku play: 対局を始められません: フォルダ /dev/null/kiryoku を作れません: Not a directory$'

KIRYOKU_DATA_DIR=/dev/null/kiryoku run_play en
check_file "play en: the same in English" "$out" \
    '^kiryoku play: cannot start a game: cannot create the directory /dev/null/kiryoku: Not a directory$'

# An engine that dies in the game: the screen says so in Japanese, in one
# line, and the engine's own message is on stderr when the player leaves.
term_need_tmux
engine="usi:sh $(pwd)/tests/fake-engines/fake_usi.sh crash"
term_start 80 24 play --lang ja --color white --engine "'$engine'" --save-dir "$data/p" "2> $out"
check "play ja: the engine's death on the screen" "! エンジンが途中で止まりました (終了したか異常終了しました)" 5
check_not "play ja: the screen has no English detail" "exited with status"
term_keys q
check "play ja: it ends failed" "EXIT:1"
check_file "play ja: the engine's message on stderr" "$out" "^  \(詳細: .*exited with status 3 during the search"

term_stop
echo "$term_pass passed, $term_fail failed"
[ "$term_fail" = 0 ]
