/* Calibration: fit the mean-loss -> rating mapping on rated players' games.
 *
 * As the thesis (section 3.3) and seed 001 (section 4.1.4) do, mean loss is
 * the dependent variable: each point is a rating group (or a player), its
 * mean loss pooled over all its counting positions, and the fit
 *
 *     mean_loss = slope * x + intercept,   x = rating (linear form)
 *                                          x = ln(rating) (log form)
 *
 * is weighted least squares with the group's position count as the weight.
 * Inverting it gives the profile: rating = a * mean_loss + b (linear) or
 * rating = exp(a * mean_loss + b) (log), with a = 1/slope, b = -intercept/slope.
 * (The thesis's 0.23549 * R - 595.5 inverts to its 4.2464 * L + 2529.)
 *
 * A group's x is the position-weighted mean rating of its players, so it
 * matches the pooled mean loss. r is the weighted correlation over the
 * points. The leave-one-out RMSE refits without each player in turn and
 * estimates that player's rating from their own mean loss: the error an
 * organiser can expect on a new player of the same pool.
 *
 * The statistic: "mean loss" above is the thesis's; with filters->stat set
 * to another statistic (median, trimmed or clipped mean, centipawns or
 * winning chances: estimate_stat.h) each player's point is that statistic
 * over the player's counting positions, a group's value the
 * position-weighted mean of its players' values (for the mean that is the
 * pooled mean exactly), and the profile records the statistic (profile.h,
 * keys stat and unit) so that `estimate` rates only that statistic with it.
 * It records the filters too (ProfileFilters, from `filters`): an estimate
 * with the profile counts the moves the fit counted. */
#ifndef KIRYOKU_CALIBRATE_H
#define KIRYOKU_CALIBRATE_H

#include <stdbool.h>
#include <stddef.h>

#include "rating/calibrate_ratings.h"
#include "rating/estimate.h"
#include "rating/profile.h"
#include "rating/table.h"

typedef struct {
    bool by_player;        /* one point per player instead of groups */
    double group_width;    /* 100 */
    bool log_form;         /* fit against ln(rating) */
} CalibrateOptions;

typedef struct {
    const char *name;      /* owned by the table */
    double rating;
    int positions;
    long long loss_sum;    /* the centipawn losses' sum (the thesis mean's) */
    double stat;           /* the chosen statistic of the player's losses */
} CalibratePlayer;

typedef struct {
    double lo, hi;         /* the group's rating range [lo, hi); a player's rating twice */
    int players;
    int positions;
    double rating;         /* position-weighted mean rating */
    double mean_loss;      /* the statistic: pooled mean, or the players'
                              position-weighted mean of theirs */
} CalibratePoint;

typedef struct {
    CalibratePlayer *players;   /* rated players with counting positions, by rating */
    size_t player_count;
    CalibratePoint *points;
    size_t point_count;
    int positions;
    double slope, intercept;    /* mean_loss = slope * x + intercept */
    double r;
    double loo_rmse;            /* NAN when no fold could be fitted */
    int loo_count;
    int unrated;                /* players in the tables not in the ratings */
    int without_positions;      /* rated players with no counting positions */
    Profile profile;            /* a, b, form set; name/engine/depth by caller */
} Calibration;

void calibrate_options_default(CalibrateOptions *o);

/* Returns 0, or -1 with a message (too few points, a flat fit, ...). */
int calibrate_run(const Table *t, const Ratings *ratings, const EstimateOptions *filters,
                  const CalibrateOptions *o, Calibration *c, char *err, size_t errlen);

void calibrate_free(Calibration *c);

/* The fitted mean loss at a point's x (for reports). */
double calibrate_fitted_loss(const Calibration *c, double rating, int log_form);

#endif
