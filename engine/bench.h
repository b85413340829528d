/* The engine's bench (`kiryoku bench`): a fixed set of positions, each
 * searched by one thread to a fixed depth from a cleared table.
 *
 * The node total of the standard bench is the engine's *signature*, as in
 * Ethereal's `bench`: every decision of the search and every evaluation
 * weight shapes the tree, so a change to either changes the total, while
 * the machine, the compiler and its flags do not (the search reads no clock
 * at a fixed depth, and the table's size is fixed here, not taken from the
 * caller). A shipped rating profile fitted with the embedded engine names
 * the signature of the engine it was fitted with (`engine_signature:` in
 * assets/profiles/, rating/profile.h), and test_bench_signature fails when
 * the running engine's differs: the profile must then be refitted.
 *
 * The standard bench searches as `kiryoku analyze` does (SearchLimits.
 * analysis), with the linear evaluation, since that is the search the
 * shipped profile was fitted on. */
#ifndef KIRYOKU_ENGINE_BENCH_H
#define KIRYOKU_ENGINE_BENCH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "engine/engine.h"
#include "engine/nnue.h"

/* The standard bench's depth and table size. The depth keeps the
 * optimised build's run near a second (engine/README.md has the figure). */
enum { ENGINE_BENCH_DEPTH = 7, ENGINE_BENCH_HASH_MB = 16 };

/* The standard bench's positions (SFEN). */
extern const char *const engine_bench_positions[];
extern const int engine_bench_position_count;

typedef struct {
    const char *const *positions; /* SFENs */
    int count;
    int depth;
    size_t hash_mb;
    SearchObjective objective;
    int target_cp;                /* OBJECTIVE_CLOSEST_TO_TARGET's target */
    bool analysis;                /* search as the analysis does */
    const Nnue *net;              /* NULL: the linear evaluation */
} EngineBench;

/* The standard bench: the positions above, ENGINE_BENCH_DEPTH,
 * ENGINE_BENCH_HASH_MB, OBJECTIVE_BEST, the analysis search, no net. */
void engine_bench_standard(EngineBench *b);
/* Whether b is the standard bench, so that its total is the signature. */
bool engine_bench_is_standard(const EngineBench *b);

/* Called after each position (index from 0): its result, or NULL with the
 * reason in err when its SFEN does not parse (the bench goes on). */
typedef void (*EngineBenchFn)(int index, const SearchResult *r, const char *err, void *user);

/* Runs b on a fresh engine; *nodes is the node total. Returns 0, or -1
 * with a message in err (out of memory, a net the engine cannot take). */
int engine_bench_run(const EngineBench *b, EngineBenchFn fn, void *user, uint64_t *nodes, char *err,
                     size_t errlen);

/* The standard bench's node total: the engine's signature (0 if memory is
 * short). */
uint64_t engine_bench_signature(void);

#endif
