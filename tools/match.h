/* A game between two engine players, without a screen: for tests,
 * benchmarks (settai against other engines) and synthetic players. Each
 * side is an Opponent policy or a plain Bridge searching for its best move.
 * Clocks are real (wall time of each move), so a player that overruns loses
 * on time as it would against a human. The game is returned as a record
 * with move times, the AI marker and book comments (game_facts.h). */
#ifndef KIRYOKU_TOOLS_MATCH_H
#define KIRYOKU_TOOLS_MATCH_H

#include "bridge/bridge.h"
#include "ai/opponent.h"
#include "shogi/record.h"

typedef struct {
    const char *name;
    Opponent *opponent;    /* a policy (AI1, AI2, target-loss) ... */
    Bridge *engine;        /* ... or a plain engine playing BRIDGE_BEST */
    BridgeLimits limits;   /* for the plain engine (its clock is added when use_clock) */
    /* A policy's moves as they are taken, with the position they were
     * made in (benches: how deep each turn read, and at what cost); NULL:
     * none. */
    void (*on_move)(void *ctx, const Position *pos, const OpponentMove *m);
    void *on_move_ctx;
} MatchPlayer;

typedef struct {
    const char *start_sfen;    /* NULL = the normal start */
    const char *opening;       /* USI moves played first (not timed), or NULL */
    int max_plies;             /* 0 = 512; reaching it ends the game as interrupted */
    int main_ms;               /* each side's main time; 0 = no clock */
    int byoyomi_ms;
} MatchConfig;

/* Plays one game. Returns 0 with the record in *out (the caller frees it),
 * or -1 with a message when a player failed beyond recovery (the record so
 * far is still returned, ended as interrupted). */
int match_play(MatchPlayer *black, MatchPlayer *white, const MatchConfig *cfg, GameRecord **out, char *err,
               size_t errlen);

#endif
