#!/bin/sh
# The training data of the shipped net (tools/nnue/README.md): self-play
# records labelled by fairy-stockfish at 5,000 nodes, appended to
# ${NNUE_DATA:-/work/data/nnue}/fs5k_s${NNUE_SEED:-1}.bin. Resumable: run it
# again and it continues after the file's last whole game with the same
# games. It runs until killed, at the lowest priority, one process; a second
# core takes another seed (NNUE_SEED=2: other games, its own file).
set -eu
cd "$(dirname "$0")/../.."
seed=${NNUE_SEED:-1}
case $seed in ''|*[!0-9]*) echo "gensfen.sh: NNUE_SEED wants a whole number, not '$seed'" >&2; exit 2 ;; esac
data=${NNUE_DATA:-/work/data/nnue}
mkdir -p "$data"
make -s build/kiryoku-dev
# A private copy, so rebuilding the tree never changes a running generator.
bin="$data/kiryoku-gensfen-$(git rev-parse --short HEAD)"
[ -x "$bin" ] || cp build/kiryoku-dev "$bin"
exec nice -n 19 "$bin" gensfen --out "$data/fs5k_s$seed.bin" --seed "$seed" \
    --labeller usi:/usr/games/fairy-stockfish --nodes 5000 >> "$data/fs5k_s$seed.log" 2>&1
