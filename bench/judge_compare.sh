#!/bin/sh
# Judges compared on people's moves (issue 34 item 2): each candidate judge
# analyses, in the 168 human games of tests/data/human/, the moves that can
# count by the reference judge (from ply JUDGE_MIN_PLY, out of book, level
# within JUDGE_LEVEL cp by the reference, no mate), and
# bench/judge_compare.py sets its losses beside the reference's: per-move
# r, median and lower-quartile loss ratios, the side-to-move lean, and the
# CPU a position costs.
#
# The reference's tables come from bench/profile_fit.sh (whole games), e.g.
# gpsshogi at 1 s a position:
#   PROFILE_FIT_DIR=$RUNS/judge-gps1000 PROFILE_FIT_ONLY=judge PROFILE_FIT_MS=1000 \
#       PROFILE_FIT_NICE=0 sh bench/profile_fit.sh
# then:
#   JUDGE_REF=$RUNS/judge-gps1000/gpsusi-1000ms JUDGE_DIR=$RUNS/judges \
#       sh bench/judge_compare.sh [NAME...]
# Candidates (NAME: analyze's options), all with a node or depth budget so
# that a table is the same on every run and with any number of threads:
#   emb1x    the embedded engine at the default (depth 5, 150,000 nodes)
#   emb4x    depth 7, 600,000 nodes
#   emb16x   depth 9, 2,400,000 nodes
#   fsf300k  fairy-stockfish, 300,000 nodes, one thread
#   gpsd4    gpsshogi searching to its LimitDepth 4 (a depth, not a time)
#   gpsd5    the same at LimitDepth 5
#   gpsd4c   gpsshogi at depth 4 through `analyze --depth 4`, each position
#            from cleared tables (a build whose bridge sets gpsusi's depth
#            itself: gpsusi keeps its tables across usinewgame, so gpsd4 and
#            gpsd5 above search each position after the game's earlier ones)
# and, not a candidate (a time per position), a yardstick for the goal
# "r at least gpsshogi at 300 ms's own with the reference":
#   gps300ms gpsshogi at 300 ms a position
# and the reference's own repeatability (the ceiling of any judge's r: the
# reference's settings searched again, a timed search differing run to run):
#   gps1000ms gpsshogi at 1 s a position
# Timed searches depend on the load: run them alone, e.g. in an autogroup
# of their own at JUDGE_NICE=0 with every other job at nice 19.
# A game's table of a candidate is analysed with `kiryoku analyze --moves`
# and kept with its CPU seconds (NAME/GAME.cpu); kill the script and run it
# again to go on. Two runs share the work (a lock per game and candidate).
#   JUDGE_GAMES  at most this many games (file order; default all)
#   JUDGE_NICE   nice level (default 10)
#   JUDGE_ORDER  "newest" to take the reference's newest tables first (while
#                it still runs); default file order
set -u
cd "$(dirname "$0")/.." || exit 1
ref=${JUDGE_REF:?set JUDGE_REF to a folder of the reference judge\'s tables}
dir=${JUDGE_DIR:-build/judges}
min_ply=${JUDGE_MIN_PLY:-20}
level=${JUDGE_LEVEL:-600}
max_games=${JUDGE_GAMES:-1000}
nice=${JUDGE_NICE:-10}
[ -d "$ref" ] || { echo "judge_compare: no reference tables in $ref" >&2; exit 1; }
[ $# -gt 0 ] || set -- emb1x emb4x emb16x fsf300k gpsd4
fsf=/usr/games/fairy-stockfish
gps=/usr/games/gpsusi

candidate_args() {
    case $1 in
    emb1x) echo "" ;;
    emb4x) echo "--depth 7 --nodes 600000" ;;
    emb16x) echo "--depth 9 --nodes 2400000" ;;
    fsf300k) echo "--engine usi:$fsf --option UCI_Variant=shogi --option Threads=1 --depth 64 --nodes 300000" ;;
    gpsd4) echo "--engine usi:$gps --option LimitDepth=4 --movetime 600000" ;;
    gpsd5) echo "--engine usi:$gps --option LimitDepth=5 --movetime 600000" ;;
    gpsd4c) echo "--engine usi:$gps --depth 4" ;;
    gps300ms) echo "--engine usi:$gps --movetime 300" ;;
    gps1000ms) echo "--engine usi:$gps --movetime 1000" ;;
    *) return 1 ;;
    esac
}
for c in "$@"; do
    candidate_args "$c" > /dev/null || { echo "judge_compare: no candidate '$c' (emb1x emb4x emb16x fsf300k gpsd4 gpsd5 gpsd4c gps300ms gps1000ms)" >&2; exit 1; }
done

# A private copy of the program for the whole run (see profile_fit.sh).
mkdir -p "$dir/games" "$dir/moves"
K=$dir/kiryoku.bin
if [ ! -x "$K" ]; then
    make -s build/kiryoku || exit 1
    cp build/kiryoku "$K.part" && mv "$K.part" "$K"
    git log -1 --format='%H %s' > "$dir/kiryoku.commit"
fi
awk -v dir="$dir/games" 'NF >= 41 {
    f = sprintf("%s/h%03d.usi", dir, NR); printf "position startpos moves %s\n", $0 > f; close(f)
}' tests/data/human/lishogi_250.usi.txt

# moves_of GAME: the plies the reference says can count, as ranges
# ("21-30,34"), in $dir/moves/GAME.txt; empty when none.
moves_of() {
    out=$dir/moves/$1.txt
    [ -e "$out" ] && return 0
    awk -F'\t' -v min="$min_ply" -v level="$level" '
        /^#/ || $1 == "game" { next }
        $2 >= min && $8 == 0 && $4 !~ /mate/ && $5 !~ /mate/ && $4 <= level && $4 >= -level {
            if (n && $2 == last + 1) { last = $2; next }
            if (n) printf "%s", (first == last ? first : first "-" last) ","
            first = last = $2; n++
        }
        END { if (n) printf "%s", (first == last ? first : first "-" last) }' "$ref/$1.tsv" > "$out.part" &&
        mv "$out.part" "$out"
}

# analyse CANDIDATE GAME: its table and CPU seconds, whole or not at all.
analyse() {
    out=$dir/$1/$2.tsv
    [ -s "$out" ] || [ -e "$out.failed" ] && return 0
    mkdir "$out.lock" 2>/dev/null || return 0
    # shellcheck disable=SC2046 # the arguments are words by design
    if nice -n "$nice" python3 bench/cputime.py "$K" analyze --threads 1 $(candidate_args "$1") \
        --moves "$(cat "$dir/moves/$2.txt")" -o "$out.part" "$dir/games/$2.usi" 2> "$out.err"; then
        sed -n 's/.*cpu \([0-9.]*\).*/\1/p' "$out.err" > "$dir/$1/$2.cpu"
        mv "$out.part" "$out" && rm -f "$out.err"
    else
        echo "judge_compare: $1 failed on $2: $(cat "$out.err")" >&2
        mv "$out.err" "$out.failed"
    fi
    rmdir "$out.lock"
}

n=0
start=$(date +%s)
if [ "${JUDGE_ORDER:-}" = newest ]; then
    tables=$(ls -t "$ref"/*.tsv)
else
    tables=$(ls "$ref"/*.tsv)
fi
for t in $tables; do
    name=$(basename "$t" .tsv)
    [ -e "$dir/games/$name.usi" ] || continue
    n=$((n + 1))
    [ "$n" -le "$max_games" ] || break
    moves_of "$name"
    [ -s "$dir/moves/$name.txt" ] || continue
    for c in "$@"; do
        mkdir -p "$dir/$c"
        analyse "$c" "$name"
    done
    echo "judge_compare: $n games ($(($(date +%s) - start)) s)" >&2
done
