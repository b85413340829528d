#!/bin/sh
# The training data of the shipped net (tools/nnue/README.md): self-play
# records labelled by fairy-stockfish at 5,000 nodes, appended to
# ${NNUE_DATA:-/work/data/nnue}/fs5k_s${NNUE_SEED:-1}.bin. Resumable: run it
# again and it continues after the file's last whole game with the same
# games. It runs until killed, at the lowest priority, one process; a second
# core takes another seed (NNUE_SEED=2: other games, its own file).
# NNUE_WEAK_NNUE=FILE: the weaker side evaluates with that net (e.g.
# assets/kiryoku.nnue), into fs5k_net_s<seed>.bin, so the next net learns
# from the positions its predecessor's mistakes lead to.
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
name=fs5k_s$seed
set --
if [ -n "${NNUE_WEAK_NNUE:-}" ]; then
    [ -f "$NNUE_WEAK_NNUE" ] || { echo "gensfen.sh: no net at $NNUE_WEAK_NNUE" >&2; exit 2; }
    name=fs5k_net_s$seed
    set -- --weak-nnue "$NNUE_WEAK_NNUE"
fi
exec nice -n 19 "$bin" gensfen --out "$data/$name.bin" --seed "$seed" \
    --labeller usi:/usr/games/fairy-stockfish --nodes 5000 "$@" >> "$data/$name.log" 2>&1
