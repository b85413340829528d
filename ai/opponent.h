/* The AI opponents: policies over a Bridge that turn root scores into a
 * move.
 *   settai (METHOD.md section 2): the move whose value is closest to 0, a
 *          little seeded randomness among moves nearly as close, never
 *          resigns; it plays to win a game the player has thrown away
 *          (settai_course.h);
 *   AI1  = settai without book;  AI2 = the opening book (weighted) for the
 *          first 20 plies while the game stays in it, then settai;
 *   target-loss (section 3, target_loss.h): aims at the mean loss of a rating.
 * Each thinks on its own clock with a budget that never flags
 * (time_budget.h), capped by a depth so that "level" means what the
 * analyser means by it.
 *
 * A turn is asynchronous like the Bridge under it: opponent_begin() returns
 * at once, the caller polls opponent_ready() while its clocks tick (and may
 * opponent_hurry()), then takes the move. Book moves are ready at once.
 *
 * Book moves carry the comment GAME_BOOK_COMMENT (game_facts.h): store it on
 * the move in the game record, together with game_mark_ai(), so that the
 * analyser knows which positions were still in the AI's book. */
#ifndef KIRYOKU_AI_OPPONENT_H
#define KIRYOKU_AI_OPPONENT_H

#include <stdbool.h>
#include <stdint.h>

#include <stddef.h>

#include "bridge/bridge.h"
#include "shogi/position.h"

/* AI2's opening book (engine/book.h); callers hold it as an opaque handle. */
typedef struct Book Book;

typedef enum { OPPONENT_SETTAI = 0, OPPONENT_TARGET_LOSS } OpponentKind;

enum {
    OPPONENT_NEAR_CP = 20,       /* moves this close to the best distance count as equal */
    /* Settai counts a sennichite draw as this much below level, so it plays
     * on (a measurable game) while any move keeps the game within it. */
    OPPONENT_DRAW_CP = 150,
    OPPONENT_BOOK_PLIES = 20,    /* AI2 follows its book this far */
    OPPONENT_DEFAULT_DEPTH = 5,  /* the analyser's default depth: one notion of "level" */
};

typedef struct {
    OpponentKind kind;
    const char *name;            /* the player name written in records */
    uint64_t seed;               /* same seed, same games (given the same replies) */
    int near_cp;                 /* 0 = OPPONENT_NEAR_CP; < 0 = no randomness */
    int max_depth;               /* 0 = OPPONENT_DEFAULT_DEPTH */
    /* Settai only: its own search may go this deep (still stopped by its
     * time budget, keeping the last whole iteration) when the game is level
     * or drifting (settai_course_think_deeper). 0 or <= max_depth = off:
     * every search stops at max_depth, today's games. */
    int think_depth;
    /* ... from this ply on (0 = SETTAI_THINK_FROM_PLY), for at most this
     * many ms a turn (0 = SETTAI_THINK_MS; < 0 = the clock's budget alone),
     * so that a person waits a few seconds, not a share of the clock. */
    int think_from_ply;
    int think_ms;
    /* ... and at most this many nodes (0 = SETTAI_THINK_NODES; < 0 = no
     * node cap), which binds before think_ms on a machine as fast as the
     * one the profile was fitted on: there settai reads the same on an
     * idle or a loaded machine, and alike on a faster one. */
    int64_t think_nodes;
    /* Settai only: the engine that steers it (settai_steer.h), the judge's
     * engine, searched steer_depth deep for each of its steer_count
     * candidates (0 = SETTAI_STEER_COUNT); NULL = no steering, today's
     * games. The caller owns it, like the Bridge. */
    Bridge *steer;
    int steer_depth;
    int steer_count;
    /* Settai only: aim up to this many cp ahead of a player whose replies
     * beat its forecast (settai_anticipate.h); 0 = off, today's games. */
    int anticipate_cp;
    const Book *book;            /* NULL = no book; moves by weight (book_pick) */
    int book_plies;              /* 0 = OPPONENT_BOOK_PLIES */
    int rating;                  /* target-loss: the rating R to imitate */
    bool mate_miss;              /* target-loss: imitate mate misses (default off) */
} OpponentConfig;

/* AI2's book read from `path` (the program finds the shipped one,
 * app/assets.h), or NULL with a message naming the file. Close it after
 * every Opponent using it is freed. */
Book *opponent_book_open(const char *path, char *err, size_t errlen);
void opponent_book_close(Book *book);

/* AI1: settai, no book. */
void opponent_config_ai1(OpponentConfig *c, uint64_t seed);
/* AI2: book for up to 20 plies, then settai (opponent_book_open()). */
void opponent_config_ai2(OpponentConfig *c, uint64_t seed, const Book *book);
/* "A game at your level": target-loss at rating R. */
void opponent_config_target(OpponentConfig *c, uint64_t seed, int rating);

typedef struct {
    int my_ms, their_ms;         /* main time left */
    int byoyomi_ms, inc_ms;
} OpponentClock;

typedef struct {
    char move[8];                /* USI move, "win" (declaration), or "" when mated */
    bool from_book;
    int value;                   /* the move's value, AI's view (BRIDGE_SCORE_NONE for book moves) */
    int target;                  /* what it aimed at (settai: 0, or ahead of the player (anticipate_cp); its best value when winning) */
    bool winning;                /* settai playing to win (settai_course.h) */
    int think_ms;                /* the budget it was given */
    bool deeper;                 /* its search was allowed think_depth */
    int depth;                   /* the depth its search completed (0 for moves known without one) */
    uint64_t nodes;              /* ... the nodes that search took (0: none, or not known) */
    int search_ms;               /* ... and its wall time */
    bool steered;                /* the steering engine chose among its candidates */
    int steer_value;             /* ... and its value of the move, AI's view (else BRIDGE_SCORE_NONE) */
    const char *comment;         /* GAME_BOOK_COMMENT for book moves, else NULL */
} OpponentMove;

typedef struct Opponent Opponent;

/* The Bridge stays the caller's (closed after the Opponent is freed). */
Opponent *opponent_new(Bridge *bridge, const OpponentConfig *cfg);
void opponent_free(Opponent *o);
/* A new game: forget carried errors, tell the engine. */
void opponent_new_game(Opponent *o);
/* Which game of a test this is (1..; 0 or 1: as if none was said). Its
 * number is mixed into the AI's draws (book line, the move among equally
 * level ones), so game 5 does not replay game 1 move for move against a
 * player that repeats itself (an engine; bench/STAT_PROFILE.md found 35 of
 * 72 round-2 tests doing so), while a resumed game, told its number again,
 * still plays as it did. */
void opponent_set_game(Opponent *o, int game_index);
/* Starts thinking about pos (the AI is to move). 0, or -1 (opponent_error). */
int opponent_begin(Opponent *o, const Position *pos, const OpponentClock *clock);
/* True when the move is ready (waits up to timeout_ms; 0 polls). */
bool opponent_ready(Opponent *o, int timeout_ms);
/* Ends the thinking now with the best found so far. */
void opponent_hurry(Opponent *o);
/* The move (waits if needed). 0, or -1 when the engine failed (opponent_error):
 * the caller keeps the game and may call opponent_begin again. */
int opponent_take(Opponent *o, OpponentMove *out);
const char *opponent_error(const Opponent *o);

/* What its searches did since opponent_new (for benches): moves taken,
 * of them searched deeper than max_depth (think_depth), and the sum of the
 * depths those deeper searches completed; moves steered, of them those
 * where the steering changed settai's own pick, the steering searches
 * made, and whether the steering engine failed (steering then stops). */
typedef struct {
    int moves, deeper_moves;
    long deeper_depth_sum;
    int steered_moves, steer_changed, steer_searches;
    bool steer_failed;
} OpponentStats;
void opponent_stats(const Opponent *o, OpponentStats *out);

/* The settai choice among scored root moves (sorted best first): the
 * closest to target, or one of those within near_cp of it, picked with
 * *rng. Exposed for tests. Returns an index, -1 if none is scored. */
int opponent_pick_closest(const BridgeRootScore *roots, int n, int target, int near_cp, uint64_t *rng);

#endif
