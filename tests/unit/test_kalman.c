/* The Kalman filter of seed 003 and the difficulty signal built on it:
 * known inputs against outputs computed by hand. */
#include <math.h>
#include <stdio.h>

#include "rating/difficulty.h"
#include "rating/kalman.h"
#include "tests/check.h"

static const KalmanParams unit = { .dt = 1, .q = 1, .r = 1, .p0 = { 1, 1, 1 } };

/* From X = 0, P = I, q = r = 1, dt = 1 and y = 10:
 * P- = F F^T + G G^T = [2.5 2 1; 2 3 2; 1 2 2], S = 3.5,
 * K = [2.5 2 1] / 3.5, X = 10 K = [7.142857 5.714286 2.857143],
 * P = P- - K P-[0][.]: P00 = 2.5 - 6.25/3.5, P01 = 2 - 5/3.5,
 * P11 = 3 - 4/3.5, P22 = 2 - 1/3.5, P12 = 2 - 2/3.5. */
static void one_step_by_hand(void)
{
    Kalman k;
    kalman_init(&k, &unit);
    kalman_set(&k, 0, 0, 0);
    kalman_predict_update(&k, 10);
    CHECK_NEAR(k.x[0], 25.0 / 3.5, 1e-9);
    CHECK_NEAR(k.x[1], 20.0 / 3.5, 1e-9);
    CHECK_NEAR(k.x[2], 10.0 / 3.5, 1e-9);
    CHECK_NEAR(k.p[0][0], 2.5 - 6.25 / 3.5, 1e-9);
    CHECK_NEAR(k.p[0][1], 2 - 5.0 / 3.5, 1e-9);
    CHECK_NEAR(k.p[1][0], 2 - 5.0 / 3.5, 1e-9);
    CHECK_NEAR(k.p[1][1], 3 - 4.0 / 3.5, 1e-9);
    CHECK_NEAR(k.p[1][2], 2 - 2.0 / 3.5, 1e-9);
    CHECK_NEAR(k.p[2][2], 2 - 1.0 / 3.5, 1e-9);
}

/* The prediction alone moves the state along F: from level 1, speed 2,
 * acceleration 4 and dt = 2, the level is 1 + 2*2 + 4*4/2 = 13, the speed
 * 2 + 4*2 = 10. An observation with r huge (1e12) leaves that prediction
 * almost untouched. dt = 2 is the paper's "own turns only". */
static void prediction_follows_f(void)
{
    KalmanParams p = { .dt = 2, .q = 0, .r = 1e12, .p0 = { 1, 1, 1 } };
    Kalman k;
    kalman_init(&k, &p);
    kalman_set(&k, 1, 2, 4);
    kalman_predict_update(&k, 0);
    CHECK_NEAR(k.x[0], 13, 1e-6);
    CHECK_NEAR(k.x[1], 10, 1e-6);
    CHECK_NEAR(k.x[2], 4, 1e-6);
}

/* The first observation is the start: level y, speed and acceleration 0. */
static void first_observation_starts(void)
{
    double y[1] = { -300 }, out[1][3];
    kalman_series(&unit, y, 1, out);
    CHECK_NEAR(out[0][0], -300, 0);
    CHECK_NEAR(out[0][1], 0, 0);
    CHECK_NEAR(out[0][2], 0, 0);
}

/* A constant settles on itself with no speed; a ramp of 7 per ply on a
 * speed of 7 and no acceleration (a constant-acceleration model tracks a
 * line exactly once it has learnt it). */
static void constant_and_ramp_settle(void)
{
    double c[200], ramp[200], out[200][3];
    for (int i = 0; i < 200; i++) {
        c[i] = 250;
        ramp[i] = 7.0 * i - 100;
    }
    kalman_series(&unit, c, 200, out);
    CHECK_NEAR(out[199][0], 250, 1e-6);
    CHECK_NEAR(out[199][1], 0, 1e-6);
    kalman_series(&unit, ramp, 200, out);
    CHECK_NEAR(out[199][0], ramp[199], 1e-6);
    CHECK_NEAR(out[199][1], 7, 1e-6);
    CHECK_NEAR(out[199][2], 0, 1e-6);
}

/* Equation (2): x(r) = -T ln(1/r - 1): r = 1/2 -> 0; r = 1/(1+e^-1) -> T;
 * all leaves one way is kept finite at half a leaf. */
static void leaf_share_to_value(void)
{
    CHECK_NEAR(difficulty_leaf_value(0.5, 100, 600), 0, 1e-9);
    CHECK_NEAR(difficulty_leaf_value(1 / (1 + exp(-1.0)), 1000, 600), 600, 1e-6);
    CHECK_NEAR(difficulty_leaf_value(1.0, 100, 600), -600 * log(1 / (1 - 0.005) - 1), 1e-6);
    CHECK_NEAR(difficulty_leaf_value(0.0, 100, 600), -600 * log(1 / 0.005 - 1), 1e-6);
}

static void pearson_by_hand(void)
{
    double a[4] = { 1, 2, 3, 4 }, b[4] = { 2, 4, 6, 8 }, c[4] = { 4, 3, 2, 1 }, d[4] = { 1, 3, 2, 4 };
    double flat[4] = { 5, 5, 5, 5 };
    CHECK_NEAR(difficulty_pearson(a, b, 4), 1, 1e-12);
    CHECK_NEAR(difficulty_pearson(a, c, 4), -1, 1e-12);
    /* d: deviations -1.5 .5 -.5 1.5 against a's -1.5 -.5 .5 1.5:
     * sum 2.25 - .25 - .25 + 2.25 = 4 over 5: 0.8. */
    CHECK_NEAR(difficulty_pearson(a, d, 4), 0.8, 1e-12);
    CHECK(isnan(difficulty_pearson(a, flat, 4)));
    CHECK(isnan(difficulty_pearson(a, b, 1)));
}

/* Leaves that follow the root give a correlation near 1 everywhere; a
 * stretch where the leaves go against a swinging root is hard, and the
 * hardest window starts inside it. The window shrinks at the end and
 * stops under 8 positions. */
static void difficulty_marks_the_disagreeing_stretch(void)
{
    enum { N = 80 };
    double root[N], share[N];
    long long leaves[N];
    for (int i = 0; i < N; i++) {
        root[i] = 600 * sin(i / 6.0);
        double x = root[i];
        if (i >= 30 && i < 50)
            x = -root[i];   /* the leaves disagree */
        share[i] = 1 / (1 + exp(-x / 600));
        leaves[i] = 100000;
    }
    DifficultyParams p;
    difficulty_params_default(&p);
    DifficultyPoint pts[N];
    CHECK_INT(difficulty_series(&p, root, share, leaves, N, pts), N);
    CHECK(pts[2].corr > 0.9);
    CHECK(!pts[2].hard);
    int h = difficulty_hardest(pts, N);
    CHECK(h >= 22 && h < 50);
    CHECK(pts[h].hard);
    CHECK(isnan(pts[N - 7].corr));
    CHECK(!isnan(pts[N - 8].corr));
}

/* Losses on hard positions against the rest: two of four moves are hard
 * and carry 300 of 340 cp: concentrated; a gain counts as no cost. */
static void losses_against_hard_positions(void)
{
    DifficultyPoint pts[6] = { { 0 } };
    pts[1].hard = pts[4].hard = 1;
    int at[5] = { 0, 1, 3, 4, 9 };
    double loss[5] = { -20, -200, -20, -100, -50 };
    DifficultyLosses d;
    difficulty_losses(pts, 6, at, loss, 5, &d);
    CHECK_INT(d.moves, 4);
    CHECK_INT(d.hard_moves, 2);
    CHECK_NEAR(d.cost, 340, 1e-9);
    CHECK_NEAR(d.cost_share, 300.0 / 340, 1e-9);
    CHECK_NEAR(d.move_share, 0.5, 1e-9);
    CHECK_NEAR(d.mean_cost_hard, 150, 1e-9);
    CHECK_NEAR(d.mean_cost_other, 20, 1e-9);
    CHECK(d.concentrated);
    double gain[5] = { -200, 30, -200, 0, 0 };
    difficulty_losses(pts, 6, at, gain, 5, &d);
    CHECK(!d.concentrated);
    CHECK_NEAR(d.cost, 400, 1e-9);
}

int main(void)
{
    RUN(one_step_by_hand);
    RUN(prediction_follows_f);
    RUN(first_observation_starts);
    RUN(constant_and_ramp_settle);
    RUN(leaf_share_to_value);
    RUN(pearson_by_hand);
    RUN(difficulty_marks_the_disagreeing_stretch);
    RUN(losses_against_hard_positions);
    return check_summary();
}
