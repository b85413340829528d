#!/bin/sh
# `make bench`: every benchmark, one after another. Each prints figures;
# none passes or fails on time. Add yours as one line below.
cd "$(dirname "$0")"
sh ./perft.sh
python3 ./perft_reference.py ../build/kiryoku ../tests/data/perft/perft_reference.json
sh ./crosscheck.sh
sh ./calibrate_corpus.sh
sh ./mate.sh
sh ./engine.sh
sh ./engine_settai.sh
sh ./engine_selfloss.sh
sh ./engine_clock.sh
sh ./engine_match.sh
sh ./bridge.sh
sh ./placement.sh
