/* The move-choice likelihood's fit (rating/choice.h): on choices drawn
 * from the model itself with a fixed seed, the maximum-likelihood s comes
 * back within a stated tolerance of the s that drew them; a player who
 * always plays the best move gets a smaller s than one who picks at
 * random; the fit is the likelihood's maximum; the cap holds. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "rating/choice.h"
#include "tests/check.h"

enum { POSITIONS = 2000, MAX_MOVES = 120 };

static unsigned long long state;

static unsigned long long next_random(void)
{
    unsigned long long z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static double uniform01(void)
{
    return (double)(next_random() >> 11) / 9007199254740992.0;
}

static double pool[POSITIONS * MAX_MOVES];
static ChoicePosition pos[POSITIONS];

/* Positions shaped like shogi's: 20 to 120 legal moves, the best at 0, a
 * few close to it and a long tail (deltas exponential, mean 400 cp, so
 * some pass the cap). */
static void make_positions(double c)
{
    for (int i = 0; i < POSITIONS; i++) {
        double *x = pool + i * MAX_MOVES;
        int n = 20 + (int)(uniform01() * (MAX_MOVES - 20));
        x[0] = 0;
        for (int j = 1; j < n; j++)
            x[j] = choice_cost(-400.0 * log(1.0 - uniform01()), c);
        pos[i] = (ChoicePosition){ x, n, 0 };
    }
}

/* Draws each position's move from the model at sensitivity s. */
static void draw_choices(double s, double c)
{
    double beta = pow(s, -c);
    for (int i = 0; i < POSITIONS; i++) {
        double z = 0, u;
        for (int j = 0; j < pos[i].count; j++)
            z += exp(-beta * pos[i].x[j]);
        u = uniform01() * z;
        int j = 0;
        for (; j < pos[i].count - 1; j++) {
            u -= exp(-beta * pos[i].x[j]);
            if (u < 0)
                break;
        }
        pos[i].played = j;
    }
}

/* 2000 positions: the fit's own standard error on log s, from the
 * likelihood's curvature, is 2.4% at s = 25 rising to 4.6% at 400, so 10%
 * is two to four of them. Near and above the deltas' own mean (400 cp
 * here) the choices are close to random and say less about s (6.5% at
 * 700, which came back as 788): the test stays below it. */
#define TOLERANCE 0.10

static void check_recovers(double s, double c)
{
    draw_choices(s, c);
    ChoiceFit f;
    CHECK_INT(choice_fit(pos, POSITIONS, c, 0, &f), 0);
    fprintf(stderr, "  c=%g true s=%g fitted s=%.2f (loglik %.4f, uniform %.4f)\n", c, s, f.s, f.loglik,
            f.uniform);
    CHECK(fabs(f.s / s - 1) < TOLERANCE);
    CHECK_INT(f.bound, 0);
    CHECK(f.loglik > f.uniform);
}

static void recovers_known_s(void)
{
    state = 19;
    make_positions(1.0);
    const double truth[] = { 25, 80, 250, 400 };
    for (int k = 0; k < 4; k++)
        check_recovers(truth[k], 1.0);
}

/* Another shape: the same recovery with c = 0.5. */
static void recovers_known_s_other_c(void)
{
    state = 20;
    make_positions(0.5);
    check_recovers(60, 0.5);
    check_recovers(300, 0.5);
}

/* The fit is the maximum: a step either way lowers the likelihood, and
 * a guess to start from changes nothing but the speed. */
static void fit_is_the_maximum(void)
{
    state = 21;
    make_positions(1.0);
    draw_choices(150, 1.0);
    ChoiceFit f, g;
    choice_fit(pos, POSITIONS, 1.0, 0, &f);
    choice_fit(pos, POSITIONS, 1.0, 3000, &g);
    CHECK(fabs(f.s - g.s) < 1e-6 * f.s);
    CHECK(choice_loglik(pos, POSITIONS, 1.0, f.s) > choice_loglik(pos, POSITIONS, 1.0, f.s * 1.05));
    CHECK(choice_loglik(pos, POSITIONS, 1.0, f.s) > choice_loglik(pos, POSITIONS, 1.0, f.s / 1.05));
}

/* Always the best move: the smallest s there is. At random: a large one.
 * A player drawn at 100 cp falls between; one who always picks the worst
 * move gets the largest. */
static void best_player_below_random_player(void)
{
    state = 22;
    make_positions(1.0);
    ChoiceFit best, mid, rnd;
    for (int i = 0; i < POSITIONS; i++)
        pos[i].played = 0;
    choice_fit(pos, POSITIONS, 1.0, 0, &best);
    draw_choices(100, 1.0);
    choice_fit(pos, POSITIONS, 1.0, 0, &mid);
    for (int i = 0; i < POSITIONS; i++)
        pos[i].played = (int)(uniform01() * pos[i].count);
    choice_fit(pos, POSITIONS, 1.0, 0, &rnd);
    fprintf(stderr, "  best s=%.2f (bound %d), s=100 player %.2f, random %.2f (bound %d)\n", best.s, best.bound,
            mid.s, rnd.s, rnd.bound);
    CHECK_INT(best.bound, -1);
    CHECK(best.s == CHOICE_S_MIN);
    CHECK(best.s < mid.s && mid.s < rnd.s);
    CHECK(rnd.s > 1000);
    /* A pick at random is as likely under the fit as the uniform model. */
    CHECK(fabs(rnd.loglik - rnd.uniform) < 0.01);
    /* Always the worst move: worse than at random, the top of the range,
     * from any start. */
    ChoiceFit worst;
    for (int i = 0; i < POSITIONS; i++)
        for (int j = 0; j < pos[i].count; j++)
            if (pos[i].x[j] > pos[i].x[pos[i].played])
                pos[i].played = j;
    for (int k = 0; k < 3; k++) {
        choice_fit(pos, POSITIONS, 1.0, k == 0 ? 0 : k == 1 ? 10 : 5000, &worst);
        CHECK_INT(worst.bound, 1);
        CHECK(worst.s == CHOICE_S_MAX);
    }
    /* And the best player's bottom from any start too. */
    for (int i = 0; i < POSITIONS; i++)
        pos[i].played = 0;
    choice_fit(pos, POSITIONS, 1.0, 5000, &best);
    CHECK_INT(best.bound, -1);
}

/* The cap: a mate-sized delta counts as CHOICE_CAP_CP; a gain as 0. */
static void deltas_are_capped(void)
{
    CHECK(choice_cost(5000, 1.0) == CHOICE_CAP_CP);
    CHECK(choice_cost(CHOICE_MATE_CP, 1.0) == CHOICE_CAP_CP);
    CHECK(choice_cost(-30, 1.0) == 0);
    CHECK(fabs(choice_cost(400, 0.5) - 20) < 1e-12);
    /* One position where the played move allowed mate: the fit stays
     * finite, bounded by the cap's pull. */
    double x[3] = { 0, 50, choice_cost(CHOICE_MATE_CP, 1.0) };
    ChoicePosition p = { x, 3, 2 };
    ChoiceFit f;
    CHECK_INT(choice_fit(&p, 1, 1.0, 0, &f), 0);
    CHECK(isfinite(f.s) && isfinite(f.loglik));
    CHECK_INT(choice_fit(&p, 0, 1.0, 0, &f), -1);
}

/* Points of winning chance (issue 35): the logistic of 600 cp, a mate at
 * 0 or 100, and no cap below the scale's 100; a player who plays nearly
 * perfectly is fitted below one point, which the centipawn range's floor
 * (CHOICE_S_MIN = 1) would have cut off. */
static void winprob_scale(void)
{
    CHECK(fabs(choice_winprob_points(0) - 50) < 1e-12);
    CHECK(fabs(choice_winprob_points(600) - 100 / (1 + exp(-1.0))) < 1e-9);
    CHECK(fabs(choice_winprob_points(-600) + choice_winprob_points(600) - 100) < 1e-9);
    CHECK(choice_winprob_points(CHOICE_MATE_CP - 5) == 100 && choice_winprob_points(-CHOICE_MATE_CP + 5) == 0);
    CHECK(choice_cost_in(99.5, 1.0, &CHOICE_SCALE_WINPROB) == 99.5);
    CHECK(choice_cost_in(150, 1.0, &CHOICE_SCALE_WINPROB) == 100);
    CHECK(choice_cost_in(-1, 1.0, &CHOICE_SCALE_WINPROB) == 0);
    /* Deltas of a few points, choices drawn at s = 0.4 points. */
    for (int i = 0; i < POSITIONS; i++) {
        double *x = pool + i * MAX_MOVES;
        int n = 20 + (int)(uniform01() * (MAX_MOVES - 20));
        x[0] = 0;
        for (int j = 1; j < n; j++)
            x[j] = choice_cost_in(-3.0 * log(1.0 - uniform01()), 1.0, &CHOICE_SCALE_WINPROB);
        pos[i] = (ChoicePosition){ x, n, 0 };
    }
    draw_choices(0.4, 1.0);
    ChoiceFit f;
    CHECK_INT(choice_fit_in(pos, POSITIONS, 1.0, 0, &CHOICE_SCALE_WINPROB, &f), 0);
    fprintf(stderr, "  winprob: true s=0.4 fitted s=%.3f (bound %d)\n", f.s, f.bound);
    CHECK_INT(f.bound, 0);
    CHECK(fabs(f.s / 0.4 - 1) < TOLERANCE);
    /* The centipawn range cannot show it. */
    CHECK_INT(choice_fit(pos, POSITIONS, 1.0, 0, &f), 0);
    CHECK(f.s == CHOICE_S_MIN && f.bound == -1);
}

int main(void)
{
    RUN(recovers_known_s);
    RUN(recovers_known_s_other_c);
    RUN(fit_is_the_maximum);
    RUN(best_player_below_random_player);
    RUN(deltas_are_capped);
    RUN(winprob_scale);
    return check_summary();
}
