/* A person's pace around a machine player (pace=MIN-MAX, player.h): the
 * spec's key for every kind but script:, its refusals, and that a move
 * comes no sooner than the drawn think time, within the range, the same
 * times again for the same seed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/clock.h"
#include "app/session/player.h"
#include "shogi/position.h"
#include "tests/check.h"
#include "tests/player_spec.h"

static void test_specs(void)
{
    char err[600];
    CHECK(opens("embedded:depth=1,pace=3-15", err, sizeof err));
    CHECK(opens("embedded:depth=1,pace=0.05-0.1,seed=4", err, sizeof err));
    CHECK(opens("human:1000,pace=2-2", err, sizeof err));
    CHECK(opens("level:1500,depth=1,pace=1-3", err, sizeof err));
    const char *bad[] = { "embedded:depth=1,pace=3", "embedded:depth=1,pace=15-3", "embedded:depth=1,pace=-1-3",
                          "embedded:depth=1,pace=1-4000", "embedded:depth=1,pace=a-b", "embedded:depth=1,pace=1-2x" };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        CHECK(!opens(bad[i], err, sizeof err));
        CHECK(strstr(err, "expected MIN-MAX") != NULL);
    }
}

/* The think times of a paced player's first `n` moves of game 1 from
 * the start position, in ms. */
static void think_times(const char *spec, int64_t *ms, int n)
{
    char err[600], mv[8];
    Player *p = player_from_spec(spec, err, sizeof err);
    CHECK(p != NULL);
    if (!p)
        return;
    Position pos;
    pos_init_startpos(&pos);
    CHECK_INT(p->new_game(p, 1, BLACK), 0);
    for (int i = 0; i < n; i++) {
        PlayerTurn t = { .game_index = 1, .start_sfen = "startpos", .moves = "", .pos = &pos, .side = BLACK,
                         .clock_ms = { 600000, 600000 } };
        int64_t t0 = clock_monotonic_ms(NULL);
        CHECK_INT(p->begin_turn(p, &t), 0);
        bool book;
        PlayerStatus st;
        while ((st = p->poll(p, 20, mv, &book)) == PLAYER_THINKING)
            ;
        CHECK_INT(st, PLAYER_MOVED);
        ms[i] = clock_monotonic_ms(NULL) - t0;
    }
    player_free(p);
}

static void test_moves_wait_for_the_think_time(void)
{
    enum { N = 4 };
    int64_t a[N], b[N], c[N];
    think_times("embedded:depth=1,pace=0.1-0.9,seed=5", a, N);
    think_times("embedded:depth=1,pace=0.1-0.9,seed=5", b, N);
    think_times("embedded:depth=1,pace=0.1-0.9,seed=6", c, N);
    long long off_b = 0, off_c = 0;
    for (int i = 0; i < N; i++) {
        CHECK(a[i] >= 100 && a[i] < 900 + 300); /* a loaded machine's poll may overrun */
        off_b += llabs((long long)(a[i] - b[i]));
        off_c += llabs((long long)(a[i] - c[i]));
    }
    /* The same seed draws the same times (to the machine's jitter);
     * another draws others (866 ms apart in all, for seeds 5 and 6). */
    CHECK(off_b < 300);
    CHECK(off_c > off_b + 300);
}

/* A person's clock: the draw while time is plenty, 1/25 of the time left
 * when that is less, a second at least (or the draw, if less), and what
 * byoyomi and increment give back. */
static void test_think_time_follows_the_clock(void)
{
    PlayerTurn t = { .side = WHITE, .clock_ms = { 1000, 600000 } };
    CHECK_INT(paced_think_ms(9000, &t), 9000);
    t.clock_ms[WHITE] = 100000; /* 4 s a move */
    CHECK_INT(paced_think_ms(9000, &t), 4000);
    CHECK_INT(paced_think_ms(3000, &t), 3000);
    t.clock_ms[WHITE] = 5000;
    CHECK_INT(paced_think_ms(9000, &t), 1000);
    CHECK_INT(paced_think_ms(400, &t), 400);
    t.clock_ms[WHITE] = -20; /* overdrawn: no share, the floor */
    CHECK_INT(paced_think_ms(9000, &t), 1000);
    t.clock_ms[WHITE] = 0;
    t.byoyomi_ms = 10000;
    CHECK_INT(paced_think_ms(9000, &t), 7500);
    t.byoyomi_ms = 0;
    t.increment_ms = 5000;
    t.clock_ms[WHITE] = 50000;
    CHECK_INT(paced_think_ms(9000, &t), 7000);
}

int main(void)
{
    RUN(test_think_time_follows_the_clock);
    RUN(test_specs);
    RUN(test_moves_wait_for_the_think_time);
    return check_summary();
}
