#!/bin/sh
# What the move-choice estimator costs in analysis time (issue 19): writes
# bench/ROOT_SCORE_COST.md, which `make accuracy` appends to its report.
#
#     sh bench/root_score_cost.sh [TEST ...]
#
# Each TEST is a finished placement test of the accuracy run
# ($KIRYOKU_RUNS/accuracy-run/tests/TEST, e.g. human1000-d2-s1; default: the
# finished tests with the most and the fewest positions). Its games are
# analysed again by the run's own snapshot, one thread, as the test did:
# once plain (all the thesis mean and the other statistics of the losses
# need) and once with --root-scores-counted (what `kiryoku test
# --root-scores` adds for the move-choice likelihood), one after the other,
# and the CPU seconds of each are compared. Resumable: a test measured
# before is not measured again (delete build/root_score_cost/TEST to redo
# it). CPU seconds, not wall time: the load is recorded beside each run,
# and the figures are only clean on an otherwise idle machine.
set -u
cd "$(dirname "$0")/.." || exit 1
run=${ACCURACY_RUN:-${KIRYOKU_RUNS:-$HOME/.local/state/kiryoku/runs}/accuracy-run}
K=$run/bin/kiryoku
work=build/root_score_cost
out=bench/ROOT_SCORE_COST.md
if [ ! -x "$K" ]; then
    echo "root_score_cost: no snapshot in $run/bin: run make accuracy first" >&2
    exit 1
fi

positions() { # the analysis table's rows: every position of the test's games
    grep -v '^#' "$1" | tail -n +2 | wc -l
}

# The tests with the most and the fewest positions, by the test's own
# analysis table (one per game under tests/TEST/tests/*/).
default_tests() {
    for t in "$run"/tests/*/; do
        [ -f "$t/done" ] || continue
        n=0
        for f in "$t"/tests/*/analysis*.tsv; do
            [ -f "$f" ] && n=$((n + $(positions "$f")))
        done
        printf '%s\t%s\n' "$n" "$(basename "$t")"
    done | sort -n | sed -n '1p;$p' | cut -f2 | sort -u | tr '\n' ' '
}

# One analysis of a test's games, timed: $1 test, $2 plain|counted.
measure() {
    d=$work/$1
    [ -s "$d/$2.cpu" ] && return 0
    set -- "$1" "$2" "$(ls "$run/tests/$1"/tests/*/game*.csa)"
    extra=""
    [ "$2" = counted ] && extra=--root-scores-counted
    uptime | sed 's/.*load average: //' > "$d/$2.load"
    echo "root_score_cost: $1, $2 analysis ($(echo "$3" | wc -l) games)" >&2
    # shellcheck disable=SC2086
    if ! nice -n 10 /usr/bin/time -f '%U %S' -o "$d/$2.time" "$K" analyze --threads 1 --ai "kiryoku AI1" \
        --ai "kiryoku AI2" $extra -o "$d/$2.tsv" $3 2> "$d/$2.err"; then
        echo "root_score_cost: $1: the $2 analysis failed: $(tail -n 3 "$d/$2.err")" >&2
        return 1
    fi
    awk '{ printf "%.1f\n", $1 + $2 }' "$d/$2.time" > "$d/$2.cpu"
    uptime | sed 's/.*load average: //' >> "$d/$2.load"
}

tests="$*"
[ -n "$tests" ] || tests=$(default_tests)
[ -n "$tests" ] || { echo "root_score_cost: no finished test in $run/tests" >&2; exit 1; }
rows=""
for t in $tests; do
    [ -f "$run/tests/$t/done" ] || { echo "root_score_cost: $run/tests/$t is not a finished test" >&2; exit 1; }
    mkdir -p "$work/$t"
    measure "$t" plain && measure "$t" counted || exit 1
    plain=$(cat "$work/$t/plain.cpu")
    counted=$(cat "$work/$t/counted.cpu")
    searched=$(grep -v '^#' "$work/$t/counted.tsv" | awk -F'\t' 'NR == 1 { for (i = 1; i <= NF; i++) if ($i == "root_scores") c = i; next } c && $c != "" { n++ } END { print n + 0 }')
    rows="$rows| $t | $(positions "$work/$t/plain.tsv") | $searched | $plain | $counted | $(awk -v a="$counted" -v b="$plain" 'BEGIN { printf "%.2f", a / b }') | $(head -n 1 "$work/$t/plain.load" | cut -d, -f1) to $(tail -n 1 "$work/$t/counted.load" | cut -d, -f1) |
"
done

{
    echo "## What the root scores cost (bench/root_score_cost.sh)"
    echo
    echo "The move-choice likelihood needs every legal move's score before each move the estimator counts;"
    echo "the other statistics (mean, median, trimmed, clipped, winning chance) read the same table as the"
    echo "thesis mean and cost nothing more. A finished placement test's games analysed again by the run's"
    echo "snapshot ($(cut -c1-7 "$run/bin/commit")), one thread, at nice 10, plain and then with"
    echo "\`--root-scores-counted\` (what \`kiryoku test --root-scores\` adds). Command: \`sh bench/root_score_cost.sh ${tests% }\`."
    echo "CPU seconds of the analysis alone (the games' own cost is apart); load average (1 min) before the"
    echo "plain run and after the counted one."
    echo
    echo "| test | positions | positions searched for root scores | plain CPU-s | with root scores CPU-s | ratio | load |"
    echo "|---|---|---|---|---|---|---|"
    printf '%s' "$rows"
} > "$out"
cat "$out"
