#!/bin/sh
# Fits the shipped profile of the embedded engine (assets/profiles/) by
# composing the thesis line with the measured relation between kiryoku's
# losses and a strong judge's on the same human games.
#
# The thesis line (rating = 4.2464 * loss + 2529) assumes Gikou 2.0.2 at
# depth 10 as the judge; kiryoku's own engine at its analysis default charges
# people less per move than strong engines do. This script analyses the human
# games of tests/data/human/ twice, with `kiryoku analyze` at its default
# budget and with the judge through `kiryoku analyze --engine usi:...`, and
# bench/profile_fit.py fits judge_loss = c * kiryoku_loss over the positions
# each analysis counts. No person's rating enters the fit.
#
# Resumable: each game's table is kept in $PROFILE_FIT_DIR (default
# build/profile_fit) and never analysed twice; kill it and run it again.
# Long: run it under nice (it does: nice -n $PROFILE_FIT_NICE), on a subset
# if need be.
#   PROFILE_FIT_GAMES   how many games (those of >= 41 plies, file order;
#                       default all 168)
#   PROFILE_FIT_JUDGE   the judge's command (default /usr/games/gpsusi)
#   PROFILE_FIT_MS      the judge's time per position in ms (default 300)
#   PROFILE_FIT_ONLY    "kiryoku" or "judge": analyse only that side
#   PROFILE_FIT_ENGINE  kiryoku's engine spec (default embedded; e.g.
#                       embedded:nnue=FILE to fit a net as the judge's peer)
#   PROFILE_FIT_CPU     CPU seconds one game's analysis may take (default
#                       600): a safety net. Without a node cap (before issue
#                       14) a few decisive, drop-heavy endgames took the
#                       embedded engine many minutes at depth 5; with the
#                       default cap a position costs at most its node budget.
#                       A game over the limit is left out of the fit (marked
#                       .skipped, counted in the summary).
#   PROFILE_FIT_WRITE   a profile path to write (default: print only)
#   PROFILE_FIT_NICE    the analyses' nice level (default 10). A judge given
#                       a time (--movetime) reads less deeply when it must
#                       share its core, so a time-limited reference is run
#                       at 0 beside work that is itself niced.
#   PROFILE_FIT_CUT     kiryoku analyses each game only up to the judge's
#                       last position within this many cp of level (default
#                       1500; 0 = whole games). Past it every position is
#                       decided, none can count (|eval_before| <= 200), and
#                       those are the drop-heavy endgames that cost the
#                       embedded engine minutes. So the judge runs first.
set -u
cd "$(dirname "$0")/.." || exit 1
games=${PROFILE_FIT_GAMES:-168}
judge=${PROFILE_FIT_JUDGE:-/usr/games/gpsusi}
ms=${PROFILE_FIT_MS:-300}
only=${PROFILE_FIT_ONLY:-}
dir=${PROFILE_FIT_DIR:-build/profile_fit}
judge_tag=$(basename "$judge")-${ms}ms
[ -x "$judge" ] || { echo "profile_fit: judge $judge not found" >&2; exit 1; }
mkdir -p "$dir/games" "$dir/kiryoku" "$dir/$judge_tag"
# A private copy of the program, kept across restarts: the shared tree's
# build/kiryoku changes under a run of hours, and every table of one fit must
# come from one engine. Delete $dir to start over with a new build.
K=$dir/kiryoku.bin
if [ ! -x "$K" ]; then
    make -s build/kiryoku || exit 1
    cp build/kiryoku "$K.part" && mv "$K.part" "$K"
    git log -1 --format='%H %s' > "$dir/kiryoku.commit"
fi
# The private copy's bench signature (engine/bench.h), which the profile
# names as engine_signature: test_bench_signature then fails as soon as the
# engine no longer is the one the profile was fitted with. A net has none.
if [ ! -s "$dir/kiryoku.signature" ] && [ "${PROFILE_FIT_ENGINE:-embedded}" = embedded ]; then
    nice -n 10 "$K" bench | tail -n 1 > "$dir/kiryoku.signature" || exit 1
fi

# One record file per game: the analyser names a game after its file.
awk -v dir="$dir/games" -v max="$games" 'NF >= 41 && n < max {
    n++; printf "position startpos moves %s\n", $0 > sprintf("%s/h%03d.usi", dir, NR); close(sprintf("%s/h%03d.usi", dir, NR))
}' tests/data/human/lishogi_250.usi.txt

cpu=${PROFILE_FIT_CPU:-600}
nice=${PROFILE_FIT_NICE:-10}

# analyse OUTDIR GAME ARGS...: one game's table, written whole or not at all.
analyse() {
    out=$1/$(basename "$2" .usi).tsv; game=$2; shift 2
    [ -s "$out" ] || [ -e "$out.skipped" ] && return 0
    # Two runs may share the work (one per core): a game is taken by the
    # first to make its lock; a killed run leaves its lock behind (remove
    # $dir/*/*.lock before restarting).
    mkdir "$out.lock" 2>/dev/null || return 0
    if (ulimit -t "$cpu"; exec nice -n "$nice" "$K" analyze --threads 1 "$@" -o "$out.part" "$game") 2> "$out.err"; then
        mv "$out.part" "$out" && rm -f "$out.err"
    else
        echo "profile_fit: $game not analysed (over $cpu CPU s or failed): $(cat "$out.err")" >&2
        mv "$out.err" "$out.skipped"
        rm -f "$out.part" "$out".part.tmp*
    fi
    rmdir "$out.lock"
}

cut=${PROFILE_FIT_CUT:-1500}
mkdir -p "$dir/cut"

# cut_game GAME: the game up to one ply past the judge's last position
# within $cut cp of level (the record for kiryoku's analysis), or nothing
# when the judge has not analysed it (yet, or at all).
cut_game() {
    name=$(basename "$1" .usi); jt="$dir/$judge_tag/$name.tsv"; out="$dir/cut/$name.usi"
    [ "$cut" = 0 ] && { cp "$1" "$out"; return 0; }
    [ -s "$jt" ] || return 1
    last=$(awk -F'\t' -v cut="$cut" '!/^#/ && $2 ~ /^[0-9]+$/ && $4 !~ /mate/ && $4 <= cut && $4 >= -cut { l = $2 } END { print l + 0 }' "$jt")
    awk -v keep=$((last + 1)) '{ printf "%s %s %s", $1, $2, $3; for (i = 4; i <= NF && i - 3 <= keep; i++) printf " %s", $i; print "" }' "$1" > "$out"
}

start=$(date +%s)
n=0
total=$(ls "$dir/games" | wc -l)
for g in "$dir"/games/*.usi; do
    n=$((n + 1))
    name=$(basename "$g" .usi)
    [ "$only" = kiryoku ] || analyse "$dir/$judge_tag" "$g" --engine "usi:$judge" --movetime "$ms"
    if [ "$only" != judge ]; then
        # Run alone, kiryoku waits for the judge's table of this game.
        while [ "$cut" != 0 ] && [ ! -s "$dir/$judge_tag/$name.tsv" ] && [ ! -e "$dir/$judge_tag/$name.tsv.skipped" ]; do
            sleep 10
        done
        cut_game "$g" && analyse "$dir/kiryoku" "$dir/cut/$name.usi" --engine "${PROFILE_FIT_ENGINE:-embedded}"
    fi
    echo "profile_fit: $n/$total games ($(($(date +%s) - start)) s)" >&2
done

python3 bench/profile_fit.py --kiryoku "$dir/kiryoku" --judge "$dir/$judge_tag" \
    --judge-name "$(basename "$judge") at $ms ms a position" \
    --judge-name-ja "$(basename "$judge")、1局面 $ms ミリ秒" \
    --commit "$dir/kiryoku.commit" --signature "$dir/kiryoku.signature" \
    ${PROFILE_FIT_WRITE:+--write "$PROFILE_FIT_WRITE"}
