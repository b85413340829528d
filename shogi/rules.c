/* Game-ending rules: sennichite (repetition, with perpetual check) and the
 * 27-point impasse declaration. */
#include "shogi/position.h"

Repetition pos_repetition(const Position *pos, int times)
{
    const StateInfo *now = &pos->hist[pos->ply];
    int seen = 1, first = pos->ply;
    /* Same side to move means an even distance; a null move ends the
     * searchable history. */
    for (int i = pos->ply - 2, back = 2; i >= 0 && back <= now->plies_from_null; i -= 2, back += 2) {
        if (pos->hist[i].key != now->key)
            continue;
        first = i;
        if (++seen >= times)
            break;
    }
    if (times < 2 || seen < times)
        return REP_NONE;
    /* hist[i].checkers is non-empty when the move into state i gave check.
     * States ply, ply-2, ... were reached by the opponent's moves. */
    bool they_always_checked = true, we_always_checked = true;
    for (int i = pos->ply; i > first; i--) {
        bool check = bb_any(pos->hist[i].checkers);
        if ((pos->ply - i) % 2 == 0)
            they_always_checked &= check;
        else
            we_always_checked &= check;
    }
    if (they_always_checked)
        return REP_WIN;
    if (we_always_checked)
        return REP_LOSS;
    return REP_DRAW;
}

/* Impasse points: 5 for a rook or bishop (promoted or not), 1 for others. */
static int piece_points(PieceType t)
{
    PieceType base = type_unpromote(t);
    return base == ROOK || base == BISHOP ? 5 : 1;
}

bool pos_can_declare(const Position *pos)
{
    Color us = pos->side;
    if (!pos_has_king(pos, us) || pos_in_check(pos))
        return false;
    Bitboard enemy_camp = bb_zone[us];
    if (!bb_test(enemy_camp, pos->king_sq[us]))
        return false;
    Bitboard mine = pos->by_color[us] & enemy_camp & ~pos->by_type[KING];
    if (bb_popcount(mine) < 10)
        return false;
    int points = 0;
    while (mine)
        points += piece_points(piece_type(pos->board[bb_pop(&mine)]));
    for (int t = HAND_TYPE_FIRST; t <= HAND_TYPE_LAST; t++)
        points += pos->hand[us][t] * piece_points((PieceType)t);
    return points >= (us == BLACK ? 28 : 27);
}
