#!/bin/sh
# report.html in a real browser (issue 18): `kiryoku report` on an analysed
# record, then headless Chromium loads the page (no request leaves the
# file, the DOM has the graph and the boards), takes a screenshot whose
# graph line and board squares are really painted, and prints it to a PDF
# on A4 paper.
set -u
cd "$(dirname "$0")/../.."
K=./build/kiryoku
pass=0; fail=0
check() { if eval "$2"; then pass=$((pass + 1)); echo "ok $1"; else fail=$((fail + 1)); echo "FAIL $1"; fi; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/kiryoku-html.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
browser=$(command -v chromium || command -v chromium-browser || true)

# exits0 NAME STATUS ERRFILE: kiryoku's exit status is a check of its own:
# files left by an earlier step or a run that failed halfway must not pass.
exits0() {
    if [ "$2" -eq 0 ]; then check "$1 exits 0" true; else
        check "$1 exits 0 (exit $2)" false; sed 's/^/    /' "$3" | head -20; fi
}

rec=tests/data/records/shogiwars.kifu
$K analyze --depth 3 -o "$tmp/analysis.tsv" "$rec" > /dev/null 2>"$tmp/analyze.err"
exits0 "kiryoku analyze" $? "$tmp/analyze.err"
player=$(awk -F'\t' '!/^#/ && $2 == "1" { print $3; exit }' "$tmp/analysis.tsv")
check "the table has the optional columns" 'grep -q "	best	pv	leaf_share	leaves$" "$tmp/analysis.tsv"'
$K report --lang en --player "$player" --records tests/data/records -o "$tmp" "$tmp/analysis.tsv" > /dev/null 2>"$tmp/report.err"
exits0 "kiryoku report --lang en" $? "$tmp/report.err"
check "kiryoku report writes the three files" '[ -s "$tmp/report.html" ] && [ -s "$tmp/report.txt" ] && [ -s "$tmp/report.json" ]'
check "report.json parses and has the insights" 'python3 -c "import json,sys; d=json.load(open(sys.argv[1])); g=d[\"insights\"][\"games\"][0]; assert g[\"plies\"] > 100 and g[\"costliest\"] and g[\"difficulty\"][\"positions_with_leaf_share\"] > 100" "$tmp/report.json"'
check "report.html fetches nothing (no src, href or url())" '! grep -Eq "src=|href=|url\(|@import" "$tmp/report.html"'
check "report.html has a graph and boards" 'grep -q "<svg class=\"graph\"" "$tmp/report.html" && grep -q "<svg class=\"board\"" "$tmp/report.html"'
$K report --lang ja --player "$player" --records tests/data/records -o "$tmp" "$tmp/analysis.tsv" > /dev/null 2>"$tmp/report_ja.err"
exits0 "kiryoku report --lang ja" $? "$tmp/report_ja.err"
check "the Japanese report is Japanese" 'grep -q "<html lang=\"ja\">" "$tmp/report.html" && grep -q "損の大きかった手" "$tmp/report.html"'

if [ -z "$browser" ]; then
    fail=$((fail + 1)); echo "FAIL chromium is not installed (make deps-test installs it)"
else
    url="file://$(cd "$tmp" && pwd)/report.html"
    flags="--headless --no-sandbox --disable-gpu --disable-extensions --no-first-run --hide-scrollbars --user-data-dir=$tmp/profile"
    # shellcheck disable=SC2086 # the flags are words by construction
    timeout 120 "$browser" $flags --enable-logging=stderr --v=0 --dump-dom "$url" > "$tmp/dom.html" 2> "$tmp/dom.log"
    rc=$?
    check "chromium loads the page" '[ $rc -eq 0 ] && grep -q "class=\"graph\"" "$tmp/dom.html"'
    check "no failed request or script error while loading" '! grep -Eq "net::ERR|Uncaught|Failed to load" "$tmp/dom.log"'
    # shellcheck disable=SC2086
    timeout 120 "$browser" $flags --window-size=800,3000 --screenshot="$tmp/shot.png" "$url" > /dev/null 2>&1
    check "a screenshot is taken" '[ -s "$tmp/shot.png" ]'
    check "the screenshot shows the graph line and the boards" 'python3 - "$tmp/shot.png" <<PY
import struct, sys, zlib
# A plain PNG reader (8-bit RGB/RGBA, not interlaced: what Chromium writes),
# so the test needs no imaging library.
data = open(sys.argv[1], "rb").read()
assert data[:8] == b"\x89PNG\r\n\x1a\n"
pos, idat = 8, b""
while pos < len(data):
    n, kind = struct.unpack(">I4s", data[pos:pos + 8])
    body = data[pos + 8:pos + 8 + n]
    if kind == b"IHDR":
        w, h, depth, ctype, _, _, lace = struct.unpack(">IIBBBBB", body)
    elif kind == b"IDAT":
        idat += body
    pos += 12 + n
assert depth == 8 and ctype in (2, 6) and lace == 0, (depth, ctype, lace)
bpp = 3 if ctype == 2 else 4
raw = zlib.decompress(idat)
stride = w * bpp
rows, prev = [], bytearray(stride)
for y in range(h):
    f = raw[y * (stride + 1)]
    line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
    for i in range(stride):
        a = line[i - bpp] if i >= bpp else 0
        b, c = prev[i], prev[i - bpp] if i >= bpp else 0
        if f == 1: line[i] = (line[i] + a) & 255
        elif f == 2: line[i] = (line[i] + b) & 255
        elif f == 3: line[i] = (line[i] + (a + b) // 2) & 255
        elif f == 4:
            p0 = a + b - c; pa, pb, pc = abs(p0 - a), abs(p0 - b), abs(p0 - c)
            line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
    rows.append(line)
    prev = line
def px(x, y):
    r = rows[y]; return (r[x * bpp], r[x * bpp + 1], r[x * bpp + 2])
def near(c, t): return all(abs(a - b) < 40 for a, b in zip(c, t))
line = board = 0
rows_with_ink = set()
for y in range(0, h, 2):
    for x in range(0, w, 2):
        c = px(x, y)
        if near(c, (31, 78, 156)): line += 1
        if near(c, (245, 222, 179)): board += 1
        if c != (255, 255, 255): rows_with_ink.add(y // 200)
# The graph line (the eval colour), board squares (the wheat colour), and
# ink spread down the page, not one blot.
assert line > 100, line
assert board > 2000, board
assert len(rows_with_ink) >= 5, sorted(rows_with_ink)
PY'
    # shellcheck disable=SC2086
    timeout 120 "$browser" $flags --no-pdf-header-footer --print-to-pdf="$tmp/report.pdf" "$url" > /dev/null 2>&1
    # A4 is 595.28 x 841.89 pt; Chromium rounds it to whole pixels.
    check "it prints on A4 (about 595 x 842 pt pages, all of them)" '[ "$(grep -acE "MediaBox ?\[ ?0 0 59[45]\.[0-9]* 84[12]\.[0-9]*" "$tmp/report.pdf")" -ge 1 ] && ! grep -aE "MediaBox" "$tmp/report.pdf" | grep -vqE "0 0 59[45]\.[0-9]* 84[12]\.[0-9]*"'
    pages=$(grep -acE "/Type ?/Page *$" "$tmp/report.pdf")
    check "the print of one game takes one to three pages" '[ "$pages" -ge 1 ] && [ "$pages" -le 3 ]'
fi
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
