#!/bin/sh
# shard-analyze.sh: analyse a corpus of game records on many hosts with GNU
# parallel, then merge the shards' analysis tables into one for
# `kiryoku calibrate`. (The thesis analysed 31,398 games: one machine is slow.)
#
# usage:
#   scripts/shard-analyze.sh [options] [GAME...]   no GAME: names from stdin, one a line
#   scripts/shard-analyze.sh merge -o OUT TABLE... merge tables made elsewhere
#
# options:
#   -o FILE    the merged table (default: analysis.tsv)
#   -w DIR     work directory, relative to here: shard tables, job log (default: shards)
#   -n N       games per shard (default: 50)
#   -j N       jobs per host (default: 1; analyze itself uses the host's cores)
#   -S LOGINS  hosts, as GNU parallel's --sshlogin: 'alice@h1,2/h2,:' (':' = this
#              host). Without -S everything runs here. With hosts, the game files
#              are copied to them (--transferfile), the shard tables copied back
#              (--return) and removed there (--cleanup); give the games as paths
#              relative to the current directory: they land at the same path under
#              the remote login's home directory.
#              (Tested so far with ':' only: the copying to and from real
#              hosts still needs a run on a cluster with ssh.)
#   -r         resume: run only the shards that failed or never ran (same -w, -n
#              and game list as before)
#
# environment:
#   ANALYZE    the analyse command, run per shard as  $ANALYZE -o TABLE GAME...
#              (default: 'kiryoku analyze --depth 10'). It must be installed on
#              every host and write analysis table v1 (rating/table.h). Use the same
#              engine, version and depth everywhere: merge stops when shards name
#              different engines or depths.
#
# Example: two 8-core hosts plus this one, 40 games a shard:
#   ls games/*.kif | ANALYZE='kiryoku analyze --engine usi:/usr/games/gpsusi --depth 10' \
#       scripts/shard-analyze.sh -S '8/h1,8/h2,:' -n 40 -o corpus.tsv
#   kiryoku calibrate --ratings ratings.txt -o mine.profile corpus.tsv
#
# Merging keeps each distinct '#' comment line once (so '# ai:' lines add up),
# one header row, then every shard's rows in shard order. It stops, naming the
# files, when header rows differ, when shards disagree on '# engine:' or
# '# depth:', or when one game id appears in two shards (analyze names a game
# after its file: keep file names unique across the corpus).
set -u

die() { echo "shard-analyze: $*" >&2; exit 1; }

# merge OUT TABLE...: the merged table goes to OUT.part, then OUT.
merge() {
    out=$1; shift
    [ $# -gt 0 ] || die "merge: no tables to merge"
    for f in "$@"; do [ -r "$f" ] || die "merge: cannot read $f"; done
    # Pass 1: comment lines, one header row, consistency checks.
    awk -F '\t' '
        function fail(msg) { print "shard-analyze: merge: " msg > "/dev/stderr"; bad = 1; exit 1 }
        FNR == 1 { header_done = 0 }
        /^#/ {
            line = $0; sub(/\r$/, "", line)
            if (match(line, /^# *(engine|depth):/)) {
                key = substr(line, 1, RLENGTH)
                sub(/^# */, "", key); sub(/:$/, "", key)
                val = line; sub(/^# *[a-z]+: */, "", val)
                if ((key in first) && first[key] != val)
                    fail(FILENAME ":" FNR ": " key " \"" val "\" differs from \"" first[key] "\" in " where[key])
                if (!(key in first)) { first[key] = val; where[key] = FILENAME }
            }
            if (!(line in seen)) { seen[line] = 1; print line }
            next
        }
        /^[ \t\r]*$/ { next }
        !header_done {
            header_done = 1; row = $0; sub(/\r$/, "", row)
            if (header == "") {
                header = row
                for (i = 1; i <= NF; i++) if ($i == "game") gamecol = i
                if (!gamecol) fail(FILENAME ":" FNR ": the header row has no game column")
            } else if (row != header) {
                fail(FILENAME ":" FNR ": header row differs from the one in " header_file)
            }
            if (header_file == "") header_file = FILENAME
            next
        }
        {
            g = $gamecol
            if ((g in owner) && owner[g] != FILENAME)
                fail(FILENAME ":" FNR ": game \"" g "\" also appears in " owner[g] " (game ids must be unique)")
            owner[g] = FILENAME
        }
        END { if (!bad) { if (header == "") fail("no header row in any table"); print header } }
    ' "$@" > "$out.part" || { rm -f "$out.part"; exit 1; }
    # Pass 2: the rows, streamed (a corpus does not fit in awk arrays).
    awk '
        FNR == 1 { header_done = 0 }
        /^#/ || /^[ \t\r]*$/ { next }
        !header_done { header_done = 1; next }
        { sub(/\r$/, ""); print }
    ' "$@" >> "$out.part" || { rm -f "$out.part"; die "merge: writing $out failed"; }
    mv "$out.part" "$out"
}

if [ "${1:-}" = merge ]; then
    shift
    out=""
    while getopts o: opt; do
        case $opt in
            o) out=$OPTARG ;;
            *) die "usage: shard-analyze.sh merge -o OUT TABLE..." ;;
        esac
    done
    shift $((OPTIND - 1))
    [ -n "$out" ] || die "usage: shard-analyze.sh merge -o OUT TABLE..."
    merge "$out" "$@"
    exit 0
fi

out=analysis.tsv; work=shards; per=50; jobs=1; logins=""; resume=""
while getopts o:w:n:j:S:rh opt; do
    case $opt in
        o) out=$OPTARG ;;
        w) work=$OPTARG ;;
        n) per=$OPTARG ;;
        j) jobs=$OPTARG ;;
        S) logins=$OPTARG ;;
        r) resume=1 ;;
        h) sed -n '2,/^set -u/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        *) die "unknown option (see -h)" ;;
    esac
done
shift $((OPTIND - 1))
case $per in ''|*[!0-9]*|0) die "-n wants a positive number of games, not '$per'" ;; esac
case $work in /*) die "-w wants a directory relative to here (shard tables come back there from the hosts)" ;; esac
command -v parallel >/dev/null 2>&1 || die "GNU parallel is not installed (Debian: apt-get install parallel)"
: "${ANALYZE:=kiryoku analyze --depth 10}"

mkdir -p "$work" || die "cannot create $work"
list=$work/games.txt
if [ $# -gt 0 ]; then printf '%s\n' "$@" > "$list.new"; else cat > "$list.new"; fi
grep -v '^[[:space:]]*$' "$list.new" > "$list.tmp"; rm -f "$list.new"
[ -s "$list.tmp" ] || { rm -f "$list.tmp"; die "no game records given"; }
if [ -n "$resume" ] && [ -f "$list" ] && ! cmp -s "$list" "$list.tmp"; then
    rm -f "$list.tmp"; die "-r: the game list differs from the one in $list; a resume needs the same list"
fi
mv "$list.tmp" "$list"
games=$(wc -l < "$list")
shards=$(( (games + per - 1) / per ))

# One job per shard of $per games; {#} is the shard number, stable for a given
# list, so a resumed run writes the same files. A job writes TABLE.part and
# renames it, so a table that exists is complete.
set -- --will-cite --halt never --joblog "$work/joblog" -N "$per" -j "$jobs" -a "$list"
[ -n "$resume" ] && set -- "$@" --resume-failed
if [ -n "$logins" ]; then
    # No --workdir: remote jobs run in the login's home directory, where the
    # relative game paths were copied; jobs on ':' run here, on the originals.
    set -- "$@" --sshlogin "$logins" --transferfile {} \
        --return "$work/shard-{#}.tsv" --cleanup
fi
echo "shard-analyze: $games game(s) in $shards shard(s) of up to $per; analyse with: $ANALYZE" >&2
parallel "$@" "mkdir -p '$work' && $ANALYZE -o '$work/shard-{#}.tsv.part' {} && mv '$work/shard-{#}.tsv.part' '$work/shard-{#}.tsv'"
status=$?
if [ $status -ne 0 ]; then
    echo "shard-analyze: $status shard(s) failed; see $work/joblog (column Exitval), fix, then rerun with -r" >&2
    exit 1
fi
set --
i=1
while [ $i -le "$shards" ]; do
    [ -f "$work/shard-$i.tsv" ] || die "shard $i has no table ($work/shard-$i.tsv); rerun with -r"
    set -- "$@" "$work/shard-$i.tsv"
    i=$((i + 1))
done
merge "$out" "$@"
echo "shard-analyze: merged $shards shard table(s) into $out" >&2
