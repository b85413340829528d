#!/bin/sh
# Strength: kiryoku against fairy-stockfish (Debian) at equal time per move,
# from the shared opening set, colours alternating; prints W/D/L from
# kiryoku's side and the Elo difference with its 95% interval.
#   ENGINE_MATCH_GAMES (default 200), ENGINE_MATCH_MOVETIME ms (default 300),
#   ENGINE_MATCH_OPPONENT (default /usr/games/fairy-stockfish)
cd "$(dirname "$0")/.."
shared=../shared
games=${ENGINE_MATCH_GAMES:-200}
movetime=${ENGINE_MATCH_MOVETIME:-300}
opp=${ENGINE_MATCH_OPPONENT:-/usr/games/fairy-stockfish}
if [ ! -f "$shared/tools/usi.py" ] || [ ! -x "$opp" ]; then
    echo "engine_match: needs $shared/tools/usi.py and $opp; skipped"
    exit 0
fi
openings=/tmp/kiryoku-openings.$$
# A fixed, spread-out sample of the opening set (every 50th line).
awk 'NR % 50 == 1' "$shared/testdata/openings/records2016_10818.sfen" > "$openings"
echo "== kiryoku vs $(basename "$opp"): $games games, movetime $movetime ms"
python3 "$shared/tools/usi.py" match --a "$(pwd)/build/kiryoku usi" --b "$opp" \
    --games "$games" --movetime "$movetime" --openings "$openings" --max-ply 320 \
    ${ENGINE_MATCH_LOG:+--log "$ENGINE_MATCH_LOG"} 2>/dev/null
rm -f "$openings"
