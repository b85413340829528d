/* The evaluation network: its integer layers, its file, and a forward pass
 * from the two perspectives' accumulators (nnue_accumulator.h keeps those
 * up to date in the search).
 *
 *   inputs (nnue_features.h, 21,096 sparse, ~40 active per perspective)
 *     -> feature transformer, int16, 128 per perspective (the accumulator)
 *     -> clipped ReLU [0, 127] of (side to move's 128 | other side's 128)
 *     -> 256 x 32 int8, clipped ReLU -> 32 x 32 int8, clipped ReLU
 *     -> 32 x 1 int8, plus the material path = the score
 *
 * The material path: each input also carries one int32 weight straight to
 * the output, summed per perspective beside the accumulator (psqt), and the
 * score adds (side to move's sum - other side's sum) / 2. It is a linear
 * piece-square-hand evaluation inside the net: the trainer starts it at
 * the engine's piece values, so even a net trained on little data knows
 * material, and the layers learn what material alone misses.
 *
 * Fixed point: an activation of 1.0 is 127; hidden weights are w * 64 in
 * int8 (so |w| <= 127/64), biases are int32 at the scale of their sums
 * (127 * 64), and a layer's sum is shifted right by 6 before its clipped
 * ReLU. The output o (material path included) is the win-probability
 * logit times 127 * 64, so the score is o * 600 / 8128 centipawns (win probability 1/(1+exp(-cp/600))).
 * Everything is integer, so the result is the same on every machine and
 * with every set of loops (NnueSimd; the plain C one is the reference).
 *
 * File format (little-endian; NNUE_FILE_VERSION):
 *   header, 96 bytes:
 *     char     magic[8]      "KRYNNUE\0"
 *     uint32   version       1
 *     uint32   feature_set   NNUE_FEATURE_SET_ID
 *     uint32   inputs, l1, l2, l3   21096, 128, 32, 32
 *     uint32   payload_bytes the bytes after the header
 *     uint32   checksum      FNV-1a (32-bit) of those bytes
 *     char     about[56]     how the net was made (text, NUL-padded)
 *   payload, in this order:
 *     int16 ft_bias[l1], int16 ft_weight[inputs][l1], int32 ft_psqt[inputs],
 *     int32 b1[l2], int8 w1[l2][2*l1], int32 b2[l3], int8 w2[l3][l2],
 *     int32 b3,     int8 w3[l3] */
#ifndef KIRYOKU_ENGINE_NNUE_H
#define KIRYOKU_ENGINE_NNUE_H

#include <stddef.h>
#include <stdint.h>

#include "engine/nnue_features.h"
#include "engine/engine.h"

enum {
    NNUE_FILE_VERSION = 1,
    NNUE_L1 = 128, NNUE_L2 = 32, NNUE_L3 = 32,
    NNUE_ACT_ONE = 127,        /* an activation of 1.0 */
    NNUE_WEIGHT_SHIFT = 6,     /* hidden weights are w * 64 */
    NNUE_OUTPUT_ONE = NNUE_ACT_ONE << NNUE_WEIGHT_SHIFT, /* logit 1.0 = 8128 */
    NNUE_HEADER_BYTES = 96,
    NNUE_ABOUT_BYTES = 56,
};

/* The default file name among the shipped data (app/assets.h). */
#define NNUE_DEFAULT_FILE "kiryoku.nnue"

/* Which loops a net runs with. Every set computes the same integers (the
 * tests compare them), so scores and node counts never depend on the CPU;
 * only the speed does. */
typedef enum {
    NNUE_SIMD_PLAIN, /* plain C: the reference */
    NNUE_SIMD_BASE,  /* the build's own vectors (SSE2 on any x86-64) */
    NNUE_SIMD_AVX2,  /* 256-bit, in every x86-64 build, used if the CPU has it */
} NnueSimd;

/* The widest set this CPU runs; the name of a set ("plain", "sse2",
 * "avx2"; "vector" for the baseline outside x86). */
NnueSimd nnue_simd_best(void);
const char *nnue_simd_name(NnueSimd s);

typedef struct Nnue {
    /* Feature transformer, one row of NNUE_L1 per input. */
    int16_t *ft_weight;                      /* [NNUE_INPUTS][NNUE_L1] */
    int32_t *ft_psqt;                        /* [NNUE_INPUTS]: the material path */
    int16_t ft_bias[NNUE_L1];
    /* Hidden layers; weights widened to int16 for the SIMD dot products. */
    _Alignas(32) int16_t w1[NNUE_L2][2 * NNUE_L1];
    int32_t b1[NNUE_L2];
    _Alignas(32) int16_t w2[NNUE_L3][NNUE_L2];
    int32_t b2[NNUE_L3];
    _Alignas(32) int16_t w3[NNUE_L3];
    int32_t b3;
    char about[NNUE_ABOUT_BYTES];
    NnueSimd simd; /* nnue_load sets nnue_simd_best(); tests set the others */
} Nnue;

/* Loads a net file. On any problem returns NULL and writes a message that
 * names the file and what is wrong with it (missing, truncated, not a net,
 * another version or shape, checksum mismatch) into err. */
Nnue *nnue_load(const char *path, char *err, size_t errlen);
void nnue_free(Nnue *net);

/* The raw layers of a net about to be written (the trainer's output). */
typedef struct {
    const int16_t *ft_bias, *ft_weight;
    const int32_t *ft_psqt;
    const int32_t *b1, *b2, *b3;
    const int8_t *w1, *w2, *w3;
    const char *about;
} NnueLayers;

/* Writes a net file; -1 with a message in err on failure. */
int nnue_write(const char *path, const NnueLayers *layers, char *err, size_t errlen);

/* Makes e evaluate with net (NULL: the linear evaluation again) and
 * clears its table, whose stored evaluations came from the other one. The
 * net is shared, read-only, by every engine that uses it and must outlive
 * them. -1 if memory is short (e is then unchanged). */
int engine_set_nnue(Engine *e, const Nnue *net);

/* The search's units per 100 of the net's centipawns, so the search's
 * margins (tuned on the linear evaluation) keep their meaning; scores
 * leave the engine in the net's centipawns. Chosen by match, not by
 * formula (tools/nnue/README.md "The search's scale"): for net D the
 * ratio of the two evaluations' spreads, 78, played level with the linear
 * evaluation and 62 won by 43 Elo in 400 games at 10,000 nodes. */
enum { NNUE_SEARCH_SCALE = 62 };
/* Overrides the scale for the net in use (10-400; for measuring); setting
 * a net resets it to NNUE_SEARCH_SCALE. -1 if out of range or no net. */
int engine_set_search_scale(Engine *e, int per_100cp);

/* One perspective's sums: the accumulator and the material path. */
typedef struct {
    _Alignas(32) int16_t v[NNUE_L1];
    int32_t psqt;
} NnueAcc;

/* The score in centipawns, side to move's view, from the side to move's
 * and the other side's accumulators. */
int nnue_forward(const Nnue *net, const NnueAcc *us, const NnueAcc *them);

/* A full evaluation of a position with no accumulators (tools, tests). */
int nnue_evaluate_position(const Nnue *net, const Position *pos);
/* acc = bias + the rows of perspective c's active features. */
void nnue_refresh(const Nnue *net, const Position *pos, Color c, NnueAcc *acc);

#endif
