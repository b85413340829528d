#!/bin/sh
# The accuracy pool's human-like players against people in people's own
# positions (issue 19): writes bench/HUMAN_FIT.md, which `make accuracy`
# appends to its report after the human profile.
#
# Needs the judge's tables with root scores:
#     HUMAN_PROFILE_ROOTS=1 sh bench/human_profile.sh
# Then scores every root move of the same positions at each model depth (the
# player's own view, as human:R,depth=D searches: `kiryoku analyze --depth D
# --nodes 0 --root-scores-counted`), one table per game and depth, resumable,
# and runs bench/human_fit.py on the pool's softmax and human:R players, the
# best single-softmax fit and a lapse model.
#   HUMAN_FIT_DEPTHS   the depths to score (default "1 2"; "1 2 3" adds the
#                      pool's depth-3 players: about 12 times depth 2's time)
#   HUMAN_FIT_GAMES    how many games, file order (default all)
# Depth 2 takes about 5 CPU minutes for all 250 games, depth 3 about an hour.
set -u
cd "$(dirname "$0")/.." || exit 1
judge=build/human_profile_roots
dir=build/human_fit
depths=${HUMAN_FIT_DEPTHS:-"1 2"}
games=${HUMAN_FIT_GAMES:-250}
K=$judge/kiryoku.bin # the judge's program: both views from one engine
if [ ! -x "$K" ] || ! ls "$judge"/tables/*.tsv > /dev/null 2>&1; then
    echo "human_fit: no judge tables in $judge: run HUMAN_PROFILE_ROOTS=1 sh bench/human_profile.sh first" >&2
    exit 1
fi
for d in $depths; do
    mkdir -p "$dir/d$d"
    n=0
    for g in "$judge"/games/*.usi; do
        n=$((n + 1))
        [ $n -le "$games" ] || break
        out=$dir/d$d/$(basename "$g" .usi).tsv
        [ -s "$out" ] && continue
        # A wide |eval| limit: the depth-D eval differs from the judge's, and
        # the judge's level positions must all be scored.
        if nice -n 10 "$K" analyze --threads 1 --depth "$d" --nodes 0 --root-scores-counted --counted-min-ply 20 \
            --counted-max-abs-eval 1500 -o "$out.part" "$g" 2> "$out.err"; then
            mv "$out.part" "$out" && rm -f "$out.err"
        else
            echo "human_fit: $g at depth $d failed: $(cat "$out.err")" >&2
        fi
        echo "human_fit: depth $d, $n/$games games" >&2
    done
done

own() { for d in "$@"; do printf -- '--own %s=%s/d%s/*.tsv ' "$d" "$dir" "$d"; done; }
d3_games=$(ls "$dir"/d3/*.tsv 2> /dev/null | wc -l)
set -f # the --own globs are human_fit.py's to expand
out=bench/HUMAN_FIT.md
# The pool's players by their specs: softmaxT-d1 is T with no blunders;
# human:R,depth=D is the mapping's T = 200 * 2^(-R/1000), b = 0.1 * 2^(-R/1000).
# shellcheck disable=SC2046
python3 bench/human_fit.py --judge "$judge/tables/*.tsv" $(own 1 2) \
    --markdown "\`HUMAN_PROFILE_ROOTS=1 sh bench/human_profile.sh\`, then \`sh bench/human_fit.sh\` (program: $(cut -c1-7 "$judge/kiryoku.commit"))." \
    --model "softmax120-d1=1,120,0" --model "softmax100-d1=1,100,0" --model "softmax80-d1=1,80,0" \
    --model "softmax60-d1=1,60,0" --model "softmax25-d1=1,25,0" \
    --model "human1000-d2=2,100,0.05" --model "human1500-d2=2,70.7,0.0354" --model "human2000-d2=2,50,0.025" \
    --model "fit: depth 2, T 100, b 0.10=2,100,0.1" --model "fit: depth 2, T 75, b 0.10=2,75,0.1" \
    --model "lapse: half depth 2 T 25, half depth 1 T 400=2,25,0,0.5,1,400" \
    --model "lapse: half depth 2 T 50, half depth 1 T 400=2,50,0,0.5,1,400" > "$out.part" || exit 1
if [ "$d3_games" -gt 0 ]; then
    { echo; echo "The pool's depth-3 players, on the positions depth 3 scored ($d3_games games):"; echo; } >> "$out.part"
    # shellcheck disable=SC2046
    python3 bench/human_fit.py --judge "$judge/tables/*.tsv" $(own 2 3) \
        --model "human1000-d2=2,100,0.05" --model "human2000-d2=2,50,0.025" \
        --model "human2000-d3=3,50,0.025" --model "human3000-d3=3,25,0.0125" \
        --model "fit at depth 3: T 100, b 0.10=3,100,0.1" >> "$out.part" || exit 1
fi
mv "$out.part" "$out"
cat "$out"
