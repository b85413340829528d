#!/bin/sh
# The net against the linear evaluation (or AGAINST=OTHER.nnue, the net
# that ships, which a new net must beat): same binary, same search, only
# the evaluation differs.
#   tools/nnue/match.sh NET.nnue [GAMES]
# MOVETIME=ms (default 100) a move, or NODES=n a move instead (independent
# of the machine's load). Openings: the last GAMES/2 lines of
# tests/data/openings/records2016_10818.sfen, each played with both colours
# (gensfen takes its openings from the start of that file, so the match
# starts from lines the training games did not). JOBS=n (default 2) splits
# the lines into n runs at once, one a core; at the end the games of all
# runs are summed: W/D/L from the net's side and the Elo difference with
# its 95% interval (../shared/tools/usi.py). NNUE_SCALE=n sets the net's
# NnueScale (default: the engine's).
set -eu
cd "$(dirname "$0")/../.."
net=$(readlink -f "$1")
games=${2:-200}
jobs=${JOBS:-2}
case $games$jobs in *[!0-9]*) echo "match.sh: GAMES and JOBS want whole numbers" >&2; exit 2 ;; esac
make -s build/kiryoku
dir=build/match/nnue-$(basename "$net" .nnue)
# The other side's options, as positional parameters so that a path with
# spaces stays one word, as the net's own does.
set --
against_name=""
if [ -n "${AGAINST:-}" ]; then
    [ -f "$AGAINST" ] || { echo "match.sh: AGAINST=$AGAINST: no such net" >&2; exit 2; }
    against=$(readlink -f "$AGAINST")
    set -- --b-opt UseNNUE=true --b-opt "EvalFile=$against"
    against_name=$(basename "$against")
    dir=$dir-vs-$(basename "$against" .nnue)
fi
mkdir -p "$dir"
cp build/kiryoku "$dir/kiryoku"
lines=$(( (games + 1) / 2 ))
tail -n $lines tests/data/openings/records2016_10818.sfen > "$dir/openings.sfen"
if [ -n "${NODES:-}" ]; then limit="--nodes $NODES"; tag=nodes$NODES; else limit="--movetime ${MOVETIME:-100}"; tag=ms${MOVETIME:-100}; fi
scale=${NNUE_SCALE:+--a-opt NnueScale=$NNUE_SCALE}
per=$(( (lines + jobs - 1) / jobs ))
j=0
while [ $(( j * per )) -lt $lines ]; do
    j=$(( j + 1 ))
    sed -n "$(( (j - 1) * per + 1 )),$(( j * per ))p" "$dir/openings.sfen" > "$dir/openings.$j.sfen"
    n=$(( 2 * $(wc -l < "$dir/openings.$j.sfen") ))
    : > "$dir/$tag.$j.log"
    # shellcheck disable=SC2086
    nice -n 19 python3 ../shared/tools/usi.py match --a "$dir/kiryoku usi" --a-opt UseNNUE=true \
        --a-opt "EvalFile=$net" $scale --b "$dir/kiryoku usi" "$@" --games "$n" $limit \
        --openings "$dir/openings.$j.sfen" --log "$dir/$tag.$j.log" > "$dir/$tag.$j.out" 2>&1 &
done
wait
cat "$dir/$tag".*.out
python3 - "$dir" "$tag" "$against_name" <<'PY'
import glob, re, sys
sys.path.insert(0, '../shared/tools')
from usi import elo_with_error
w = d = l = 0
for log in sorted(glob.glob('%s/%s.*.log' % (sys.argv[1], sys.argv[2]))):
    last = [m for m in re.findall(r'running: \+(\d+) =(\d+) -(\d+)', open(log).read())]
    if last:
        w, d, l = w + int(last[-1][0]), d + int(last[-1][1]), l + int(last[-1][2])
elo, err = elo_with_error(w, d, l)
print('the net against %s, all runs: +%d =%d -%d (%d games), Elo %+.0f +/- %.0f (95%%)'
      % (sys.argv[3] or 'the linear evaluation', w, d, l, w + d + l, elo, err))
PY
