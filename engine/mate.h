/* The mate solver: df-pn (depth-first proof-number search) over checks and
 * evasions, with a transposition table, and fast fixed-depth mate-in-1/3
 * probes for the search.
 *
 * The attacker is the side to move in the position given; every attacker
 * move must give check, every legal evasion is tried for the defender.
 * A repetition on the search path counts as a failure for the attacker (a
 * perpetual check loses, a repetition without mate is no mate). Such
 * path-dependent failures are never stored in the table, which keeps the
 * graph-history interaction from turning a real mate into "no mate".
 *
 * Two conventions for the length of a mate:
 *  - MATE_STRICT: every legal defence counts, including interpositions
 *    that are just captured (the length a game would see);
 *  - MATE_TSUME: the tsume-shogi convention. When the defender's only
 *    evasions are drops between the checker and the king, and dropping on
 *    the square next to the king and having it captured still leaves the
 *    defender mated (recursively by the same rule), the drops are futile
 *    interpositions (無駄合) and the check is mate as it stands.
 * A mate under one convention is a mate under the other; only the length
 * can differ (MATE_TSUME <= MATE_STRICT). */
#ifndef KIRYOKU_MATE_H
#define KIRYOKU_MATE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "shogi/position.h"

typedef enum { MATE_UNKNOWN = 0, MATE_FOUND, MATE_NONE } MateStatus;
typedef enum { MATE_TSUME = 0, MATE_STRICT } MateRules;

enum {
    MATE_MAX_PLY = 200,  /* deepest line the solver follows */
    MATE_MAX_PV = MATE_MAX_PLY,
    MATE_UNLIMITED = 0,  /* max_plies: no depth limit */
};

typedef struct {
    MateStatus status;
    int length;             /* plies to mate under the rules asked (if found) */
    bool shortest;          /* length proven shortest (a shorter one was refuted) */
    Move pv[MATE_MAX_PV];   /* the mating line, attacker first */
    int pv_len;
    uint64_t nodes;         /* nodes searched, all passes together */
} MateResult;

typedef struct {
    uint64_t max_nodes;     /* stop with MATE_UNKNOWN after this many (0: 10 million) */
    uint32_t max_ms;        /* and after this many milliseconds (0: no time limit) */
    int max_plies;          /* only mates of at most this many plies (MATE_UNLIMITED: any) */
    MateRules rules;
    bool find_shortest;     /* after a first proof, search for shorter ones */
    const volatile bool *stop; /* optional: abort (MATE_UNKNOWN) when it becomes true */
} MateOptions;

typedef struct MateSolver MateSolver;

/* A solver with a transposition table of about tt_mb megabytes (>= 1). */
MateSolver *mate_new(size_t tt_mb);
void mate_free(MateSolver *s);

/* Solves the position for the side to move. The position is restored
 * before returning. MATE_NONE means refuted within max_plies (or outright
 * when unlimited); MATE_UNKNOWN means the node budget ran out first. */
MateStatus mate_solve(MateSolver *s, Position *pos, const MateOptions *opt, MateResult *out);

/* A move that mates at once (strict rules), or MOVE_NONE. */
Move mate_in_1(Position *pos);
/* The first move of a mate in at most 3 plies (strict rules), or MOVE_NONE. */
Move mate_in_3(Position *pos);

/* Is the side to move checkmated under these rules? (MATE_TSUME also
 * accepts a check answered only by futile interpositions.) */
bool mate_is_mated(Position *pos, MateRules rules);
/* Checks a mating line: each move legal, every attacker move a check, the
 * last position mated under `rules`. On failure writes why into err. */
bool mate_verify_line(const Position *pos, const Move *pv, int n, MateRules rules, char *err, size_t errlen);

#endif
