/* The statistic of the counted losses (estimate_stat.h). */
#include "rating/estimate_stat.h"

#include "rating/choice.h"
#include "rating/text.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void loss_stat_default(LossStat *s)
{
    memset(s, 0, sizeof *s);
    s->kind = STAT_MEAN;
    s->unit = UNIT_CP;
}

static int parse_number(const char *s, double *out)
{
    char *end;
    errno = 0;
    *out = strtod(s, &end);
    return (!*s || *end || errno || !isfinite(*out)) ? -1 : 0;
}

int loss_stat_parse_kind(LossStat *s, const char *text, char *err, size_t errlen)
{
    const char *colon = strchr(text, ':');
    size_t n = colon ? (size_t)(colon - text) : strlen(text);
    double x;
    if (n == 4 && !strncmp(text, "mean", 4) && !colon) {
        s->kind = STAT_MEAN;
        s->param = 0;
    } else if (n == 6 && !strncmp(text, "median", 6) && !colon) {
        s->kind = STAT_MEDIAN;
        s->param = 0;
    } else if (n == 7 && !strncmp(text, "trimmed", 7)) {
        if (colon && (parse_number(colon + 1, &x) || x < 0 || x >= 0.5))
            return snprintf(err, errlen, "trimmed:F wants 0 <= F < 0.5 (the share cut from "
                            "each end), not '%s'", colon + 1), -1;
        s->kind = STAT_TRIMMED;
        s->param = colon ? x : STAT_TRIMMED_DEFAULT;
    } else if (n == 7 && !strncmp(text, "clipped", 7)) {
        if (colon && (parse_number(colon + 1, &x) || x <= 0 || x > 1e7))
            return snprintf(err, errlen, "clipped:CP wants a positive centipawn cap, not '%s'",
                            colon + 1), -1;
        s->kind = STAT_CLIPPED;
        s->param = colon ? x : STAT_CLIPPED_DEFAULT;
    } else if (n == 6 && !strncmp(text, "choice", 6)) {
        /* Beyond 4 the fall is a cliff: every move within s as good as the
         * best, every other one never played. */
        if (colon && (parse_number(colon + 1, &x) || x <= 0 || x > 4))
            return snprintf(err, errlen, "choice:C wants a shape 0 < C <= 4, not '%s'", colon + 1), -1;
        s->kind = STAT_CHOICE;
        s->param = colon ? x : CHOICE_C_DEFAULT;
    } else if (n == 8 && !strncmp(text, "weighted", 8) && !colon) {
        s->kind = STAT_WEIGHTED;
        s->param = 0;
    } else {
        return snprintf(err, errlen, "statistic '%s' is none of mean, median, trimmed[:F], "
                        "clipped[:CP], choice[:C], weighted", text), -1;
    }
    return 0;
}

int loss_stat_parse_unit(LossStat *s, const char *text, char *err, size_t errlen)
{
    if (!strcmp(text, "cp"))
        s->unit = UNIT_CP;
    else if (!strcmp(text, "winprob"))
        s->unit = UNIT_WINPROB;
    else
        return snprintf(err, errlen, "unit '%s' is neither 'cp' nor 'winprob'", text), -1;
    return 0;
}

const char *loss_stat_kind_text(const LossStat *s, char *buf, size_t len)
{
    switch (s->kind) {
    case STAT_MEDIAN:
        snprintf(buf, len, "median");
        break;
    case STAT_TRIMMED:
        snprintf(buf, len, "trimmed:%g", s->param);
        break;
    case STAT_CLIPPED:
        snprintf(buf, len, "clipped:%g", s->param);
        break;
    case STAT_CHOICE:
        snprintf(buf, len, "choice:%g", s->param);
        break;
    case STAT_WEIGHTED:
        snprintf(buf, len, "weighted");
        break;
    default:
        snprintf(buf, len, "mean");
        break;
    }
    return buf;
}

const char *loss_stat_unit_name(LossUnit u)
{
    return u == UNIT_WINPROB ? "winprob" : "cp";
}

const ChoiceScale *loss_stat_choice_scale(const LossStat *s)
{
    return s->unit == UNIT_WINPROB ? &CHOICE_SCALE_WINPROB : &CHOICE_SCALE_CP;
}

const char *loss_stat_describe(const LossStat *s, Lang lang, char *buf, size_t len)
{
    static const RatingTextId kinds[] = {
        [STAT_MEAN] = RT_STAT_MEAN, [STAT_MEDIAN] = RT_STAT_MEDIAN, [STAT_TRIMMED] = RT_STAT_TRIMMED,
        [STAT_CLIPPED] = RT_STAT_CLIPPED, [STAT_CHOICE] = RT_STAT_CHOICE, [STAT_WEIGHTED] = RT_STAT_WEIGHTED,
    };
    char kind[128];
    RatingTextId id = s->kind == STAT_CHOICE && s->unit == UNIT_WINPROB ? RT_STAT_CHOICE_WINPROB : kinds[s->kind];
    /* A kind without a parameter takes none: the extra argument is unused. */
    snprintf(kind, sizeof kind, rating_text(lang, id), s->param);
    if (s->kind == STAT_CHOICE)
        return snprintf(buf, len, "%s", kind), buf;
    snprintf(buf, len, rating_text(lang, RT_STAT_OF), kind,
             rating_text(lang, s->unit == UNIT_WINPROB ? RT_UNIT_WINPROB : RT_UNIT_CP));
    if (s->best_free) {
        size_t used = strlen(buf);
        snprintf(buf + used, len > used ? len - used : 0, "%s", rating_text(lang, RT_STAT_BEST_FREE));
    }
    return buf;
}

int loss_stat_same(const LossStat *a, const LossStat *b)
{
    if (a->kind != b->kind || a->unit != b->unit || !a->best_free != !b->best_free)
        return 0;
    if (a->kind == STAT_TRIMMED || a->kind == STAT_CLIPPED || a->kind == STAT_CHOICE)
        return fabs(a->param - b->param) <= 1e-9 * (1 + fabs(a->param));
    return 1;
}

int loss_stat_is_thesis(const LossStat *s)
{
    return s->kind == STAT_MEAN && s->unit == UNIT_CP && !s->best_free;
}

double loss_stat_winprob(double cp)
{
    return 1.0 / (1.0 + exp(-cp / STAT_WINPROB_SCALE));
}

double loss_stat_score_winprob(Score s)
{
    if (s.is_mate)
        return s.value > 0 ? 1.0 : 0.0;
    return loss_stat_winprob(s.value);
}

double loss_stat_weight(const TableRow *r)
{
    double p = loss_stat_score_winprob(r->before);
    return 4.0 * p * (1.0 - p);
}

/* The winning chance after the move, clipped's cap applied: the cap bounds
 * the centipawn cost, and being mated costs more than any cap. */
static double after_winprob(const TableRow *r, const LossStat *s)
{
    if (s->kind == STAT_CLIPPED && !r->before.is_mate) {
        double floor_cp = r->before.value - s->param;
        int below = r->after.is_mate ? r->after.value <= 0 : r->after.value < floor_cp;
        if (below)
            return loss_stat_winprob(floor_cp);
    }
    return loss_stat_score_winprob(r->after);
}

double loss_stat_row_loss(const TableRow *r, const LossStat *s)
{
    if (s->best_free && r->played_best == 1)
        return 0.0;
    if (s->unit == UNIT_WINPROB)
        return 100.0 * (after_winprob(r, s) - loss_stat_score_winprob(r->before));
    double before = r->before.value, after = r->after.value;
    if (s->kind == STAT_CLIPPED && after < before - s->param)
        after = before - s->param;
    return after - before;
}

static int compare_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

void loss_stat_sort(double *v, int n)
{
    if (n > 1)
        qsort(v, (size_t)n, sizeof *v, compare_double);
}

double loss_stat_value(double *losses, int n, const LossStat *s)
{
    if (n <= 0)
        return 0.0;
    int from = 0, to = n;
    if (s->kind == STAT_MEDIAN || s->kind == STAT_TRIMMED)
        loss_stat_sort(losses, n);
    if (s->kind == STAT_MEDIAN)
        return n % 2 ? losses[n / 2] : (losses[n / 2 - 1] + losses[n / 2]) / 2;
    if (s->kind == STAT_TRIMMED) {
        int k = (int)floor(s->param * n + 1e-9);
        if (2 * k >= n)   /* cannot happen for F < 0.5; kept as a guard */
            k = (n - 1) / 2;
        from = k;
        to = n - k;
    }
    double sum = 0;
    for (int i = from; i < to; i++)
        sum += losses[i];
    return sum / (to - from);
}

/* STAT_WEIGHTED: the least-squares fit through the origin of the losses
 * against the positions' weights (estimate_stat.h), so a move in a level
 * position counts its loss as it is, and a decided one little; 0 when every
 * weight is 0. */
static double weighted_rows(const Table *t, const int *rows, int n, const LossStat *s)
{
    double num = 0, den = 0;
    for (int i = 0; i < n; i++) {
        const TableRow *r = &t->rows[rows[i]];
        double w = loss_stat_weight(r);
        num += w * loss_stat_row_loss(r, s);
        den += w * w;
    }
    return den > 0 ? num / den : 0.0;
}

double loss_stat_rows(const Table *t, const int *rows, int n, const LossStat *s, int *ok)
{
    if (ok)
        *ok = 1;
    if (n <= 0)
        return 0.0;
    if (s->kind == STAT_WEIGHTED)
        return weighted_rows(t, rows, n, s);
    double *losses = malloc((size_t)n * sizeof *losses);
    if (!losses) {
        if (ok)
            *ok = 0;
        return 0.0;
    }
    for (int i = 0; i < n; i++)
        losses[i] = loss_stat_row_loss(&t->rows[rows[i]], s);
    double v = loss_stat_value(losses, n, s);
    free(losses);
    return v;
}
