#!/bin/sh
# The layer check: every `#include "FOLDER/..."` in the sources must follow
# the layer map in docs/ARCHITECTURE.md (the fenced ```layers block), and
# every include must name its folder. The map, not this script, says what is
# allowed, so changing the architecture means changing the document.
#
#   sh tests/layers.sh        (from the repo root or anywhere else: it
#                              changes to the repo root itself)
#
# Prints one line per violation, then "N passed, N failed" (one check per
# source file, plus one per map line that names a missing file); exits 1 on
# any failure, 2 when the map cannot be read.
cd "$(dirname "$0")/.." || exit 2

map=docs/ARCHITECTURE.md
if [ ! -r "$map" ]; then
    echo "layers: cannot read $map"
    exit 2
fi

# The folders to check are the map's layers, in the map's order.
folders=$(awk '
    /^```layers[[:space:]]*$/ { inside = 1; next }
    inside && /^```/ { exit }
    inside && $1 == "layer:" { print $2 }
' "$map")
if [ -z "$folders" ]; then
    echo "layers: $map has no \`\`\`layers block with layer: lines"
    exit 2
fi

present=
for d in $folders; do
    [ -d "$d" ] && present="$present $d"
done
if [ -z "$present" ]; then
    echo "layers: none of the map's folders ($folders) exists here"
    exit 2
fi
# shellcheck disable=SC2086 # the folder names are words by construction
files=$(find $present -type f \( -name '*.c' -o -name '*.h' \) | LC_ALL=C sort)

# shellcheck disable=SC2086
awk -v map="$map" '
function fail_map(msg) { print map ":" FNR ": " msg; map_errors++ }

# The map: "layer: A -> B C" (A may include B and C; "*" = anything) and
# "exception: path/file.c -> B" (that one file may also include B).
FILENAME == map {
    if (!done_map && $0 ~ /^```layers[[:space:]]*$/) { inside = 1; next }
    if (!inside) next
    if ($0 ~ /^```/) { inside = 0; done_map = 1; next }
    if ($0 ~ /^[[:space:]]*(#|$)/) next
    if (($1 != "layer:" && $1 != "exception:") || $3 != "->") {
        fail_map("not a map line: " $0)
        next
    }
    if ($1 == "layer:") {
        layer[$2] = 1
        for (i = 4; i <= NF; i++) allow[$2 SUBSEP $i] = 1
    } else {
        if (NF != 4) { fail_map("an exception names one file and one folder: " $0); next }
        excepted[$2 SUBSEP $4] = 1
        exception_key[++exception_count] = $2 SUBSEP $4
        exception_line[exception_count] = FNR
    }
    next
}

BEGIN {
    for (i = 2; i < ARGC; i++) {
        checked[++file_count] = ARGV[i]
        seen_file[ARGV[i]] = 1
    }
}

/^[[:space:]]*#[[:space:]]*include[[:space:]]*"/ {
    target = $0
    sub(/^[^"]*"/, "", target)
    sub(/".*$/, "", target)
    from = FILENAME
    sub(/\/.*$/, "", from)
    if (index(target, "/") == 0) {
        print FILENAME ":" FNR ": #include \"" target "\" has no folder prefix (write \"" from "/" target "\")"
        bad[FILENAME] = 1
        next
    }
    to = target
    sub(/\/.*$/, "", to)
    if (to == from || allow[from SUBSEP "*"] || allow[from SUBSEP to])
        next
    if ((FILENAME SUBSEP to) in excepted) {
        used[FILENAME SUBSEP to] = 1
        next
    }
    if (!(to in layer))
        print FILENAME ":" FNR ": #include \"" target "\": " to "/ is not a layer of the map"
    else
        print FILENAME ":" FNR ": #include \"" target "\": " from "/ may not include " to "/"
    bad[FILENAME] = 1
}

END {
    for (i = 1; i <= exception_count; i++) {
        k = exception_key[i]
        split(k, part, SUBSEP)
        if (!(part[1] in seen_file)) {
            print map ":" exception_line[i] ": exception for " part[1] ", which is not a checked source file"
            map_errors++
        } else if (!(k in used)) {
            print "note: " map ":" exception_line[i] ": " part[1] " no longer includes " part[2] "/; the exception can go"
        }
    }
    passed = failed = 0
    for (i = 1; i <= file_count; i++)
        if (bad[checked[i]]) failed++; else passed++
    failed += map_errors
    print passed " passed, " failed " failed"
    exit (failed > 0 ? 1 : 0)
}
' "$map" $files
