/* A profile's recorded statistic and filters, followed by an estimate
 * (estimate_options_follow_profile, estimate.h) and recorded by calibrate
 * (estimate_options_filters). */
#include "rating/estimate.h"

#include <stdio.h>
#include <string.h>

#include "rating/text.h"

bool estimate_options_every_move(const EstimateOptions *o)
{
    return o->max_abs_eval >= ESTIMATE_NO_EVAL_BAND;
}

bool estimate_options_winprob(const EstimateOptions *o)
{
    return o->stat.unit == UNIT_WINPROB && o->stat.kind != STAT_CHOICE;
}

void estimate_options_filters(const EstimateOptions *o, ProfileFilters *f)
{
    profile_filters_default(f);
    f->recorded = 1;
    f->min_ply = o->min_ply;
    f->max_ply = o->max_ply;
    f->max_abs_eval = o->max_abs_eval;
    f->count_mates = o->count_mates;
    f->clock = !o->clock_filter ? PROFILE_CLOCK_NONE
               : o->clock_from_table ? PROFILE_CLOCK_TABLE : PROFILE_CLOCK_FIXED;
    f->min_clock_left_s = o->min_clock_left_s;
    f->max_progress = o->max_progress;
    f->lowest_progress = o->lowest_progress;
}

/* The things a profile binds, in the order they are checked. */
typedef enum {
    BIND_STAT, BIND_UNIT, BIND_BEST_FREE, BIND_MIN_PLY, BIND_MAX_PLY, BIND_MAX_ABS_EVAL, BIND_COUNT_MATES, BIND_CLOCK, BIND_MAX_PROGRESS,
    BIND_LOWEST_PROGRESS, BIND_COUNT
} Bound;

static const unsigned bound_bit[BIND_COUNT] = {
    ESTIMATE_GIVEN_STAT, ESTIMATE_GIVEN_UNIT, ESTIMATE_GIVEN_BEST_FREE, ESTIMATE_GIVEN_MIN_PLY, ESTIMATE_GIVEN_MAX_PLY, ESTIMATE_GIVEN_MAX_ABS_EVAL,
    ESTIMATE_GIVEN_COUNT_MATES, ESTIMATE_GIVEN_CLOCK, ESTIMATE_GIVEN_MAX_PROGRESS, ESTIMATE_GIVEN_LOWEST_PROGRESS,
};

/* What one bound thing is, as the option that asks for it ("--min-ply 1",
 * "--max-abs-eval none"), or in words where no option says it; two
 * settings are the same exactly when their texts are (%.17g keeps every
 * double). */
static const char *bound_text(Bound b, const LossStat *s, const ProfileFilters *f, Lang l, char *buf, size_t len)
{
    char kind[48];
    switch (b) {
    case BIND_STAT:
        snprintf(buf, len, "--stat %s", loss_stat_kind_text(s, kind, sizeof kind));
        break;
    case BIND_UNIT:
        snprintf(buf, len, "--unit %s", loss_stat_unit_name(s->unit));
        break;
    case BIND_BEST_FREE:
        snprintf(buf, len, "%s", s->best_free ? "--best-free" : rating_text(l, RT_OPT_BEST_PRICED));
        break;
    case BIND_MIN_PLY:
        snprintf(buf, len, "--min-ply %d", f->min_ply);
        break;
    case BIND_MAX_PLY:
        snprintf(buf, len, "--max-ply %d", f->max_ply);
        break;
    case BIND_MAX_ABS_EVAL:
        if (f->max_abs_eval >= PROFILE_NO_EVAL_BAND)
            snprintf(buf, len, "--max-abs-eval none");
        else
            snprintf(buf, len, "--max-abs-eval %.17g", f->max_abs_eval);
        break;
    case BIND_COUNT_MATES:
        snprintf(buf, len, "%s", f->count_mates ? "--count-mates" : rating_text(l, RT_OPT_NO_MATES));
        break;
    case BIND_CLOCK:
        if (f->clock == PROFILE_CLOCK_FIXED)
            snprintf(buf, len, "--min-clock-left %.17g", f->min_clock_left_s);
        else
            snprintf(buf, len, "%s", f->clock == PROFILE_CLOCK_NONE ? "--no-clock-filter"
                                                                     : rating_text(l, RT_OPT_CLOCK_TABLE));
        break;
    case BIND_MAX_PROGRESS:
        snprintf(buf, len, "--max-progress %.17g", f->max_progress);
        break;
    default:
        if (f->lowest_progress > 0)
            snprintf(buf, len, "--lowest-progress %d", f->lowest_progress);
        else
            snprintf(buf, len, "%s", rating_text(l, RT_OPT_NO_LOWEST));
        break;
    }
    return buf;
}

/* Sets o's thing b to the profile's (stat and unit through s, the rest
 * through the recorded filters f). */
static void take(EstimateOptions *o, Bound b, const LossStat *s, const ProfileFilters *f)
{
    switch (b) {
    case BIND_STAT:
        o->stat.kind = s->kind;
        o->stat.param = s->param;
        break;
    case BIND_UNIT:
        o->stat.unit = s->unit;
        break;
    case BIND_BEST_FREE:
        o->stat.best_free = s->best_free;
        break;
    case BIND_MIN_PLY:
        o->min_ply = f->min_ply;
        break;
    case BIND_MAX_PLY:
        o->max_ply = f->max_ply;
        break;
    case BIND_MAX_ABS_EVAL:
        o->max_abs_eval = f->max_abs_eval;
        break;
    case BIND_COUNT_MATES:
        o->count_mates = f->count_mates;
        break;
    case BIND_CLOCK:
        /* The table's clock keeps whatever fallback bar o already has (the
         * test's report sets one from the test's main time). */
        o->clock_filter = f->clock != PROFILE_CLOCK_NONE;
        o->clock_from_table = f->clock == PROFILE_CLOCK_TABLE;
        if (f->clock == PROFILE_CLOCK_FIXED)
            o->min_clock_left_s = f->min_clock_left_s;
        break;
    case BIND_MAX_PROGRESS:
        o->max_progress = f->max_progress;
        break;
    default:
        o->lowest_progress = f->lowest_progress;
        break;
    }
}

int estimate_options_follow_profile(EstimateOptions *o, const Profile *p, char *err, size_t errlen)
{
    if (!p->filters.recorded)
        return 0;
    ProfileFilters asked;
    estimate_options_filters(o, &asked);
    for (int b = 0; b < BIND_COUNT; b++) {
        if (!(o->given & bound_bit[b]))
            continue;
        char want[96], have[96];
        bound_text((Bound)b, &p->stat, &p->filters, o->lang, have, sizeof have);
        bound_text((Bound)b, &o->stat, &asked, o->lang, want, sizeof want);
        if (strcmp(want, have))
            return snprintf(err, errlen, rating_text(o->lang, RT_ERR_PROFILE_CONFLICT), p->name, have, want), -1;
    }
    for (int b = 0; b < BIND_COUNT; b++)
        if (!(o->given & bound_bit[b]))
            take(o, (Bound)b, &p->stat, &p->filters);
    return 0;
}
