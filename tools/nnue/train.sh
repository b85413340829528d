#!/bin/sh
# Trains the net from the records (tools/nnue/README.md has the figures).
#   tools/nnue/train.sh OUT.nnue DATA.bin [DATA.bin ...]
# Fixed seed and thread count: the same records give the same net. Batch
# 256 suits tens of thousands of records (a few hundred Adam steps an
# epoch); raise TRAIN_BATCH with the data. The
# float state is kept in OUT.nnue.ckpt; add --resume via TRAIN_ARGS to
# continue an interrupted run.
set -eu
cd "$(dirname "$0")/../.."
out=$1
shift
make -s build/kiryoku-dev
data=""
for f in "$@"; do data="$data --data $f"; done
# shellcheck disable=SC2086
exec nice -n 19 build/kiryoku-dev train $data --out "$out" --seed 1 --threads 2 \
    --epochs ${TRAIN_EPOCHS:-12} --batch ${TRAIN_BATCH:-256} --lr 1e-3 --lr-decay 0.85 \
    --weight-decay 10 --lambda 1.0 --score-scale 600 --max-score 3000 ${TRAIN_ARGS:-}
