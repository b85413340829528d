#!/bin/sh
# Issue 14: how fast the tree grows with depth on the positions where a
# fixed-depth search blew up (bench/explode_positions.usi: the issue's
# reproducer and the costliest depth-3 positions of the human games). Prints
# the nodes a cleared depth-d search costs, per position and in all, and the
# effective branching factor total(d) / total(d-1). Node counts are exact
# and the same on any machine.
#   EXPLODE_DEPTH (default 5), EXPLODE_CAP nodes a position may cost before
#   it is cut off (default 5000000; its unfinished depths print as "-"),
#   EXPLODE_SEARCH=play for the search the engine plays with (checks in
#   full, as every search was before issue 14) instead of the analyser's.
cd "$(dirname "$0")/.."
make -s build/bench/explode || exit 1
play=""
[ "${EXPLODE_SEARCH:-}" = play ] && play=--play
nice ./build/bench/explode $play --depth "${EXPLODE_DEPTH:-5}" --cap "${EXPLODE_CAP:-5000000}" bench/explode_positions.usi
