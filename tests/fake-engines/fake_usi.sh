#!/bin/sh
# A scripted USI engine for testing the bridge's USI backend.
#   fake_usi.sh MODE [STATE_FILE]
# MODE:
#   ok            a well-behaved engine: MultiPV up to 500, fixed scores
#   silent        never answers anything (no handshake)
#   noready       answers usi but never readyok
#   crash         dies (exit 3) in the middle of every search
#   crash-once    dies in its first search; after a restart (STATE_FILE
#                 remembers) it behaves like ok
#   garbage       mixes junk lines into the handshake and search, then answers
#   bad-bestmove  ends its search with "bestmove xyzzy"
#   ignore-stop   searches "infinite" and never answers stop
#   gps           gpsusi-like: MultiPVWidth, untagged root lines, mates as
#                 huge cp, and dies on "go depth"
#   gpsdepth      gps with its LimitDepth option (4..10): its info lines are
#                 at that depth, and each value set is appended to
#                 STATE_FILE ("LimitDepth=N"), so a test sees what was sent
#   resign        resigns at its first search ("bestmove resign")
#   slow          like ok, but takes a second over every finite search
#   persist       like ok, but keeps its options in STATE_FILE as gpsusi
#                 keeps gpsusi.conf: written on every setoption, announced
#                 as the defaults at the next start
#   log           like ok, but appends the position of every search to
#                 STATE_FILE (one line per go), so a test counts searches;
#                 and "start"/"end" to STATE_FILE.life as it starts and
#                 exits, so a test can wait for an orphaned engine (its
#                 program killed) to finish the commands it had read
#   dieafterN     like log, but once STATE_FILE holds N searches it dies
#                 (exit 3) at every search, a restarted one too: a judge
#                 that stops working in the middle of a test
# The root moves and scores are fixed (side to move's view):
#   7g7f 50, 2g2f 30, 5g5f -10, 1g1f -120, 9g9f mate -3
mode=$1
state=${2:-}

if [ "$mode" = crash-once ]; then
    if [ -n "$state" ] && [ -e "$state" ]; then mode=ok; else mode=crash; [ -n "$state" ] && : > "$state"; fi
fi

die_after=
case $mode in dieafter*) die_after=${mode#dieafter}; mode=log ;; esac
if [ "$mode" = log ] && [ -n "$state" ]; then
    echo start >> "$state.life"
    trap 'echo end >> "$state.life"' EXIT
fi
gpsdepth=0
if [ "$mode" = gpsdepth ]; then mode=gps; gpsdepth=1; fi
limit=8
multipv=1
width=0
hash=16
if [ "$mode" = persist ]; then
    [ -n "$state" ] && [ -e "$state" ] && . "$state"
fi
save() { [ "$mode" = persist ] && printf 'multipv=%s\nhash=%s\n' "$multipv" "$hash" > "$state"; return 0; }

lines() { # print root lines for the current multipv setting
    if [ "$mode" = gps ]; then
        d=3
        [ "$gpsdepth" = 1 ] && d=$limit
        if [ "$width" -gt 0 ]; then
            echo "info depth $d seldepth 5 time 10 score cp 50 nodes 1000 nps 100000 pv 7g7f 3c3d"
            echo "info depth $d seldepth 5 time 11 score cp 30 nodes 1100 nps 100000 pv 2g2f 8c8d"
            echo "info depth $d"
            echo "info depth $d seldepth 5 time 12 score cp -10 nodes 1200 nps 100000 pv 5g5f pass"
            echo "info depth $d seldepth 5 time 13 score cp -120 nodes 1300 nps 100000 pv 1g1f 3c3d"
            echo "info depth $d seldepth 5 time 14 score cp -1148897 nodes 1400 nps 100000 pv 9g9f 3c3d"
        else
            echo "info depth $d seldepth 5 time 10 score cp 50 nodes 1000 nps 100000 pv 7g7f 3c3d"
        fi
        return
    fi
    echo "info depth 1 seldepth 1 multipv 1 score cp 20 nodes 10 time 1 pv 2g2f"
    echo "info depth 2 seldepth 2 multipv 1 score cp 45 lowerbound nodes 40 time 2 pv 7g7f"
    echo "info depth 2 seldepth 3 multipv 1 score cp 50 nodes 50 time 3 pv 7g7f 3c3d"
    [ "$multipv" -ge 2 ] && echo "info depth 2 seldepth 3 multipv 2 score cp 30 nodes 50 time 3 pv 2g2f 8c8d"
    [ "$multipv" -ge 3 ] && echo "info depth 2 seldepth 3 multipv 3 score cp -10 nodes 50 time 3 pv 5g5f"
    [ "$multipv" -ge 4 ] && echo "info depth 2 seldepth 3 multipv 4 score cp -120 nodes 50 time 3 pv 1g1f"
    [ "$multipv" -ge 5 ] && echo "info depth 2 seldepth 3 multipv 5 score mate -3 nodes 50 time 3 pv 9g9f"
    return 0
}

junk() { [ "$mode" = garbage ] && echo "#@!% this is not USI at all"; return 0; }

while IFS= read -r line; do
    set -- $line
    case "$1" in
    usi)
        [ "$mode" = silent ] && continue
        junk
        echo "id name Fake Engine ($mode)"
        echo "id author kiryoku tests"
        if [ "$mode" = gps ]; then
            echo "option name MultiPVWidth type spin default 0 min 0 max 1000"
            echo "option name BookDepth type spin default 30 min 0 max 100"
            [ "$gpsdepth" = 1 ] && echo "option name LimitDepth type spin default $limit min 4 max 10"
        else
            echo "option name MultiPV type spin default $multipv min 1 max 500"
            echo "option name USI_Hash type spin default $hash min 1 max 1024"
        fi
        junk
        echo "usiok" ;;
    isready)
        [ "$mode" = noready ] && continue
        echo "readyok" ;;
    setoption)
        [ "$3" = MultiPV ] && multipv=$5
        [ "$3" = MultiPVWidth ] && width=$5
        [ "$3" = USI_Hash ] && hash=$5
        if [ "$3" = LimitDepth ]; then limit=$5; [ -n "$state" ] && echo "LimitDepth=$5" >> "$state"; fi
        save ;;
    position)
        position=$line ;;
    go)
        if [ -n "$die_after" ] && [ -e "$state" ] && [ "$(wc -l < "$state")" -ge "$die_after" ]; then
            echo "fake engine stopping for good after $die_after searches" >&2
            exit 3
        fi
        [ "$mode" = log ] && [ -n "$state" ] && echo "$position" >> "$state"
        if [ "$mode" = gps ] && { [ "$2" = depth ] || [ "$2" = nodes ] || [ "$2" = movetime ]; }; then
            echo "terminate called after throwing an instance of 'std::out_of_range'" >&2
            exit 134
        fi
        if [ "$mode" = crash ]; then
            echo "info depth 1 score cp 10 pv 7g7f"
            echo "fake engine crashing on purpose" >&2
            exit 3
        fi
        if [ "$mode" = resign ]; then
            echo "info depth 1 score cp -3000 pv 7g7f"
            echo "bestmove resign"
            continue
        fi
        [ "$mode" = slow ] && [ "$2" != infinite ] && sleep 1
        if [ "$mode" = ignore-stop ]; then
            echo "info depth 1 seldepth 1 multipv 1 score cp 77 nodes 5 time 1 pv 2g2f 8c8d"
            continue
        fi
        junk
        lines
        junk
        if [ "$2" = infinite ]; then continue; fi
        if [ "$mode" = bad-bestmove ]; then echo "bestmove xyzzy"; continue; fi
        echo "bestmove 7g7f ponder 3c3d" ;;
    stop)
        [ "$mode" = ignore-stop ] && continue
        echo "bestmove 7g7f ponder 3c3d" ;;
    quit)
        exit 0 ;;
    esac
done
