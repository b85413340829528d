/* The analyser: game records -> analysis table v1 (rating/table.h has the
 * format). Every position of every game is searched once at a fixed depth
 * (a game of N plies takes N+1 searches: eval_after of ply n is minus
 * eval_before of ply n+1). Positions are spread over several engines that
 * search at once; each search starts from a cleared engine (new game), so
 * with a deterministic engine the table does not depend on how many
 * engines ran or in which order they finished.
 *
 * Default depth of the embedded engine: ANALYZE_DEFAULT_DEPTH, chosen so
 * that four 10-minute games (~500 positions) take about 30 s on two cores
 * while the search still sees the tactics a club player misses (see
 * README.md, "kiryoku analyze", for the measurements behind it). */
#ifndef KIRYOKU_BRIDGE_ANALYZER_H
#define KIRYOKU_BRIDGE_ANALYZER_H

#include <stdio.h>

#include "engine-bridge/bridge.h"
#include "shogi/record.h"

enum { ANALYZE_DEFAULT_DEPTH = 5 };

typedef struct {
    const GameRecord *rec;
    const char *id;        /* the table's game column: unique per game */
} AnalyzeGame;

typedef void (*AnalyzeProgressFn)(int done, int total, void *user);

typedef struct {
    const char *engine_spec;   /* NULL = "embedded" */
    BridgeConfig cfg;          /* per engine (threads per engine, hash, USI options) */
    int depth;                 /* 0 = ANALYZE_DEFAULT_DEPTH (unless movetime_ms) */
    int movetime_ms;           /* a time per position instead of a depth */
    int workers;               /* engines searching at once; 0 = one per core */
    /* Extra AI player names for the "# ai:" lines (besides the records' own
     * kiryoku-ai markers). */
    const char *const *ai_names;
    int ai_name_count;
    AnalyzeProgressFn progress; /* called on the caller's thread */
    void *progress_user;
} AnalyzeOptions;

/* Searches every position and writes the whole table (comments, header row,
 * one row per move) to out. Returns 0, or -1 with a message in err naming
 * the engine or game and ply that failed; nothing is written then. */
int analyze_games(const AnalyzeGame *games, int game_count, const AnalyzeOptions *opt, FILE *out, char *err,
                  size_t errlen);

#endif
