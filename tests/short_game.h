/* A short real game for the analyser's tests: settai (AI1 at depth 2)
 * against a depth-2 engine after 7g7f 3c3d, cut at max_plies (fewer under
 * ASan, where every search costs several times more). */
#ifndef KIRYOKU_TESTS_SHORT_GAME_H
#define KIRYOKU_TESTS_SHORT_GAME_H

#include "ai/opponent.h"
#include "bridge/bridge.h"
#include "tests/check.h"
#include "tools/match.h"

/* The record (the caller frees it), or NULL when an engine would not open. */
static inline GameRecord *test_short_game(int max_plies)
{
    char err[512];
    Bridge *a = bridge_open("embedded", NULL, err, sizeof err);
    Bridge *b = bridge_open("embedded", NULL, err, sizeof err);
    GameRecord *rec = NULL;
    if (a && b) {
        OpponentConfig cfg;
        opponent_config_ai1(&cfg, 3);
        cfg.max_depth = 2;
        Opponent *o = opponent_new(a, &cfg);
        MatchPlayer black = { .name = "alice", .engine = b };
        bridge_limits_init(&black.limits);
        black.limits.depth = 2;
        MatchPlayer white = { .name = cfg.name, .opponent = o };
        MatchConfig mc = { .max_plies = CHECK_SANITIZED ? 24 : max_plies, .main_ms = 600000,
                           .opening = "7g7f 3c3d" };
        match_play(&black, &white, &mc, &rec, err, sizeof err);
        opponent_free(o);
    }
    if (a)
        bridge_close(a);
    if (b)
        bridge_close(b);
    return rec;
}

#endif
