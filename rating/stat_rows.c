/* One way to compute each statistic (stat_rows.h). */
#include "rating/stat_rows.h"

#include <stdlib.h>

int stat_rows_choice_fit(const StatRows *s, const int *rows, int n, ChoiceFit *out)
{
    if (n <= 0 || !s->choice)
        return 0;
    ChoicePosition *pos = malloc((size_t)n * sizeof *pos);
    if (!pos)
        return -1;
    int k = choice_set_gather(s->choice, rows, n, pos);
    if (k > 0)
        choice_fit(pos, k, s->stat->param, s->choice_start, out);
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
    ChoicePosition *pos = malloc((size_t)n * sizeof *pos);
    if (!pos) {
        if (ok)
            *ok = 0;
        return 0.0;
    }
    int k = choice_set_gather(s->choice, rows, n, pos), bound;
    double v = k > 0 ? choice_fit_s(pos, k, s->stat->param, s->choice_start, &bound) : 0.0;
    free(pos);
    return v;
}
