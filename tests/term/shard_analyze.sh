#!/bin/sh
# Tests scripts/shard-analyze.sh with local GNU parallel workers (-j2, and
# --sshlogin ':' which is this host) and a STAND-IN analyser written below:
# the stand-in is a test double that turns a tiny fake "game" file into a
# valid analysis table v1; it is not kiryoku analyze and exists only here.
# Checks: sharding covers every game once, the merge equals one unsharded
# run, calibrate and estimate read the merge, failures and resume, and the
# merge's refusals (different engines, duplicate games, different headers).
set -u
cd "$(dirname "$0")/../.."
root=$(pwd)
pass=0; fail=0
ok() { pass=$((pass + 1)); echo "ok $1"; }
bad() { fail=$((fail + 1)); echo "FAIL $1"; }
check() { if eval "$2"; then ok "$1"; else bad "$1"; fi; }
# exits0 NAME STATUS: kiryoku's exit status, captured right after it ran (a
# $? read inside check's eval is only right while nothing runs in between).
exits0() { if [ "$2" -eq 0 ]; then ok "$1 exits 0"; else bad "$1 exits 0 (exit $2)"; fi; }

if ! command -v parallel >/dev/null 2>&1; then
    echo "parallel (GNU) is not installed: make deps-test installs it"
    echo "0 passed, 1 failed"; exit 1
fi
tmp=$(mktemp -d "${TMPDIR:-/tmp}/kiryoku-shard.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

# The stand-in analyser: "-o OUT GAME...". A game file holds one line:
# "PLAYER RATING PLIES"; the player plays sente against "settai". Evals are a
# function of (game, ply) so every run gives the same table. A game file that
# says FAIL makes it exit 1; $STANDIN_ENGINE changes its engine line.
cat > "$tmp/standin-analyze" <<'EOF'
#!/bin/sh
[ "$1" = -o ] || { echo "stand-in: usage: -o OUT GAME..." >&2; exit 2; }
out=$2; shift 2
{
    echo "# kiryoku analysis table v1"
    echo "# engine: ${STANDIN_ENGINE:-stand-in 1.0}"
    echo "# depth: 3"
    echo "# ai: settai"
    printf 'game\tply\tplayer\teval_before\teval_after\tclock_left_ms\tgame_plies\tin_book\n'
    for g in "$@"; do
        grep -q FAIL "$g" && { echo "stand-in: $g: cannot analyse" >&2; exit 1; }
        id=$(basename "$g" .game)
        awk -v id="$id" '{
            player = $1; rating = $2; plies = $3; h = length(id) * 7
            for (ply = 1; ply <= plies; ply++) {
                who = (ply % 2) ? player : "settai"
                before = (ply * 37 + h) % 401 - 200
                loss = (ply % 2) ? -int((2600 - rating) / 4 + (ply * 53 + h) % 120 - 60) : -((ply * 13) % 90)
                clock = (ply % 7 == 0) ? "" : 600000 - ply * 3000
                printf "%s\t%d\t%s\t%d\t%d\t%s\t%d\t%d\n", id, ply, who, before, before + loss, clock, plies, (ply <= 6)
            }
        }' "$g"
    done
} > "$out"
EOF
chmod +x "$tmp/standin-analyze"

mkdir -p "$tmp/games"
n=0
for player in ann:1200 ben:1400 cho:1600 dai:1800 eri:2000; do
    name=${player%%:*}; rating=${player#*:}
    printf '%s\t%s\n' "$name" "$rating" >> "$tmp/ratings.txt"
    for k in 1 2 3; do
        n=$((n + 1))
        echo "$name $rating $((100 + n * 3))" > "$tmp/games/$name-$k.game"
    done
done

cd "$tmp"
export ANALYZE="$tmp/standin-analyze"
script="$root/scripts/shard-analyze.sh"
K="$root/build/kiryoku"

# 15 games, 4 a shard -> 4 shards, two local workers.
ls games/*.game | sh "$script" -j 2 -n 4 -w work -o merged.tsv 2> log1
check "runs and merges 4 shards" '[ $? -eq 0 ] && [ -f merged.tsv ] && [ $(ls work/shard-*.tsv | wc -l) -eq 4 ]'
"$ANALYZE" -o whole.tsv games/*.game
check "merge has exactly one header row" '[ $(grep -c "^game	ply" merged.tsv) -eq 1 ]'
check "merge keeps each comment once" '[ $(grep -c "^# engine: stand-in 1.0" merged.tsv) -eq 1 ] && [ $(grep -c "^# ai: settai" merged.tsv) -eq 1 ]'
check "merged rows equal one unsharded run" 'grep -v "^#" merged.tsv | sort > a && grep -v "^#" whole.tsv | sort > b && cmp -s a b'
check "every game in exactly one shard" '[ $(cat work/shard-*.tsv | grep -v "^#" | grep -v "^game" | cut -f1 | sort -u | wc -l) -eq 15 ]'

"$K" calibrate --ratings ratings.txt --group-width 200 -o fit.profile merged.tsv > cal.out 2> cal.err
rc=$?
check "calibrate reads the merged table" '[ $rc -eq 0 ] && grep -q "calibrated on 5 rated player" cal.out && grep -q "^depth: 3" fit.profile'
"$K" estimate --lang en --player cho --profile ./fit.profile merged.tsv > est.out 2>&1
rc=$?
check "estimate reads it with the fitted profile" '[ $rc -eq 0 ] && grep -q "^cho: rating" est.out'
"$K" calibrate --ratings ratings.txt --group-width 200 work/shard-*.tsv > cal2.out 2>&1
exits0 "calibrate on the shards" $?
check "calibrate on the shards directly agrees with the merge" 'grep "^profile:" cal.out > p1 && grep "^profile:" cal2.out > p2 && cmp -s p1 p2'

# --sshlogin ':' is this host through parallel's ssh-login code path.
ls games/*.game | sh "$script" -S 2/: -n 5 -w work2 -o merged2.tsv 2> log2
check "--sshlogin : (local) gives the same table" '[ $? -eq 0 ] && cmp -s merged.tsv merged2.tsv'

# A failing shard: non-zero exit, no merge; after the fix, -r reruns only it.
echo FAIL > games/zz-broken.game
ls games/*.game | sh "$script" -j 2 -n 4 -w work3 -o merged3.tsv 2> log3
check "a failed shard fails the run and names the job log" '[ $? -ne 0 ] && [ ! -f merged3.tsv ] && grep -q "shard(s) failed; see work3/joblog" log3'
echo "eri 2000 99" > games/zz-broken.game
before=$(wc -l < work3/joblog)
ls games/*.game | sh "$script" -j 2 -n 4 -w work3 -o merged3.tsv -r 2> log4
check "-r reruns only the failed shard and merges" '[ $? -eq 0 ] && [ -f merged3.tsv ] && [ $(wc -l < work3/joblog) -eq $((before + 1)) ]'
check "-r refuses another game list" '! ls games/ann*.game | sh "$script" -n 4 -w work3 -r 2>/dev/null'

# The merge refuses what would mix incompatible data.
STANDIN_ENGINE="stand-in 2.0" "$ANALYZE" -o other.tsv games/ben-1.game
"$ANALYZE" -o one.tsv games/ann-1.game
sh "$script" merge -o m.tsv one.tsv other.tsv 2> merr
check "merge stops on different engines, naming the file" '[ $? -ne 0 ] && [ ! -f m.tsv ] && grep -q "other.tsv:2: engine \"stand-in 2.0\" differs" merr'
"$ANALYZE" -o dup.tsv games/ann-1.game
sh "$script" merge -o m.tsv one.tsv dup.tsv 2> merr
check "merge stops on a game in two shards" '[ $? -ne 0 ] && grep -q "game \"ann-1\" also appears in one.tsv" merr'
awk -F '\t' 'BEGIN{OFS="\t"} /^game/ {t=$1; $1=$2; $2=t} {print}' one.tsv > swapped.tsv
"$ANALYZE" -o two.tsv games/ben-2.game
sh "$script" merge -o m.tsv two.tsv swapped.tsv 2> merr
check "merge stops on different header rows" '[ $? -ne 0 ] && grep -q "header row differs" merr'
check "usage errors exit non-zero" '! sh "$script" -n 0 games/ann-1.game 2>/dev/null && ! sh "$script" -w /abs games/ann-1.game 2>/dev/null'

# With the real analyser: the same sharding must give a table identical to
# one unsharded run (depth 1: fast). `kiryoku analyze` exists now, so its
# absence is a failure, not a skip.
mkdir -p real
echo "position startpos moves 7g7f 3c3d 2g2f 8c8d 2f2e 8d8e" > real/r1.usi
echo "position startpos moves 2g2f 8c8d 2f2e 8d8e 6i7h 4a3b" > real/r2.usi
echo "position startpos moves 7g7f 8c8d 2g2f 8d8e 8h7g 3c3d" > real/r3.usi
echo "position startpos moves 5g5f 3c3d 2h5h 8c8d 7g7f 8d8e" > real/r4.usi
check "kiryoku analyze runs" '"$K" analyze --help >/dev/null 2>&1'
ls real/*.usi | ANALYZE="$K analyze --depth 1 --threads 1" sh "$script" -j 2 -n 1 -w rwork -o rmerged.tsv 2> rlog
exits0 "real analyser: the sharded run" $?
"$K" analyze --depth 1 --threads 1 -o rwhole.tsv real/*.usi 2>/dev/null
exits0 "real analyser: kiryoku analyze unsharded" $?
check "real analyser: 4 shards merge to the unsharded table" '[ -s rmerged.tsv ] && cmp -s rmerged.tsv rwhole.tsv'

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
