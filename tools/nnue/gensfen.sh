#!/bin/sh
# The training data of the shipped net (tools/nnue/README.md): self-play
# records labelled by fairy-stockfish at 5,000 nodes, appended to
# ${NNUE_DATA:-/work/data/nnue}/fs5k_s1.bin. Resumable: run it again and it
# continues after the file's last whole game with the same games. It runs
# until killed, at the lowest priority, one process.
set -eu
cd "$(dirname "$0")/../.."
data=${NNUE_DATA:-/work/data/nnue}
mkdir -p "$data"
make -s build/kiryoku-dev
# A private copy, so rebuilding the tree never changes a running generator.
bin="$data/kiryoku-gensfen-$(git rev-parse --short HEAD)"
[ -x "$bin" ] || cp build/kiryoku-dev "$bin"
exec nice -n 19 "$bin" gensfen --out "$data/fs5k_s1.bin" --seed 1 \
    --labeller usi:/usr/games/fairy-stockfish --nodes 5000 >> "$data/fs5k_s1.log" 2>&1
