/* The command-line options that shape an estimate (estimate_options.h). */
#include "rating/estimate_options.h"

#include <errno.h>
#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char estimate_options_help[] =
    "  --max-abs-eval CP     count moves with |eval_before| <= CP (200); 'none':\n"
    "                        any centipawn score (a mate before never counts)\n"
    "  --min-ply N           count moves with ply >= N (40)\n"
    "  --max-ply N           count moves with ply <= N (0, the default: no cap)\n"
    "  --min-clock-left S    count moves leaving >= S seconds on the clock;\n"
    "                        moves with an unknown clock pass (60; a table\n"
    "                        with '# clock_main_ms:' sets 10% of that time)\n"
    "  --no-clock-filter     count moves whatever the clock\n"
    "  --max-progress P      count moves with ply/game_plies*100 <= P (100)\n"
    "  --lowest-progress N   keep only the N counting moves of lowest progress\n"
    "  --samples N           bootstrap replicates for the interval (2000)\n"
    "  --seed N              bootstrap seed (fixed by default: reproducible)\n"
    "  --level L             interval coverage, 0 < L < 1 (0.90)\n"
    "  --stat S              the statistic of the counted losses: mean (the\n"
    "                        thesis's, default), median, trimmed[:F] (mean after\n"
    "                        cutting the share F, default 0.1, from each end),\n"
    "                        clipped[:CP] (mean with each cost capped at CP,\n"
    "                        default 500) or choice[:C]: the sensitivity s (cp)\n"
    "                        of the move-choice likelihood, P(move) ~\n"
    "                        exp(-(delta/s)^C), delta = best score - the move's\n"
    "                        (capped at 2000 cp), C = 1 by default, s fitted by\n"
    "                        maximum likelihood; it needs tables written by\n"
    "                        'kiryoku analyze --root-scores'. A rating needs a\n"
    "                        profile fitted for the statistic; without one it\n"
    "                        is printed with no rating\n"
    "  --unit U              cp (default) or winprob: the loss in points of\n"
    "                        winning chance, 100*(p(after)-p(before)),\n"
    "                        p = 1/(1+exp(-cp/600))\n"
    "  --stat weighted       (with --unit winprob) the loss in a level position,\n"
    "                        fitted over every counted move: sum(w*L)/sum(w^2),\n"
    "                        w = 4p(1-p) of the position before the move, so a\n"
    "                        decided position, which can lose little, weighs\n"
    "                        little\n"
    "  --count-mates         (with --unit winprob) count moves with a mate score\n"
    "                        after them too, the mate as a winning chance of 1\n"
    "                        (the mover mates) or 0 (the mover is mated)\n"
    "  --best-free           a move the table marks as the judge's own best\n"
    "                        (its move and best columns agree) costs 0: its\n"
    "                        eval_after - eval_before is the judge disagreeing\n"
    "                        with its own search a ply deeper (not with choice)\n"
    "  Moves inside the AI's book never count, nor, without --count-mates, moves\n"
    "  with a mate score after them.\n";

static const char *option_value(int argc, char **argv, int *i, const char *name, int *missing)
{
    size_t n = strlen(name);
    const char *arg = argv[*i];
    *missing = 0;
    if (strncmp(arg, name, n))
        return NULL;
    if (arg[n] == '=')
        return arg + n + 1;
    if (arg[n])
        return NULL;
    if (*i + 1 >= argc) {
        *missing = 1;
        return NULL;
    }
    return argv[++*i];
}

static int to_double(const char *s, double *out)
{
    char *end;
    errno = 0;
    *out = strtod(s, &end);
    return (!*s || *end || errno || !isfinite(*out)) ? -1 : 0;
}

/* The table of numeric options: name, where it goes, its valid range. */
typedef struct {
    const char *name;
    int is_int;
    size_t offset;
    double min, max;
    unsigned given;   /* the ESTIMATE_GIVEN_ bit of a filter; 0: not one */
} NumericOption;

static const NumericOption numeric_options[] = {
    { "--max-abs-eval", 0, offsetof(EstimateOptions, max_abs_eval), 0, 1e9, ESTIMATE_GIVEN_MAX_ABS_EVAL },
    { "--min-ply", 1, offsetof(EstimateOptions, min_ply), 0, 1e6, ESTIMATE_GIVEN_MIN_PLY },
    { "--max-ply", 1, offsetof(EstimateOptions, max_ply), 0, 1e6, ESTIMATE_GIVEN_MAX_PLY },
    { "--min-clock-left", 0, offsetof(EstimateOptions, min_clock_left_s), 0, 1e7, ESTIMATE_GIVEN_CLOCK },
    { "--max-progress", 0, offsetof(EstimateOptions, max_progress), 0, 100, ESTIMATE_GIVEN_MAX_PROGRESS },
    { "--lowest-progress", 1, offsetof(EstimateOptions, lowest_progress), 1, 1e9,
      ESTIMATE_GIVEN_LOWEST_PROGRESS },
    { "--samples", 1, offsetof(EstimateOptions, bootstrap_samples), 1, 1e7, 0 },
    { "--level", 0, offsetof(EstimateOptions, level), 0.01, 0.99, 0 },
};

int estimate_parse_option(EstimateOptions *o, int argc, char **argv, int *i,
                          char *err, size_t errlen)
{
    if (!strcmp(argv[*i], "--no-clock-filter")) {
        o->clock_filter = 0;
        o->given |= ESTIMATE_GIVEN_CLOCK;
        return 1;
    }
    if (!strcmp(argv[*i], "--best-free")) {
        o->stat.best_free = 1;
        o->given |= ESTIMATE_GIVEN_BEST_FREE;
        return 1;
    }
    if (!strcmp(argv[*i], "--count-mates")) {
        o->count_mates = 1;
        o->given |= ESTIMATE_GIVEN_COUNT_MATES;
        return 1;
    }
    int missing, at = *i;
    const char *band = option_value(argc, argv, i, "--max-abs-eval", &missing);
    if (band && !strcmp(band, "none")) {
        o->max_abs_eval = ESTIMATE_NO_EVAL_BAND;
        o->given |= ESTIMATE_GIVEN_MAX_ABS_EVAL;
        return 1;
    }
    *i = at;   /* a number, or no value: the numeric table below reads it */
    const char *v = option_value(argc, argv, i, "--stat", &missing);
    if (v || missing) {
        if (!v)
            return snprintf(err, errlen, "--stat wants mean, median, trimmed[:F], clipped[:CP], choice[:C] "
                            "or weighted"), -1;
        char msg[200];
        if (loss_stat_parse_kind(&o->stat, v, msg, sizeof msg))
            return snprintf(err, errlen, "--stat: %s", msg), -1;
        o->given |= ESTIMATE_GIVEN_STAT;
        return 1;
    }
    v = option_value(argc, argv, i, "--unit", &missing);
    if (v || missing) {
        if (!v)
            return snprintf(err, errlen, "--unit wants cp or winprob"), -1;
        char msg[200];
        if (loss_stat_parse_unit(&o->stat, v, msg, sizeof msg))
            return snprintf(err, errlen, "--unit: %s", msg), -1;
        o->given |= ESTIMATE_GIVEN_UNIT;
        return 1;
    }
    v = option_value(argc, argv, i, "--seed", &missing);
    if (v || missing) {
        char *end;
        errno = 0;
        o->seed = v ? strtoull(v, &end, 10) : 0;
        if (!v || !*v || *end || errno)
            return snprintf(err, errlen, "--seed wants a non-negative integer"), -1;
        return 1;
    }
    for (size_t k = 0; k < sizeof numeric_options / sizeof numeric_options[0]; k++) {
        const NumericOption *opt = &numeric_options[k];
        v = option_value(argc, argv, i, opt->name, &missing);
        if (!v && !missing)
            continue;
        double x;
        if (!v || to_double(v, &x) || x < opt->min || x > opt->max ||
            (opt->is_int && x != floor(x)))
            return snprintf(err, errlen, "%s wants %s between %g and %g, not '%s'", opt->name,
                            opt->is_int ? "an integer" : "a number", opt->min, opt->max,
                            v ? v : "nothing"), -1;
        char *field = (char *)o + opt->offset;
        o->given |= opt->given;
        if (opt->offset == offsetof(EstimateOptions, min_clock_left_s))
            o->clock_from_table = 0;   /* the bar asked for wins over the table's clock */
        if (opt->is_int)
            *(int *)field = (int)x;
        else
            *(double *)field = x;
        return 1;
    }
    return 0;
}
