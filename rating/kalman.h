/* The Kalman filter of seed 003 (Takeuchi, Unoki, Iida, "Estimation of
 * position complexity based on correlation between evaluation factors",
 * section 3.2): a series of evaluation-like values y_k, one per position,
 * smoothed into a level x, its speed (change per ply) and its acceleration.
 *
 *   X_k = F X_{k-1} + G w_k      X = [x  x'  x'']^T,  w ~ N(0, q)
 *   y_k = H X_k + v_k            H = [1 0 0],         v ~ N(0, r)
 *   F = [1 dt dt^2/2; 0 1 dt; 0 0 1],  G = [dt^2/2  dt  1]^T
 *
 * Predict: X = F X, P = F P F^T + G q G^T. Update: e = y - H X,
 * S = r + H P H^T, K = P H^T / S, X += K e, P = (I - K H) P.
 *
 * The paper sets r from its engine's margins per position and leaves q and
 * the start open; kiryoku's choices are in docs/METHOD.md ("Position
 * difficulty"). */
#ifndef KIRYOKU_KALMAN_H
#define KIRYOKU_KALMAN_H

typedef struct {
    double dt;       /* plies between two observations (1: every position) */
    double q;        /* variance of the acceleration noise w (cp^2 / ply^4) */
    double r;        /* variance of the observation noise v (cp^2) */
    double p0[3];    /* the start's variances of level, speed, acceleration */
} KalmanParams;

typedef struct {
    KalmanParams prm;
    double x[3];     /* level, speed, acceleration */
    double p[3][3];  /* their error covariance */
    int started;
} Kalman;

/* A filter that takes its level from the first observation (speed and
 * acceleration 0, covariance diag(p0)). */
void kalman_init(Kalman *k, const KalmanParams *prm);

/* Feeds one observation: the first sets the start, later ones predict and
 * update. k->x then holds the filtered state. */
void kalman_step(Kalman *k, double y);

/* One predict-and-update from the state in k (also for the first
 * observation when the start was set by hand with kalman_set). */
void kalman_predict_update(Kalman *k, double y);

/* Sets the state by hand (covariance diag(p0)). */
void kalman_set(Kalman *k, double level, double speed, double accel);

/* Filters a whole series: out[i] (may be NULL) the level, speed and
 * acceleration after observation i. */
void kalman_series(const KalmanParams *prm, const double *y, int n, double (*out)[3]);

#endif
