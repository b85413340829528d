/* Position difficulty after seed 003 (Takeuchi, Unoki, Iida; METHOD.md
 * "Position difficulty"). Each position of a game has two measurements from
 * the same search: the root evaluation, and the share of leaf evaluations
 * that favour one side. The share r becomes an evaluation-like value
 * x(r) = -T ln(1/r - 1) (the paper's equation 2), both series are smoothed
 * by the Kalman filter of kalman.h, and the Pearson correlation of the two
 * smoothed levels over a window of 16 positions (this one and the next 15,
 * shorter near the end, none under 8) is the difficulty signal: high when
 * the search's leaves agree with its result, low where they do not (a hard
 * position: one slip and the evaluation swings).
 *
 * Everything here takes one fixed point of view for the whole game (the
 * caller's choice, e.g. the tested player's): root in centipawns, leaf as
 * the share favourable to that side. */
#ifndef KIRYOKU_DIFFICULTY_H
#define KIRYOKU_DIFFICULTY_H

#include "rating/kalman.h"

typedef struct {
    double temperature;   /* T of equations (1)-(2), in cp: kiryoku's scale, 600 */
    double clip_cp;       /* root values (and mates) are clipped to +-this */
    KalmanParams root, leaf;
    int window;           /* positions per correlation: 16 */
    int min_window;       /* fewer than this: no correlation (8) */
    double hard_below;    /* a correlation under this marks a hard position */
} DifficultyParams;

void difficulty_params_default(DifficultyParams *p);

/* One position's figures. A correlation of NAN means none (too few
 * positions left, or a flat stretch where one series does not move). */
typedef struct {
    double root;                   /* the root value as used (clipped), cp */
    double leaf;                   /* x(r), cp; NAN when the share is unknown */
    double root_kf[3], leaf_kf[3]; /* level, speed, acceleration */
    double corr;
    int hard;                      /* corr < hard_below */
} DifficultyPoint;

/* x(r) = -T ln(1/r - 1), with r kept inside [0.5/n, 1 - 0.5/n] for n leaves
 * (n <= 0: inside [0.001, 0.999]) so an all-one-way search stays finite. */
double difficulty_leaf_value(double share, long long leaves, double temperature);

/* Fills out[0..n): root[i] in cp (the caller clips mates as it likes; they
 * are clipped again to clip_cp), share[i] in [0, 1] or < 0 when unknown,
 * leaves[i] the leaf count behind it (may be NULL). A position with an
 * unknown share carries the leaf filter's prediction. Returns the number
 * of positions with a known share. */
int difficulty_series(const DifficultyParams *p, const double *root, const double *share,
                      const long long *leaves, int n, DifficultyPoint *out);

/* The Pearson correlation of a[0..n) and b[0..n); NAN when n < 2 or either
 * does not vary. */
double difficulty_pearson(const double *a, const double *b, int n);

/* The position whose window has the lowest correlation (the hardest
 * stretch starts there), or -1 when no position has one. */
int difficulty_hardest(const DifficultyPoint *pts, int n);

/* How the player's losses sit against the hard positions: over the player's
 * counted moves (index into the game's positions, and the loss, <= 0 is a
 * cost), the share of moves and the share of the total cost that fall on
 * hard positions, and the mean cost (positive) on and off them. */
typedef struct {
    int moves, hard_moves;
    double cost, hard_cost;          /* summed costs, cp (positive) */
    double move_share, cost_share;   /* of hard ones; NAN without moves / cost */
    double mean_cost_hard, mean_cost_other; /* NAN when none */
    int concentrated;                /* cost_share > move_share, some hard moves */
} DifficultyLosses;

void difficulty_losses(const DifficultyPoint *pts, int n, const int *at, const double *loss, int m,
                       DifficultyLosses *out);

#endif
