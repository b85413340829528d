/* The move-choice likelihood and its maximum (choice.h). */
#include "rating/choice.h"

#include <math.h>
#include <stddef.h>

const ChoiceScale CHOICE_SCALE_CP = { CHOICE_CAP_CP, CHOICE_S_MIN, CHOICE_S_MAX, 0 };
const ChoiceScale CHOICE_SCALE_WINPROB = { 100.0, 0.01, 5000.0, 1 };

double choice_winprob_points(double cp)
{
    if (cp >= CHOICE_MATE_CP / 2)
        return 100.0;
    if (cp <= -CHOICE_MATE_CP / 2)
        return 0.0;
    return 100.0 / (1.0 + exp(-cp / 600.0));
}

double choice_cost_in(double delta, double c, const ChoiceScale *scale)
{
    if (!(delta > 0))
        return 0.0;
    if (delta > scale->cap)
        delta = scale->cap;
    return c == 1.0 ? delta : pow(delta, c);
}

double choice_cost(double delta, double c)
{
    return choice_cost_in(delta, c, &CHOICE_SCALE_CP);
}

/* Past this, exp(-t) < 5e-22 beside the best move's 1: the term changes
 * no double-precision sum, and skipping it saves the exp. */
#define NEGLIGIBLE_EXPONENT 50.0

/* The position's log partition log sum_j exp(-beta x_j), and (when asked)
 * the model's mean and variance of x. The terms are taken relative to the
 * smallest x (the best move's 0 in a table), so the sum is at least 1 and
 * no term overflows. */
static double log_partition(const ChoicePosition *p, double beta, double *mean, double *var)
{
    double z = 0, s1 = 0, s2 = 0, lo = p->x[0];
    for (int j = 1; j < p->count; j++)
        if (p->x[j] < lo)
            lo = p->x[j];
    for (int j = 0; j < p->count; j++) {
        double d = p->x[j] - lo;
        if (beta * d > NEGLIGIBLE_EXPONENT)
            continue;
        double w = exp(-beta * d);
        z += w;
        s1 += d * w;
        s2 += d * d * w;
    }
    if (mean) {
        double m = s1 / z;
        *mean = m + lo;
        *var = s2 / z - m * m > 0 ? s2 / z - m * m : 0;
    }
    return log(z) - beta * lo;
}

double choice_loglik(const ChoicePosition *pos, int n, double c, double s)
{
    double beta = pow(s, -c), sum = 0;
    for (int i = 0; i < n; i++)
        sum += -beta * pos[i].x[pos[i].played] - log_partition(&pos[i], beta, NULL, NULL);
    return n > 0 ? sum / n : 0.0;
}

/* The score equation at u = log beta: g = sum (E[x] - x*), falling in u;
 * *slope = dg/du. */
static double score_at(const ChoicePosition *pos, int n, double u, double *slope)
{
    double beta = exp(u), g = 0, v = 0;
    for (int i = 0; i < n; i++) {
        double mean, var;
        log_partition(&pos[i], beta, &mean, &var);
        g += mean - pos[i].x[pos[i].played];
        v += var;
    }
    *slope = -beta * v;
    return g;
}

/* The root of g in [lo, hi] (g falls in u), or an end when g keeps its
 * sign there (*bound: +1 at lo, the largest s; -1 at hi). Newton's steps
 * from u; an end is evaluated only when a step runs past it, and a step
 * that leaves a known bracket is replaced by bisection. From a good start
 * (the bootstrap's replicates start at the whole sample's s) it takes
 * three or four evaluations. */
static double solve(const ChoicePosition *pos, int n, double lo, double hi, double u, int *bound)
{
    double a = lo, b = hi;     /* g(a) > 0 > g(b) once known */
    int a_known = 0, b_known = 0;
    *bound = 0;
    if (!(u >= lo && u <= hi))
        u = (lo + hi) / 2;
    for (int it = 0; it < 200; it++) {
        double slope, g = score_at(pos, n, u, &slope);
        if (g == 0)
            return u;
        if (g > 0 && u >= hi)
            return *bound = -1, hi;
        if (g < 0 && u <= lo)
            return *bound = 1, lo;
        if (g > 0)
            a = u, a_known = 1;
        else
            b = u, b_known = 1;
        double step = slope < 0 ? -g / slope : NAN;
        /* Converged: checked before the bracket, which a step too small
         * to move u (u itself is an end of it now) would fail. */
        if (fabs(step) < 1e-10)
            return u + step;
        double next = u + step;
        if (!(next < b))
            next = b_known ? (a + b) / 2 : hi;
        else if (!(next > a))
            next = a_known ? (a + b) / 2 : lo;
        if (a_known && b_known && b - a < 1e-10)
            return next;
        u = next;
    }
    return u;
}

double choice_fit_s_in(const ChoicePosition *pos, int n, double c, double start, const ChoiceScale *scale,
                       int *bound)
{
    /* u = log beta = -c log s: the large s is the low u. */
    double lo = -c * log(scale->s_max), hi = -c * log(scale->s_min);
    double u = solve(pos, n, lo, hi, start > 0 ? -c * log(start) : NAN, bound);
    return *bound > 0 ? scale->s_max : *bound < 0 ? scale->s_min : exp(-u / c);
}

double choice_fit_s(const ChoicePosition *pos, int n, double c, double start, int *bound)
{
    return choice_fit_s_in(pos, n, c, start, &CHOICE_SCALE_CP, bound);
}

int choice_fit(const ChoicePosition *pos, int n, double c, double start, ChoiceFit *out)
{
    return choice_fit_in(pos, n, c, start, &CHOICE_SCALE_CP, out);
}

int choice_fit_in(const ChoicePosition *pos, int n, double c, double start, const ChoiceScale *scale,
                  ChoiceFit *out)
{
    if (n <= 0)
        return -1;
    out->s = choice_fit_s_in(pos, n, c, start, scale, &out->bound);
    out->loglik = choice_loglik(pos, n, c, out->s);
    out->uniform = 0;
    for (int i = 0; i < n; i++)
        out->uniform -= log(pos[i].count);
    out->uniform /= n;
    return 0;
}
