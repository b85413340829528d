/* Printing an estimate: a short text, in English or Japanese, or JSON. */
#include "rating/estimate_print.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "base/json.h"
#include "base/text_width.h"
#include "base/utf8.h"
#include "rating/text.h"

/* The clock filter's bar: the table's clock's share when it followed one. */
static double clock_bar_s(const Estimate *e, const EstimateOptions *o)
{
    return e->clock_main_ms > 0 ? (double)e->clock_main_ms / 1000.0 * ESTIMATE_CLOCK_SHARE : o->min_clock_left_s;
}

/* The words of the estimate as text: English one figure a line, as it
 * always was (scripts read it); Japanese composed whole, then wrapped at
 * ESTIMATE_TEXT_COLUMNS (a player's or an engine's name may run a line
 * long). */
#define ESTIMATE_TEXT_COLUMNS 78

static void print_filters_text(FILE *out, const Estimate *e, const EstimateOptions *o, Lang l)
{
    if (o->max_abs_eval >= ESTIMATE_NO_EVAL_BAND)
        fprintf(out, rating_text(l, RT_FILTERS_NO_BAND), o->min_ply);
    else
        fprintf(out, rating_text(l, RT_FILTERS), o->max_abs_eval, o->min_ply);
    if (o->max_ply > 0)
        fprintf(out, rating_text(l, RT_FILTER_MAX_PLY), o->max_ply);
    if (o->clock_filter && e->clock_main_ms > 0)
        fprintf(out, rating_text(l, RT_FILTER_CLOCK_TABLE), clock_bar_s(e, o), ESTIMATE_CLOCK_SHARE * 100,
                (double)e->clock_main_ms / 1000.0);
    else if (o->clock_filter)
        fprintf(out, rating_text(l, RT_FILTER_CLOCK), o->min_clock_left_s);
    if (o->max_progress < 100)
        fprintf(out, rating_text(l, RT_FILTER_PROGRESS), o->max_progress);
    if (o->lowest_progress > 0)
        fprintf(out, rating_text(l, RT_FILTER_LOWEST), o->lowest_progress);
    fputs(rating_text(l, o->count_mates ? RT_FILTER_END_MATES : RT_FILTER_END), out);
}

const char *estimate_verdict_name(EstimateVerdict v)
{
    static const char *const names[] = { "rated", "too_few_positions", "below_range", "above_range" };
    return v >= ESTIMATE_RATED && v <= ESTIMATE_ABOVE ? names[v] : "?";
}

const char *estimate_verdict_text(Lang lang, EstimateVerdict v)
{
    static const RatingTextId ids[] = { RT_VERDICT_RATED, RT_VERDICT_TOO_FEW, RT_VERDICT_BELOW, RT_VERDICT_ABOVE };
    return v >= ESTIMATE_RATED && v <= ESTIMATE_ABOVE ? rating_text(lang, ids[v]) : "?";
}

const char *estimate_exclusion_text(Lang lang, Exclusion x)
{
    return x >= 0 && x < EX_COUNT ? rating_text(lang, (RatingTextId)(RT_EX_OTHER_PLAYER + x)) : "?";
}

/* A table cell: English by printf as it always was; Japanese padded by
 * terminal columns, since a kanji takes two and printf counts bytes. */
static void cell(FILE *out, Lang l, const char *s, int width, bool left)
{
    if (l == LANG_EN) {
        fprintf(out, left ? "%-*s" : "%*s", width, s);
        return;
    }
    int pad = width - utf8_width(s);
    if (!left)
        fprintf(out, "%*s", pad > 0 ? pad : 0, "");
    fputs(s, out);
    if (left)
        fprintf(out, "%*s", pad > 0 ? pad : 0, "");
}

/* s, its interval, how well the model fits, and what it rests on. */
static void print_choice_text(FILE *out, const Estimate *e, Lang l)
{
    const ChoiceFit *f = &e->choice;
    fprintf(out, rating_text(l, e->stat.unit == UNIT_WINPROB ? RT_CHOICE_S_WINPROB : RT_CHOICE_S), f->s);
    if (e->has_stat_interval)
        fprintf(out, rating_text(l, RT_CHOICE_INTERVAL), e->level * 100, e->stat_low, e->stat_high);
    fprintf(out, rating_text(l, RT_CHOICE_FIT), e->stat.param, f->loglik, f->uniform, e->positions);
    if (e->choice_shallow)
        fprintf(out, rating_text(l, RT_CHOICE_SHALLOW), e->choice_shallow, e->positions);
    if (f->bound)
        fprintf(out, rating_text(l, RT_CHOICE_BOUND), rating_text(l, f->bound < 0 ? RT_BOUND_BOTTOM : RT_BOUND_TOP),
                f->s, rating_text(l, f->bound < 0 ? RT_BOUND_BEST : RT_BOUND_RANDOM));
}

/* Who, the rating and its interval (or none), and what it rests on. */
static void print_headline_text(FILE *out, const Estimate *e, Lang l)
{
    if (e->has_rating) {
        fprintf(out, rating_text(l, RT_RATED), e->player, e->rating, e->level * 100, e->low, e->high, e->positions,
                e->game_count, e->mean_loss, -e->mean_loss);
        fprintf(out, rating_text(l, RT_SHOWN), estimate_verdict_text(l, e->verdict), e->boot_low, e->boot_high,
                e->line_rmse);
    } else {
        fprintf(out, rating_text(l, RT_UNRATED), e->player, e->positions, e->game_count, e->mean_loss,
                -e->mean_loss);
    }
    if (!loss_stat_is_thesis(&e->stat)) {
        char what[128];
        fprintf(out, rating_text(l, RT_STATISTIC), loss_stat_describe(&e->stat, l, what, sizeof what),
                e->statistic, e->has_rating ? rating_text(l, RT_RATING_READS) : "");
    }
    if (e->stat.kind == STAT_CHOICE)
        print_choice_text(out, e, l);
}

/* The line that maps the statistic to a rating, and whose scale it is. */
static void print_profile_text(FILE *out, const Profile *p, Lang l)
{
    int thesis = loss_stat_is_thesis(&p->stat);
    char what[128];
    fprintf(out, rating_text(l, RT_PROFILE), p->name, p->form == PROFILE_LOG ? "exp(" : "", p->a,
            thesis ? rating_text(l, RT_FORMULA_LOSS) : "S", p->b, p->form == PROFILE_LOG ? ")" : "");
    if (!thesis)
        fprintf(out, rating_text(l, RT_PROFILE_S), loss_stat_describe(&p->stat, l, what, sizeof what));
    if (p->scale[0])
        fprintf(out, rating_text(l, RT_PROFILE_SCALE), profile_scale(p, l));
    if (profile_has_range(p))
        fprintf(out, rating_text(l, RT_PROFILE_RANGE), p->range_low, p->range_high);
    fputc('\n', out);
    if (p->judge[0])
        fprintf(out, rating_text(l, RT_PROFILE_JUDGE), profile_judge(p, l));
}

static void print_games_text(FILE *out, const Estimate *e, Lang l)
{
    static const RatingTextId cols[] = { RT_COL_PLIES, RT_COL_MOVES, RT_COL_POSITIONS };
    static const int widths[] = { 6, 6, 9 };
    fputs("  ", out);
    cell(out, l, rating_text(l, RT_COL_GAME), 16, true);
    for (int c = 0; c < 3; c++) {
        fputc(' ', out);
        cell(out, l, rating_text(l, cols[c]), widths[c], false);
    }
    fputc(' ', out);
    cell(out, l, rating_text(l, loss_stat_is_thesis(&e->stat) ? RT_COL_MEAN_LOSS : RT_COL_STATISTIC), 10, false);
    fputc(' ', out);
    cell(out, l, rating_text(l, RT_COL_RATING), 7, false);
    fputc('\n', out);
    for (size_t i = 0; i < e->game_count; i++) {
        const EstimateGame *g = &e->games[i];
        fputs("  ", out);
        cell(out, l, g->name, 16, true);
        fprintf(out, " %6d %6d %9d", g->game_plies, g->moves, g->positions);
        if (g->positions && e->has_rating)
            fprintf(out, " %10.1f %7d\n", g->statistic, g->rating);
        else if (g->positions)
            fprintf(out, " %10.1f %7s\n", g->statistic, "-");
        else
            fprintf(out, " %10s %7s\n", "-", "-");
    }
}

static void print_text(FILE *out, const Estimate *e, const EstimateOptions *o, Lang l)
{
    print_headline_text(out, e, l);
    print_profile_text(out, &e->profile, l);
    print_games_text(out, e, l);
    print_filters_text(out, e, o, l);
    for (int i = 0; i < e->warning_count; i++)
        fprintf(out, rating_text(l, RT_WARNING), e->warnings[i]);
}

/* Japanese is composed in memory and wrapped; without the memory it goes
 * out unwrapped rather than not at all. */
void estimate_print_text(FILE *out, const Estimate *e, const EstimateOptions *o, Lang lang)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *ja = lang == LANG_JA ? open_memstream(&buf, &len) : NULL;
    print_text(ja ? ja : out, e, o, lang);
    if (ja && fclose(ja) == 0 && buf)
        text_print_wrapped(out, buf, ESTIMATE_TEXT_COLUMNS, "  ");
    free(buf);
}

static void print_filters_json(FILE *out, const Estimate *e, const EstimateOptions *o)
{
    fprintf(out, "  \"filters\": {\"max_abs_eval\": %g, \"min_ply\": %d, \"max_ply\": %d, "
            "\"clock_filter\": %s, \"min_clock_left_s\": %g, \"max_progress\": %g, "
            "\"lowest_progress\": ", o->max_abs_eval, o->min_ply, o->max_ply,
            o->clock_filter ? "true" : "false", clock_bar_s(e, o), o->max_progress);
    if (o->lowest_progress > 0)
        fprintf(out, "%d", o->lowest_progress);
    else
        fputs("null", out);
    fprintf(out, ", \"exclude_mate_after\": %s, \"exclude_in_book\": true},\n",
            o->count_mates ? "false" : "true");
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
    fprintf(out, ", \"stat\": \"%s\", \"unit\": \"%s\", \"best_free\": %s",
            loss_stat_kind_text(&p->stat, kind, sizeof kind), loss_stat_unit_name(p->stat.unit),
            p->stat.best_free ? "true" : "false");
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
    fprintf(out, "  \"choice\": {\"s\": %.6g, \"unit\": \"%s\", \"c\": %g, \"cap\": %g, \"loglik_per_move\": %.6g, "
            "\"random_loglik_per_move\": %.6g, \"moves\": %d, \"left_out\": %d, \"shallow\": %d, "
            "\"at_bound\": %d, ", f->s, loss_stat_unit_name(e->stat.unit), e->stat.param,
            loss_stat_choice_scale(&e->stat)->cap, f->loglik, f->uniform, e->positions,
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
    fprintf(out, "  \"statistic\": {\"stat\": \"%s\", \"unit\": \"%s\", \"best_free\": %s, \"value\": %.6g, "
            "\"rated\": %s},\n", loss_stat_kind_text(&e->stat, kind, sizeof kind),
            loss_stat_unit_name(e->stat.unit), e->stat.best_free ? "true" : "false", e->statistic,
            e->has_rating ? "true" : "false");
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
