#!/bin/sh
# How long settai's games last and how many level positions they give,
# before and after a change of settai (issue 36: it wins games the player
# has thrown away). Each player sits whole headless placement tests (4
# games, 10-minute clocks, as bench/accuracy.sh plays them); per game:
# plies, the positions the estimate counts (the result page's "balanced
# positions") and the result; per test: the count the rating rests on and
# its spread. Resumable: a finished test is not played again (delete its
# directory to replay it). Runs under nice 19.
#
#   sh bench/settai_course.sh [SEEDS]
#
# SEEDS: test seeds (default "1 2"). SETTAI_PLAYERS: NAME=SPEC words
# (default below: weak, middling, strong). SETTAI_DIR: where the tests go
# (default ${KIRYOKU_RUNS:-~/.local/state/kiryoku/runs}/settai-course).
# SETTAI_AFTER: the build to measure (default build/kiryoku; give a copy
# for a long run, since a rebuild under way changes the binary).
# SETTAI_JUDGE: the judge (`kiryoku test --judge`; default embedded-d5, the
# built-in judge and the test's default, so the counted positions stay
# comparable); a build from before judges gets no --judge.
# "before", either or both:
#   SETTAI_BEFORE=/path/to/old/kiryoku   plays the same tests with it;
#   SETTAI_BEFORE_RUN=DIR                reads an accuracy run's tests
#                                        (bench/accuracy.sh; the first 4
#                                        games of each) for the players
#                                        it has.
set -u
cd "$(dirname "$0")/.."
make -s build/kiryoku || exit 1
seeds=${1:-1 2}
players=${SETTAI_PLAYERS:-random=embedded:softmax=100000,depth=1 human800-d2=human:800,depth=2 \
human1500-d2=human:1500,depth=2 softmax25-d1=embedded:softmax=25,depth=1 nodes5200=embedded:nodes=5200 \
depth4=embedded:depth=4}
dir=${SETTAI_DIR:-${KIRYOKU_RUNS:-$HOME/.local/state/kiryoku/runs}/settai-course}
mkdir -p "$dir"
# A copied build finds the shipped book and profiles here.
KIRYOKU_ASSETS=${KIRYOKU_ASSETS:-$(pwd)/assets}; export KIRYOKU_ASSETS
builds="after=${SETTAI_AFTER:-$(pwd)/build/kiryoku}"
[ -n "${SETTAI_BEFORE:-}" ] && builds="before=$SETTAI_BEFORE $builds"
echo "settai course bench on $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); tests in $dir"
for b in $builds; do
    bname=${b%%=*}; bin=${b#*=}
    for p in $players; do
        pname=${p%%=*}; spec=${p#*=}
        for seed in $seeds; do
            t=$dir/$bname/$pname-s$seed
            [ -f "$t/done" ] && continue
            rm -rf "$t" && mkdir -p "$t"
            start=$(date +%s)
            judge_arg=""
            "$bin" test --help 2>&1 | grep -q -- '--judge ID' && judge_arg="--judge ${SETTAI_JUDGE:-embedded-d5}"
            if ! nice -n 19 "$bin" test $judge_arg --headless --lang en --player "$spec" --time 600 --seed "$seed" \
                --name "$pname" --no-resume --games 4 --data "$t/data" > "$t/log" 2>&1; then
                echo "$bname $pname seed $seed: failed, see $t/log"; tail -n 3 "$t/log"; continue
            fi
            echo "$(($(date +%s) - start))" > "$t/done"
            echo "$bname $pname seed $seed: $(grep -c '^Game [0-9], ' "$t/log") games in $(cat "$t/done") s"
        done
    done
done
# One line a game: build, player, seed, game, plies, counted positions, result.
game_lines() { # BUILD PLAYER SEED LOG RECORDS_DIR
    for g in 1 2 3 4; do
        csa=$5/game$g.csa
        [ -f "$csa" ] || continue
        plies=$(grep -c '^[+-][0-9]' "$csa")
        line=$(grep "^Game $g, " "$4" | head -n 1)
        counted=$(echo "$line" | sed -n 's/.*: \([0-9]*\) balanced.*/\1/p')
        result=$(echo "$line" | sed -n 's/.*you \([a-z]*\).*/\1/p; s/.*, draw:.*/draw/p')
        printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$1" "$2" "$3" "$g" "$plies" "${counted:-0}" "${result:-?}"
    done
}
{
for t in "$dir"/*/*-s*; do
    [ -f "$t/done" ] || continue
    test=$(basename "$t")
    game_lines "$(basename "$(dirname "$t")")" "${test%-s*}" "${test##*-s}" "$t/log" "$(ls -d "$t"/data/tests/*/ | head -n 1)"
done
if [ -n "${SETTAI_BEFORE_RUN:-}" ]; then
    for p in $players; do
        pname=${p%%=*}
        for t in "$SETTAI_BEFORE_RUN"/tests/"$pname"-s*; do
            [ -f "$t/log" ] || continue
            game_lines before "$pname" "${t##*-s}" "$t/log" "$(ls -d "$t"/tests/*/ | head -n 1)"
        done
    done
fi
} > "$dir/games.tsv"
python3 - "$dir/games.tsv" <<'PY'
import sys, statistics as st
rows = [l.rstrip('\n').split('\t') for l in open(sys.argv[1]) if l.strip()]
def q(xs):
    xs = sorted(xs)
    return f"{xs[0]}-{xs[-1]}, median {st.median(xs):g}" if xs else "-"
players = []
for r in rows:
    if r[1] not in players: players.append(r[1])
print("| player | build | games | plies (range, median) | counted a game | counted a test | tests < 50 | CV of a test's count | results W-D-L (player) |")
print("|---|---|---|---|---|---|---|---|---|")
for p in players:
    for b in ("before", "after"):
        g = [r for r in rows if r[1] == p and r[0] == b]
        if not g: continue
        plies = [int(r[4]) for r in g]; cnt = [int(r[5]) for r in g]
        tests = {}
        for r in g: tests[r[2]] = tests.get(r[2], 0) + int(r[5])
        per = list(tests.values())
        cv = st.pstdev(per) / st.mean(per) if len(per) > 1 and st.mean(per) > 0 else float('nan')
        res = [r[6] for r in g]
        print(f"| {p} | {b} | {len(g)} | {q(plies)} | {q(cnt)} | {', '.join(map(str, per))} | "
              f"{sum(1 for x in per if x < 50)} | {cv:.2f} | {res.count('won')}-{res.count('draw')}-{res.count('lost')} |")
PY
