/* Static exchange evaluation on the mailbox board (see see.h). */
#include "engine/see.h"

#include <string.h>

#include "engine/geometry.h"
#include "engine/evaluate.h"

int see(const Position *pos, Move m)
{
    geo_init();
    Square to = move_to(m);
    uint8_t gone[SQ_NB];
    memset(gone, 0, sizeof gone);
    PieceType mover = pos_moved_type(pos, m);
    int gain[48];
    int n = 0;
    Piece victim = pos->board[to];
    gain[0] = victim == NO_PIECE ? 0 : piece_value[piece_type(victim)];
    if (move_is_promote(m)) {
        gain[0] += piece_value[type_promote(mover)] - piece_value[mover];
        mover = type_promote(mover);
    }
    if (!move_is_drop(m))
        gone[move_from(m)] = 1;
    int on_square = piece_value[mover];
    Color side = color_flip(pos->side);
    while (n < 46) {
        Square a = geo_least_valuable(pos, to, side, gone, piece_value);
        if (a == SQ_NONE)
            break;
        n++;
        gain[n] = on_square - gain[n - 1];
        on_square = piece_value[piece_type(pos->board[a])];
        gone[a] = 1;
        side = color_flip(side);
    }
    while (n > 0) {
        if (-gain[n] < gain[n - 1])
            gain[n - 1] = -gain[n];
        n--;
    }
    return gain[0];
}

bool see_ge(const Position *pos, Move m, int threshold)
{
    Piece victim = pos->board[move_to(m)];
    if (!move_is_drop(m) && !move_is_promote(m) && victim != NO_PIECE &&
        piece_value[piece_type(victim)] - piece_value[pos_moved_type(pos, m)] >= threshold)
        return true;
    return see(pos, m) >= threshold;
}
