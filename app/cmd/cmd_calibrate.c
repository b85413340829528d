/* `kiryoku calibrate`: rated players' analysis tables -> a rating profile. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/json.h"
#include "rating/calibrate.h"
#include "app/cmd/commands.h"
#include "app/cmd/options.h"
#include "rating/estimate_options.h"
#include "rating/estimate_print.h"

static void usage(FILE *out)
{
    fprintf(out,
        "usage: kiryoku calibrate --ratings FILE [options] TABLE...\n"
        "Fits mean_loss = slope * rating + intercept by weighted least squares\n"
        "(weights: positions) over rating groups, and writes the inverse,\n"
        "rating = a * mean_loss + b, as a profile for 'kiryoku estimate --profile'.\n"
        "With --stat/--unit the fit reads that statistic of each player's losses\n"
        "instead of the mean (a group's: its players' position-weighted mean). The\n"
        "profile records the statistic and the filters it counted moves by (keys\n"
        "stat, unit, best_free, min_ply, max_ply, max_abs_eval, count_mates,\n"
        "min_clock_left, max_progress, lowest_progress): 'kiryoku estimate\n"
        "--profile' reads that statistic with those filters and refuses options\n"
        "that contradict them.\n"
        "  --ratings FILE        one 'NAME<TAB>RATING' per line ('#' comments)\n"
        "  --group-width W       rating group width (100)\n"
        "  --by-player           one point per player instead of rating groups\n"
        "  --log                 fit against ln(rating): rating = exp(a*mean_loss + b)\n"
        "  -o, --output FILE     write the profile there\n"
        "  --json                print the report as JSON\n"
        "  --name NAME           the profile's name (default: calibrated)\n"
        "  --engine TEXT, --depth N, --scale TEXT   override what the profile records\n"
        "                        (engine and depth default to the tables' headers)\n"
        "%s"
        "exit status: 0 fitted, 1 bad input or nothing to fit, 2 usage\n",
        estimate_options_help);
}

typedef struct {
    const char *ratings, *output, *name, *engine, *scale;
    int depth;
    bool json;
    CalibrateOptions fit;
    EstimateOptions filters;
    const char **tables;
    int table_count;
} Args;

/* Engine, depth and node cap from the tables' headers, when they all agree. */
static void engine_from_tables(const Table *t, Profile *p)
{
    p->engine[0] = 0;
    p->depth = -1;
    p->nodes = t->source_count ? t->sources[0].nodes : 0;
    for (size_t i = 0; i < t->source_count; i++) {
        const TableSource *s = &t->sources[i];
        if (s->engine && !p->engine[0])
            snprintf(p->engine, sizeof p->engine, "%s", s->engine);
        else if (s->engine && strcmp(s->engine, p->engine))
            fprintf(stderr, "kiryoku calibrate: warning: the tables name several engines "
                    "('%s', '%s'): one profile should come from one engine\n", p->engine, s->engine);
        if (s->depth >= 0 && p->depth < 0)
            p->depth = s->depth;
        else if (s->depth >= 0 && s->depth != p->depth)
            fprintf(stderr, "kiryoku calibrate: warning: the tables name several depths "
                    "(%d, %d)\n", p->depth, s->depth);
        if (s->nodes != t->sources[0].nodes)
            fprintf(stderr, "kiryoku calibrate: warning: the tables name several node caps "
                    "(%lld, %lld)\n", t->sources[0].nodes, s->nodes);
    }
}

static void print_report(const Calibration *c, const Args *a)
{
    const Profile *p = &c->profile;
    int lg = a->fit.log_form;
    printf("calibrated on %zu rated player(s), %d positions; %zu point(s) (%s)\n",
           c->player_count, c->positions, c->point_count,
           a->fit.by_player ? "one per player" : "rating groups");
    if (c->unrated || c->without_positions)
        printf("left out: %d player(s) in the tables without a rating, %d rated player(s) "
               "without counting positions\n", c->unrated, c->without_positions);
    if (!loss_stat_is_thesis(&p->stat)) {
        char what[128];
        printf("statistic: the %s (below: 'mean loss' is that statistic)\n",
               loss_stat_describe(&p->stat, LANG_EN, what, sizeof what));
    }
    printf("fit (weighted by positions): mean_loss = %.6g * %s + %.6g\n", c->slope,
           lg ? "ln(rating)" : "rating", c->intercept);
    printf("profile: rating = %s%.6g * mean_loss + %.6g%s\n", lg ? "exp(" : "", p->a, p->b,
           lg ? ")" : "");
    printf("r = %.4f (weighted, over the points)\n", c->r);
    if (c->loo_count)
        printf("leave-one-out RMSE = %.1f rating points over %d player(s)\n", c->loo_rmse,
               c->loo_count);
    else
        printf("leave-one-out RMSE: not available (too few points to refit without a player)\n");
    printf("  %-19s %7s %9s %9s %10s %10s\n", "ratings", "players", "positions", "rating",
           "mean loss", "fitted");
    for (size_t i = 0; i < c->point_count; i++) {
        const CalibratePoint *q = &c->points[i];
        char range[40];
        if (a->fit.by_player)
            snprintf(range, sizeof range, "%g", q->lo);
        else
            snprintf(range, sizeof range, "%g-%g", q->lo, q->hi);
        printf("  %-19s %7d %9d %9.1f %10.1f %10.1f\n", range, q->players, q->positions,
               q->rating, q->mean_loss, calibrate_fitted_loss(c, q->rating, lg));
    }
}

static void print_json(const Calibration *c, const Args *a)
{
    const Profile *p = &c->profile;
    printf("{\n  \"players\": %zu,\n  \"positions\": %d,\n  \"points\": \"%s\",\n",
           c->player_count, c->positions, a->fit.by_player ? "players" : "rating groups");
    if (!a->fit.by_player)
        printf("  \"group_width\": %g,\n", a->fit.group_width);
    printf("  \"unrated_players\": %d,\n  \"rated_without_positions\": %d,\n", c->unrated,
           c->without_positions);
    printf("  \"fit\": {\"x\": \"%s\", \"slope\": %.10g, \"intercept\": %.10g, \"r\": %.6f},\n",
           a->fit.log_form ? "ln(rating)" : "rating", c->slope, c->intercept, c->r);
    printf("  \"profile\": {\"name\": ");
    json_print_string(stdout, p->name);
    printf(", \"engine\": ");
    json_print_string(stdout, p->engine);
    char kind[48];
    printf(", \"depth\": %d, \"form\": \"%s\", \"a\": %.10g, \"b\": %.10g, \"stat\": \"%s\", "
           "\"unit\": \"%s\", \"best_free\": %s},\n", p->depth, profile_form_name(p->form), p->a, p->b,
           loss_stat_kind_text(&p->stat, kind, sizeof kind), loss_stat_unit_name(p->stat.unit),
           p->stat.best_free ? "true" : "false");
    if (c->loo_count)
        printf("  \"loo_rmse\": %.4f,\n  \"loo_players\": %d,\n", c->loo_rmse, c->loo_count);
    else
        printf("  \"loo_rmse\": null,\n  \"loo_players\": 0,\n");
    printf("  \"groups\": [");
    for (size_t i = 0; i < c->point_count; i++) {
        const CalibratePoint *q = &c->points[i];
        printf("%s\n    {\"lo\": %g, \"hi\": %g, \"players\": %d, \"positions\": %d, "
               "\"rating\": %.4f, \"mean_loss\": %.4f, \"fitted_loss\": %.4f}", i ? "," : "",
               q->lo, q->hi, q->players, q->positions, q->rating, q->mean_loss,
               calibrate_fitted_loss(c, q->rating, a->fit.log_form));
    }
    printf("%s]\n}\n", c->point_count ? "\n  " : "");
}
/* What the estimator needs of a fitted profile besides the line: its own
 * error (the leave-one-out RMSE) for the interval, and the ratings it was
 * fitted on, outside which a rating is shown as "below"/"above". */
static void set_error_and_range(const Calibration *c, Profile *p)
{
    p->rmse = c->loo_count && isfinite(c->loo_rmse) ? c->loo_rmse : 0;
    p->range_low = p->range_high = 0;
    for (size_t i = 0; i < c->player_count; i++) {
        int r = (int)c->players[i].rating;
        if (i == 0 || r < p->range_low)
            p->range_low = r;
        if (i == 0 || r > p->range_high)
            p->range_high = r;
    }
}


static int run(Args *a)
{
    char err[1024];
    if (!a->ratings || !a->table_count) {
        fprintf(stderr, "kiryoku calibrate: %s\n", !a->ratings ? "--ratings FILE is required"
                                                             : "no tables given");
        usage(stderr);
        return 2;
    }
    Ratings ratings;
    Table t;
    Calibration c;
    ratings_init(&ratings);
    table_init(&t);
    int status = ratings_read_file(&ratings, a->ratings, err, sizeof err) ? 1 : 0;
    for (int k = 0; k < a->table_count && !status; k++)
        status = table_read_file(&t, a->tables[k], err, sizeof err) ? 1 : 0;
    if (!status && calibrate_run(&t, &ratings, &a->filters, &a->fit, &c, err, sizeof err))
        status = 1;
    if (status) {
        fprintf(stderr, "kiryoku calibrate: %s\n", err);
    } else {
        Profile *p = &c.profile;
        engine_from_tables(&t, p);
        snprintf(p->name, sizeof p->name, "%s", a->name ? a->name : "calibrated");
        if (a->engine)
            snprintf(p->engine, sizeof p->engine, "%s", a->engine);
        if (a->depth >= 0)
            p->depth = a->depth;
        snprintf(p->scale, sizeof p->scale, "%s", a->scale ? a->scale : "");
        set_error_and_range(&c, p);
        if (a->json)
            print_json(&c, a);
        else
            print_report(&c, a);
        if (a->output) {
            char note[200];
            snprintf(note, sizeof note, "kiryoku calibrate: %zu players, %d positions, r = %.4f",
                     c.player_count, c.positions, c.r);
            if (profile_save_file(p, a->output, note, err, sizeof err)) {
                fprintf(stderr, "kiryoku calibrate: %s\n", err);
                status = 1;
            } else if (!a->json) {
                printf("profile written to %s\n", a->output);
            }
        }
        calibrate_free(&c);
    }
    table_free(&t);
    ratings_free(&ratings);
    return status;
}

/* The estimator's filter options (rating/estimate_options.h). */
static int estimator_options(void *ctx, int argc, char **argv, int *i, char *err, size_t errlen)
{
    return estimate_parse_option(ctx, argc, argv, i, err, errlen);
}

int cmd_calibrate(int argc, char **argv)
{
    Args a = { .depth = -1 };
    calibrate_options_default(&a.fit);
    estimate_options_default(&a.filters);
    const Option options[] = {
        OPTION_STRING("--ratings", &a.ratings),
        OPTION_STRING("-o|--output", &a.output),
        OPTION_STRING("--name", &a.name),
        OPTION_STRING("--engine", &a.engine),
        OPTION_STRING("--scale", &a.scale),
        OPTION_DOUBLE("--group-width", &a.fit.group_width, 1, 100000),
        OPTION_INT("--depth", &a.depth, 0, 1000),
        OPTION_FLAG("--by-player", &a.fit.by_player),
        OPTION_FLAG("--log", &a.fit.log_form),
        OPTION_FLAG("--json", &a.json),
    };
    const OptionSpec spec = { .command = "calibrate", .usage = usage, .options = options,
                              .option_count = OPTION_COUNT(options), .delegate = estimator_options,
                              .delegate_ctx = &a.filters };
    if (!(a.tables = calloc((size_t)argc, sizeof *a.tables)))
        return 1;
    int parsed = options_parse(&spec, argc, argv, a.tables, &a.table_count);
    int status = parsed == OPTIONS_OK ? run(&a) : options_exit_status(parsed);
    free(a.tables);
    return status;
}
