/* Which moves of an analysis the estimator's default filters could count
 * (issue 19): `kiryoku analyze --root-scores-counted` runs the costly
 * "all" search (analysis_roots.h) only before those moves, since `estimate
 * --stat choice` reads root scores of counted moves alone.
 *
 * A move could count when its mover is not an AI player, its ply is at
 * least a minimum, it is not in book, and eval_before (the best-move
 * search's score of the position before it, mover's view) is a centipawn
 * score within a bound. These are the filters of rating/estimate.c
 * (estimate_row_filter) that the analysis can know; the estimator's later
 * ones (clock, mate after, progress) only drop more moves, so every move
 * it counts under its defaults has its root scores.
 *
 * The AI players are the names of the table's "# ai:" lines, one list for
 * the whole table (rating/table.h: a player is an AI when any line names
 * it), so the analyser writes those lines from the same list. */
#ifndef KIRYOKU_ANALYSIS_COUNTED_H
#define KIRYOKU_ANALYSIS_COUNTED_H

#include <stdbool.h>

#include "shogi/record.h"

/* The estimator's defaults (rating/estimate.c estimate_options_default:
 * min_ply, max_abs_eval). analysis/ may not include rating/ (docs/
 * ARCHITECTURE.md), so they are repeated here; test_analyze_counted checks
 * that the two agree. */
enum { ANALYSIS_COUNTED_MIN_PLY = 40, ANALYSIS_COUNTED_MAX_ABS_EVAL = 200 };
/* The widest band --counted-max-abs-eval takes: no band in effect (a mate
 * score is left out by its own rule). */
enum { ANALYSIS_COUNTED_MAX_ABS_EVAL_NONE = 30000 };

/* At most this many AI names, each shorter than ANALYSIS_AI_NAME_LEN; the
 * table lists no more (a longer name is cut there, as in its line). */
enum { ANALYSIS_AI_MAX = 64, ANALYSIS_AI_NAME_LEN = 128 };

typedef struct {
    char names[ANALYSIS_AI_MAX][ANALYSIS_AI_NAME_LEN];
    int count;
} AnalysisAis;

/* Adds a name unless it is listed already or the list is full. */
void analysis_ais_add(AnalysisAis *ais, const char *name);

bool analysis_ais_has(const AnalysisAis *ais, const char *player);

typedef struct {
    int min_ply;        /* the move's ply (1-based, the table's ply column) */
    int max_abs_eval;   /* centipawns */
} AnalysisCountedLimits;

/* Could the estimator count move `ply` (1-based) of rec, whose position
 * before it scored eval_before (a bridge score, mover's view)? */
bool analysis_counted_move(const GameRecord *rec, int ply, int eval_before, const AnalysisAis *ais,
                           const AnalysisCountedLimits *lim);

#endif
