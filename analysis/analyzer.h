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

#include "analysis/move_set.h"
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

/* What one search of a position found, all the table needs of it. A
 * best-move search fills score, best, pv, leaves and favourable; an "all"
 * search (root_scores) fills roots and root_depth. */
enum { ANALYZE_PV_PLIES = 5 };
typedef struct {
    int score;                 /* side to move's view; -BRIDGE_MATE when it has no move */
    char best[8];              /* the best move, "" for none (no move, or a win declared) */
    char pv[48];               /* the first ANALYZE_PV_PLIES moves of its line */
    uint64_t leaves, favourable; /* the leaf evaluations, and those favouring the side to move */
    char *roots;               /* the root_scores cell (analysis/roots.h) */
    int root_depth;            /* the depth the "all" search completed */
    /* What the search cost the engine in CPU ms (bridge_cpu_ms), -1 when
     * unknown; handed to the cache's keep hook, never written. */
    long long cpu_ms;
} AnalyzeFound;

/* Searches kept from an earlier run, so that none is made twice: the
 * analyser asks before each search and hands over each one it finishes.
 * kiryoku test keeps them in its store as a game is played (issue 34), so
 * that after the last move only the positions not yet searched are left.
 * A search is named by its game (the index into the games passed), its
 * ply (the position after that many moves) and its kind (all: the
 * root_scores search). Since a position is searched from a cleared
 * engine, a search kept is the search made now, and the table does not
 * depend on which were kept, provided they were made with the same
 * engine, budget and root_scores mode: the caller keys them by
 * analyze_fingerprint. */
typedef struct {
    /* 1 with *out filled (out->roots malloc'd, freed by the analyser), 0
     * when not kept. */
    int (*lookup)(void *user, int game, int ply, bool all, AnalyzeFound *out);
    /* A search just finished: 0, or -1 to stop the analysis (it fails). */
    int (*keep)(void *user, int game, int ply, bool all, const AnalyzeFound *found);
    void *user;
} AnalyzeCache;

/* done of total searches, with `nodes` nodes in all so far. Without
 * root_scores a search is a position; with it, total counts the "all"
 * searches too, and with root_scores_counted it grows once the best-move
 * searches are done and the "all" ones are known (one call then with the
 * same done and the new total). */
typedef void (*AnalyzeProgressFn)(int done, int total, uint64_t nodes, void *user);

/* Engines a caller keeps open across calls of analyze_games (issue 34):
 * the background analysis of a test runs the analyser after every move,
 * and a USI judge costs seconds to start (gpsusi: ~4 CPU s), so it is
 * started once a test instead of once a call. The analyser borrows the
 * engines it needs, opens any more it needs into it, and leaves them
 * open; engines opened with another spec or configuration are ended
 * first. Each position is still searched from a cleared engine
 * (bridge_new_game), so the table is the one the analyser writes without
 * it. An analysis that fails other than by a stop ends them, so that the
 * next call starts afresh. */
typedef struct AnalyzeEngines AnalyzeEngines;
AnalyzeEngines *analyze_engines_new(void);
/* Ends every engine held and frees it; NULL: nothing. */
void analyze_engines_free(AnalyzeEngines *e);
/* How many engines were started through it (a test counts them). */
int analyze_engines_started(const AnalyzeEngines *e);

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
    /* Only these moves (the same plies in every game): the positions
     * before and after each are searched and only their rows written.
     * NULL: every move. */
    const MoveSet *moves;
    /* The games' main time, written as "# clock_main_ms:" (rating/table.h)
     * so the estimator's clock filter follows it; 0 = not written. */
    long long clock_main_ms;
    AnalyzeProgressFn progress; /* called on the caller's thread; searches
                                 * found in the cache count as done */
    void *progress_user;
    const AnalyzeCache *cache;  /* NULL: none */
    /* Asked between searches; true stops the analysis at once: the running
     * searches are stopped (and not kept), nothing is written, and
     * analyze_games fails with "stopped". NULL: never. */
    bool (*stop)(void *user);
    void *stop_user;
    AnalyzeEngines *engines;    /* NULL: the analyser opens its own and ends them */
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

/* What a search found depends on, as one line: the engine spec, the
 * budget and the root_scores mode (analyze_budget_header's and
 * analyze_roots_header's lines). A cache keyed by it never gives a search
 * made another way. */
void analyze_fingerprint(const AnalyzeOptions *opt, char *buf, size_t len);

/* Searches every position and writes the whole table (comments, header row,
 * one row per move) to out; with out NULL only searches (for the cache). With opt->root_scores the position before each
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
