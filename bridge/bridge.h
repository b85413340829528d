/* The engine bridge: ONE interface to any engine kiryoku plays or analyses
 * with. Two backends sit behind it:
 *   "embedded"            the in-process engine (engine/engine.h), one
 *                         instance per Bridge, several may run at once;
 *   "embedded:nnue=FILE"  the same, evaluating with the network in FILE;
 *   "usi:CMD [ARG...]"    an external USI engine process, e.g.
 *                         "usi:/usr/games/gpsusi" or "usi:/usr/games/fairy-stockfish".
 *
 * The type is called Bridge (not Engine) because engine/engine.h already
 * owns the name Engine for the embedded searcher.
 *
 * Threading: bridge_go() returns at once; the search runs on a pthread the
 * Bridge owns. The caller keeps its clocks ticking and either polls
 * bridge_wait(b, 0) or blocks with a timeout, and may bridge_stop() at any
 * time. One search at a time per Bridge; use several Bridges for parallel
 * work. All functions are called from the owning (caller's) thread, except
 * the progress callback, which runs on the search thread.
 *
 * Positions are SFEN + USI moves; moves come back as USI strings.
 * Scores are centipawns from the side to move's point of view (win
 * probability ~ 1/(1+exp(-cp/600))); mates are the distinct values
 * +-(BRIDGE_MATE - plies), the same convention as engine/engine.h. */
#ifndef KIRYOKU_BRIDGE_H
#define KIRYOKU_BRIDGE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* ---- Scores -------------------------------------------------------------- */

enum {
    BRIDGE_MATE = 32000,                 /* "mate at the root" (never returned) */
    BRIDGE_MATE_MIN = BRIDGE_MATE - 1000, /* |score| >= this: a mate score */
    /* An engine that reports a mate without its length (gpsusi prints mates
     * as huge cp values) gets this length, so it still sorts as a mate. */
    BRIDGE_MATE_UNKNOWN_PLIES = 999,
    BRIDGE_SCORE_NONE = 32767,           /* no score (move not searched) */
};

static inline bool bridge_score_is_mate(int s)
{
    return s != BRIDGE_SCORE_NONE && (s >= BRIDGE_MATE_MIN || s <= -BRIDGE_MATE_MIN);
}
/* Plies to mate: > 0 the side to move mates, < 0 it is mated. */
static inline int bridge_score_mate_plies(int s) { return s > 0 ? BRIDGE_MATE - s : -(BRIDGE_MATE + s); }
static inline int bridge_score_from_mate(int plies)
{
    return plies > 0 ? BRIDGE_MATE - plies : -BRIDGE_MATE - plies;
}
/* The same position seen by the other side (negamax flip). */
static inline int bridge_score_negate(int s) { return s == BRIDGE_SCORE_NONE ? s : -s; }
/* "123", "-40", "mate+5", "mate-4" (the analysis-table form). */
void bridge_score_format(int s, char *buf, size_t len);

typedef enum { BRIDGE_BOUND_EXACT = 0, BRIDGE_BOUND_LOWER, BRIDGE_BOUND_UPPER } BridgeBound;

/* ---- Opening ------------------------------------------------------------- */

typedef struct {
    int threads;           /* search threads per engine; 0 = backend default (1) */
    int hash_mb;           /* 0 = backend default (embedded: 16, USI: engine's own) */
    /* Extra USI options, "Name=Value" each (USI backend only). */
    const char *const *usi_options;
    int usi_option_count;
    /* Where an external engine's stderr goes; NULL = $XDG_STATE_HOME/kiryoku/
     * (else ~/.local/state/kiryoku/) engine-NAME.log. Never the screen. */
    const char *log_path;
    int handshake_timeout_ms; /* usi->usiok and isready->readyok; 0 = 30000 */
    int stop_timeout_ms;      /* stop->bestmove before the engine counts as hung; 0 = 3000 */
} BridgeConfig;

typedef struct Bridge Bridge;

/* Whether a spec names the embedded engine ("embedded", "embedded:...",
 * or NULL): the one place that reads this part of the grammar. */
bool bridge_spec_is_embedded(const char *spec);

/* Opens an engine from a spec ("embedded", "usi:CMD ARGS"). cfg may be NULL.
 * On failure returns NULL with a message naming the engine and what went
 * wrong in err ("usi:/x/y: no 'usiok' within 10 s (it printed nothing)"). */
Bridge *bridge_open(const char *spec, const BridgeConfig *cfg, char *err, size_t errlen);
/* Stops any search, ends the engine (quit, then kill if it lingers), frees. */
void bridge_close(Bridge *b);

/* ---- What the engine can do ---------------------------------------------- */

enum {
    BRIDGE_CAN_DEPTH      = 1 << 0, /* honours a depth limit (natively or emulated) */
    BRIDGE_CAN_NODES      = 1 << 1,
    BRIDGE_CAN_MOVETIME   = 1 << 2,
    BRIDGE_CAN_CLOCK      = 1 << 3, /* btime/wtime/byoyomi/inc */
    BRIDGE_NATIVE_OBJECTIVES = 1 << 4, /* closest-to-target / all-root-scores in the search itself */
    BRIDGE_CAN_ALL_ROOTS  = 1 << 5, /* can score every root move (natively or by MultiPV) */
    BRIDGE_EXACT_MATES    = 1 << 6, /* reports mate lengths */
    BRIDGE_DETERMINISTIC  = 1 << 7, /* same limits, same position -> same result (fixed depth) */
};

typedef struct {
    unsigned flags;
    int max_multipv;       /* largest number of root moves scored in one search */
    char name[128];        /* "kiryoku embedded 0.1.0", or the USI `id name` */
    char author[128];
    char spec[256];        /* the spec it was opened with */
} BridgeCaps;

void bridge_caps(const Bridge *b, BridgeCaps *out);

/* ---- Games and positions ------------------------------------------------- */

/* A new game: the engine may forget what it learnt (usinewgame, clear hash). */
int bridge_new_game(Bridge *b);
/* sfen NULL or "startpos" = the normal start; moves = space-separated USI
 * moves (NULL or "" = none). Returns -1 with a message (bridge_error) if the
 * position or a move is malformed. */
int bridge_set_position(Bridge *b, const char *sfen, const char *moves);

/* ---- Searching ----------------------------------------------------------- */

typedef enum {
    BRIDGE_BEST = 0,               /* the strongest move */
    BRIDGE_CLOSEST_TO_TARGET,      /* the move whose value is closest to target_cp */
    BRIDGE_ALL_ROOT_SCORES,        /* a score for every legal root move */
} BridgeObjective;

typedef struct {
    int depth;             /* 0 = no depth limit */
    uint64_t nodes;        /* 0 = none */
    int movetime_ms;       /* 0 = none */
    bool use_clock;        /* pass the game clock and let the engine budget */
    int btime_ms, wtime_ms, binc_ms, winc_ms, byoyomi_ms;
    BridgeObjective objective;
    int target_cp;         /* for BRIDGE_CLOSEST_TO_TARGET */
    /* CLOSEST: also score every move within this many cp of the closest
     * distance (natively; a USI engine scores every move anyway). */
    int target_slack_cp;
    /* A sennichite draw's value for the side to move (embedded engine only;
     * 0 = even). */
    int draw_cp;
    /* An analysis search (embedded engine only; engine/engine.h
     * SearchLimits.analysis): bounded in drop-heavy endgames. */
    bool analysis;
} BridgeLimits;

/* Depth/nodes/time all 0 (search until stopped), objective BEST. */
void bridge_limits_init(BridgeLimits *l);

typedef struct {
    int depth, seldepth;
    int score;             /* side to move's view */
    BridgeBound bound;
    uint64_t nodes;
    int time_ms;
    int multipv;           /* 1-based; 0 when the engine does not say */
    char pv[512];          /* USI moves, space-separated */
} BridgeProgress;

/* Runs on the search thread; keep it short and thread-safe. */
typedef void (*BridgeProgressFn)(const BridgeProgress *p, void *user);

enum { BRIDGE_MAX_ROOT = 600 };

typedef struct {
    char move[8];          /* USI move */
    int score;             /* side to move's view; BRIDGE_SCORE_NONE if unknown */
} BridgeRootScore;

typedef enum {
    BRIDGE_OK = 0,         /* search finished (limit reached or stopped) */
    BRIDGE_FAILED,         /* engine trouble; see error. The Bridge is unusable
                              only if bridge_error says so (restart failed). */
} BridgeStatus;

typedef struct {
    BridgeStatus status;
    /* USI move, or "resign" (no legal move / the engine gave up), or "win"
     * (impasse declaration). Policies never pass on "resign" from settai. */
    char bestmove[8];
    char ponder[8];
    int score;             /* value of bestmove, side to move's view */
    int depth, seldepth;
    uint64_t nodes;
    /* The search's leaf evaluations and, of them, those favourable to the
     * side to move (seed 003's leaf ratio; issue 18). 0: not known (an
     * external engine does not say). */
    uint64_t leaves, leaves_favourable;
    int time_ms;           /* wall time of the search */
    bool stopped;          /* ended by bridge_stop() */
    bool restarted;        /* the engine died or hung and was restarted once */
    char pv[512];
    /* BEST: whatever root scores the engine established (may be 1).
     * CLOSEST / ALL: every root move scored, best (by score) first. */
    int root_count;
    BridgeRootScore root[BRIDGE_MAX_ROOT];
    char error[256];
} BridgeResult;

/* Starts a search of the position set last. Returns 0 at once; -1 if a
 * search is already running or the engine is unusable (bridge_error).
 * progress may be NULL. */
int bridge_go(Bridge *b, const BridgeLimits *limits, BridgeProgressFn progress, void *user);
/* Waits up to timeout_ms (0 = just poll, < 0 = forever) for the search to
 * end. Returns true if no search is running any more. */
bool bridge_wait(Bridge *b, int timeout_ms);
/* Asks the running search to finish now with the best it has. Returns at once. */
void bridge_stop(Bridge *b);
/* Copies the result of the last finished search (waits if one is running). */
void bridge_result(Bridge *b, BridgeResult *out);
/* go + wait + result in one call. Returns 0, or -1 when status is FAILED. */
int bridge_search(Bridge *b, const BridgeLimits *limits, BridgeResult *out);

/* The CPU the engine has used since it started, in milliseconds: an
 * external engine's process, read from the system; -1 when unknown (the
 * embedded engine, or no /proc). The difference across a search is what
 * it cost, so a caller can weigh one judge's searches against another's
 * (app/judge_pace.h). */
long long bridge_cpu_ms(const Bridge *b);

/* The last error message ("" if none). */
const char *bridge_error(const Bridge *b);

/* What trouble an error message of this layer reports (bridge_error,
 * BridgeResult.error, bridge_open's err, opponent_error, the analyser's err,
 * with or without a prefix such as the player's name). This layer knows
 * nothing about screens, so its messages are the system's detail, in
 * English; the program words the kind for the player, in the player's
 * language, and shows the message as the detail. */
typedef enum {
    BRIDGE_ERR_NONE = 0,   /* "" */
    BRIDGE_ERR_SPEC,       /* an engine spec or option kiryoku cannot use */
    BRIDGE_ERR_START,      /* the engine's program could not be started */
    BRIDGE_ERR_DIED,       /* it exited, crashed or closed its pipes */
    BRIDGE_ERR_SILENT,     /* it did not answer in time */
    BRIDGE_ERR_GARBLED,    /* it answered with something that is not USI */
    BRIDGE_ERR_MEMORY,     /* out of memory */
    BRIDGE_ERR_OTHER,      /* anything else */
} BridgeErrorKind;
BridgeErrorKind bridge_error_kind(const char *message);

/* Helpers the policies and the analyser share with the backends. */
/* Sorts root scores best first; equal scores by move text, except that
 * `preferred` (the engine's best move; may be NULL) leads its tie. */
void bridge_sort_roots(BridgeRootScore *roots, int n, const char *preferred);
/* Index of the root move whose score is closest to target (first on ties:
 * so with roots sorted best first, the higher score wins a tie); -1 if none. */
int bridge_closest_root(const BridgeRootScore *roots, int n, int target);

#endif
