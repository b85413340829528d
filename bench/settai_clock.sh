#!/bin/sh
# A settai that uses its clock (issue 36 item 1): settai (AI1, embedded,
# 10-minute sudden death) with its deeper search off and at think depths
# (kiryoku test --ai-think-depth; OpponentConfig.think_depth), or steered
# by a judge (kiryoku test --ai-steer; ai/settai_steer.h), against
# opponents that search a fixed number of nodes or to a fixed depth (one
# thread: the same moves whatever the machine's load), from fixed openings
# (line k of the shared openings file, its first 8 plies), colours
# alternated. Per game: level positions after ply 40 (the opponent's moves
# after ply 40 with |eval_before| <= 200 by each judge's `kiryoku analyze`,
# one thread; counted as bench/bridge.sh counts them), plies, result and
# the wall time settai spent on its clock.
#
#   sh bench/settai_clock.sh [GAMES]
#
# GAMES per setting and opponent (default 4). Knobs (environment):
#   SETTAI_CLOCK_DEPTHS  think depths, 0 = off (default "0 7"); DfP: depth D
#                        from ply P (OpponentConfig.think_from_ply; plain D:
#                        from SETTAI_THINK_FROM_PLY, ply 10 since
#                        2026-11-29, ply 30 before), e.g. "7f30"; DfPmMS:
#                        also for at most MS a turn (OpponentConfig.think_ms;
#                        without m, the clock's budget alone, as before
#                        2026-11-29), e.g. "11f10m5000"
#   SETTAI_CLOCK_ANTICIPATE  caps in cp: also a setting "antCP" each, settai
#                        aiming up to CP ahead of replies that beat its
#                        forecast (kiryoku test --ai-anticipate;
#                        ai/settai_anticipate.h); default none
#   SETTAI_CLOCK_ANTICIPATE_THINK  a think depth those settings also use
#                        (their name then "antCPtD"); default 0, off
#   SETTAI_CLOCK_STEER   SPEC:DEPTH: also a setting "steer", settai steered
#                        by that engine (e.g. usi:/usr/games/gpsusi:4, the
#                        judge gpsshogi-d4); default none
#   SETTAI_CLOCK_JUDGES  who counts the level positions: builtin (kiryoku
#                        analyze's default), gpsd4 (gpsshogi at depth 4)
#                        (default "builtin")
#   SETTAI_CLOCK_OPPS    NAME=SPEC:KIND:N words, KIND nodes, depth or
#                        movetime (ms: gpsshogi has no node limit; its games
#                        then depend on the load)
#                        (default fsf20k against fairy-stockfish at 20000
#                        nodes; e.g. add fsf100k=usi:/usr/games/fairy-stockfish:nodes:100000,
#                        nodes5200=embedded:nodes:5200, depth4=embedded:depth:4,
#                        the accuracy pool's strong players, or
#                        gps300=usi:/usr/games/gpsusi:movetime:300)
#   SETTAI_CLOCK_AI      settai's engine, a bridge spec (default embedded;
#                        embedded:nnue=/abs/FILE.nnue: the learned
#                        evaluation); the judges stay as above
#   SETTAI_CLOCK_DIR     where games go (default
#                        ${KIRYOKU_RUNS:-~/.local/state/kiryoku/runs}/settai-clock)
#   SETTAI_CLOCK_NICE    the games' and analyses' niceness (default 19); 0
#                        when a movetime opponent shares the machine with
#                        nice-19 jobs, so that it gets the core its 300 ms
#                        assume instead of a share of one. Started with
#                        setsid, the whole session gets it (bench/niceness.sh)
# Resumable: a game whose line is in its log is not played again (delete
# the setting's directory to replay). Runs at nice 19 (above) from a private copy
# of the binaries (a rebuild under way does not change a run). Settai's
# clock is wall time: on a loaded machine it reads less deep in the same
# time, so the load average is printed with the figures.
set -u
cd "$(dirname "$0")/.."
make -s build/kiryoku build/bench/bridge_match || exit 1
games=${1:-4}
niceness=${SETTAI_CLOCK_NICE:-19}
. bench/niceness.sh
session_niceness "$niceness"
depths=${SETTAI_CLOCK_DEPTHS:-0 7}
steer=${SETTAI_CLOCK_STEER:-}
ai_engine=${SETTAI_CLOCK_AI:-embedded}
judges=${SETTAI_CLOCK_JUDGES:-builtin}
settings=""
for t in $depths; do settings="$settings think$t"; done
ant_think=${SETTAI_CLOCK_ANTICIPATE_THINK:-0}
for a in ${SETTAI_CLOCK_ANTICIPATE:-}; do
    if [ "$ant_think" -gt 0 ]; then settings="$settings ant${a}t$ant_think"; else settings="$settings ant$a"; fi
done
[ -n "$steer" ] && settings="$settings steer"
fsf=/usr/games/fairy-stockfish
opps=${SETTAI_CLOCK_OPPS:-fsf20k=usi:$fsf:nodes:20000}
dir=${SETTAI_CLOCK_DIR:-${KIRYOKU_RUNS:-$HOME/.local/state/kiryoku/runs}/settai-clock}
openings=${KIRYOKU_TESTDATA:-tests/data}/openings/records2016_10818.sfen
[ -f "$openings" ] || { echo "settai_clock: $openings missing"; exit 1; }
mkdir -p "$dir/bin"
[ -x "$dir/bin/kiryoku" ] || cp build/kiryoku build/bench/bridge_match "$dir/bin/"
KIRYOKU_ASSETS=${KIRYOKU_ASSETS:-$(pwd)/assets}; export KIRYOKU_ASSETS
echo "settai clock bench ($ai_engine): $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg), $(date -u +%H:%M) UTC; games in $dir"

# The analysis options of a judge that counts.
judge_args() {
    case $1 in
    builtin) echo "" ;;
    gpsd4) echo "--engine usi:/usr/games/gpsusi --depth 4" ;;
    *) echo "settai_clock: unknown judge $1" >&2; exit 1 ;;
    esac
}

# Each judge's table of game G in DIR, unless there already.
analyse_one() {
    d=$1; g=$2
    for j in $judges; do
        [ -f "$d/game$g.$j.tsv" ] && continue
        # shellcheck disable=SC2046 # the judge's options are words
        nice -n "$niceness" "$dir/bin/kiryoku" analyze --threads 1 $(judge_args "$j") -o "$d/game$g.$j.tsv.part" \
            "$d/game$g.csa" 2>> "$d/errors.log" && mv "$d/game$g.$j.tsv.part" "$d/game$g.$j.tsv"
    done
}

# One game: DIR K SETTING SPEC KIND N (game K+1 of the series).
play_one() {
    d=$1; k=$2; setting=$3; spec=$4; kind=$5; n=$6
    case $kind in
    nodes) lim="--opp-nodes $n" ;;
    movetime) lim="--opp-movetime $n" ;;
    *) lim="--opp-depth $n" ;;
    esac
    case $setting in
    steer) ai="--ai-steer ${steer%:*} --ai-steer-depth ${steer##*:}" ;;
    ant*t*) cp=${setting#ant}; ai="--ai-anticipate ${cp%t*} --ai-think-depth ${setting##*t} --ai-think-ms -1" ;;
    ant*) ai="--ai-anticipate ${setting#ant}" ;;
    think*f*m*) t=${setting#think}; f=${t#*f}
        ai="--ai-think-depth ${t%%f*} --ai-think-from ${f%m*} --ai-think-ms ${f#*m}" ;;
    think*f*) t=${setting#think}; ai="--ai-think-depth ${t%f*} --ai-think-from ${t#*f} --ai-think-ms -1" ;;
    *) ai="--ai-think-depth ${setting#think} --ai-think-ms -1" ;;
    esac
    # shellcheck disable=SC2086 # lim and ai are words
    nice -n "$niceness" "$dir/bin/bridge_match" --first "$k" --games 1 --out "$d" --ai-engine "$ai_engine" $ai \
        --opp "$spec" $lim --openings "$openings" >> "$d/games.log" 2>> "$d/errors.log"
}

for think in $settings; do
    for o in $opps; do
        name=${o%%=*}; rest=${o#*=}
        n=${rest##*:}; rest=${rest%:*}; kind=${rest##*:}; spec=${rest%:*}
        d=$dir/$think/$name
        mkdir -p "$d"; touch "$d/games.log"
        for k in $(seq 0 $((games - 1))); do
            grep -q "^game	$((k + 1))	" "$d/games.log" && continue
            start=$(date +%s)
            play_one "$d" "$k" "$think" "$spec" "$kind" "$n"
            echo "$think vs $name game $((k + 1)): $(grep "^game	$((k + 1))	" "$d/games.log" | cut -f3-7 | tr '\t' ' ')" \
                "in $(($(date +%s) - start)) s, load $(cut -d' ' -f1 /proc/loadavg)"
        done
        for k in $(seq 1 "$games"); do
            g=$(printf '%03d' "$k")
            [ -f "$d/game$g.csa" ] && analyse_one "$d" "$g"
        done
    done
done

# The tables: a row per setting and opponent, and each setting against
# off game by game (bench/settai_table.py).
# shellcheck disable=SC2086 # the judges are words
python3 bench/settai_table.py "$dir" $judges
echo "load at the end $(cut -d' ' -f1-3 /proc/loadavg), $(date -u +%H:%M) UTC"
