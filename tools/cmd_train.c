/* `kiryoku-dev train`: trains the evaluation network (tools/nnue_train.h) on
 * gensfen records and writes the integer net file.
 *
 * Records are filtered (score within --max-score, ply >= --min-ply, and by
 * default only positions whose labelled best move is quiet: the static
 * evaluation is meant for quiet positions), then split by game: one game in
 * --valid-every is held out. Each epoch shuffles the training records with
 * a seed derived from --seed and the epoch, and each batch is shared by
 * --threads threads whose gradients are summed in a fixed order, so the
 * same data, options and thread count always give the same net. After each
 * epoch the held-out loss is printed beside the linear evaluation's loss on
 * the same positions, the net is written to --out when its held-out loss as
 * integers (the float model rounded as the file holds it) is the best so
 * far (with little data later epochs overfit), and the float
 * state goes to OUT.ckpt (--resume continues from it; the first epoch after
 * a resume is written whatever its loss). At the end the written integer
 * net's own held-out loss is printed too (what quantisation cost), and with
 * --quant-report which of the integer net's roundings that cost comes from. */
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/clock.h"
#include "tools/commands.h"
#include "app/cmd/options.h"
#include "tools/datagen_record.h"
#include "engine/evaluate.h"
#include "tools/nnue_train.h"

enum { MAX_DATA_FILES = 64, MAX_THREADS = 16 };

typedef struct {
    OptionList data;
    const char *data_items[MAX_DATA_FILES];
    const char *out;
    int epochs, batch, threads, max_score, min_ply, valid_every, max_valid, qat_epochs;
    long long seed;
    double lr, lr_decay, lambda, scale, decay, bucket_decay;
    bool keep_noisy, resume, quant_report;
} TrainArgs;

typedef struct {
    DataRecord *recs;
    long count;
    long *train, *valid; /* indexes into recs */
    long ntrain, nvalid;
} TrainData;

static void usage(FILE *out)
{
    fprintf(out, "usage: kiryoku-dev train --data FILE [--data FILE ...] --out NET [--epochs N] [--batch N]\n"
                 "                     [--threads N] [--lr X] [--lr-decay X] [--lambda X] [--score-scale K]\n"
                 "                     [--max-score CP] [--min-ply N] [--keep-noisy] [--valid-every N]\n"
                 "                     [--max-valid N] [--seed S] [--weight-decay X] [--bucket-decay X]\n"
                 "                     [--qat-epochs N] [--resume] [--quant-report]\n"
                 "  trains the evaluation network on gensfen records; the target is\n"
                 "  lambda * sigmoid(score/K) + (1 - lambda) * result (see tools/nnue/README.md);\n"
                 "  the last --qat-epochs epochs train through the int8 layers rounded as the\n"
                 "  net file holds them; --quant-report says what each rounding costs\n");
}

/* ---- Data ---------------------------------------------------------------- */

static int load_file(const char *path, TrainData *d)
{
    FILE *fp = fopen(path, "rb");
    if (!fp) {
        fprintf(stderr, "kiryoku-dev train: cannot open %s\n", path);
        return -1;
    }
    fseeko(fp, 0, SEEK_END);
    long n = (long)(ftello(fp) / DATAGEN_RECORD_BYTES);
    rewind(fp);
    DataRecord *grown = realloc(d->recs, (size_t)(d->count + n) * sizeof *grown);
    if (!grown || fread(grown + d->count, sizeof *grown, (size_t)n, fp) != (size_t)n) {
        fprintf(stderr, "kiryoku-dev train: cannot read %s\n", path);
        fclose(fp);
        if (grown)
            d->recs = grown;
        return -1;
    }
    fclose(fp);
    d->recs = grown;
    d->count += n;
    fprintf(stderr, "kiryoku-dev train: %s: %ld records\n", path, n);
    return 0;
}

static bool keep(const TrainArgs *a, const DataRecord *r)
{
    return abs(r->score) <= a->max_score && r->ply >= a->min_ply &&
           (a->keep_noisy || !(r->flags & DATAGEN_FLAG_NOISY_BEST));
}

static int split(const TrainArgs *a, TrainData *d)
{
    d->train = malloc((size_t)d->count * sizeof *d->train);
    d->valid = malloc((size_t)d->count * sizeof *d->valid);
    if (!d->train || !d->valid)
        return -1;
    for (long i = 0; i < d->count; i++) {
        const DataRecord *r = &d->recs[i];
        if (!keep(a, r))
            continue;
        /* A hash of the game number, so files with their own numbering mix. */
        uint32_t h = r->game * 2654435761u;
        if ((h >> 16) % (uint32_t)a->valid_every == 0) {
            if (d->nvalid < a->max_valid)
                d->valid[d->nvalid++] = i;
        } else {
            d->train[d->ntrain++] = i;
        }
    }
    return 0;
}

static float target_of(const TrainArgs *a, const DataRecord *r)
{
    double p = 1.0 / (1.0 + exp(-r->score / a->scale));
    return (float)(a->lambda * p + (1 - a->lambda) * (r->result + 1) / 2.0);
}

/* ---- One batch on several threads ------------------------------------------ */

typedef struct {
    const TrainArgs *args;
    const TrainData *data;
    const NnueParams *params;
    const long *index;
    long count;
    NnueGrad grad;
    Position *pos;
} Worker;

static void *work(void *arg)
{
    Worker *w = arg;
    NnueSample s;
    for (long i = 0; i < w->count; i++) {
        const DataRecord *r = &w->data->recs[w->index[i]];
        if (datagen_unpack(r->packed, w->pos) != 0)
            continue;
        nnue_sample_from_position(w->pos, target_of(w->args, r), &s);
        nnue_train_sample(w->params, &s, &w->grad);
    }
    return NULL;
}

static void run_batch(Worker *w, int threads, const long *index, long count)
{
    pthread_t tid[MAX_THREADS];
    long per = (count + threads - 1) / threads;
    for (int t = 0; t < threads; t++) {
        long lo = t * per, hi = lo + per < count ? lo + per : count;
        w[t].index = index + lo;
        w[t].count = hi > lo ? hi - lo : 0;
        if (t > 0)
            pthread_create(&tid[t], NULL, work, &w[t]);
    }
    work(&w[0]);
    for (int t = 1; t < threads; t++) {
        pthread_join(tid[t], NULL);
        nnue_grad_merge(&w[0].grad, &w[t].grad);
        nnue_grad_clear(&w[t].grad);
    }
}

/* ---- Losses ---------------------------------------------------------------- */

typedef enum { LOSS_FLOAT, LOSS_FLOAT_INT_ACT, LOSS_LINEAR, LOSS_INTEGER } LossKind;

/* Mean (p - t)^2 over the held-out records for the float net (with its
 * hidden outputs exact or rounded as the integer net's), the linear
 * evaluation or the integer net (their cp read on the 600 scale). */
static double heldout_loss(const TrainArgs *a, const TrainData *d, const NnueParams *p, const Nnue *net,
                           LossKind kind, Position *pos)
{
    double sum = 0;
    long n = 0;
    NnueSample s;
    for (long i = 0; i < d->nvalid; i++) {
        const DataRecord *r = &d->recs[d->valid[i]];
        if (datagen_unpack(r->packed, pos) != 0)
            continue;
        float t = target_of(a, r);
        double prob;
        if (kind == LOSS_FLOAT || kind == LOSS_FLOAT_INT_ACT) {
            nnue_sample_from_position(pos, t, &s);
            prob = kind == LOSS_FLOAT ? nnue_train_predict(p, &s) : nnue_train_predict_int(p, &s);
        } else {
            int cp = kind == LOSS_LINEAR ? evaluate(pos) : nnue_evaluate_position(net, pos);
            prob = 1.0 / (1.0 + exp(-cp / 600.0));
        }
        sum += (prob - t) * (prob - t);
        n++;
    }
    return n ? sum / n : 0;
}

/* Where quantisation's cost comes from (--quant-report), for the last
 * epoch's float net: its held-out loss with one layer's weights at a time
 * rounded to the integer net's steps, with only the hidden outputs rounded
 * down as the integer net shifts them, and with all of it (which is the
 * integer net's own loss, to a centipawn's rounding). */
static int quant_report(const TrainArgs *a, const TrainData *d, const NnueParams *p, Position *pos)
{
    static const struct {
        const char *what;
        unsigned parts;
        LossKind kind;
    } rows[] = {
        { "none (the float net)", 0, LOSS_FLOAT },
        { "feature rows, biases, material path", NNUE_ROUND_FT, LOSS_FLOAT },
        { "first hidden layer's weights", NNUE_ROUND_L1, LOSS_FLOAT },
        { "second hidden layer's weights", NNUE_ROUND_L2, LOSS_FLOAT },
        { "output layer's weights", NNUE_ROUND_OUT, LOSS_FLOAT },
        { "hidden outputs only", 0, LOSS_FLOAT_INT_ACT },
        { "all (as the integer net)", NNUE_ROUND_ALL, LOSS_FLOAT_INT_ACT },
    };
    NnueParams q;
    if (nnue_params_alloc(&q) != 0) {
        fprintf(stderr, "kiryoku-dev train: out of memory for the quantisation report\n");
        return -1;
    }
    double base = 0;
    fprintf(stderr, "quantisation, the last epoch's net: held-out loss with ... rounded\n");
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        nnue_params_copy(&q, p);
        nnue_train_round_params(&q, rows[i].parts);
        double loss = heldout_loss(a, d, &q, NULL, rows[i].kind, pos);
        if (i == 0)
            base = loss;
        fprintf(stderr, "  %-38s %.6f (%+.2f%%)\n", rows[i].what, loss, base > 0 ? 100 * (loss / base - 1) : 0);
    }
    nnue_params_free(&q);
    return 0;
}

/* The K for which sigmoid(score/K) best predicts the game results of the
 * training records: how the labeller's centipawns map to the 600 scale. */
static double fitted_scale(const TrainData *d)
{
    double lo = 100, hi = 3000;
    for (int it = 0; it < 40; it++) {
        double k[2] = { hi - 0.618 * (hi - lo), lo + 0.618 * (hi - lo) }, loss[2] = { 0, 0 };
        for (int j = 0; j < 2; j++)
            for (long i = 0; i < d->ntrain; i += 7) {
                const DataRecord *r = &d->recs[d->train[i]];
                double e = 1.0 / (1.0 + exp(-r->score / k[j])) - (r->result + 1) / 2.0;
                loss[j] += e * e;
            }
        if (loss[0] < loss[1])
            hi = k[1];
        else
            lo = k[0];
    }
    return (lo + hi) / 2;
}

/* ---- Training ---------------------------------------------------------------- */

static void shuffle(long *v, long n, uint64_t seed)
{
    uint64_t s = seed * 0x9E3779B97F4A7C15ull + 1;
    for (long i = n - 1; i > 0; i--) {
        s ^= s << 13, s ^= s >> 7, s ^= s << 17;
        long j = (long)(s % (uint64_t)(i + 1));
        long t = v[i];
        v[i] = v[j];
        v[j] = t;
    }
}

typedef struct {
    NnueParams params, rounded; /* rounded: the params as the file holds them */
    NnueAdam adam;
    Worker workers[MAX_THREADS];
    Position *pos;
    char ckpt[1024], about[NNUE_ABOUT_BYTES];
    double best;         /* the lowest held-out loss as integers written so far */
} Trainer;

/* What the forward pass sees: the float net itself, or in the last
 * --qat-epochs epochs a copy whose int8 layers are rounded to the integer
 * net's steps (sharing the feature rows), while the gradient it gives
 * updates the float weights (the straight-through estimator), so the net
 * learns weights that still work once the file rounds them. */
static const NnueParams *forward_view(const TrainArgs *a, const Trainer *t, int e, NnueParams *view)
{
    if (e < a->epochs - a->qat_epochs)
        return &t->params;
    *view = t->params;
    nnue_train_round_weights(view);
    return view;
}

static int epoch(const TrainArgs *a, TrainData *d, Trainer *t, int e)
{
    double t0 = clock_monotonic_seconds(), loss = 0;
    long seen = 0;
    NnueParams view;
    t->adam.lr = (float)(a->lr * pow(a->lr_decay, e));
    shuffle(d->train, d->ntrain, (uint64_t)a->seed * 1000003u + (uint64_t)e);
    for (long b = 0; b < d->ntrain; b += a->batch) {
        long count = b + a->batch <= d->ntrain ? a->batch : d->ntrain - b;
        const NnueParams *seen_by_forward = forward_view(a, t, e, &view);
        for (int i = 0; i < a->threads; i++)
            t->workers[i].params = seen_by_forward;
        run_batch(t->workers, a->threads, d->train + b, count);
        NnueGrad *g = &t->workers[0].grad;
        loss += g->loss;
        seen += g->count;
        nnue_adam_step(&t->adam, &t->params, g);
        nnue_grad_clear(g);
    }
    double valid = heldout_loss(a, d, forward_view(a, t, e, &view), NULL, LOSS_FLOAT, t->pos);
    /* The file is what plays, so the best epoch is the one whose integer
     * net has the lowest loss (the float model rounded as the file is). */
    nnue_params_copy(&t->rounded, &t->params);
    nnue_train_round_params(&t->rounded, NNUE_ROUND_ALL);
    double as_int = heldout_loss(a, d, &t->rounded, NULL, LOSS_FLOAT_INT_ACT, t->pos);
    bool best = as_int < t->best;
    fprintf(stderr, "epoch %d: lr %.2e, train loss %.6f, held-out loss %.6f%s, as integers %.6f%s, %.0f s\n",
            e + 1, t->adam.lr, seen ? loss / seen : 0, valid,
            e >= a->epochs - a->qat_epochs ? " (int8 layers rounded)" : "", as_int, best ? " (best: written)" : "",
            clock_monotonic_seconds() - t0);
    char err[512];
    if (best)
        t->best = as_int;
    if ((best && nnue_train_export(&t->params, a->out, t->about, err, sizeof err) != 0) ||
        nnue_train_save(t->ckpt, &t->params, &t->adam, e + 1, err, sizeof err) != 0) {
        fprintf(stderr, "kiryoku-dev train: %s\n", err);
        return -1;
    }
    return 0;
}

static int train(const TrainArgs *a, TrainData *d, Trainer *t)
{
    snprintf(t->ckpt, sizeof t->ckpt, "%s.ckpt", a->out);
    snprintf(t->about, sizeof t->about, "train seed %lld, %ld positions, lambda %.2f", a->seed, d->ntrain,
             a->lambda);
    nnue_params_init(&t->params, (uint64_t)a->seed);
    t->adam.lr = (float)a->lr;
    t->adam.decay = (float)a->decay;
    t->adam.bucket_decay = (float)(a->bucket_decay >= 0 ? a->bucket_decay : a->decay);
    t->best = INFINITY;
    long start = 0;
    char err[512];
    if (a->resume && nnue_train_load(t->ckpt, &t->params, &t->adam, &start, err, sizeof err) != 0) {
        fprintf(stderr, "kiryoku-dev train: %s\n", err);
        return -1;
    }
    if (start > 0)
        fprintf(stderr, "kiryoku-dev train: resuming after epoch %ld\n", start);
    for (int e = (int)start; e < a->epochs; e++)
        if (epoch(a, d, t, e) != 0)
            return -1;
    Nnue *net = nnue_load(a->out, err, sizeof err);
    if (!net) {
        fprintf(stderr, "kiryoku-dev train: %s\n", err);
        return -1;
    }
    fprintf(stderr, "written %s: held-out loss %.6f as integers (the rounded float model of that epoch: %.6f)\n",
            a->out, heldout_loss(a, d, NULL, net, LOSS_INTEGER, t->pos), t->best);
    nnue_free(net);
    return a->quant_report ? quant_report(a, d, &t->params, t->pos) : 0;
}

static int trainer_alloc(Trainer *t, int threads)
{
    memset(t, 0, sizeof *t);
    if (nnue_params_alloc(&t->params) != 0 || nnue_params_alloc(&t->rounded) != 0 ||
        nnue_adam_alloc(&t->adam) != 0 || !(t->pos = malloc(sizeof *t->pos)))
        return -1;
    for (int i = 0; i < threads; i++)
        if (nnue_grad_alloc(&t->workers[i].grad) != 0 || !(t->workers[i].pos = malloc(sizeof(Position))))
            return -1;
    return 0;
}

static void trainer_free(Trainer *t, int threads)
{
    nnue_params_free(&t->params);
    nnue_params_free(&t->rounded);
    nnue_adam_free(&t->adam);
    free(t->pos);
    for (int i = 0; i < threads; i++) {
        nnue_grad_free(&t->workers[i].grad);
        free(t->workers[i].pos);
    }
}

int cmd_train(int argc, char **argv)
{
    /* The defaults are tools/nnue/train.sh's recipe (tools/nnue/README.md). */
    TrainArgs a = { .epochs = 12, .batch = 256, .threads = 2, .max_score = 3000, .min_ply = 0,
                    .valid_every = 20, .max_valid = 100000, .seed = 1, .lr = 1e-3, .lr_decay = 0.85,
                    .lambda = 1.0, .scale = 600, .decay = 10, .bucket_decay = -1 };
    a.data = (OptionList){ a.data_items, 0, MAX_DATA_FILES };
    const Option options[] = {
        OPTION_LIST("--data", &a.data),
        OPTION_STRING("--out|-o", &a.out),
        OPTION_INT("--epochs", &a.epochs, 1, 10000),
        OPTION_INT("--batch", &a.batch, 1, 1 << 24),
        OPTION_INT("--threads", &a.threads, 1, MAX_THREADS),
        OPTION_INT("--qat-epochs", &a.qat_epochs, 0, 10000),
        OPTION_INT("--max-score", &a.max_score, 1, 32000),
        OPTION_INT("--min-ply", &a.min_ply, 0, 1000),
        OPTION_INT("--valid-every", &a.valid_every, 2, 1000000),
        OPTION_INT("--max-valid", &a.max_valid, 1, 1 << 30),
        OPTION_LLONG("--seed", &a.seed, 0, 0x7fffffff),
        OPTION_DOUBLE("--lr", &a.lr, 0, 1),
        OPTION_DOUBLE("--lr-decay", &a.lr_decay, 0, 1),
        OPTION_DOUBLE("--lambda", &a.lambda, 0, 1),
        OPTION_DOUBLE("--score-scale", &a.scale, 10, 100000),
        OPTION_DOUBLE("--weight-decay", &a.decay, 0, 1000),
        OPTION_DOUBLE("--bucket-decay", &a.bucket_decay, 0, 1000),
        OPTION_FLAG("--keep-noisy", &a.keep_noisy),
        OPTION_FLAG("--resume", &a.resume),
        OPTION_FLAG("--quant-report", &a.quant_report),
    };
    const OptionSpec spec = { .command = "train", .usage = usage, .options = options,
                              .option_count = OPTION_COUNT(options) };
    int parsed = options_parse_only(&spec, argc, argv);
    if (parsed != OPTIONS_OK)
        return options_exit_status(parsed);
    if (a.data.count == 0 || !a.out) {
        fprintf(stderr, "kiryoku-dev train: --data FILE and --out NET are required\n");
        return 2;
    }
    TrainData d = { 0 };
    Trainer *t = calloc(1, sizeof *t);
    int rc = 1;
    for (int i = 0; i < a.data.count; i++)
        if (load_file(a.data.items[i], &d) != 0)
            goto done;
    if (!t || split(&a, &d) != 0 || trainer_alloc(t, a.threads) != 0) {
        fprintf(stderr, "kiryoku-dev train: out of memory\n");
        goto done;
    }
    for (int i = 0; i < a.threads; i++)
        t->workers[i] = (Worker){ .args = &a, .data = &d, .params = &t->params, .grad = t->workers[i].grad,
                                  .pos = t->workers[i].pos };
    fprintf(stderr, "kiryoku-dev train: %ld training and %ld held-out positions of %ld; results fit K = %.0f\n",
            d.ntrain, d.nvalid, d.count, fitted_scale(&d));
    fprintf(stderr, "linear evaluation's held-out loss %.6f\n", heldout_loss(&a, &d, NULL, NULL, LOSS_LINEAR, t->pos));
    rc = train(&a, &d, t) == 0 ? 0 : 1;
done:
    if (t)
        trainer_free(t, a.threads);
    free(t);
    free(d.recs);
    free(d.train);
    free(d.valid);
    return rc;
}
