/* The transposition table: 4-entry buckets of 64 bytes; an entry is
 * replaced by preference when it is from an older search or shallower.
 * Mate scores are stored relative to the node (tt_score_to/from). */
#ifndef KIRYOKU_ENGINE_TT_H
#define KIRYOKU_ENGINE_TT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "shogi/types.h"

enum { TT_BOUND_NONE = 0, TT_BOUND_UPPER = 1, TT_BOUND_LOWER = 2, TT_BOUND_EXACT = 3 };

typedef struct {
    uint64_t key;
    Move move;
    int16_t score;
    int16_t eval;
    uint8_t depth;
    uint8_t gen_bound;   /* generation << 2 | bound */
} TTEntry;

typedef struct {
    TTEntry *buckets;    /* 4 entries per bucket */
    size_t bucket_count; /* a power of two */
    uint8_t generation;
} TT;

int tt_init(TT *tt, size_t mb);
void tt_free(TT *tt);
void tt_clear(TT *tt);
/* A new search: older entries become preferred victims. */
void tt_new_search(TT *tt);
/* The entry for key, or NULL. */
const TTEntry *tt_probe(const TT *tt, uint64_t key);
void tt_store(TT *tt, uint64_t key, int score, int eval, int depth, int bound, Move move);
int tt_hashfull(const TT *tt);

static inline int tt_bound(const TTEntry *e) { return e->gen_bound & 3; }
/* Mate scores count plies from the root; the table keeps them from the node. */
int tt_score_to(int score, int ply);
int tt_score_from(int score, int ply);

#endif
