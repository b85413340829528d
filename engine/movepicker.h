/* Move ordering: scores the legal moves of a node and hands them out best
 * first: the table move, captures and promotions that do not lose material
 * (most valuable victim first), killers, quiet moves by history, then the
 * losing captures. */
#ifndef KIRYOKU_ENGINE_MOVEPICKER_H
#define KIRYOKU_ENGINE_MOVEPICKER_H

#include <stdbool.h>

#include "shogi/position.h"

/* History of quiet moves: [side][from, or SQ_NB-1+type for a drop][to]. */
typedef int16_t History[COLOR_NB][SQ_NB + HAND_TYPE_NB][SQ_NB];

typedef struct {
    MoveList list;
    int score[MAX_MOVES];
    int next;
} MovePicker;

/* Orders `list` (already generated) for this position. In tactical mode
 * only captures and promotions that do not lose material are kept. */
void mp_init(MovePicker *mp, const Position *pos, const MoveList *list, Move tt_move,
             const Move killers[2], const History *history, bool tactical);
/* The next move, or MOVE_NONE when none is left. */
Move mp_next(MovePicker *mp);

static inline bool move_is_capture(const Position *pos, Move m)
{
    return !move_is_drop(m) && pos->board[move_to(m)] != NO_PIECE;
}
static inline int history_from(Move m) { return move_from(m); }

#endif
