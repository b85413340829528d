#!/bin/sh
# Commits a full accuracy run's data (DIR, default bench/accuracy-run, see the
# head of bench/accuracy.sh) every MINUTES (default 20) while the run goes on: the
# machines a run spans do not outlive a session, and a commit is what the
# next one starts from. Only that directory goes into each commit (a
# pathspec commit), so work staged beside it is left alone; a commit that
# finds git busy (another commit under way) waits for the next round.
#
#   sh bench/accuracy_checkpoint.sh [MINUTES [DIR]]      (in the background)
#
# Stops by itself when no accuracy.sh of the run is left running.
cd "$(dirname "$0")/.." || exit 1
minutes=${1:-20}
dir=${2:-bench/accuracy-run}
[ -d "$dir" ] || { echo "accuracy_checkpoint: no $dir (start the run with --dir $dir)" >&2; exit 1; }
commit_once() {
    git add -A "$dir" 2> /dev/null || return 0
    git diff --cached --quiet -- "$dir" && return 0
    games=$(cat "$dir/games.tsv" 2> /dev/null | grep -c .)
    tests=$(ls "$dir"/tests/*/done 2> /dev/null | wc -l)
    git commit -q -m "$(basename "$dir"): checkpoint, $games round-robin games, $tests placement tests finished" -- "$dir" &&
        echo "$(date -u +%H:%M) UTC: checkpoint, $games games, $tests tests"
}
while pgrep -f "accuracy.sh --dir $dir" > /dev/null; do
    sleep $((minutes * 60))
    commit_once
done
commit_once
