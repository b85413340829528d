/* Settai steered by the judge's eyes (ai/settai_steer.h): the candidates,
 * the steered pick, the offset between the two readings, and whole turns
 * of an Opponent steered by a second engine (the embedded one at a small
 * depth, or a scripted USI engine that logs or dies). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/opponent.h"
#include "ai/settai_steer.h"
#include "bridge/bridge.h"
#include "shogi/position.h"
#include "shogi/usi.h"
#include "tests/check.h"
#include "tests/temp_dir.h"

static void test_candidates(void)
{
    /* Best first, as the engine gives them. */
    BridgeRootScore roots[8] = { { "7g7f", bridge_score_from_mate(5) }, { "2g2f", 400 }, { "5g5f", 120 },
                                 { "1g1f", 30 }, { "9g9f", -20 }, { "3g3f", -90 }, { "4g4f", -300 },
                                 { "6g6f", BRIDGE_SCORE_NONE } };
    int out[SETTAI_STEER_MAX];
    /* Nearest 0 is 9g9f (20): within 150 more, 1g1f (30), 3g3f (90), 5g5f (120). */
    CHECK_INT(settai_steer_candidates(roots, 8, 0, 4, 150, out), 4);
    CHECK_INT(out[0], 4);
    CHECK_INT(out[1], 3);
    CHECK_INT(out[2], 5);
    CHECK_INT(out[3], 2);
    CHECK_INT(settai_steer_candidates(roots, 8, 0, 2, 150, out), 2);
    CHECK_INT(out[0], 4);
    CHECK_INT(out[1], 3);
    /* A target: -300 is 4g4f itself, and nothing else within 150 of it. */
    CHECK_INT(settai_steer_candidates(roots, 8, -300, 4, 150, out), 1);
    CHECK_INT(out[0], 6);
    /* A mate is never a candidate, however high the target. */
    CHECK_INT(settai_steer_candidates(roots, 8, 30000, 4, 150, out), 1);
    CHECK_INT(out[0], 1);
    /* Nothing scored, nothing to steer among; max above SETTAI_STEER_MAX is cut. */
    BridgeRootScore none[2] = { { "7g7f", BRIDGE_SCORE_NONE }, { "2g2f", bridge_score_from_mate(-3) } };
    CHECK_INT(settai_steer_candidates(none, 2, 0, 4, 150, out), 0);
    BridgeRootScore many[12];
    for (int i = 0; i < 12; i++) {
        snprintf(many[i].move, sizeof many[i].move, "%dg%df", i % 9 + 1, i % 9 + 1);
        many[i].score = i;
    }
    CHECK_INT(settai_steer_candidates(many, 12, 0, 20, 150, out), SETTAI_STEER_MAX);
    CHECK_INT(out[0], 0);
    CHECK_INT(out[SETTAI_STEER_MAX - 1], SETTAI_STEER_MAX - 1);
}

static void test_pick(void)
{
    uint64_t rng = 5;
    int judge[4] = { 350, -40, bridge_score_from_mate(3), BRIDGE_SCORE_NONE };
    CHECK_INT(settai_steer_pick(judge, 4, -1, &rng), 1);
    /* A mate counts as the farthest; an unscored candidate is never picked. */
    int mates[3] = { bridge_score_from_mate(-3), 900, BRIDGE_SCORE_NONE };
    CHECK_INT(settai_steer_pick(mates, 3, -1, &rng), 1);
    int unscored[2] = { BRIDGE_SCORE_NONE, BRIDGE_SCORE_NONE };
    CHECK_INT(settai_steer_pick(unscored, 2, 20, &rng), -1);
    int only_mate[1] = { bridge_score_from_mate(7) };
    CHECK_INT(settai_steer_pick(only_mate, 1, -1, &rng), 0);
    /* Within 20 cp of the nearest (10): 10, -15 and 25 are drawn; 400 never. */
    int close[4] = { 10, -15, 25, 400 };
    int seen[4] = { 0 };
    for (int i = 0; i < 300; i++)
        seen[settai_steer_pick(close, 4, 20, &rng)]++;
    CHECK(seen[0] > 0 && seen[1] > 0 && seen[2] > 0);
    CHECK_INT(seen[3], 0);
    uint64_t a = 9, b = 9;
    for (int i = 0; i < 20; i++)
        CHECK_INT(settai_steer_pick(close, 4, 20, &a), settai_steer_pick(close, 4, 20, &b));
}

static void test_offset(void)
{
    SteerOffset s;
    settai_steer_offset_reset(&s);
    CHECK_INT(settai_steer_target(&s), 0);
    /* The judge reads the positions after settai's 0 and 50 as 300 and 250
     * for settai (the player's -300 and -250): 250 ahead of settai's own
     * reading, so settai should aim 250 below level in its own eyes. */
    int own1[2] = { 0, 50 }, judge1[2] = { -300, -250 };
    settai_steer_offset_add(&s, own1, judge1, 2);
    CHECK(s.known);
    CHECK_INT(s.offset, 250);
    CHECK_INT(settai_steer_target(&s), -250);
    /* Smoothed: half of the game's before, half of this move's 50. */
    int own2[1] = { 0 }, judge2[1] = { -50 };
    settai_steer_offset_add(&s, own2, judge2, 1);
    CHECK_INT(s.offset, 150);
    /* Mates on either side and unscored candidates change nothing. */
    int own3[3] = { bridge_score_from_mate(3), 10, 20 };
    int judge3[3] = { -100, bridge_score_from_mate(-5), BRIDGE_SCORE_NONE };
    settai_steer_offset_add(&s, own3, judge3, 3);
    CHECK_INT(s.offset, 150);
    /* The target stays within SETTAI_STEER_TARGET_MAX_CP. */
    int own4[1] = { 0 }, judge4[1] = { -5000 };
    settai_steer_offset_add(&s, own4, judge4, 1);
    CHECK_INT(settai_steer_target(&s), -SETTAI_STEER_TARGET_MAX_CP);
    int judge5[1] = { 9000 };
    settai_steer_offset_reset(&s);
    settai_steer_offset_add(&s, own4, judge5, 1);
    CHECK_INT(settai_steer_target(&s), SETTAI_STEER_TARGET_MAX_CP);
}

/* A middle game (the first 40 plies of a lishogi game in tests/data/human):
 * settai steers from
 * SETTAI_STEER_FROM_PLY. */
static const char *MIDGAME = "startpos moves 7g7f 8c8d 3g3f 1c1d 3f3e 4a3b 2g2f 8d8e 8h7g 7a6b 9g9f 1d1e 8i9g 9c9d "
                             "2h8h 2c2d 3i2h 5c5d 2h2g 9d9e 9f9e 7c7d 1g1f 1e1f 1i1f 1a1f 2g1f P*9f 2f2e 2d2e "
                             "1f2e 9f9g+ 9i9g N*6e 7g6f 7d7e 7f7e 8e8f 8g8f 5d5e";

typedef struct {
    OpponentMove move;
    OpponentStats stats;
    bool legal;
} Turn;

/* One turn of settai (AI1, depth 3) on `usi` with the clock my_ms, steered
 * by the engine steer_spec at depth 2 (NULL: not steered). */
static bool steered_turn(const char *usi, int my_ms, const char *steer_spec, Turn *t)
{
    char err[512] = "", why[128] = "";
    memset(t, 0, sizeof *t);
    Bridge *ai = bridge_open("embedded", NULL, err, sizeof err);
    Bridge *steer = steer_spec ? bridge_open(steer_spec, NULL, err, sizeof err) : NULL;
    Position *pos = malloc(sizeof *pos);
    bool ok = ai && (!steer_spec || steer) && pos && pos_set_usi(pos, usi, why, sizeof why) == 0;
    if (!ok)
        printf("cannot set up the turn: %s%s\n", err, why);
    OpponentConfig cfg;
    opponent_config_ai1(&cfg, 3);
    cfg.max_depth = 3;
    cfg.steer = steer;
    cfg.steer_depth = 2;
    Opponent *o = ok ? opponent_new(ai, &cfg) : NULL;
    OpponentClock clk = { .my_ms = my_ms, .their_ms = 600000 };
    if (o) {
        opponent_new_game(o);
        ok = opponent_begin(o, pos, &clk) == 0;
        while (ok && !opponent_ready(o, 5))
            ;
        ok = ok && opponent_take(o, &t->move) == 0;
        Move m = ok ? move_from_usi(pos, t->move.move) : MOVE_NONE;
        t->legal = m != MOVE_NONE && pos_is_legal(pos, m);
        opponent_stats(o, &t->stats);
    }
    opponent_free(o);
    bridge_close(ai);
    bridge_close(steer);
    free(pos);
    return ok;
}

/* The steered turn: several candidates scored by the steering engine,
 * the move one of them with the steering engine's value of it, which is
 * what that engine says of the position after the move. */
static void test_steered_turn(void)
{
    Turn t;
    CHECK(steered_turn(MIDGAME, 600000, "embedded", &t));
    printf("steered: %s, own %d, judge %d, %d searches, changed %d\n", t.move.move, t.move.value,
           t.move.steer_value, t.stats.steer_searches, t.stats.steer_changed);
    CHECK(t.legal);
    CHECK(t.move.steered);
    CHECK(t.stats.steer_searches >= 2 && t.stats.steer_searches <= SETTAI_STEER_COUNT);
    CHECK_INT(t.stats.steered_moves, 1);
    CHECK(!t.stats.steer_failed);
    /* The judge's value is its search of the position after the move. */
    char err[256], usi[1024], why[128];
    Bridge *j = bridge_open("embedded", NULL, err, sizeof err);
    snprintf(usi, sizeof usi, "%s %s", MIDGAME, t.move.move);
    Position *after = malloc(sizeof *after);
    CHECK(j && after && pos_set_usi(after, usi, why, sizeof why) == 0);
    if (j && after) {
        char moves[1024];
        snprintf(moves, sizeof moves, "%s", usi + strlen("startpos moves "));
        BridgeLimits l;
        bridge_limits_init(&l);
        l.depth = 2;
        BridgeResult *r = malloc(sizeof *r);
        CHECK(r && bridge_set_position(j, NULL, moves) == 0 && bridge_search(j, &l, r) == 0);
        if (r)
            CHECK_INT(t.move.steer_value, bridge_score_negate(r->score));
        free(r);
    }
    free(after);
    bridge_close(j);
    /* The same turn again: the same move. */
    Turn again;
    CHECK(steered_turn(MIDGAME, 600000, "embedded", &again));
    CHECK_STR(again.move.move, t.move.move);
}

/* No steering before SETTAI_STEER_FROM_PLY, on a short clock, or without
 * a steering engine: settai's own move, as ever. */
static void test_not_steered(void)
{
    Turn early, short_clock, off, off_mid;
    CHECK(steered_turn("startpos moves 7g7f 3c3d", 600000, "embedded", &early));
    CHECK(!early.move.steered);
    CHECK_INT(early.stats.steer_searches, 0);
    CHECK_INT(early.move.steer_value, BRIDGE_SCORE_NONE);
    CHECK(steered_turn(MIDGAME, SETTAI_STEER_MIN_CLOCK_MS - 1000, "embedded", &short_clock));
    CHECK(!short_clock.move.steered);
    CHECK_INT(short_clock.stats.steer_searches, 0);
    CHECK(steered_turn(MIDGAME, 600000, NULL, &off));
    CHECK(steered_turn(MIDGAME, SETTAI_STEER_MIN_CLOCK_MS - 1000, NULL, &off_mid));
    CHECK(!off.move.steered && off.legal);
    /* Unsteered, the clock does not change settai's move at this depth. */
    CHECK_STR(short_clock.move.move, off_mid.move.move);
}

/* The steering engine is sent the position after each candidate: a
 * scripted engine logs them, and each is the game so far and one move. */
static void test_positions_sent(void)
{
    char dir[128], spec[512], log[200];
    test_fresh_dir(dir, sizeof dir, "steer");
    snprintf(log, sizeof log, "%s/searches", dir);
    snprintf(spec, sizeof spec, "usi:sh tests/fake-engines/fake_usi.sh log %s", log);
    Turn t;
    CHECK(steered_turn(MIDGAME, 600000, spec, &t));
    CHECK(t.legal && t.move.steered);
    FILE *f = fopen(log, "r");
    CHECK(f != NULL);
    int n = 0, played = 0;
    char line[4096];
    while (f && fgets(line, sizeof line, f)) {
        n++;
        CHECK(strstr(line, "moves 7g7f 8c8d") != NULL);
        char tail[16];
        snprintf(tail, sizeof tail, " %s\n", t.move.move);
        size_t len = strlen(line), tl = strlen(tail);
        played += len >= tl && !strcmp(line + len - tl, tail);
    }
    if (f)
        fclose(f);
    CHECK_INT(n, t.stats.steer_searches);
    CHECK_INT(played, 1);
    test_remove_dir(dir);
}

/* A steering engine that dies: settai plays its own legal move, says so in
 * its stats, and steers no more. */
static void test_steer_dies(void)
{
    Turn t;
    CHECK(steered_turn(MIDGAME, 600000, "usi:sh tests/fake-engines/fake_usi.sh crash", &t));
    CHECK(t.legal);
    CHECK(!t.move.steered);
    CHECK(t.stats.steer_failed);
    CHECK_INT(t.move.steer_value, BRIDGE_SCORE_NONE);
}

int main(void)
{
    RUN(test_candidates);
    RUN(test_pick);
    RUN(test_offset);
    RUN(test_steered_turn);
    RUN(test_not_steered);
    RUN(test_positions_sent);
    RUN(test_steer_dies);
    return check_summary();
}
