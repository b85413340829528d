/* Settai aiming ahead of a player who outplays its forecast
 * (ai/settai_anticipate.h): the running mean of the player's gains and the
 * target it gives, and whole games of an Opponent against a deeper engine,
 * with the option off (always aiming at 0, the same game as ever) and on. */
#include <stdio.h>
#include <string.h>

#include "ai/opponent.h"
#include "ai/settai_anticipate.h"
#include "bridge/bridge.h"
#include "shogi/position.h"
#include "shogi/usi.h"
#include "tests/check.h"
#include "tests/settai_game.h"

/* One forecast error: the AI's move worth `forecast`, the best value at its
 * next turn `best`. */
static void reply(SettaiAnticipate *a, int forecast, int best)
{
    settai_anticipate_moved(a, forecast);
    settai_anticipate_best(a, best);
}

static void test_target_follows_the_gains(void)
{
    SettaiAnticipate a;
    settai_anticipate_reset(&a, 150);
    CHECK_INT(settai_anticipate_target(&a), 0);
    /* Three replies each 40 better than foreseen: the target moves then. */
    reply(&a, 10, -30);
    reply(&a, 0, -40);
    CHECK_INT(settai_anticipate_target(&a), 0); /* two measured: not yet */
    reply(&a, 20, -20);
    CHECK_INT(a.turns, 3);
    CHECK_INT(settai_anticipate_target(&a), 40);
    /* A reply 120 better pulls the mean a quarter of the way: 40 + 20. */
    reply(&a, 0, -120);
    CHECK_INT(settai_anticipate_target(&a), 60);
    /* Far better replies stop at the cap. */
    for (int i = 0; i < 20; i++)
        reply(&a, 0, -600);
    CHECK_INT(settai_anticipate_target(&a), 150);
    /* Replies worse than foreseen (a weaker player) bring it back to 0, and
     * never below: settai meets mistakes by its closest move to 0. */
    for (int i = 0; i < 40; i++)
        reply(&a, 0, 300);
    CHECK(a.gain < 0);
    CHECK_INT(settai_anticipate_target(&a), 0);
}

static void test_what_measures_nothing(void)
{
    SettaiAnticipate a;
    settai_anticipate_reset(&a, 0); /* off */
    for (int i = 0; i < 5; i++)
        reply(&a, 100, -100);
    CHECK_INT(a.turns, 0);
    CHECK_INT(settai_anticipate_target(&a), 0);
    settai_anticipate_reset(&a, 100);
    reply(&a, BRIDGE_SCORE_NONE, 0);            /* a book move has no value */
    reply(&a, bridge_score_from_mate(5), 0);    /* a mate is no reading */
    reply(&a, 0, -bridge_score_from_mate(3));
    reply(&a, 1200, 900);                       /* a bound away */
    CHECK_INT(a.turns, 0);
    /* One measurement per move: a second best value without a move between
     * measures nothing. */
    settai_anticipate_moved(&a, 50);
    settai_anticipate_best(&a, 0);
    settai_anticipate_best(&a, -500);
    CHECK_INT(a.turns, 1);
    CHECK(a.gain == 50);
    /* A new game forgets. */
    settai_anticipate_reset(&a, 100);
    CHECK_INT(a.turns, 0);
    CHECK(a.last_value == BRIDGE_SCORE_NONE);
}

/* A game in progress at ply 24 (the same as test_opponent's). */
static const char *OPENING = "startpos moves 7g7f 3c3d 2g2f 4c4d 3i4h 3a4b 5g5f 5c5d 7i6h 7a6b 6i7h 4a3b "
                             "5i6i 5a4a 4i5h 6a5b 6h7g 4b3c 6g6f 7c7d 8h7i 2b3a 3g3f 5b4c";


typedef struct {
    char moves[4096];
    int targets[64], turns;
    int first_target_ply, top;
} Game;

static void aim_turn(const OpponentMove *om, const Position *pos, long spent_ms, void *user)
{
    (void)spent_ms;
    Game *g = user;
    if (g->turns < 64)
        g->targets[g->turns++] = om->target;
    if (om->target > 0 && g->first_target_ply < 0)
        g->first_target_ply = pos->ply;
    if (om->target > g->top)
        g->top = om->target;
}

/* Settai (sente, seed 5, depth 1) against the embedded engine at depth 5
 * for `plies` plies after OPENING, anticipating up to `cap` (0: off). */
static bool play(int cap, int plies, Game *g)
{
    memset(g, 0, sizeof *g);
    g->first_target_ply = -1;
    TestSettaiGame spec = { .start = OPENING, .reply_depth = 5, .plies = plies, .clock_ms = 600000,
                            .on_turn = aim_turn, .user = g };
    opponent_config_ai1(&spec.cfg, 5);
    spec.cfg.max_depth = 1;
    spec.cfg.anticipate_cp = cap;
    return test_settai_game(&spec, g->moves, sizeof g->moves, NULL);
}

/* Off, settai aims at 0 on every turn. On, against an engine that reads
 * four plies deeper, it aims ahead once three replies from ply 30 have
 * been measured, within the cap; the moves before ply 30 are the same.
 * (Which moves the target changes depends on the position: in this one
 * at depth 1 it chose the same moves; bench/settai_clock.sh measures the
 * games.) */
static void test_whole_game(void)
{
    int plies = CHECK_SANITIZED ? 24 : 40;
    Game off, on;
    CHECK(play(0, plies, &off));
    CHECK(play(120, plies, &on));
    printf("off: %s\non:  %s\non's targets:", off.moves, on.moves);
    for (int i = 0; i < on.turns; i++)
        printf(" %d", on.targets[i]);
    printf("\n");
    CHECK(off.turns > 5);
    CHECK_INT(off.top, 0);
    CHECK(on.top > 0 && on.top <= 120);
    /* Measured from ply 30 (the replies before its turns at plies 30, 32
     * and 34, each measured by that turn's probe): aiming from ply 34. */
    CHECK(on.first_target_ply >= 34);
    CHECK(strncmp(off.moves, on.moves, 4 * 5 + 4) == 0); /* the 3 turns before ply 30 and their replies */
}

int main(void)
{
    RUN(test_target_follows_the_gains);
    RUN(test_what_measures_nothing);
    RUN(test_whole_game);
    return check_summary();
}
