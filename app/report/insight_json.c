/* The insights as report.json's "insights" object (see write.h; the fields
 * and their units are in docs/REPORT.md). Names carry their unit: _cp
 * centipawns, _share a fraction 0..1, _ply a move number from 1. */
#include "base/json.h"
#include "app/report/write.h"

#include <math.h>

#include "app/text.h"
#include "base/json.h"

static void num(FILE *f, double v, const char *fmt)
{
    if (isnan(v))
        fputs("null", f);
    else
        fprintf(f, fmt, v);
}

static void str_or_null(FILE *f, const char *s)
{
    if (s && s[0])
        json_print_string(f, s);
    else
        fputs("null", f);
}

static void flow(FILE *f, const Insight *in, const char *text)
{
    char buf[1200];
    insight_flow_text(text, in->lang, buf, sizeof buf);
    json_print_string(f, buf);
}

static void style_json(FILE *f, const StyleFigures *s)
{
    fprintf(f, "{\"moves\": %d, \"records\": %d, \"attacking_records\": %d, \"middle_moves\": %d, "
               "\"middle_attacks\": %d, \"attack_share\": ",
            s->moves, s->records, s->attacking_records, s->middle_moves, s->middle_attacks);
    num(f, style_attack_share(s), "%.4f");
    fprintf(f, ", \"early_moves\": %d, \"early_drops\": %d, \"drop_rate\": ", s->early_moves, s->early_drops);
    num(f, style_drop_rate(s), "%.4f");
    fputc('}', f);
}

static void series(FILE *f, const char *key, const InsightGame *g, int what)
{
    fprintf(f, ",\n        \"%s\": [", key);
    for (int p = 0; p < g->plies; p++) {
        const DifficultyPoint *d = &g->diff[p];
        fputs(p ? ", " : "", f);
        switch (what) {
        case 0: fprintf(f, "%d", g->eval[p]); break;
        case 1: num(f, d->root_kf[0], "%.1f"); break;
        case 2: num(f, d->leaf_kf[0], "%.1f"); break;
        case 3: num(f, d->corr, "%.3f"); break;
        case 4: num(f, d->leaf, "%.1f"); break;
        }
    }
    fputc(']', f);
}

static void plies_where(FILE *f, const char *key, const InsightGame *g, int hard)
{
    fprintf(f, ",\n        \"%s\": [", key);
    int first = 1;
    for (int p = 0; p < g->plies; p++)
        if (hard ? g->diff[p].hard : g->counted[p]) {
            fprintf(f, "%s%d", first ? "" : ", ", p + 1);
            first = 0;
        }
    fputc(']', f);
}

static void difficulty_json(FILE *f, const Insight *in, const InsightGame *g)
{
    fprintf(f, ",\n      \"difficulty\": {\"positions_with_leaf_share\": %d, \"game_correlation\": ", g->leaf_known);
    num(f, g->game_corr, "%.3f");
    if (g->hardest >= 0) {
        int last = g->hardest + in->dp.window < g->plies ? g->hardest + in->dp.window : g->plies;
        fprintf(f, ", \"hardest_from_ply\": %d, \"hardest_to_ply\": %d, \"hardest_correlation\": %.3f",
                g->hardest + 1, last, g->diff[g->hardest].corr);
    } else {
        fputs(", \"hardest_from_ply\": null, \"hardest_to_ply\": null, \"hardest_correlation\": null", f);
    }
    series(f, "root_level_cp", g, 1);
    series(f, "leaf_value_cp", g, 4);
    series(f, "leaf_level_cp", g, 2);
    series(f, "correlation", g, 3);
    plies_where(f, "hard_plies", g, 1);
    fputc('}', f);
}

/* The suffix of a cost's key: the unit moves are priced in. */
static const char *cost_unit(const Insight *in)
{
    return insight_winprob(in) ? "winprob" : "cp";
}

static void costly_json(FILE *f, const Insight *in, const InsightGame *g)
{
    fputs(",\n      \"costliest\": [", f);
    for (int i = 0; i < g->costly_count; i++) {
        const InsightCostly *c = &g->costly[i];
        fprintf(f, "%s\n        {\"rank\": %d, \"ply\": %d, \"cost_cp\": %d, ", i ? "," : "", i + 1, c->ply,
                c->cost_cp);
        if (insight_winprob(in))
            fprintf(f, "\"cost_winprob\": %.2f, ", c->chance_before - c->chance_after);
        fprintf(f, "\"eval_before_cp\": %d, \"eval_after_cp\": %d, \"hard\": %s, \"played\": ", c->eval_before,
                c->eval_after, c->hard ? "true" : "false");
        str_or_null(f, c->played);
        fputs(", \"played_usi\": ", f);
        str_or_null(f, c->played_usi);
        fputs(", \"best\": ", f);
        str_or_null(f, c->best);
        fputs(", \"best_usi\": ", f);
        str_or_null(f, c->best_usi);
        fputs(", \"line\": ", f);
        str_or_null(f, c->line);
        fputs(", \"pv_usi\": ", f);
        str_or_null(f, c->pv_usi);
        fputs(", \"sfen\": ", f);
        str_or_null(f, c->have_position ? c->sfen : NULL);
        fputc('}', f);
    }
    fputs(g->costly_count ? "\n      ]" : "]", f);
}

static void game_json(FILE *f, const Insight *in, const InsightGame *g)
{
    fprintf(f, "\n    {\"game\": ");
    json_print_string(f, g->name);
    fprintf(f, ", \"index\": %d, \"player_side\": \"%s\", \"plies\": %d, \"have_record\": %s,\n      \"graph\": {",
            g->index, g->player_sente ? "sente" : "gote", g->plies, g->have_record ? "true" : "false");
    fputs("\"eval_scale\": \"cp, the player's view, clipped to +-2000\"", f);
    series(f, "eval_after_cp", g, 0);
    plies_where(f, "counted_plies", g, 0);
    fputc('}', f);
    costly_json(f, in, g);
    difficulty_json(f, in, g);
    fputs(",\n      \"style\": {\"player\": ", f);
    style_json(f, &g->player_style);
    fputs(", \"ai\": ", f);
    style_json(f, &g->ai_style);
    fputs("}}", f);
}

static void losses_json(FILE *f, const Insight *in)
{
    const DifficultyLosses *d = &in->losses;
    char line[600];
    insight_losses_sentence(in, line, sizeof line);
    /* The costs in the unit moves are priced in, named by it (the
     * thesis mean's "_cp", the every-move default's "_winprob"). */
    const char *u = cost_unit(in);
    bool cp = !insight_winprob(in);
    fprintf(f, ",\n    \"losses_vs_difficulty\": {\"counted_moves\": %d, \"hard_moves\": %d, \"cost_%s\": %.*f, "
               "\"hard_cost_%s\": %.*f, \"hard_move_share\": ",
            d->moves, d->hard_moves, u, cp ? 0 : 2, d->cost, u, cp ? 0 : 2, d->hard_cost);
    num(f, d->move_share, "%.4f");
    fputs(", \"hard_cost_share\": ", f);
    num(f, d->cost_share, "%.4f");
    fprintf(f, ", \"mean_cost_hard_%s\": ", u);
    num(f, d->mean_cost_hard, cp ? "%.1f" : "%.3f");
    fprintf(f, ", \"mean_cost_other_%s\": ", u);
    num(f, d->mean_cost_other, cp ? "%.1f" : "%.3f");
    fprintf(f, ", \"concentrated\": %s, \"sentence\": ", d->concentrated ? "true" : "false");
    str_or_null(f, line);
    fputc('}', f);
}

static void params_json(FILE *f, const Insight *in)
{
    const DifficultyParams *p = &in->dp;
    fprintf(f, ",\n    \"difficulty_params\": {\"temperature_cp\": %g, \"clip_cp\": %g, \"window_positions\": %d, "
               "\"min_window_positions\": %d, \"hard_below\": %g, \"kalman_dt_plies\": %g, "
               "\"kalman_q_cp2\": %g, \"kalman_r_cp2\": %g}",
            p->temperature, p->clip_cp, p->window, p->min_window, p->hard_below, p->root.dt, p->root.q, p->root.r);
}

void insight_write_json(FILE *f, const Insight *in)
{
    fprintf(f, ",\n  \"insights\": {\n    \"language\": \"%s\",\n    \"games\": [", in->lang == LANG_JA ? "ja" : "en");
    for (int i = 0; i < in->game_count; i++) {
        fputs(i ? "," : "", f);
        game_json(f, in, &in->games[i]);
    }
    fputs("\n    ]", f);
    losses_json(f, in);
    params_json(f, in);
    fputs(",\n    \"style\": {\"player\": ", f);
    style_json(f, &in->player_style);
    fputs(", \"ai\": ", f);
    style_json(f, &in->ai_style);
    fputs(", \"reference\": ", f);
    if (in->have_reference) {
        fputs("{\"name\": ", f);
        json_print_string(f, in->reference.name);
        fputs(", \"figures\": ", f);
        style_json(f, &in->reference.f);
        fputc('}', f);
    } else {
        fputs("null", f);
    }
    fprintf(f, ", \"drop_rate_line\": %g, \"caveat\": ", STYLE_DROP_RATE_LINE);
    flow(f, in, app_text(in->lang, MSG_RPT_STYLE_CAVEAT));
    fputs("}\n  }", f);
}
