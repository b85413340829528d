/* The analyser: game records -> analysis table v1 (rating/table.h has the
 * format). Every position of every game is searched once at a fixed depth
 * (a game of N plies takes N+1 searches: eval_after of ply n is minus
 * eval_before of ply n+1). Positions are spread over several engines that
 * search at once; each search starts from a cleared engine (new game), so
 * with a deterministic engine the table does not depend on how many
 * engines ran or in which order they finished.
 *
 * The default budget of a position: depth ANALYZE_DEFAULT_DEPTH and, with
 * the embedded engine, a cap of ANALYZE_DEFAULT_NODES nodes. The depth
 * keeps the analysis at an odd depth (even depths lean against the side to
 * move, bench/RESULTS.md); the cap bounds the few positions where a
 * fixed-depth search still blows up (drop-heavy mating attacks, issue 14),
 * which then keep their last completed iteration. A node count is the same
 * on any machine and under any load, so the table stays deterministic. */
#ifndef KIRYOKU_ANALYSIS_ANALYZER_H
#define KIRYOKU_ANALYSIS_ANALYZER_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "bridge/bridge.h"
#include "shogi/record.h"

enum { ANALYZE_DEFAULT_DEPTH = 5 };
/* About 16x the median position of the hard-game corpus at depth 5 (9,510
 * nodes; uncapped its dearest position cost 3.1 M): 1.3% of its positions
 * stop at the cap. bench/RESULTS.md, "Bounded analysis" (bench/budget.sh). */
#define ANALYZE_DEFAULT_NODES ((uint64_t)150000)
/* AnalyzeOptions.nodes: no node cap at all. */
#define ANALYZE_NODES_NONE UINT64_MAX

typedef struct {
    const GameRecord *rec;
    const char *id;        /* the table's game column: unique per game */
} AnalyzeGame;

/* done of total searches, with `nodes` nodes in all so far. Without
 * root_scores a search is a position; with it, total counts the "all"
 * searches too, and with root_scores_counted it grows once the best-move
 * searches are done and the "all" ones are known (one call then with the
 * same done and the new total). */
typedef void (*AnalyzeProgressFn)(int done, int total, uint64_t nodes, void *user);

typedef struct {
    const char *engine_spec;   /* NULL = "embedded" */
    BridgeConfig cfg;          /* per engine (threads per engine, hash, USI options) */
    int depth;                 /* 0 = ANALYZE_DEFAULT_DEPTH (unless movetime_ms) */
    /* Node cap per position. 0 = the default: ANALYZE_DEFAULT_NODES for the
     * embedded engine at the default depth (given or not), none otherwise;
     * ANALYZE_NODES_NONE = no cap. */
    uint64_t nodes;
    int movetime_ms;           /* a time per position instead of a depth */
    int workers;               /* engines searching at once; 0 = one per core */
    /* Extra AI player names for the "# ai:" lines (besides the records' own
     * kiryoku-ai markers). */
    const char *const *ai_names;
    int ai_name_count;
    /* Also write the root_scores column (analysis/roots.h):
     * one more search per position, objective "all", embedded engine only. */
    bool root_scores;
    /* With root_scores: the "all" search only before the moves the
     * estimator's default filters could count (analysis_counted.h); the
     * other rows get empty root_scores and root_depth cells. The
     * thresholds: 0 = ANALYSIS_COUNTED_MIN_PLY / _MAX_ABS_EVAL. */
    bool root_scores_counted;
    int counted_min_ply;
    int counted_max_abs_eval;
    /* The games' main time, written as "# clock_main_ms:" (rating/table.h)
     * so the estimator's clock filter follows it; 0 = not written. */
    long long clock_main_ms;
    AnalyzeProgressFn progress; /* called on the caller's thread */
    void *progress_user;
} AnalyzeOptions;

/* What each position is searched with, the defaults filled in; 0 = no
 * limit of that kind. The table header records it. */
typedef struct {
    int depth;
    uint64_t nodes;
    int movetime_ms;
} AnalyzeBudget;

void analyze_budget(const AnalyzeOptions *opt, AnalyzeBudget *out);

/* The limits one position is searched with: the budget, and the embedded
 * engine's analysis search (bounded in drop-heavy endgames, SearchLimits
 * .analysis; play searches checks in full). */
void analyze_limits(const AnalyzeBudget *b, BridgeLimits *l);

/* The header lines that record a budget ("# depth: 5\n# nodes: 300000\n"),
 * the way analyze_games writes them. */
void analyze_budget_header(const AnalyzeBudget *b, char *buf, size_t len);

/* The comment line a table's root_scores column comes with in opt's mode
 * ("# root_scores: ...\n", the counted mode's thresholds in it), "" without
 * the column: a table made another way says so in its header. */
void analyze_roots_header(const AnalyzeOptions *opt, char *buf, size_t len);

/* Searches every position and writes the whole table (comments, header row,
 * one row per move) to out. With opt->root_scores the position before each
 * move is searched a second time for every root move's score (the
 * progress callback counts those searches too); with root_scores_counted
 * all best-move searches run first, then the "all" searches of the moves
 * that pass. With an engine other than the embedded one root_scores is an
 * error, before any search. Returns 0, or -1
 * with a message in err naming the engine or game and ply that failed;
 * nothing is written then. */
int analyze_games(const AnalyzeGame *games, int game_count, const AnalyzeOptions *opt, FILE *out, char *err,
                  size_t errlen);

#endif
