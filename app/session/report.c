/* The test's report (see report.h). The text report is the result
 * screen, so what the player saw and what was saved are the same words. */
#include "app/session/report.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/assets.h"
#include "rating/estimate.h"
#include "app/session/analysis.h"
#include "app/session/game.h"
#include "app/session/records.h"
#include "rating/text_util.h"

typedef struct {
    const Session *s;
    const Table *t;
    const Estimate *e;     /* NULL: no estimate (too few positions) */
    const char *why_none;  /* the estimator's message when e is NULL */
    StoreGame *games;
    int game_count;
    const char *player;    /* the name as written in the table */
    const char *dir;
    Profile profile;
} Report;

static const EstimateGame *game_estimate(const Report *r, const char *name)
{
    if (!r->e)
        return NULL;
    for (size_t i = 0; i < r->e->game_count; i++)
        if (!strcmp(r->e->games[i].name, name))
            return &r->e->games[i];
    return NULL;
}

/* The evaluation from the tested player's side after each ply, clipped to
 * +-2000 (mates at the clip). */
static int player_eval(const Report *r, const TableRow *row)
{
    int v = row->after.is_mate ? (row->after.value > 0 ? 2000 : -2000) : row->after.value;
    if (strcmp(r->t->players[row->player], r->player) != 0)
        v = -v;
    return v < -2000 ? -2000 : v > 2000 ? 2000 : v;
}

/* A one-line graph of the game: one character per few plies, from "v"
 * (clearly worse for you) through "=" (level) to "^" (clearly better). */
static void eval_graph(const Report *r, const char *game, char *buf, size_t len)
{
    int gi = -1;
    for (size_t i = 0; i < r->t->game_count; i++)
        if (!strcmp(r->t->games[i], game))
            gi = (int)i;
    size_t n = 0;
    int plies = 0;
    for (size_t i = 0; i < r->t->row_count; i++)
        if (r->t->rows[i].game == gi && r->t->rows[i].ply > plies)
            plies = r->t->rows[i].ply;
    int step = plies / 60 + 1;
    for (size_t i = 0; i < r->t->row_count && n + 1 < len; i++) {
        const TableRow *row = &r->t->rows[i];
        if (row->game != gi || row->ply % step)
            continue;
        int v = player_eval(r, row);
        buf[n++] = v < -600 ? 'v' : v < -200 ? '-' : v <= 200 ? '=' : v <= 600 ? '+' : '^';
    }
    buf[n] = '\0';
}

/* Prints text wrapped at word boundaries to `width` columns (bytes; the
 * sentences wrapped here are ASCII apart from names), then a newline. */
static void put_wrapped(FILE *f, const char *text, int width)
{
    int col = 0;
    while (*text) {
        int n = (int)strcspn(text, " ");
        if (col > 0 && col + 1 + n > width) {
            fputc('\n', f);
            col = 0;
        } else if (col > 0) {
            fputc(' ', f);
            col++;
        }
        fwrite(text, 1, (size_t)n, f);
        col += n;
        text += n;
        while (*text == ' ')
            text++;
    }
    fputc('\n', f);
}

static void write_text(const Report *r, FILE *f)
{
    const Session *s = r->s;
    fprintf(f, "kiryoku placement test %lld: %s, %s UTC\n\n", (long long)s->test.id, s->test.player, s->test.started);
    if (r->e) {
        fprintf(f, "Rating: %d   (%.0f%% interval %d to %d)\n", r->e->rating, r->e->level * 100, r->e->low,
                r->e->high);
        fprintf(f, "Based on %d balanced positions; mean loss %.1f centipawns per move.\n", r->e->positions,
                r->e->mean_loss);
    } else {
        char line[700];
        snprintf(line, sizeof line, "No rating: %s", r->why_none);
        put_wrapped(f, line, 76);
    }
    fprintf(f, "\n");
    for (int i = 0; i < r->game_count; i++) {
        const StoreGame *g = &r->games[i];
        if (g->index < 1)
            continue;
        char name[16], summary[160], graph[80];
        snprintf(name, sizeof name, "game%d", g->index);
        session_game_summary(g, s->test.player, summary, sizeof summary);
        const EstimateGame *eg = game_estimate(r, name);
        fprintf(f, "Game %d  %s  you %s  %-28s", g->index, g->ai_kind, g->player_color == BLACK ? "sente" : "gote ",
                summary);
        if (eg && eg->positions > 0)
            fprintf(f, "  %2d positions, mean loss %.0f\n", eg->positions, eg->mean_loss);
        else
            fprintf(f, "  no positions counted\n");
        eval_graph(r, name, graph, sizeof graph);
        fprintf(f, "        %s\n", graph);
    }
    fprintf(f, "        (graph: ^ clearly better for you, = level, v clearly worse)\n\n");
    fprintf(f, "Records and this report: %s\n\n", r->dir);
    for (int i = 0; r->e && i < r->e->warning_count; i++) {
        char note[400];
        snprintf(note, sizeof note, "Note: %s", r->e->warnings[i]);
        put_wrapped(f, note, 76);
    }
    char meaning[600];
    if (!r->e || r->e->positions < SESSION_ENOUGH_POSITIONS)
        snprintf(meaning, sizeof meaning,
                 "What it means: with fewer than %d balanced positions this number is a rough guess; "
                 "one more game would make it firmer.",
                 SESSION_ENOUGH_POSITIONS);
    else
        snprintf(meaning, sizeof meaning,
                 "What it means: an estimate of your Shogi Quest 10-minute rating from how much each of your "
                 "moves lost in balanced positions; it is as good as the calibration (%s) behind it, and a "
                 "retest will usually land inside the interval.",
                 r->profile.name);
    put_wrapped(f, meaning, 76);
}

static void write_json(const Report *r, FILE *f, const char *tsv)
{
    const Session *s = r->s;
    fprintf(f, "{\n  \"test_id\": %lld,\n  \"player\": ", (long long)s->test.id);
    json_print_string(f, s->test.player);
    fprintf(f, ",\n  \"started\": ");
    json_print_string(f, s->test.started);
    if (r->e)
        fprintf(f, ",\n  \"rating\": %d,\n  \"interval\": [%d, %d],\n  \"level\": %.2f,\n  \"positions\": %d,\n"
                   "  \"mean_loss\": %.2f",
                r->e->rating, r->e->low, r->e->high, r->e->level, r->e->positions, r->e->mean_loss);
    else
        fprintf(f, ",\n  \"rating\": null,\n  \"positions\": 0");
    fprintf(f, ",\n  \"profile\": ");
    json_print_string(f, r->profile.name);
    fprintf(f, ",\n  \"analysis_table\": ");
    json_print_string(f, tsv);
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
            fprintf(f, ", \"mean_loss\": %.2f", eg->mean_loss);
        snprintf(path, sizeof path, "%s/%s.kifu", r->dir, name);
        fprintf(f, ", \"kif\": ");
        json_print_string(f, path);
        snprintf(path, sizeof path, "%s/%s.csa", r->dir, name);
        fprintf(f, ", \"csa\": ");
        json_print_string(f, path);
        fprintf(f, "}");
        first = 0;
    }
    fprintf(f, "\n  ]\n}\n");
}

/* Writes via a temporary file and a rename, so a report is whole or absent. */
static int write_file(const char *path, void (*fn)(const Report *, FILE *, const char *), const Report *r,
                      const char *arg, char *err, size_t errlen)
{
    char tmp[900];
    snprintf(tmp, sizeof tmp, "%s.part", path);
    FILE *f = fopen(tmp, "w");
    if (!f) {
        snprintf(err, errlen, "cannot write %s", tmp);
        return -1;
    }
    fn(r, f, arg);
    if (fclose(f) != 0 || rename(tmp, path) != 0) {
        snprintf(err, errlen, "cannot write %s (disk full?)", path);
        return -1;
    }
    return 0;
}

static void text_fn(const Report *r, FILE *f, const char *arg) { (void)arg; write_text(r, f); }
static void json_fn(const Report *r, FILE *f, const char *arg) { write_json(r, f, arg); }

int session_report_write(const Session *s, const char *tsv, const char *dir, StoreResult *out, char *err,
                         size_t errlen)
{
    Report r = { .s = s, .dir = dir };
    Table t;
    table_init(&t);
    int rc = -1;
    Estimate e;
    bool have = false;
    char why[512] = "";
    if (table_read_file(&t, tsv, err, errlen) != 0)
        goto done;
    r.t = &t;
    if (s->cfg.profile) {
        if (assets_load_profile(&r.profile, s->cfg.profile, err, errlen) != 0)
            goto done;
    } else {
        profile_default(&r.profile);
    }
    int pi = -1;
    for (size_t i = 0; i < t.player_count; i++)
        if (!table_is_ai(&t, t.players[i]))
            pi = (int)i;
    r.player = pi >= 0 ? t.players[pi] : s->test.player;
    EstimateOptions o;
    estimate_options_default(&o);
    o.player = r.player;
    /* The thesis keeps moves made with >= 60 s of a 10-minute clock left:
     * time trouble. On another clock the same share (10%) marks it. */
    if (s->test.main_ms > 0)
        o.min_clock_left_s = (double)s->test.main_ms / 1000.0 * 0.1;
    have = pi >= 0 && estimate_run(&t, &o, &r.profile, &e, why, sizeof why) == 0;
    r.e = have ? &e : NULL;
    r.why_none = pi >= 0 ? why : "no moves of yours were analysed";
    r.game_count = store_games_of_test(s->store, s->test.id, &r.games);
    if (r.game_count < 0) {
        snprintf(err, errlen, "%s", store_error(s->store));
        goto done;
    }
    *out = (StoreResult){ .test_id = s->test.id, .has_rating = have };
    if (have) {
        out->rating = e.rating;
        out->lo = e.low;
        out->hi = e.high;
        out->positions = e.positions;
        out->mean_loss = e.mean_loss;
    }
    snprintf(out->report_txt, sizeof out->report_txt, "%s/report.txt", dir);
    snprintf(out->report_json, sizeof out->report_json, "%s/report.json", dir);
    snprintf(out->records_dir, sizeof out->records_dir, "%s", dir);
    if (write_file(out->report_txt, text_fn, &r, NULL, err, errlen) == 0 &&
        write_file(out->report_json, json_fn, &r, tsv, err, errlen) == 0)
        rc = 0;
done:
    if (have)
        estimate_free(&e);
    free(r.games);
    table_free(&t);
    return rc;
}

/* The report file, or (if it is gone) the stored figures. */
char *session_result_text(const Session *s, const StoreResult *r)
{
    FILE *f = fopen(r->report_txt, "r");
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    if (!buf) {
        if (f)
            fclose(f);
        return NULL;
    }
    if (f) {
        n = fread(buf, 1, cap - 1, f);
        buf[n] = '\0';
        fclose(f);
        return buf;
    }
    if (r->has_rating)
        snprintf(buf, cap, "%s: rating %d (interval %d to %d), %d positions.\n(The report %s could not be read.)\n",
                 s->test.player, r->rating, r->lo, r->hi, r->positions, r->report_txt);
    else
        snprintf(buf, cap, "%s: no rating (too few positions).\n", s->test.player);
    return buf;
}
