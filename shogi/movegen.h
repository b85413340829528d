/* Legal move generation, whole or by stage.
 *
 * gen_legal() (declared in position.h) produces every legal move. For a
 * search, the same set splits into two disjoint halves:
 *   noisy: captures (with and without promotion) and non-capturing
 *          promotions;
 *   quiet: everything else (non-capturing non-promotions and drops).
 * and separately (overlapping the two halves)
 *   checks: every legal move that gives check, direct or discovered (for
 *           mate search), generated without producing the other drops.
 * All are fully legal, including check evasions when in check. */
#ifndef KIRYOKU_MOVEGEN_H
#define KIRYOKU_MOVEGEN_H

#include "shogi/position.h"

typedef enum { GEN_ALL, GEN_NOISY, GEN_QUIET, GEN_CHECKS } GenType;

void gen_moves(const Position *pos, MoveList *list, GenType type);
void gen_legal_noisy(const Position *pos, MoveList *list);
void gen_legal_quiet(const Position *pos, MoveList *list);
void gen_legal_checks(const Position *pos, MoveList *list);

/* Would dropping a pawn of the side to move on `to` mate the opponent
 * (uchifuzume)? `to` must be the square in front of the enemy king. */
bool pos_pawn_drop_mates(const Position *pos, Square to);

/* Must a piece of colour c and type t that arrives on `to` promote? */
static inline bool move_must_promote(Color c, PieceType t, Square to)
{
    if (t == PAWN || t == LANCE)
        return bb_test(bb_last_rank[c], to);
    return t == KNIGHT && bb_test(bb_last_two[c], to);
}

/* May a piece of type t moving from `from` to `to` promote? */
static inline bool move_may_promote(Color c, PieceType t, Square from, Square to)
{
    return type_can_promote(t) && (bb_test(bb_zone[c], from) || bb_test(bb_zone[c], to));
}

#endif
