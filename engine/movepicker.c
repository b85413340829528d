/* Move ordering (see movepicker.h). */
#include "engine/movepicker.h"

#include "engine/evaluate.h"
#include "engine/see.h"

enum {
    SCORE_TT = 1 << 30,
    SCORE_GOOD_TACTIC = 1 << 28,
    SCORE_KILLER = 1 << 26,
    SCORE_BAD_TACTIC = -(1 << 28),
};

static int tactic_score(const Position *pos, Move m)
{
    Piece victim = pos->board[move_to(m)];
    int gain = victim == NO_PIECE ? 0 : piece_value[piece_type(victim)];
    PieceType mover = pos_moved_type(pos, m);
    if (move_is_promote(m))
        gain += piece_value[type_promote(mover)] - piece_value[mover];
    /* Most valuable victim first, least valuable attacker among equals. */
    return gain * 16 - piece_value[mover] / 16;
}

void mp_init(MovePicker *mp, const Position *pos, const MoveList *list, Move tt_move,
             const Move killers[2], const History *history, bool tactical)
{
    Color us = pos->side;
    int n = 0;
    for (int i = 0; i < list->count; i++) {
        Move m = list->moves[i];
        bool tactic = move_is_capture(pos, m) || move_is_promote(m);
        int s;
        if (tactical && !tactic)
            continue;
        if (m == tt_move) {
            s = SCORE_TT;
        } else if (tactic) {
            bool good = see_ge(pos, m, 0);
            if (tactical && !good)
                continue;
            s = (good ? SCORE_GOOD_TACTIC : SCORE_BAD_TACTIC) + tactic_score(pos, m);
        } else if (killers && (m == killers[0] || m == killers[1])) {
            s = SCORE_KILLER + (m == killers[0]);
        } else {
            s = history ? (*history)[us][history_from(m)][move_to(m)] : 0;
        }
        mp->list.moves[n] = m;
        mp->score[n] = s;
        n++;
    }
    mp->list.count = n;
    mp->next = 0;
}

Move mp_next(MovePicker *mp)
{
    if (mp->next >= mp->list.count)
        return MOVE_NONE;
    int best = mp->next;
    for (int i = mp->next + 1; i < mp->list.count; i++)
        if (mp->score[i] > mp->score[best])
            best = i;
    Move m = mp->list.moves[best];
    int s = mp->score[best];
    mp->list.moves[best] = mp->list.moves[mp->next];
    mp->score[best] = mp->score[mp->next];
    mp->list.moves[mp->next] = m;
    mp->score[mp->next] = s;
    mp->next++;
    return m;
}
