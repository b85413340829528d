#!/bin/sh
# Side-to-move bias and centipawn scale of the embedded engine as a judge:
# it plays itself at the analysis depth (5) from the shared openings; every
# position is scored the way `kiryoku analyze` scores it (cleared table,
# best move at depth D), then bench/engine_selfloss.py prints the mean loss
# the analyser charges the engine's own best moves (about 0 if unbiased),
# the odd/even depth swing score(D) - score(D-1), and the scale K fitted to
# the game results at plies 40-80.
#   ENGINE_SELFLOSS_GAMES (default 12), ENGINE_SELFLOSS_DEPTH (default 5),
#   ENGINE_SELFLOSS_RECORDS: a file of whole games ("startpos moves ...")
#   to sample positions from instead of playing (every 10th from ply 40).
cd "$(dirname "$0")/.."
games=${ENGINE_SELFLOSS_GAMES:-12}
depth=${ENGINE_SELFLOSS_DEPTH:-5}
make -s build/bench/engine_selfplay || exit 1
out=/tmp/kiryoku-selfloss.$$
if [ -n "$ENGINE_SELFLOSS_RECORDS" ]; then
    echo "== self-loss over positions of $ENGINE_SELFLOSS_RECORDS, depth $depth (and $((depth - 1)))"
    ./build/bench/engine_selfplay --openings "$ENGINE_SELFLOSS_RECORDS" --games "$games" --sample 10 \
        --depth "$depth" --also-depth $((depth - 1)) > "$out"
else
    echo "== self-play, $games games at depth $depth (and $((depth - 1)) for the swing)"
    ./build/bench/engine_selfplay --openings tests/data/openings/records2016_10818.sfen --step 97 \
        --games "$games" --depth "$depth" --also-depth $((depth - 1)) > "$out"
fi
python3 bench/engine_selfloss.py "$out"
rm -f "$out"
