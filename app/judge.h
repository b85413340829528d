/* The judges (issue 34): the engine and budget whose analysis of each
 * position rates the player, as one named thing. A test is rated by one
 * judge from its first game to its result, and its table is searched by
 * that judge alone; the shipped profile for the table follows from the
 * table's own header (assets.h), so a judge needs no profile of its own
 * here. A judge that is another program may be missing or die: the test
 * then goes on with the built-in judge (JUDGE_BUILTIN_ID), says so, and
 * keeps that with the test (session.h). */
#ifndef KIRYOKU_APP_JUDGE_H
#define KIRYOKU_APP_JUDGE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/lang.h"

typedef struct {
    const char *id;        /* "embedded-d5": what --judge and the store name */
    const char *spec;      /* the bridge spec (bridge/bridge.h) */
    int depth;             /* the depth of each position's search */
    uint64_t nodes;        /* its node cap; 0: none */
    const char *name_en, *name_ja; /* as a player reads it */
    /* CPU ms a position, measured (bench/RESULTS.md "Choosing the judge",
     * one engine start taken off): the end of a test weighs the judges'
     * waits by it when it has no measure of its own (judge_pace.h). */
    int cpu_ms;
} Judge;

/* The embedded engine at the analyser's default budget: always there. */
#define JUDGE_BUILTIN_ID "embedded-d5"
/* The judge a test uses when none is asked for: still the built-in one.
 * gpsshogi-d4 reads people's moves far better (bench/RESULTS.md "Choosing
 * the judge": per move r 0.855 with gpsshogi at 1 s against 0.68), but
 * settai keeps its games level in the built-in engine's eyes, not in
 * gpsshogi's: on the accuracy pool's games gpsshogi-d4 finds 9% of the
 * player's moves from ply 40 level where the built-in judge finds 49%, and
 * 7 of 8 tests would end with too few positions for a rating ("Where the
 * rating stands with gpsshogi as the judge"). Settai steered by it
 * (--ai-steer) gives it 2.7 times the level positions, yet on the pool it
 * still rates worse than the built-in judge on unsteered games (RMSE +218
 * [+103, +343] over every move, 16 tests: "Settai steered by the judge").
 * The pool's players are mostly the built-in engine itself; a pool of
 * other engines is what would settle it. */
#define JUDGE_DEFAULT_ID JUDGE_BUILTIN_ID

/* The judge of that id; NULL (or "") is the default; an unknown id: NULL. */
const Judge *judge_find(const char *id);
const Judge *judge_builtin(void);
/* The known ids, ", " between them, for an error message. */
void judge_ids(char *buf, size_t len);
/* Another program, which can be missing or die? */
bool judge_is_external(const Judge *j);
const char *judge_name(const Judge *j, Lang lang);
/* What a test stored as the judge that could not be used (an id, or an
 * engine spec given with --analysis-engine), as the player reads it. */
const char *judge_name_of(const char *id_or_spec, Lang lang);

/* Why a test stands with the built-in judge: "start" (the judge could
 * not start), "died" (it stopped during the test) or "slow" (below);
 * StoreTest keeps it. */
#define JUDGE_TROUBLE_START "start"
#define JUDGE_TROUBLE_DIED "died"
/* ... or "slow": the games went so much faster than it that the built-in
 * judge reads the whole test sooner than it reads what it has left
 * (judge_pace.h). */
#define JUDGE_TROUBLE_SLOW "slow"

/* The result's line for a test whose judge could not be used (StoreTest
 * judge_failed, judge_trouble), in lang: "Rated by the built-in judge
 * because gpsshogi at depth 4 could not start."; "" when there was no
 * trouble. Returns buf. */
const char *judge_rated_note(Lang lang, const char *failed, const char *trouble, char *buf, size_t len);

#endif
