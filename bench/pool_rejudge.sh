#!/bin/sh
# bench/pool_rejudge.sh (issue 34 item 5): where the rating stands with
# another judge. The accuracy pool's placement tests (a finished
# bench/accuracy.sh run) are judged again, the same games, by another
# judge; bench/pool_rejudge.py then rates both versions of every test the
# way the accuracy report does (a line fitted on the other players) and
# compares them test by test.
#
#   sh bench/pool_rejudge.sh RUN OUT [PLAYER...]
#
#   RUN      a finished accuracy run (its elo.tsv, pool.tsv and tests/; round
#            2's is in the history, see bench/accuracy.sh)
#   OUT      where everything lands; run again to resume
#   PLAYER   tested players of the run (default: eight spread over the
#            pool's strength and its kinds of player, below)
#
# Environment:
#   REJUDGE_ENGINE  `kiryoku analyze` arguments of the new judge (default
#                   gpsshogi at depth 4, each position from cleared tables:
#                   the judge gpsshogi-d4 of `kiryoku test --judge`)
#   REJUDGE_SEEDS   tests a player (default 4), REJUDGE_GAMES games a test
#                   (default 4, the test's length)
#   REJUDGE_FROM    the first move searched (default 40, the estimator's
#                   --min-ply: only what the default filters can count)
#   REJUDGE_JOBS    games searched at once (default 2)
#   REJUDGE_NICE    nice level of the searches (default 19). nice ranks
#                   processes within one session's autogroup only: to
#                   yield to another session's time-limited search, start
#                   this in a session whose autogroup is niced too.
#
# OUT/old and OUT/new are run directories the report's code reads: the same
# tests (games 1..REJUDGE_GAMES, moves from REJUDGE_FROM), the old judge's
# rows copied from RUN, the new judge's searched; a test is marked done in
# both only when all its games are in. OUT/bin holds the private copy of
# the program that searches and estimates, so a rebuild in the work tree
# cannot change a half-done run. The work goes seed by seed, so a partial
# run already has every player's first tests.
set -eu
cd "$(dirname "$0")/.."
[ $# -ge 2 ] || { sed -n '2,/^set -eu/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 2; }
run=$1; out=$2; shift 2
[ -f "$run/elo.tsv" ] && [ -d "$run/tests" ] || { echo "pool_rejudge: $run is not an accuracy run (no elo.tsv or tests/)" >&2; exit 1; }
players=${*:-softmax25-d1 fairy-depth1 human2000-d3 human2500-d3 nodes4500 depth4 nodes10000 nodes15000}
engine=${REJUDGE_ENGINE:---engine usi:/usr/games/gpsusi --depth 4}
seeds=${REJUDGE_SEEDS:-4}
games=${REJUDGE_GAMES:-4}
from=${REJUDGE_FROM:-40}
jobs=${REJUDGE_JOBS:-2}
nice=${REJUDGE_NICE:-19}

# One game, searched by the new judge unless already there.
search_one() {
    s=$1; p=$2; g=$3
    dest=$out/games/$p-s$s-game$g.tsv
    [ -f "$dest" ] && return 0
    # A test still being played (a run under way) has a game on the board:
    # only finished tests are judged; a later start takes the rest.
    [ -f "$run/tests/$p-s$s/done" ] || return 0
    # Another runner (a second start while one runs) holds the game: its
    # lock dies with it, so an interrupted game is simply searched again.
    exec 9> "$dest.lock"
    flock -n 9 || return 0
    src=$(ls -d "$run/tests/$p-s$s/tests/"*/ | head -1)
    # shellcheck disable=SC2086 # the engine's arguments are words
    nice -n "$nice" "$out/bin/kiryoku" analyze $engine --threads 1 --moves "$from-9999" \
        "${src}game$g.csa" -o "$dest.part" 2> "$dest.err" &&
        mv "$dest.part" "$dest" && rm -f "$dest.err"
}

# A test's two tables, once all its games are searched.
assemble() {
    s=$1; p=$2
    [ -f "$run/tests/$p-s$s/done" ] || return 0
    g=1
    while [ "$g" -le "$games" ]; do
        [ -f "$out/games/$p-s$s-game$g.tsv" ] || return 0
        g=$((g + 1))
    done
    src=$(ls -d "$run/tests/$p-s$s/tests/"*/ | head -1)
    for side in old new; do
        t=$out/$side/tests/$p-s$s
        [ -f "$t/done" ] && continue
        mkdir -p "$t/tests/1-$p"
        [ -f "$run/tests/$p-s$s/cpu" ] && cp "$run/tests/$p-s$s/cpu" "$t/cpu"
    done
    # old: the rows of the same games and moves; new: the games' tables
    # joined under the first one's header, with every game's AI opponents
    # (a game's table names only its own), the game column telling them apart.
    awk -F'\t' -v n="$games" -v from="$from" '
        /^#/ { print; next }
        $1 == "game" { print; next }
        { g = substr($1, 5) + 0 }
        g >= 1 && g <= n && $2 >= from' "${src}analysis.tsv" > "$out/old.tsv.new"
    first=$out/games/$p-s$s-game1.tsv
    {
        grep '^#' "$first" | grep -v '^# ai: '
        cat "$out/games/$p-s$s-game"*.tsv | grep '^# ai: ' | sort -u
        g=1
        while [ "$g" -le "$games" ]; do
            f=$out/games/$p-s$s-game$g.tsv
            if [ "$g" = 1 ]; then grep -v '^#' "$f"; else grep -v '^#' "$f" | sed 1d; fi
            g=$((g + 1))
        done
    } > "$out/new.tsv.new"
    # A table that changed (a fixed assembly) makes the report's cached
    # estimates stale: drop them, they are rebuilt in seconds.
    for side in old new; do
        t=$out/$side/tests/$p-s$s/tests/1-$p/analysis.tsv
        if cmp -s "$out/$side.tsv.new" "$t"; then
            rm "$out/$side.tsv.new"
        else
            mv "$out/$side.tsv.new" "$t"
            rm -f "$out/old/estimates.json" "$out/new/estimates.json"
        fi
    done
    touch "$out/old/tests/$p-s$s/done" "$out/new/tests/$p-s$s/done"
}

if [ "${REJUDGE_ONE:-}" = 1 ]; then
    search_one "$@"
    exit
fi

for p in $players; do
    ls -d "$run/tests/$p-s1/tests/"*/ > /dev/null 2>&1 || { echo "pool_rejudge: no tests of $p in $run" >&2; exit 1; }
done

# The private program, its assets beside it (it finds them from its own path).
mkdir -p "$out/bin" "$out/games"
if [ ! -x "$out/bin/kiryoku" ]; then
    [ -x build/kiryoku ] || make -s build/kiryoku
    cp build/kiryoku "$out/bin/kiryoku.new" && mv "$out/bin/kiryoku.new" "$out/bin/kiryoku"
    git rev-parse --short HEAD > "$out/bin/commit"
    rm -rf "$out/assets" && cp -r assets "$out/assets"
fi
printf '%s\n' "$engine" > "$out/engine"

# Both run directories: the pool's truth, the chosen players as the tested ones.
for side in old new; do
    d=$out/$side
    mkdir -p "$d/tests"
    ln -sfn ../bin "$d/bin"
    cp "$run/elo.tsv" "$d/elo.tsv"
    [ -f "$run/config" ] && cp "$run/config" "$d/config"
    awk -F'\t' -v keep=" $players " 'BEGIN { OFS = "\t" }
        /^#/ || NF < 2 { print; next }
        { print $1, $2, (index(keep, " " $1 " ") ? "" : "rr-only") }' "$run/pool.tsv" |
        sed 's/\t$//' > "$d/pool.tsv"
done

# One line a game to search: seed, player, game.
todo=$out/todo
: > "$todo"
s=1
while [ "$s" -le "$seeds" ]; do
    for p in $players; do
        g=1
        while [ "$g" -le "$games" ]; do
            echo "$s $p $g" >> "$todo"
            g=$((g + 1))
        done
    done
    s=$((s + 1))
done
total=$(wc -l < "$todo")

# The tests whose games were all searched before (a resumed run).
while read -r s p g; do
    [ "$g" = 1 ] && assemble "$s" "$p"
done < "$todo"

# The games, $jobs at once, in seed order; progress as they finish.
export out run engine from nice
start=$(date +%s)
n=0
while read -r s p g; do
    echo "$s $p $g"
done < "$todo" |
    xargs -P "$jobs" -L 1 sh -c 'REJUDGE_ONE=1 sh "$0" "$run" "$out" "$@" || echo "pool_rejudge: $2 seed $1 game $3 failed (see its .err)" >&2; echo "$@"' "$0" |
    while read -r s p g; do
        n=$((n + 1))
        echo "pool_rejudge: $n/$total games ($p seed $s game $g, $(($(date +%s) - start)) s)"
        assemble "$s" "$p"
    done
ready=$(ls "$out/new/tests/"*/done 2>/dev/null | wc -l)
echo "pool_rejudge: $ready tests judged both ways; compare with: python3 bench/pool_rejudge.py $out"
