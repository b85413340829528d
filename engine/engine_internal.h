/* The Engine structure, shared by the files that implement the search
 * (search.c: the tree; root.c: iterative deepening and root objectives).
 * Nothing outside engine/ includes this. */
#ifndef KIRYOKU_ENGINE_INTERNAL_H
#define KIRYOKU_ENGINE_INTERNAL_H

#include <stdatomic.h>
#include <time.h>

#include "engine/movepicker.h"
#include "engine/engine.h"
#include "engine/timeman.h"
#include "engine/tt.h"

typedef struct {
    Move move;
    int score;        /* this iteration's score (exact or a bound), SCORE_NONE if unsearched */
    int prev_score;   /* last completed iteration's score */
    bool exact;       /* score is exact */
    bool prev_exact;
    int pv_len;
    Move pv[SEARCH_MAX_PLY];
} RootMove;

/* One slot of the evaluation cache: a key and its evaluation (side to move's view). */
typedef struct EvalCacheEntry {
    uint64_t key;
    int32_t value;
    int32_t used;
} EvalCacheEntry;

/* 2^16 slots, 1 MiB an engine. */
#define EVAL_CACHE_BITS 16

struct Engine {
    TT tt;
    Position pos;
    bool have_position;
    SearchInfoFn info_fn;
    void *info_user;
    atomic_bool stop;
    atomic_bool ponderhit;
    History history;
    /* The network's accumulators (engine_set_nnue); NULL: the linear evaluation. */
    struct NnueStack *nnue;
    /* Search units per 100 centipawns (100 with the linear evaluation).
     * The search's margins were tuned on the linear evaluation's spread; a
     * net's scores spread wider, so the search works in the linear
     * evaluation's units and every score crossing the engine's boundary is
     * converted (engine_to_cp / engine_from_cp), as centipawns keep their
     * 600-logistic meaning outside. */
    int search_scale;
    /* The linear evaluation's last results by position key (search_eval.h):
     * the same value without the work, so nodes and scores are as without it. */
    struct EvalCacheEntry *eval_cache;
    Move killers[SEARCH_MAX_PLY + 2][2];

    /* The running search. */
    SearchLimits limits;
    TimeBudget budget;
    struct timespec start;
    uint64_t nodes;
    /* Every evaluation the search made, and of them those favourable to
     * sente (a 0 counts against the side to move there): seed 003's leaf
     * ratio. */
    uint64_t leaf_evals, leaf_sente;
    int seldepth;
    int root_depth;
    bool aborted;
    /* A root move has a score in this search: from then on a node limit
     * may stop it (engine_should_abort), so a capped search always has a
     * move and a score to report. */
    bool root_scored;
    Move pv[SEARCH_MAX_PLY + 1][SEARCH_MAX_PLY + 1];
    int pv_len[SEARCH_MAX_PLY + 1];
    int root_count;
    RootMove root[MAX_MOVES];
};

/* A score of the search in centipawns; mate scores and SCORE_NONE pass
 * unchanged, and no converted score reaches the mate range. */
static inline int engine_to_cp(const Engine *e, int v)
{
    if (e->search_scale == 100 || v == SCORE_NONE || score_is_mate(v))
        return v;
    long cp = ((long)v * 100 + (v >= 0 ? e->search_scale / 2 : -e->search_scale / 2)) / e->search_scale;
    long cap = SCORE_MATE_MIN - 1;
    return (int)(cp > cap ? cap : cp < -cap ? -cap : cp);
}

/* Centipawns (a target, a draw value) in the search's units. */
static inline int engine_from_cp(const Engine *e, int cp)
{
    if (e->search_scale == 100 || score_is_mate(cp))
        return cp;
    long v = ((long)cp * e->search_scale + (cp >= 0 ? 50 : -50)) / 100;
    return (int)v;
}

/* Milliseconds since the search (or the ponderhit) started. */
int64_t engine_elapsed_ms(const Engine *e);
/* Polls the stop flags, node and time limits; sets e->aborted. */
bool engine_should_abort(Engine *e);
/* Alpha-beta search of the position in e->pos at `ply` plies from the root. */
int search_node(Engine *e, int alpha, int beta, int depth, int ply, bool null_ok);

#endif
