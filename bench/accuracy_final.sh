#!/bin/sh
# bench/accuracy_final.sh: everything a finished accuracy run is read for,
# in one command (made for round 3's end: bench/RESULTS.md, "Round 3 of
# the accuracy run: the verdicts"), so that no step is forgotten and each
# figure comes from a command in the repository:
#
#   sh bench/accuracy_final.sh [--estimate-with COMMIT] [--dir RUN] [--pace MIN-MAX]
#
#   1. the report (bench/ACCURACY.md and accuracy.png): `accuracy.sh
#      --only report`, its estimators rated by COMMIT's kiryoku when given
#      (round 3: 902c03d, for the ply-120 estimator's --max-ply and the
#      best-free one's --best-free);
#   2. the paced view: the run's tests as a person's clock (MIN-MAX
#      seconds a move, default 3-15) would have ended them (paced_view.py),
#      reported in bench/ACCURACY_PACED.md and accuracy_paced.png;
#   3. on standard output, for RESULTS.md and the issues' notes: settai's
#      turns against the limits that could have cut them short
#      (settai_turn_times.py), the pool's counts and game lengths
#      (settai_tests_table.py: issue 36's goal of >= 50 counted positions a
#      test, CV <= 0.3) and the tests rated after k games (rated_after_k.py:
#      issue 35's goal of a rating within 5 games);
#   4. on standard output, exploratory (after the tests, not the report's
#      rule): where the shipped statistic's noise comes from and two
#      estimators averaged, held out, at 4 and 6 games (estimator_blend.py).
#
# The paced view's directory is experiment output:
# $KIRYOKU_RUNS/accuracy-paced-view (default ~/.local/state/kiryoku/runs).
# Run it on an idle machine or say the load: the estimators' fits take some
# minutes, and step 3 reads the records only.
set -eu
cd "$(dirname "$0")/.."
run=bench/accuracy-run; with=""; pace=3-15
while [ $# -gt 0 ]; do
    case $1 in
    --dir) run=$2; shift ;;
    --estimate-with) with=$2; shift ;;
    --pace) pace=$2; shift ;;
    *) echo "accuracy_final: unknown option $1 (see the head of bench/accuracy_final.sh)" >&2; exit 2 ;;
    esac
    shift
done
[ -d "$run/tests" ] || { echo "accuracy_final: $run has no tests/ (an accuracy run's directory?)" >&2; exit 1; }
view=${KIRYOKU_RUNS:-$HOME/.local/state/kiryoku/runs}/accuracy-paced-view

echo "== 1. the report"
sh bench/accuracy.sh --dir "$run" --only report ${with:+--estimate-with "$with"}

echo "== 2. the paced view ($pace s a move) in $view"
rm -rf "$view"
python3 bench/paced_view.py --from "$run" --to "$view" --pace "$pace"
python3 bench/accuracy_report.py --dir "$view" --report bench/ACCURACY_PACED.md --plot bench/accuracy_paced.png

echo "== 3. settai's turns against their limits"
python3 bench/settai_turn_times.py --full-clock-budget "$run"
echo "== 3. the pool's counts and game lengths (issue 36)"
python3 bench/settai_tests_table.py --kiryoku "$run/bin/kiryoku" "round=$run/tests"
echo "== 3. tests rated after k games (issue 35)"
python3 bench/rated_after_k.py --run "$run" --kiryoku "$run/bin/kiryoku"
echo "== 4. exploratory: the noise's parts and two estimators averaged (estimator_blend.py)"
for k in 4 6; do python3 bench/estimator_blend.py --run "$run" --games $k; done
