#!/bin/sh
# The clock on screen: it ticks in tenths under 10 s, the side to move loses
# at zero even when nobody touches a key, and the loss is recorded; the
# time the program was stopped (SIGSTOP, Ctrl-Z) is not charged. Also
# measures key-to-screen latency (figures printed, never pass/fail on time).
cd "$(dirname "$0")/../.." || exit 1
. tests/term/common.inc
term_need_tmux

save=$(mktemp -d)
trap 'term_stop; rm -rf "$save"' EXIT

term_start 80 24 play --ai none --lang en --time 3 --save-dir "$save"
check "a 3-second clock shows tenths" "0:02." 2
a=$(term_screen | grep -F ">▲ Sente")
sleep 0.35
b=$(term_screen | grep -F ">▲ Sente")
if [ -n "$a" ] && [ "$a" != "$b" ]; then ok "the clock ticks without input"; else not_ok "the clock ticks without input ('$a' then '$b')"; fi
check "the idle side to move loses on time" "Gote wins on time" 5
check_not "no clock below zero" "-0:"
term_keys q
check "leaves after the game" "EXIT:0"
csa=$(ls "$save"/*.csa 2>/dev/null | head -n 1)
kif=$(ls "$save"/*.kifu 2>/dev/null | head -n 1)
check_file "CSA records the time loss" "$csa" "%TIME_UP"
check_file "KIF records the time loss" "$kif" "切れ負け"

# Latency: from tmux send-keys to the character on screen, 20 keys; the
# same through `cat` is the part tmux and the polling add by themselves.
measure() { # PREFIX: sets n, total, worst
    worst=0; total=0; n=0; seen=""
    for c in 7 g 7 f x 1 2 3 4 5 6 7 8 9 a b c d e f; do
        seen="$seen$c"
        t0=$(term_ms)
        term_keys -l "$c"
        term_wait "$1$seen" 2 || break
        dt=$(($(term_ms) - t0))
        total=$((total + dt)); n=$((n + 1))
        [ "$dt" -gt "$worst" ] && worst=$dt
    done
}
# Stopped (Ctrl-Z, SIGSTOP) and continued: the time the program did not
# run is not the mover's. The clock beside the side to move, in seconds.
sente_clock() { term_screen | grep -F ">▲ Sente" | sed -E 's/.* ([0-9]+):([0-9]{2}).*/\1 \2/' | awk '{ print $1 * 60 + $2 }'; }
term_start 80 24 play --ai none --lang en --time 60 --save-dir "$save"
term_wait ">▲ Sente" 3
before=$(sente_clock)
kill -STOP "$(term_pid)"
sleep 5
kill -CONT "$(term_pid)"
sleep 1.2
after=$(sente_clock)
if [ -n "$before" ] && [ -n "$after" ] && [ "$after" -ge $((before - 2)) ]; then
    ok "5 s stopped are not charged ($before s left before, $after s after)"
else
    not_ok "5 s stopped are not charged ($before s left before, $after s after)"
fi
term_keys q
term_wait "Quit this game? (y/n)" 3
term_keys y
check "leaves after the stop" "EXIT:0" 5

term_start 80 24 play --ai none --lang en --save-dir "$save"
term_wait "move>" 3
term_keys ":"
term_wait "Tab complete" 2
measure "move> "
if [ "$n" = 20 ]; then
    ok "every typed key shown"
    echo "figure: key-to-screen latency through tmux: mean $((total / n)) ms, worst $worst ms over $n keys"
else
    not_ok "every typed key shown (only $n of 20)"
fi
# Leave the program by its own quit, not by killing tmux: its exit status
# is checked (a crash after the last key would otherwise pass).
term_keys Escape
term_keys q
term_wait "Quit this game? (y/n)" 3
term_keys y
check "leaves after the typed keys" "EXIT:0" 5
T kill-server 2>/dev/null
term_sock="kiryoku-term-$$-cat"
T -f /dev/null new-session -d -s k -x 80 -y 24 "stty -icanon -echo; exec cat"
sleep 0.2
measure ""
echo "figure: the same through cat (tmux and polling alone): mean $((total / (n > 0 ? n : 1))) ms, worst $worst ms over $n keys"
term_summary
