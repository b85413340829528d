#!/bin/sh
# A test killed mid-thought (kill -9) resumes with the time spent thinking
# charged, up to at most a second before the kill (issue 17: 8:48 at the
# kill must not become 8:51 after); the resume question says whose test it
# is, where and when it stopped, and what "no" does; only n says no (Enter
# and stray keys do not answer); "no" closes it as abandoned (its game
# exported) and starts a new test; a normal quit exits 0; a store that
# cannot be written holds the test on a page that says why.
cd "$(dirname "$0")/../.." || exit 1
. tests/term/common.inc
term_need_tmux

data=$(mktemp -d)
trap 'term_stop; rm -rf "$data"' EXIT
XDG_DATA_HOME=$data
export XDG_DATA_HOME

# The tested player's clock (the bottom row beside their name), in seconds.
my_clock() { term_screen | grep -F "$1" | head -n 1 | sed -E 's/.* ([0-9]+):([0-9]{2}).*/\1 \2/' |
             awk '{ print $1 * 60 + $2 }'; }

start_game() { # NAME: through the welcome to game 1's board
    term_start 80 24 test --judge embedded-d5 --time 40 --lang en
    term_wait "Welcome to kiryoku" 30
    term_keys Enter
    term_wait "Your name" 5
    term_type "$1"
    term_wait "See a short tour" 5
    term_keys n
    term_wait "Play a short practice game first" 5
    term_keys n
    term_wait "Your clock starts when you press Enter." 5
}

start_game killme
sleep 2
term_keys Enter
check "game 1" "Game 1 of 4" 30
term_wait "Your move" 30
first=$(my_clock "killme")
if [ -n "$first" ] && [ "$first" -ge 39 ]; then ok "no clock ran on the page before the game ($first s left)"; else
    not_ok "no clock ran on the page before the game ($first s left)"; fi
sleep 6 # thinking: this time must not be refunded
before=$(my_clock "killme")
kill -9 "$(term_pid)"
check "killed" "EXIT:137" 5
if [ -n "$before" ] && [ "$before" -le 35 ]; then ok "time ran while thinking ($before s left)"; else
    not_ok "time ran while thinking ($before s left)"; fi

term_start 80 24 test --judge embedded-d5 --time 40 --lang en
check "resume asks, naming whose test" "Resume the test of killme?" 30
check "resume says where it stopped" "game 1 of 4 (moves played: 0)"
check "resume says when it stopped" "stopped 20"
check "resume says what no does" "n: close it (it stays in the results as abandoned"
term_keys y
check "the resumed game is announced" "Your clock starts when you press Enter." 10
term_keys Enter
check "game 1 again" "Game 1 of 4" 30
after=$(my_clock "killme")
# At most a second refunded: the clock shown after the resume (it has just
# started again) is at most one second above the one shown at the kill.
if [ -n "$after" ] && [ -n "$before" ] && [ "$after" -le $((before + 1)) ] && [ "$after" -ge $((before - 2)) ]; then
    ok "time charged up to the kill ($before s left at the kill, $after s after the resume)"
else
    not_ok "time charged up to the kill ($before s left at the kill, $after s after the resume)"
fi
term_type "7g7f"
check "a move after the resume" "1 ▲7六歩" 10
# The AI's reply is stored as soon as it is made; wait for it, so the count
# the next resume question gives does not depend on how fast the AI was.
check "the AI replies" "2 △" 60
# Stopped from outside (SIGSTOP, as Ctrl-Z stops it) and continued: the 5 s
# it did not run are not the player's.
sleep 0.5
before=$(my_clock "killme")
kill -STOP "$(term_pid)"
sleep 5
kill -CONT "$(term_pid)"
sleep 1.2
after=$(my_clock "killme")
if [ -n "$before" ] && [ -n "$after" ] && [ "$after" -ge $((before - 2)) ]; then
    ok "a stop is not charged ($before s left before, $after s after)"
else
    not_ok "a stop is not charged ($before s left before, $after s after)"
fi
# q asks; yes stops, saved; a normal quit is not an error.
term_keys q
check "quit asks, and says the test can resume" "Stop the test here? You can resume it later. (y/n)"
term_keys y
check "a normal quit exits 0" "EXIT:0" 10
check "and says everything is saved" "every move is saved"

# Declining: the old test is closed as abandoned, with its game exported.
term_start 80 24 test --judge embedded-d5 --time 40 --lang en
check "resume asked again" "Resume the test of killme?" 30
check "where: both moves played" "game 1 of 4 (moves played: 2)"
# No closes the test for good, so only n says it: the Enter that went on
# past the last page, or a stray key, leaves the question up.
term_keys Enter
sleep 1
term_keys x
sleep 1
check "Enter and a stray key do not answer the resume question" "Resume the test of killme?" 2
term_keys n
check "no: a new test starts" "Welcome to kiryoku" 10
"$term_bin" results --csv > "$data/results.csv" 2> "$data/results.err"
check_exit "kiryoku results --csv" 0 $? "$data/results.err"
if grep -F killme "$data/results.csv" | grep -q ",abandoned,"; then
    ok "the declined test is abandoned in the results"; else not_ok "the declined test is abandoned in the results"; fi
dir=$(ls -d "$data"/kiryoku/tests/*-killme 2>/dev/null | head -n 1)
check_file "the declined test's game is exported" "$dir/game1.kifu" "７六歩"
term_keys q
check "q on the welcome leaves, exit 0" "EXIT:0" 10

# A store that can no longer be written mid-game (a file-size limit, as a
# full disk): the person is told why on a page that waits, instead of the
# program ending; q there ends it with the reason, and started again
# kiryoku offers the test with every move saved before the failure.
term_file_limit "$data" 600
term_start 80 24 test --judge embedded-d5 --time 300 --lang en
term_to_game1 diskfull
term_play_until "The test cannot go on" 7g7f 2g2f 6g6f 5g5f 4g4f 3g3f 1g1f 9g9f 4i5h 6i7h 3i4h 7i6h 1i1h 9i9h \
    5i4i 4i3i 5h5i 7h7i 4h3h 6h5h
check "a store that cannot be written: a page says so" "The test cannot go on" 10
alive "the page waits; the program has not ended"
check "it says how to go on" "Mend the cause (a full disk: free some space), then press Enter"
term_keys q
check "q ends it, with the reason" "could not be saved" 10
check "exit 1" "EXIT:1" 5
term_file_unlimit
term_start 80 24 test --judge embedded-d5 --time 300 --lang en
check "started again: the test is offered" "Resume the test of diskfull?" 30
term_keys y
check "and goes on where it stopped" "Game 1 of 4: resumed" 10
term_keys Enter
term_wait "Your move" 30
term_keys q
term_wait "(y/n)" 5
term_keys y
term_wait "EXIT:0" 10

# Mended while the page waits (the limit lifted from outside, as freeing
# space would): Enter goes on with the same test, not asked about again.
term_file_limit "$data" 600
term_start 80 24 test --judge embedded-d5 --time 300 --lang en
check "again the test is offered" "Resume the test of diskfull?" 30
term_keys y
term_wait "Game 1 of 4: resumed" 10
term_keys Enter
term_play_until "The test cannot go on" 4g4f 3g3f 1g1f 9g9f 8g8f 4i5h 6i7h 3i4h 7i6h 1i1h 9i9h 5i4i 4i3i \
    5h5i 7h7i 4h3h 6h5h
check "the page again" "The test cannot go on" 10
prlimit --pid "$(term_pid)" --fsize=unlimited:
term_keys Enter
check "mended, Enter goes on with the same test" "Game 1 of 4: resumed" 10
check_not "without asking again" "Resume the test of"
term_keys Enter
check "its board again, the player to move" "Your move" 30
term_file_unlimit

term_summary
