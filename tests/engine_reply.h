/* An engine's reply at a fixed depth, for the tests that play settai
 * against it move by move. */
#ifndef KIRYOKU_TESTS_ENGINE_REPLY_H
#define KIRYOKU_TESTS_ENGINE_REPLY_H

#include <stdlib.h>

#include "bridge/bridge.h"
#include "shogi/position.h"
#include "shogi/usi.h"

/* b's best move in pos searched to depth, or MOVE_NONE when the search
 * fails. */
static inline Move test_engine_reply(Bridge *b, const Position *pos, int depth)
{
    char sfen[256];
    pos_to_sfen(pos, sfen, sizeof sfen);
    BridgeLimits l;
    bridge_limits_init(&l);
    l.depth = depth;
    BridgeResult *r = malloc(sizeof *r);
    Move m = MOVE_NONE;
    if (r && bridge_set_position(b, sfen, "") == 0 && bridge_go(b, &l, NULL, NULL) == 0) {
        bridge_wait(b, -1);
        bridge_result(b, r);
        m = r->status == BRIDGE_OK ? move_from_usi(pos, r->bestmove) : MOVE_NONE;
    }
    free(r);
    return m;
}

#endif
