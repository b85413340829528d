/* The move-choice likelihood and its maximum (choice.h). */
#include "rating/choice.h"

#include <math.h>
#include <stddef.h>

double choice_cost(double delta, double c)
{
    if (!(delta > 0))
        return 0.0;
    if (delta > CHOICE_CAP_CP)
        delta = CHOICE_CAP_CP;
    return c == 1.0 ? delta : pow(delta, c);
}

/* The position's log partition log sum_j exp(-beta x_j), and (when asked)
 * the model's mean and variance of x. The best move has x = 0, so the sum
 * is at least 1 and no term overflows. */
static double log_partition(const ChoicePosition *p, double beta, double *mean, double *var)
{
    double z = 0, s1 = 0, s2 = 0, lo = p->x[0];
    for (int j = 1; j < p->count; j++)
        if (p->x[j] < lo)
            lo = p->x[j];
    for (int j = 0; j < p->count; j++) {
        double d = p->x[j] - lo, w = exp(-beta * d);
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

/* The root of g inside (a, b), g(a) > 0 > g(b): Newton's steps, bisection
 * whenever a step would leave the bracket. */
static double solve(const ChoicePosition *pos, int n, double a, double b, double u)
{
    if (!(u > a && u < b))
        u = (a + b) / 2;
    for (int it = 0; it < 200; it++) {
        double slope, g = score_at(pos, n, u, &slope);
        if (g == 0)
            return u;
        if (g > 0)
            a = u;
        else
            b = u;
        double next = slope < 0 ? u - g / slope : NAN;
        if (!(next > a && next < b))
            next = (a + b) / 2;
        if (fabs(next - u) < 1e-10 || b - a < 1e-10)
            return next;
        u = next;
    }
    return u;
}

int choice_fit(const ChoicePosition *pos, int n, double c, double start, ChoiceFit *out)
{
    if (n <= 0)
        return -1;
    /* u = log beta = -c log s: the large s is the low u. */
    double lo = -c * log(CHOICE_S_MAX), hi = -c * log(CHOICE_S_MIN), slope;
    out->bound = 0;
    if (score_at(pos, n, lo, &slope) <= 0) {
        out->bound = 1;
        out->s = CHOICE_S_MAX;
    } else if (score_at(pos, n, hi, &slope) >= 0) {
        out->bound = -1;
        out->s = CHOICE_S_MIN;
    } else {
        double u = solve(pos, n, lo, hi, start > 0 ? -c * log(start) : NAN);
        out->s = exp(-u / c);
    }
    out->loglik = choice_loglik(pos, n, c, out->s);
    out->uniform = 0;
    for (int i = 0; i < n; i++)
        out->uniform -= log(pos[i].count);
    out->uniform /= n;
    return 0;
}
