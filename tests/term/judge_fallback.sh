#!/bin/sh
# A judge that is another program and is missing, or dies during the test
# (issue 34; app/session/judge_check.h): the test says so in plain words
# (English and Japanese), goes on with the built-in judge, loses no game,
# and the result names the judge that rated it. Headless runs of
# `kiryoku test`: no terminal is needed; it is a term- suite because it
# drives build/kiryoku.
set -u
cd "$(dirname "$0")/../.."
root=$(pwd)
pass=0; fail=0
ok() { pass=$((pass + 1)); echo "ok $1"; }
bad() { fail=$((fail + 1)); echo "FAIL $1"; }
check() { if eval "$2"; then ok "$1"; else bad "$1"; fi; }
K=${KIRYOKU_TERM_BIN:-$root/build/kiryoku}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/kiryoku-judge.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
export KIRYOKU_ASSETS="$root/assets"

# A random mover that takes a second a move on a 20-second clock: it loses
# each game on time after about 19 moves (four games of ~38 plies, ~155
# positions to analyse, whatever the judge). Waiting costs no CPU, so the
# three tests run at once; an instant mover's games ran 100-200 plies and
# their analysis cost a minute and a half of CPU a run of the suite.
sit() { # NAME JUDGE-ENGINE [ARGS...]
    name=$1 engine=$2; shift 2
    "$K" test --headless --player "embedded:softmax=100000,depth=1,pace=1-1" --time 20 --ai-depth 1 --seed 3 \
        --games 4 --name "$name" --data "$tmp/$name" --analysis-engine "$engine" "$@" > "$tmp/$name.log" 2>&1
}
games_played() { grep -c "^Game [1-4] of 4: " "$tmp/$1.log"; }

fake="usi:sh $root/tests/fake-engines/fake_usi.sh dieafter40 $tmp/died.searches"
sit missing "usi:/no/such/engine" & p_missing=$!
sit missing_ja "usi:/no/such/engine" --lang ja & p_missing_ja=$!
sit died "$fake" & p_died=$!

# Missing: said before the first game, the built-in judge rates.
wait $p_missing; st=$?
check "missing judge: the test ends normally" '[ $st -eq 0 ]'
check "missing judge: said before the first game" \
    'awk "!said && /could not start/ { said = NR } /^== The test starts/ { start = NR } END { exit !(said && said < start) }" "$tmp/missing.log"'
check "missing judge: the page names it and the way on" \
    'grep -q "The stronger judge, usi:/no/such/engine, could not start, so this test goes on" "$tmp/missing.log"'
check "missing judge: four games played" '[ "$(games_played missing)" = 4 ]'
check "missing judge: the result names the built-in judge" \
    'sed -n "/^== Your result/,\$p" "$tmp/missing.log" | grep -q "^Rated by the built-in judge because usi:/no/such/engine could not start\."'
check "missing judge: report.txt says so" \
    'grep -q "^note: Rated by the built-in judge because usi:/no/such/engine could not start\." "$tmp"/missing/tests/1-missing/report.txt'
check "missing judge: rated with the built-in judge's profile" \
    'grep -q "^note: profile quest10-kiryoku-embedded-winprob-every-move: the shipped profile made for the table" "$tmp"/missing/tests/1-missing/report.txt'
check "missing judge: the table is the built-in judge's" \
    'grep -q "^# engine: kiryoku.*(embedded)" "$tmp"/missing/tests/1-missing/analysis.tsv'
"$K" report 1 --data "$tmp/missing" > /dev/null 2>&1
check "missing judge: kiryoku report writes it again" \
    'grep -q "^note: Rated by the built-in judge because usi:/no/such/engine could not start\." "$tmp"/missing/tests/1-missing/report.txt'

# The same in Japanese.
wait $p_missing_ja; st=$?
check "ja: the test ends normally" '[ $st -eq 0 ]'
check "ja: said in Japanese" 'grep -q "より強い判定エンジン usi:/no/such/engine を起動できなかったため" "$tmp/missing_ja.log"'
check "ja: the result in Japanese" \
    'sed -n "/^== 結果/,\$p" "$tmp/missing_ja.log" | grep -q "を起動できなかったため、内蔵の判定エンジンで判定しました。"'

# Dies after 40 searches (in the first games' background analysis), and again
# when restarted: the built-in judge takes over for the whole test.
wait $p_died; st=$?
check "dying judge: the test ends normally" '[ $st -eq 0 ]'
check "dying judge: it was used before it died" '[ "$(wc -l < "$tmp/died.searches")" -eq 40 ]'
check "dying judge: the player is told" \
    'grep -q "stopped working, so this test goes on with the" "$tmp/died.log"'
check "dying judge: no game lost" '[ "$(games_played died)" = 4 ]'
check "dying judge: the result names the built-in judge" \
    'sed -n "/^== Your result/,\$p" "$tmp/died.log" | tr "\n" " " | grep -q "Rated by the built-in judge because usi:sh .*dieafter40.* stopped working during the test\."'
check "dying judge: one judge in the table, the built-in one" \
    'grep -q "^# engine: kiryoku.*(embedded)" "$tmp"/died/tests/1-died/analysis.tsv && ! grep -q "Fake Engine" "$tmp"/died/tests/1-died/analysis.tsv'

# An unknown judge is refused at once, naming the known ones.
"$K" test --headless --player usi:false --judge nosuch --data "$tmp/nosuch" > /dev/null 2> "$tmp/nosuch.err"; st=$?
check "unknown judge: refused" '[ $st -ne 0 ]'
check "unknown judge: the known ones listed" 'grep -q "no judge .nosuch. (the judges: embedded-d5, gpsshogi-d4)" "$tmp/nosuch.err"'
check "--judge is in the help" '"$K" test --help 2>&1 | grep -q -- "--judge ID"'
check "the help names the default judge" '"$K" test --help 2>&1 | grep -q "(default embedded-d5)"'
check "the help fits 80 columns" '[ -z "$("$K" test --help 2>&1 | awk "length > 80")" ]'

[ "$fail" = 0 ] || for f in "$tmp"/*.log; do echo "--- $f"; tail -30 "$f"; done
echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
