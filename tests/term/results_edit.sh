#!/bin/sh
# An organiser's corrections to the list (README, "Results and reports"):
# `kiryoku results --rename ID NAME` changes the name in the list, the
# records folder, the game records, the analysis table and the reports,
# and leaves the rating as it was; `--delete ID` asks on a terminal (n
# keeps, y removes the test and its folder), refuses without a terminal
# unless --yes, and leaves the other tests alone; a test another kiryoku
# may be playing is refused; a deleted test's number is not given again;
# `report ID` and a rename keep the language the player read;
# bad arguments get a message and exit 2.
cd "$(dirname "$0")/../.." || exit 1
. tests/term/common.inc
term_need_tmux

data=$(mktemp -d)
trap 'term_stop; rm -rf "$data"' EXIT
k=$term_bin

# Two short tests by a script player (a few moves each game, then it resigns).
printf '1 7g7f 2g2f\n2 3c3d 8c8d\n3 7g7f\n4 3c3d\n' > "$data/moves.txt"
for who in alice carol; do
    "$k" test --headless --player "script:$data/moves.txt" --games 4 --name "$who" --data "$data/d" --lang en \
        > "$data/$who.log" 2>&1
    check_exit "a short test of $who" 0 $? "$data/$who.log"
done
csv_row() { "$k" results --csv --data "$data/d" | grep "^$1,"; }
before=$(csv_row 1 | cut -d, -f7-10)

"$k" results --rename 1 "Alice B" --data "$data/d" > "$data/rename.out" 2>&1
check_exit "--rename 1 'Alice B'" 0 $? "$data/rename.out"
check_file "it says what it did" "$data/rename.out" "Test 1: alice is now Alice B"
new="$data/d/tests/1-Alice_B"
if [ -d "$new" ] && [ ! -e "$data/d/tests/1-alice" ]; then ok "the folder is renamed"; else
    not_ok "the folder is renamed"; ls "$data/d/tests"; fi
"$k" results --csv --data "$data/d" > "$data/d/list.csv"
check_file "the list has the new name and folder" "$data/d/list.csv" "^1,[^,]*,Alice B,.*/tests/1-Alice_B,"
check_file "the game records have the new name" "$new/game1.kifu" "Alice B"
check_file "the analysis table has the new name" "$new/analysis.tsv" "	Alice B	"
if grep -q "	alice	" "$new/analysis.tsv"; then not_ok "no row left under the old name"; else ok "no row left under the old name"; fi
check_file "the report is written again" "$new/report.json" "Alice B"
after=$(csv_row 1 | cut -d, -f7-10)
if [ "$before" = "$after" ]; then ok "the figures stay ($after)"; else not_ok "the figures stay ($before -> $after)"; fi
"$k" report 1 --data "$data/d" > "$data/report.out" 2>&1
check_exit "kiryoku report 1 after the rename" 0 $? "$data/report.out"

# A copied data folder whose own copy of the test's folder is gone: its
# result still names the original's, which a rename there must not touch.
cp -r "$data/d" "$data/copy" && rm -rf "$data/copy/tests/1-Alice_B"
"$k" results --rename 1 Zed --data "$data/copy" > /dev/null 2>&1
check_exit "--rename in a copy without the test's folder" 0 $?
check_file "the original's folder is left alone" "$new/report.json" "Alice B"
named=$("$k" results --csv --data "$data/copy" | grep "^1," | cut -d, -f12)
if [ "$named" = "$new" ]; then ok "the copy's result still names the folder that exists"; else
    not_ok "the copy's result still names the folder that exists ($named)"; fi

"$k" results --rename 1 "  " --data "$data/d" 2> "$data/err"
check_exit "an empty name" 2 $?
check_file "an empty name is said" "$data/err" "needs the new name"
"$k" results --rename 9 x --data "$data/d" 2> "$data/err"
check_exit "a test that is not there" 1 $?
check_file "a missing test is named" "$data/err" "no test 9 in"
"$k" results --rename 1 a b --data "$data/d" 2> "$data/err"
check_exit "a name in two words, unquoted" 2 $?
"$k" results --delete 1 --csv --data "$data/d" 2> "$data/err"
check_exit "--delete with --csv" 2 $?

# No terminal to ask on: nothing is deleted without --yes.
"$k" results --delete 2 --data "$data/d" < /dev/null 2> "$data/err"
check_exit "--delete without a terminal or --yes" 2 $?
check_file "it says to add --yes" "$data/err" "add --yes"
csv_row 2 > /dev/null && ok "test 2 is still there" || not_ok "test 2 is still there"

# On a terminal it asks: n keeps, y deletes (in Japanese here).
term_start 80 24 results --delete 2 --lang ja --data "$data/d"
check "--delete asks first" "テスト 2 (carol、開始" 10
check "and names the folder" "2-carol を削除しますか?" 3
term_keys n Enter
check "n deletes nothing" "何も削除していません。" 5
csv_row 2 > /dev/null && ok "n: test 2 is still listed" || not_ok "n: test 2 is still listed"
term_start 80 24 results --delete 2 --lang en --data "$data/d"
term_wait "It cannot be undone. (y/n)" 10
term_keys y Enter
check "y deletes" "Test 2 deleted." 5
check "and exits 0" "EXIT:0" 5
csv_row 2 > /dev/null && not_ok "test 2 is gone from the list" || ok "test 2 is gone from the list"
if [ -e "$data/d/tests/2-carol" ]; then not_ok "its folder is removed"; else ok "its folder is removed"; fi
csv_row 1 > /dev/null && ok "test 1 stays" || not_ok "test 1 stays"

# A report is written again in the language its player read, unless
# --lang says otherwise: an organiser's English terminal does not turn a
# Japanese player's report into English (nor does a rename).
"$k" test --headless --player "script:$data/moves.txt" --games 4 --name hana --data "$data/d" --lang ja \
    > "$data/hana.log" 2>&1
if csv_row 3 | grep -q ",hana,"; then ok "the next test is number 3, not the deleted 2 again"; else
    not_ok "the next test is number 3, not the deleted 2 again"; "$k" results --data "$data/d"; fi
hana=$(csv_row 3 | cut -d, -f12)
LANG=C.UTF-8 "$k" report 3 --data "$data/d" > /dev/null 2>&1
check_file "report ID: the player's Japanese, not the locale's English" "$hana/report.txt" "^kiryoku 棋力判定テスト 3: hanaさん"
"$k" report 3 --lang en --data "$data/d" > /dev/null 2>&1
check_file "report ID --lang en: English" "$hana/report.txt" "^kiryoku placement test 3: hana,"
"$k" report 3 --lang ja --data "$data/d" > /dev/null 2>&1
LANG=C.UTF-8 "$k" results --rename 3 はな --data "$data/d" > /dev/null 2>&1
check_file "a rename keeps the report Japanese" "$data/d/tests/3-はな/report.txt" "^kiryoku 棋力判定テスト 3: はなさん"

# A test another kiryoku may be playing: refused while it holds the folder.
term_start 80 24 test --lang en --data "$data/d" --name dave
term_to_game1
if csv_row 4 | grep -q ",dave,"; then ok "the test being played is listed as 4"; else
    not_ok "the test being played is listed as 4"; "$k" results --data "$data/d"; fi
"$k" results --delete 4 --yes --data "$data/d" 2> "$data/err"
check_exit "deleting the test being played" 1 $?
check_file "is refused in plain words" "$data/err" "is playing a test in"
"$k" results --rename 1 "Alice C" --data "$data/d" > /dev/null 2>&1
check_exit "a finished test can be renamed meanwhile" 0 $?
term_stop

# A first test under way has no folder yet: the list does not send the
# organiser to one, it says when the folders come.
term_start 80 24 test --lang en --data "$data/first" --name erin
term_to_game1
"$k" results --data "$data/first" > "$data/first.out" 2>&1
check_file "a test under way: listed" "$data/first.out" "^1 .*erin"
check_file "no folder yet: the list says when it comes" "$data/first.out" "go into a folder per test when it ends"
if grep -q "one folder per test" "$data/first.out"; then not_ok "no folder yet: none named as if it were there"; else
    ok "no folder yet: none named as if it were there"; fi
term_stop

term_summary
