/* The embedded backend through the Bridge interface: objectives, an
 * infinite search stopped from the caller's thread, bad positions, and
 * several instances searching at once. */
#include <stdio.h>
#include <string.h>

#include "bridge/bridge.h"
#include "shogi/usi.h"
#include "tests/check.h"

static const char *MOVES = "7g7f 3c3d 2g2f 8c8d 2f2e 8d8e 6i7h 4a3b";

static int legal_count(const char *moves)
{
    Position pos;
    char line[512], why[128];
    snprintf(line, sizeof line, "startpos moves %s", moves);
    if (pos_set_usi(&pos, line, why, sizeof why) < 0)
        return -1;
    MoveList l;
    gen_legal(&pos, &l);
    return l.count;
}

static void test_objectives(void)
{
    char err[256];
    Bridge *b = bridge_open("embedded", NULL, err, sizeof err);
    CHECK(b != NULL);
    if (!b)
        return;
    BridgeCaps caps;
    bridge_caps(b, &caps);
    CHECK(caps.flags & BRIDGE_NATIVE_OBJECTIVES);
    CHECK(caps.flags & BRIDGE_DETERMINISTIC);
    CHECK_INT(bridge_set_position(b, NULL, MOVES), 0);
    BridgeLimits l;
    bridge_limits_init(&l);
    l.depth = 3;
    l.objective = BRIDGE_ALL_ROOT_SCORES;
    BridgeResult r;
    CHECK_INT(bridge_search(b, &l, &r), 0);
    CHECK_INT(r.root_count, legal_count(MOVES));
    for (int i = 1; i < r.root_count; i++)
        CHECK(r.root[i - 1].score >= r.root[i].score);
    CHECK_STR(r.bestmove, r.root[0].move);
    /* The closest-to-target move is the one closest among all root scores. */
    int target = r.root[r.root_count / 2].score;
    l.objective = BRIDGE_CLOSEST_TO_TARGET;
    l.target_cp = target;
    bridge_new_game(b);
    CHECK_INT(bridge_search(b, &l, &r), 0);
    CHECK(r.score != BRIDGE_SCORE_NONE);
    bridge_close(b);
}

static void test_stop_infinite(void)
{
    char err[256];
    Bridge *b = bridge_open("embedded", NULL, err, sizeof err);
    CHECK(b != NULL);
    if (!b)
        return;
    BridgeLimits l;
    bridge_limits_init(&l);
    CHECK_INT(bridge_go(b, &l, NULL, NULL), 0);
    CHECK(!bridge_wait(b, 50));
    bridge_stop(b);
    CHECK(bridge_wait(b, 5000));
    BridgeResult r;
    bridge_result(b, &r);
    CHECK_INT(r.status, BRIDGE_OK);
    CHECK(r.stopped);
    Position pos;
    pos_init_startpos(&pos);
    Move m = move_from_usi(&pos, r.bestmove);
    CHECK(m != MOVE_NONE && pos_is_legal(&pos, m));
    bridge_close(b);
}

static void test_bad_position(void)
{
    char err[256];
    Bridge *b = bridge_open("embedded", NULL, err, sizeof err);
    CHECK(b != NULL);
    if (!b)
        return;
    CHECK(bridge_set_position(b, NULL, "7g7f 7g7f") < 0);
    CHECK(strstr(bridge_error(b), "embedded: bad position") != NULL);
    CHECK(bridge_set_position(b, "not an sfen", NULL) < 0);
    bridge_close(b);
}

static void test_parallel_instances(void)
{
    char err[256];
    Bridge *b[3];
    BridgeLimits l;
    bridge_limits_init(&l);
    l.depth = CHECK_SANITIZED ? 3 : 5;
    for (int i = 0; i < 3; i++) {
        b[i] = bridge_open("embedded", NULL, err, sizeof err);
        CHECK(b[i] != NULL);
        if (!b[i])
            return;
        bridge_set_position(b[i], NULL, MOVES);
        CHECK_INT(bridge_go(b[i], &l, NULL, NULL), 0);
    }
    BridgeResult r[3];
    for (int i = 0; i < 3; i++)
        bridge_result(b[i], &r[i]);
    for (int i = 1; i < 3; i++) {
        CHECK_STR(r[i].bestmove, r[0].bestmove);
        CHECK_INT(r[i].score, r[0].score);
        CHECK_INT(r[i].nodes, r[0].nodes);
    }
    for (int i = 0; i < 3; i++)
        bridge_close(b[i]);
}

int main(void)
{
    RUN(test_objectives);
    RUN(test_stop_infinite);
    RUN(test_bad_position);
    RUN(test_parallel_instances);
    return check_summary();
}
