#!/bin/sh
# Strength: kiryoku against a peer USI engine at equal time per move, from
# a spread-out sample of the shared opening set (every 50th line, each
# played with both colours by fresh engine processes); prints W/D/L from
# kiryoku's side and the Elo difference with its 95% interval.
#   ENGINE_MATCH_GAMES (default 200), ENGINE_MATCH_MOVETIME ms (default 300),
#   ENGINE_MATCH_OPPONENT (default /usr/games/fairy-stockfish),
#   ENGINE_MATCH_JOBS games at once (default 1), ENGINE_MATCH_DIR (the run
#   directory: resumable; default build/match/<opponent>-<movetime>),
#   ENGINE_MATCH_KIRYOKU_OPT (NAME=VALUE setoptions for kiryoku, space-separated,
#   e.g. "UseNNUE=true EvalFile=/abs/net.nnue")
# The binary is copied into the run directory at its first start, so a
# resumed run never mixes two builds; delete the directory to start over.
set -eu
cd "$(dirname "$0")/.."
games=${ENGINE_MATCH_GAMES:-200}
movetime=${ENGINE_MATCH_MOVETIME:-300}
opp=${ENGINE_MATCH_OPPONENT:-/usr/games/fairy-stockfish}
dir=${ENGINE_MATCH_DIR:-build/match/$(basename "$opp")-$movetime}
if [ ! -f ../shared/tools/usi.py ] || [ ! -x "$opp" ]; then
    echo "engine_match: needs ../shared/tools/usi.py and $opp; skipped"
    exit 0
fi
mkdir -p "$dir"
case $dir in /*) bin=$dir/kiryoku ;; *) bin=$(pwd)/$dir/kiryoku ;; esac
if [ ! -x "$dir/kiryoku" ]; then
    make -s build/kiryoku
    cp build/kiryoku "$dir/kiryoku"
    git rev-parse --short HEAD > "$dir/commit" 2>/dev/null || echo unknown > "$dir/commit"
fi
# gpsusi runs on two threads unless told otherwise; kiryoku searches on one.
opt=""
for o in ${ENGINE_MATCH_KIRYOKU_OPT:-}; do opt="$opt --kiryoku-opt $o"; done
case $opp in *gpsusi*) opt="$opt --opponent-opt Thread=1" ;; esac
echo "== kiryoku $(cat "$dir/commit") vs $(basename "$opp"): $games games, movetime $movetime ms"
python3 bench/engine_match.py --dir "$dir" --kiryoku "$bin usi" --opponent "$opp" $opt \
    --movetime "$movetime" --games "$games" --jobs "${ENGINE_MATCH_JOBS:-1}"
