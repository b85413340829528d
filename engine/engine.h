/* The embedded engine's public API: one Engine instance per searcher.
 *
 * An Engine owns its transposition table, history tables and position copy,
 * so several instances may search at once on different threads (the only
 * globals are read-only tables built once). A search is synchronous: the
 * caller (bridge/) runs engine_search() on its own pthread and stops
 * it from another thread with engine_stop() or its own atomic flag.
 *
 * Scores are centipawns from the side to move's point of view, scaled so
 * that the win probability is about 1/(1+exp(-cp/600)). Mate scores are
 * distinct: +(SCORE_MATE - plies) when the side to move mates in `plies`
 * plies, -(SCORE_MATE - plies) when it is mated; see score_is_mate(). */
#ifndef KIRYOKU_ENGINE_H
#define KIRYOKU_ENGINE_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "shogi/position.h"
#include "shogi/types.h"

enum {
    SEARCH_MAX_PLY = 128,           /* deepest ply (root = 0) a search reaches */
    SCORE_DRAW = 0,
    SCORE_MATE = 32000,             /* mate at the root itself (never returned) */
    SCORE_MATE_MIN = SCORE_MATE - 2 * SEARCH_MAX_PLY, /* |score| >= this: a mate score */
    SCORE_INFINITE = 32001,
    SCORE_NONE = 32002,             /* "no score": e.g. a root move not searched */
};

/* ---- Scores -------------------------------------------------------------- */

static inline bool score_is_mate(int s) { return s >= SCORE_MATE_MIN || s <= -SCORE_MATE_MIN; }
/* Mate distance in plies as USI prints it ("score mate N"): positive when
 * the side to move mates in N plies, negative when it is mated in N plies.
 * Only meaningful when score_is_mate(s). */
static inline int score_mate_plies(int s) { return s > 0 ? SCORE_MATE - s : -(SCORE_MATE + s); }
/* The score for "side to move mates in n plies" (n > 0) or "is mated in
 * -n plies" (n < 0). */
static inline int score_from_mate_plies(int n) { return n > 0 ? SCORE_MATE - n : -SCORE_MATE - n; }
/* Writes "cp 123", "mate 5" or "mate -4" (the USI `info score` form). */
void score_to_usi(int s, char *buf, size_t len);

/* ---- Limits and objectives ------------------------------------------------ */

typedef enum {
    OBJECTIVE_BEST = 0,          /* maximise V: the normal search */
    OBJECTIVE_CLOSEST_TO_TARGET, /* maximise -|V - target|: settai when target = 0 */
    OBJECTIVE_ALL_ROOT_SCORES,   /* an exact score for every legal root move */
} SearchObjective;

typedef struct {
    int depth;            /* iterations to complete; 0 = no depth limit */
    uint64_t nodes;       /* node budget; 0 = none */
    int movetime_ms;      /* exact time for this move; 0 = none */
    /* The game clock (USI `go btime ... wtime ... byoyomi ... binc winc`):
     * used when use_clock is set; the engine budgets its own time. */
    bool use_clock;
    int time_ms[COLOR_NB];   /* remaining time, [BLACK] = btime, [WHITE] = wtime */
    int inc_ms[COLOR_NB];    /* Fischer increment per move */
    int byoyomi_ms;
    bool infinite;        /* search until stopped (or until the depth limit) */
    bool ponder;          /* pondering: no time limit until engine_ponderhit() */
    int mate_plies;       /* `go mate N` style: stop once a mate within N plies
                             is proven (0 = off); infinite otherwise */
    SearchObjective objective;
    int target_cp;        /* the target T for OBJECTIVE_CLOSEST_TO_TARGET */
    /* CLOSEST_TO_TARGET: also establish the exact score of every move within
     * this many cp of the closest distance, so a caller can choose among
     * near-equal moves (settai's variety) without scoring every move. */
    int target_slack_cp;
    /* What a sennichite draw is worth to the side to move at the root
     * (0: a draw is even). Settai aims at 0, so an even draw is its perfect
     * move: it would repeat into a draw at ply 35 and leave nothing to
     * measure; a value below 0 makes it play on while a level move exists. */
    int draw_cp;
    /* An analysis search (issue 14): quiescence skips interpositions
     * that only lose their piece, which with the check rules every search
     * now has (engine/search.c, skip_quiet) bounds the trees of
     * drop-heavy endgames (a depth-5 search once took 23.6 M nodes). */
    bool analysis;
    int multipv;          /* lines reported for OBJECTIVE_BEST (>= 1) */
    /* Optional caller-owned stop flag, polled with the internal one. The
     * engine never clears it, so a stop raised before the search starts is
     * not lost. */
    atomic_bool *stop_flag;
} SearchLimits;

/* Depth 0, no limits (so: search until stopped), OBJECTIVE_BEST, multipv 1. */
void search_limits_init(SearchLimits *limits);

/* ---- Progress reports ------------------------------------------------------ */

typedef enum { BOUND_EXACT_INFO = 0, BOUND_LOWER_INFO, BOUND_UPPER_INFO } InfoBound;

typedef struct {
    int depth;
    int seldepth;
    int score;            /* cp or mate score as above */
    InfoBound bound;      /* lowerbound / upperbound during aspiration fails */
    uint64_t nodes;
    uint64_t nps;
    int time_ms;
    int hashfull;         /* per mille */
    int multipv;          /* 1-based line number */
    int pv_len;
    Move pv[SEARCH_MAX_PLY];
} SearchInfo;

/* Called on the searching thread after each completed iteration (once per
 * MultiPV line) and on aspiration fail-highs/lows; keep it short. */
typedef void (*SearchInfoFn)(const SearchInfo *info, void *user);

/* ---- Result ---------------------------------------------------------------- */

typedef struct {
    Move move;
    int score;            /* exact at result.depth, or SCORE_NONE */
} RootScore;

typedef struct {
    Move best_move;       /* MOVE_NONE when there is no legal move */
    Move ponder_move;     /* expected reply, or MOVE_NONE */
    int score;            /* value of best_move (V, side to move's view) */
    int depth;            /* last completed iteration */
    int seldepth;
    uint64_t nodes;
    /* The evaluations the search made, and of them those favourable to
     * sente (seed 003's leaf ratio; an even one counts against the side to
     * move at that leaf). */
    uint64_t leaf_evals, leaf_sente;
    int time_ms;
    bool stopped;         /* ended by a stop request or a limit mid-iteration */
    /* OBJECTIVE_ALL_ROOT_SCORES: every legal root move, best first.
     * OBJECTIVE_CLOSEST_TO_TARGET / BEST: the root moves whose score the
     * search established exactly (others carry SCORE_NONE). */
    int root_count;
    RootScore root[MAX_MOVES];
} SearchResult;

/* ---- The engine ------------------------------------------------------------ */

typedef struct Engine Engine;

/* A new engine with a transposition table of about hash_mb MiB (>= 1).
 * NULL if memory is short. */
Engine *engine_create(size_t hash_mb);
void engine_destroy(Engine *e);
/* Resizes (and clears) the table; -1 if the memory cannot be had (the old
 * table is kept). */
int engine_set_hash_mb(Engine *e, size_t hash_mb);
/* Forgets everything learnt (table, histories): the next search behaves as
 * from a fresh engine. Call between unrelated games and before searches
 * that must be deterministic. */
void engine_clear_hash(Engine *e);
/* The position to search next; copied, history included (repetition). */
void engine_set_position(Engine *e, const Position *pos);
void engine_set_info_callback(Engine *e, SearchInfoFn fn, void *user);

/* Searches the position set last. Returns when a limit is reached or a stop
 * is requested; result->best_move is always a legal move when one exists
 * (even if stopped at once). Fixed-depth searches from a cleared table with
 * the same limits give the same move, score and node count every time. */
void engine_search(Engine *e, const SearchLimits *limits, SearchResult *result);

/* Thread-safe; honoured within a few milliseconds. Cleared when the next
 * engine_search() starts (use limits.stop_flag to stop a search that may
 * not have started yet). */
void engine_stop(Engine *e);
/* Thread-safe: a pondering search switches to normal time management. */
void engine_ponderhit(Engine *e);

/* Static evaluation of a position, side to move's view (for tools/tests). */
int engine_evaluate(const Position *pos);

#endif
