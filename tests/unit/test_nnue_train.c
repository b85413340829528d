/* The network trainer: its gradient matches finite differences of its loss,
 * a few Adam steps on one sample reduce that sample's loss, the integer net
 * it writes scores positions as the float net does (up to rounding), a
 * checkpoint restores the exact state, and training records pack and
 * unpack to the same position. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tools/datagen_record.h"
#include "tools/nnue_train.h"
#include "shogi/usi.h"
#include "tests/check.h"

static const char *const sfens[] = {
    "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
    "l6nl/1r2gsk2/n1p1g2p1/P2p1spbp/1pP1pp3/2SP2P1P/NPB1GPNP1/4R1SK1/L4G2L b 2P 51",
    "lnsg1k1n+B/6g2/2pppp2p/p5s2/2P6/9/P+p1PPPPPP/5SG2/L3LK1NL b RB3Prgsn 51",
    "1k1g1g1nl/2s3s+r1/+Bpppp2pp/P4p1b1/4P4/2P1S4/1P1P1P2P/2KS5/1N1G1G2L w NLPrnl3p 51",
};
enum { NSFEN = sizeof sfens / sizeof sfens[0] };

static NnueSample sample_of(const char *sfen, float target)
{
    Position pos;
    char err[128];
    NnueSample s;
    CHECK(pos_set_sfen(&pos, sfen, err, sizeof err) == 0);
    nnue_sample_from_position(&pos, target, &s);
    return s;
}

static double loss_of(const NnueParams *p, const NnueSample *s)
{
    double e = nnue_train_predict(p, s) - s->target;
    return e * e;
}

/* d(loss)/d(w) by central differences for a parameter w of p. */
static double numeric(NnueParams *p, float *w, const NnueSample *s)
{
    float keep = *w, h = 1e-2f;
    *w = keep + h;
    double up = loss_of(p, s);
    *w = keep - h;
    double down = loss_of(p, s);
    *w = keep;
    return (up - down) / (2 * h);
}

static void test_gradient_matches_differences(void)
{
    NnueParams p;
    NnueGrad g;
    CHECK(nnue_params_alloc(&p) == 0 && nnue_grad_alloc(&g) == 0);
    nnue_params_init(&p, 7);
    NnueSample s = sample_of(sfens[1], 0.8f);
    nnue_grad_clear(&g);
    nnue_train_sample(&p, &s, &g);
    int f = s.feat[0][3];
    float *w[] = { &p.b3, &p.w3[5], &p.b2[3], &p.w2[3][7], &p.b1[4], &p.w1[4][10], &p.w1[7][NNUE_L1 + 20],
                   &p.ft[(size_t)f * NNUE_L1 + 9], &p.ft_bias[11], &p.psqt[f], &p.psqt[s.feat[1][2]] };
    float *gw[] = { &g.g.b3, &g.g.w3[5], &g.g.b2[3], &g.g.w2[3][7], &g.g.b1[4], &g.g.w1[4][10],
                    &g.g.w1[7][NNUE_L1 + 20], &g.g.ft[(size_t)f * NNUE_L1 + 9], &g.g.ft_bias[11], &g.g.psqt[f],
                    &g.g.psqt[s.feat[1][2]] };
    int bad = 0;
    for (size_t i = 0; i < sizeof w / sizeof w[0]; i++) {
        double n = numeric(&p, w[i], &s), a = *gw[i];
        if (fabs(n - a) > 1e-4 + 0.05 * fabs(n)) {
            fprintf(stderr, "  parameter %zu: analytic %.6g, numeric %.6g\n", i, a, n);
            bad++;
        }
    }
    CHECK_INT(bad, 0);
    CHECK(g.touched[f] && g.touched[NNUE_INPUTS + f % NNUE_BUCKET_FEATURES]);
    nnue_params_free(&p);
    nnue_grad_free(&g);
}

static void test_adam_reduces_loss(void)
{
    NnueParams p;
    NnueGrad g;
    NnueAdam a;
    CHECK(nnue_params_alloc(&p) == 0 && nnue_grad_alloc(&g) == 0 && nnue_adam_alloc(&a) == 0);
    nnue_params_init(&p, 3);
    NnueSample s = sample_of(sfens[2], 0.95f);
    double before = loss_of(&p, &s);
    a.lr = 0.01f;
    for (int i = 0; i < 50; i++) {
        nnue_grad_clear(&g);
        nnue_train_sample(&p, &s, &g);
        nnue_adam_step(&a, &p, &g);
    }
    CHECK(loss_of(&p, &s) < before / 4);
    nnue_params_free(&p);
    nnue_grad_free(&g);
    nnue_adam_free(&a);
}

/* p written as an integer net file under /tmp (its name into path, for
 * remove) and loaded back; NULL (and a failed check) if either fails. */
static Nnue *export_and_load(const NnueParams *p, const char *tag, char *path, size_t pathlen)
{
    char err[512];
    snprintf(path, pathlen, "/tmp/kiryoku_test_%s_%d.nnue", tag, (int)getpid());
    CHECK(nnue_train_export(p, path, tag, err, sizeof err) == 0);
    Nnue *net = nnue_load(path, err, sizeof err);
    CHECK(net != NULL);
    return net;
}

/* The integer net's cp and the float net's logit * 600 agree within what
 * rounding the weights and activations can move. */
static void test_export_matches_float(void)
{
    NnueParams p;
    CHECK(nnue_params_alloc(&p) == 0);
    nnue_params_init(&p, 11);
    p.b3 = 0.4f;
    char path[128], err[512];
    Nnue *net = export_and_load(&p, "train", path, sizeof path);
    for (int i = 0; net && i < NSFEN; i++) {
        Position pos;
        pos_set_sfen(&pos, sfens[i], err, sizeof err);
        NnueSample s = sample_of(sfens[i], 0.5f);
        double prob = nnue_train_predict(&p, &s), cp = 600 * log(prob / (1 - prob));
        int q = nnue_evaluate_position(net, &pos);
        if (fabs(q - cp) > 12)
            fprintf(stderr, "  %s: float %.1f cp, integer %d cp\n", sfens[i], cp, q);
        CHECK(fabs(q - cp) <= 12);
    }
    nnue_free(net);
    remove(path);
    nnue_params_free(&p);
}

/* With every layer rounded to the integer net's steps and the hidden
 * outputs rounded down as it shifts them, the float model is the integer
 * net: the same cp to the cp's own rounding (the quantisation report's
 * last row rests on this). Rounding nothing changes nothing. */
static void test_rounded_float_is_the_integer_net(void)
{
    NnueParams p, folded, rounded;
    CHECK(nnue_params_alloc(&p) == 0 && nnue_params_alloc(&folded) == 0 && nnue_params_alloc(&rounded) == 0);
    nnue_params_init(&p, 12);
    p.b3 = -0.3f;
    for (int i = 0; i < NNUE_L1; i++) /* a bucket-free copy that is not zero, so folding it matters */
        p.ft[(size_t)(NNUE_INPUTS + 5 + i % 300) * NNUE_L1 + i] = 0.01f * (float)(i % 7);
    char path[128], err[512];
    Nnue *net = export_and_load(&p, "round", path, sizeof path);
    nnue_params_copy(&folded, &p);
    nnue_train_round_params(&folded, 0);
    nnue_params_copy(&rounded, &p);
    nnue_train_round_params(&rounded, NNUE_ROUND_ALL);
    double worst = 0, unchanged = 0;
    for (int i = 0; net && i < NSFEN; i++) {
        Position pos;
        pos_set_sfen(&pos, sfens[i], err, sizeof err);
        NnueSample s = sample_of(sfens[i], 0.5f);
        unchanged = fmax(unchanged, fabs(nnue_train_predict(&folded, &s) - nnue_train_predict(&p, &s)));
        double prob = nnue_train_predict_int(&rounded, &s), cp = 600 * log(prob / (1 - prob));
        worst = fmax(worst, fabs(nnue_evaluate_position(net, &pos) - cp));
    }
    CHECK(unchanged < 1e-5);
    CHECK(worst <= 1.5);
    if (worst > 1.5)
        fprintf(stderr, "  rounded float vs integer: %.2f cp apart\n", worst);
    nnue_free(net);
    remove(path);
    nnue_params_free(&p);
    nnue_params_free(&folded);
    nnue_params_free(&rounded);
}

/* Quantisation-aware training's forward pass: the int8 layers on the
 * file's steps and inside its range, the feature rows (shared with the
 * float net by the trainer's struct copy) untouched. */
static void test_round_weights_keeps_rows(void)
{
    NnueParams p;
    CHECK(nnue_params_alloc(&p) == 0);
    nnue_params_init(&p, 13);
    p.w1[3][7] = 2.5f; /* beyond what int8 at 1/64 holds */
    p.w3[1] = -0.3f;
    NnueParams view = p;
    nnue_train_round_weights(&view);
    CHECK(view.ft == p.ft && view.ft[5] == p.ft[5]);
    CHECK(view.w1[3][7] == 127.0f / 64);
    CHECK(view.w3[1] == -19.0f / 64);
    int off_grid = 0;
    for (int j = 0; j < NNUE_L2; j++)
        for (int i = 0; i < 2 * NNUE_L1; i++)
            off_grid += view.w1[j][i] * 64 != roundf(view.w1[j][i] * 64);
    CHECK(off_grid == 0);
    CHECK(view.b1[0] == p.b1[0]);
    nnue_params_free(&p);
}

static void test_checkpoint_roundtrip(void)
{
    NnueParams p, q;
    NnueAdam a, b;
    CHECK(nnue_params_alloc(&p) == 0 && nnue_params_alloc(&q) == 0);
    CHECK(nnue_adam_alloc(&a) == 0 && nnue_adam_alloc(&b) == 0);
    nnue_params_init(&p, 5);
    a.step = 17;
    a.m.w1[2][3] = 0.25f;
    char path[128], err[512];
    snprintf(path, sizeof path, "/tmp/kiryoku_test_train_%d.ckpt", (int)getpid());
    CHECK(nnue_train_save(path, &p, &a, 4, err, sizeof err) == 0);
    long progress = 0;
    CHECK(nnue_train_load(path, &q, &b, &progress, err, sizeof err) == 0);
    CHECK_INT(progress, 4);
    CHECK_INT(b.step, 17);
    CHECK(b.m.w1[2][3] == 0.25f);
    CHECK(memcmp(p.ft, q.ft, (size_t)NNUE_TRAIN_ROWS * NNUE_L1 * sizeof(float)) == 0);
    CHECK(memcmp(p.w2, q.w2, sizeof p.w2) == 0 && p.b3 == q.b3);
    remove(path);
    nnue_params_free(&p);
    nnue_params_free(&q);
    nnue_adam_free(&a);
    nnue_adam_free(&b);
}

static void test_record_roundtrip(void)
{
    for (int i = 0; i < NSFEN; i++) {
        Position pos, back;
        char err[128], a[256], b[256];
        CHECK(pos_set_sfen(&pos, sfens[i], err, sizeof err) == 0);
        uint8_t packed[DATAGEN_PACKED_BYTES];
        CHECK(datagen_pack(&pos, packed) == 0);
        CHECK(datagen_unpack(packed, &back) == 0);
        pos.start_move_number = 1; /* records keep the ply apart */
        pos_to_sfen(&pos, a, sizeof a);
        pos_to_sfen(&back, b, sizeof b);
        CHECK_STR(b, a);
        CHECK(pos_key(&back) == pos_key(&pos));
    }
    /* A tsume without gote's king is not a game position: refused. */
    Position tsume;
    char err[128];
    uint8_t packed[DATAGEN_PACKED_BYTES];
    CHECK(pos_set_sfen(&tsume, "9/9/9/9/9/9/9/9/4K4 b R 1", err, sizeof err) == 0);
    CHECK(datagen_pack(&tsume, packed) == -1);
    CHECK(datagen_record_check_layout() == 0);
}

int main(void)
{
    RUN(test_gradient_matches_differences);
    RUN(test_adam_reduces_loss);
    RUN(test_export_matches_float);
    RUN(test_rounded_float_is_the_integer_net);
    RUN(test_round_weights_keeps_rows);
    RUN(test_checkpoint_roundtrip);
    RUN(test_record_roundtrip);
    return check_summary();
}
