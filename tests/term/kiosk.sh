#!/bin/sh
# Kiosk mode as a booth runs it (issue 17): a visitor cannot leave with q,
# Ctrl-C, Ctrl-Z or Ctrl-\ on any screen; a visitor who walks away is gone
# after the idle time, the test is closed as abandoned with its games
# exported, and the next visitor starts at an empty welcome screen; the
# practice game is announced and its end says the clock starts on Enter;
# the operator leaves with the secret (given on the command line, or chosen
# at a prompt when the kiosk starts), and SIGTERM from outside ends it too;
# a store that cannot be written leaves the booth out of service, not at a
# shell.
cd "$(dirname "$0")/../.." || exit 1
. tests/term/common.inc
term_need_tmux

data=$(mktemp -d)
trap 'term_stop; umount "$data/tiny" 2>/dev/null; rm -rf "$data"' EXIT
XDG_DATA_HOME=$data
export XDG_DATA_HOME

signal_keys() { # WHERE: Ctrl-C, Ctrl-Z and Ctrl-\ do nothing there
    for k in C-c C-z 'C-\'; do
        term_keys "$k"
        alive "$k on $1 does not leave"
    done
}
# results_row NAME: NAME's row of kiryoku results --csv into $row; the
# command's exit status is a check of its own (piped into grep, it was not).
results_row() {
    "$term_bin" results --csv > "$data/results.csv" 2> "$data/results.err"
    check_exit "kiryoku results --csv (for $1)" 0 $? "$data/results.err"
    row=$(grep -F "$1" "$data/results.csv")
}

# No word "test": options alone run the test (README: kiryoku [test] [--kiosk] ...).
term_start 80 24 --kiosk --judge embedded-d5 --operator-secret s3cret --idle-seconds 4 --time 20 --lang en
check "kiosk welcome" "Welcome to kiryoku, a shogi placement test." 30
signal_keys "the welcome screen"
term_keys q
check "q on the welcome asks for the operator" "Operator only"
term_type "nope"
check "a wrong secret is refused" "Wrong secret: kiosk mode goes on."
term_keys Enter
check "back at the welcome" "Welcome to kiryoku"

# Visitor 1: a name, no tour, no practice, game 1, then walks away.
term_keys Enter
check "name asked" "Your name, for the game records"
term_type "visitor1"
check "tour offered" "See a short tour"
term_keys q
alive "q on a question does not leave"
# Any key but a deliberate y answers no (issue 38): q declines the tour.
check "q declines the tour: practice offered" "Play a short practice game first"
term_keys n
check "the test's start is announced" "The test starts now"
check "no clock before Enter" "Your clock starts when you press Enter."
signal_keys "a page"
term_keys Enter
check "game 1" "Game 1 of 4" 30
check "visitor 1 to move" "Your move" 30
term_type "7g7f"
check "a move played" "1 ▲7六歩" 10
signal_keys "the board"
term_keys q
check "q on the board asks, and says the test ends" "End your test here? It cannot be resumed."
term_keys n
alive "n keeps playing"
# Gone: no key for the idle time (4 s): closed, and an empty welcome.
check "an idle visitor's test is closed: the welcome again" "Welcome to kiryoku" 20
results_row visitor1
if echo "$row" | grep -q ",abandoned,"; then ok "visitor 1's test is abandoned in the results"; else
    not_ok "visitor 1's test is abandoned in the results ($row)"; fi
dir1=$(ls -d "$data"/kiryoku/tests/*-visitor1 2>/dev/null | head -n 1)
check_file "visitor 1's game 1 exported" "$dir1/game1.kifu" "７六歩"
check_file "the abandoned game is marked stopped" "$dir1/game1.csa" "%CHUDAN"

# Visitor 2 starts afresh: no name offered, nothing resumed; the practice
# game is announced as not counting, and its end as the test's start.
term_keys Enter
check "visitor 2: the name page" "Your name, for the game records"
if term_screen | grep -q "visitor1"; then not_ok "visitor 2 is not offered visitor 1's name"; else
    ok "visitor 2 is not offered visitor 1's name"; fi
term_type "visitor2"
term_wait "See a short tour" 5
term_keys y
term_wait "How to move (1 of 2)" 5
term_keys Enter
term_wait "Tour: move the pawn" 5
term_keys q
check "q on the tour's board offers to skip it (not to end the test)" "Skip the rest of the tour? (y/n)"
term_keys y
term_wait "Play a short practice game first" 5
term_keys y
check "practice intro: it does not count" "This game does not count"
term_keys Enter
check "practice board" "Practice game" 30
term_keys x
check "resign asked" "Resign this game? (y/n)"
term_keys y
check "practice over: a page, not the next board" "Practice over" 30
check "practice over says the test starts now" "The test starts now"
check "practice over: the clock waits for Enter" "Your clock starts when you press Enter."
check_not "no board behind the page" "move>"
term_keys Enter
check "game 1 after the break" "Game 1 of 4" 30
term_keys q
term_wait "End your test here?" 5
term_keys y
check "a visitor who ends the test: the welcome again" "Welcome to kiryoku" 20
results_row visitor2
if echo "$row" | grep -q ",abandoned,"; then ok "visitor 2's test is abandoned in the results"; else
    not_ok "visitor 2's test is abandoned in the results ($row)"; fi

# The operator leaves with the secret.
term_keys q
term_wait "Operator only" 5
term_type "s3cret"
check "the operator leaves with the secret" "EXIT:0" 10

# Kiosk started without a secret: chosen at the start (typed twice, unseen).
term_start 80 24 test --kiosk --judge embedded-d5 --time 20 --lang en
check "the secret is asked at the start" "Kiosk mode: the operator's secret" 30
term_type "abcd"
check "and asked again" "Type the same secret again."
term_type "abce"
check "two different answers are refused" "The two differ"
term_keys Enter
term_type "abcd"
term_wait "Type the same secret again." 5
term_type "abcd"
check "then the welcome" "Welcome to kiryoku" 10
if term_screen | grep -q "abcd"; then not_ok "the secret is never shown"; else ok "the secret is never shown"; fi
term_keys q
term_wait "Operator only" 5
term_type "abcd"
check "the chosen secret leaves" "EXIT:0" 10

# A store that can no longer be written (a file-size limit here, as a full
# disk): the booth shows "Out of service" with the reason, wrapped to the
# screen, and stays up; q and the secret end it; the moves saved before
# are offered for resuming when it starts again.
term_file_limit "$data" 600
term_start 80 24 --kiosk --judge embedded-d5 --operator-secret s3cret --time 300 --lang en
term_to_game1 visitor4
term_play_until "Out of service" 7g7f 2g2f 6g6f 5g5f 4g4f 3g3f 1g1f 9g9f 4i5h 6i7h 3i4h 7i6h 1i1h 9i9h 5i4i 4i3i \
    5h5i 7h7i 4h3h 6h5h
check "a store that cannot be written: out of service" "Out of service" 10
alive "out of service: the kiosk stays"
check "out of service: the staff is called" "Please call the staff."
term_settle
if term_screen | grep -B1 -F "Everything saved before this page" | head -n 1 | grep -q '^ *$'; then
    ok "out of service: the reason is wrapped to the screen, not over the next line"
else not_ok "out of service: the reason is wrapped to the screen, not over the next line"; term_screen | head -n 12; fi
if term_screen | grep -q '^    .*kiryoku\.db)$'; then ok "out of service: the wrapped reason keeps its indent"; else
    not_ok "out of service: the wrapped reason keeps its indent"; fi
signal_keys "the out-of-service page"
term_keys q
term_wait "Operator only" 5
term_type "s3cret"
check "the operator leaves from the out-of-service page" "EXIT:0" 10
term_start 80 24 --kiosk --judge embedded-d5 --operator-secret s3cret --time 300 --lang en
check "started again: visitor 4's test is offered" "Resume the test of visitor4?" 30
term_keys y
check "and resumes where its moves were saved" "Game 1 of 4: resumed" 10
term_keys Enter
check "visitor 4's board again" "Your move" 30
# Out of service again, then mended while the page waits (the limit lifted
# from outside, as freeing space would): Enter, and the visitor goes on.
term_play_until "Out of service" 4g4f 3g3f 1g1f 9g9f 8g8f 4i5h 6i7h 3i4h 7i6h 1i1h 9i9h 5i4i 4i3i 5h5i 7h7i
check "out of service again" "Out of service" 10
prlimit --pid "$(term_pid)" --fsize=unlimited:
term_keys Enter
check "mended, Enter: the visitor's test is offered (a kiosk asks)" "Resume the test of visitor4?" 10
term_keys y
check "and the visitor goes on" "Game 1 of 4: resumed" 10
term_keys Enter
check "at the board, to move" "Your move" 30
term_file_unlimit
term_keys q
term_wait "End your test here?" 5
term_keys y
term_wait "Welcome to kiryoku" 20
term_keys q
term_wait "Operator only" 5
term_type "s3cret"
term_wait "EXIT:0" 10

# A disk that fills during the day: the next visitor is told at once, on
# the out-of-service page, before a game starts, and the booth takes them
# once room is made. Needs a small file system of its own (a tmpfs: root).
tiny="$data/tiny"
if [ "$(id -u)" = 0 ] && mkdir -p "$tiny" && mount -t tmpfs -o size=9m tmpfs "$tiny" 2>/dev/null; then
    term_start 80 24 --kiosk --judge embedded-d5 --operator-secret s3cret --time 300 --lang en --data "$tiny/d"
    term_to_game1 visitor5
    term_keys q
    term_wait "End your test here?" 5
    term_keys y
    term_wait "Welcome to kiryoku" 20
    dd if=/dev/zero of="$tiny/fill" bs=1M count=7 2>/dev/null
    term_keys Enter
    term_wait "Your name, for the game records" 5
    term_type "visitor6"
    term_wait "See a short tour" 5
    term_keys n
    term_wait "Play a short practice game first" 5
    term_keys n
    check "a disk with too little room: out of service before the game" "Out of service" 10
    check "it says how much room there is" "MB free in"
    check_not "no game was started" "Game 1 of 4"
    rm -f "$tiny/fill"
    term_keys Enter
    check "room made: Enter, and the welcome again" "Welcome to kiryoku" 10
    term_stop
    umount "$tiny"
else
    for c in "out of service before the game" "how much room" "no game started" "the welcome again"; do
        ok "a disk with too little room: $c (skipped: mounting a small tmpfs needs root)"
    done
fi

# SIGTERM from another shell ends the kiosk, the terminal restored.
term_start 80 24 --kiosk --judge embedded-d5 --operator-secret s3cret --time 20 --lang en
term_wait "Welcome to kiryoku" 30
kill -TERM "$(term_pid)"
check "SIGTERM from outside ends the kiosk" "EXIT:0" 10
alt=$(T display -p -t k '#{alternate_on}')
if [ "$alt" = 0 ]; then ok "terminal restored after SIGTERM"; else not_ok "terminal restored after SIGTERM"; fi

term_summary
