#!/bin/sh
# The test runner. Every suite, its programs and its command are listed in
# suites() below; make schedules them (a target per suite or group of
# suites, several at once) and this script runs each one and adds them up.
#
#   make test                 every suite (after `make deps`)
#   make check T="NAME..."    the named suites (names as in tests/expected.txt)
#   sh tests/run.sh [NAME...] the same as make test / make check, without deps
#
# A suite is a name, a command run from the repository root, its log
# build/test-logs/NAME.log, whose last "N passed, N failed" line counts its
# cases, and the command's exit status (non-zero with no failed case counts
# as one failure). The suites:
#  - unit tests (one per tests/unit/test_*.c), optimised build and ASan+UBSan
#  - a clang -fsyntax-only pass over the C sources no build compiles with
#    clang (gcc builds the product, clang the ASan build)
#  - the layer map (tests/layers.sh)
#  - the generated test data against its scripts (tests/gen/*.py --check)
#  - terminal tests (tests/term/*.sh) driving build/kiryoku inside tmux
#  - the move generator against fairy-stockfish's (tests/crosscheck.sh)
#  - a fuzz smoke run: each tests/fuzz/fuzz_*.c fuzzed for a few seconds
# tests/expected.txt lists every suite with the fewest cases it may run: a
# suite that is missing, runs fewer, or is not listed there is a failure,
# so nothing can drop out of the total and still look green.
#
# How a run goes (make test, make check and the bare script alike):
#   sh tests/run.sh --prepare [NAME...]  writes build/suites.mk: the
#        programs the suites need (target suites-built) and a job per suite
#        or group (target suites), in the order they start (slow_first
#        below); forgets the suites' old results
#   make -k -j(cores) ... suites-built      builds those programs
#   make -k -j(cores+2) ... suites          runs the jobs, in that order,
#        cores + 2 at a time: `sh tests/run.sh --run NAME...` runs suites,
#        prints a line (ok/FAIL) per finished one, leaves NAME.log and
#        NAME.res in build/test-logs
#   sh tests/run.sh --summary [NAME...]  the failures, the slowest suites,
#        tests/expected.txt checked both ways, and last "N passed, N failed"
# Other uses: --list (every suite's name), --needs NAME... (their programs).
set -u
cd "$(dirname "$0")/.." || exit 2
root=$(pwd)
log=build/test-logs

# suite NAME GROUP NEEDS COMMAND...: one suite. NEEDS: the make targets it
# needs built, space-separated in one word ("" for none); programs:FILE
# stands for the programs FILE names (build/kiryoku, build/asan/kiryoku-dev,
# build/bench/X...), opt-programs:FILE for those but the ASan ones. Suites
# of one GROUP ("-": none) share files, so they run one after another in
# the order listed here. COMMAND runs from the repository root with its own
# empty XDG_DATA_HOME, stdin from /dev/null; it must print "N passed, N
# failed" (its last such line counts).
suite() {
    name=$1 group=$2 needs=$3
    shift 3
    printf '%s\t%s\t%s\t%s\n' "$name" "$group" "$needs" "$*"
}

suites() {
    # Unit tests, in both builds. The two builds of a test whose source
    # names files under build/ (not programs) would write the same files:
    # they are a group.
    shared=$(grep -oE 'build/[A-Za-z0-9_./%-]*' tests/unit/test_*.c /dev/null |
        grep -vE ':build/(asan/)?kiryoku(-dev)?$|:build/bench/[a-z_]+$' | cut -d: -f1 | sort -u | tr '\n' ' ')
    for src in tests/unit/test_*.c; do
        t=$(basename "$src" .c)
        case " $shared" in *" $src "*) g=unit-$t ;; *) g=- ;; esac
        suite "$t" "$g" "build/tests/$t opt-programs:$src" "build/tests/$t"
        suite "asan-$t" "$g" "build/asan/tests/$t programs:$src" "build/asan/tests/$t"
    done
    suite clang-syntax - "" clang_syntax
    suite layers - "" sh tests/layers.sh
    # Test data and expected values written by scripts: each script's
    # --check rewrites them in memory and compares with what is committed.
    for g in tests/gen/*.py; do
        [ -f "$g" ] || continue
        suite "gen-$(basename "$g" .py)" - "" python3 "$g" --check
    done
    # The move generator against fairy-stockfish on 100 random deep
    # positions (fairy-stockfish is a test dependency: missing, it fails).
    suite crosscheck - "build/kiryoku build/bench/crosscheck_positions" sh tests/crosscheck.sh
    for t in tests/term/*.sh; do
        [ -f "$t" ] || continue
        suite "term-$(basename "$t" .sh)" - "build/kiryoku programs:$t" sh "$t"
    done
    # Fuzz smoke: 2000 new inputs per harness after the kept corpus (see
    # tests/fuzz/run.sh); one group, since they share its shogi/ library.
    for h in tests/fuzz/fuzz_*.c; do
        [ -f "$h" ] || continue
        n=$(basename "$h" .c); n=${n#fuzz_}
        # Really fuzzed, whatever the environment says: a replay of the
        # corpus is not a fuzz run (its summary says "replay:" and fails
        # run_one's check of a fuzz result).
        suite "fuzz-$n" fuzz "" env FUZZ_MODE=fuzz FUZZ_MIN_RUNS="${FUZZ_SMOKE_RUNS:-2000}" sh tests/fuzz/run.sh "$n"
    done
}

# The jobs (a suite, or a group) that start first, in this order; the
# others follow in the order listed above. The long ones (`make test`
# prints the ten slowest) must not start last, or the run ends waiting for
# them. Terminal tests mostly wait, so they alternate with suites that keep
# the cores busy. A slow suite you add belongs here.
slow_first="test_session_e2e test_session_prefetch asan-test_session_prefetch
term-placement test_analyze_counted clang-syntax term-result_screen
asan-test_session_e2e fuzz-csa term-report_html term-screens_ja test_accuracy
term-placement_asan test_engine_search asan-test_engine_search test_analyzer
term-resume term-monkey term-kiosk term-clock term-shard_analyze term-gps_judge term-judge_fallback test_session
asan-test_session test_perft test_usi_backend test_record_roundtrip
asan-test_record_roundtrip asan-test_accuracy term-play term-screen"

# clang is a test dependency (scripts/install-deps.sh): without it the pass
# fails. The ASan build is clang's (Makefile ASAN_CC), so it compiles the
# library, the tools and every unit test clean under clang already; this
# pass checks the rest (the bench programs, both mains), or everything when
# the ASan build is not clang's.
clang_syntax() {
    if ! command -v clang >/dev/null 2>&1; then
        echo "clang is not installed (make deps installs it)"
        echo "0 passed, 1 failed"
        return 1
    fi
    if [ "$(make -s --no-print-directory asan-cc)" = clang ]; then
        files=$(ls bench/*.c app/main.c tools/kiryoku_dev.c)
    else
        files=$(find . -name '*.c' -not -path './build/*' -not -path './.git/*' -not -path './tests/fuzz/*' | sort)
    fi
    n=$(echo "$files" | wc -l)
    # One clang for all files (a clang start per file cost a sixth of the
    # pass); only when that fails, one per file, to name the culprits.
    # shellcheck disable=SC2086 # file names are words by construction
    if clang -std=c11 -D_GNU_SOURCE -Wall -Wextra -Werror -I. -fsyntax-only $files; then
        echo "$n passed, 0 failed"; return 0
    fi
    ok=0; bad=0
    for f in $files; do
        if clang -std=c11 -D_GNU_SOURCE -Wall -Wextra -Werror -I. -fsyntax-only "$f" 2>/dev/null; then
            ok=$((ok + 1)); else bad=$((bad + 1)); echo "clang: $f does not compile clean"; fi
    done
    echo "$ok passed, $bad failed"
    [ "$bad" = 0 ]
}

# table FILE: the suites, one a line (name, group, needs, command; tabs),
# with programs:FILE in the needs replaced by the programs FILE names.
table() {
    suites > "$1.raw"
    files=$(grep -oE '(opt-)?programs:[^ 	]+' "$1.raw" | sed 's/^[a-z-]*://' | sort -u)
    # shellcheck disable=SC2086 # file names are words by construction
    grep -oE 'build/(asan/)?kiryoku(-dev)?([^a-z_/.-]|$)|build/bench/[a-z_]+' $files /dev/null |
        sed -E 's/[^a-z_]$//' | sort -u |
        awk -F'\t' 'FILENAME == "-" { i = index($0, ":"); f = substr($0, 1, i - 1); p = substr($0, i + 1)
                                all[f] = all[f] " " p; if (p !~ /^build\/asan\//) opt[f] = opt[f] " " p; next }
            {   n = split($3, w, " "); needs = ""
                for (k = 1; k <= n; k++) {
                    if (w[k] ~ /^opt-programs:/) needs = needs opt[substr(w[k], 14)]
                    else if (w[k] ~ /^programs:/) needs = needs all[substr(w[k], 10)]
                    else needs = needs " " w[k]
                }
                n = split(needs, w, " "); needs = ""; split("", seen)
                for (k = 1; k <= n; k++) if (!(w[k] in seen)) { seen[w[k]] = 1; needs = needs (needs == "" ? "" : " ") w[k] }
                print $1 "\t" $2 "\t" needs "\t" $4 }' - "$1.raw" > "$1"
    rm -f "$1.raw"
}

# The table of this run (--prepare writes it), else a fresh one.
this_table() { # FILE
    if [ -f "$log/suites.tsv" ]; then cp "$log/suites.tsv" "$1"; else table "$1"; fi
}

# The suites to run: the names given (each must exist), else all.
selected() { # TABLE NAME...
    tab=$1; shift
    if [ $# = 0 ]; then cut -f1 "$tab"; return 0; fi
    st=0
    for n in "$@"; do
        if awk -F'\t' -v n="$n" '$1 == n { f = 1 } END { exit !f }' "$tab"; then echo "$n"; else
            echo "tests/run.sh: no suite named '$n' (sh tests/run.sh --list names them)" >&2; st=1; fi
    done
    return $st
}

prepare() { # NAME...: writes build/suites.mk
    mkdir -p "$log"
    tab=$(mktemp); trap 'rm -f "$tab"' EXIT
    table "$tab"
    names=$(selected "$tab" "$@") || exit 2
    cp "$tab" "$log/suites.tsv"
    for n in $names; do rm -f "$log/$n.res"; done
    # A job per suite, or per group (its suites in the order listed); jobs
    # start in the order of slow_first, then as listed.
    echo "$names" | awk -F'\t' -v slow="$slow_first" '
        BEGIN { n = split(slow, w, /[ \n]+/); for (i = 1; i <= n; i++) rank[w[i]] = i }
        FILENAME == "-" { run[$1] = 1; next }
        !($1 in run) { next }
        {   job = ($2 == "-") ? $1 : $2
            r = ($1 in rank) ? rank[$1] : 1000 + NR
            if (!(job in first)) { first[job] = r; order[++jobs] = job }
            else if (r < first[job]) first[job] = r
            members[job] = members[job] " " $1
            needs[job] = needs[job] " " $3
        }
        END { for (j = 1; j <= jobs; j++) { job = order[j]; print first[job] "\t" job "\t" needs[job] "\t" members[job] } }
    ' - "$tab" | sort -s -t "$(printf '\t')" -k1,1n > "$tab.jobs"
    {
        echo "# Written by tests/run.sh --prepare: the programs the suites need"
        echo "# (suites-built) and a job per suite or group of suites (suites)."
        echo "SUITE_JOBS :=" $(cut -f2 "$tab.jobs" | sed 's|^|job/|')
        echo "SUITES_NEEDS :=" $(cut -f3 "$tab.jobs" | tr ' ' '\n' | grep . | sort -u)
        echo "suites-built: \$(SUITES_NEEDS)"
        printf '\t@:\n'
        echo "suites: \$(SUITE_JOBS)"
        echo ".PHONY: suites-built suites \$(SUITE_JOBS)"
        awk -F'\t' '{ printf "job/%s:%s\n\t@sh tests/run.sh --run%s\n", $2, $3, $4 }' "$tab.jobs"
    } > build/suites.mk
    rm -f "$tab.jobs"
}

# Runs one suite; prints its line and leaves NAME.log and NAME.res
# ("passed failed seconds status-note").
# The CPU time (user + system, in hundredths of a second) this shell's
# finished children had used, from the output of `times` in FILE (it must
# run in this shell: in $(...) it would report a subshell's). A suite's
# cost on a shared machine, where its wall time mostly measures neighbours.
children_cpu() { # FILE
    tail -n 1 "$1" | awk '{ n = 0; for (i = 1; i <= 2; i++) { split($i, t, "m"); sub("s", "", t[2]); n += t[1] * 60 + t[2] }
                            printf "%d\n", n * 100 + 0.5 }'
}

run_one() { # NAME
    name=$1
    tab=$(mktemp)
    this_table "$tab"
    line=$(awk -F'\t' -v n="$name" '$1 == n' "$tab")
    rm -f "$tab"
    if [ -z "$line" ]; then echo "FAIL $name: no such suite"; return 1; fi
    needs=$(printf '%s\n' "$line" | cut -f3)
    cmd=$(printf '%s\n' "$line" | cut -f4-)
    mkdir -p "$log"
    for n in $needs; do
        if [ ! -e "$n" ]; then
            echo "$n is not built (make test builds it)" > "$log/$name.log"
            echo "0 1 0 $n is not built" > "$log/$name.res"
            echo "FAIL $name: $n is not built"; return 0
        fi
    done
    # The repository's own copy of the test data (tests/data/SOURCES.md): a
    # clone alone runs every test.
    KIRYOKU_TESTDATA=$root/tests/data
    ASAN_OPTIONS=detect_leaks=1:abort_on_error=0
    UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
    export KIRYOKU_TESTDATA ASAN_OPTIONS UBSAN_OPTIONS
    # Its own data directory: suites running side by side (and the user's
    # own kiryoku data) never share one.
    scratch=$(mktemp -d "${TMPDIR:-/tmp}/kiryoku-suite.XXXXXX")
    mkdir -p "$scratch/data"
    t0=$(date +%s%N)
    times > "$scratch/times"; c0=$(children_cpu "$scratch/times")
    (XDG_DATA_HOME=$scratch/data; export XDG_DATA_HOME; eval "$cmd") > "$log/$name.log" 2>&1 < /dev/null
    rc=$?
    times > "$scratch/times"; cpu=$(($(children_cpu "$scratch/times") - c0))
    echo "$((cpu / 100)).$((cpu % 100 / 10))" > "$log/$name.cpu"
    secs=$((($(date +%s%N) - t0) / 100000000))
    secs=$((secs / 10)).$((secs % 10))
    rm -rf "$scratch"
    sline=$(grep -E '^([A-Za-z]+: )?[0-9]+ passed, [0-9]+ failed' "$log/$name.log" | tail -n 1)
    if [ -z "$sline" ]; then
        echo "0 1 $secs no summary line (exit $rc)" > "$log/$name.res"
        echo "FAIL $name: no summary line (exit $rc; ${secs}s); see $log/$name.log"; return 0
    fi
    p=$(echo "$sline" | sed -E 's/^([A-Za-z]+: )?([0-9]+) passed.*/\2/')
    f=$(echo "$sline" | sed -E 's/.* ([0-9]+) failed.*/\1/')
    note=""
    if [ "$rc" != 0 ] && [ "$f" = 0 ]; then f=1; note="exit $rc"; fi
    # A fuzz suite passes only as a fuzz run ("fuzz: ..."), never as a replay.
    case $name in fuzz-*)
        case $sline in "fuzz: "*) ;; *) [ "$f" = 0 ] && f=1; note="no fuzzing result" ;; esac ;;
    esac
    echo "$p $f $secs $note" > "$log/$name.res"
    if [ "$f" = 0 ]; then echo "ok   $name: $p passed (${secs}s)"; else
        echo "FAIL $name: $p passed, $f failed${note:+ ($note)} (${secs}s); see $log/$name.log"; fi
}

summary() { # NAME...
    tab=$(mktemp); ran=$(mktemp); trap 'rm -f "$tab" "$ran"' EXIT
    this_table "$tab"
    names=$(selected "$tab" "$@") || exit 2
    total_p=0; total_f=0
    fail_line() { echo "FAIL $1: $2"; total_f=$((total_f + 1)); }
    for n in $names; do
        if [ ! -f "$log/$n.res" ]; then
            fail_line "$n" "did not run (a program it needs did not build: see above)"
            echo "$n -" >> "$ran"; continue
        fi
        read -r p f secs note < "$log/$n.res"
        echo "$n $((p + f)) $secs" >> "$ran"
        total_p=$((total_p + p)); total_f=$((total_f + f))
        if [ "$f" != 0 ]; then
            echo "FAIL $n: $p passed, $f failed${note:+ ($note)}; see $log/$n.log"
            grep -E 'FAIL|not ok|ERROR|runtime error' "$log/$n.log" | head -20
        fi
    done
    # Every expected suite ran at least its minimum; every suite that ran is
    # expected. A run of some suites (make check) checks only those.
    expected=tests/expected.txt
    [ -f "$expected" ] || { fail_line expected "$expected is missing"; expected=/dev/null; }
    while read -r name min; do
        case "$name" in ''|'#'*) continue ;; esac
        [ $# = 0 ] || echo " $names " | tr '\n' ' ' | grep -qF " $name " || continue
        got=$(awk -v n="$name" '$1 == n { print $2 }' "$ran" | tail -n 1)
        if [ -z "$got" ]; then
            fail_line "$name" "did not run (tests/expected.txt wants at least $min cases)"
        elif [ "$got" = - ]; then
            :   # said above
        elif [ "$got" -lt "$min" ]; then
            fail_line "$name" "ran $got cases, tests/expected.txt wants at least $min"
        fi
    done < "$expected"
    while read -r name got secs; do
        if ! grep -qE "^$name[[:space:]]" "$expected"; then
            fail_line "$name" "ran $got cases but is not listed in tests/expected.txt (add it with its count)"
        fi
    done < "$ran"
    if [ "$(wc -l < "$ran")" -gt 1 ]; then
        echo "slowest: $(awk 'NF == 3' "$ran" | sort -k3,3 -rn | head -n 10 | awk '{ printf "%s%s %ss", (NR > 1 ? ", " : ""), $1, $3 }')"
        # The CPU each suite used (tests/run.sh children_cpu): what to cut
        # when the run is CPU-bound, as it is on two cores.
        echo "most CPU: $(for n in $(awk 'NF == 3 { print $1 }' "$ran"); do
            [ -f "$log/$n.cpu" ] && echo "$n $(cat "$log/$n.cpu")"; done |
            sort -k2,2 -rn | head -n 10 | awk '{ printf "%s%s %ss", (NR > 1 ? ", " : ""), $1, $2 }')"
    fi
    echo "$total_p passed, $total_f failed"
    [ "$total_f" = 0 ]
}

case "${1:-}" in
    --list) tab=$(mktemp); table "$tab"; cut -f1 "$tab"; rm -f "$tab" ;;
    --needs)
        shift; tab=$(mktemp); table "$tab"
        names=$(selected "$tab" "$@") || { rm -f "$tab"; exit 2; }
        for n in $names; do awk -F'\t' -v n="$n" '$1 == n { print $3 }' "$tab"; done | tr ' ' '\n' | sort -u | grep .
        rm -f "$tab" ;;
    --prepare) shift; prepare "$@" ;;
    --run) shift; for n in "$@"; do run_one "$n"; done ;;
    --summary) shift; summary "$@" ;;
    -*) echo "usage: tests/run.sh [NAME...] | --list | --needs NAME... | --prepare|--summary [NAME...] | --run NAME..." >&2; exit 2 ;;
    *) exec "${MAKE:-make}" --no-print-directory check T="$*" ;;
esac
