#!/bin/sh
# The layer check: every `#include "FOLDER/..."` in the sources must follow
# the layer map in docs/ARCHITECTURE.md (the fenced ```layers block), and
# every include must name its folder. The map, not this script, says what is
# allowed, so changing the architecture means changing the document.
#
#   sh tests/layers.sh        (from the repo root or anywhere else: it
#                              changes to the repo root itself)
#
# Three checks, one summary:
#  - every include of every listed folder against the ```layers block;
#  - inside app/, includes between app/'s own folders against the
#    ```app-layers block (main -> cmd -> session -> report -> app's base);
#  - every header of every listed folder is named in that top-level folder's
#    README.md, so the maps a newcomer reads cannot drift from the code.
# Prints one line per violation, then "N passed, N failed" (one check per
# source file, one per header, plus one per map line that is wrong); exits 1
# on any failure, 2 when the map cannot be read.
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

# The folder READMEs: one check per header (tests/data holds no headers of ours).
readme_pass=0; readme_fail=0
for d in $present; do
    for h in $(find "$d" -name '*.h' -not -path 'tests/data/*' | LC_ALL=C sort); do
        if [ -r "$d/README.md" ] && grep -qwF "$(basename "$h")" "$d/README.md"; then
            readme_pass=$((readme_pass + 1))
        else
            echo "$h: not named in $d/README.md (add it to the folder's table of headers)"
            readme_fail=$((readme_fail + 1))
        fi
    done
done

# shellcheck disable=SC2086
awk -v map="$map" -v readme_pass="$readme_pass" -v readme_fail="$readme_fail" '
function fail_map(msg) { print map ":" FNR ": " msg; map_errors++ }

# The map: "layer: A -> B C" (A may include B and C; "*" = anything) and
# "exception: path/file.c -> B" (that one file may also include B).
FILENAME == map {
    if ($0 ~ /^```app-layers[[:space:]]*$/) { in_app = 1; app_map = 1; next }
    if (in_app) {
        if ($0 ~ /^```/) { in_app = 0; next }
        if ($0 ~ /^[[:space:]]*(#|$)/) next
        if ($1 == "app-layer:" && $3 == "->") {
            app_layer[$2] = 1
            for (i = 4; i <= NF; i++) app_allow[$2 SUBSEP $i] = 1
        } else if ($1 == "app-exception:" && $3 == "->" && NF == 4) {
            app_excepted[$2 SUBSEP $4] = 1
        } else
            fail_map("not an app map line: " $0)
        next
    }
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

# Inside app/: the folder of the including file against the folder of the
# included header ("app" = the files directly in app/).
function app_check(file, target,    from_dir, to_dir) {
    from_dir = file; sub(/\/[^\/]*$/, "", from_dir)
    to_dir = target; sub(/\/[^\/]*$/, "", to_dir)
    if (from_dir == to_dir || app_allow[from_dir SUBSEP to_dir] || app_excepted[file SUBSEP to_dir])
        return
    if (!app_map) {
        print map ": no ```app-layers block: cannot check the #include in " file " of \"" target "\""
        bad[file] = 1
        return
    }
    if (!(from_dir in app_layer))
        print file ":" FNR ": " from_dir "/ is not in the app-layers map"
    else
        print file ":" FNR ": #include \"" target "\": " from_dir "/ may not include " to_dir "/"
    bad[file] = 1
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
    if (from == "app" && to == "app") {
        app_check(FILENAME, target)
        next
    }
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
    failed += map_errors + readme_fail
    passed += readme_pass
    print passed " passed, " failed " failed"
    exit (failed > 0 ? 1 : 0)
}
' "$map" $files
