#!/bin/sh
# The command line in the reader's language: `kiryoku help` and the help of
# the commands a person runs are Japanese with --lang ja (before or after
# --help) or a Japanese locale, installed or not; the test's help lists a
# person's and an organiser's options and says where the others are
# (--help-all); a mistyped option is answered in Japanese, exit 2; an
# analyst's command keeps its English help, said first in Japanese. No
# tmux: kiryoku prints and exits.
set -u
cd "$(dirname "$0")/../.." || exit 1
K=${KIRYOKU_TERM_BIN:-./build/kiryoku}
pass=0; fail=0
tmp=$(mktemp -d "${TMPDIR:-/tmp}/kiryoku-help.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
# English, and a UTF-8 locale for wc -L to count a kanji as two columns.
LANG=C.UTF-8
export LANG
unset LC_ALL LC_MESSAGES LC_CTYPE

# check NAME SHELL-CONDITION: shows what kiryoku printed when it fails.
check() {
    if eval "$2"; then pass=$((pass + 1)); echo "ok $1"; else
        fail=$((fail + 1)); echo "FAIL $1"
        cat "$tmp/out" "$tmp/err" | sed 's/^/    /' | head -40
    fi
}
# run ARGS...: kiryoku ARGS, its stdout in $tmp/out, stderr in $tmp/err, status in $st
# (which the checks read, in their eval).
# shellcheck disable=SC2034
run() { "$K" "$@" > "$tmp/out" 2> "$tmp/err"; st=$?; }
# run_ja ARGS...: the same in a Japanese locale (not installed here, maybe).
# shellcheck disable=SC2034
run_ja() { LANG=ja_JP.UTF-8 "$K" "$@" > "$tmp/out" 2> "$tmp/err"; st=$?; }
# no_english FILE: no English word (four letters or more) but an option, or
# a name typed as it is: the program's and its commands', the judges', keys,
# a signal, an environment variable, file formats.
typed='kiryoku|test|play|results|report|help|convert|mate|analyze|estimate|calibrate|perft|bench'
typed="$typed|JSON|embedded|gpsshogi|Ctrl|SIGTERM|XDG_DATA_HOME"
no_english() { ! sed -E 's/--[a-z-]+//g' "$1" | grep -oE '[A-Za-z_]{4,}' | grep -qvxE "$typed"; }
fits_80() { [ "$(wc -L < "$1")" -le 80 ]; }
# line_of FILE TEXT: the number of the first line of FILE holding TEXT (999: none).
line_of() { n=$(grep -nF -- "$2" "$1" | head -n 1 | cut -d: -f1); echo "${n:-999}"; }

run --help --lang ja
cp "$tmp/out" "$tmp/help-ja"
check "kiryoku --help --lang ja: exit 0" '[ "$st" = 0 ]'
check "the list of commands in Japanese" 'head -n 1 "$tmp/out" | grep -q "棋力判定テスト" && no_english "$tmp/out"'
check "the list fits 80 columns" 'fits_80 "$tmp/out"'
check "a person's commands first, then the analysts' under their heading" \
    '[ "$(line_of "$tmp/out" "  test ")" -lt "$(line_of "$tmp/out" "  report ")" ] &&
     [ "$(line_of "$tmp/out" "  report ")" -lt "$(line_of "$tmp/out" "分析・開発用")" ] &&
     [ "$(line_of "$tmp/out" "分析・開発用")" -lt "$(line_of "$tmp/out" "  convert ")" ] &&
     [ "$(line_of "$tmp/out" "  bench ")" -lt 999 ]'
run help --lang ja
check "kiryoku help --lang ja: the same list" 'cmp -s "$tmp/out" "$tmp/help-ja"'
run_ja help
check "LANG=ja_JP.UTF-8 kiryoku help: Japanese, installed or not" 'cmp -s "$tmp/out" "$tmp/help-ja"'
run help
check "kiryoku help: English in an English locale" \
    'head -n 1 "$tmp/out" | grep -q "a shogi placement test" &&
     grep -q "^For analysts and developers:" "$tmp/out" && fits_80 "$tmp/out"'

run test --help --lang ja
cp "$tmp/out" "$tmp/test-ja"
check "kiryoku test --help --lang ja: Japanese" \
    '[ "$st" = 0 ] && head -n 1 "$tmp/out" | grep -q "^使い方" && no_english "$tmp/out"'
check "a person's and an organiser's options, and where the others are" \
    'grep -q -- "--operator-secret" "$tmp/out" && grep -q "kiryoku test --help-all" "$tmp/out" &&
     ! grep -q -- "--headless" "$tmp/out"'
check "short, and within 80 columns" '[ "$(wc -l < "$tmp/out")" -le 30 ] && fits_80 "$tmp/out"'
run --lang ja --help
check "kiryoku --lang ja --help: the same" 'cmp -s "$tmp/out" "$tmp/test-ja"'
run test --help-all
check "kiryoku test --help-all: every option, within 80 columns" \
    '[ "$st" = 0 ] && grep -q -- "--headless" "$tmp/out" && grep -q -- "--ai-think-depth" "$tmp/out" &&
     fits_80 "$tmp/out"'

run --tme 1 --lang ja
check "kiryoku --tme 1 --lang ja: exit 2" '[ "$st" = 2 ] && [ ! -s "$tmp/out" ]'
check "the unknown option in Japanese" \
    'grep -qx "kiryoku test: '"'"'--tme'"'"' というオプションはありません (kiryoku test --help をご覧ください)" "$tmp/err"'
run --time 0 --lang=ja
check "a number out of range in Japanese" '[ "$st" = 2 ] && grep -q "までの整数を指定してください" "$tmp/err"'
run tset --lang ja
check "an unknown command in Japanese" '[ "$st" = 2 ] && grep -q "というコマンドはありません" "$tmp/err"'
run_ja results --csv --json
check "a Japanese locale: results' usage error in Japanese" \
    '[ "$st" = 2 ] && grep -q "同時には指定できません" "$tmp/err"'

run results --help --lang ja
check "kiryoku results --help --lang ja: Japanese within 80 columns, --rename and --delete too" \
    '[ "$st" = 0 ] && no_english "$tmp/out" && fits_80 "$tmp/out" && grep -q -- "--rename 番号 名前" "$tmp/out" &&
     grep -q -- "--delete 番号" "$tmp/out"'
run results --rename 1 --lang ja
check "a Japanese usage error of --rename" '[ "$st" = 2 ] && grep -q "新しい名前が必要です" "$tmp/err"'

# --lang before the command (the README's Japanese lines start with it)
# goes to that command, not to the test as an unexpected word.
run --lang ja results --data "$tmp/none"
check "kiryoku --lang ja results: the results command, in Japanese" \
    '[ "$st" = 1 ] && grep -q "フォルダ .*/none がありません" "$tmp/err"'
run --lang=en results --csv --json
check "kiryoku --lang=en results --csv --json: results' own usage error" \
    '[ "$st" = 2 ] && grep -q "^kiryoku results: --csv and --json exclude each other" "$tmp/err"'

run estimate --help --lang ja
check "an analyst's help: English, announced in Japanese" \
    '[ "$st" = 0 ] && head -n 1 "$tmp/out" | grep -q "英語" &&
     sed -n 2p "$tmp/out" | grep -q "^usage: kiryoku estimate"'

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
