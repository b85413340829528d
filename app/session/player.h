/* A machine player in a placement test: the AI opponents, and for
 * `kiryoku test --headless` the tested player itself (an engine or a
 * script). The human player is not a Player: the human moves through the
 * Display (ui/display.h).
 *
 * A turn: begin_turn() starts thinking and returns at once; the session
 * calls poll() with a short timeout while it watches the clocks, and
 * cancel() when the flag falls or the test is interrupted. Moves are USI
 * strings; the session checks their legality. */
#ifndef KIRYOKU_SESSION_PLAYER_H
#define KIRYOKU_SESSION_PLAYER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "app/session/human_player.h"
#include "bridge/bridge.h"
#include "shogi/position.h"

typedef struct {
    int game_index;           /* 0 practice, 1..4 the test games, 5+ extra */
    const char *start_sfen;
    const char *moves;        /* the moves so far, space-separated USI ("" at the start) */
    int ply;                  /* how many moves that is */
    const Position *pos;      /* the position now (valid during begin_turn) */
    Color side;               /* the side this player moves */
    int64_t clock_ms[COLOR_NB]; /* main time left */
    int64_t byoyomi_ms, increment_ms;
} PlayerTurn;

typedef enum {
    PLAYER_THINKING = 0, /* no decision yet */
    PLAYER_MOVED,        /* the move is in `move` */
    PLAYER_RESIGNED,
    PLAYER_DECLARED,     /* claims an impasse (27-point) win */
    PLAYER_FAILED,       /* the player broke down: message in player_error */
} PlayerStatus;

typedef struct Player Player;
struct Player {
    char name[64];            /* for records: "kiryoku AI1", the engine's name, ... */
    void *impl;
    /* A new game starts (before the first begin_turn of the game). */
    int (*new_game)(Player *p, int game_index, Color side);
    int (*begin_turn)(Player *p, const PlayerTurn *t);
    /* Waits at most timeout_ms for the decision. in_book: the move came
     * from an opening book. */
    PlayerStatus (*poll)(Player *p, int timeout_ms, char move[8], bool *in_book);
    void (*cancel)(Player *p);
    void (*destroy)(Player *p);
    bool has_book;            /* plays from an opening book in the opening */
    char error[512];
};

static inline const char *player_error(const Player *p) { return p->error; }
void player_free(Player *p);

/* An engine through bridge/bridge.h, as the tested player of a
 * headless test or a member of the accuracy pool (bench/accuracy.sh).
 * spec: a bridge spec ("embedded", "usi:CMD ARGS"). Limits: depth > 0
 * searches to that depth, nodes > 0 that many nodes, movetime_ms that long;
 * none: the engine budgets from the clock.
 * softmax_cp > 0 makes it a fallible player: it scores every root move and
 * draws one with probability proportional to exp(score / softmax_cp), so
 * the temperature sets how large and how frequent its mistakes are; the
 * draw is seeded (seed, mixed with the game index), so games repeat. */
typedef struct {
    const char *spec;
    int depth;
    uint64_t nodes;
    int movetime_ms;
    double softmax_cp;        /* 0: always the best move */
    bool human;               /* the human-like draw (human_player.h) with */
    HumanModel human_model;   /* this model: human:R's mapping, with what the spec
                               * sets outright ("human:R,temp=T,blunder=B,..."; a
                               * player fitted to people is not on the mapping) */
    bool human_keys;          /* the spec set some (refused for other kinds) */
    uint64_t seed;
    const char *name;         /* NULL: the engine's own name */
    /* pace=MIN-MAX (seconds): think times drawn from that range, as
     * player_paced_new; 0, 0: none. Set by the spec, for every kind. */
    int pace_min_ms, pace_max_ms;
} EnginePlayerOptions;
Player *player_engine_new(const EnginePlayerOptions *o, char *err, size_t errlen);

/* The softmax draw among scored root moves (side to move's view; unscored
 * ones never drawn; a mate keeps its bridge score, above every centipawn
 * score, so a mate the search sees is taken). temperature <= 0 picks the
 * best. Returns an index, -1 if none is scored. Exposed for tests. */
int player_softmax_pick(const BridgeRootScore *roots, int n, double temperature, uint64_t *rng);
/* The same draw; with skip_mates the mover's mating moves are not drawn
 * (the human player's missed mate, human_player.h). */
int player_softmax_draw(const BridgeRootScore *roots, int n, double temperature, bool skip_mates, uint64_t *rng);

/* The target-loss AI at rating R (ai/opponent.h) as a player:
 * an artificial player of a chosen strength for the accuracy pool. It
 * searches the embedded engine at most max_depth deep (0 = the opponent
 * default). */
Player *player_level_new(int rating, int max_depth, uint64_t seed, char *err, size_t errlen);

/* A script: lines "GAME MOVE MOVE ..." (GAME the game index, 0 = practice;
 * '#' starts a comment). Each game the player plays its listed moves in
 * order and resigns when they run out. Errors name the file and line. */
Player *player_script_new(const char *path, char *err, size_t errlen);

/* The placement test's AI opponents (ai/opponent.h): "AI1"
 * settai without book, "AI2" the opening book for its first plies, then
 * settai; searched by the engine `spec` at most max_depth deep (0 = the
 * analyser's depth, so "level" means one thing). seed makes games
 * repeatable. */
Player *player_opponent_new(const char *ai_kind, const char *spec, int max_depth, uint64_t seed, char *err,
                            size_t errlen);
/* The same with every setting of the AI opponents' settai. */
typedef struct {
    const char *spec;        /* the engine that searches (as above) */
    int max_depth;           /* as above */
    /* Its settai may search think_depth deep when the game is level or
     * drifting (OpponentConfig.think_depth; 0 = off), from think_from_ply
     * (0 = SETTAI_THINK_FROM_PLY), for at most think_ms a turn
     * (OpponentConfig.think_ms: 0 = SETTAI_THINK_MS, < 0 = the clock's
     * budget alone), and at most think_nodes (OpponentConfig.think_nodes:
     * 0 = SETTAI_THINK_NODES, < 0 = none). */
    int think_depth;
    int think_from_ply;
    int think_ms;
    int64_t think_nodes;
    /* Its settai may aim up to anticipate_cp ahead of a player whose replies
     * beat its forecast (OpponentConfig.anticipate_cp; 0 = off). */
    int anticipate_cp;
    /* Its settai is steered by the engine steer_spec searched steer_depth
     * deep (ai/settai_steer.h; NULL = not steered). */
    const char *steer_spec;
    int steer_depth;
    uint64_t seed;           /* as above */
} AiSetup;
Player *player_opponent_setup(const char *ai_kind, const AiSetup *setup, char *err, size_t errlen);

/* A person's pace for a machine player: each decision of inner is held
 * back until a think time drawn uniformly from [min_ms, max_ms] has passed
 * since its turn began (seeded by seed and the game, so a game repeats its
 * draws), shortened as the clock runs low (paced_think_ms). It owns inner
 * (freed with it, also when this fails). For measuring what runs while a
 * person thinks (bench/placement.sh) and the games people's clocks allow. */
Player *player_paced_new(Player *inner, int min_ms, int max_ms, uint64_t seed, char *err, size_t errlen);
/* The think time of a drawn drawn_ms on turn t: at most 1/25 of the main
 * time left (plus the increment and 3/4 of the byoyomi), but at least a
 * second, or drawn_ms if that is less. */
int64_t paced_think_ms(int64_t drawn_ms, const PlayerTurn *t);

/* Parses `kiryoku test --player` specs:
 *   usi:CMD ARGS                  an external engine on the clock;
 *   usi,KEY=V,...:CMD ARGS        the same with limits (depth, nodes, movetime);
 *   embedded:KEY=V,...            the embedded engine, KEY one of depth,
 *                                 nodes, movetime, softmax (temperature, cp),
 *                                 seed; e.g. embedded:softmax=80,depth=3;
 *   level:R[,depth=D][,seed=S]    the target-loss AI at rating R;
 *   human:R[,depth=D|nodes=N][,seed=S]  the embedded engine scoring every
 *                                 root move (default depth 2) and drawing
 *                                 as human_player.h says at strength R;
 *   script:FILE.
 * Every kind but script: takes pace=MIN-MAX too, think times of MIN to MAX
 * seconds (decimals allowed) drawn with seed= (player_paced_new):
 * embedded:depth=1,pace=3-15,seed=7 moves like a person who thinks 3-15 s.
 * A later key overrides an earlier one, so a caller may append ",seed=N". */
Player *player_from_spec(const char *spec, char *err, size_t errlen);

#endif
