#!/bin/sh
# bench/accuracy.sh (`make accuracy`, issue 8): how accurate is the rating?
# A pool of artificial players (bench/accuracy_pool.tsv) gets its true
# strength from a round robin among its members (bench/accuracy_rr.c, Elo by
# maximum likelihood in bench/accuracy_elo.py) and from extra games between
# neighbours in strength (bench/accuracy_plan.py); then each member sits the
# headless placement test several times, and bench/accuracy_report.py
# compares the estimates with the truth and writes the report and the plot.
#
#   sh bench/accuracy.sh [--quick] [--rounds N] [--target ELO] [--seeds N] [--first-seed N] [--jobs N]
#                        [--games N] [--ai-depth N] [--pool FILE] [--dir DIR] [--judge ID]
#                        [--ai-steer ID] [--pace MIN-MAX] [--estimate-with COMMIT]
#
#   --quick      a smoke run (4 cheap players, a short round robin, one
#                test each at analysis depth 3) in under 15 minutes;
#                its report goes to its run directory, not to bench/
#   --rounds N   games per pair in the round robin (full and quick: 2; the
#                planned games between neighbours then narrow the
#                intervals, where games 1000 Elo apart tell little)
#   --target ELO after the round robin, planned games between neighbours
#                until every player's 95% interval is within +-ELO (full:
#                48, for the issue's +-50; 0: none). Each pass plans from
#                the ratings so far, plays, and refits (see --passes;
#                quick: one pass of at most 6 games, to exercise the path).
#   --max-extra N  at most N planned games a pass (full: 1000: passes
#                re-planned from firmer ratings aim at the right pairs)
#   --passes N   at most N passes of planned games (full: 10)
#   --seeds N    placement tests per player (full: 4)
#   --first-seed N  the first test's seed (default 1): tests are
#                deterministic, so a new round that reuses an earlier
#                run's round robin (its games.tsv copied in) plays new
#                games only with seeds the earlier run did not use
#   --games N    games in each placement test, played whatever the interval
#                (`kiryoku test --games N`; full: 6, quick: 4). The report
#                estimates every test on its first 2, 3, 4, 5 and 6 games
#                and replays the adaptive-length rule (issue 19) on them.
#                A resumed run keeps tests finished with fewer games; they
#                count only for the game counts they have.
#   --jobs N     games or tests at once (default 2: the machine's cores)
#   --ai-depth N the AI opponents' depth in the tests (default: the
#                program's own, as a person meets them)
#   --only STEP  rr, tests or report: one step (rr and tests need not wait
#                for each other; run them side by side, then the report)
#   --judge ID   the tests' judge (`kiryoku test --judge`; full and quick:
#                embedded-d5, the built-in judge, which ACCURACY.md's
#                figures, the pool's profiles and the root_scores column
#                were made with, and which keeps --quick under 15 minutes;
#                the test's own default, gpsshogi-d4, costs about eight
#                times its CPU and needs --no-root-scores and no --quick,
#                whose analysis depth 3 is the embedded engine's)
#   --ai-steer ID  the tests' settai steered by the judge ID (`kiryoku test
#                --ai-steer`; default: not steered)
#   --pace MIN-MAX  the tested players think like a person, MIN to MAX
#                seconds a move, less as their clock runs low (pace= in
#                their specs, `kiryoku test --player`; the round robin
#                plays at once). A test then costs little CPU but some
#                hours of wall time: run many at once (--jobs). A paced run
#                may take its round robin from an instant one: copy its
#                games.tsv in and run --only tests, then --only report
#                (bench/accuracy_pool_paced.tsv, bench/ACCURACY_PACED.md)
#   --estimate-with COMMIT  the report's estimators fitted and rated by the
#                kiryoku of COMMIT (built once into DIR/bin-estimate), not
#                by the snapshot: for an estimator fixed while the run was
#                under way whose option the snapshot lacks (round 3's
#                "to ply 120", --max-ply). Use a commit whose rating code
#                differs from the snapshot's by such options alone; the
#                report names it. The tests stay the snapshot's.
#   --no-root-scores  the tests' analysis without the root_scores column
#                (`kiryoku test --root-scores`, which scores every root move
#                where the estimator counts the move: the report's move-choice
#                estimator needs it; it costs analysis time)
#
# Everything lands in the run directory ($KIRYOKU_RUNS/accuracy-run, or
# build/accuracy-quick; KIRYOKU_RUNS defaults to ~/.local/state/kiryoku/runs):
# the snapshot of the program it measures (binary and assets, built once, at
# the first start, with the commit it came from, so that a resumed run never
# mixes two engines), the round robin's games, the tests' data. The run's data
# is experiment output, so it stays out of the repository, and out of the work
# tree, which a new checkout lays anew: the figures it gives are in
# bench/ACCURACY.md. The exception is a full run that outlasts a session:
# the machines it runs on do not outlive one, and round 3's first start
# (2026-11-28) was lost with its machine after 5 CPU-hours. Such a run
# goes to --dir bench/accuracy-run, whose .gitignore keeps out everything
# the report does not read, and is committed as it grows ("accuracy run:
# checkpoint"); the commit that puts its figures in ACCURACY.md removes it.
# Round 3's run (72 tests, the figures of ACCURACY.md) is in the history:
# `git archive 8781edc bench/accuracy-run | tar -x -C DIR` and
# `--dir DIR/bench/accuracy-run` restore and report it (round 2's: 833612a).
# Run it again to resume where it stopped; delete the directory to start
# over with the current code. The run's pool is DIR/pool.tsv: edited between
# runs (players added or dropped), it keeps the games between the players
# it still has and plays what the new ones lack (the tests of a dropped
# player stay on disk but leave the report). A player marked rr-only (a
# third column) plays in the round robin, where its games tie its
# neighbours' ratings, but sits no placement test, and the planned games
# aim at the tested players' intervals only.
set -eu
cd "$(dirname "$0")/.."
. bench/niceness.sh
session_niceness

# One placement test (the script runs itself this way, $jobs at once):
# the player's own random draws are seeded by the test's seed too.
# bench/settai_tests.sh runs it too, with ACC_AI_ARGS: more `kiryoku test`
# options for the AI opponents (a settai setting), split into words.
if [ "${1:-}" = --one-test ]; then
    name=$2; spec=$3; seed=$4
    out="$ACC_DIR/tests/$name-s$seed"
    # Several runners may share the list (a second one started when cores
    # free up): whoever holds the test's lock runs it; the lock dies with
    # its holder, so an interrupted test is simply run again.
    exec 9> "$out.lock"
    flock -n 9 || exit 0
    [ ! -f "$out/done" ] || exit 0
    rm -rf "$out" && mkdir -p "$out"
    case $spec in embedded:*|level:*|human:*) spec="$spec,seed=$seed" ;; esac
    if [ -n "${ACC_PACE:-}" ]; then
        case $spec in
        usi*) spec="${spec%%:*},pace=$ACC_PACE:${spec#*:}" ;; # keys before the command
        *) spec="$spec,pace=$ACC_PACE" ;;
        esac
    fi
    start=$(date +%s)
    # CPU seconds too: wall time on a shared machine mostly measures the others.
    timer=""; [ -x /usr/bin/time ] && timer="/usr/bin/time -f %U+%S -o $out/cpu"
    # The tested engines move at once and the AI thinks in well under its
    # 10 minutes, so a game lost on time means the test was paused or starved
    # (a suspended machine; a SIGSTOP too, in snapshots before 5861b22): its
    # games are not what was measured, so it is not kept and the next run
    # plays it again. A player at a
    # person's pace (pace= in its spec) may lose on time as a person does:
    # then only the AI's loss on time (the player won) means starvation.
    starved='^Game [0-9]* of [0-9]*: .*(on time)'
    case $spec in *pace=*) starved="^Game [0-9]* of [0-9]*: $name won (on time)" ;; esac
    # A snapshot from before judges existed has the built-in one alone.
    help=$("$ACC_DIR/bin/kiryoku" test --help 2>&1)
    judge_arg=""
    case $help in *"--judge ID"*) judge_arg="--judge $ACC_JUDGE" ;; esac
    # Settai's deeper turns stop at a node cap or after 5 s of wall time,
    # whichever comes first; on an idle machine here the nodes come first.
    # A shared machine's load would let the 5 s come first on some turns
    # (the same test counted 63 positions at one load, 165 at another), so
    # the tests lift the wall cap to 30 s and play as on an idle machine,
    # the same test at any load. A snapshot from before the node cap keeps
    # its wall cap.
    think_arg=""
    case $help in *--ai-think-nodes*) think_arg="--ai-think-ms 30000" ;; esac
    # Settai also spreads its own clock over the game: on a loaded machine
    # its searches take longer, and in long games the clock ran low and cut
    # searches short by time (in round 3's tests at load 4-10 settai spent
    # 89 s in the median game, but more than 300 s in 13 of 108, up to 591).
    # Untimed, its moves are not charged and it is told it has a day, so
    # that no budget binds (in snapshots from 27da18e to before 177e938 its
    # clock stayed full, whose early budget, 15 s, a starved search could
    # still reach), and it reads as on an idle machine.
    case $help in *--ai-untimed*) think_arg="$think_arg --ai-untimed" ;; esac
    if nice -n 5 $timer "$ACC_DIR/bin/kiryoku" test $judge_arg --headless --lang en --player "$spec" --time 600 --seed "$seed" \
        --name "$name" --no-resume ${ACC_GAMES:+--games "$ACC_GAMES"} --data "$out" ${ACC_ROOTS:+--root-scores} \
        ${ACC_AI_DEPTH:+--ai-depth "$ACC_AI_DEPTH"} ${ACC_DEPTH:+--depth "$ACC_DEPTH"} ${ACC_STEER:+--ai-steer "$ACC_STEER"} \
        $think_arg ${ACC_AI_ARGS:-} > "$out/log" 2>&1 &&
        ls "$out"/tests/*/analysis.tsv > /dev/null 2>&1 && ! grep -q "$starved" "$out/log"; then
        touch "$out/done"
        finished=$(ls "$ACC_DIR"/tests/*/done 2> /dev/null | wc -l)
        # A result is shown after each game from the 4th on: the last is the test's.
        echo "test $name seed $seed: $(grep -E '^(Your rating|No rating yet):' "$out/log" | tail -n 1)" \
             "($(($(date +%s) - start)) s, $(cat "$out/cpu" 2> /dev/null | bc 2> /dev/null) CPU-s;" \
             "$finished of $ACC_TESTS finished)"
    else
        why=$(grep -m 1 "$starved" "$out/log" || tail -n 2 "$out/log" | tr '\n' ' ')
        echo "test $name seed $seed FAILED after $(($(date +%s) - start)) s: $why"
    fi
    exit 0
fi

quick=0; rounds=2; target=48; max_extra=1000; passes=10; seeds=4; first_seed=1; games=6; jobs=2; ai_depth=""; pool=bench/accuracy_pool.tsv; dir=""; depth=""; only=""; roots=1; judge=embedded-d5; steer=""; pace=""; estimate_with=""
while [ $# -gt 0 ]; do
    case $1 in
    --quick) quick=1; rounds=2; target=100; max_extra=6; passes=1; seeds=1; games=4; ai_depth=2; depth=3; pool=bench/accuracy_pool_quick.tsv ;;
    --rounds) rounds=$2; shift ;;
    --target) target=$2; shift ;;
    --max-extra) max_extra=$2; shift ;;
    --passes) passes=$2; shift ;;
    --seeds) seeds=$2; shift ;;
    --first-seed) first_seed=$2; shift ;;
    --games) games=$2; shift ;;
    --jobs) jobs=$2; shift ;;
    --ai-depth) ai_depth=$2; shift ;;
    --pool) pool=$2; shift ;;
    --dir) dir=$2; shift ;;
    --only) only=$2; shift ;;
    --no-root-scores) roots="" ;;
    --judge) judge=$2; shift ;;
    --ai-steer) steer=$2; shift ;;
    --pace) pace=$2; shift ;;
    --estimate-with) estimate_with=$2; shift ;;
    *) echo "accuracy: unknown option $1 (see the head of bench/accuracy.sh)" >&2; exit 2 ;;
    esac
    shift
done
case $first_seed in ''|0*|*[!0-9]*) echo "accuracy: --first-seed wants a whole number from 1, not '$first_seed'" >&2; exit 2 ;; esac
[ -n "$dir" ] || { [ $quick = 1 ] && dir=build/accuracy-quick || dir=${KIRYOKU_RUNS:-$HOME/.local/state/kiryoku/runs}/accuracy-run; }
openings=tests/data/openings/records2016_10818.sfen
[ -f "$openings" ] || { echo "note: $openings missing; games start from the normal position"; openings=/dev/null; }
mkdir -p "$dir"

# 1. The snapshot: the program measured, fixed for the whole run. The
# programs themselves are not kept in the repository, only the commit they
# came from (bin/commit): on another machine, or after `make clean`, the
# snapshot is built again from that commit, so a resumed run still measures
# one program.
snapshot_from() { # SRC-TREE COMMIT
    make -s -C "$1" build/kiryoku build/bench/accuracy_rr || return 1
    mkdir -p "$dir/bin"
    cp "$1/build/bench/accuracy_rr" "$dir/bin/accuracy_rr"
    cp "$1/build/kiryoku" "$dir/bin/kiryoku"
    rm -rf "$dir/assets" && cp -R "$1/assets" "$dir/assets" # the book and profiles, found next to bin/
    echo "$2" > "$dir/bin/commit"
}
# build_at COMMIT WHAT FN: FN SRC-TREE COMMIT on COMMIT's tree, laid out in
# a temporary directory that goes afterwards; WHAT names the build in the
# messages. The snapshot rebuilt and the estimators' kiryoku both use it.
build_at() {
    git cat-file -e "$1^{commit}" 2> /dev/null ||
        { echo "accuracy: commit $1 ($2) is not in this clone (a shallow clone? git fetch --unshallow)" >&2; return 1; }
    echo "accuracy: building $2 from commit $1"
    src=$(mktemp -d)
    built=0
    git archive "$1" | tar -x -C "$src" && "$3" "$src" "$1" && built=1
    rm -rf "$src"
    [ $built = 1 ]
}
if [ ! -x "$dir/bin/kiryoku" ] || [ ! -x "$dir/bin/accuracy_rr" ]; then
    if [ -f "$dir/bin/commit" ]; then
        commit=$(cat "$dir/bin/commit")
        case $commit in *+local-changes|unknown)
            echo "accuracy: the run in $dir measured $commit, which cannot be built again; delete $dir to start over" >&2
            exit 1 ;;
        esac
        build_at "$commit" "the snapshot of the run in $dir, again" snapshot_from || exit 1
    else
        commit=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)
        git diff --quiet HEAD -- base shogi engine bridge ai analysis rating ui app tools 2>/dev/null || commit="$commit+local-changes"
        snapshot_from . "$commit" || exit 1
        cp "$pool" "$dir/pool.tsv"
    fi
fi
[ -f "$dir/pool.tsv" ] || cp "$pool" "$dir/pool.tsv"
# The settings of the steps run, appended: the report reads the last of each.
step() { [ -z "$only" ] || [ "$only" = "$1" ]; }
if step rr; then printf 'rounds=%s\ntarget=%s\npasses=%s\nmax_extra=%s\n' "$rounds" "$target" "$passes" "$max_extra" >> "$dir/config"; fi
if step tests; then
    printf 'seeds=%s\nfirst_seed=%s\ngames=%s\nai_depth=%s\ndepth=%s\njudge=%s\nsteer=%s\npace=%s\n' "$seeds" "$first_seed" "$games" "${ai_depth:-default}" "${depth:-default}" "$judge" "${steer:-none}" "${pace:-none}" >> "$dir/config"
fi
# The tested players: the pool's, less those marked rr-only.
tested_pool() { grep -v '^#' "$dir/pool.tsv" | grep . | awk -F'\t' '$3 != "rr-only"'; }
players=$(grep -c '^[^#]' "$dir/pool.tsv")
tested=$(tested_pool | wc -l)
echo "accuracy: program $(cat "$dir/bin/commit"), $players players ($tested tested);" \
     "$(step rr && echo "$rounds games a pair, then planned games to +-$target; ")$(step tests && echo "$seeds tests of $games games each; ")$jobs at once;" \
     "run directory $dir"
echo "accuracy: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg) (times are noisy on a shared machine)"

# 2. The round robin, in $jobs shards appending to one file; then passes of
# planned games where they narrow the widest interval most (the plan file
# names the pairs that play more than --rounds games).
rr_shards() { # [--plan FILE]
    # Names and specs only: a snapshot built before the rr-only column
    # existed reads the third column as part of the spec.
    cut -f1,2 "$dir/pool.tsv" > "$dir/rr_pool.tsv"
    # A run killed mid-line, or a commit taken while a shard was writing,
    # leaves a last line without its newline: the next game would be
    # appended onto it. The partial game is dropped and played again.
    # (accuracy_rr cuts it itself since 2026-11-27; this is for snapshots
    # built before, the issue-19 run's among them.)
    if [ -s "$dir/games.tsv" ] && [ "$(tail -c 1 "$dir/games.tsv" | wc -l)" = 0 ]; then
        echo "accuracy: dropping the partial last line of $dir/games.tsv"
        sed -i '$ d' "$dir/games.tsv"
    fi
    i=0
    while [ $i -lt "$jobs" ]; do
        nice -n 5 "$dir/bin/accuracy_rr" --pool "$dir/rr_pool.tsv" --out "$dir/games.tsv" --rounds "$rounds" \
            --openings "$openings" --shard "$i/$jobs" "$@" &
        i=$((i + 1))
    done
    wait
}
if step rr; then
    rr_shards
    pass=1
    while [ "$target" != 0 ] && [ $pass -le $passes ]; do
        python3 bench/accuracy_plan.py --games "$dir/games.tsv" --pool "$dir/pool.tsv" --rounds "$rounds" \
            --target "$target" --max-extra "$max_extra" > "$dir/plan.tsv.new" 2> "$dir/plan.log" ||
            { cat "$dir/plan.log" >&2; exit 1; }
        mv "$dir/plan.tsv.new" "$dir/plan.tsv"
        sed "s/^/accuracy: pass $pass: /" "$dir/plan.log"
        left=$(sed -n 's/^plan: \([0-9]*\) games to play$/\1/p' "$dir/plan.log")
        [ "${left:-0}" -gt 0 ] || break
        rr_shards --plan "$dir/plan.tsv"
        pass=$((pass + 1))
    done
    played=$(awk -F'\t' -v r="$rounds" 'NR > 1 && $2 < r' "$dir/games.tsv" | wc -l)
    planned=$((players * (players - 1) / 2 * rounds))
    [ "$played" -ge "$planned" ] || echo "accuracy: $played of $planned round-robin games played; run again to play the rest"
fi
if [ -f "$dir/games.tsv" ] && { step rr || step report; }; then
    python3 bench/accuracy_elo.py "$dir/games.tsv" "$dir/pool.tsv" > "$dir/elo.tsv"
    echo "accuracy: true Elo (maximum likelihood, mean 0):"
    column -t -s "$(printf '\t')" "$dir/elo.tsv" 2> /dev/null || cat "$dir/elo.tsv"
fi

# 3. The placement tests: each player, each seed; a finished one is kept.
if step tests; then
    mkdir -p "$dir/tests"
    todo_file="$dir/tests.todo.$$"
    : > "$todo_file"
    seed=$first_seed
    while [ $seed -lt $((first_seed + seeds)) ]; do
        tested_pool | while IFS="$(printf '\t')" read -r name spec _; do
            [ -f "$dir/tests/$name-s$seed/done" ] || printf '%s\t%s\t%s\n' "$name" "$spec" "$seed" >> "$todo_file"
        done
        seed=$((seed + 1))
    done
    todo=$(wc -l < "$todo_file")
    echo "accuracy: $todo placement tests to run"
    # Four games is what the test plays by itself when every question is
    # answered no (the headless default): no --games then, so a snapshot
    # built before the option existed still resumes a 4-game run.
    acc_games=$games; [ "$games" != 4 ] || acc_games=""
    export ACC_JUDGE="$judge" ACC_ROOTS="$roots" ACC_DIR="$dir" ACC_AI_DEPTH="$ai_depth" ACC_DEPTH="$depth" ACC_GAMES="$acc_games" ACC_TESTS=$((tested * seeds)) ACC_STEER="$steer" ACC_PACE="$pace"
    # xargs splits on tabs and newlines: names and specs hold no tabs (the pool
    # file's format), specs may hold spaces (usi: commands with arguments).
    tr '\t' '\n' < "$todo_file" | xargs -r -d '\n' -n 3 -P "$jobs" sh bench/accuracy.sh --one-test
    rm -f "$todo_file"
    # A smoke run (CI) must fail when a test did not finish; a full run just
    # reports what it has, and running it again retries the rest.
    finished=$(ls "$dir"/tests/*/done 2> /dev/null | wc -l)
    if [ $quick = 1 ] && [ "$finished" -lt $((tested * seeds)) ]; then
        echo "accuracy: only $finished of $((tested * seeds)) placement tests finished (logs: $dir/tests/*/log)" >&2
        exit 1
    fi
fi

# 4. The report, its estimators rated by a newer kiryoku when the run has
# one (--estimate-with; kept in bin-estimate/commit and built again, like
# the snapshot, where the machine lacks it, but not again when it has it).
estimate_from() { # SRC-TREE COMMIT
    make -s -C "$1" build/kiryoku || return 1
    mkdir -p "$dir/bin-estimate"
    cp "$1/build/kiryoku" "$dir/bin-estimate/kiryoku"
    git rev-parse --short "$2" > "$dir/bin-estimate/commit"
}
step report || exit 0
have=$(cat "$dir/bin-estimate/commit" 2> /dev/null || true)
want=${estimate_with:-$have}
if [ -n "$want" ] && { [ ! -x "$dir/bin-estimate/kiryoku" ] ||
                       [ "$(git rev-parse --short "$want" 2> /dev/null)" != "$have" ]; }; then
    build_at "$want" "the estimators' kiryoku" estimate_from || exit 1
fi
if [ $quick = 1 ]; then
    report="$dir/ACCURACY.md"; plot="$dir/accuracy.png"
else
    report=bench/ACCURACY.md; plot=bench/accuracy.png
fi
python3 bench/accuracy_report.py --dir "$dir" --report "$report" --plot "$plot"
echo "accuracy: report in $report, plot in $plot"
