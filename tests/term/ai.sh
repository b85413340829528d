#!/bin/sh
# Playing the AI: while the engine thinks (on its own thread) the screen
# keeps counting the AI's clock down in tenths and the player can still use
# the keys; the thinking time is charged to the AI; the player may resign
# while the AI thinks. The engine is a deliberately slow scripted one.
cd "$(dirname "$0")/../.." || exit 1
. tests/term/common.inc
term_need_tmux

save=$(mktemp -d)
trap 'term_stop; rm -rf "$save"' EXIT
engine="usi:sh $(pwd)/tests/term/slow_usi.inc 2.5"

# The AI is sente with 9 s: tenths are on screen from the start.
term_start 80 24 play --engine "'$engine'" --color white --time 9 --lang en --save-dir "$save"
check "the AI thinks first" "AI is thinking..." 3
# Sample the AI's clock line for 1.5 s; the longest stretch without a change
# says whether the display ever froze.
last=""; changes=0; longest=0; since=$(term_ms); stop=$(($(term_ms) + 1500))
while [ "$(term_ms)" -lt "$stop" ]; do
    line=$(term_screen | grep -E "AI1 \(settai\) +[0-9]+:[0-9]" | head -n 1)
    now=$(term_ms)
    if [ "$line" != "$last" ]; then
        [ -n "$last" ] && [ $((now - since)) -gt "$longest" ] && longest=$((now - since))
        changes=$((changes + 1)); last=$line; since=$now
    fi
    sleep 0.01
done
echo "figure: AI clock display changed $changes times in 1.5 s while the AI thought; longest gap $longest ms"
# A tenths clock redrawn as it should changes ~15 times; a display frozen
# while the AI thinks changes at most once. The bar sits between, low
# enough that a loaded machine (fewer redraws, slower screen reads) passes.
if [ "$changes" -ge 4 ]; then ok "AI clock keeps ticking while it thinks"; else not_ok "AI clock keeps ticking while it thinks ($changes changes)"; fi
term_keys "?"
check "keys still work while the AI thinks" "Keys (any key closes this help)" 1
term_keys Escape
check "the AI's move arrives" "1 ▲7六歩" 4
you=$(term_screen | grep -E "You +[0-9]+:[0-9]" | grep -oE "[0-9]:[0-9]{2}(\.[0-9])?" | head -n 1)
case "$you" in 0:09.*|0:08.*) ok "the AI's thinking was not charged to the player ($you)" ;;
    *) not_ok "the AI's thinking was not charged to the player ($you)" ;; esac
ai=$(term_screen | grep -E "AI1 \(settai\) +[0-9]+:[0-9]" | grep -oE "[0-9]:[0-9]{2}(\.[0-9])?" | head -n 1)
case "$ai" in 0:06.*|0:05.*|0:04.*) ok "the AI's clock paid for its thinking ($ai)" ;;
    *) not_ok "the AI's clock paid for its thinking ($ai)" ;; esac

# Resign while the AI thinks.
term_type "3c3d"
check "AI thinking again" "AI is thinking..." 2
term_keys x; term_wait "(y/n)" 5; term_keys y # a y typed with x does not answer
check "resigned while the AI thought" "AI1 (settai) wins by resignation" 5
term_keys q
check "leaves" "EXIT:0" 5

# The real thing: AI1 on the embedded engine answers, and the record says
# which player was the AI (the analyser needs that).
rm -f "$save"/*
term_start 80 24 play --time 30 --lang en --save-dir "$save"
check "AI1 game starts" "kiryoku play vs AI1 (settai)"
term_type "7g7f"
check "the embedded AI answers" "2 △" 10
term_keys q; term_wait "(y/n)" 5; term_keys y # a y typed with q does not answer
check "leaves the AI game" "EXIT:0" 5
check_file "record names the AI" "$(ls "$save"/*.kifu 2>/dev/null | head -n 1)" "kiryoku-ai"
term_summary
