/* The network's input features (see nnue_features.h). */
#include "engine/nnue_features.h"

/* Hand features of one side: where each type's run starts, and its length. */
static const int8_t hand_offset[HAND_TYPE_NB] = { [PAWN] = 0, [LANCE] = 18, [KNIGHT] = 22, [SILVER] = 26,
                                                  [BISHOP] = 30, [ROOK] = 32, [GOLD] = 34 };
static const int8_t hand_max[HAND_TYPE_NB] = { [PAWN] = 18, [LANCE] = 4, [KNIGHT] = 4, [SILVER] = 4,
                                               [BISHOP] = 2, [ROOK] = 2, [GOLD] = 4 };

/* Buckets by (file 1-5, rank 1-9) in the perspective's mirrored view. */
static int king_bucket(int file, int rank)
{
    int fgroup = file <= 2 ? 0 : file <= 4 ? 1 : 2;
    int rgroup = rank == 9 ? 0 : rank == 8 ? 1 : 2;
    return rgroup * 3 + fgroup;
}

NnueView nnue_view(Color c, Square king_sq)
{
    NnueView v = { 0, c, c == WHITE, false };
    if (king_sq == SQ_NONE)
        return v;
    Square sq = v.flip ? SQ_NB - 1 - king_sq : king_sq;
    int file = square_file(sq), rank = square_rank(sq);
    v.mirror = file > 5;
    if (v.mirror)
        file = 10 - file;
    v.base = king_bucket(file, rank) * NNUE_BUCKET_FEATURES;
    return v;
}

int nnue_hand_feature(const NnueView *v, Color pc, PieceType t, int k)
{
    if (k > hand_max[t])
        return -1;
    return v->base + NNUE_BOARD_FEATURES + (pc != v->persp) * NNUE_HAND_PER_SIDE + hand_offset[t] + k - 1;
}

int nnue_active_features(const Position *pos, Color c, int *out)
{
    NnueView v = nnue_view(c, pos->king_sq[c]);
    int n = 0;
    Bitboard occ = pos->occupied;
    while (occ && n < NNUE_MAX_ACTIVE) {
        Square sq = bb_pop(&occ);
        Piece p = pos->board[sq];
        out[n++] = nnue_board_feature(&v, piece_color(p), piece_type(p), sq);
    }
    for (Color pc = BLACK; pc <= WHITE; pc++)
        for (int t = HAND_TYPE_FIRST; t <= HAND_TYPE_LAST; t++)
            for (int k = 1; k <= pos->hand[pc][t] && n < NNUE_MAX_ACTIVE; k++) {
                int f = nnue_hand_feature(&v, pc, (PieceType)t, k);
                if (f >= 0)
                    out[n++] = f;
            }
    return n;
}
