/* Calibration: players' counting positions -> points -> weighted least
 * squares -> a profile, with leave-one-out error (see calibrate.h). */
#include "rating/calibrate.h"

#include "rating/text.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void calibrate_options_default(CalibrateOptions *o)
{
    memset(o, 0, sizeof *o);
    o->group_width = 100;
}

void calibrate_free(Calibration *c)
{
    free(c->players);
    free(c->points);
    c->players = NULL;
    c->points = NULL;
}

static int by_rating(const void *a, const void *b)
{
    double x = ((const CalibratePlayer *)a)->rating, y = ((const CalibratePlayer *)b)->rating;
    return (x > y) - (x < y);
}

/* Each table player's counting rows, gathered in one pass over the table:
 * rows of player p are order[start[p] .. start[p+1]). */
static int gather(const Table *t, const EstimateOptions *f, int **order_out, int **start_out)
{
    size_t np = t->player_count;
    int *start = calloc(np + 1, sizeof *start);
    int *order = malloc((t->row_count ? t->row_count : 1) * sizeof *order);
    int *fill = calloc(np ? np : 1, sizeof *fill);
    if (!start || !order || !fill) {
        free(start);
        free(order);
        free(fill);
        return -1;
    }
    for (size_t i = 0; i < t->row_count; i++)
        if (estimate_row_filter(&t->rows[i], f) == EX_COUNT)
            start[t->rows[i].player + 1]++;
    for (size_t p = 0; p < np; p++)
        start[p + 1] += start[p];
    for (size_t i = 0; i < t->row_count; i++) {
        int p = t->rows[i].player;
        if (estimate_row_filter(&t->rows[i], f) == EX_COUNT)
            order[start[p] + fill[p]++] = (int)i;
    }
    free(fill);
    *order_out = order;
    *start_out = start;
    return 0;
}

/* The rated players with counting positions, sorted by rating. */
/* For the choice statistic, only the rows whose position lists the move
 * played count (rating/choice_set.h); returns how many stay. */
static int rows_with_choices(const StatRows *sr, int *rows, int n)
{
    int k = 0;
    for (int i = 0; sr->choice && i < n; i++)
        if (sr->choice->pos[rows[i]].count > 0)
            rows[k++] = rows[i];
    return sr->choice ? k : n;
}

static int collect_players(const Table *t, const Ratings *ratings, const EstimateOptions *f,
                           const StatRows *sr, Calibration *c)
{
    int *order, *start;
    if (gather(t, f, &order, &start))
        return -1;
    c->players = calloc(t->player_count ? t->player_count : 1, sizeof *c->players);
    if (!c->players) {
        free(order);
        free(start);
        return -1;
    }
    for (size_t p = 0; p < t->player_count; p++) {
        double rating;
        if (ratings_find(ratings, t->players[p], &rating)) {
            c->unrated++;
            continue;
        }
        int n = start[p + 1] - start[p];
        if (f->lowest_progress > 0 && n > f->lowest_progress) {
            if (estimate_keep_lowest_progress(t, order + start[p], n, f->lowest_progress)) {
                free(order);
                free(start);
                return -1;
            }
            n = f->lowest_progress;
        }
        n = rows_with_choices(sr, order + start[p], n);
        if (n == 0) {
            c->without_positions++;
            continue;
        }
        CalibratePlayer *cp = &c->players[c->player_count++];
        cp->name = t->players[p];
        cp->rating = rating;
        cp->positions = n;
        for (int k = 0; k < n; k++) {
            const TableRow *r = &t->rows[order[start[p] + k]];
            if (!r->after.is_mate)   /* counted only under count_mates, never for the thesis mean */
                cp->loss_sum += table_row_loss(r);
        }
        int ok;
        cp->stat = loss_stat_is_thesis(&f->stat) ? (double)cp->loss_sum / n
                                                 : stat_rows_value(sr, order + start[p], n, &ok);
        if (!loss_stat_is_thesis(&f->stat) && !ok) {
            free(order);
            free(start);
            return -1;
        }
        c->positions += n;
    }
    for (size_t i = 0; i < ratings->count; i++)
        if (table_find_player(t, ratings->names[i]) < 0)
            c->without_positions++;
    free(order);
    free(start);
    qsort(c->players, c->player_count, sizeof *c->players, by_rating);
    return 0;
}

/* Builds the points from the players, leaving out player `skip` (-1: none).
 * Players are sorted by rating, so a group is a run of players. */
static size_t make_points(const Calibration *c, const CalibrateOptions *o, long skip,
                          CalibratePoint *pts)
{
    size_t n = 0;
    double key_prev = NAN;
    long long loss = 0;
    double rating_sum = 0, stat_sum = 0;
    int pooled = loss_stat_is_thesis(&c->profile.stat);   /* exactly the thesis's pooled mean */
    for (size_t i = 0; i < c->player_count; i++) {
        if ((long)i == skip)
            continue;
        const CalibratePlayer *p = &c->players[i];
        double key = o->by_player ? (double)i : floor(p->rating / o->group_width);
        if (n == 0 || key != key_prev) {
            if (n) {
                pts[n - 1].mean_loss = (pooled ? (double)loss : stat_sum) / pts[n - 1].positions;
                pts[n - 1].rating = rating_sum / pts[n - 1].positions;
            }
            CalibratePoint *q = &pts[n++];
            memset(q, 0, sizeof *q);
            q->lo = o->by_player ? p->rating : key * o->group_width;
            q->hi = o->by_player ? p->rating : (key + 1) * o->group_width;
            loss = 0;
            rating_sum = 0;
            stat_sum = 0;
            key_prev = key;
        }
        pts[n - 1].players++;
        pts[n - 1].positions += p->positions;
        loss += p->loss_sum;
        stat_sum += p->stat * p->positions;
        rating_sum += p->rating * p->positions;
    }
    if (n) {
        pts[n - 1].mean_loss = (pooled ? (double)loss : stat_sum) / pts[n - 1].positions;
        pts[n - 1].rating = rating_sum / pts[n - 1].positions;
    }
    return n;
}

/* Weighted least squares of mean_loss on x; returns 0, or -1 when the points
 * do not determine a line (fewer than two distinct x, or a flat line). */
static int fit(const CalibratePoint *pts, size_t n, int log_form,
               double *slope, double *intercept, double *r)
{
    double w = 0, mx = 0, my = 0;
    for (size_t i = 0; i < n; i++) {
        double x = log_form ? log(pts[i].rating) : pts[i].rating;
        w += pts[i].positions;
        mx += pts[i].positions * x;
        my += pts[i].positions * pts[i].mean_loss;
    }
    if (n < 2 || w <= 0)
        return -1;
    mx /= w;
    my /= w;
    double sxx = 0, sxy = 0, syy = 0;
    for (size_t i = 0; i < n; i++) {
        double dx = (log_form ? log(pts[i].rating) : pts[i].rating) - mx;
        double dy = pts[i].mean_loss - my;
        sxx += pts[i].positions * dx * dx;
        sxy += pts[i].positions * dx * dy;
        syy += pts[i].positions * dy * dy;
    }
    if (sxx <= 0 || sxy == 0)
        return -1;
    *slope = sxy / sxx;
    *intercept = my - *slope * mx;
    *r = syy > 0 ? sxy / sqrt(sxx * syy) : 1;
    return 0;
}

static void to_profile(double slope, double intercept, int log_form, Profile *p)
{
    p->form = log_form ? PROFILE_LOG : PROFILE_LINEAR;
    p->a = 1 / slope;
    p->b = -intercept / slope;
}

double calibrate_fitted_loss(const Calibration *c, double rating, int log_form)
{
    return c->slope * (log_form ? log(rating) : rating) + c->intercept;
}

/* Refits without each player in turn and estimates that player. */
static void leave_one_out(Calibration *c, const CalibrateOptions *o, CalibratePoint *pts)
{
    double sq = 0;
    c->loo_count = 0;
    for (size_t i = 0; i < c->player_count; i++) {
        size_t n = make_points(c, o, (long)i, pts);
        double slope, intercept, r;
        if (fit(pts, n, o->log_form, &slope, &intercept, &r))
            continue;
        Profile p;
        profile_default(&p);
        to_profile(slope, intercept, o->log_form, &p);
        const CalibratePlayer *cp = &c->players[i];
        double err = profile_rating(&p, cp->stat) - cp->rating;
        sq += err * err;
        c->loo_count++;
    }
    c->loo_rmse = c->loo_count ? sqrt(sq / c->loo_count) : NAN;
}

int calibrate_run(const Table *t, const Ratings *ratings, const EstimateOptions *filters,
                  const CalibrateOptions *o, Calibration *c, char *err, size_t errlen)
{
    memset(c, 0, sizeof *c);
    profile_default(&c->profile);
    c->profile.stat = filters->stat;
    /* The profile rates only estimates that count moves as it was fitted:
     * it names its filters, so an estimate follows them (estimate.h). */
    estimate_options_filters(filters, &c->profile.filters);
    if (table_check_duplicates(t, err, errlen) || estimate_options_check(filters, err, errlen))
        return -1;
    if (filters->stat.best_free && !table_says_best(t, NULL, 0)) {
        snprintf(err, errlen, rating_text(filters->lang, RT_ERR_BEST_FREE_TABLES), (int)t->row_count);
        return -1;
    }
    ChoiceSet cs = { 0 };
    int choice = filters->stat.kind == STAT_CHOICE;
    if (choice && choice_set_read(&cs, t, filters->stat.param, loss_stat_choice_scale(&filters->stat), filters->lang,
                                  err, errlen))
        return -1;
    StatRows sr = { t, &filters->stat, choice ? &cs : NULL, 0 };
    int collected = collect_players(t, ratings, filters, &sr, c);
    choice_set_free(&cs);
    if (collected) {
        calibrate_free(c);
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    for (size_t i = 0; o->log_form && i < c->player_count; i++) {
        if (c->players[i].rating <= 0) {
            snprintf(err, errlen, "the log form needs positive ratings; '%s' has %g",
                     c->players[i].name, c->players[i].rating);
            calibrate_free(c);
            return -1;
        }
    }
    c->points = calloc(c->player_count ? c->player_count : 1, sizeof *c->points);
    CalibratePoint *scratch = calloc(c->player_count ? c->player_count : 1, sizeof *scratch);
    if (!c->points || !scratch) {
        free(scratch);
        calibrate_free(c);
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    c->point_count = make_points(c, o, -1, c->points);
    if (fit(c->points, c->point_count, o->log_form, &c->slope, &c->intercept, &c->r)) {
        snprintf(err, errlen, "cannot fit a line: %zu rated player(s) with counting positions "
                 "make %zu point(s); need at least two %s with different ratings and a "
                 "mean loss that changes with rating", c->player_count, c->point_count,
                 o->by_player ? "players" : "rating groups (try a smaller --group-width "
                 "or --by-player)");
        free(scratch);
        calibrate_free(c);
        return -1;
    }
    to_profile(c->slope, c->intercept, o->log_form, &c->profile);
    leave_one_out(c, o, scratch);
    free(scratch);
    return 0;
}
