#!/bin/sh
# perft speed: kiryoku vs fairy-stockfish on the same positions in the same
# run, side by side with the ratio. Figures on a shared machine are noisy.
set -eu
cd "$(dirname "$0")/.."
fsf=${FAIRY_STOCKFISH:-/usr/games/fairy-stockfish}
make -s build/kiryoku

now() { date +%s.%N; }

# kiryoku_perft SFEN DEPTH -> "nodes seconds"
kiryoku_perft() {
    if [ "$1" = startpos ]; then out=$(build/kiryoku perft "$2"); else out=$(build/kiryoku perft --sfen "$1" "$2"); fi
    echo "$out" | awk '/^nodes/ {n=$2} /^time/ {t=$2} END {print n, t}'
}

# fsf_perft SFEN DEPTH -> "nodes seconds" (wall clock of the whole run;
# start-up is a few milliseconds)
fsf_perft() {
    if [ "$1" = startpos ]; then pos="position startpos"; else pos="position sfen $1"; fi
    t0=$(now)
    n=$(printf 'usi\n%s\ngo perft %s\nquit\n' "$pos" "$2" | "$fsf" 2>/dev/null | awk '/^Nodes searched:/ {print $3}')
    t1=$(now)
    echo "$n $(awk -v a="$t0" -v b="$t1" 'BEGIN { print b - a }')"
}

row() { # name sfen depth expected
    set -- "$1" "$2" "$3" "$4" $(kiryoku_perft "$2" "$3")
    kn=$5; kt=$6
    if [ -x "$fsf" ]; then set -- "$@" $(fsf_perft "$2" "$3"); fn=$7; ft=$8; else fn=-; ft=0; fi
    awk -v name="$1" -v d="$3" -v want="$4" -v kn="$kn" -v kt="$kt" -v fn="$fn" -v ft="$ft" 'BEGIN {
        knps = kt > 0 ? kn / kt : 0; fnps = ft > 0 ? fn / ft : 0
        printf "%-9s d%-2s %12s %s | kiryoku %8.2f s %7.1f Mn/s | fairy-stockfish %12s %8.2f s %6.1f Mn/s | speed ratio %5.1fx\n",
            name, d, kn, (want == "" ? "   " : kn == want ? "ok " : "BAD"), kt, knps / 1e6, fn, ft, fnps / 1e6, (fnps > 0 ? knps / fnps : 0) }'
}

echo "perft: kiryoku vs fairy-stockfish (nodes/s; wall clock; shared 2-core machine, noisy)"
# Known counts (perft/perft_reference.json), to flag a wrong count.
expect() { case "$1:$2" in
    startpos:5) echo 19861490 ;; startpos:6) echo 547581517 ;;
    matsuri:3) echo 4809015 ;; matsuri:4) echo 516925165 ;; *) echo "" ;; esac; }
sd=${PERFT_START_DEPTH:-6}; md=${PERFT_MATSURI_DEPTH:-4}
row startpos startpos "$sd" "$(expect startpos "$sd")"
row matsuri "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1" "$md" "$(expect matsuri "$md")"
