/* The network's accumulators along the search path, updated lazily.
 *
 * The search pushes a node for every move it makes and pops it on unmake
 * (engine/search_eval.h does both). A push only notes which pieces the move
 * changed (at most four: the mover leaves a square and lands, maybe
 * promoted; a captured piece leaves the board and joins a hand; a dropped
 * piece leaves a hand). Nothing is computed until a node is evaluated:
 * then each perspective's accumulator is brought forward from the nearest
 * computed ancestor by adding and subtracting those pieces' rows, or
 * rebuilt from the position (a refresh) when that perspective's king moved
 * on the way (its view of every square changed) or no ancestor is
 * computed. Nodes cut off before their evaluation cost only the note. */
#ifndef KIRYOKU_ENGINE_NNUE_ACCUMULATOR_H
#define KIRYOKU_ENGINE_NNUE_ACCUMULATOR_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/nnue.h"
#include "engine/engine.h"

/* One piece change: a piece of colour `color` and `type` appears (+1) or
 * disappears (-1) on square sq, or, for a hand, as its k-th piece of that
 * type (sq = -k). */
typedef struct {
    int8_t sign;
    uint8_t color, type;
    int8_t sq;
} NnueChange;

/* A move changes at most four features: a piece leaves and arrives, and a
 * capture takes one off the board and into the hand. */
enum { NNUE_MAX_CHANGES = 4 };

typedef struct {
    NnueAcc acc[COLOR_NB];
    bool computed[COLOR_NB];
    bool king_moved[COLOR_NB]; /* the move into this node moved that king */
    int nchanges;
    NnueChange change[NNUE_MAX_CHANGES];
} NnueNode;

enum { NNUE_STACK_NB = SEARCH_MAX_PLY + 16 };

typedef struct NnueStack {
    const Nnue *net;
    int top;
    NnueNode node[NNUE_STACK_NB];
} NnueStack;

/* Starts from a new root position: nothing computed. */
static inline void nnue_stack_reset(NnueStack *s)
{
    s->top = 0;
    s->node[0].computed[BLACK] = s->node[0].computed[WHITE] = false;
}
/* Call before pos_do_move(pos, m): notes what m changes. */
void nnue_push_move(NnueStack *s, const Position *pos, Move m);
/* A null move changes no piece. */
void nnue_push_null(NnueStack *s);
static inline void nnue_pop(NnueStack *s) { s->top--; }
/* The score of pos (the position at the top of the stack), side to move's
 * view, in centipawns, kept clear of the mate scores. */
int nnue_evaluate(NnueStack *s, const Position *pos);

#endif
