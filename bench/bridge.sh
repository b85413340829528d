#!/bin/sh
# bench/bridge.sh: figures for the engine bridge (never pass/fail on time).
#  1. analysis time: four games cut at 124 plies (500 positions) analysed by
#     `kiryoku analyze` at its default depth on all cores, wall and CPU time;
#  2. settai keeps games level: GAMES games of settai (AI1, embedded, its
#     default depth) against a weak engine (embedded, depth 1), GAMES
#     against gpsshogi and GAMES against fairy-stockfish (each if
#     installed), colours alternated, openings from
#     tests/data/openings, analysed at the default depth: the share of the
#     opponent's moves after ply 40 with |eval_before| <= 200, how many such
#     moves per game, results and game lengths.
# Knobs (environment): GAMES (per opponent, default 20), BRIDGE_SECONDS
# (start no new game after this many seconds, default no bound: a bound for
# a run on a busy shared machine), BRIDGE_AI_DEPTH (settai's depth, default
# the built-in one), BRIDGE_GPS_MOVETIME (ms per gpsshogi move, default
# 300; fairy-stockfish gets the same), BRIDGE_OPPONENTS (which of "weak
# gps fsf" to play, default all three), BRIDGE_PART (analysis, level, summary: only
# analyse and sum up the games already in build/bench/level-*; or all, the
# default). Everything runs under nice; games and tables stay in build/bench/.
set -u
cd "$(dirname "$0")/.."
make -s build/kiryoku build/bench/bridge_match || exit 1
openings=${KIRYOKU_TESTDATA:-tests/data}/openings/records2016_10818.sfen
[ -f "$openings" ] || { echo "note: $openings missing; games start from the normal position"; openings=/dev/null; }
games=${GAMES:-20}
seconds=${BRIDGE_SECONDS:-0}
ai_depth=${BRIDGE_AI_DEPTH:-0}
gps_ms=${BRIDGE_GPS_MOVETIME:-300}
opponents=${BRIDGE_OPPONENTS:-weak gps fsf}
fsf=/usr/games/fairy-stockfish
wants() { case " $opponents " in *" $1 "*) return 0 ;; esac; return 1; }
match="nice -n 10 ./build/bench/bridge_match"
analyze="nice -n 10 ./build/kiryoku analyze"
echo "bridge bench on $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg) (figures are noisy on a shared machine)"

part=${BRIDGE_PART:-all}

# 1. Analysis time for ~500 positions.
if [ "$part" = all ] || [ "$part" = analysis ]; then
rm -rf build/bench/analyse && mkdir -p build/bench/analyse
$match --games 4 --out build/bench/analyse --ai-depth 3 --opp-depth 2 --max-plies 124 --openings "$openings" \
    > /dev/null
positions=$(cat build/bench/analyse/*.csa | grep -c '^[+-][0-9]')
positions=$((positions + 4))
# CPU seconds are printed too: on a shared machine wall time mostly
# measures the other users; 30 s on 2 idle cores is 60 CPU-s.
start=$(date +%s%N)
cpu=$( { /usr/bin/time -f "%U %S" $analyze -o build/bench/analyse.tsv build/bench/analyse/*.csa; } 2>&1 | tail -n 1)
ms=$((($(date +%s%N) - start) / 1000000))
echo "analysis: $positions positions, default depth, all cores: $ms ms wall, $cpu s user/sys CPU (goal: 30 s wall for ~500)"
fi
[ "$part" = analysis ] && exit 0

# 2. Level keeping. The games against the two opponents run at once, one
# process each (two games at a time on a shared machine).
play() { # dir, match options...
    dir=$1; shift
    rm -rf "$dir" && mkdir -p "$dir"
    $match --games "$games" --max-seconds "$seconds" --out "$dir" --ai-depth "$ai_depth" --openings "$openings" "$@" \
        > "$dir.log" 2>&1
}

summary() { # label, dir
    label=$1; dir=$2
    grep -v "^game	" "$dir.log" | sed "s/^/$label: /"
    awk -F'\t' -v label="$label" '
        $1 != "game" { next }
        { n++; plies += $4; if ($4 < lo || n == 1) lo = $4; if ($4 > hi) hi = $4
          res[$6]++; how[$6 " by " $5]++ }
        END {
            if (!n) { print label ": no games"; exit }
            printf "%s: %d games: settai %d wins, %d losses, %d draws, %d unfinished; length %d-%d plies, mean %.0f\n",
                label, n, res["win"], res["loss"], res["draw"], res["none"], lo, hi, plies / n
            for (h in how) printf "%s:   settai %s: %d\n", label, h, how[h]
        }' "$dir.log"
    start=$(date +%s)
    $analyze -o "$dir.tsv" "$dir"/*.csa 2> "$dir.analyse.log" || { echo "$label: analysis failed"; return; }
    echo "$label: analysed in $(($(date +%s) - start)) s"
    awk -F'\t' -v label="$label" '
        /^# ai: / { ai[substr($0, 7)] = 1; next }
        /^#/ || $1 == "game" { next }
        { games[$1] = 1 }
        !($3 in ai) && $2 > 40 {
            total++; per[$1] += 0
            v = $4
            if (v !~ /^mate/ && v >= -200 && v <= 200) { level++; per[$1]++ }
        }
        END {
            n = 0; for (g in games) n++
            if (total == 0) { print label ": no opponent moves after ply 40"; exit }
            printf "%s: %d games, %d opponent moves after ply 40, %d (%.1f%%) with |eval_before| <= 200, %.1f per game\n",
                label, n, total, level, 100 * level / total, level / n
            line = ""; for (g in per) line = line " " g "=" per[g]
            print label ": such moves per game:" line
        }' "$dir.tsv"
}

if [ "$part" != summary ]; then
start=$(date +%s)
wants weak && play build/bench/level-weak --opp embedded --opp-depth 1 &
wants fsf && [ -x "$fsf" ] && play build/bench/level-fsf --opp "usi:$fsf" --opp-movetime "$gps_ms" &
if wants gps && [ -x /usr/games/gpsusi ]; then
    # gpsusi persists every setoption in its conf file; the bridge sets the
    # values back, but keep the user's file in case a run is killed.
    conf=/usr/share/gpsshogi-data/gpsusi.conf
    saved=build/bench/gpsusi.conf.saved
    rm -f "$saved"; [ -f "$conf" ] && cp -p "$conf" "$saved"
    play build/bench/level-gps --opp usi:/usr/games/gpsusi --opp-movetime "$gps_ms"
    if [ -f "$saved" ]; then cp -p "$saved" "$conf"; else rm -f "$conf"; fi
fi
wait
echo "games played in $(($(date +%s) - start)) s"
fi
wants weak && summary "settai vs embedded depth 1" build/bench/level-weak
if wants gps && [ -x /usr/games/gpsusi ]; then
    summary "settai vs gpsshogi ${gps_ms} ms" build/bench/level-gps
elif wants gps; then
    echo "note: /usr/games/gpsusi not installed; settai vs gpsshogi skipped"
fi
if wants fsf && [ -x "$fsf" ]; then
    summary "settai vs fairy-stockfish ${gps_ms} ms" build/bench/level-fsf
elif wants fsf; then
    echo "note: $fsf not installed; settai vs fairy-stockfish skipped"
fi
