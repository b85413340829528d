/* Printing an estimate, and parsing the options that shape one. */
#include "app/estimate_report.h"

#include <errno.h>
#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

const char estimate_options_help[] =
    "  --max-abs-eval CP     count moves with |eval_before| <= CP (200)\n"
    "  --min-ply N           count moves with ply >= N (40)\n"
    "  --min-clock-left S    count moves leaving >= S seconds on the clock;\n"
    "                        moves with an unknown clock pass (60)\n"
    "  --no-clock-filter     count moves whatever the clock\n"
    "  --max-progress P      count moves with ply/game_plies*100 <= P (100)\n"
    "  --lowest-progress N   keep only the N counting moves of lowest progress\n"
    "  --samples N           bootstrap replicates for the interval (2000)\n"
    "  --seed N              bootstrap seed (fixed by default: reproducible)\n"
    "  --level L             interval coverage, 0 < L < 1 (0.90)\n"
    "  Moves with a mate score after them, or inside the AI's book, never count.\n";

void json_print_string(FILE *out, const char *s)
{
    fputc('"', out);
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        if (*p == '"' || *p == '\\')
            fprintf(out, "\\%c", *p);
        else if (*p == '\n')
            fputs("\\n", out);
        else if (*p == '\t')
            fputs("\\t", out);
        else if (*p < 0x20)
            fprintf(out, "\\u%04x", *p);
        else
            fputc(*p, out);
    }
    fputc('"', out);
}

static void print_filters_text(FILE *out, const EstimateOptions *o)
{
    fprintf(out, "filters: |eval_before| <= %g, ply >= %d", o->max_abs_eval, o->min_ply);
    if (o->clock_filter)
        fprintf(out, ", clock left >= %g s", o->min_clock_left_s);
    if (o->max_progress < 100)
        fprintf(out, ", progress <= %g%%", o->max_progress);
    if (o->lowest_progress > 0)
        fprintf(out, ", the %d lowest-progress moves", o->lowest_progress);
    fprintf(out, ", no mate after, not in book\n");
}

void estimate_print_text(FILE *out, const Estimate *e, const EstimateOptions *o)
{
    fprintf(out, "%s: rating %d (%g%% interval %d to %d), from %d positions in %zu "
            "game(s), mean loss %.1f\n", e->player, e->rating, e->level * 100, e->low,
            e->high, e->positions, e->game_count, e->mean_loss);
    const Profile *p = &e->profile;
    fprintf(out, "profile %s: rating = %s%g * mean_loss + %g%s", p->name,
            p->form == PROFILE_LOG ? "exp(" : "", p->a, p->b,
            p->form == PROFILE_LOG ? ")" : "");
    if (p->scale[0])
        fprintf(out, " (%s)", p->scale);
    fputc('\n', out);
    fprintf(out, "  %-16s %6s %6s %9s %10s %7s\n", "game", "plies", "moves", "positions",
            "mean loss", "rating");
    for (size_t i = 0; i < e->game_count; i++) {
        const EstimateGame *g = &e->games[i];
        fprintf(out, "  %-16s %6d %6d %9d", g->name, g->game_plies, g->moves, g->positions);
        if (g->positions)
            fprintf(out, " %10.1f %7d\n", g->mean_loss, g->rating);
        else
            fprintf(out, " %10s %7s\n", "-", "-");
    }
    print_filters_text(out, o);
    for (int i = 0; i < e->warning_count; i++)
        fprintf(out, "warning: %s\n", e->warnings[i]);
}

static void print_filters_json(FILE *out, const EstimateOptions *o)
{
    fprintf(out, "  \"filters\": {\"max_abs_eval\": %g, \"min_ply\": %d, "
            "\"clock_filter\": %s, \"min_clock_left_s\": %g, \"max_progress\": %g, "
            "\"lowest_progress\": ", o->max_abs_eval, o->min_ply,
            o->clock_filter ? "true" : "false", o->min_clock_left_s, o->max_progress);
    if (o->lowest_progress > 0)
        fprintf(out, "%d", o->lowest_progress);
    else
        fputs("null", out);
    fputs(", \"exclude_mate_after\": true, \"exclude_in_book\": true},\n", out);
}

static void print_profile_json(FILE *out, const Profile *p)
{
    fputs("  \"profile\": {\"name\": ", out);
    json_print_string(out, p->name);
    fputs(", \"engine\": ", out);
    json_print_string(out, p->engine);
    fprintf(out, ", \"depth\": %d, \"form\": \"%s\", \"a\": %.10g, \"b\": %.10g, \"scale\": ",
            p->depth, profile_form_name(p->form), p->a, p->b);
    json_print_string(out, p->scale);
    fputs("},\n", out);
}

static void print_games_json(FILE *out, const Estimate *e)
{
    fputs("  \"games\": [", out);
    for (size_t i = 0; i < e->game_count; i++) {
        const EstimateGame *g = &e->games[i];
        fputs(i ? ",\n    {\"game\": " : "\n    {\"game\": ", out);
        json_print_string(out, g->name);
        fprintf(out, ", \"game_plies\": %d, \"moves\": %d, \"positions\": %d, ",
                g->game_plies, g->moves, g->positions);
        if (g->positions)
            fprintf(out, "\"mean_loss\": %.4f, \"rating\": %d}", g->mean_loss, g->rating);
        else
            fputs("\"mean_loss\": null, \"rating\": null}", out);
    }
    fputs(e->game_count ? "\n  ],\n" : "],\n", out);
}

void estimate_print_json(FILE *out, const Estimate *e, const EstimateOptions *o)
{
    fputs("{\n  \"player\": ", out);
    json_print_string(out, e->player);
    fprintf(out, ",\n  \"rating\": %d,\n  \"positions\": %d,\n  \"mean_loss\": %.4f,\n",
            e->rating, e->positions, e->mean_loss);
    fprintf(out, "  \"interval\": {\"level\": %g, \"low\": %d, \"high\": %d, \"samples\": %d, "
            "\"seed\": %llu, \"resampled\": \"positions within each game\"},\n",
            e->level, e->low, e->high, o->bootstrap_samples, o->seed);
    print_profile_json(out, &e->profile);
    print_filters_json(out, o);
    fputs("  \"excluded\": {", out);
    for (int x = 0; x < EX_COUNT; x++)
        fprintf(out, "%s\"%s\": %d", x ? ", " : "", estimate_exclusion_name(x), e->excluded[x]);
    fputs("},\n", out);
    print_games_json(out, e);
    fputs("  \"warnings\": [", out);
    for (int i = 0; i < e->warning_count; i++) {
        fputs(i ? ", " : "", out);
        json_print_string(out, e->warnings[i]);
    }
    fputs("]\n}\n", out);
}

const char *option_value(int argc, char **argv, int *i, const char *name, int *missing)
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
} NumericOption;

static const NumericOption numeric_options[] = {
    { "--max-abs-eval", 0, offsetof(EstimateOptions, max_abs_eval), 0, 1e9 },
    { "--min-ply", 1, offsetof(EstimateOptions, min_ply), 0, 1e6 },
    { "--min-clock-left", 0, offsetof(EstimateOptions, min_clock_left_s), 0, 1e7 },
    { "--max-progress", 0, offsetof(EstimateOptions, max_progress), 0, 100 },
    { "--lowest-progress", 1, offsetof(EstimateOptions, lowest_progress), 1, 1e9 },
    { "--samples", 1, offsetof(EstimateOptions, bootstrap_samples), 1, 1e7 },
    { "--level", 0, offsetof(EstimateOptions, level), 0.01, 0.99 },
};

int estimate_parse_option(EstimateOptions *o, int argc, char **argv, int *i,
                          char *err, size_t errlen)
{
    if (!strcmp(argv[*i], "--no-clock-filter")) {
        o->clock_filter = 0;
        return 1;
    }
    int missing;
    const char *v = option_value(argc, argv, i, "--seed", &missing);
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
        if (opt->is_int)
            *(int *)field = (int)x;
        else
            *(double *)field = x;
        return 1;
    }
    return 0;
}
