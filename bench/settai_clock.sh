#!/bin/sh
# A settai that uses its clock (issue 36 item 1): settai (AI1, embedded,
# 10-minute sudden death) with its deeper search off and at think depths
# (kiryoku test --ai-think-depth; OpponentConfig.think_depth), against
# opponents that search a fixed number of nodes or to a fixed depth (one
# thread: the same moves whatever the machine's load), from fixed openings
# (line k of the shared openings file, its first 8 plies), colours
# alternated. Per game: level positions after ply 40 (the opponent's moves
# after ply 40 with |eval_before| <= 200 by `kiryoku analyze` at its default
# depth, one thread; counted as bench/bridge.sh counts them), plies, result
# and the wall time settai spent on its clock.
#
#   sh bench/settai_clock.sh [GAMES]
#
# GAMES per setting and opponent (default 4). Knobs (environment):
#   SETTAI_CLOCK_DEPTHS  think depths, 0 = off (default "0 7")
#   SETTAI_CLOCK_OPPS    NAME=SPEC:KIND:N words, KIND nodes or depth
#                        (default fsf20k against fairy-stockfish at 20000
#                        nodes; e.g. add fsf100k=usi:/usr/games/fairy-stockfish:nodes:100000,
#                        nodes5200=embedded:nodes:5200, depth4=embedded:depth:4,
#                        the accuracy pool's strong players)
#   SETTAI_CLOCK_DIR     where games go (default
#                        ${KIRYOKU_RUNS:-~/.local/state/kiryoku/runs}/settai-clock)
# Resumable: a game whose line is in its log is not played again (delete
# the setting's directory to replay). Runs at nice 19 from a private copy
# of the binaries (a rebuild under way does not change a run). Settai's
# clock is wall time: on a loaded machine it reads less deep in the same
# time, so the load average is printed with the figures.
set -u
cd "$(dirname "$0")/.."
make -s build/kiryoku build/bench/bridge_match || exit 1
games=${1:-4}
depths=${SETTAI_CLOCK_DEPTHS:-0 7}
fsf=/usr/games/fairy-stockfish
opps=${SETTAI_CLOCK_OPPS:-fsf20k=usi:$fsf:nodes:20000}
dir=${SETTAI_CLOCK_DIR:-${KIRYOKU_RUNS:-$HOME/.local/state/kiryoku/runs}/settai-clock}
openings=${KIRYOKU_TESTDATA:-tests/data}/openings/records2016_10818.sfen
[ -f "$openings" ] || { echo "settai_clock: $openings missing"; exit 1; }
mkdir -p "$dir/bin"
[ -x "$dir/bin/kiryoku" ] || cp build/kiryoku build/bench/bridge_match "$dir/bin/"
KIRYOKU_ASSETS=${KIRYOKU_ASSETS:-$(pwd)/assets}; export KIRYOKU_ASSETS
echo "settai clock bench: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg), $(date -u +%H:%M) UTC; games in $dir"

# One game: DIR K DEPTH SPEC KIND N (game K+1 of the series).
play_one() {
    d=$1; k=$2; think=$3; spec=$4; kind=$5; n=$6
    if [ "$kind" = nodes ]; then lim="--opp-nodes $n"; else lim="--opp-depth $n"; fi
    # shellcheck disable=SC2086 # lim is two words
    nice -n 19 "$dir/bin/bridge_match" --first "$k" --games 1 --out "$d" --ai-think-depth "$think" \
        --opp "$spec" $lim --openings "$openings" >> "$d/games.log" 2>> "$d/errors.log"
    g=$(printf '%03d' $((k + 1)))
    [ -f "$d/game$g.csa" ] || return
    nice -n 19 "$dir/bin/kiryoku" analyze --threads 1 -o "$d/game$g.tsv" "$d/game$g.csa" 2>> "$d/errors.log"
}

for think in $depths; do
    for o in $opps; do
        name=${o%%=*}; rest=${o#*=}
        n=${rest##*:}; rest=${rest%:*}; kind=${rest##*:}; spec=${rest%:*}
        d=$dir/think$think/$name
        mkdir -p "$d"; touch "$d/games.log"
        for k in $(seq 0 $((games - 1))); do
            grep -q "^game	$((k + 1))	" "$d/games.log" && continue
            start=$(date +%s)
            play_one "$d" "$k" "$think" "$spec" "$kind" "$n"
            echo "think $think vs $name game $((k + 1)): $(grep "^game	$((k + 1))	" "$d/games.log" | cut -f3-7 | tr '\t' ' ')" \
                "in $(($(date +%s) - start)) s, load $(cut -d' ' -f1 /proc/loadavg)"
        done
    done
done

# One line a game: setting, opponent, game, plies, result, settai ms, level
# after ply 40, settai's moves, of them searched deeper, their mean depth.
for d in "$dir"/think*/*; do
    [ -f "$d/games.log" ] || continue
    awk -F'\t' '$1 == "game" { print $2, $4, $6, $7, $8, $9, $10 }' "$d/games.log" |
    while read -r g plies res ms moves deeper ddepth; do
        tsv=$d/game$(printf '%03d' "$g").tsv
        level=$(awk -F'\t' '
            /^# ai: / { ai[substr($0, 7)] = 1; next }
            /^#/ || $1 == "game" { next }
            !($3 in ai) && $2 > 40 && $4 !~ /^mate/ && $4 >= -200 && $4 <= 200 { n++ }
            END { print n + 0 }' "$tsv" 2> /dev/null)
        [ -f "$tsv" ] || level=NA
        printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$(basename "$(dirname "$d")")" "$(basename "$d")" "$g" \
            "$plies" "$res" "$ms" "$level" "$moves" "$deeper" "$ddepth"
    done
done > "$dir/games.tsv"
python3 - "$dir/games.tsv" <<'PY'
import sys, statistics as st
rows = [l.rstrip('\n').split('\t') for l in open(sys.argv[1]) if l.strip()]
def unfinished(res):  # a game cut by the ply limit or an engine's failure (errors.log)
    n = res.count('none')
    return f", {n} unfinished" if n else ""
keys = []
for r in rows:
    if (r[0], r[1]) not in keys: keys.append((r[0], r[1]))
print("| settai | opponent | games | settai W-D-L | plies (range, median) | level after ply 40, per game | mean | "
      "settai's clock used a game (s, mean; max) | its moves searched deeper | their mean depth |")
print("|---|---|---|---|---|---|---|---|---|---|")
for s, o in sorted(keys, key=lambda k: (k[1], int(k[0][5:]))):
    g = [r for r in rows if r[0] == s and r[1] == o]
    plies = [int(r[3]) for r in g]; res = [r[4] for r in g]
    lv = [int(r[6]) for r in g if r[6] != 'NA']; ms = [int(r[5]) / 1000 for r in g]
    moves = [int(r[7]) for r in g]; deeper = [int(r[8]) for r in g]
    dsum = sum(int(r[8]) * float(r[9]) for r in g)
    label = "off" if s == "think0" else "think depth " + s[5:]
    print(f"| {label} | {o} | {len(g)} | {res.count('win')}-{res.count('draw')}-{res.count('loss')}{unfinished(res)} | "
          f"{min(plies)}-{max(plies)}, {st.median(plies):g} | {', '.join(map(str, lv))} | "
          f"{st.mean(lv) if lv else float('nan'):.1f} | {st.mean(ms):.0f}; {max(ms):.0f} | "
          f"{sum(deeper)} of {sum(moves)} | {dsum / sum(deeper) if sum(deeper) else 0:.1f} |")
PY
echo "load at the end $(cut -d' ' -f1-3 /proc/loadavg), $(date -u +%H:%M) UTC"
