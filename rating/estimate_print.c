/* Printing an estimate: a short text or JSON. */
#include "rating/estimate_print.h"

#include <string.h>

#include "base/json.h"

/* The clock filter's bar: the table's clock's share when it followed one. */
static double clock_bar_s(const Estimate *e, const EstimateOptions *o)
{
    return e->clock_main_ms > 0 ? (double)e->clock_main_ms / 1000.0 * ESTIMATE_CLOCK_SHARE : o->min_clock_left_s;
}

static void print_filters_text(FILE *out, const Estimate *e, const EstimateOptions *o)
{
    fprintf(out, "filters: |eval_before| <= %g, ply >= %d", o->max_abs_eval, o->min_ply);
    if (o->clock_filter && e->clock_main_ms > 0)
        fprintf(out, ", clock left >= %g s (%g%% of the tables' %g s clock)", clock_bar_s(e, o),
                ESTIMATE_CLOCK_SHARE * 100, (double)e->clock_main_ms / 1000.0);
    else if (o->clock_filter)
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

/* The statistic's name for the per-game column and the profile line. */
static const char *column_name(const Estimate *e)
{
    return loss_stat_is_thesis(&e->stat) ? "mean loss" : "statistic";
}

/* s, its interval, how well the model fits, and what it rests on. */
static void print_choice_text(FILE *out, const Estimate *e)
{
    const ChoiceFit *f = &e->choice;
    fprintf(out, "choice model: s = %.1f cp", f->s);
    if (e->has_stat_interval)
        fprintf(out, " (%g%% bootstrap %.1f to %.1f)", e->level * 100, e->stat_low, e->stat_high);
    fprintf(out, ", c = %g, mean log-likelihood %.4f per move (a pick at random: %.4f), %d moves\n",
            e->stat.param, f->loglik, f->uniform, e->positions);
    if (e->choice_shallow)
        fprintf(out, "choice model: the root scores of %d of the %d moves come from below the table's depth "
                "(the search of every move stopped at the node cap; column root_depth)\n", e->choice_shallow,
                e->positions);
    if (f->bound)
        fprintf(out, "choice model: s is at the %s of its range (%g cp): %s\n", f->bound < 0 ? "bottom" : "top",
                f->s, f->bound < 0 ? "every counted move was the engine's best"
                                   : "the moves fit no better than a pick at random");
}

void estimate_print_text(FILE *out, const Estimate *e, const EstimateOptions *o)
{
    char what[128];
    loss_stat_describe(&e->stat, what, sizeof what);
    if (e->has_rating) {
        fprintf(out, "%s: rating %d (%g%% interval %d to %d), from %d positions in %zu "
                "game(s), mean loss %.1f (cost %.1f per move)\n", e->player, e->rating,
                e->level * 100, e->low, e->high, e->positions, e->game_count, e->mean_loss,
                -e->mean_loss);
        fprintf(out, "shown to the player: %s; interval = positions bootstrap %d to %d combined "
                "with the line's error (RMSE %.0f)\n", estimate_verdict_name(e->verdict),
                e->boot_low, e->boot_high, e->line_rmse);
    } else {
        fprintf(out, "%s: no rating (no profile for this statistic), from %d positions in %zu "
                "game(s), mean loss %.1f (cost %.1f per move)\n", e->player, e->positions,
                e->game_count, e->mean_loss, -e->mean_loss);
    }
    if (!loss_stat_is_thesis(&e->stat))
        fprintf(out, "statistic: %s = %.2f%s\n", what, e->statistic,
                e->has_rating ? " (the rating reads it)" : "");
    if (e->stat.kind == STAT_CHOICE)
        print_choice_text(out, e);
    const Profile *p = &e->profile;
    int thesis = loss_stat_is_thesis(&p->stat);
    fprintf(out, "profile %s: rating = %s%g * %s + %g%s", p->name,
            p->form == PROFILE_LOG ? "exp(" : "", p->a, thesis ? "mean_loss" : "S", p->b,
            p->form == PROFILE_LOG ? ")" : "");
    if (!thesis)
        fprintf(out, ", S = the %s", loss_stat_describe(&p->stat, what, sizeof what));
    if (p->scale[0])
        fprintf(out, " (%s)", p->scale);
    if (profile_has_range(p))
        fprintf(out, ", range %d..%d", p->range_low, p->range_high);
    fputc('\n', out);
    if (p->judge[0])
        fprintf(out, "profile judge: %s\n", p->judge);
    fprintf(out, "  %-16s %6s %6s %9s %10s %7s\n", "game", "plies", "moves", "positions",
            column_name(e), "rating");
    for (size_t i = 0; i < e->game_count; i++) {
        const EstimateGame *g = &e->games[i];
        fprintf(out, "  %-16s %6d %6d %9d", g->name, g->game_plies, g->moves, g->positions);
        if (g->positions && e->has_rating)
            fprintf(out, " %10.1f %7d\n", g->statistic, g->rating);
        else if (g->positions)
            fprintf(out, " %10.1f %7s\n", g->statistic, "-");
        else
            fprintf(out, " %10s %7s\n", "-", "-");
    }
    print_filters_text(out, e, o);
    for (int i = 0; i < e->warning_count; i++)
        fprintf(out, "warning: %s\n", e->warnings[i]);
}

static void print_filters_json(FILE *out, const Estimate *e, const EstimateOptions *o)
{
    fprintf(out, "  \"filters\": {\"max_abs_eval\": %g, \"min_ply\": %d, "
            "\"clock_filter\": %s, \"min_clock_left_s\": %g, \"max_progress\": %g, "
            "\"lowest_progress\": ", o->max_abs_eval, o->min_ply,
            o->clock_filter ? "true" : "false", clock_bar_s(e, o), o->max_progress);
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
    char kind[48];
    fprintf(out, ", \"stat\": \"%s\", \"unit\": \"%s\"", loss_stat_kind_text(&p->stat, kind, sizeof kind),
            loss_stat_unit_name(p->stat.unit));
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
        if (g->positions && e->has_rating)
            fprintf(out, "\"mean_loss\": %.4f, \"statistic\": %.6g, \"rating\": %d}", g->mean_loss,
                    g->statistic, g->rating);
        else if (g->positions)
            fprintf(out, "\"mean_loss\": %.4f, \"statistic\": %.6g, \"rating\": null}", g->mean_loss,
                    g->statistic);
        else
            fputs("\"mean_loss\": null, \"statistic\": null, \"rating\": null}", out);
    }
    fputs(e->game_count ? "\n  ],\n" : "],\n", out);
}

static void print_choice_json(FILE *out, const Estimate *e)
{
    const ChoiceFit *f = &e->choice;
    if (e->stat.kind != STAT_CHOICE) {
        fputs("  \"choice\": null,\n", out);
        return;
    }
    fprintf(out, "  \"choice\": {\"s\": %.6g, \"c\": %g, \"cap_cp\": %g, \"loglik_per_move\": %.6g, "
            "\"random_loglik_per_move\": %.6g, \"moves\": %d, \"left_out\": %d, \"shallow\": %d, "
            "\"at_bound\": %d, ", f->s, e->stat.param, CHOICE_CAP_CP, f->loglik, f->uniform, e->positions,
            e->choice_left_out, e->choice_shallow, f->bound);
    if (e->has_stat_interval)
        fprintf(out, "\"interval\": {\"level\": %g, \"low\": %.6g, \"high\": %.6g}},\n", e->level,
                e->stat_low, e->stat_high);
    else
        fputs("\"interval\": null},\n", out);
}

void estimate_print_json(FILE *out, const Estimate *e, const EstimateOptions *o)
{
    fputs("{\n  \"player\": ", out);
    json_print_string(out, e->player);
    char kind[48];
    if (e->has_rating)
        fprintf(out, ",\n  \"rating\": %d,\n  \"verdict\": \"%s\",\n", e->rating,
                estimate_verdict_name(e->verdict));
    else
        fputs(",\n  \"rating\": null,\n  \"verdict\": \"no_profile_for_statistic\",\n", out);
    fprintf(out, "  \"positions\": %d,\n  \"min_positions\": %d,\n  \"mean_loss\": %.4f,\n",
            e->positions, o->min_positions, e->mean_loss);
    fprintf(out, "  \"statistic\": {\"stat\": \"%s\", \"unit\": \"%s\", \"value\": %.6g, "
            "\"rated\": %s},\n", loss_stat_kind_text(&e->stat, kind, sizeof kind),
            loss_stat_unit_name(e->stat.unit), e->statistic, e->has_rating ? "true" : "false");
    if (e->has_rating) {
        fprintf(out, "  \"interval\": {\"level\": %g, \"low\": %d, \"high\": %d, \"samples\": %d, "
                "\"seed\": %llu, \"resampled\": \"positions within each game\", \"line_rmse\": %g},\n",
                e->level, e->low, e->high, o->bootstrap_samples, o->seed, e->line_rmse);
        fprintf(out, "  \"bootstrap\": {\"low\": %d, \"high\": %d},\n", e->boot_low, e->boot_high);
    } else {
        fputs("  \"interval\": null,\n  \"bootstrap\": null,\n", out);
    }
    print_choice_json(out, e);
    print_profile_json(out, &e->profile);
    print_filters_json(out, e, o);
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
