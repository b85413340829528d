#!/bin/sh
# The human loss profile (issue 19): what people's errors look like, as
# kiryoku's own analysis sees them. Analyses the 250 human games of
# tests/data/human/lishogi_250.usi.txt with `kiryoku analyze` at its default
# budget (embedded engine, depth 5, 150,000-node cap) and prints, with
# bench/human_profile.py, how often a move in a level position costs 0-50,
# 50-150, 150-300, 300-600 and 600+ cp, by ply band, and how often a mate was
# on the board and the move let it go. These are the figures the synthetic
# players of the accuracy pool must match (bench/HUMAN_PROFILE.md, which
# make accuracy appends to bench/ACCURACY.md). It also writes their bucket
# counts to bench/human_profile_hist.tsv; the accuracy report sets the
# pool's players beside them.
#
# Resumable: each game's table is kept in $HUMAN_PROFILE_DIR (default
# build/human_profile/tables) and never analysed twice; a game's table is
# written whole or not at all. Kill it and run it again. Long (about 20-30
# CPU minutes for all 250 games at 40-60 ms a position), so it runs under
# nice -n 10, one game at a time, one search thread.
#   HUMAN_PROFILE_DIR    where the tables and the private program go
#   HUMAN_PROFILE_GAMES  how many games, file order (default all 250)
#   HUMAN_PROFILE_CPU    CPU seconds one game may take (default 600): a
#                        safety net; a game over it is marked .skipped and
#                        counted in the summary
#   HUMAN_PROFILE_ARGS   extra arguments for bench/human_profile.py
#   HUMAN_PROFILE_ROOTS  1: also score every root move where the estimator
#                        counts a move, from ply 20 (`analyze
#                        --root-scores-counted --counted-min-ply 20`, about
#                        1.2x the nodes), then fit people's move-choice
#                        sensitivity s per side (`estimate --stat choice`,
#                        bench/HUMAN_PLAYER.md); default directory
#                        build/human_profile_roots
set -u
cd "$(dirname "$0")/.." || exit 1
roots=${HUMAN_PROFILE_ROOTS:-}
if [ -n "$roots" ]; then
    dir=${HUMAN_PROFILE_DIR:-build/human_profile_roots}
    set -- --root-scores-counted --counted-min-ply 20
else
    dir=${HUMAN_PROFILE_DIR:-build/human_profile}
    set --
fi
games=${HUMAN_PROFILE_GAMES:-250}
cpu=${HUMAN_PROFILE_CPU:-600}
mkdir -p "$dir/games" "$dir/tables"
# A private copy of the program, kept across restarts: the shared tree's
# build/kiryoku may change under a run, and every table of one profile must
# come from one engine. Delete $dir to start over with a new build.
K=$dir/kiryoku.bin
if [ ! -x "$K" ]; then
    nice -n 10 make -s build/kiryoku || exit 1
    cp build/kiryoku "$K.part" && mv "$K.part" "$K"
    git log -1 --format='%H %s' > "$dir/kiryoku.commit"
fi

# One record file per game (the analyser names a game after its file).
awk -v dir="$dir/games" -v max="$games" 'NF > 0 && n < max {
    n++; f = sprintf("%s/h%03d.usi", dir, NR); printf "position startpos moves %s\n", $0 > f; close(f)
}' tests/data/human/lishogi_250.usi.txt

start=$(date +%s)
n=0
total=$(ls "$dir/games" | wc -l)
for g in "$dir"/games/*.usi; do
    n=$((n + 1))
    out=$dir/tables/$(basename "$g" .usi).tsv
    if [ ! -s "$out" ] && [ ! -e "$out.skipped" ]; then
        if (ulimit -t "$cpu"; exec nice -n 10 "$K" analyze --threads 1 "$@" -o "$out.part" "$g") 2> "$out.err"; then
            mv "$out.part" "$out" && rm -f "$out.err"
        else
            echo "human_profile: $g not analysed (over $cpu CPU s or failed): $(cat "$out.err")" >&2
            mv "$out.err" "$out.skipped"
            rm -f "$out.part" "$out".part.tmp*
        fi
        echo "human_profile: $n/$total games ($(($(date +%s) - start)) s)" >&2
    fi
done

skipped=$(ls "$dir"/tables/*.skipped 2>/dev/null | wc -l)
echo "human_profile: $(ls "$dir"/tables/*.tsv | wc -l) tables, $skipped skipped; engine $(cat "$dir/kiryoku.commit")"
python3 bench/human_profile.py --hist-out bench/human_profile_hist.tsv ${HUMAN_PROFILE_ARGS:-} "$dir"/tables/*.tsv
if [ -n "$roots" ]; then
    for side in sente gote; do
        echo "people's move choice, $side:"
        "$K" estimate --lang en --stat choice --min-ply 20 --player "$side" "$dir"/tables/*.tsv 2>&1 |
            grep -E '^(choice model|kiryoku estimate:)'
    done
fi
