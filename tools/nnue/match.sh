#!/bin/sh
# The net against the linear evaluation: same binary, same search, only the
# evaluation differs.
#   tools/nnue/match.sh NET.nnue [GAMES]
# MOVETIME=ms (default 100) a move, or NODES=n a move instead (independent
# of the machine's load). Openings: the last GAMES/2 lines of
# tests/data/openings/records2016_10818.sfen, each played with both colours
# (gensfen takes its openings from the start of that file, so the match
# starts from lines the training games did not). Prints W/D/L from the net's
# side and the Elo difference with its 95% interval (../shared/tools/usi.py).
set -eu
cd "$(dirname "$0")/../.."
net=$(readlink -f "$1")
games=${2:-200}
make -s build/kiryoku
dir=build/match/nnue-$(basename "$net" .nnue)
mkdir -p "$dir"
cp build/kiryoku "$dir/kiryoku"
tail -n $(( (games + 1) / 2 )) tests/data/openings/records2016_10818.sfen > "$dir/openings.sfen"
if [ -n "${NODES:-}" ]; then limit="--nodes $NODES"; tag=nodes$NODES; else limit="--movetime ${MOVETIME:-100}"; tag=ms${MOVETIME:-100}; fi
# shellcheck disable=SC2086
exec nice -n 19 python3 ../shared/tools/usi.py match --a "$dir/kiryoku usi" --a-opt UseNNUE=true \
    --a-opt "EvalFile=$net" --b "$dir/kiryoku usi" --games "$games" $limit \
    --openings "$dir/openings.sfen" --log "$dir/$tag.log"
