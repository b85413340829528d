#!/bin/sh
# `kiryoku estimate --json` and `kiryoku calibrate --json` print valid JSON
# (checked with Python's parser) carrying the figures the text shows.
set -u
cd "$(dirname "$0")/../.."
K=./build/kiryoku
pass=0; fail=0
check() { if eval "$2"; then pass=$((pass + 1)); echo "ok $1"; else fail=$((fail + 1)); echo "FAIL $1"; fi; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/kiryoku-json.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
printf 'subject1\t1455\nsubject2\t856\nsubject3\t1267\n' > "$tmp/ratings"
# exits0 NAME STATUS ERRFILE: kiryoku's exit status is a check of its own:
# valid JSON printed by a run that then failed must not pass.
exits0() {
    if [ "$2" -eq 0 ]; then check "$1 exits 0" true; else
        check "$1 exits 0 (exit $2)" false; sed 's/^/    /' "$3" | head -20; fi
}

$K estimate --json tests/data/thesis/subject3.tsv > "$tmp/e.json" 2> "$tmp/e.err"
exits0 "estimate --json" $? "$tmp/e.err"
check "estimate --json parses" 'python3 -c "import json,sys; d=json.load(open(sys.argv[1])); assert d[\"rating\"]==1412 and d[\"positions\"]==46 and len(d[\"games\"])==4 and d[\"interval\"][\"low\"]<=1412<=d[\"interval\"][\"high\"]" "$tmp/e.json"'
$K estimate --json --min-ply 0 --no-clock-filter tests/data/thesis/subject2.tsv > "$tmp/e2.json" 2> "$tmp/e2.err"
exits0 "estimate --json with other filters" $? "$tmp/e2.err"
check "estimate --json with other filters" 'python3 -c "import json,sys; d=json.load(open(sys.argv[1])); assert d[\"rating\"]==1097 and d[\"filters\"][\"clock_filter\"] is False and d[\"warnings\"]==[]" "$tmp/e2.json"'
$K calibrate --json --by-player --ratings "$tmp/ratings" -o "$tmp/p.profile" tests/data/thesis/*.tsv > "$tmp/c.json" 2> "$tmp/c.err"
exits0 "calibrate --json" $? "$tmp/c.err"
check "calibrate --json parses" 'python3 -c "import json,sys; d=json.load(open(sys.argv[1])); assert d[\"players\"]==3 and len(d[\"groups\"])==3 and abs(d[\"profile\"][\"a\"]-5.5095)<1e-3" "$tmp/c.json"'
$K estimate --lang en --profile "$tmp/p.profile" tests/data/thesis/subject1.tsv > "$tmp/p.out" 2> "$tmp/p.err"
exits0 "estimate --profile" $? "$tmp/p.err"
check "calibrate -o writes a profile estimate reads" 'grep -q "^subject1: rating 1420 " "$tmp/p.out"'

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
