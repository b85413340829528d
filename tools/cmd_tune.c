/* `kiryoku-dev tune`: fits the evaluation weights (engine/evaluate.h) to game
 * results by Texel tuning, and writes them as generated C.
 *
 * Input (default): one game per line, "RESULT<TAB>startpos moves ..." (or "sfen ...
 * moves ..."), RESULT = 1, 0.5 or 0 from sente's point of view
 * (tools/tune/games_from_log.py makes them from usi.py match logs). Every
 * position from ply --min-ply on is a sample labelled with the game's
 * result; positions in check or with a winning capture are skipped (the
 * static evaluation is only meant for quiet positions).
 * Input with --scored: one position per line, "P<TAB>startpos moves ...",
 * P a win probability for sente from a stronger engine's score
 * (tools/tune/label_with_engine.py): the sample is the last position. The loss is the mean of
 * (sigmoid(eval / 600) - result)^2 plus an L2 pull toward the starting
 * weights (the shipped ones: a prior, so rare features stay put); eval is linear in the weights, so the gradient is exact. The
 * 600 is fixed: it defines the cp scale (win probability 1/(1+e^(-cp/600))).
 * Every tenth game is held out to report an honest validation loss and
 * the scale K that best fits the held-out data with the new weights. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tools/commands.h"
#include "app/cmd/options.h"
#include "engine/evaluate.h"
#include "engine/see.h"
#include "shogi/position.h"
#include "shogi/usi.h"

typedef struct {
    int n, cap;
    int *start;          /* first feature of sample i; start[n] = end */
    float *result;
    uint16_t *index;
    int8_t *coef;
    int nfeat, capfeat;
} Samples;

static int push_sample(Samples *s, const EvalFeatures *f, float result)
{
    if (s->n + 2 > s->cap) {
        s->cap = s->cap ? s->cap * 2 : 4096;
        s->start = realloc(s->start, (size_t)s->cap * sizeof *s->start);
        s->result = realloc(s->result, (size_t)s->cap * sizeof *s->result);
        if (!s->start || !s->result)
            return -1;
    }
    if (s->nfeat + f->n > s->capfeat) {
        s->capfeat = (s->capfeat ? s->capfeat * 2 : 1 << 20) + f->n;
        s->index = realloc(s->index, (size_t)s->capfeat * sizeof *s->index);
        s->coef = realloc(s->coef, (size_t)s->capfeat * sizeof *s->coef);
        if (!s->index || !s->coef)
            return -1;
    }
    s->start[s->n] = s->nfeat;
    s->result[s->n] = result;
    memcpy(s->index + s->nfeat, f->index, (size_t)f->n * sizeof *f->index);
    memcpy(s->coef + s->nfeat, f->coef, (size_t)f->n * sizeof *f->coef);
    s->nfeat += f->n;
    s->n++;
    s->start[s->n] = s->nfeat;
    return 0;
}

/* Quiet enough for a static evaluation: not in check, no winning capture. */
static bool is_quiet(const Position *pos)
{
    if (pos_in_check(pos))
        return false;
    MoveList list;
    gen_legal(pos, &list);
    for (int i = 0; i < list.count; i++) {
        Move m = list.moves[i];
        if (!move_is_drop(m) && pos->board[move_to(m)] != NO_PIECE && see(pos, m) > 0)
            return false;
    }
    return list.count > 0;
}

/* Adds the quiet positions of one game (a `position` line) from ply
 * min_ply on as samples (min_ply < 0: only the last position). */
static int add_game(const char *moves_line, float result, int min_ply, Samples *set, int *kept,
                    int *skipped, char *err, size_t errlen)
{
    static Position game, pos;
    if (pos_set_usi(&game, moves_line, err, errlen) != 0)
        return -1;
    EvalFeatures f;
    /* Replay from the set-up position, sampling as we go. */
    int plies = game.ply;
    Move moves[POS_MAX_HISTORY];
    for (int i = 0; i < plies; i++)
        moves[i] = game.hist[i + 1].move;
    pos = game;
    while (pos.ply > 0)
        pos_undo_move(&pos);
    if (min_ply < 0)
        min_ply = plies;
    for (int i = 0; i <= plies; i++) {
        if (i >= min_ply) {
            if (!is_quiet(&pos)) {
                (*skipped)++;
            } else {
                eval_features(&pos, &f);
                if (push_sample(set, &f, result) != 0) {
                    snprintf(err, errlen, "out of memory");
                    return -1;
                }
                (*kept)++;
            }
        }
        if (i < plies)
            pos_do_move(&pos, moves[i]);
    }
    return 0;
}

/* Which set a line goes to: every tenth game is held out whole (positions
 * of one game are too alike to test each other). A scored position is
 * known by its game's first 30 plies. */
static bool held_out(const char *moves_line, int lineno, bool scored)
{
    if (!scored)
        return lineno % 10 == 0;
    uint64_t h = 1469598103934665603ull;
    int spaces = 0;
    for (const char *c = moves_line; *c && spaces < 32; c++) {
        spaces += *c == ' ';
        h = (h ^ (unsigned char)*c) * 1099511628211ull;
    }
    return h % 10 == 0;
}

static int load(const char *path, int min_ply, bool scored, Samples *train, Samples *valid, int *skipped)
{
    FILE *fp = fopen(path, "r");
    if (!fp) {
        fprintf(stderr, "kiryoku-dev tune: cannot open %s\n", path);
        return -1;
    }
    char *line = NULL, err[256];
    size_t cap = 0;
    int lineno = 0, kept = 0, rc = 0;
    while (getline(&line, &cap, fp) >= 0) {
        lineno++;
        line[strcspn(line, "\r\n")] = '\0';
        char *tab = strchr(line, '\t');
        if (!tab) {
            fprintf(stderr, "kiryoku-dev tune: %s:%d: expected RESULT<TAB>startpos moves ...\n", path, lineno);
            rc = -1;
            break;
        }
        *tab = '\0';
        float result = strtof(line, NULL);
        Samples *set = held_out(tab + 1, lineno, scored) ? valid : train;
        if (add_game(tab + 1, result, scored ? -1 : min_ply, set, &kept, skipped, err, sizeof err) != 0) {
            fprintf(stderr, "kiryoku-dev tune: %s:%d: %s\n", path, lineno, err);
            rc = -1;
            break;
        }
    }
    free(line);
    fclose(fp);
    return rc;
}

static double eval_sample(const Samples *s, int i, const double *w)
{
    double v = 0;
    for (int k = s->start[i]; k < s->start[i + 1]; k++)
        v += w[s->index[k]] * s->coef[k];
    return v;
}

static double sigmoid(double x) { return 1.0 / (1.0 + exp(-x)); }

static double mse(const Samples *s, const double *w, double scale)
{
    double sum = 0;
    for (int i = 0; i < s->n; i++) {
        double d = sigmoid(eval_sample(s, i, w) / scale) - s->result[i];
        sum += d * d;
    }
    return s->n ? sum / s->n : 0;
}

/* The scale K minimising the loss with these weights (golden-section). */
static double best_scale(const Samples *s, const double *w)
{
    double a = 100, b = 3000;
    const double g = 0.6180339887;
    for (int it = 0; it < 40; it++) {
        double c = b - g * (b - a), d = a + g * (b - a);
        if (mse(s, w, c) < mse(s, w, d))
            b = d;
        else
            a = c;
    }
    return (a + b) / 2;
}

/* The piece-relative-to-king tables hold most of the weights; with a few
 * thousand games they need a stronger pull toward 0 than the rest. */
static bool is_relative(int i) { return i >= F_OWN_KING && i < F_KING_SQ; }

/* Adam on the full batch. */
static void fit(const Samples *s, double *w, const double *w0, int iters, double l2, double l2_rel, double rate)
{
    double *g = calloc(EVAL_FEATURE_NB, sizeof *g), *m1 = calloc(EVAL_FEATURE_NB, sizeof *m1),
           *m2 = calloc(EVAL_FEATURE_NB, sizeof *m2);
    if (!g || !m1 || !m2) {
        fprintf(stderr, "kiryoku-dev tune: out of memory\n");
        free(g), free(m1), free(m2);
        return;
    }
    for (int it = 1; it <= iters; it++) {
        memset(g, 0, EVAL_FEATURE_NB * sizeof *g);
        for (int i = 0; i < s->n; i++) {
            double p = sigmoid(eval_sample(s, i, w) / 600.0);
            double d = 2.0 * (p - s->result[i]) * p * (1 - p) / 600.0 / s->n;
            for (int k = s->start[i]; k < s->start[i + 1]; k++)
                g[s->index[k]] += d * s->coef[k];
        }
        for (int j = 0; j < EVAL_FEATURE_NB; j++) {
            if (j == F_TEMPO)
                continue; /* calibrated for the search, not fitted (evaluate.h) */
            g[j] += 2 * (is_relative(j) ? l2_rel : l2) * (w[j] - w0[j]);
            m1[j] = 0.9 * m1[j] + 0.1 * g[j];
            m2[j] = 0.999 * m2[j] + 0.001 * g[j] * g[j];
            double mh = m1[j] / (1 - pow(0.9, it)), vh = m2[j] / (1 - pow(0.999, it));
            w[j] -= rate * mh / (sqrt(vh) + 1e-12);
        }
        if (it % 100 == 0 || it == iters)
            fprintf(stderr, "iteration %d: train loss %.6f\n", it, mse(s, w, 600.0));
    }
    free(g), free(m1), free(m2);
}

static int write_weights(const char *path, const double *w, const char *data, int n)
{
    FILE *fp = fopen(path, "w");
    if (!fp) {
        fprintf(stderr, "kiryoku-dev tune: cannot write %s\n", path);
        return -1;
    }
    fprintf(fp, "/* Generated by `kiryoku-dev tune --data %s` from %d positions; do not edit.\n"
                " * Re-run as described in tools/tune/README.md. */\n"
                "#include \"engine/evaluate.h\"\n\nconst int16_t eval_weights[EVAL_FEATURE_NB] = {\n",
            data, n);
    for (int i = 0; i < EVAL_FEATURE_NB; i++) {
        long v = lround(w[i]);
        v = v > 32000 ? 32000 : v < -32000 ? -32000 : v;
        fprintf(fp, "%s%ld,%s", i % 16 == 0 ? "    " : " ", v, i % 16 == 15 || i == EVAL_FEATURE_NB - 1 ? "\n" : "");
    }
    fprintf(fp, "};\n");
    return fclose(fp);
}

static void usage(FILE *out)
{
    fprintf(out, "usage: kiryoku-dev tune --data FILE [--out engine/eval_weights.c] [--iters N]"
                 " [--l2 X] [--l2-rel X] [--rate X] [--min-ply N] [--scored]\n"
                 "  FILE: one game per line, RESULT<TAB>startpos moves ... (RESULT 1/0.5/0 for sente);\n"
                 "  with --scored, one position per line, P<TAB>startpos moves ... (P: sente's win probability)\n");
}

int cmd_tune(int argc, char **argv)
{
    const char *data = NULL, *out = NULL;
    int iters = 500, min_ply = 16;
    bool scored = false;
    double l2 = 1e-7, l2_rel = 1e-6, rate = 2.0;
    const Option options[] = {
        OPTION_STRING("--data", &data),
        OPTION_STRING("--out", &out),
        OPTION_INT("--iters", &iters, 0, 1000000),
        OPTION_DOUBLE("--l2", &l2, 0, 1),
        OPTION_DOUBLE("--l2-rel", &l2_rel, 0, 1),
        OPTION_DOUBLE("--rate", &rate, 0, 1000),
        OPTION_INT("--min-ply", &min_ply, 0, 1000),
        OPTION_FLAG("--scored", &scored),
    };
    const OptionSpec spec = { .command = "tune", .usage = usage, .options = options,
                              .option_count = OPTION_COUNT(options) };
    int parsed = options_parse_only(&spec, argc, argv);
    if (parsed != OPTIONS_OK)
        return options_exit_status(parsed);
    if (!data) {
        fprintf(stderr, "kiryoku-dev tune: --data FILE is required (see kiryoku-dev tune --help)\n");
        return 2;
    }
    Samples train = { 0 }, valid = { 0 };
    int skipped = 0;
    if (load(data, min_ply, scored, &train, &valid, &skipped) != 0)
        return 1;
    printf("positions: %d train, %d validation, %d skipped (in check or a winning capture)\n",
           train.n, valid.n, skipped);
    double *w = calloc(EVAL_FEATURE_NB, sizeof *w), *w0 = calloc(EVAL_FEATURE_NB, sizeof *w0);
    if (!w || !w0) {
        free(w), free(w0);
        return 1;
    }
    for (int i = 0; i < EVAL_FEATURE_NB; i++)
        w[i] = w0[i] = eval_weights[i];
    w[F_TEMPO] = w0[F_TEMPO] = EVAL_TEMPO_CP;
    printf("before: train loss %.6f, validation loss %.6f, best-fit scale %.0f\n", mse(&train, w, 600),
           mse(&valid, w, 600), best_scale(&valid, w));
    fit(&train, w, w0, iters, l2, l2_rel, rate);
    printf("after:  train loss %.6f, validation loss %.6f, best-fit scale %.0f\n", mse(&train, w, 600),
           mse(&valid, w, 600), best_scale(&valid, w));
    char name[64];
    static const int shown[] = { F_MATERIAL + PAWN, F_MATERIAL + LANCE, F_MATERIAL + KNIGHT, F_MATERIAL + SILVER,
                                 F_MATERIAL + GOLD, F_MATERIAL + BISHOP, F_MATERIAL + ROOK, F_MATERIAL + PRO_PAWN,
                                 F_MATERIAL + HORSE, F_MATERIAL + DRAGON, F_HAND + PAWN * 4, F_HAND + ROOK * 4, F_TEMPO };
    for (size_t i = 0; i < sizeof shown / sizeof shown[0]; i++) {
        eval_feature_name(shown[i], name, sizeof name);
        printf("  %-20s %6.0f\n", name, w[shown[i]]);
    }
    int rc = out ? write_weights(out, w, data, train.n + valid.n) : 0;
    free(w), free(w0);
    free(train.start), free(train.result), free(train.index), free(train.coef);
    free(valid.start), free(valid.result), free(valid.index), free(valid.coef);
    return rc ? 1 : 0;
}
