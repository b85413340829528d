/* The position's consistency: every redundant part of a Position (the
 * mailbox, the bitboards, the king squares, the hands, the incremental
 * keys and checkers) recomputed from the others and compared. make/unmake
 * update them separately, so a bug there shows first as a disagreement
 * here, long before it shows as a wrong move. */
#include <stdio.h>

#include "shogi/position.h"
#include "shogi/zobrist.h"

/* The mailbox against the bitboards: each bitboard set is a partition of
 * the occupied squares, and each square's piece is in its colour's and its
 * type's set. */
static const char *board_vs_bitboards(const Position *pos)
{
    if ((pos->by_color[BLACK] & pos->by_color[WHITE]) ||
        (pos->by_color[BLACK] | pos->by_color[WHITE]) != pos->occupied || (pos->occupied & ~BB_ALL))
        return "the colour bitboards do not partition the occupied squares";
    Bitboard types = 0;
    for (int t = 0; t < PIECE_TYPE_NB; t++) {
        if (types & pos->by_type[t])
            return "two piece types share a square";
        types |= pos->by_type[t];
    }
    if (types != pos->occupied || pos->by_type[NO_PIECE_TYPE])
        return "the type bitboards do not cover the occupied squares";
    for (Square sq = 0; sq < SQ_NB; sq++) {
        Piece pc = pos->board[sq];
        if (!pc && bb_test(pos->occupied, sq))
            return "an empty square is marked occupied";
        if (pc && (piece_type(pc) == NO_PIECE_TYPE || piece_type(pc) >= PIECE_TYPE_NB || (pc & ~31) ||
                   !bb_test(pos->by_color[piece_color(pc)], sq) || !bb_test(pos->by_type[piece_type(pc)], sq)))
            return "a square's piece is not in its colour's and type's bitboards";
    }
    return NULL;
}

/* At most one king a side, on the square king_sq names. */
static const char *kings(const Position *pos)
{
    for (int c = 0; c < COLOR_NB; c++) {
        Bitboard k = pos_pieces(pos, (Color)c, KING);
        if (bb_many(k))
            return "a side has two kings";
        if (pos->king_sq[c] == SQ_NONE ? k != 0 : pos->board[pos->king_sq[c]] != make_piece((Color)c, KING))
            return "king_sq does not name the king's square";
    }
    return NULL;
}

/* No more of a type than a set with the SFEN reader's extra material
 * holds (sfen.c), and hand counts inside the key tables. */
static const char *material(const Position *pos)
{
    static const int max_count[HAND_TYPE_NB + 1] = { 0, 18, 7, 7, 7, 7, 7, 7, 2 };
    int count[HAND_TYPE_NB + 1] = { 0 };
    for (int c = 0; c < COLOR_NB; c++)
        for (int t = HAND_TYPE_FIRST; t <= HAND_TYPE_LAST; t++) {
            if (pos->hand[c][t] >= ZOBRIST_HAND_MAX)
                return "a hand count is beyond the key tables";
            count[t] += pos->hand[c][t];
        }
    for (Square sq = 0; sq < SQ_NB; sq++)
        if (pos->board[sq])
            count[type_unpromote(piece_type(pos->board[sq]))]++;
    for (int t = PAWN; t <= KING; t++)
        if (count[t] > max_count[t])
            return "more pieces of a type than any set has";
    return NULL;
}

/* The current state against a recomputation from the board and hands. */
static const char *state(const Position *pos)
{
    if (pos->ply < 0 || pos->ply >= POS_MAX_HISTORY || (pos->side != BLACK && pos->side != WHITE))
        return "ply or side to move out of range";
    const StateInfo *st = &pos->hist[pos->ply];
    if (st->key != pos_compute_key(pos))
        return "the incremental key differs from the recomputed one";
    uint64_t board = 0;
    uint32_t hands[COLOR_NB] = { 0, 0 };
    for (Square sq = 0; sq < SQ_NB; sq++)
        if (pos->board[sq])
            board ^= zobrist_psq[pos->board[sq]][sq];
    for (int c = 0; c < COLOR_NB; c++)
        for (int t = HAND_TYPE_FIRST; t <= HAND_TYPE_LAST; t++)
            hands[c] += pos->hand[c][t] * hand_unit((PieceType)t);
    if (st->board_key != board || st->hand_black != hands[BLACK] || st->hand_white != hands[WHITE])
        return "the board key or the packed hands differ from the recomputed ones";
    Color us = pos->side;
    Bitboard checkers = pos_has_king(pos, us)
                            ? pos_attackers_to(pos, color_flip(us), pos->king_sq[us], pos->occupied)
                            : 0;
    if (st->checkers != checkers)
        return "the checkers differ from the recomputed ones";
    return NULL;
}

const char *pos_inconsistency(const Position *pos)
{
    const char *why = board_vs_bitboards(pos);
    if (!why)
        why = kings(pos);
    if (!why)
        why = material(pos);
    return why ? why : state(pos);
}

bool pos_consistent_or_say(const Position *pos)
{
    const char *why = pos_inconsistency(pos);
    if (why) {
        char sfen[256];
        pos_to_sfen(pos, sfen, sizeof sfen);
        fprintf(stderr, "kiryoku: inconsistent position (%s): %s\n", why, sfen);
    }
    return why == NULL;
}
