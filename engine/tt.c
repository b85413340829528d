/* Transposition table storage and replacement (see tt.h). */
#include "engine/tt.h"

#include <stdlib.h>
#include <string.h>

#include "base/assert.h"
#include "engine/engine.h"

enum { BUCKET = 4 };

int tt_init(TT *tt, size_t mb)
{
    size_t bytes = (mb ? mb : 1) << 20, count = 1;
    while (count * 2 * BUCKET * sizeof(TTEntry) <= bytes)
        count *= 2;
    TTEntry *b = calloc(count * BUCKET, sizeof(TTEntry));
    if (!b)
        return -1;
    free(tt->buckets);
    tt->buckets = b;
    tt->bucket_count = count;
    tt->generation = 0;
    return 0;
}

void tt_free(TT *tt)
{
    free(tt->buckets);
    tt->buckets = NULL;
    tt->bucket_count = 0;
}

void tt_clear(TT *tt)
{
    memset(tt->buckets, 0, tt->bucket_count * BUCKET * sizeof(TTEntry));
    tt->generation = 0;
}

void tt_new_search(TT *tt) { tt->generation = (uint8_t)((tt->generation + 1) & 63); }

static TTEntry *bucket_of(const TT *tt, uint64_t key)
{
    return tt->buckets + (key & (tt->bucket_count - 1)) * BUCKET;
}

const TTEntry *tt_probe(const TT *tt, uint64_t key)
{
    TTEntry *b = bucket_of(tt, key);
    for (int i = 0; i < BUCKET; i++)
        if (b[i].key == key && b[i].gen_bound)
            return &b[i];
    return NULL;
}

/* Lower is a better victim: shallow entries from old searches go first. */
static int worth(const TT *tt, const TTEntry *e)
{
    int age = (tt->generation - (e->gen_bound >> 2)) & 63;
    return e->depth - 8 * age;
}

void tt_store(TT *tt, uint64_t key, int score, int eval, int depth, int bound, Move move)
{
    /* An entry keeps 16-bit scores and a 2-bit bound: a value outside would
     * be stored truncated, and read back as another score or as empty. A
     * static evaluation in the mate band would read as a mate. */
    KIRYOKU_ASSERT(score >= -SCORE_MATE && score <= SCORE_MATE);
    KIRYOKU_ASSERT(eval > -SCORE_MATE_MIN && eval < SCORE_MATE_MIN);
    KIRYOKU_ASSERT(bound >= TT_BOUND_UPPER && bound <= TT_BOUND_EXACT);
    TTEntry *b = bucket_of(tt, key), *victim = NULL;
    for (int i = 0; i < BUCKET; i++)
        if (b[i].key == key || !b[i].gen_bound) {
            victim = &b[i];
            break;
        }
    if (victim && victim->key == key && victim->gen_bound) {
        /* Same position: keep a deeper result from this search unless the
         * new one is exact; always keep a known move. */
        if (move == MOVE_NONE)
            move = victim->move;
        if (bound != TT_BOUND_EXACT && depth + 2 < victim->depth &&
            (victim->gen_bound >> 2) == tt->generation) {
            victim->move = move;
            return;
        }
    }
    if (!victim) {
        victim = &b[0];
        for (int i = 1; i < BUCKET; i++)
            if (worth(tt, &b[i]) < worth(tt, victim))
                victim = &b[i];
    }
    victim->key = key;
    victim->move = move;
    victim->score = (int16_t)score;
    victim->eval = (int16_t)eval;
    victim->depth = (uint8_t)(depth < 0 ? 0 : depth > 255 ? 255 : depth);
    victim->gen_bound = (uint8_t)(tt->generation << 2 | bound);
}

int tt_hashfull(const TT *tt)
{
    size_t n = tt->bucket_count < 250 ? tt->bucket_count : 250, used = 0;
    for (size_t i = 0; i < n * BUCKET; i++)
        if (tt->buckets[i].gen_bound && (tt->buckets[i].gen_bound >> 2) == tt->generation)
            used++;
    return (int)(used * 1000 / (n * BUCKET));
}

int tt_score_to(int score, int ply)
{
    if (score >= SCORE_MATE_MIN)
        return score + ply;
    if (score <= -SCORE_MATE_MIN)
        return score - ply;
    return score;
}

int tt_score_from(int score, int ply)
{
    KIRYOKU_ASSERT(score >= -SCORE_MATE && score <= SCORE_MATE && ply >= 0 && ply < SEARCH_MAX_PLY);
    if (score >= SCORE_MATE_MIN)
        return score - ply;
    if (score <= -SCORE_MATE_MIN)
        return score + ply;
    return score;
}
