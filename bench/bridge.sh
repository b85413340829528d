#!/bin/sh
# bench/bridge.sh: figures for the engine bridge (never pass/fail on time).
#  1. analysis time: four games cut at 124 plies (500 positions) analysed by
#     `kiryoku analyze` at its default depth on all cores;
#  2. settai keeps games level: games of settai (embedded) against a weak
#     engine (embedded, depth 1) and against gpsshogi (if installed), analysed
#     at the default depth; the share of the opponent's moves after ply 40
#     with |eval_before| <= 200, and how many such moves per game.
# Knobs (environment): BRIDGE_LEVEL_GAMES (default 20 per opponent),
# BRIDGE_AI_DEPTH (settai's depth, default the built-in one),
# BRIDGE_GPS_MOVETIME (ms per gpsshogi move, default 300).
set -u
cd "$(dirname "$0")/.."
make -s build/kiryoku build/libkiryoku.a || exit 1
mkdir -p build/bench
cc -std=c11 -D_GNU_SOURCE -O2 -I. -o build/bench/bridge_match bench/bridge_match.c build/libkiryoku.a -lpthread -lm \
    || exit 1
openings=../shared/testdata/openings/records2016_10818.sfen
[ -f "$openings" ] || { echo "note: $openings missing; games start from the normal position"; openings=/dev/null; }
games=${BRIDGE_LEVEL_GAMES:-20}
ai_depth=${BRIDGE_AI_DEPTH:-0}
gps_ms=${BRIDGE_GPS_MOVETIME:-300}
echo "bridge bench on $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg) (figures are noisy on a shared machine)"

# 1. Analysis time for ~500 positions.
rm -rf build/bench/analyse && mkdir -p build/bench/analyse
./build/bench/bridge_match --games 4 --out build/bench/analyse --ai-depth 3 --opp-depth 2 \
    --max-plies 124 --openings "$openings" > /dev/null
positions=$(cat build/bench/analyse/*.csa | grep -c '^[+-][0-9]')
positions=$((positions + 4))
# CPU seconds are printed too: on a shared machine wall time mostly
# measures the other users; 30 s on 2 idle cores is 60 CPU-s.
start=$(date +%s%N)
cpu=$( { /usr/bin/time -f "%U %S" ./build/kiryoku analyze -o build/bench/analyse.tsv build/bench/analyse/*.csa; } 2>&1 \
      | tail -n 1)
ms=$((($(date +%s%N) - start) / 1000000))
echo "analysis: $positions positions, default depth, all cores: $ms ms wall, $cpu s user/sys CPU (goal: 30 s wall for ~500)"

# 2. Level keeping.
level() { # label, dir, match options...
    label=$1; dir=build/bench/$2; shift 2
    rm -rf "$dir" && mkdir -p "$dir"
    ./build/bench/bridge_match --games "$games" --out "$dir" --ai-depth "$ai_depth" --openings "$openings" "$@" \
        > "$dir.log" 2>&1
    ./build/kiryoku analyze -o "$dir.tsv" "$dir"/*.csa 2> /dev/null || { echo "$label: analysis failed"; return; }
    awk -F'\t' -v label="$label" '
        /^# ai: / { ai[substr($0, 7)] = 1; next }
        /^#/ || $1 == "game" { next }
        { games[$1] = 1 }
        !($3 in ai) && $2 > 40 {
            total++
            v = $4
            if (v !~ /^mate/ && v >= -200 && v <= 200) level++
        }
        END {
            n = 0; for (g in games) n++
            if (total == 0) { print label ": no opponent moves after ply 40"; exit }
            printf "%s: %d games, %d opponent moves after ply 40, %.1f%% with |eval_before| <= 200 (%.1f per game)\n",
                label, n, total, 100 * level / total, level / n
        }' "$dir.tsv"
    grep -c "end 5" "$dir.log" | sed "s/^/$label: games ended by mate: /"
}
level "settai vs embedded depth 1" level-weak --opp embedded --opp-depth 1
if [ -x /usr/games/gpsusi ]; then
    level "settai vs gpsshogi ${gps_ms} ms" level-gps --opp usi:/usr/games/gpsusi --opp-movetime "$gps_ms"
    rm -f /usr/share/gpsshogi-data/gpsusi.conf # gpsusi persists every setoption there
else
    echo "note: /usr/games/gpsusi not installed; settai vs gpsshogi skipped"
fi
