#!/bin/sh
# bench/bridge.sh: figures for the engine bridge (never pass/fail on time).
#  1. analysis time: four games cut at 124 plies (500 positions) analysed by
#     `kiryoku analyze` at its default depth on all cores, wall and CPU time;
#  2. settai keeps games level: GAMES games of settai (AI1, embedded, its
#     default depth) against a weak engine (embedded, depth 1) and GAMES
#     against gpsshogi (if installed), colours alternated, openings from the
#     shared test data, analysed at the default depth: the share of the
#     opponent's moves after ply 40 with |eval_before| <= 200, how many such
#     moves per game, results and game lengths.
# Knobs (environment): GAMES (per opponent, default 20), JOBS (games played
# at once, default 2: the machine is shared), BRIDGE_AI_DEPTH (settai's
# depth, default the built-in one), BRIDGE_GPS_MOVETIME (ms per gpsshogi
# move, default 300). Everything runs under nice; games and tables stay in
# build/bench/ for a later look.
set -u
cd "$(dirname "$0")/.."
make -s build/kiryoku build/libkiryoku.a || exit 1
mkdir -p build/bench
cc -std=c11 -D_GNU_SOURCE -O2 -I. -o build/bench/bridge_match bench/bridge_match.c build/libkiryoku.a -lpthread -lm \
    || exit 1
openings=${KIRYOKU_TESTDATA:-../shared/testdata}/openings/records2016_10818.sfen
[ -f "$openings" ] || { echo "note: $openings missing; games start from the normal position"; openings=/dev/null; }
games=${GAMES:-20}
jobs=${JOBS:-2}
ai_depth=${BRIDGE_AI_DEPTH:-0}
gps_ms=${BRIDGE_GPS_MOVETIME:-300}
match="nice -n 10 ./build/bench/bridge_match"
analyze="nice -n 10 ./build/kiryoku analyze"
echo "bridge bench on $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg) (figures are noisy on a shared machine)"

# 1. Analysis time for ~500 positions.
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

# Plays $games games in $jobs processes at once (each a share of the game
# numbers, so colours and openings are those of one long run).
play() { # dir, match options...
    dir=$1; shift
    per=$(((games + jobs - 1) / jobs))
    first=0
    while [ "$first" -lt "$games" ]; do
        n=$((games - first < per ? games - first : per))
        $match --first "$first" --games "$n" --out "$dir" --ai-depth "$ai_depth" --openings "$openings" "$@" \
            > "$dir/lane$first.log" 2>&1 &
        first=$((first + n))
    done
    wait
}

# 2. Level keeping.
level() { # label, dir, match options...
    label=$1; dir=build/bench/$2; shift 2
    rm -rf "$dir" && mkdir -p "$dir"
    start=$(date +%s)
    play "$dir" "$@"
    echo "$label: $games games played in $(($(date +%s) - start)) s"
    grep -h "^game	" "$dir"/lane*.log | sort -k2n > "$dir.games"
    grep -hv "^game	" "$dir"/lane*.log | sed "s/^/$label: /"
    awk -F'\t' -v label="$label" '
        { n++; plies += $4; if ($4 < lo || n == 1) lo = $4; if ($4 > hi) hi = $4
          res[$6]++; how[$6 " by " $5]++ }
        END {
            if (!n) { print label ": no games"; exit }
            printf "%s: settai %d wins, %d losses, %d draws, %d unfinished; length %d-%d plies, mean %.0f\n",
                label, res["win"], res["loss"], res["draw"], res["none"], lo, hi, plies / n
            for (h in how) printf "%s:   settai %s: %d\n", label, h, how[h]
        }' "$dir.games"
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
            line = ""; for (g in per) line = line " " per[g]
            print label ": such moves in each game (with moves after ply 40):" line
        }' "$dir.tsv"
}
level "settai vs embedded depth 1" level-weak --opp embedded --opp-depth 1
if [ -x /usr/games/gpsusi ]; then
    # gpsusi persists every setoption in its conf file; the bridge sets the
    # values back, but two processes at once can race: keep the user's file.
    conf=/usr/share/gpsshogi-data/gpsusi.conf
    saved=build/bench/gpsusi.conf.saved
    rm -f "$saved"; [ -f "$conf" ] && cp -p "$conf" "$saved"
    level "settai vs gpsshogi ${gps_ms} ms" level-gps --opp usi:/usr/games/gpsusi --opp-movetime "$gps_ms"
    if [ -f "$saved" ]; then cp -p "$saved" "$conf"; else rm -f "$conf"; fi
else
    echo "note: /usr/games/gpsusi not installed; settai vs gpsshogi skipped"
fi
