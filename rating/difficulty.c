/* Position difficulty (see difficulty.h). */
#include "rating/difficulty.h"

#include <math.h>
#include <string.h>

void difficulty_params_default(DifficultyParams *p)
{
    memset(p, 0, sizeof *p);
    /* kiryoku's win probability is 1/(1+exp(-cp/600)) (ARCHITECTURE.md
     * "Scores"): the paper's T=256 is its own engine's value of the same. */
    p->temperature = 600;
    p->clip_cp = 2000;
    /* METHOD.md "Position difficulty": the noise a depth-5 search shows
     * against a deeper one (sd ~150 cp), and an acceleration noise that
     * lets a real swing through within two or three plies. */
    KalmanParams k = { .dt = 1, .q = 40.0 * 40.0, .r = 150.0 * 150.0,
                       .p0 = { 150.0 * 150.0, 100.0 * 100.0, 50.0 * 50.0 } };
    p->root = k;
    p->leaf = k;
    p->window = 16;
    p->min_window = 8;
    p->hard_below = 0.5;
}

double difficulty_leaf_value(double share, long long leaves, double temperature)
{
    /* Half a leaf either way: the most a count of n can say. */
    double lo = leaves > 0 ? 0.5 / (double)leaves : 0.001;
    if (share < lo)
        share = lo;
    if (share > 1 - lo)
        share = 1 - lo;
    return -temperature * log(1 / share - 1);
}

double difficulty_pearson(const double *a, const double *b, int n)
{
    if (n < 2)
        return NAN;
    double ma = 0, mb = 0;
    for (int i = 0; i < n; i++) {
        ma += a[i];
        mb += b[i];
    }
    ma /= n;
    mb /= n;
    double sab = 0, saa = 0, sbb = 0;
    for (int i = 0; i < n; i++) {
        sab += (a[i] - ma) * (b[i] - mb);
        saa += (a[i] - ma) * (a[i] - ma);
        sbb += (b[i] - mb) * (b[i] - mb);
    }
    /* A series that stays within a hundredth of a centipawn does not move:
     * its correlation with anything is noise, not agreement. */
    if (saa < 1e-4 * n || sbb < 1e-4 * n)
        return NAN;
    return sab / sqrt(saa * sbb);
}

static double clip(double v, double c)
{
    return v < -c ? -c : v > c ? c : v;
}

static void filter_both(const DifficultyParams *p, DifficultyPoint *out, int n)
{
    Kalman root, leaf;
    kalman_init(&root, &p->root);
    kalman_init(&leaf, &p->leaf);
    for (int i = 0; i < n; i++) {
        kalman_step(&root, out[i].root);
        if (!isnan(out[i].leaf))
            kalman_step(&leaf, out[i].leaf);
        else if (leaf.started)
            kalman_step(&leaf, leaf.x[0] + leaf.x[1] + leaf.x[2] / 2);
        memcpy(out[i].root_kf, root.x, sizeof root.x);
        if (leaf.started)
            memcpy(out[i].leaf_kf, leaf.x, sizeof leaf.x);
        else
            out[i].leaf_kf[0] = out[i].leaf_kf[1] = out[i].leaf_kf[2] = NAN;
    }
}

/* The window of position i: i and the next window-1, cut at the end. */
static void correlate(const DifficultyParams *p, DifficultyPoint *out, int n)
{
    double a[256], b[256];
    int w = p->window < 256 ? p->window : 256;
    for (int i = 0; i < n; i++) {
        int m = 0;
        for (int j = i; j < n && j < i + w; j++)
            if (!isnan(out[j].leaf_kf[0])) {
                a[m] = out[j].root_kf[0];
                b[m] = out[j].leaf_kf[0];
                m++;
            }
        out[i].corr = m >= p->min_window ? difficulty_pearson(a, b, m) : NAN;
        out[i].hard = !isnan(out[i].corr) && out[i].corr < p->hard_below;
    }
}

int difficulty_series(const DifficultyParams *p, const double *root, const double *share,
                      const long long *leaves, int n, DifficultyPoint *out)
{
    int known = 0;
    for (int i = 0; i < n; i++) {
        memset(&out[i], 0, sizeof out[i]);
        out[i].root = clip(root[i], p->clip_cp);
        if (share[i] >= 0) {
            out[i].leaf = clip(difficulty_leaf_value(share[i], leaves ? leaves[i] : 0, p->temperature),
                               p->clip_cp);
            known++;
        } else {
            out[i].leaf = NAN;
        }
    }
    filter_both(p, out, n);
    correlate(p, out, n);
    return known;
}

int difficulty_hardest(const DifficultyPoint *pts, int n)
{
    int best = -1;
    for (int i = 0; i < n; i++)
        if (!isnan(pts[i].corr) && (best < 0 || pts[i].corr < pts[best].corr))
            best = i;
    return best;
}

void difficulty_losses(const DifficultyPoint *pts, int n, const int *at, const double *loss, int m,
                       DifficultyLosses *out)
{
    memset(out, 0, sizeof *out);
    for (int i = 0; i < m; i++) {
        if (at[i] < 0 || at[i] >= n)
            continue;
        double c = loss[i] < 0 ? -loss[i] : 0;
        out->moves++;
        out->cost += c;
        if (pts[at[i]].hard) {
            out->hard_moves++;
            out->hard_cost += c;
        }
    }
    int other = out->moves - out->hard_moves;
    out->move_share = out->moves ? (double)out->hard_moves / out->moves : NAN;
    out->cost_share = out->cost > 0 ? out->hard_cost / out->cost : NAN;
    out->mean_cost_hard = out->hard_moves ? out->hard_cost / out->hard_moves : NAN;
    out->mean_cost_other = other ? (out->cost - out->hard_cost) / other : NAN;
    out->concentrated = out->hard_moves > 0 && !isnan(out->cost_share) && out->cost_share > out->move_share;
}
