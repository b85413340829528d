/* Make, unmake and evaluate as the search does them: the one place that
 * knows whether the engine evaluates with the linear function or the
 * network, so search.c and root.c stay the same either way. With the
 * network, every make/unmake also pushes/pops the accumulator stack
 * (nnue_accumulator.h); with the linear evaluation these are exactly
 * pos_do_move(), pos_undo_move() and evaluate(). */
#ifndef KIRYOKU_ENGINE_SEARCH_EVAL_H
#define KIRYOKU_ENGINE_SEARCH_EVAL_H

#include "base/assert.h"
#include "engine/engine_internal.h"
#include "engine/evaluate.h"
#include "engine/nnue_accumulator.h"

static inline void search_do_move(Engine *e, Move m)
{
    if (e->nnue)
        nnue_push_move(e->nnue, &e->pos, m);
    pos_do_move(&e->pos, m);
}

static inline void search_undo_move(Engine *e)
{
    pos_undo_move(&e->pos);
    if (e->nnue)
        nnue_pop(e->nnue);
}

static inline void search_do_null(Engine *e)
{
    if (e->nnue)
        nnue_push_null(e->nnue);
    pos_do_null(&e->pos);
}

static inline void search_undo_null(Engine *e)
{
    pos_undo_null(&e->pos);
    if (e->nnue)
        nnue_pop(e->nnue);
}

/* The linear evaluation through the engine's cache: a slot holds one key's
 * value, so a hit is exactly what evaluate() would return. */
static inline int cached_evaluate(Engine *e)
{
    uint64_t key = pos_key(&e->pos);
    EvalCacheEntry *c = &e->eval_cache[key & (((uint64_t)1 << EVAL_CACHE_BITS) - 1)];
    if (c->used && c->key == key)
        return c->value;
    int v = evaluate(&e->pos);
    *c = (EvalCacheEntry){ key, v, 1 };
    return v;
}

/* Counts each evaluation for the leaf ratio (seed 003, issue 18): a
 * counter at the one place the search evaluates costs nothing extra. As in
 * the paper, an even evaluation counts against the side to move there. */
static inline int search_evaluate(Engine *e)
{
    int v = e->nnue ? nnue_evaluate(e->nnue, &e->pos) * e->search_scale / 100 : cached_evaluate(e);
    /* An evaluation in the mate band would be taken for a mate. */
    KIRYOKU_ASSERT(v > -SCORE_MATE_MIN && v < SCORE_MATE_MIN);
    e->leaf_evals++;
    e->leaf_sente += pos_side(&e->pos) == BLACK ? v > 0 : v <= 0;
    return v;
}

#endif
