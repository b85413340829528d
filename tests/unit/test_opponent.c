/* The AI opponents: the settai choice, target-loss lines, time budgets, and
 * whole games through the Bridge interface that end properly. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "engine/book.h" /* the test's own book from text; the app opens one through opponent_book_open */
#include "bridge/bridge.h"
#include "shogi/game_facts.h"
#include "tools/match.h"
#include "ai/opponent.h"
#include "ai/settai_course.h"
#include "ai/target_loss.h"
#include "ai/time_budget.h"
#include "shogi/usi.h"
#include "tests/check.h"
#include "tests/engine_reply.h"
#include "tests/settai_game.h"

static void test_pick_closest(void)
{
    BridgeRootScore roots[5] = { { "7g7f", 300 }, { "2g2f", 25 }, { "5g5f", -10 }, { "1g1f", -15 }, { "9g9f", -400 } };
    uint64_t rng = 1;
    CHECK_INT(opponent_pick_closest(roots, 5, 0, -1, &rng), 2);
    CHECK_INT(opponent_pick_closest(roots, 5, 280, -1, &rng), 0);
    CHECK_INT(opponent_pick_closest(roots, 5, -1000, -1, &rng), 4);
    /* Within 20 cp of the best distance (10): 2g2f (25), 5g5f (10), 1g1f (15). */
    int seen[5] = { 0 };
    for (int i = 0; i < 300; i++)
        seen[opponent_pick_closest(roots, 5, 0, 20, &rng)]++;
    CHECK(seen[1] > 0 && seen[2] > 0 && seen[3] > 0);
    CHECK_INT(seen[0] + seen[4], 0);
    /* The same seed gives the same choices. */
    uint64_t a = 42, b = 42;
    for (int i = 0; i < 20; i++)
        CHECK_INT(opponent_pick_closest(roots, 5, 0, 20, &a), opponent_pick_closest(roots, 5, 0, 20, &b));
}

static void test_target_lines(void)
{
    CHECK_INT(target_situation(10, 900), SITUATION_OPENING);
    CHECK_INT(target_situation(42, -200), SITUATION_LEVEL);
    CHECK_INT(target_situation(60, 201), SITUATION_BIASED);
    /* Los(1500): 0.104534*1500-268.995 = -112.2; 0.234493*1500-620.877 = -269.1;
     * 0.290031*1500-925.708 = -490.7 */
    CHECK_INT(target_mean_loss(SITUATION_OPENING, 1500), -112);
    CHECK_INT(target_mean_loss(SITUATION_LEVEL, 1500), -269);
    CHECK_INT(target_mean_loss(SITUATION_BIASED, 1500), -491);
    CHECK_INT(target_mean_loss(SITUATION_LEVEL, 3000), 0); /* never a gain */
    TargetLoss t;
    target_loss_init(&t, 1500, false);
    uint64_t rng = 7;
    TargetMode mode;
    CHECK_INT(target_loss_aim(&t, 50, 100, &rng, &mode), 100 - 269);
    CHECK_INT(mode, TARGET_AIM);
    /* It aimed at -169 and got -100: next time it aims 69 lower. */
    target_loss_played(&t, -169, -100);
    CHECK_INT(target_loss_aim(&t, 52, 0, &rng, &mode), -269 - 69);
    /* A forced mate: the fastest, unless mate misses are imitated. */
    CHECK_INT(target_loss_aim(&t, 80, bridge_score_from_mate(5), &rng, &mode), bridge_score_from_mate(5));
    CHECK_INT(mode, TARGET_BEST);
    double r[3];
    target_mate_miss_rates(1500, 5, r);
    /* a = -1.5e-6*1500+0.016937 = 0.014687; b = 0.346102 -> 0.419537 */
    CHECK(r[0] > 0.4195 && r[0] < 0.4196);
    CHECK(r[1] > 0 && r[2] > 0 && r[0] + r[1] + r[2] <= 1.0);
}

static void test_time_budget(void)
{
    /* 10 minutes sudden death: about 15 s early on, never more than a tenth. */
    CHECK_INT(budget_move_ms(600000, 0, 0, 0), (600000 - BUDGET_SAFETY_MS) / 40);
    CHECK(budget_move_ms(30000, 0, 0, 100) <= 3000);
    CHECK(budget_move_ms(2000, 0, 0, 150) <= 200);
    CHECK_INT(budget_move_ms(0, 0, 0, 150), BUDGET_MIN_MS);
    CHECK(budget_move_ms(0, 10000, 0, 150) >= 8000);
    /* Spending each budget in turn from 10 minutes never reaches zero. */
    int left = 600000;
    for (int ply = 0; ply < 400; ply += 2)
        left -= budget_move_ms(left, 0, 0, ply);
    CHECK(left > 0);
}

/* The course probes only once the game has given enough level positions
 * or is long already, and turns to winning after a run of hopeless turns. */
static void test_course_rules(void)
{
    SettaiCourse c;
    settai_course_reset(&c);
    /* Level moves before ply 40 do not count; no probe before enough. */
    settai_course_moved(&c, 30, 0);
    CHECK_INT(c.level_given, 0);
    settai_course_moved(&c, 39, 0);
    CHECK_INT(c.level_given, 1);
    CHECK(!settai_course_probe_wanted(&c, 60));
    for (int i = 0; i < 12; i++)
        settai_course_best(&c, 60 + 2 * i, 3000);
    CHECK(!settai_course_winning(&c));
    /* Enough level positions: probes, and a run one turn short. */
    for (int i = 1; i < SETTAI_LEVEL_ENOUGH; i++)
        settai_course_moved(&c, 40 + 2 * i, i % 2 ? 150 : -200);
    settai_course_moved(&c, 70, 201); /* outside the band */
    CHECK_INT(c.level_given, SETTAI_LEVEL_ENOUGH);
    CHECK(settai_course_probe_wanted(&c, 72));
    for (int i = 0; i < SETTAI_HOPELESS_TURNS - 1; i++)
        settai_course_best(&c, 72 + 2 * i, 1200);
    CHECK(!settai_course_winning(&c));
    /* A best under the bound breaks the run; unknown values change nothing. */
    settai_course_best(&c, 82, SETTAI_HOPELESS_CP - 1);
    settai_course_best(&c, 84, BRIDGE_SCORE_NONE);
    settai_course_moved(&c, 84, BRIDGE_SCORE_NONE);
    for (int i = 0; i < SETTAI_HOPELESS_TURNS - 1; i++)
        settai_course_best(&c, 86 + 2 * i, i % 2 ? bridge_score_from_mate(9) : 1500);
    CHECK(!settai_course_winning(&c));
    settai_course_best(&c, 96, SETTAI_HOPELESS_CP);
    CHECK(settai_course_winning(&c));
    CHECK(!settai_course_probe_wanted(&c, 98));
    /* Winning while its best stays at half the bound or more, level again below. */
    settai_course_moved(&c, 98, SETTAI_HOPELESS_CP / 2);
    CHECK(settai_course_winning(&c));
    settai_course_moved(&c, 100, SETTAI_HOPELESS_CP / 2 - 1);
    CHECK(!settai_course_winning(&c));
    CHECK_INT(c.hopeless_turns, 0);
    /* A forced mate (the AI's, not the player's) a few turns running. */
    settai_course_reset(&c);
    c.level_given = SETTAI_LEVEL_ENOUGH;
    for (int i = 0; i < SETTAI_MATE_TURNS - 1; i++)
        settai_course_best(&c, 80 + 2 * i, bridge_score_from_mate(5));
    settai_course_best(&c, 90, -bridge_score_from_mate(5));
    CHECK_INT(c.mate_turns, 0);
    for (int i = 0; i < SETTAI_MATE_TURNS - 1; i++)
        settai_course_best(&c, 92 + 2 * i, bridge_score_from_mate(3));
    CHECK(!settai_course_winning(&c));
    settai_course_best(&c, 98, bridge_score_from_mate(1));
    CHECK(settai_course_winning(&c));
    /* Late in a game no level positions are needed. */
    settai_course_reset(&c);
    CHECK(!settai_course_probe_wanted(&c, SETTAI_LATE_PLY - 1));
    for (int i = 0; i < SETTAI_HOPELESS_TURNS; i++)
        settai_course_best(&c, SETTAI_LATE_PLY + 2 * i, 3000);
    CHECK(settai_course_winning(&c));
}

/* When settai may think deeper (think_depth): from ply 10 (or its
 * think_from_ply), not while winning, after a move that left the game
 * level or moved its value by 100 cp or more, short of a mate or a
 * hopeless value. */
static void test_think_rule(void)
{
    SettaiCourse c;
    settai_course_reset(&c);
    CHECK(!settai_course_think_deeper(&c, 60, SETTAI_THINK_FROM_PLY)); /* no move of its own yet */
    settai_course_moved(&c, 20, 50);
    CHECK(!settai_course_think_deeper(&c, SETTAI_THINK_FROM_PLY - 1, SETTAI_THINK_FROM_PLY));
    CHECK(settai_course_think_deeper(&c, SETTAI_THINK_FROM_PLY, SETTAI_THINK_FROM_PLY));
    /* Another start (OpponentConfig.think_from_ply) moves the bound alone. */
    CHECK(!settai_course_think_deeper(&c, 29, 30));
    CHECK(settai_course_think_deeper(&c, 30, 30));
    settai_course_moved(&c, 40, -SETTAI_LEVEL_CP);
    CHECK(settai_course_think_deeper(&c, 42, SETTAI_THINK_FROM_PLY));
    /* Out of the band: drifting when it moved by SETTAI_DRIFT_CP or more. */
    settai_course_moved(&c, 42, -SETTAI_LEVEL_CP - SETTAI_DRIFT_CP + 1);
    CHECK(!settai_course_think_deeper(&c, 44, SETTAI_THINK_FROM_PLY));
    settai_course_moved(&c, 44, -SETTAI_LEVEL_CP - 2 * SETTAI_DRIFT_CP);
    CHECK(settai_course_think_deeper(&c, 46, SETTAI_THINK_FROM_PLY));
    settai_course_moved(&c, 46, -SETTAI_LEVEL_CP - 2 * SETTAI_DRIFT_CP);
    CHECK(!settai_course_think_deeper(&c, 48, SETTAI_THINK_FROM_PLY)); /* steady outside the band */
    settai_course_moved(&c, 48, 600);
    CHECK(settai_course_think_deeper(&c, 50, SETTAI_THINK_FROM_PLY)); /* drifting the other way */
    /* A book move changes nothing; hopeless or mate values never think deeper. */
    settai_course_moved(&c, 50, BRIDGE_SCORE_NONE);
    CHECK(settai_course_think_deeper(&c, 52, SETTAI_THINK_FROM_PLY));
    settai_course_moved(&c, 52, -SETTAI_HOPELESS_CP);
    CHECK(!settai_course_think_deeper(&c, 54, SETTAI_THINK_FROM_PLY));
    settai_course_moved(&c, 54, -500); /* drifted back, from a hopeless value */
    CHECK(!settai_course_think_deeper(&c, 56, SETTAI_THINK_FROM_PLY));
    settai_course_moved(&c, 56, bridge_score_from_mate(7));
    CHECK(!settai_course_think_deeper(&c, 58, SETTAI_THINK_FROM_PLY));
    settai_course_moved(&c, 58, 0);
    CHECK(settai_course_think_deeper(&c, 60, SETTAI_THINK_FROM_PLY));
    /* Playing to win: its best move, searched as usual. */
    c.winning = true;
    CHECK(!settai_course_think_deeper(&c, 62, SETTAI_THINK_FROM_PLY));
    settai_course_reset(&c);
    CHECK(!settai_course_think_deeper(&c, 62, SETTAI_THINK_FROM_PLY));
}

/* A random legal move, drawn with the test's own generator. */
static Move random_move(const Position *pos, uint64_t *rng)
{
    MoveList legal;
    gen_legal(pos, &legal);
    *rng = *rng * 6364136223846793005ull + 1442695040888963407ull;
    return legal.count ? legal.moves[(*rng >> 33) % (uint64_t)legal.count] : MOVE_NONE;
}

/* A random mover against settai (AI1 at depth 3): settai used to hand the
 * game back for 400-500 plies and decline mate after mate; now, once the
 * game has given its level positions and the mover keeps throwing them
 * away, settai wins it: the game ends within 200 plies (issue 36). */
static void test_settai_ends_thrown_game(void)
{
    char err[512] = "";
    Bridge *ai = bridge_open("embedded", NULL, err, sizeof err);
    CHECK(ai != NULL);
    if (!ai)
        return;
    OpponentConfig cfg;
    opponent_config_ai1(&cfg, 11);
    cfg.max_depth = 3;
    Opponent *o = opponent_new(ai, &cfg);
    opponent_new_game(o);
    Position pos;
    char why[128];
    CHECK_INT(pos_set_usi(&pos, "startpos", why, sizeof why), 0);
    uint64_t rng = 5;
    bool won = false, winning_seen = false;
    int ply = 0;
    for (; ply < 300; ply++) {
        Move m;
        if (pos_side(&pos) == WHITE) {
            OpponentClock clk = { .my_ms = 600000, .their_ms = 600000 };
            OpponentMove om;
            if (opponent_begin(o, &pos, &clk) < 0 || opponent_take(o, &om) < 0)
                break;
            winning_seen = winning_seen || om.winning;
            m = om.move[0] ? move_from_usi(&pos, om.move) : MOVE_NONE;
        } else {
            m = random_move(&pos, &rng);
        }
        if (m == MOVE_NONE || !pos_is_legal(&pos, m))
            break;
        pos_do_move(&pos, m);
        MoveList legal;
        gen_legal(&pos, &legal);
        if (legal.count == 0) {
            won = pos_side(&pos) == BLACK;
            ply++;
            break;
        }
    }
    printf("random mover against settai: %d plies, settai %s, played to win: %s\n", ply, won ? "mated it" : "did not win",
           winning_seen ? "yes" : "no");
    CHECK(won);
    CHECK(winning_seen);
    CHECK(ply <= 200);
    opponent_free(o);
    bridge_close(ai);
}

/* A professional opening, 24 plies (line 42 of tests/data's openings):
 * settai's deeper rule starts a few of its moves later, at ply 30. */
static const char *THINK_OPENING = "startpos moves 7g7f 3c3d 2g2f 4c4d 3i4h 3a4b 5g5f 5c5d 7i6h 7a6b 6i7h 4a3b "
                                   "5i6i 5a4a 4i5h 6a5b 6h7g 4b3c 6g6f 7c7d 8h7i 2b3a 3g3f 5b4c";

typedef struct {
    char moves[400];   /* settai's and the replies, in order (5-6 chars a ply) */
    int settai_turns, deeper_turns;
    int deepest;       /* the greatest depth settai's search completed */
    int first_deeper_ply; /* the game ply of its first deeper turn (0: none) */
    long worst_over_ms; /* the most a turn ran over its budget (may be < 0) */
    int deeper_budget_ms; /* the greatest budget a deeper turn was given */
    uint64_t deeper_max_nodes; /* the most nodes a deeper turn's search took */
    long clock_left_ms;
} ThinkGame;

/* One reply of a plain depth-2 search (deterministic). */
/* The depth-2 engine's reply. */
static Move engine_reply(Bridge *b, const Position *pos)
{
    return test_engine_reply(b, pos, 2);
}

/* The moves of settai (gote, AI1 at depth 2, seed 7) against the depth-2
 * engine from the start for `plies` plies, as game `game` of a test; a
 * space-separated USI line in out. */
static void game_line(int game, int plies, char *out, size_t len)
{
    char err[512] = "";
    Bridge *ai = bridge_open("embedded", NULL, err, sizeof err), *me = bridge_open("embedded", NULL, err, sizeof err);
    OpponentConfig cfg;
    opponent_config_ai1(&cfg, 7);
    cfg.max_depth = 2;
    Opponent *o = ai ? opponent_new(ai, &cfg) : NULL;
    out[0] = '\0';
    if (o && me) {
        opponent_new_game(o);
        opponent_set_game(o, game);
        Position pos;
        char why[128];
        pos_set_usi(&pos, "startpos", why, sizeof why);
        size_t n = 0;
        for (int ply = 0; ply < plies; ply++) {
            Move m = MOVE_NONE;
            if (pos_side(&pos) == WHITE) {
                OpponentClock clk = { .my_ms = 600000, .their_ms = 600000 };
                OpponentMove om;
                if (opponent_begin(o, &pos, &clk) == 0 && opponent_take(o, &om) == 0 && om.move[0])
                    m = move_from_usi(&pos, om.move);
            } else {
                m = engine_reply(me, &pos);
            }
            if (m == MOVE_NONE || !pos_is_legal(&pos, m))
                break;
            char usi[8];
            move_to_usi(m, usi);
            n += (size_t)snprintf(out + n, n < len ? len - n : 0, " %s", usi);
            pos_do_move(&pos, m);
        }
    }
    opponent_free(o);
    bridge_close(ai);
    bridge_close(me);
}

/* Against a player that repeats itself, game 5 is not game 1 again (round
 * 2's engines replayed games 1 and 4 as 5 and 6), and the same game told
 * its number again (a resumed test) is the same game. */
static void test_games_differ_by_number(void)
{
    static char g1[4096], g5[4096], g5again[4096];
    game_line(1, 40, g1, sizeof g1);
    game_line(5, 40, g5, sizeof g5);
    game_line(5, 40, g5again, sizeof g5again);
    CHECK(strlen(g1) > 100 && strlen(g5) > 100);
    CHECK(strcmp(g1, g5) != 0);
    CHECK(strcmp(g5, g5again) == 0);
}

static void think_turn(const OpponentMove *om, const Position *pos, long spent_ms, void *user)
{
    ThinkGame *g = user;
    if (spent_ms - om->think_ms > g->worst_over_ms)
        g->worst_over_ms = spent_ms - om->think_ms;
    g->settai_turns++;
    g->deeper_turns += om->deeper;
    if (om->deeper && om->think_ms > g->deeper_budget_ms)
        g->deeper_budget_ms = om->think_ms;
    if (om->deeper && om->nodes > g->deeper_max_nodes)
        g->deeper_max_nodes = om->nodes;
    if (om->deeper && !g->first_deeper_ply)
        g->first_deeper_ply = pos_move_number(pos) - 1;
    if (om->depth > g->deepest)
        g->deepest = om->depth;
}

/* Settai (sente, seed 21, max_depth 3, think_depth from think_from_ply for
 * think_ms a turn, as given) against a depth-2 engine for `plies` plies after
 * THINK_OPENING, settai on a sudden-death clock of clock_ms charged with the
 * wall time of its turns. */
static bool think_game_limits(int think_depth, int think_from_ply, int think_ms, int64_t think_nodes, int clock_ms,
                              int plies, ThinkGame *g)
{
    memset(g, 0, sizeof *g);
    g->worst_over_ms = -1000000;
    TestSettaiGame spec = { .start = THINK_OPENING, .reply_depth = 2, .plies = plies, .clock_ms = clock_ms,
                            .on_turn = think_turn, .user = g };
    opponent_config_ai1(&spec.cfg, 21);
    spec.cfg.max_depth = 3;
    spec.cfg.think_depth = think_depth;
    spec.cfg.think_from_ply = think_from_ply;
    spec.cfg.think_ms = think_ms;
    spec.cfg.think_nodes = think_nodes;
    return test_settai_game(&spec, g->moves, sizeof g->moves, &g->clock_left_ms);
}

/* The same with the default node cap. */
static bool think_game_ms(int think_depth, int think_from_ply, int think_ms, int clock_ms, int plies,
                          ThinkGame *g)
{
    return think_game_limits(think_depth, think_from_ply, think_ms, 0, clock_ms, plies, g);
}

/* The same, each deeper turn for the default time at most. */
static bool think_game(int think_depth, int think_from_ply, int clock_ms, int plies, ThinkGame *g)
{
    return think_game_ms(think_depth, think_from_ply, 0, clock_ms, plies, g);
}

/* With the option off (0, or no deeper than max_depth) settai plays the
 * same game as ever: same seed, same replies, same moves, never past
 * max_depth. On, the same game's level turns search deeper. */
static void test_think_off_same_game(void)
{
    int plies = CHECK_SANITIZED ? 14 : 24;
    ThinkGame off, again, equal, on;
    CHECK(think_game(0, 0, 600000, plies, &off));
    CHECK(think_game(0, 0, 600000, plies, &again));
    CHECK(think_game(3, 0, 600000, plies, &equal));
    CHECK(think_game(5, 0, 600000, plies, &on));
    printf("off: %s\n", off.moves);
    printf("on (think depth 5): %s; %d of %d turns deeper, deepest %d\n", on.moves, on.deeper_turns,
           on.settai_turns, on.deepest);
    CHECK_INT((int)strlen(off.moves) > 0, 1);
    CHECK_STR(again.moves, off.moves);
    CHECK_STR(equal.moves, off.moves);
    CHECK_INT(off.deeper_turns + equal.deeper_turns, 0);
    CHECK(off.deepest <= 3 && equal.deepest <= 3);
    CHECK(on.deeper_turns > 0);
    CHECK_INT(on.deepest, 5);
    /* A 10-minute clock budgets some 15 s a move early on: a deeper turn
     * gets SETTAI_THINK_MS at most, for the person waiting. */
    CHECK_INT(on.deeper_budget_ms, SETTAI_THINK_MS);
}

/* The deeper search starts at SETTAI_THINK_FROM_PLY unless told another
 * ply (think_from_ply): the same game (from ply 24), its level turns before
 * ply 34 deeper or not as told. */
static void test_think_from_ply(void)
{
    int plies = CHECK_SANITIZED ? 12 : 16;
    ThinkGame dflt, early, late;
    CHECK(think_game(5, 0, 600000, plies, &dflt));
    CHECK(think_game(5, 25, 600000, plies, &early));
    CHECK(think_game(5, 34, 600000, plies, &late));
    printf("think depth 5: first deeper turn at ply %d from the default (%d), %d from ply 25, %d from ply 34\n",
           dflt.first_deeper_ply, SETTAI_THINK_FROM_PLY, early.first_deeper_ply, late.first_deeper_ply);
    CHECK(dflt.first_deeper_ply >= SETTAI_THINK_FROM_PLY);
    CHECK(early.first_deeper_ply >= 25 && early.first_deeper_ply < 34);
    CHECK(late.first_deeper_ply == 0 || late.first_deeper_ply >= 34);
}

/* Thinking deeper on a short clock: the time budget still ends each
 * search (keeping its last whole iteration) so a turn runs over its
 * budget by no more than the engine's reaction to its stop, and the clock
 * never runs out. The slack allows a loaded machine's scheduling. */
static void test_think_within_budget(void)
{
    ThinkGame g;
    CHECK(think_game(30, 0, 8000, CHECK_SANITIZED ? 14 : 20, &g));
    printf("think depth 30 on an 8 s clock: %d of %d turns deeper, deepest %d, worst turn %ld ms over its budget, "
           "%ld ms left\n", g.deeper_turns, g.settai_turns, g.deepest, g.worst_over_ms, g.clock_left_ms);
    CHECK(g.deeper_turns > 0);
    CHECK(g.deepest < 30);
    CHECK(g.worst_over_ms <= 250);
    CHECK(g.clock_left_ms > 0);
}

/* On a 10-minute clock a deeper turn stops after its own time
 * (think_ms), keeping its last whole iteration, however deep it may go;
 * told no time of its own (< 0) it has the clock's budget. */
static void test_think_capped(void)
{
    ThinkGame capped, budget;
    int plies = CHECK_SANITIZED ? 10 : 16;
    CHECK(think_game_ms(30, 0, 200, 600000, plies, &capped));
    CHECK(think_game_ms(5, 0, -1, 600000, plies, &budget));
    printf("think depth 30 for 200 ms a turn: %d of %d turns deeper, deepest %d, worst turn %ld ms over its budget "
           "of %d ms; with the clock's budget alone %d ms\n", capped.deeper_turns, capped.settai_turns,
           capped.deepest, capped.worst_over_ms, capped.deeper_budget_ms, budget.deeper_budget_ms);
    CHECK(capped.deeper_turns > 0);
    CHECK_INT(capped.deeper_budget_ms, 200);
    CHECK(capped.deepest < 30);
    CHECK(capped.worst_over_ms <= 250);
    CHECK(budget.deeper_turns > 0);
    CHECK(budget.deeper_budget_ms > SETTAI_THINK_MS);
}

/* A deeper turn also stops at its node cap (think_nodes), keeping its
 * last whole iteration: far inside its time, a node-capped game is the
 * same game however busy the machine (the profile's settai on any
 * machine fast enough), and no search takes much more than the cap (the
 * engine looks at its limits every 256 nodes). */
static void test_think_node_cap(void)
{
    enum { CAP = 20000 };
    ThinkGame a, b;
    int plies = CHECK_SANITIZED ? 10 : 16;
    CHECK(think_game_limits(30, 0, 600000, CAP, 600000, plies, &a));
    CHECK(think_game_limits(30, 0, 600000, CAP, 600000, plies, &b));
    printf("think depth 30 for %d nodes a turn: %d of %d turns deeper, deepest %d, most nodes %llu\n", CAP,
           a.deeper_turns, a.settai_turns, a.deepest, (unsigned long long)a.deeper_max_nodes);
    CHECK(a.deeper_turns > 0);
    CHECK(a.deepest < 30);
    CHECK(a.deeper_max_nodes >= CAP && a.deeper_max_nodes <= CAP + 1024);
    CHECK_STR(a.moves, b.moves);
}

/* A book of one first move for sente. */
static const char *TEST_BOOK = "10 | yagura | b | test line | 7g7f\n";

/* Settai (AI2, with a one-move book) against a plain engine: the game
 * reaches a proper end and the record carries times, the AI and the book. */
static void test_settai_game_ends(void)
{
    char err[512] = "";
    Bridge *ai = bridge_open("embedded", NULL, err, sizeof err);
    Bridge *eng = bridge_open("embedded", NULL, err, sizeof err);
    CHECK(ai && eng);
    if (!ai || !eng)
        return;
    Book *book = book_load_text(TEST_BOOK, "test book", err, sizeof err);
    CHECK(book != NULL);
    OpponentConfig cfg;
    opponent_config_ai2(&cfg, 12345, book);
    cfg.max_depth = 2;
    Opponent *o = opponent_new(ai, &cfg);
    MatchPlayer black = { .name = cfg.name, .opponent = o };
    MatchPlayer white = { .name = "depth-3 engine", .engine = eng };
    bridge_limits_init(&white.limits);
    white.limits.depth = CHECK_SANITIZED ? 2 : 3;
    MatchConfig mc = { .max_plies = 400, .main_ms = 600000 };
    GameRecord *rec = NULL;
    CHECK_INT(match_play(&black, &white, &mc, &rec, err, sizeof err), 0);
    CHECK(rec != NULL);
    if (rec) {
        printf("settai game: %d plies, end %d (side %d)\n", rec->move_count, rec->end, rec->end_side);
        CHECK(rec->end == END_MATE || rec->end == END_SENNICHITE || rec->end == END_DECLARE_WIN ||
              rec->end == END_ILLEGAL_WIN || rec->end == END_ILLEGAL_LOSS || rec->end == END_INTERRUPT);
        CHECK(rec->end != END_RESIGN || rec->end_side == WHITE); /* settai never resigns */
        CHECK(rec->move_count > 10);
        CHECK(game_move_from_book(rec, 1));
        CHECK(!game_move_from_book(rec, 3));
        CHECK(game_in_book(rec, 2));
        CHECK(!game_in_book(rec, 4));
        char name[64];
        CHECK_STR(game_ai_name(rec, name, sizeof name), "kiryoku AI2");
        CHECK(rec->moves[rec->move_count - 1].time_ms >= 0);
        CHECK(game_clock_left_ms(rec, 5) > 0);
        record_free(rec);
    }
    opponent_free(o);
    if (book)
        book_free(book);
    bridge_close(ai);
    bridge_close(eng);
}

/* On a short sudden-death clock the AI budgets its time and never flags,
 * even though its depth alone would take longer than the budget. */
static void test_never_flags(void)
{
    char err[512] = "";
    Bridge *ai = bridge_open("embedded", NULL, err, sizeof err);
    Bridge *eng = bridge_open("embedded", NULL, err, sizeof err);
    if (!ai || !eng) {
        CHECK(0);
        return;
    }
    OpponentConfig cfg;
    opponent_config_ai1(&cfg, 5);
    cfg.max_depth = 8;
    Opponent *o = opponent_new(ai, &cfg);
    MatchPlayer black = { .name = "depth-1 engine", .engine = eng };
    bridge_limits_init(&black.limits);
    black.limits.depth = 1;
    MatchPlayer white = { .name = cfg.name, .opponent = o };
    MatchConfig mc = { .max_plies = CHECK_SANITIZED ? 30 : 80, .main_ms = 4000 };
    GameRecord *rec = NULL;
    CHECK_INT(match_play(&black, &white, &mc, &rec, err, sizeof err), 0);
    if (rec) {
        CHECK(!(rec->end == END_TIME_UP && rec->end_side == WHITE));
        long left = game_clock_left_ms(rec, rec->move_count % 2 ? rec->move_count - 1 : rec->move_count);
        printf("never flags: %d plies, end %d, AI clock left %ld ms of 4000\n", rec->move_count, rec->end, left);
        record_free(rec);
    }
    opponent_free(o);
    bridge_close(ai);
    bridge_close(eng);
}

/* The policy's move is always legal and asynchronous like the Bridge. */
static void test_async_turn(void)
{
    char err[512] = "";
    Bridge *ai = bridge_open("embedded", NULL, err, sizeof err);
    CHECK(ai != NULL);
    if (!ai)
        return;
    OpponentConfig cfg;
    opponent_config_target(&cfg, 9, 1200);
    cfg.max_depth = 3;
    Opponent *o = opponent_new(ai, &cfg);
    Position pos;
    char why[128];
    CHECK_INT(pos_set_usi(&pos, "startpos moves 7g7f 3c3d 2g2f", why, sizeof why), 0);
    OpponentClock clk = { .my_ms = 60000, .their_ms = 60000 };
    CHECK_INT(opponent_begin(o, &pos, &clk), 0);
    while (!opponent_ready(o, 5))
        ;
    OpponentMove m;
    CHECK_INT(opponent_take(o, &m), 0);
    Move mv = move_from_usi(&pos, m.move);
    CHECK(mv != MOVE_NONE && pos_is_legal(&pos, mv));
    CHECK(!m.from_book);
    CHECK(m.value != BRIDGE_SCORE_NONE);
    opponent_free(o);
    bridge_close(ai);
}

int main(void)
{
    RUN(test_pick_closest);
    RUN(test_target_lines);
    RUN(test_time_budget);
    RUN(test_course_rules);
    RUN(test_think_rule);
    RUN(test_think_off_same_game);
    RUN(test_think_from_ply);
    RUN(test_games_differ_by_number);
    RUN(test_think_within_budget);
    RUN(test_think_capped);
    RUN(test_think_node_cap);
    RUN(test_settai_ends_thrown_game);
    RUN(test_settai_game_ends);
    RUN(test_never_flags);
    RUN(test_async_turn);
    return check_summary();
}
