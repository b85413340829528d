/* The statistic of the counted losses (issue 19): which summary of a
 * player's per-move losses the rating is read from, and in which unit.
 *
 * The thesis's estimator is the mean of the centipawn losses (STAT_MEAN,
 * UNIT_CP), the default everywhere. The others (METHOD.md "Other
 * statistics of the losses"):
 *
 *   mean          the arithmetic mean
 *   median        the middle loss (the mean of the two middle ones when the
 *                 count is even)
 *   trimmed:F     the mean after dropping floor(F*n) losses from each end of
 *                 the sorted losses, 0 <= F < 0.5 (default 0.10)
 *   clipped:CP    the mean after capping each move's centipawn cost at CP
 *                 (> 0; default 500): a loss below -CP counts as -CP. With
 *                 UNIT_WINPROB the cap is applied to the centipawns before
 *                 the conversion (eval_after is raised to eval_before - CP).
 *   choice:C      not a summary of the losses: the sensitivity s (cp) of the
 *                 move-choice likelihood with shape C (> 0, default 1),
 *                 fitted over the same counted moves from every legal move's
 *                 score (rating/choice.h; the table needs the root_scores
 *                 column). Centipawns only. loss_stat_row_loss and
 *                 loss_stat_value do not compute it: rating/stat_rows.h does.
 *   weighted      the loss a move costs in a level position, fitted over
 *                 every counted move by least squares through the origin:
 *                 sum(w_i * L_i) / sum(w_i^2), L_i the move's winning-chance
 *                 loss and w_i = 4 p (1 - p), p = p(eval_before), the
 *                 logistic's slope at the position relative to its slope at
 *                 0 (METHOD.md "Statistics that use every move"). A decided
 *                 position (w near 0) can lose little winning chance
 *                 whatever is played, so it tells little and weighs little.
 *                 Winning chances only (estimate_options_check).
 *
 * Units, both signed as the table's loss is (negative: the move cost):
 *
 *   cp            loss = eval_after - eval_before (table.h)
 *   winprob       loss = 100 * (p(eval_after) - p(eval_before)), in points
 *                 of winning chance, p(cp) = 1 / (1 + exp(-cp / 600)), the
 *                 centipawn contract's logistic (METHOD.md section 6); a
 *                 mate score is a winning chance of 1 (the mover mates) or
 *                 0 (the mover is mated).
 *
 * Best moves free (--best-free, profile key best_free): the thesis prices a
 * move as eval_after - eval_before, two searches of which the second starts
 * a ply deeper. When the player chose the judge's own best move, that
 * difference is the judge disagreeing with itself, not the player's error,
 * and it is about half of every test's counted moves; with best_free such a
 * move costs 0 in any unit and statistic of the losses (METHOD.md "The
 * judge's own best move"). It needs the table's move and best columns.
 *
 * Moves with a mate score count only under EstimateOptions.count_mates,
 * which needs winprob (estimate.h); otherwise a counted row has two
 * centipawn scores. A profile maps one statistic in one unit to a
 * rating and names it (profile.h, keys stat and unit). */
#ifndef KIRYOKU_ESTIMATE_STAT_H
#define KIRYOKU_ESTIMATE_STAT_H

#include <stddef.h>

#include "base/lang.h"
#include "rating/choice.h"
#include "rating/table.h"

typedef enum { STAT_MEAN, STAT_MEDIAN, STAT_TRIMMED, STAT_CLIPPED, STAT_CHOICE, STAT_WEIGHTED } StatKind;
typedef enum { UNIT_CP, UNIT_WINPROB } LossUnit;

/* A zeroed LossStat is the thesis mean of centipawn losses. */
typedef struct {
    StatKind kind;
    double param;            /* trimmed: F; clipped: CP; choice: c; else unused (0) */
    LossUnit unit;
    int best_free;           /* 1: a move the table marks as its own best
                                (TableRow.played_best) costs 0, whatever the
                                evaluations before and after say (--best-free,
                                below); not with choice */
} LossStat;

#define STAT_TRIMMED_DEFAULT 0.10
#define STAT_CLIPPED_DEFAULT 500.0
/* The logistic's scale in centipawns (p = 1/(1+exp(-cp/600))). */
#define STAT_WINPROB_SCALE 600.0

void loss_stat_default(LossStat *s);

/* Parses "mean", "median", "trimmed", "trimmed:F", "clipped", "clipped:CP",
 * "choice", "choice:C", "weighted" into kind and param (the unit is left alone). Returns 0, or -1 with a
 * message. */
int loss_stat_parse_kind(LossStat *s, const char *text, char *err, size_t errlen);

/* Parses "cp" or "winprob". Returns 0, or -1 with a message. */
int loss_stat_parse_unit(LossStat *s, const char *text, char *err, size_t errlen);

/* "mean", "median", "trimmed:0.1", "clipped:500", "choice:1" into buf;
 * returns buf. */
const char *loss_stat_kind_text(const LossStat *s, char *buf, size_t len);

/* "cp" / "winprob". */
const char *loss_stat_unit_name(LossUnit u);

/* The unit --stat choice reads its deltas in (rating/choice.h): points of
 * winning chance for --unit winprob, else centipawns. */
const ChoiceScale *loss_stat_choice_scale(const LossStat *s);

/* "median of winning-chance (winprob) losses"-style description, in lang
 * (rating/text.h), into buf; returns buf. */
const char *loss_stat_describe(const LossStat *s, Lang lang, char *buf, size_t len);

/* 1 when a and b are the same statistic in the same unit, else 0. */
int loss_stat_same(const LossStat *a, const LossStat *b);

/* 1 for the thesis statistic (mean of centipawn losses, each priced as
 * the thesis prices it: not best_free). */
int loss_stat_is_thesis(const LossStat *s);

/* The win probability of a centipawn score, 0..1, from its side. */
double loss_stat_winprob(double cp);

/* The win probability of a score: a mate is 1 (the side mates) or 0. */
double loss_stat_score_winprob(Score s);

/* How much a row's position can tell, for STAT_WEIGHTED: 4 p (1 - p) with
 * p = the winning chance before the move; 1 at a level position, 0 at a
 * mate. */
double loss_stat_weight(const TableRow *r);

/* Sorts v[0..n) in ascending order (the median, the trimmed mean and the
 * bootstrap's quantiles). */
void loss_stat_sort(double *v, int n);

/* One counted row's loss in s's unit, with clipped's cap applied (0 for
 * the judge's own best move under best_free). */
double loss_stat_row_loss(const TableRow *r, const LossStat *s);

/* The statistic of losses[0..n) (already in s's unit and clipped); sorts
 * losses in place for median and trimmed. 0 when n == 0. STAT_WEIGHTED
 * needs the rows' weights: loss_stat_rows computes it. */
double loss_stat_value(double *losses, int n, const LossStat *s);

/* The statistic over the given table rows; 0 when n == 0, and -1 is never
 * returned: *ok is set to 0 when out of memory (may be NULL). */
double loss_stat_rows(const Table *t, const int *rows, int n, const LossStat *s, int *ok);

#endif
