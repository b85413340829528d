#!/bin/sh
# Issue 18 on the engine's own games: self-play at depth 7 (selfplay_records),
# analysed the way the test analyses (kiryoku analyze, default budget), the
# difficulty signal drawn for two games (difficulty_plot.py ->
# bench/difficulty-selfN.svg), and the same games' style figures written
# as the report's reference (assets/style-reference.txt).
#   sh bench/difficulty.sh [GAMES]     (default 6; ~2 minutes a game on 2 cores)
set -eu
cd "$(dirname "$0")/.."
games=${1:-6}
make -s build/kiryoku build/bench/selfplay_records build/bench/style_reference
out=build/bench/difficulty
mkdir -p "$out"
nice -n 10 ./build/bench/selfplay_records --games "$games" --depth 7 --out "$out"
nice -n 10 ./build/kiryoku analyze -o "$out/analysis.tsv" "$out"/self*.kifu
./build/kiryoku report --lang en --player kiryoku-sente --records "$out" -o "$out" "$out/analysis.tsv" > /dev/null
python3 bench/difficulty_plot.py "$out/report.json" bench/difficulty self1 self2
./build/bench/style_reference "kiryoku's engine playing itself" "$out"/self*.kifu > assets/style-reference.txt
# The report names the reference to the player in their language.
ref_games=$(sed -n 's/^name: .*(\([0-9]*\) games)$/\1/p' assets/style-reference.txt)
echo "name_ja: kiryoku のエンジン同士の対局 (${ref_games}局)" >> assets/style-reference.txt
cat assets/style-reference.txt
