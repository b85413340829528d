/* The placement test's report (see test_report.h). The result screen and report.txt are
 * made from the same facts, so what the player saw and what was saved are
 * the same words; report.txt then adds what only the organiser needs. */
#include "app/report/test_report.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include "base/json.h"
#include "base/text.h"
#include "base/text_width.h"
#include "app/assets.h"
#include "app/failure.h"
#include "app/judge.h"
#include "app/report/result_text.h"
#include "app/report/write.h"
#include "app/text.h"
#include "rating/estimate.h"
#include "rating/estimate_print.h"

typedef struct {
    const ReportSource *src;
    Table t;
    Estimate e;
    bool have;             /* e holds an estimate (at least one position counted) */
    EstimateOptions o;
    char why_none[1024];   /* the estimator's message when !have */
    StoreGame *games;
    int game_count;
    const char *player;    /* the name as written in the table */
    Profile profile;
    char profile_note[1024]; /* why the profile is not the one asked for, or "" */
    char profile_why[1024];  /* which profile rates, and why */
    char judge_note[600];    /* the built-in judge stood in: why (app/judge.h), or "" */
    Insight in;            /* costliest moves, difficulty, style (issue 18) */
    bool have_insight;
} Report;

/* ---- Estimating ------------------------------------------------------------ */

/* The profile: the one the test was started with, else the shipped one
 * made for the table's judge (assets.h: the same rule as `kiryoku report
 * TABLE` and `kiryoku estimate`), else the thesis line (the estimator then
 * notes that engines differ). */
static int choose_profile(Report *r, char *err, size_t errlen)
{
    const char *spec = r->src->profile;
    if (spec) {
        snprintf(r->profile_why, sizeof r->profile_why, app_text(r->src->lang, MSG_PROFILE_ASKED), spec);
        return assets_load_profile(&r->profile, spec, err, errlen);
    }
    if (!assets_profile_for_table(&r->t, NULL, r->src->lang, &r->profile, r->profile_why, sizeof r->profile_why))
        snprintf(r->profile_note, sizeof r->profile_note, "%s", r->profile_why);
    return 0;
}

/* Reads the table and the games and runs the estimator. -1 with a message
 * when the table or the store cannot be read. */
static int report_load(Report *r, const ReportSource *src, const char *tsv, char *err, size_t errlen)
{
    memset(r, 0, sizeof *r);
    r->src = src;
    judge_rated_note(src->lang, src->judge_failed, src->judge_trouble, r->judge_note, sizeof r->judge_note);
    table_init(&r->t);
    if (table_read_file(&r->t, tsv, err, errlen) != 0 || choose_profile(r, err, errlen) != 0)
        return -1;
    int pi = -1;
    for (size_t i = 0; i < r->t.player_count; i++)
        if (!table_is_ai(&r->t, r->t.players[i]))
            pi = (int)i;
    r->player = pi >= 0 ? r->t.players[pi] : src->player;
    estimate_options_default(&r->o);
    r->o.player = r->player;
    r->o.lang = src->lang;
    /* The thesis keeps moves made with >= 60 s of a 10-minute clock left:
     * time trouble. On another clock the same share marks it. The table's
     * own "# clock_main_ms:" says so to the estimator; this serves the
     * tables of tests analysed before that header existed. */
    if (src->main_ms > 0)
        r->o.min_clock_left_s = (double)src->main_ms / 1000.0 * ESTIMATE_CLOCK_SHARE;
    /* A profile that names its statistic and filters (profile.h) rates
     * only estimates made with them. The test gives no option of its own,
     * so nothing can contradict the profile and this cannot fail. */
    estimate_options_follow_profile(&r->o, &r->profile, err, errlen);
    r->have = pi >= 0 && estimate_run(&r->t, &r->o, &r->profile, &r->e, r->why_none, sizeof r->why_none) == 0;
    if (pi < 0)
        snprintf(r->why_none, sizeof r->why_none, "%s", app_text(src->lang, MSG_RPT_ORG_NO_MOVES));
    r->game_count = store_games_of_test(src->store, src->test_id, &r->games);
    if (r->game_count < 0) {
        failure_store_text(src->lang, store_error(src->store), err, errlen);
        r->game_count = 0;
        return -1;
    }
    return 0;
}

static void report_free(Report *r)
{
    if (r->have_insight)
        insight_free(&r->in);
    if (r->have)
        estimate_free(&r->e);
    free(r->games);
    table_free(&r->t);
}

static const EstimateGame *game_estimate(const Report *r, const char *name)
{
    for (size_t i = 0; r->have && i < r->e.game_count; i++)
        if (!strcmp(r->e.games[i].name, name))
            return &r->e.games[i];
    return NULL;
}

/* ---- The facts the player is shown ----------------------------------------- */

/* The evaluation from the tested player's side after each ply, clipped to
 * +-2000 (mates at the clip). */
static int player_eval(const Report *r, const TableRow *row)
{
    int v = insight_clip_score(&row->after);
    return strcmp(r->t.players[row->player], r->player) != 0 ? -v : v;
}

/* A one-line graph of the game: one character per few plies, from "v"
 * (clearly worse for you) through "=" (level) to "^" (clearly better). */
static void eval_graph(const Report *r, const char *game, char *buf, size_t len)
{
    int gi = -1;
    for (size_t i = 0; i < r->t.game_count; i++)
        if (!strcmp(r->t.games[i], game))
            gi = (int)i;
    size_t n = 0;
    int plies = 0;
    for (size_t i = 0; i < r->t.row_count; i++)
        if (r->t.rows[i].game == gi && r->t.rows[i].ply > plies)
            plies = r->t.rows[i].ply;
    int step = plies / (RESULT_GRAPH_MAX - 4) + 1;
    for (size_t i = 0; i < r->t.row_count && n + 1 < len; i++) {
        const TableRow *row = &r->t.rows[i];
        if (row->game != gi || row->ply % step)
            continue;
        int v = player_eval(r, row);
        buf[n++] = v < -600 ? 'v' : v < -200 ? '-' : v <= 200 ? '=' : v <= 600 ? '+' : '^';
    }
    buf[n] = '\0';
}

static char outcome_of(const StoreGame *g)
{
    if (!g->finished || !g->result[0] || !strcmp(g->result, "none"))
        return '-';
    if (!strcmp(g->result, "draw"))
        return 'd';
    Color won = !strcmp(g->result, "black") ? BLACK : WHITE;
    return won == g->player_color ? 'w' : 'l';
}

static void fill_games(const Report *r, ResultFacts *f)
{
    for (int i = 0; i < r->game_count && f->game_count < RESULT_MAX_GAMES; i++) {
        const StoreGame *g = &r->games[i];
        if (g->index < 1)
            continue;
        ResultGame *rg = &f->games[f->game_count++];
        char name[16];
        snprintf(name, sizeof name, "game%d", g->index);
        const EstimateGame *eg = game_estimate(r, name);
        rg->index = g->index;
        rg->sente = g->player_color == BLACK;
        rg->outcome = outcome_of(g);
        rg->positions = eg ? eg->positions : 0;
        rg->cost = eg ? result_game_cost(&r->e, eg) : 0;
        eval_graph(r, name, rg->graph, sizeof rg->graph);
    }
}

static void report_facts(const Report *r, Lang lang, const char *records_dir, ResultFacts *f)
{
    memset(f, 0, sizeof *f);
    f->lang = lang;
    f->min_positions = r->o.min_positions;
    f->range_low = r->profile.range_low;
    f->range_high = r->profile.range_high;
    f->main_ms = r->src->main_ms;
    f->records_dir = records_dir;
    f->judge_note = r->judge_note;
    f->verdict = ESTIMATE_TOO_FEW;
    result_facts_words(f, &r->o);
    if (r->have)
        result_facts_from_estimate(f, &r->e);
    fill_games(r, f);
}

/* ---- Files ----------------------------------------------------------------- */

/* The organiser's lines fit 78 columns in Japanese, as the estimate's do
 * (rating/estimate_print.c). */
#define ORGANISER_COLUMNS 78

void report_organiser_line(FILE *f, Lang lang, const char *text)
{
    if (lang == LANG_JA)
        text_print_wrapped(f, text, ORGANISER_COLUMNS, "  ");
    else
        fprintf(f, "%s\n", text);
}

/* "moves left out: other_player 120 in_book 0 ..." (English: the JSON's
 * names, as it always was; Japanese: words, between 、). */
static void write_left_out(const Estimate *e, Lang l, FILE *f)
{
    char line[600];
    size_t n = (size_t)snprintf(line, sizeof line, "%s", app_text(l, MSG_RPT_ORG_LEFT_OUT));
    for (int x = 0; x < EX_COUNT && n < sizeof line; x++)
        n += (size_t)snprintf(line + n, sizeof line - n, l == LANG_JA && x ? "、%s %d" : " %s %d",
                              estimate_exclusion_text(l, (Exclusion)x), e->excluded[x]);
    report_organiser_line(f, l, line);
}

/* A catalogue text with one string filled in, as one organiser line. */
static void write_note(FILE *f, Lang l, AppTextId id, const char *what)
{
    char line[1600];
    snprintf(line, sizeof line, app_text(l, id), what);
    report_organiser_line(f, l, line);
}

/* What the organiser needs and the player does not: the estimator's own
 * figures, its notes (engine or profile mismatch, the counts of moves left
 * out), the profile and the clock. */
static void write_operator_notes(const Report *r, FILE *f)
{
    Lang l = r->src->lang;
    fprintf(f, "\n%s\n", app_text(l, MSG_RPT_ORG_TITLE));
    if (r->have_insight)
        insight_write_organiser_text(f, &r->in);
    if (r->have) {
        fprintf(f, "%s\n", app_text(l, MSG_RPT_ORG_DETAILS));
        estimate_print_text(f, &r->e, &r->o, l);
        write_left_out(&r->e, l, f);
    } else {
        write_note(f, l, MSG_RPT_ORG_NONE, r->why_none);
    }
    /* Which profile rates and why, always; and the judge that could not. */
    write_note(f, l, MSG_RPT_ORG_NOTE, r->profile_why);
    if (r->judge_note[0])
        write_note(f, l, MSG_RPT_ORG_NOTE, r->judge_note);
    if (r->src->main_ms != 10 * 60 * 1000) {
        fprintf(f, app_text(l, MSG_RPT_ORG_CLOCK), (long long)(r->src->main_ms / 1000), r->o.min_clock_left_s);
        fputc('\n', f);
    }
}

static void write_text(const Report *r, FILE *f, const char *dir)
{
    const ReportSource *src = r->src;
    ResultFacts facts;
    report_facts(r, src->lang, dir, &facts);
    char name[256];
    fprintf(f, app_text(src->lang, MSG_RPT_HEADLINE), (long long)src->test_id,
            text_sanitize(src->player, name, sizeof name), src->started);
    fputs("\n\n", f);
    char *screen = result_screen_text(&facts, INT_MAX, 76);
    if (screen)
        fputs(screen, f);
    free(screen);
    if (r->have_insight)
        insight_write_text(f, &r->in);
    write_operator_notes(r, f);
}

static void json_int_or_null(FILE *f, const char *key, bool have, int v)
{
    if (have)
        fprintf(f, ",\n  \"%s\": %d", key, v);
    else
        fprintf(f, ",\n  \"%s\": null", key);
}

static void write_json_estimate(const Report *r, FILE *f)
{
    const Estimate *e = r->have ? &r->e : NULL;
    EstimateVerdict v = e ? e->verdict : ESTIMATE_TOO_FEW;
    fprintf(f, ",\n  \"verdict\": \"%s\"", estimate_verdict_name(v));
    json_int_or_null(f, "rating", v == ESTIMATE_RATED, e ? e->rating : 0);
    json_int_or_null(f, "low", v == ESTIMATE_RATED, e ? e->low : 0);
    json_int_or_null(f, "high", v == ESTIMATE_RATED, e ? e->high : 0);
    json_int_or_null(f, "below", v == ESTIMATE_BELOW, r->profile.range_low);
    json_int_or_null(f, "above", v == ESTIMATE_ABOVE, r->profile.range_high);
    fprintf(f, ",\n  \"level\": %.2f,\n  \"positions\": %d,\n  \"min_positions\": %d", r->o.level,
            e ? e->positions : 0, r->o.min_positions);
    /* What counted and in which unit the losses are (issue 35): the
     * default counts every move in winning chances; the thesis mean,
     * balanced positions in centipawns. */
    fprintf(f, ",\n  \"counted\": \"%s\",\n  \"loss_unit\": \"%s\"",
            estimate_options_every_move(&r->o) ? "every_move" : "balanced",
            estimate_options_winprob(&r->o) ? "winprob" : "cp");
    if (e)
        fprintf(f, ",\n  \"cost_per_move\": %.2f,\n  \"mean_loss\": %.2f,\n  \"unrounded_rating\": %d,\n"
                   "  \"bootstrap\": [%d, %d],\n  \"line_rmse\": %g",
                -result_estimate_loss(e), result_estimate_loss(e), e->rating, e->boot_low, e->boot_high,
                e->line_rmse);
    fprintf(f, ",\n  \"clock_main_ms\": %lld,\n  \"ten_minute_clock\": %s", (long long)r->src->main_ms,
            r->src->main_ms == 10 * 60 * 1000 ? "true" : "false");
    fprintf(f, ",\n  \"notes\": [");
    for (int i = 0; e && i < e->warning_count; i++) {
        fputs(i ? ", " : "", f);
        json_print_string(f, e->warnings[i]);
    }
    bool first = !(e && e->warning_count);
    const char *more[2] = { r->profile_note, r->judge_note };
    for (int i = 0; i < 2; i++)
        if (more[i][0]) {
            fputs(first ? "" : ", ", f);
            json_print_string(f, more[i]);
            first = false;
        }
    fputc(']', f);
}

static void write_json_games(const Report *r, FILE *f, const char *dir)
{
    fprintf(f, ",\n  \"games\": [");
    int first = 1;
    for (int i = 0; i < r->game_count; i++) {
        const StoreGame *g = &r->games[i];
        if (g->index < 1)
            continue;
        char name[16], path[800];
        snprintf(name, sizeof name, "game%d", g->index);
        const EstimateGame *eg = game_estimate(r, name);
        fprintf(f, "%s\n    {\"index\": %d, \"ai\": \"%s\", \"player_color\": \"%s\", \"result\": \"%s\", "
                   "\"end\": ",
                first ? "" : ",", g->index, g->ai_kind, g->player_color == BLACK ? "sente" : "gote", g->result);
        json_print_string(f, g->end_reason);
        fprintf(f, ", \"plies\": %d, \"positions\": %d", g->plies, eg ? eg->positions : 0);
        if (eg && eg->positions > 0)
            fprintf(f, ", \"mean_loss\": %.2f", result_game_loss(&r->e, eg));
        snprintf(path, sizeof path, "%s/%s.kifu", dir, name);
        fprintf(f, ", \"kif\": ");
        json_print_string(f, path);
        snprintf(path, sizeof path, "%s/%s.csa", dir, name);
        fprintf(f, ", \"csa\": ");
        json_print_string(f, path);
        fprintf(f, "}");
        first = 0;
    }
    fprintf(f, "\n  ]");
}

static void write_json(const Report *r, FILE *f, const char *dir, const char *tsv)
{
    const ReportSource *src = r->src;
    fprintf(f, "{\n  \"test_id\": %lld,\n  \"player\": ", (long long)src->test_id);
    json_print_string(f, src->player);
    fprintf(f, ",\n  \"started\": ");
    json_print_string(f, src->started);
    write_json_estimate(r, f);
    fprintf(f, ",\n  \"profile\": ");
    json_print_string(f, r->profile.name);
    fprintf(f, ",\n  \"analysis_table\": ");
    json_print_string(f, tsv);
    write_json_games(r, f, dir);
    if (r->have_insight)
        insight_write_json(f, &r->in);
    fprintf(f, "\n}\n");
}

typedef struct {
    const Report *r;
    const char *dir, *tsv;
    bool json, html;
} FileJob;

/* report.html: the result screen's words at the top (what the player saw),
 * then the insights; the free game at the player's level when there is a
 * number to play at. */
static void write_html(const Report *r, FILE *f, const char *dir)
{
    const ReportSource *src = r->src;
    ResultFacts facts;
    report_facts(r, src->lang, dir, &facts);
    char *screen = result_screen_text(&facts, INT_MAX, 76);
    char title[400];
    char name[256];
    snprintf(title, sizeof title, app_text(src->lang, MSG_RPT_HEADLINE), (long long)src->test_id,
             text_sanitize(src->player, name, sizeof name), src->started);
    int level = !r->have ? 0 : r->e.verdict == ESTIMATE_RATED ? r->e.rating
              : r->e.verdict == ESTIMATE_BELOW ? r->profile.range_low
              : r->e.verdict == ESTIMATE_ABOVE ? r->profile.range_high : 0;
    HtmlHead head = { title, screen, level };
    /* No move of the player analysed: no insights, but the page the
     * result screen promised, with what that screen said. */
    Insight none = { .lang = src->lang };
    insight_write_html(f, r->have_insight ? &r->in : &none, &head);
    free(screen);
}

/* The insights (issue 18) from the table, the counted rows and the
 * records beside it; without them the report is the rating alone. */
static void report_insight(Report *r, const char *dir)
{
    int player = table_find_player(&r->t, r->player);
    char err[512], ref[700];
    TableExtra *x = table_extra_read(&r->t, err, sizeof err);
    InsightInput src = { .t = &r->t, .extra = x, .counted = r->have ? r->e.rows : NULL,
                         .counted_count = r->have ? r->e.positions : 0, .player = player, .records_dir = dir,
                         .reference = assets_find("style-reference.txt", ref, sizeof ref) == 0 ? ref : NULL,
                         .lang = r->src->lang, .stat = r->o.stat,
                         .every_move = estimate_options_every_move(&r->o) };
    if (player >= 0 && insight_build(&r->in, &src, err, sizeof err) == 0) {
        r->have_insight = true;
        for (int i = 0; i < r->in.game_count; i++)
            for (int k = 0; k < r->game_count; k++)
                if (r->games[k].index == r->in.games[i].index)
                    r->in.games[i].outcome = outcome_of(&r->games[k]);
    }
    free(x);
}

/* Writes via a temporary file and a rename, so a report is whole or absent. */
static int write_file(const char *path, const FileJob *job, char *err, size_t errlen)
{
    char tmp[900];
    snprintf(tmp, sizeof tmp, "%s.part", path);
    FILE *f = fopen(tmp, "w");
    if (!f) {
        snprintf(err, errlen, app_text(job->r->src->lang, MSG_RPT_CANNOT_WRITE), tmp);
        return -1;
    }
    if (job->html)
        write_html(job->r, f, job->dir);
    else if (job->json)
        write_json(job->r, f, job->dir, job->tsv);
    else
        write_text(job->r, f, job->dir);
    if (fclose(f) != 0 || rename(tmp, path) != 0) {
        snprintf(err, errlen, app_text(job->r->src->lang, MSG_RPT_CANNOT_WRITE_FULL), path);
        return -1;
    }
    return 0;
}

/* What the store keeps: a rating only where the player is shown one; a
 * rating past the profile's range as that end of it and the side. */
static void store_figures(const Report *r, StoreResult *out)
{
    if (!r->have)
        return;
    const Estimate *e = &r->e;
    out->positions = e->positions;
    out->mean_loss = result_estimate_loss(e);
    out->every_move = estimate_options_every_move(&r->o);
    out->winprob = estimate_options_winprob(&r->o);
    out->has_rating = e->verdict != ESTIMATE_TOO_FEW;
    out->bound = e->verdict == ESTIMATE_BELOW ? -1 : e->verdict == ESTIMATE_ABOVE ? 1 : 0;
    if (e->verdict == ESTIMATE_RATED) {
        out->rating = e->rating;
        out->lo = e->low;
        out->hi = e->high;
    } else if (e->verdict != ESTIMATE_TOO_FEW) {
        out->rating = out->lo = out->hi = out->bound < 0 ? r->profile.range_low : r->profile.range_high;
    }
}

int report_write(const ReportSource *src, const char *tsv, const char *dir, StoreResult *out, char *err,
                 size_t errlen)
{
    Report r;
    int rc = -1;
    if (report_load(&r, src, tsv, err, errlen) != 0)
        goto done;
    *out = (StoreResult){ .test_id = src->test_id };
    store_figures(&r, out);
    snprintf(out->report_txt, sizeof out->report_txt, "%s/report.txt", dir);
    snprintf(out->report_json, sizeof out->report_json, "%s/report.json", dir);
    snprintf(out->records_dir, sizeof out->records_dir, "%s", dir);
    report_insight(&r, dir);
    char html_path[sizeof out->records_dir + 16];
    snprintf(html_path, sizeof html_path, "%s/report.html", dir);
    FileJob text = { &r, dir, tsv, false, false }, json = { &r, dir, tsv, true, false };
    FileJob html = { &r, dir, tsv, false, true };
    if (write_file(out->report_txt, &text, err, errlen) == 0 && write_file(out->report_json, &json, err, errlen) == 0
        && write_file(html_path, &html, err, errlen) == 0)
        rc = 0;
done:
    report_free(&r);
    return rc;
}

/* ---- The screen ------------------------------------------------------------ */

/* When the analysis table is gone: the stored figures alone. */
static void stored_facts(const ReportSource *src, const StoreResult *r, ResultFacts *f)
{
    Profile p;
    profile_default(&p);
    memset(f, 0, sizeof *f);
    f->lang = src->lang;
    f->min_positions = ESTIMATE_MIN_POSITIONS;
    f->main_ms = src->main_ms;
    f->records_dir = r->records_dir;
    f->positions = r->positions;
    f->cost = result_cost(r->mean_loss);
    f->every_move = r->every_move;
    f->winprob = r->winprob;
    f->verdict = !r->has_rating ? ESTIMATE_TOO_FEW : r->bound < 0 ? ESTIMATE_BELOW
                                                   : r->bound > 0 ? ESTIMATE_ABOVE : ESTIMATE_RATED;
    f->rating = r->rating;
    f->low = f->boot_low = r->lo;
    f->high = f->boot_high = r->hi;
    f->range_low = r->bound < 0 ? r->rating : p.range_low;
    f->range_high = r->bound > 0 ? r->rating : p.range_high;
    f->games_counted = 0;
}

char *report_result_page_sized(const ReportSource *src, const StoreResult *r, int rows, int cols)
{
    char tsv[700], err[1024];
    snprintf(tsv, sizeof tsv, "%s/analysis.tsv", r->records_dir);
    Report rep;
    ResultFacts facts;
    bool loaded = report_load(&rep, src, tsv, err, sizeof err) == 0;
    if (loaded)
        report_facts(&rep, src->lang, r->records_dir, &facts);
    else
        stored_facts(src, r, &facts);
    if (src->booth) {
        facts.records_dir = NULL;
        facts.booth = true;
    }
    char *text = result_screen_text(&facts, rows, cols);
    report_free(&rep);
    if (text && !loaded) {
        const char *note = app_text(src->lang, MSG_RES_NO_REPORT);
        char *more = realloc(text, strlen(text) + strlen(note) + 2);
        if (more) {
            text = more;
            strcat(strcat(text, note), "\n");
        }
    }
    return text;
}

/* The curses page (ui/page_view.c) draws the body from row 3 and column
 * 2, and its footer (the prompt) at the last row only when the body ends
 * two rows above it: so rows - 6 lines at most. One more column is kept
 * free so no line ends in the last one (some terminals wrap there). The size is read here rather than
 * asked of the display: the display interface has no such question, and
 * the page is only ever this terminal's. */
char *report_result_page(const ReportSource *src, const StoreResult *r)
{
    int rows = 24, cols = 80;
    struct winsize ws;
    if (isatty(STDOUT_FILENO) && ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_row > 0 && ws.ws_col > 0) {
        rows = ws.ws_row;
        cols = ws.ws_col;
    }
    if (rows < 24)
        rows = 24;
    if (cols < 80)
        cols = 80;
    return report_result_page_sized(src, r, rows - 6, cols - 4);
}
