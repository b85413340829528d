/* The Engine instance: lifecycle, options, stop/ponderhit flags and the
 * limit polling shared by the search (see search.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/geometry.h"
#include "engine/engine_internal.h"
#include "engine/evaluate.h"
#include "engine/nnue_accumulator.h"

void search_limits_init(SearchLimits *limits)
{
    memset(limits, 0, sizeof *limits);
    limits->objective = OBJECTIVE_BEST;
    limits->multipv = 1;
}

void score_to_usi(int s, char *buf, size_t len)
{
    if (score_is_mate(s))
        snprintf(buf, len, "mate %d", score_mate_plies(s));
    else
        snprintf(buf, len, "cp %d", s);
}

Engine *engine_create(size_t hash_mb)
{
    geo_init();
    Engine *e = calloc(1, sizeof *e);
    if (!e)
        return NULL;
    e->eval_cache = calloc((size_t)1 << EVAL_CACHE_BITS, sizeof *e->eval_cache);
    if (!e->eval_cache || tt_init(&e->tt, hash_mb) != 0) {
        free(e->eval_cache);
        free(e);
        return NULL;
    }
    atomic_init(&e->stop, false);
    atomic_init(&e->ponderhit, false);
    pos_init_startpos(&e->pos);
    e->have_position = true;
    e->search_scale = 100;
    return e;
}

void engine_destroy(Engine *e)
{
    if (!e)
        return;
    tt_free(&e->tt);
    free(e->eval_cache);
    free(e->nnue);
    free(e);
}

int engine_set_hash_mb(Engine *e, size_t hash_mb) { return tt_init(&e->tt, hash_mb); }

void engine_clear_hash(Engine *e)
{
    tt_clear(&e->tt);
    memset(e->history, 0, sizeof e->history);
    memset(e->killers, 0, sizeof e->killers);
}

void engine_set_position(Engine *e, const Position *pos)
{
    e->pos = *pos;
    e->have_position = true;
    if (e->nnue)
        nnue_stack_reset(e->nnue);
}

void engine_set_info_callback(Engine *e, SearchInfoFn fn, void *user)
{
    e->info_fn = fn;
    e->info_user = user;
}

void engine_stop(Engine *e) { atomic_store(&e->stop, true); }
void engine_ponderhit(Engine *e) { atomic_store(&e->ponderhit, true); }

int engine_evaluate(const Position *pos) { return evaluate(pos); }

int64_t engine_elapsed_ms(const Engine *e)
{
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (int64_t)(now.tv_sec - e->start.tv_sec) * 1000 + (now.tv_nsec - e->start.tv_nsec) / 1000000;
}

bool engine_should_abort(Engine *e)
{
    if (atomic_load_explicit(&e->stop, memory_order_relaxed) ||
        (e->limits.stop_flag && atomic_load_explicit(e->limits.stop_flag, memory_order_relaxed)))
        return e->aborted = true;
    if (e->limits.nodes && e->nodes >= e->limits.nodes && e->root_scored)
        return e->aborted = true;
    if (e->limits.ponder) {
        if (!atomic_load(&e->ponderhit))
            return false;
        /* The opponent played the expected move: our clock starts now. */
        e->limits.ponder = false;
        clock_gettime(CLOCK_MONOTONIC, &e->start);
    }
    if (e->budget.hard_ms >= 0 && engine_elapsed_ms(e) >= e->budget.hard_ms)
        return e->aborted = true;
    return false;
}
