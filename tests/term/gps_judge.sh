#!/bin/sh
# gpsshogi as a judge (issue 34): `kiryoku analyze --engine
# usi:/usr/games/gpsusi --depth 4` searches to gpsusi's own LimitDepth and
# writes the same table on every run and with one engine or two, since
# each position is searched from a cleared engine (bridge/usi_search.c).
# A depth gpsusi cannot take is refused before any search. gpsshogi is a
# test dependency (scripts/install-deps.sh): missing, this fails. No
# terminal is needed; it is a term- suite because it drives build/kiryoku.
set -u
cd "$(dirname "$0")/../.."
pass=0; fail=0
ok() { pass=$((pass + 1)); echo "ok $1"; }
bad() { fail=$((fail + 1)); echo "FAIL $1"; }
check() { if eval "$2"; then ok "$1"; else bad "$1"; fi; }
K=${KIRYOKU_TERM_BIN:-$(pwd)/build/kiryoku}
gps=/usr/games/gpsusi
if [ ! -x "$gps" ]; then
    echo "FAIL $gps is not installed (make deps-test installs gpsshogi)"
    echo "0 passed, 1 failed"; exit 1
fi
tmp=$(mktemp -d "${TMPDIR:-/tmp}/kiryoku-gps.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
# A short opening: 11 positions, a few tenths of a second each at depth 4.
echo "position startpos moves 7g7f 3c3d 2g2f 8c8d 2f2e 8d8e 6i7h 4a3b 2e2d 2c2d" > "$tmp/g.usi"
an() { # OUT THREADS
    "$K" analyze --engine "usi:$gps" --depth 4 --threads "$2" -o "$tmp/$1" "$tmp/g.usi" 2> "$tmp/$1.err"
}
an one1.tsv 1; st=$?
check "analyze at depth 4 exits 0" '[ $st -eq 0 ]'
check "the header says depth 4" 'grep -qx "# depth: 4" "$tmp/one1.tsv"'
check "the header names gpsshogi" 'grep -q "^# engine: gpsshogi.*(usi:$gps)" "$tmp/one1.tsv"'
check "no node cap for gpsshogi" '! grep -q "^# nodes:" "$tmp/one1.tsv"'
check "a row per move" '[ "$(grep -c "^g	" "$tmp/one1.tsv")" -eq 10 ]'
an one2.tsv 1
check "the same table on a second run" 'cmp -s "$tmp/one1.tsv" "$tmp/one2.tsv"'
an two.tsv 2
check "the same table with two engines" 'cmp -s "$tmp/one1.tsv" "$tmp/two.tsv"'
"$K" analyze --engine "usi:$gps" --depth 3 --threads 1 -o "$tmp/d3.tsv" "$tmp/g.usi" 2> "$tmp/d3.err"; st=$?
check "depth 3 is refused" '[ $st -ne 0 ] && [ ! -s "$tmp/d3.tsv" ]'
check "the refusal says why" 'grep -q "a depth of 4 to 10 (its LimitDepth option), not 3" "$tmp/d3.err"'
[ "$fail" = 0 ] || { echo "--- tables:"; cat "$tmp"/*.tsv "$tmp"/*.err; }
echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
