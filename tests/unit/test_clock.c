/* The game clock, driven by a fake time source so nothing sleeps. */
#include "app/clock.h"
#include "tests/check.h"

static int64_t fake_now;
static int64_t fake_ms(void *ctx) { (void)ctx; return fake_now; }
static const ClockSource fake = { fake_ms, NULL };

static void make(Clock *c, int64_t main_ms, int64_t byo, int64_t inc)
{
    fake_now = 1000000;
    ClockConfig cfg = { main_ms, byo, inc };
    clock_init(c, &cfg, &fake);
}

static void test_sudden_death_press_and_switch(void)
{
    Clock c;
    make(&c, 600000, 0, 0);
    CHECK_INT(clock_main_left(&c, BLACK), 600000);
    clock_start(&c, BLACK);
    fake_now += 12345;
    CHECK_INT(clock_turn_elapsed(&c), 12345);
    CHECK_INT(clock_main_left(&c, BLACK), 600000 - 12345);
    CHECK_INT(clock_main_left(&c, WHITE), 600000);
    CHECK_INT(clock_press(&c), 12345);
    CHECK_INT(c.side, WHITE);
    fake_now += 2000;
    CHECK_INT(clock_main_left(&c, BLACK), 600000 - 12345);
    CHECK_INT(clock_main_left(&c, WHITE), 598000);
    CHECK_INT(clock_press(&c), 2000);
    CHECK_INT(c.moves[BLACK], 1);
    CHECK_INT(c.moves[WHITE], 1);
    CHECK_INT(clock_flagged(&c), COLOR_NB);
}

/* A skip takes time off the running turn, never more than it has run
 * (even after a pause banked some); nothing when no turn runs. */
static void test_skip(void)
{
    Clock c;
    make(&c, 600000, 0, 0);
    clock_skip(&c, 5000); /* idle: nothing */
    clock_start(&c, BLACK);
    fake_now += 9000;
    clock_skip(&c, 6000);
    CHECK_INT(clock_turn_elapsed(&c), 3000);
    CHECK_INT(clock_main_left(&c, BLACK), 597000);
    clock_skip(&c, 60000);
    CHECK_INT(clock_turn_elapsed(&c), 0);
    fake_now += 1000;
    clock_pause(&c);
    clock_resume(&c);
    fake_now += 2000;
    clock_skip(&c, 2500); /* 1000 banked before the pause, 2000 since */
    CHECK_INT(clock_turn_elapsed(&c), 500);
    CHECK_INT(clock_press(&c), 500);
    clock_pause(&c);
    fake_now += 4000;
    clock_skip(&c, 1000); /* paused: nothing runs, nothing to skip */
    CHECK_INT(clock_turn_elapsed(&c), 0);
}

/* A refund gives back what a press charged, to that side only; nothing
 * for zero or less. */
static void test_refund(void)
{
    Clock c;
    make(&c, 600000, 0, 0);
    clock_start(&c, BLACK);
    fake_now += 7000;
    int64_t spent = clock_press(&c);
    clock_refund(&c, BLACK, spent);
    CHECK_INT(clock_main_left(&c, BLACK), 600000);
    clock_refund(&c, BLACK, 0);
    clock_refund(&c, BLACK, -5);
    CHECK_INT(clock_main_left(&c, BLACK), 600000);
    fake_now += 3000;
    CHECK_INT(clock_main_left(&c, WHITE), 597000);
}

/* The flag falls while nobody moves, and exactly at zero. */
static void test_flag_without_a_move(void)
{
    Clock c;
    make(&c, 5000, 0, 0);
    clock_start(&c, BLACK);
    fake_now += 4999;
    CHECK_INT(clock_flagged(&c), COLOR_NB);
    CHECK_INT(clock_ms_to_flag(&c, BLACK), 1);
    fake_now += 1;
    CHECK_INT(clock_flagged(&c), BLACK);
    CHECK_INT(clock_main_left(&c, BLACK), 0);
    fake_now += 100000;
    CHECK_INT(clock_main_left(&c, BLACK), 0);
    CHECK_INT(clock_flagged(&c), BLACK);
}

static void test_flag_stays_after_press(void)
{
    Clock c;
    make(&c, 1000, 0, 500);
    clock_start(&c, WHITE);
    fake_now += 1500;
    CHECK_INT(clock_press(&c), 1500);
    CHECK_INT(clock_flagged(&c), WHITE);
    CHECK_INT(clock_main_left(&c, WHITE), 0); /* no increment after a fallen flag */
}

static void test_byoyomi(void)
{
    Clock c;
    make(&c, 10000, 30000, 0);
    clock_start(&c, BLACK);
    fake_now += 25000; /* 10 s main + 15 s of byoyomi */
    CHECK_INT(clock_main_left(&c, BLACK), 0);
    CHECK_INT(clock_byoyomi_left(&c, BLACK), 15000);
    CHECK_INT(clock_flagged(&c), COLOR_NB);
    CHECK_INT(clock_press(&c), 25000);
    fake_now += 1000;
    clock_press(&c);
    /* black's next move: main is gone, a fresh 30 s of byoyomi */
    CHECK_INT(clock_byoyomi_left(&c, BLACK), 30000);
    fake_now += 29999;
    CHECK_INT(clock_flagged(&c), COLOR_NB);
    clock_press(&c);
    fake_now += 1000;
    clock_press(&c);
    fake_now += 30000;
    CHECK_INT(clock_flagged(&c), BLACK);
}

static void test_increment(void)
{
    Clock c;
    make(&c, 60000, 0, 10000);
    clock_start(&c, BLACK);
    fake_now += 3000;
    clock_press(&c);
    CHECK_INT(clock_main_left(&c, BLACK), 67000);
    fake_now += 70000; /* white spends more than its main time before the increment */
    CHECK_INT(clock_flagged(&c), WHITE);
}

static void test_pause_is_not_charged(void)
{
    Clock c;
    make(&c, 600000, 0, 0);
    clock_start(&c, BLACK);
    fake_now += 4000;
    clock_pause(&c);
    fake_now += 300000; /* a break */
    CHECK_INT(clock_turn_elapsed(&c), 4000);
    CHECK_INT(clock_main_left(&c, BLACK), 596000);
    CHECK_INT(clock_flagged(&c), COLOR_NB);
    clock_resume(&c);
    fake_now += 1000;
    CHECK_INT(clock_press(&c), 5000);
    CHECK_INT(clock_main_left(&c, BLACK), 595000);
}

/* Resume from the store: the clocks as saved; the hours the program was not
 * running are not charged. */
static void test_restore(void)
{
    Clock c;
    make(&c, 600000, 0, 0);
    int64_t saved[COLOR_NB] = { 412000, 388500 };
    fake_now += 3600000;
    clock_restore(&c, saved, WHITE);
    fake_now += 3600000;
    CHECK_INT(clock_main_left(&c, WHITE), 388500);
    CHECK_INT(clock_flagged(&c), COLOR_NB);
    clock_resume(&c);
    fake_now += 500;
    CHECK_INT(clock_main_left(&c, WHITE), 388000);
    CHECK_INT(clock_main_left(&c, BLACK), 412000);
    CHECK_INT(clock_press(&c), 500);
    CHECK_INT(c.side, BLACK);
}

static void test_stop_freezes(void)
{
    Clock c;
    make(&c, 600000, 0, 0);
    clock_start(&c, BLACK);
    fake_now += 7000;
    clock_stop(&c);
    fake_now += 900000;
    CHECK_INT(clock_main_left(&c, BLACK), 593000);
    CHECK_INT(clock_flagged(&c), COLOR_NB);
    CHECK_INT(clock_press(&c), 0);
}

static void test_format(void)
{
    char b[16];
    clock_format(600000, b, sizeof b);
    CHECK_STR(b, "10:00");
    clock_format(59999, b, sizeof b);
    CHECK_STR(b, "0:59");
    clock_format(9340, b, sizeof b);
    CHECK_STR(b, "0:09.3");
    clock_format(-5, b, sizeof b);
    CHECK_STR(b, "0:00.0");
    clock_format(3723000, b, sizeof b);
    CHECK_STR(b, "1:02:03");
}

static void test_real_monotonic_source(void)
{
    Clock c;
    ClockConfig cfg = { 1000, 0, 0 };
    clock_init(&c, &cfg, NULL);
    clock_start(&c, BLACK);
    int64_t e = clock_turn_elapsed(&c);
    CHECK(e >= 0 && e < 1000);
}

int main(void)
{
    RUN(test_sudden_death_press_and_switch);
    RUN(test_flag_without_a_move);
    RUN(test_refund);
    RUN(test_skip);
    RUN(test_flag_stays_after_press);
    RUN(test_byoyomi);
    RUN(test_increment);
    RUN(test_pause_is_not_charged);
    RUN(test_restore);
    RUN(test_stop_freezes);
    RUN(test_format);
    RUN(test_real_monotonic_source);
    return check_summary();
}
