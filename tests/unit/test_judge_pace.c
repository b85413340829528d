/* The end-of-test choice of judge (app/judge_pace.h, issue 34): the
 * test's judge goes on unless what it has left would take longer than the
 * built-in judge's whole test; its own measure counts over its bench
 * figure; the cores divide both waits. */
#include "app/judge.h"
#include "app/judge_pace.h"
#include "tests/check.h"

/* A 4-game test of 540 positions, a gpsshogi-like judge (0.4 s measured
 * a search, 0.38 s on the bench) against 0.05 s, on two cores: the
 * built-in judge needs 540 x 0.05 / 2 = 13.5 s. */
static JudgePace pace(int left, int measured)
{
    return (JudgePace){ .left = left, .positions = 540, .measured = measured,
                        .measured_cpu_s = 0.4 * measured, .judge_cpu_s = 0.38, .builtin_cpu_s = 0.05,
                        .cores = 2 };
}

static void test_nothing_left(void)
{
    JudgePace p = pace(0, 540);
    JudgeWait w;
    CHECK(!judge_too_slow(&p, &w));
    CHECK(w.judge_s == 0.0);
    CHECK(w.builtin_s > 13.49 && w.builtin_s < 13.51);
}

static void test_a_little_left(void)
{
    /* 10 left: 10 x 0.4 / 2 = 2 s against 13.5 s. */
    JudgePace p = pace(10, 530);
    JudgeWait w;
    CHECK(!judge_too_slow(&p, &w));
    CHECK(w.judge_s > 1.99 && w.judge_s < 2.01);
    /* Just under and just over the built-in judge's 13.5 s: 67 and 68 left. */
    p = pace(67, 473);
    CHECK(!judge_too_slow(&p, &w));
    p = pace(68, 472);
    CHECK(judge_too_slow(&p, &w));
}

static void test_far_too_much_left(void)
{
    /* The player who moves at once: 1,726 positions, 1,200 left, 1 s each
     * as measured here (a slow machine, or the endgames): 600 s against
     * 1,726 x 0.05 / 2 = 43 s. */
    JudgePace p = { .left = 1200, .positions = 1726, .measured = 526, .measured_cpu_s = 526.0,
                    .judge_cpu_s = 0.38, .builtin_cpu_s = 0.05, .cores = 2 };
    JudgeWait w;
    CHECK(judge_too_slow(&p, &w));
    CHECK(w.judge_s > 599.9 && w.judge_s < 600.1);
    CHECK(w.builtin_s > 43.1 && w.builtin_s < 43.2);
    /* One core doubles both waits; the choice stands. */
    p.cores = 1;
    CHECK(judge_too_slow(&p, &w));
    CHECK(w.judge_s > 1199.9 && w.judge_s < 1200.1);
    p.cores = 0; /* unknown: one */
    CHECK(judge_too_slow(&p, &w));
}

static void test_no_measure_yet(void)
{
    /* Nothing measured (a test resumed at its last move, or no background
     * analysis at all): the judge's bench figure stands in. */
    JudgePace p = pace(30, 0);
    JudgeWait w;
    CHECK(!judge_too_slow(&p, &w)); /* 30 x 0.38 / 2 = 5.7 s */
    CHECK(w.judge_s > 5.69 && w.judge_s < 5.71);
    p = pace(540, 0); /* all of it: 102.6 s */
    CHECK(judge_too_slow(&p, &w));
    /* The shipped figures: gpsshogi is the dearer judge. */
    const Judge *d = judge_find("gpsshogi-d4"), *b = judge_builtin();
    CHECK(d && b && d->cpu_ms > b->cpu_ms && b->cpu_ms > 0);
}

int main(void)
{
    RUN(test_nothing_left);
    RUN(test_a_little_left);
    RUN(test_far_too_much_left);
    RUN(test_no_measure_yet);
    return check_summary();
}
