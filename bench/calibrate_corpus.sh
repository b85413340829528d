#!/bin/sh
# Corpus-scale figures for estimate and calibrate: a synthetic analysis table
# the size of the thesis's corpus (31,398 games of about 120 plies, both
# players' moves: about 3.8 million rows, 3,000 rated players), then the time
# and peak memory of `kiryoku calibrate` (groups and --by-player) and of one
# `kiryoku estimate`. Prints figures; never passes or fails on time.
# usage: bench/calibrate_corpus.sh [GAMES]   (default 31398)
set -eu
cd "$(dirname "$0")/.."
games=${1:-31398}
K=./build/kiryoku
[ -x "$K" ] || { echo "build/kiryoku missing: run make" >&2; exit 1; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/kiryoku-bench.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
# Player i has rating 1100 + (i * 7919) % 900; a move loses about what the
# thesis line says for that rating, give or take 200 cp (deterministic).
awk -v games="$games" -v ratings="$tmp/ratings.txt" 'BEGIN {
    srand(2019); players = 3000
    for (i = 0; i < players; i++) { r[i] = 1100 + (i * 7919) % 900; printf "p%d\t%d\n", i, r[i] > ratings }
    print "# kiryoku analysis table v1\n# engine: synthetic\n# depth: 10"
    print "game\tply\tplayer\teval_before\teval_after\tclock_left_ms\tgame_plies\tin_book"
    for (g = 0; g < games; g++) {
        a = int(rand() * players); b = int(rand() * players); plies = 80 + int(rand() * 80)
        for (ply = 1; ply <= plies; ply++) {
            p = (ply % 2) ? a : b
            before = int(rand() * 1200) - 600
            loss = int((r[p] - 2529) / 4.2464 + (rand() - 0.5) * 400)
            printf "q%d\t%d\tp%d\t%d\t%d\t%d\t%d\t0\n", g, ply, p, before, before + loss, 600000 - ply * 3000, plies
        }
    }
}' > "$tmp/corpus.tsv"
rows=$(($(wc -l < "$tmp/corpus.tsv") - 4))
echo "corpus: $games games, $rows rows, $(du -m "$tmp/corpus.tsv" | cut -f1) MB"
run() { # label command...
    label=$1; shift
    /usr/bin/time -f "%e %M" -o "$tmp/time" "$@" > "$tmp/out" 2>&1 || { cat "$tmp/out"; exit 1; }
    set -- $(cat "$tmp/time")
    echo "$label: $1 s, peak $(($2 / 1024)) MB"
}
run "calibrate, groups of 100" $K calibrate --ratings "$tmp/ratings.txt" "$tmp/corpus.tsv"
grep -E "^(profile|r =|leave)" "$tmp/out"
run "calibrate --by-player" $K calibrate --by-player --ratings "$tmp/ratings.txt" "$tmp/corpus.tsv"
grep -E "^(profile|r =|leave)" "$tmp/out"
run "estimate --player p42 (2000 bootstrap samples)" $K estimate --player p42 "$tmp/corpus.tsv"
head -1 "$tmp/out"
