/* Printing an estimate: a short text or JSON. */
#include "rating/estimate_report.h"

#include <string.h>

#include "rating/text_util.h"

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

const char *estimate_verdict_name(EstimateVerdict v)
{
    static const char *const names[] = { "rated", "too_few_positions", "below_range", "above_range" };
    return v >= ESTIMATE_RATED && v <= ESTIMATE_ABOVE ? names[v] : "?";
}

void estimate_print_text(FILE *out, const Estimate *e, const EstimateOptions *o)
{
    fprintf(out, "%s: rating %d (%g%% interval %d to %d), from %d positions in %zu "
            "game(s), mean loss %.1f (cost %.1f per move)\n", e->player, e->rating, e->level * 100,
            e->low, e->high, e->positions, e->game_count, e->mean_loss, -e->mean_loss);
    fprintf(out, "shown to the player: %s; interval = positions bootstrap %d to %d combined "
            "with the line's error (RMSE %.0f)\n", estimate_verdict_name(e->verdict),
            e->boot_low, e->boot_high, e->line_rmse);
    const Profile *p = &e->profile;
    fprintf(out, "profile %s: rating = %s%g * mean_loss + %g%s", p->name,
            p->form == PROFILE_LOG ? "exp(" : "", p->a, p->b,
            p->form == PROFILE_LOG ? ")" : "");
    if (p->scale[0])
        fprintf(out, " (%s)", p->scale);
    if (profile_has_range(p))
        fprintf(out, ", range %d..%d", p->range_low, p->range_high);
    fputc('\n', out);
    if (p->judge[0])
        fprintf(out, "profile judge: %s\n", p->judge);
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
    fprintf(out, ", \"depth\": %d, \"form\": \"%s\", \"a\": %.10g, \"b\": %.10g, \"rmse\": %g, "
            "\"range\": ", p->depth, profile_form_name(p->form), p->a, p->b, p->rmse);
    if (profile_has_range(p))
        fprintf(out, "[%d, %d]", p->range_low, p->range_high);
    else
        fputs("null", out);
    fputs(", \"judge\": ", out);
    json_print_string(out, p->judge);
    fputs(", \"scale\": ", out);
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
    fprintf(out, ",\n  \"rating\": %d,\n  \"verdict\": \"%s\",\n  \"positions\": %d,\n"
            "  \"min_positions\": %d,\n  \"mean_loss\": %.4f,\n", e->rating,
            estimate_verdict_name(e->verdict), e->positions, o->min_positions, e->mean_loss);
    fprintf(out, "  \"interval\": {\"level\": %g, \"low\": %d, \"high\": %d, \"samples\": %d, "
            "\"seed\": %llu, \"resampled\": \"positions within each game\", \"line_rmse\": %g},\n",
            e->level, e->low, e->high, o->bootstrap_samples, o->seed, e->line_rmse);
    fprintf(out, "  \"bootstrap\": {\"low\": %d, \"high\": %d},\n", e->boot_low, e->boot_high);
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
