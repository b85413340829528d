/* The estimate's part for --stat choice (estimate_choice.h). */
#include "rating/estimate_choice.h"

#include <stdio.h>

#include "rating/stat_rows.h"
#include "rating/text.h"

/* The counted moves whose root scores stop short of their table's depth
 * (root_depth below "# depth:"; unknown either way counts as not). */
static int shallow_rows(const Table *t, const ChoiceSet *cs, const int *rows, int n)
{
    int k = 0;
    for (int i = 0; i < n; i++) {
        int want = t->sources[t->rows[rows[i]].source].depth;
        k += cs->depth[rows[i]] >= 0 && want > 0 && cs->depth[rows[i]] < want;
    }
    return k;
}

/* Keeps the rows whose position has data; returns how many. */
static int keep_rows_with_data(const ChoiceSet *cs, int *rows, int n)
{
    int k = 0;
    for (int i = 0; i < n; i++)
        if (cs->pos[rows[i]].count > 0)
            rows[k++] = rows[i];
    return k;
}

int estimate_choice_prepare(const Table *t, const EstimateOptions *o, Estimate *e, ChoiceSet *cs, char *err,
                            size_t errlen)
{
    if (choice_set_read(cs, t, o->stat.param, loss_stat_choice_scale(&o->stat), o->lang, err, errlen))
        return -1;
    int n = keep_rows_with_data(cs, e->rows, e->positions);
    e->choice_left_out = e->positions - n;
    e->positions = n;
    e->choice_shallow = shallow_rows(t, cs, e->rows, n);
    if (n == 0) {
        snprintf(err, errlen, rating_text(o->lang, RT_ERR_CHOICE_NONE), e->choice_left_out, e->player);
        choice_set_free(cs);
        return -1;
    }
    StatRows sr = { t, &o->stat, cs, 0 };
    if (stat_rows_choice_fit(&sr, e->rows, n, &e->choice) < 0) {
        choice_set_free(cs);
        return snprintf(err, errlen, "%s", rating_text(o->lang, RT_ERR_OUT_OF_MEMORY)), -1;
    }
    return 0;
}
