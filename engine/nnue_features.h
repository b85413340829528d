/* The network's input features: "KB9-P2344", king-bucketed piece-square
 * and hand features, one set per perspective (the side whose view it is).
 *
 * Each perspective sees the board from its own side (gote's view is the
 * board turned 180 degrees) and, when its king stands on files 6-9 of that
 * view, mirrored left-right, so its king is always on files 1-5 (the rules
 * are symmetric; only the king's side of the board matters). Its king's
 * square then falls in one of 9 buckets: files {1,2}, {3,4}, {5} by ranks
 * {9}, {8}, {1..7} (its back rank, the castle rank, the rest).
 *
 * Within a bucket, 2,344 features:
 *   2 x 14 x 81 = 2,268  a piece on a square: (own|enemy) x type PAWN..DRAGON
 *                        (kings included, so the exact squares of both
 *                        kings are seen) x square, in the perspective's view
 *   2 x 38      =    76  pieces in hand: (own|enemy) x "holds at least k of
 *                        type t" for k = 1..18 pawns, 1..4 lances, knights,
 *                        silvers, golds, 1..2 bishops, rooks
 * so 9 x 2,344 = 21,096 inputs. A position activates at most 40 per
 * perspective (one per piece; a standard set has 40).
 *
 * Why this size: a full king-square table (81 x ~2,300 inputs) at 128 int16
 * outputs is 48 MB, over the 16 MB a shipped net may take; 9 buckets keep
 * the king-relative shape at 5.4 MB, and the trainer shares a bucket-free
 * copy of each feature (factorisation) so that rare buckets learn from every
 * position. */
#ifndef KIRYOKU_ENGINE_NNUE_FEATURES_H
#define KIRYOKU_ENGINE_NNUE_FEATURES_H

#include <stdint.h>

#include "shogi/position.h"

enum {
    NNUE_FEATURE_SET_ID = 0x4B423901, /* "KB9", revision 1: written in net files */
    NNUE_KING_BUCKETS = 9,
    NNUE_PIECE_KINDS = 14,            /* PAWN..DRAGON */
    NNUE_BOARD_FEATURES = 2 * NNUE_PIECE_KINDS * SQ_NB, /* 2268 */
    NNUE_HAND_PER_SIDE = 38,
    NNUE_BUCKET_FEATURES = NNUE_BOARD_FEATURES + 2 * NNUE_HAND_PER_SIDE, /* 2344 */
    NNUE_INPUTS = NNUE_KING_BUCKETS * NNUE_BUCKET_FEATURES, /* 21096 */
    NNUE_MAX_ACTIVE = 64,             /* > 40, for test positions with extra pieces */
};

/* How a perspective sees the board: its bucket's first input and whether
 * squares are turned and/or mirrored. Fixed while its king stays put. */
typedef struct {
    int base;       /* bucket * NNUE_BUCKET_FEATURES */
    Color persp;
    bool flip;      /* gote: turn the board 180 degrees */
    bool mirror;    /* then mirror files left-right */
} NnueView;

/* The view of perspective c given its king's square (SQ_NONE: no king, as
 * in a tsume; bucket 0, no mirror). */
NnueView nnue_view(Color c, Square king_sq);

/* The input for a piece of colour pc and type t (PAWN..DRAGON, KING) on sq. */
static inline int nnue_board_feature(const NnueView *v, Color pc, PieceType t, Square sq)
{
    if (v->flip)
        sq = SQ_NB - 1 - sq;
    if (v->mirror)
        sq = (8 - sq / 9) * 9 + sq % 9;
    return v->base + ((pc != v->persp) * NNUE_PIECE_KINDS + (t - 1)) * SQ_NB + sq;
}

/* The input "colour pc holds at least k (1-based) pieces of hand type t",
 * or -1 when k exceeds one set's count (extra pieces add nothing). */
int nnue_hand_feature(const NnueView *v, Color pc, PieceType t, int k);

/* Every active input of perspective c; returns how many (<= NNUE_MAX_ACTIVE). */
int nnue_active_features(const Position *pos, Color c, int *out);

#endif
