/* Settai (sente) against the embedded engine at a fixed depth, move by move
 * from a position, for the tests of settai's options: each settai turn is
 * handed to the caller, who records what it tests. */
#ifndef KIRYOKU_TESTS_SETTAI_GAME_H
#define KIRYOKU_TESTS_SETTAI_GAME_H

#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "ai/opponent.h"
#include "bridge/bridge.h"
#include "shogi/position.h"
#include "shogi/usi.h"
#include "tests/engine_reply.h"

typedef struct {
    OpponentConfig cfg;   /* settai's, as the test sets it */
    const char *start;    /* "startpos moves ...", sente to move next or not */
    int reply_depth;      /* the engine's depth */
    int plies;            /* plies played from start, at most */
    int clock_ms;         /* settai's sudden-death clock, charged with its turns' wall time */
    /* After each settai turn that produced a move: the move, the position
     * it was played in, and the wall time the turn took. May be NULL. */
    void (*on_turn)(const OpponentMove *om, const Position *pos, long spent_ms, void *user);
    void *user;
} TestSettaiGame;

static inline long test_elapsed_ms(const struct timespec *t0)
{
    struct timespec t1;
    clock_gettime(CLOCK_MONOTONIC, &t1);
    return (t1.tv_sec - t0->tv_sec) * 1000L + (t1.tv_nsec - t0->tv_nsec) / 1000000L;
}

/* Plays the game; the USI moves played, space-separated, in moves, and
 * settai's clock at the end in *clock_left_ms (may be NULL). False when an
 * engine would not open or a settai turn failed. */
static inline bool test_settai_game(const TestSettaiGame *g, char *moves, size_t len, long *clock_left_ms)
{
    char err[512] = "", why[128];
    moves[0] = '\0';
    Bridge *ai = bridge_open("embedded", NULL, err, sizeof err);
    Bridge *eng = ai ? bridge_open("embedded", NULL, err, sizeof err) : NULL;
    Position pos;
    if (!ai || !eng || pos_set_usi(&pos, g->start, why, sizeof why) < 0) {
        bridge_close(ai);
        bridge_close(eng);
        return false;
    }
    Opponent *o = opponent_new(ai, &g->cfg);
    opponent_new_game(o);
    long left = g->clock_ms;
    bool ok = true;
    for (int i = 0; i < g->plies && ok; i++) {
        Move m;
        if (pos_side(&pos) == BLACK) {
            OpponentClock clk = { .my_ms = (int)left, .their_ms = 600000 };
            OpponentMove om;
            struct timespec t0;
            clock_gettime(CLOCK_MONOTONIC, &t0);
            ok = opponent_begin(o, &pos, &clk) == 0 && opponent_take(o, &om) == 0;
            long spent = test_elapsed_ms(&t0);
            left -= spent;
            if (ok && g->on_turn)
                g->on_turn(&om, &pos, spent, g->user);
            m = ok && om.move[0] ? move_from_usi(&pos, om.move) : MOVE_NONE;
        } else {
            m = test_engine_reply(eng, &pos, g->reply_depth);
        }
        if (m == MOVE_NONE || !pos_is_legal(&pos, m))
            break;
        char usi[USI_MOVE_MAX];
        move_to_usi(m, usi);
        size_t n = strlen(moves);
        snprintf(moves + n, len - n, "%s%s", n ? " " : "", usi);
        pos_do_move(&pos, m);
    }
    if (clock_left_ms)
        *clock_left_ms = left;
    opponent_free(o);
    bridge_close(ai);
    bridge_close(eng);
    return ok;
}

#endif
