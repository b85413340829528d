#!/bin/sh
# The placement test end to end, headless: a weak and a strong engine player
# (the embedded engine at depth 1 and at depth 5) each sit the whole test
# against the AI opponents. Prints each one's rating, the positions it rests
# on, and the time from the last move of game 4 to the result: measured
# outside the program, from the log line that game 4 ended (written when its
# last move was made) to the result page's line, each stamped as it arrives;
# kiryoku's own breakdown (searching, report, and how many positions were
# searched during the games) follows. The strong
# one should get the higher rating. Figures on a shared, loaded machine are
# noisy: the load average is printed with them.
# PLACEMENT_TIME sets the clock (seconds per side; default 600);
# PLACEMENT_WHO the players (default "weak:1 strong:5", NAME:DEPTH);
# PLACEMENT_PACE=MIN-MAX makes them think like people: each move takes a
# seeded random MIN to MAX seconds (the spec's pace=, `kiryoku test
# --help`), the idle time in which the positions already played are
# analysed; without it they move at once, the worst case for that.
# PLACEMENT_BIN runs another build (default build/kiryoku), e.g. one of main
# for the figures before a change.
# PLACEMENT_JUDGE is the judge (`kiryoku test --judge`): default embedded-d5,
# the built-in judge and the test's default, with which the figures in
# bench/RESULTS.md were made;
# PLACEMENT_JUDGE=gpsshogi-d4 measures gpsshogi at depth 4. A build from
# before judges existed is run without --judge (it has the built-in one).
cd "$(dirname "$0")/.."
bin=${PLACEMENT_BIN:-build/kiryoku}
[ -x "$bin" ] || { echo "placement: build $bin first"; exit 0; }
judge=${PLACEMENT_JUDGE:-embedded-d5}
judge_arg=""
"$bin" test --help 2>&1 | grep -q -- '--judge ID' && judge_arg="--judge $judge"
judge_shown=$([ -n "$judge_arg" ] && echo "$judge" || echo built-in)
clock=${PLACEMENT_TIME:-600}
pace=${PLACEMENT_PACE:+,pace=$PLACEMENT_PACE,seed=1}
# Each line of standard input with the time it arrived (ms) and the
# one-minute load average then in front.
stamp() {
    while IFS= read -r line; do echo "$(($(date +%s%N) / 1000000)) $(cut -d' ' -f1 /proc/loadavg) $line"; done
}
for who in ${PLACEMENT_WHO:-weak:1 strong:5}; do
    name=${who%%:*}
    depth=${who##*:}
    dir=$(mktemp -d /tmp/kiryoku-placement-XXXXXX)
    start=$(date +%s)
    "$bin" test $judge_arg --headless --player "embedded:depth=$depth$pace" --time "$clock" --name "$name" \
        --data "$dir" --seed 1 2>&1 | stamp > "$dir/log"
    end=$(date +%s)
    body() { cut -d' ' -f3- "$dir/log"; }
    rating=$(body | sed -n 's/^Your rating: \([0-9-]*\).*/\1/p')
    range=$(body | sed -n 's/^Likely between \([0-9-]*\) and \([0-9-]*\).*/ (\1..\2)/p')
    positions=$(body | sed -n 's/^Based on \([0-9]*\) balanced.*/\1/p')
    last=$(grep -m1 ' Game 4 of 4: ' "$dir/log" | cut -d' ' -f1)
    shown=$(grep -m1 ' == Your result' "$dir/log" | cut -d' ' -f1)
    load_last=$(grep -m1 ' Game 4 of 4: ' "$dir/log" | cut -d' ' -f2)
    load_shown=$(grep -m1 ' == Your result' "$dir/log" | cut -d' ' -f2)
    wait_s=$([ -n "$last" ] && [ -n "$shown" ] && echo "$(((shown - last) / 1000)).$(((shown - last) % 1000 / 100)) s")
    inside=$(body | sed -n 's/^Analysis and report took \(.*\)/\1/p')
    echo "placement $name (embedded depth $depth${PLACEMENT_PACE:+, pace $PLACEMENT_PACE s}, ${clock}s, judge ${judge_shown}): rating ${rating:-none}$range," \
         "positions ${positions:-0}, last move to result ${wait_s:-?} (kiryoku: $inside)," \
         "whole test $((end - start)) s, load ${load_last:-?} at the last move and ${load_shown:-?} at the" \
         "result, $(cut -d' ' -f1-3 /proc/loadavg) now; files in $dir"
done
