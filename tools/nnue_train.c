/* The float network, its gradient and Adam, and quantisation to the
 * integer net (see nnue_train.h). */
#include "tools/nnue_train.h"

#include "engine/evaluate.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The parameters after the feature rows, ft_bias..b3, as one float array
 * (the struct holds only floats after the pointer), for the loops that treat every
 * dense parameter alike. */
enum { DENSE_FLOATS = (offsetof(NnueParams, b3) - offsetof(NnueParams, ft_bias)) / sizeof(float) + 1 };

static float *dense(NnueParams *p) { return p->ft_bias; }
static const float *dense_c(const NnueParams *p) { return p->ft_bias; }

static float clampf(float x, float lo, float hi) { return x < lo ? lo : x > hi ? hi : x; }

/* ---- Allocation ------------------------------------------------------------ */

int nnue_params_alloc(NnueParams *p)
{
    memset(p, 0, sizeof *p);
    p->ft = calloc((size_t)NNUE_TRAIN_ROWS * NNUE_L1, sizeof(float));
    p->psqt = calloc(NNUE_TRAIN_ROWS, sizeof(float));
    if (!p->ft || !p->psqt) {
        nnue_params_free(p);
        return -1;
    }
    return 0;
}

void nnue_params_free(NnueParams *p)
{
    free(p->ft);
    free(p->psqt);
    p->ft = NULL;
    p->psqt = NULL;
}

void nnue_params_copy(NnueParams *dst, const NnueParams *src)
{
    memcpy(dst->ft, src->ft, (size_t)NNUE_TRAIN_ROWS * NNUE_L1 * sizeof(float));
    memcpy(dst->psqt, src->psqt, NNUE_TRAIN_ROWS * sizeof(float));
    memcpy(dense(dst), dense_c(src), DENSE_FLOATS * sizeof(float));
}

void nnue_params_zero(NnueParams *p)
{
    memset(p->ft, 0, (size_t)NNUE_TRAIN_ROWS * NNUE_L1 * sizeof(float));
    memset(p->psqt, 0, NNUE_TRAIN_ROWS * sizeof(float));
    memset(dense(p), 0, DENSE_FLOATS * sizeof(float));
}

/* The material path's start: each piece's value (evaluate.h) as a logit,
 * + for one's own, - for the enemy's, on the board or in hand, in the
 * bucket-free copy that every bucket shares. */
static void init_material(NnueParams *p)
{
    NnueView v = nnue_view(BLACK, SQ_NONE); /* bucket 0: the copy's layout */
    for (int t = PAWN; t < PIECE_TYPE_NB; t++) {
        float value = t == KING ? 0 : piece_value[t] / 600.0f;
        for (Square sq = 0; sq < SQ_NB; sq++) {
            p->psqt[NNUE_INPUTS + nnue_board_feature(&v, BLACK, (PieceType)t, sq)] = value;
            p->psqt[NNUE_INPUTS + nnue_board_feature(&v, WHITE, (PieceType)t, sq)] = -value;
        }
    }
    for (int t = HAND_TYPE_FIRST; t <= HAND_TYPE_LAST; t++)
        for (int k = 1; nnue_hand_feature(&v, BLACK, (PieceType)t, k) >= 0; k++) {
            p->psqt[NNUE_INPUTS + nnue_hand_feature(&v, BLACK, (PieceType)t, k)] = piece_value[t] / 600.0f;
            p->psqt[NNUE_INPUTS + nnue_hand_feature(&v, WHITE, (PieceType)t, k)] = -piece_value[t] / 600.0f;
        }
}

static uint64_t split_mix(uint64_t *s)
{
    uint64_t z = (*s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* Uniform in [-a, a]. */
static float uniform(uint64_t *s, float a) { return a * (2.0f * (float)(split_mix(s) >> 40) / 16777216.0f - 1.0f); }

void nnue_params_init(NnueParams *p, uint64_t seed)
{
    uint64_t s = seed;
    nnue_params_zero(p);
    /* About 40 rows sum into an accumulator: small rows keep it near the
     * bias, inside the clipped ReLU's slope. The bucket-free copy starts at 0. */
    for (size_t i = 0; i < (size_t)NNUE_INPUTS * NNUE_L1; i++)
        p->ft[i] = uniform(&s, 0.05f);
    for (int i = 0; i < NNUE_L1; i++)
        p->ft_bias[i] = 0.3f;
    for (int j = 0; j < NNUE_L2; j++) {
        for (int i = 0; i < 2 * NNUE_L1; i++)
            p->w1[j][i] = uniform(&s, 1.0f / sqrtf(2 * NNUE_L1));
        p->b1[j] = 0.1f;
    }
    for (int j = 0; j < NNUE_L3; j++) {
        for (int i = 0; i < NNUE_L2; i++)
            p->w2[j][i] = uniform(&s, 1.0f / sqrtf(NNUE_L2));
        p->b2[j] = 0.1f;
    }
    for (int i = 0; i < NNUE_L3; i++)
        p->w3[i] = uniform(&s, 1.0f / sqrtf(NNUE_L3));
    init_material(p);
}

int nnue_grad_alloc(NnueGrad *g)
{
    memset(g, 0, sizeof *g);
    g->touched = calloc(NNUE_TRAIN_ROWS, 1);
    if (!g->touched || nnue_params_alloc(&g->g) != 0) {
        nnue_grad_free(g);
        return -1;
    }
    return 0;
}

void nnue_grad_free(NnueGrad *g)
{
    nnue_params_free(&g->g);
    free(g->touched);
    g->touched = NULL;
}

void nnue_grad_clear(NnueGrad *g)
{
    for (int r = 0; r < NNUE_TRAIN_ROWS; r++)
        if (g->touched[r]) {
            memset(g->g.ft + (size_t)r * NNUE_L1, 0, NNUE_L1 * sizeof(float));
            g->g.psqt[r] = 0;
            g->touched[r] = 0;
        }
    memset(dense(&g->g), 0, DENSE_FLOATS * sizeof(float));
    g->loss = 0;
    g->count = 0;
}

void nnue_grad_merge(NnueGrad *dst, const NnueGrad *src)
{
    for (int r = 0; r < NNUE_TRAIN_ROWS; r++) {
        if (!src->touched[r])
            continue;
        float *d = dst->g.ft + (size_t)r * NNUE_L1;
        const float *s = src->g.ft + (size_t)r * NNUE_L1;
        for (int k = 0; k < NNUE_L1; k++)
            d[k] += s[k];
        dst->g.psqt[r] += src->g.psqt[r];
        dst->touched[r] = 1;
    }
    float *d = dense(&dst->g);
    const float *s = dense_c(&src->g);
    for (int i = 0; i < DENSE_FLOATS; i++)
        d[i] += s[i];
    dst->loss += src->loss;
    dst->count += src->count;
}

/* ---- Forward and backward ---------------------------------------------------- */

typedef struct {
    float acc[2][NNUE_L1];   /* before the clip */
    float material;          /* the material path's share of y */
    float in[2 * NNUE_L1];
    float z1[NNUE_L2], h1[NNUE_L2];
    float z2[NNUE_L3], h2[NNUE_L3];
    float y;
} Forward;

static const float *factor_row(const NnueParams *p, int f)
{
    return p->ft + (size_t)(NNUE_INPUTS + f % NNUE_BUCKET_FEATURES) * NNUE_L1;
}

static float factor_psqt(const NnueParams *p, int f) { return p->psqt[NNUE_INPUTS + f % NNUE_BUCKET_FEATURES]; }

/* A hidden unit's output as the integer net computes it: the sum at scale
 * 127 * 64, shifted down to 127 (rounding towards -inf), clipped. */
static float int_activation(float z)
{
    float sum = roundf(z * (float)NNUE_OUTPUT_ONE);
    return clampf(floorf(sum / (1 << NNUE_WEIGHT_SHIFT)) / NNUE_ACT_ONE, 0, 1);
}

static float activation(float z, bool int_act) { return int_act ? int_activation(z) : clampf(z, 0, 1); }

static void forward(const NnueParams *p, const NnueSample *s, bool int_act, Forward *fw)
{
    fw->material = 0;
    for (int side = 0; side < 2; side++) {
        float *acc = fw->acc[side], psqt = 0;
        memcpy(acc, p->ft_bias, sizeof p->ft_bias);
        for (int i = 0; i < s->count[side]; i++) {
            int f = s->feat[side][i];
            const float *row = p->ft + (size_t)f * NNUE_L1;
            const float *frow = factor_row(p, f);
            for (int k = 0; k < NNUE_L1; k++)
                acc[k] += row[k] + frow[k];
            psqt += p->psqt[f] + factor_psqt(p, f);
        }
        fw->material += side == 0 ? psqt / 2 : -psqt / 2;
        for (int k = 0; k < NNUE_L1; k++)
            fw->in[side * NNUE_L1 + k] = clampf(acc[k], 0, 1);
    }
    for (int j = 0; j < NNUE_L2; j++) {
        float z = p->b1[j];
        for (int i = 0; i < 2 * NNUE_L1; i++)
            z += p->w1[j][i] * fw->in[i];
        fw->z1[j] = z;
        fw->h1[j] = activation(z, int_act);
    }
    for (int j = 0; j < NNUE_L3; j++) {
        float z = p->b2[j];
        for (int i = 0; i < NNUE_L2; i++)
            z += p->w2[j][i] * fw->h1[i];
        fw->z2[j] = z;
        fw->h2[j] = activation(z, int_act);
    }
    float y = p->b3 + fw->material;
    for (int i = 0; i < NNUE_L3; i++)
        y += p->w3[i] * fw->h2[i];
    fw->y = y;
}

static float sigmoid(float x) { return 1.0f / (1.0f + expf(-x)); }
static bool on_slope(float z) { return z > 0 && z < 1; }

float nnue_train_predict(const NnueParams *p, const NnueSample *s)
{
    Forward fw;
    forward(p, s, false, &fw);
    return sigmoid(fw.y);
}

float nnue_train_predict_int(const NnueParams *p, const NnueSample *s)
{
    Forward fw;
    forward(p, s, true, &fw);
    return sigmoid(fw.y);
}

/* The feature rows' share of the gradient: d(loss)/d(accumulator) of each
 * perspective added to every active row and its bucket-free copy. */
static void backward_features(const NnueSample *s, const Forward *fw, const float *din, float dy, NnueGrad *g)
{
    for (int side = 0; side < 2; side++) {
        float dpsqt = side == 0 ? dy / 2 : -dy / 2;
        for (int i = 0; i < s->count[side]; i++) {
            int f = s->feat[side][i], ff = NNUE_INPUTS + f % NNUE_BUCKET_FEATURES;
            g->g.psqt[f] += dpsqt;
            g->g.psqt[ff] += dpsqt;
            g->touched[f] = g->touched[ff] = 1;
        }
        float dacc[NNUE_L1];
        bool any = false;
        for (int k = 0; k < NNUE_L1; k++) {
            dacc[k] = on_slope(fw->acc[side][k]) ? din[side * NNUE_L1 + k] : 0;
            any |= dacc[k] != 0;
            g->g.ft_bias[k] += dacc[k];
        }
        if (!any)
            continue;
        for (int i = 0; i < s->count[side]; i++) {
            int f = s->feat[side][i], ff = NNUE_INPUTS + f % NNUE_BUCKET_FEATURES;
            float *row = g->g.ft + (size_t)f * NNUE_L1, *frow = g->g.ft + (size_t)ff * NNUE_L1;
            for (int k = 0; k < NNUE_L1; k++) {
                row[k] += dacc[k];
                frow[k] += dacc[k];
            }
            g->touched[f] = g->touched[ff] = 1;
        }
    }
}

void nnue_train_sample(const NnueParams *p, const NnueSample *s, NnueGrad *g)
{
    Forward fw;
    forward(p, s, false, &fw);
    float prob = sigmoid(fw.y), err = prob - s->target;
    g->loss += (double)err * err;
    g->count++;
    float dy = 2 * err * prob * (1 - prob);

    float dh2[NNUE_L3], dh1[NNUE_L2] = { 0 }, din[2 * NNUE_L1] = { 0 };
    g->g.b3 += dy;
    for (int i = 0; i < NNUE_L3; i++) {
        g->g.w3[i] += dy * fw.h2[i];
        dh2[i] = on_slope(fw.z2[i]) ? dy * p->w3[i] : 0;
    }
    for (int j = 0; j < NNUE_L3; j++) {
        if (dh2[j] == 0)
            continue;
        g->g.b2[j] += dh2[j];
        for (int i = 0; i < NNUE_L2; i++) {
            g->g.w2[j][i] += dh2[j] * fw.h1[i];
            dh1[i] += dh2[j] * p->w2[j][i];
        }
    }
    for (int j = 0; j < NNUE_L2; j++) {
        float d = on_slope(fw.z1[j]) ? dh1[j] : 0;
        if (d == 0)
            continue;
        g->g.b1[j] += d;
        for (int i = 0; i < 2 * NNUE_L1; i++) {
            g->g.w1[j][i] += d * fw.in[i];
            din[i] += d * p->w1[j][i];
        }
    }
    backward_features(s, &fw, din, dy, g);
}

/* ---- Adam -------------------------------------------------------------------- */

int nnue_adam_alloc(NnueAdam *a)
{
    memset(a, 0, sizeof *a);
    a->lr = 1e-3f;
    a->beta1 = 0.9f;
    a->beta2 = 0.999f;
    if (nnue_params_alloc(&a->m) != 0 || nnue_params_alloc(&a->v) != 0) {
        nnue_adam_free(a);
        return -1;
    }
    return 0;
}

void nnue_adam_free(NnueAdam *a)
{
    nnue_params_free(&a->m);
    nnue_params_free(&a->v);
}

typedef struct {
    float b1, b2, step; /* step size with both bias corrections folded in */
    float shrink;       /* 1 - lr * decay, for the decayed weights */
    float bucket_shrink; /* 1 - lr * bucket_decay, for the king-bucket rows */
} AdamConst;

static void adam_update(const AdamConst *c, float *w, float *m, float *v, const float *g, int n, float scale)
{
    for (int i = 0; i < n; i++) {
        float gi = g[i] * scale;
        m[i] = c->b1 * m[i] + (1 - c->b1) * gi;
        v[i] = c->b2 * v[i] + (1 - c->b2) * gi * gi;
        w[i] -= c->step * m[i] / (sqrtf(v[i]) + 1e-8f);
    }
}

static void shrink(float *w, int n, float by)
{
    for (int i = 0; i < n; i++)
        w[i] *= by;
}

static void clip_all(float *w, int n, float bound)
{
    for (int i = 0; i < n; i++)
        w[i] = clampf(w[i], -bound, bound);
}

void nnue_adam_step(NnueAdam *a, NnueParams *p, const NnueGrad *g)
{
    if (g->count == 0)
        return;
    a->step++;
    double bc1 = 1 - pow(a->beta1, (double)a->step), bc2 = 1 - pow(a->beta2, (double)a->step);
    AdamConst c = { a->beta1, a->beta2, (float)(a->lr * sqrt(bc2) / bc1), 1 - a->lr * a->decay,
                    1 - a->lr * a->bucket_decay };
    float scale = 1.0f / (float)g->count;
    for (int r = 0; r < NNUE_TRAIN_ROWS; r++) {
        if (!g->touched[r])
            continue;
        size_t off = (size_t)r * NNUE_L1;
        shrink(p->ft + off, NNUE_L1, r < NNUE_INPUTS ? c.bucket_shrink : c.shrink);
        adam_update(&c, p->ft + off, a->m.ft + off, a->v.ft + off, g->g.ft + off, NNUE_L1, scale);
        clip_all(p->ft + off, NNUE_L1, NNUE_TRAIN_FT_CLIP);
        adam_update(&c, p->psqt + r, a->m.psqt + r, a->v.psqt + r, g->g.psqt + r, 1, scale);
        clip_all(p->psqt + r, 1, NNUE_TRAIN_PSQT_CLIP);
    }
    shrink(&p->w1[0][0], NNUE_L2 * 2 * NNUE_L1, c.shrink);
    shrink(&p->w2[0][0], NNUE_L3 * NNUE_L2, c.shrink);
    shrink(p->w3, NNUE_L3, c.shrink);
    adam_update(&c, dense(p), dense(&a->m), dense(&a->v), dense_c(&g->g), DENSE_FLOATS, scale);
    clip_all(p->ft_bias, NNUE_L1, NNUE_TRAIN_FT_CLIP);
    clip_all(&p->w1[0][0], NNUE_L2 * 2 * NNUE_L1, NNUE_TRAIN_HIDDEN_CLIP);
    clip_all(&p->w2[0][0], NNUE_L3 * NNUE_L2, NNUE_TRAIN_HIDDEN_CLIP);
    clip_all(p->w3, NNUE_L3, NNUE_TRAIN_HIDDEN_CLIP);
}

/* ---- Samples ------------------------------------------------------------------ */

bool nnue_sample_from_position(const Position *pos, float target, NnueSample *s)
{
    int f[NNUE_MAX_ACTIVE];
    Color us = pos->side;
    for (int side = 0; side < 2; side++) {
        int n = nnue_active_features(pos, side == 0 ? us : color_flip(us), f);
        for (int i = 0; i < n; i++)
            s->feat[side][i] = (uint16_t)f[i];
        s->count[side] = (uint8_t)n;
    }
    s->target = target;
    return true;
}

/* ---- Export --------------------------------------------------------------------- */

/* The integer net's step and range for each kind of parameter: what the
 * export rounds to, and what the float model's rounding copies. */
typedef struct {
    float scale;
    long lo, hi;
} Grid;

static const Grid row_grid = { NNUE_ACT_ONE, -32767, 32767 };                /* int16 rows, ft bias */
static const Grid weight_grid = { 1 << NNUE_WEIGHT_SHIFT, -127, 127 };       /* int8 weights */
static const Grid psqt_grid = { NNUE_OUTPUT_ONE, -100000000L, 100000000L };  /* int32 material path */
static const Grid bias_grid = { NNUE_OUTPUT_ONE, -1000000000L, 1000000000L }; /* int32 biases */

static long quantise(float x, const Grid *g)
{
    long v = lroundf(x * g->scale);
    return v < g->lo ? g->lo : v > g->hi ? g->hi : v;
}

static void round_to_grid(float *w, int n, const Grid *g)
{
    for (int i = 0; i < n; i++)
        w[i] = (float)quantise(w[i], g) / g->scale;
}

void nnue_train_round_weights(NnueParams *p)
{
    round_to_grid(&p->w1[0][0], NNUE_L2 * 2 * NNUE_L1, &weight_grid);
    round_to_grid(&p->w2[0][0], NNUE_L3 * NNUE_L2, &weight_grid);
    round_to_grid(p->w3, NNUE_L3, &weight_grid);
}

void nnue_train_round_params(NnueParams *p, unsigned parts)
{
    /* The export sums each row and its bucket-free copy before rounding, so
     * the copy is folded into the rows first (the same float net). */
    for (int f = 0; f < NNUE_INPUTS; f++) {
        float *row = p->ft + (size_t)f * NNUE_L1;
        const float *frow = factor_row(p, f);
        for (int k = 0; k < NNUE_L1; k++)
            row[k] += frow[k];
        p->psqt[f] += factor_psqt(p, f);
    }
    memset(p->ft + (size_t)NNUE_INPUTS * NNUE_L1, 0, (size_t)NNUE_BUCKET_FEATURES * NNUE_L1 * sizeof(float));
    memset(p->psqt + NNUE_INPUTS, 0, NNUE_BUCKET_FEATURES * sizeof(float));
    if (parts & NNUE_ROUND_FT) {
        round_to_grid(p->ft, NNUE_INPUTS * NNUE_L1, &row_grid);
        round_to_grid(p->psqt, NNUE_INPUTS, &psqt_grid);
        round_to_grid(p->ft_bias, NNUE_L1, &row_grid);
    }
    if (parts & NNUE_ROUND_L1) {
        round_to_grid(&p->w1[0][0], NNUE_L2 * 2 * NNUE_L1, &weight_grid);
        round_to_grid(p->b1, NNUE_L2, &bias_grid);
    }
    if (parts & NNUE_ROUND_L2) {
        round_to_grid(&p->w2[0][0], NNUE_L3 * NNUE_L2, &weight_grid);
        round_to_grid(p->b2, NNUE_L3, &bias_grid);
    }
    if (parts & NNUE_ROUND_OUT) {
        round_to_grid(p->w3, NNUE_L3, &weight_grid);
        round_to_grid(&p->b3, 1, &bias_grid);
    }
}

int nnue_train_export(const NnueParams *p, const char *path, const char *about, char *err, size_t errlen)
{
    static int8_t w1[NNUE_L2 * 2 * NNUE_L1], w2[NNUE_L3 * NNUE_L2], w3[NNUE_L3];
    static int32_t b1[NNUE_L2], b2[NNUE_L3], b3;
    static int16_t ft_bias[NNUE_L1];
    int16_t *ft = malloc((size_t)NNUE_INPUTS * NNUE_L1 * sizeof *ft);
    int32_t *psqt = malloc(NNUE_INPUTS * sizeof *psqt);
    if (!ft || !psqt) {
        snprintf(err, errlen, "%s: out of memory", path);
        free(ft);
        free(psqt);
        return -1;
    }
    for (int f = 0; f < NNUE_INPUTS; f++) {
        const float *row = p->ft + (size_t)f * NNUE_L1, *frow = factor_row(p, f);
        for (int k = 0; k < NNUE_L1; k++)
            ft[(size_t)f * NNUE_L1 + k] = (int16_t)quantise(row[k] + frow[k], &row_grid);
        psqt[f] = (int32_t)quantise(p->psqt[f] + factor_psqt(p, f), &psqt_grid);
    }
    for (int k = 0; k < NNUE_L1; k++)
        ft_bias[k] = (int16_t)quantise(p->ft_bias[k], &row_grid);
    for (int j = 0; j < NNUE_L2; j++) {
        for (int i = 0; i < 2 * NNUE_L1; i++)
            w1[j * 2 * NNUE_L1 + i] = (int8_t)quantise(p->w1[j][i], &weight_grid);
        b1[j] = (int32_t)quantise(p->b1[j], &bias_grid);
    }
    for (int j = 0; j < NNUE_L3; j++) {
        for (int i = 0; i < NNUE_L2; i++)
            w2[j * NNUE_L2 + i] = (int8_t)quantise(p->w2[j][i], &weight_grid);
        b2[j] = (int32_t)quantise(p->b2[j], &bias_grid);
        w3[j] = (int8_t)quantise(p->w3[j], &weight_grid);
    }
    b3 = (int32_t)quantise(p->b3, &bias_grid);
    NnueLayers l = { ft_bias, ft, psqt, b1, b2, &b3, w1, w2, w3, about };
    int rc = nnue_write(path, &l, err, errlen);
    free(ft);
    free(psqt);
    return rc;
}

/* ---- Checkpoints ------------------------------------------------------------------ */

static const char ckpt_magic[8] = "KRYTRN2";

static bool io_params(FILE *fp, NnueParams *p, bool write)
{
    size_t n = (size_t)NNUE_TRAIN_ROWS * NNUE_L1;
    if (write)
        return fwrite(p->ft, sizeof(float), n, fp) == n &&
               fwrite(p->psqt, sizeof(float), NNUE_TRAIN_ROWS, fp) == NNUE_TRAIN_ROWS &&
               fwrite(dense(p), sizeof(float), DENSE_FLOATS, fp) == DENSE_FLOATS;
    return fread(p->ft, sizeof(float), n, fp) == n &&
           fread(p->psqt, sizeof(float), NNUE_TRAIN_ROWS, fp) == NNUE_TRAIN_ROWS &&
           fread(dense(p), sizeof(float), DENSE_FLOATS, fp) == DENSE_FLOATS;
}

int nnue_train_save(const char *path, const NnueParams *p, const NnueAdam *a, long progress, char *err,
                    size_t errlen)
{
    char tmp[1024];
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    FILE *fp = fopen(tmp, "wb");
    long head[2] = { progress, a->step };
    bool ok = fp && fwrite(ckpt_magic, 1, 8, fp) == 8 && fwrite(head, sizeof head, 1, fp) == 1 &&
              io_params(fp, (NnueParams *)p, true) && io_params(fp, (NnueParams *)&a->m, true) &&
              io_params(fp, (NnueParams *)&a->v, true);
    if (fp && fclose(fp) != 0)
        ok = false;
    /* Written aside, then renamed: a kill mid-write keeps the last checkpoint. */
    if (!ok || rename(tmp, path) != 0) {
        snprintf(err, errlen, "cannot write the checkpoint %s: %s", path, strerror(errno));
        return -1;
    }
    return 0;
}

int nnue_train_load(const char *path, NnueParams *p, NnueAdam *a, long *progress, char *err, size_t errlen)
{
    FILE *fp = fopen(path, "rb");
    char magic[8];
    long head[2];
    bool ok = fp && fread(magic, 1, 8, fp) == 8 && memcmp(magic, ckpt_magic, 8) == 0 &&
              fread(head, sizeof head, 1, fp) == 1 && io_params(fp, p, false) && io_params(fp, &a->m, false) &&
              io_params(fp, &a->v, false);
    if (fp)
        fclose(fp);
    if (!ok) {
        snprintf(err, errlen, "checkpoint %s: %s", path, fp ? "not a checkpoint of this net shape" : strerror(errno));
        return -1;
    }
    *progress = head[0];
    a->step = head[1];
    return 0;
}
