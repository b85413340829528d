/* One way to compute each statistic (stat_rows.h). */
#include "rating/stat_rows.h"

#include <stdlib.h>

/* The choice data of rows, in a buffer the caller frees; NULL when out of
 * memory. *k: how many positions it holds. */
static ChoicePosition *gather(const StatRows *s, const int *rows, int n, int *k)
{
    ChoicePosition *pos = malloc((size_t)n * sizeof *pos);
    if (pos)
        *k = choice_set_gather(s->choice, rows, n, pos);
    return pos;
}

int stat_rows_choice_fit(const StatRows *s, const int *rows, int n, ChoiceFit *out)
{
    if (n <= 0 || !s->choice)
        return 0;
    int k = 0;
    ChoicePosition *pos = gather(s, rows, n, &k);
    if (!pos)
        return -1;
    if (k > 0)
        choice_fit_in(pos, k, s->stat->param, s->choice_start, s->choice->scale, out);
    free(pos);
    return k;
}

double stat_rows_value(const StatRows *s, const int *rows, int n, int *ok)
{
    if (s->stat->kind != STAT_CHOICE)
        return loss_stat_rows(s->t, rows, n, s->stat, ok);
    if (ok)
        *ok = 1;
    if (n <= 0 || !s->choice)
        return 0.0;
    int k = 0, bound;
    ChoicePosition *pos = gather(s, rows, n, &k);
    if (!pos) {
        if (ok)
            *ok = 0;
        return 0.0;
    }
    double v = k > 0 ? choice_fit_s_in(pos, k, s->stat->param, s->choice_start, s->choice->scale, &bound) : 0.0;
    free(pos);
    return v;
}
