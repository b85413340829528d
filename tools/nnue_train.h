/* Training the evaluation network in floating point (`kiryoku-dev train`), and
 * turning the result into the integer net file (nnue.h).
 *
 * The float model has the shape of the integer one, plus one bucket-free
 * copy of the 2,344 features of a king bucket (the factoriser): the row
 * used for input f is W[f] + W[NNUE_INPUTS + f mod 2,344], so what a
 * piece on a square is worth is learnt from every position, and each
 * bucket learns only how its king's place changes that. The two are summed
 * when the net is written. Activations are clipped to [0, 1] as the
 * integer net clips to [0, 127], and weights are kept inside the ranges the
 * integer net can hold (so quantising loses only rounding):
 * feature rows and their copy within +-NNUE_TRAIN_FT_CLIP each, hidden and
 * output weights within +-127/64. The material path (nnue.h) is trained
 * the same way, one weight per input and its bucket-free copy.
 *
 * The output y is a win-probability logit: p = 1/(1+exp(-y)), and the
 * integer net reports y * 600 cp. The loss of one sample is (p - t)^2 with
 * t = lambda * 1/(1+exp(-score/K)) + (1 - lambda) * (result + 1)/2. */
#ifndef KIRYOKU_TOOLS_NNUE_TRAIN_H
#define KIRYOKU_TOOLS_NNUE_TRAIN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "engine/nnue.h"

enum { NNUE_TRAIN_ROWS = NNUE_INPUTS + NNUE_BUCKET_FEATURES };
#define NNUE_TRAIN_FT_CLIP 2.0f
#define NNUE_TRAIN_PSQT_CLIP 8.0f
#define NNUE_TRAIN_HIDDEN_CLIP (127.0f / 64.0f)

/* The float parameters (also the shape of a gradient and of Adam's moments). */
typedef struct {
    float *ft;                        /* [NNUE_TRAIN_ROWS][NNUE_L1] */
    float *psqt;                      /* [NNUE_TRAIN_ROWS]: the material path (logits) */
    float ft_bias[NNUE_L1];
    float w1[NNUE_L2][2 * NNUE_L1], b1[NNUE_L2];
    float w2[NNUE_L3][NNUE_L2], b2[NNUE_L3];
    float w3[NNUE_L3], b3;
} NnueParams;

/* One training sample: both perspectives' active inputs and the target. */
typedef struct {
    uint16_t feat[2][NNUE_MAX_ACTIVE]; /* [0]: the side to move's, [1]: the other's */
    uint8_t count[2];
    float target;                      /* t above */
} NnueSample;

int nnue_params_alloc(NnueParams *p);
void nnue_params_free(NnueParams *p);
void nnue_params_zero(NnueParams *p);
void nnue_params_copy(NnueParams *dst, const NnueParams *src);
/* Small random weights from seed (the same seed, the same net); the
 * material path starts at the engine's piece values (evaluate.h). */
void nnue_params_init(NnueParams *p, uint64_t seed);

/* A gradient under construction: the parameters' shape plus which feature
 * rows were touched (only those are read, cleared and updated). */
typedef struct {
    NnueParams g;
    uint8_t *touched;                  /* [NNUE_TRAIN_ROWS] */
    double loss;
    long count;
} NnueGrad;

int nnue_grad_alloc(NnueGrad *g);
void nnue_grad_free(NnueGrad *g);
void nnue_grad_clear(NnueGrad *g);
/* Adds src into dst (for the threads' partial gradients). */
void nnue_grad_merge(NnueGrad *dst, const NnueGrad *src);

/* The model's prediction p for a sample (no gradient). */
float nnue_train_predict(const NnueParams *p, const NnueSample *s);
/* Forward and backward for one sample: adds its loss and gradient to g. */
void nnue_train_sample(const NnueParams *p, const NnueSample *s, NnueGrad *g);

/* Adam over a merged gradient of g->count samples (mean gradient), with
 * decoupled weight decay (AdamW) on the feature rows and hidden weights:
 * each update also shrinks them by lr * decay, against overfitting when
 * there are far more weights than positions. Biases and the material path
 * are not decayed (the piece values are not meant to shrink). */
typedef struct {
    NnueParams m, v;
    long step;
    float lr, beta1, beta2, decay;
    float bucket_decay; /* the same for the king-bucket rows (the copy keeps decay) */
} NnueAdam;

int nnue_adam_alloc(NnueAdam *a);
void nnue_adam_free(NnueAdam *a);
void nnue_adam_step(NnueAdam *a, NnueParams *p, const NnueGrad *g);

/* The integer net's arithmetic inside the float model, to see what
 * quantisation costs and where: nnue_train_round_params folds the
 * bucket-free copy into the rows (the same float net) and rounds the chosen
 * layers' weights and biases to the integer net's steps; with every layer
 * rounded, nnue_train_predict_int (hidden outputs rounded down as the
 * integer net shifts them) gives the integer net's prediction. */
enum { NNUE_ROUND_FT = 1, NNUE_ROUND_L1 = 2, NNUE_ROUND_L2 = 4, NNUE_ROUND_OUT = 8, NNUE_ROUND_ALL = 15 };
void nnue_train_round_params(NnueParams *p, unsigned parts);
/* Only the hidden and output weights (the int8 layers, held inside the
 * struct), to the integer net's steps: what quantisation-aware training
 * runs the forward pass through. The feature rows are not touched, so a
 * struct copy that shares them with the float net may be rounded. */
void nnue_train_round_weights(NnueParams *p);
float nnue_train_predict_int(const NnueParams *p, const NnueSample *s);

/* Quantises p and writes the integer net file. */
int nnue_train_export(const NnueParams *p, const char *path, const char *about, char *err, size_t errlen);

/* Checkpoints: parameters, Adam state and the caller's progress counter,
 * so an interrupted training continues where it stopped. */
int nnue_train_save(const char *path, const NnueParams *p, const NnueAdam *a, long progress, char *err,
                    size_t errlen);
int nnue_train_load(const char *path, NnueParams *p, NnueAdam *a, long *progress, char *err, size_t errlen);

/* A position's sample: both perspectives' features, and the target. */
bool nnue_sample_from_position(const Position *pos, float target, NnueSample *s);

#endif
