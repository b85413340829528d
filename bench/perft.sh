#!/bin/sh
# perft speed: kiryoku vs fairy-stockfish on the same positions in the same
# run, side by side with the ratio, by wall clock and by CPU time (the CPU
# figure is the fairer one when other jobs share the machine).
set -eu
cd "$(dirname "$0")/.."
fsf=${FAIRY_STOCKFISH:-/usr/games/fairy-stockfish}
make -s build/kiryoku
tmp=build/bench/perft.times
mkdir -p build/bench

# run_kiryoku SFEN DEPTH -> "nodes wall cpu"
run_kiryoku() {
    if [ "$1" = startpos ]; then set -- "" "$2"; else set -- "--sfen=$1" "$2"; fi
    if [ -n "$1" ]; then
        n=$(python3 bench/cputime.py build/kiryoku perft --sfen "${1#--sfen=}" "$2" 2> "$tmp" | awk '/^nodes/ {print $2}')
    else
        n=$(python3 bench/cputime.py build/kiryoku perft "$2" 2> "$tmp" | awk '/^nodes/ {print $2}')
    fi
    echo "$n $(awk '{print $2, $4}' "$tmp")"
}

# run_fsf SFEN DEPTH -> "nodes wall cpu" (start-up is a few milliseconds)
run_fsf() {
    if [ "$1" = startpos ]; then pos="position startpos"; else pos="position sfen $1"; fi
    n=$(printf 'usi\n%s\ngo perft %s\nquit\n' "$pos" "$2" | python3 bench/cputime.py "$fsf" 2> "$tmp" \
        | awk '/^Nodes searched:/ {print $3}')
    echo "$n $(awk '{print $2, $4}' "$tmp")"
}

row() { # name sfen depth expected
    k=$(run_kiryoku "$2" "$3")
    if [ -x "$fsf" ]; then f=$(run_fsf "$2" "$3"); else f="- 0 0"; fi
    echo "$1 $3 ${4:-none} $k $f" | awk '{
        name = $1; d = $2; want = $3; kn = $4; kw = $5; kc = $6; fn = $7; fw = $8; fc = $9
        ok = want == "none" ? "   " : (kn == want ? "ok " : "BAD")
        printf "%-9s d%-2s %11s %s| kiryoku %6.2f s wall %6.2f s cpu %6.1f Mn/s | fairy-stockfish %11s %7.2f s wall %7.2f s cpu %5.1f Mn/s | ratio %5.1fx wall %5.1fx cpu\n",
            name, d, kn, ok, kw, kc, (kc > 0 ? kn / kc / 1e6 : 0), fn, fw, fc, (fc > 0 ? fn / fc / 1e6 : 0),
            (kw > 0 ? fw / kw : 0), (kc > 0 ? fc / kc : 0) }'
}

# Known counts (perft/perft_reference.json), to flag a wrong count.
expect() { case "$1:$2" in
    startpos:5) echo 19861490 ;; startpos:6) echo 547581517 ;;
    matsuri:3) echo 4809015 ;; matsuri:4) echo 516925165 ;; *) echo "" ;; esac; }
sd=${PERFT_START_DEPTH:-6}; md=${PERFT_MATSURI_DEPTH:-4}
echo "perft: kiryoku vs fairy-stockfish (Mn/s by CPU time; shared 2-core machine, noisy)"
row startpos startpos "$sd" "$(expect startpos "$sd")"
row matsuri "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1" "$md" "$(expect matsuri "$md")"
