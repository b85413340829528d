/* The three-state Kalman filter (see kalman.h). Written out for 3x3 so each
 * step is the paper's equations (11)-(17) and nothing else. */
#include "rating/kalman.h"

#include <string.h>

static void reset_covariance(Kalman *k)
{
    memset(k->p, 0, sizeof k->p);
    for (int i = 0; i < 3; i++)
        k->p[i][i] = k->prm.p0[i];
}

void kalman_init(Kalman *k, const KalmanParams *prm)
{
    memset(k, 0, sizeof *k);
    k->prm = *prm;
    reset_covariance(k);
}

void kalman_set(Kalman *k, double level, double speed, double accel)
{
    k->x[0] = level;
    k->x[1] = speed;
    k->x[2] = accel;
    reset_covariance(k);
    k->started = 1;
}

/* (11)-(12): X = F X, P = F P F^T + G q G^T. */
static void predict(Kalman *k)
{
    double dt = k->prm.dt, h = dt * dt / 2;
    double f[3][3] = { { 1, dt, h }, { 0, 1, dt }, { 0, 0, 1 } };
    double g[3] = { h, dt, 1 };
    double x[3] = { 0 }, fp[3][3] = { { 0 } }, p[3][3];
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) {
            x[i] += f[i][j] * k->x[j];
            for (int m = 0; m < 3; m++)
                fp[i][j] += f[i][m] * k->p[m][j];
        }
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) {
            double s = 0;
            for (int m = 0; m < 3; m++)
                s += fp[i][m] * f[j][m];
            p[i][j] = s + g[i] * k->prm.q * g[j];
        }
    memcpy(k->x, x, sizeof x);
    memcpy(k->p, p, sizeof p);
}

/* (13)-(17) with H = [1 0 0]: the residual, its variance, the gain. */
static void update(Kalman *k, double y)
{
    double e = y - k->x[0];
    double s = k->prm.r + k->p[0][0];
    double gain[3], row0[3];
    for (int i = 0; i < 3; i++) {
        gain[i] = s > 0 ? k->p[i][0] / s : 0;
        row0[i] = k->p[0][i];
    }
    for (int i = 0; i < 3; i++) {
        k->x[i] += gain[i] * e;
        for (int j = 0; j < 3; j++)
            k->p[i][j] -= gain[i] * row0[j];
    }
}

void kalman_predict_update(Kalman *k, double y)
{
    predict(k);
    update(k, y);
    k->started = 1;
}

void kalman_step(Kalman *k, double y)
{
    if (!k->started)
        kalman_set(k, y, 0, 0);
    else
        kalman_predict_update(k, y);
}

void kalman_series(const KalmanParams *prm, const double *y, int n, double (*out)[3])
{
    Kalman k;
    kalman_init(&k, prm);
    for (int i = 0; i < n; i++) {
        kalman_step(&k, y[i]);
        if (out)
            memcpy(out[i], k.x, sizeof k.x);
    }
}
