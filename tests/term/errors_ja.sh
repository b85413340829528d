#!/bin/sh
# Why a test cannot start, in the player's language (issue 17): the
# store's and the engines' errors that `kiryoku test` prints before any
# screen opens, in Japanese with --lang ja, the system's detail (the path,
# strerror, the engine's own message) kept inside. The run needs no tmux:
# the program stops before its screen; the output is its stderr.
cd "$(dirname "$0")/../.." || exit 1
. tests/term/common.inc

data=$(mktemp -d)
trap 'rm -rf "$data"' EXIT
out=$data/stderr.txt
LANG=C.UTF-8
LC_ALL=
export LANG LC_ALL
unset LC_CTYPE LC_MESSAGES

# run LANG ARGS...: kiryoku test --headless with ARGS; its stderr in $out.
run() {
    lang=$1; shift
    "$term_bin" test --headless --player usi:false --lang "$lang" "$@" > /dev/null 2> "$out"
    echo "exit $?" >> "$out"
}

run ja --data /dev/null/kiryoku
check_file "ja: a data directory that cannot be created" "$out" \
    '^kiryoku test: テストを始められません: フォルダ /dev/null/kiryoku を作れません: Not a directory$'
check_file "ja: it fails" "$out" '^exit 1$'

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
check_file "ja: its exit status in the detail" "$out" "exited with status 1 before sending 'usiok'"

run en --data "$data/d" --ai usi:false
check_file "en: an engine that exits at once" "$out" '^kiryoku test: the engine stopped unexpectedly'
check_file "en: its detail" "$out" '^  \(details: the AI opponent AI1: '

run ja --data "$data/d" --ai uci:stockfish
check_file "ja: an engine spec kiryoku cannot use" "$out" '^kiryoku test: kiryoku が使えないエンジンの指定です'

echo "$term_pass passed, $term_fail failed"
[ "$term_fail" = 0 ]
