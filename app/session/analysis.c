/* The test's analysis (see analysis.h): one analysis table per game
 * (DIR/analysis-gameN.tsv), most of them made in the background while the
 * next game was played (prefetch.h); the games still missing one
 * are searched here, then the tables are joined into analysis.tsv, the
 * estimator runs and the report is written. */
#include "app/session/analysis.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/failure.h"
#include "app/report/test_report.h"
#include "app/session/prefetch.h"
#include "app/session/records.h"
#include "analysis/cost.h"
#include "analysis/analyzer.h"
#include "shogi/record.h"

typedef struct {
    Session *s;
    int64_t t0;
    int last_pct;
    int depth;
    int base;          /* positions analysed before this step */
    int total;         /* positions of all the test games */
    int fg_done, fg_total; /* positions searched here so far, of how many */
    int fg_before;     /* of fg_done, in the games searched before this one */
    /* cost_before[k]: the expected cost (analysis/cost.h) of
     * the first k positions searched here, k = 0..fg_total; NULL: unknown. */
    double *cost_before;
    bool writing;      /* the search is done: the report is being written */
    int game_positions; /* of the game being searched here */
    /* kiryoku test --root-scores: the "all" searches run here, done and
     * planned so far. A game's are planned once its best-move searches are
     * done (analyzer.h), so the total grows game by game; those of a game
     * analysed in the background are not counted, being no work left. */
    int roots_done, roots_total;
    int roots_before, roots_total_before; /* of them, in the games searched before this one */
} Progress;

/* Seconds left to search here: the time so far times the expected cost of
 * the positions left over that of the positions done. Positions cost more
 * as a game goes on (a drop-heavy endgame several times an opening
 * position), so scaling the time so far by the positions left read far too
 * low until the endgame ("about 4 s left" with 45 s to go, issue 14). The
 * positions are taken as done in order; two engines finish them nearly so. */
static long long seconds_left(const Progress *p, int64_t spent_ms)
{
    double done = p->cost_before ? p->cost_before[p->fg_done] : p->fg_done;
    double all = p->cost_before ? p->cost_before[p->fg_total] : p->fg_total;
    return (long long)((double)spent_ms * (all - done) / done / 1000.0) + 1;
}

/* The progress page, redrawn at each whole percent of the searches, with
 * the time left (above) once a few positions have set the pace. The bar
 * counts the "all" searches too; the time left is shown without them only,
 * since the expected costs know the best-move searches alone. */
static void show_progress(Progress *p)
{
    int done = p->base + p->fg_done, searches = p->total + p->roots_total;
    int pct = searches ? (done + p->roots_done) * 100 / searches : 100;
    if (pct == p->last_pct)
        return;
    p->last_pct = pct;
    int64_t spent = clock_monotonic_ms(NULL) - p->t0;
    Lang lang = p->s->cfg.lang; /* the words are the catalogue's (app/text.h) */
    char msg[700], tail[200] = "";
    if (p->roots_total > 0)
        snprintf(tail, sizeof tail, app_text(lang, MSG_ANALYSIS_ROOTS), p->roots_done, p->roots_total);
    else if (p->fg_done > 0 && p->fg_done < p->fg_total && spent > 500 && !p->s->cfg.analysis_root_scores)
        snprintf(tail, sizeof tail, app_text(lang, MSG_ANALYSIS_LEFT), seconds_left(p, spent));
    snprintf(msg, sizeof msg, app_text(lang, MSG_ANALYSIS_BODY), p->depth, done, p->total,
             p->writing ? app_text(lang, MSG_ANALYSIS_WRITING) : "", tail);
    p->s->display->progress(p->s->display, app_text(lang, MSG_ANALYSIS_TITLE),
                            searches ? (double)(done + p->roots_done) / searches : 1.0, msg);
}

/* done of total searches of one game (analyzer.h): its positions first,
 * then its "all" searches, whose number total gives once they are planned. */
static void on_progress(int done, int total, uint64_t nodes, void *user)
{
    Progress *p = user;
    (void)nodes;
    int positions = done < p->game_positions ? done : p->game_positions;
    p->fg_done = p->fg_before + positions;
    p->roots_done = p->roots_before + done - positions;
    p->roots_total = p->roots_total_before + total - p->game_positions;
    show_progress(p);
}

/* Appends the expected cost of every position of game g (the start and the
 * one after each move) to the running sums in p->cost_before. */
static int add_expected_costs(Session *s, const StoreGame *g, Progress *p, int *k, char *err, size_t errlen)
{
    GameRecord *rec = session_game_record(s, g, err, errlen);
    Position *pos = malloc(sizeof *pos);
    int rc = -1;
    if (rec && pos && (!rec->start_sfen[0] || pos_set_sfen(pos, rec->start_sfen, err, errlen) == 0)) {
        if (!rec->start_sfen[0])
            pos_init_startpos(pos);
        AnalyzeOptions o = { .engine_spec = s->cfg.analysis_engine, .depth = s->cfg.analysis_depth };
        AnalyzeBudget b;
        analyze_budget(&o, &b);
        for (int ply = 0; ply <= rec->move_count && *k < p->fg_total; ply++, (*k)++) {
            p->cost_before[*k + 1] = p->cost_before[*k] + analysis_expected_nodes(pos, b.nodes);
            if (ply < rec->move_count)
                pos_do_move(pos, rec->moves[ply].move);
        }
        rc = 0;
    }
    free(pos);
    if (rec)
        record_free(rec);
    return rc;
}

/* The games that count: finished test games, in order. */
static int test_games(Session *s, StoreGame **out, char *err, size_t errlen)
{
    StoreGame *all;
    int n = store_games_of_test(s->store, s->test.id, &all), k = 0;
    if (n < 0) {
        failure_store_text(s->cfg.lang, store_error(s->store), err, errlen);
        return -1;
    }
    for (int i = 0; i < n; i++)
        if (all[i].index >= 1 && all[i].finished)
            all[k++] = all[i];
    *out = all;
    return k;
}

/* Searches one game here, with every core, into its table. */
static int analyse_game(Session *s, const StoreGame *g, const char *table, Progress *pr, char *err, size_t errlen)
{
    GameRecord *rec = session_game_record(s, g, err, errlen);
    if (!rec)
        return -1;
    char tmp[840], id[16];
    snprintf(tmp, sizeof tmp, "%s.part", table);
    snprintf(id, sizeof id, "game%d", g->index);
    FILE *f = fopen(tmp, "w");
    int rc = -1;
    if (!f) {
        snprintf(err, errlen, "cannot write %s", tmp);
    } else {
        AnalyzeGame ag = { .rec = rec, .id = id };
        AnalyzeOptions o = session_analysis_options(&s->cfg);
        o.progress = on_progress;
        o.progress_user = pr;
        pr->game_positions = rec->move_count + 1;
        rc = analyze_games(&ag, 1, &o, f, err, errlen);
        if (fclose(f) != 0 && rc == 0) {
            snprintf(err, errlen, "cannot write %s (disk full?)", tmp);
            rc = -1;
        }
        if (rc == 0 && rename(tmp, table) != 0) {
            snprintf(err, errlen, "cannot rename %s", tmp);
            rc = -1;
        }
    }
    record_free(rec);
    return rc;
}

/* The expected costs of the games searched here (those without a table),
 * or none: the estimate then counts positions (the games' own errors come
 * when they are searched). */
static void expected_costs(Session *s, const StoreGame *games, int n, const bool *have, Progress *p)
{
    char err[256];
    int k = 0, rc = 0;
    p->cost_before = calloc((size_t)p->fg_total + 1, sizeof *p->cost_before);
    for (int i = 0; i < n && rc == 0 && p->cost_before; i++)
        if (!have[i])
            rc = add_expected_costs(s, &games[i], p, &k, err, sizeof err);
    if (rc != 0 || k != p->fg_total) {
        free(p->cost_before);
        p->cost_before = NULL;
    }
}

/* ---- Joining the games' tables ---------------------------------------------- */

typedef struct {
    char **lines;
    int count, cap;
} Lines;

static int lines_add(Lines *l, const char *text)
{
    if (l->count == l->cap) {
        int cap = l->cap ? 2 * l->cap : 64;
        char **more = realloc(l->lines, (size_t)cap * sizeof *more);
        if (!more)
            return -1;
        l->lines = more;
        l->cap = cap;
    }
    return (l->lines[l->count] = strdup(text)) ? (l->count++, 0) : -1;
}

static bool lines_has(const Lines *l, const char *text)
{
    for (int i = 0; i < l->count; i++)
        if (!strcmp(l->lines[i], text))
            return true;
    return false;
}

static void lines_free(Lines *l)
{
    for (int i = 0; i < l->count; i++)
        free(l->lines[i]);
    free(l->lines);
}

/* Sorts one table's lines: the first table's own comments (title, engine,
 * depth) and column row go to head, every distinct "# ai:" line to ai, the
 * moves to rows. The result is the table analyze_games writes for all the
 * games at once. */
static int read_table(const char *path, bool first, Lines *head, Lines *ai, Lines *rows, char *err, size_t errlen)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        snprintf(err, errlen, "cannot read %s", path);
        return -1;
    }
    /* Whole lines of any length: a root_scores cell runs to thousands of
     * characters. */
    char *line = NULL;
    size_t cap = 0;
    bool header_seen = false;
    int rc = 0;
    while (rc == 0 && getline(&line, &cap, f) >= 0) {
        if (!strncmp(line, "# ai: ", 6))
            rc = lines_has(ai, line) ? 0 : lines_add(ai, line);
        else if (line[0] == '#' || !header_seen)
            rc = first ? lines_add(head, line) : 0;
        else
            rc = lines_add(rows, line);
        header_seen = header_seen || line[0] != '#';
    }
    free(line);
    fclose(f);
    if (rc != 0)
        snprintf(err, errlen, "out of memory joining the analysis tables");
    return rc;
}

static bool is_roots_line(const char *line)
{
    return !strncmp(line, "# root_scores:", 14);
}

static bool is_clock_line(const char *line)
{
    return !strncmp(line, "# clock_main_ms:", 16);
}

/* main_ms: the test's main time, written as "# clock_main_ms:" whatever the
 * games' tables say (one searched by an older version has no such line), so
 * estimate and report on analysis.tsv filter time trouble as the test did. */
static int join_tables(char (*tables)[800], int n, int64_t main_ms, const char *out_path, char *err,
                       size_t errlen)
{
    Lines head = { 0 }, ai = { 0 }, rows = { 0 };
    int rc = 0;
    for (int i = 0; i < n && rc == 0; i++)
        rc = read_table(tables[i], i == 0, &head, &ai, &rows, err, errlen);
    char tmp[820];
    snprintf(tmp, sizeof tmp, "%s.part", out_path);
    FILE *f = rc == 0 ? fopen(tmp, "w") : NULL;
    if (rc == 0 && !f) {
        snprintf(err, errlen, "cannot write %s", tmp);
        rc = -1;
    }
    if (f) {
        /* analyze_games's order: the title, engine and budget comments,
         * the AI names, the root_scores comment, the column row. */
        for (int i = 0; i < head.count && head.lines[i][0] == '#'; i++)
            if (!is_roots_line(head.lines[i]) && !is_clock_line(head.lines[i]))
                fputs(head.lines[i], f);
        if (main_ms > 0)
            fprintf(f, "# clock_main_ms: %lld\n", (long long)main_ms);
        for (int i = 0; i < ai.count; i++)
            fputs(ai.lines[i], f);
        for (int i = 0; i < head.count; i++)
            if (head.lines[i][0] != '#' || is_roots_line(head.lines[i]))
                fputs(head.lines[i], f);
        for (int i = 0; i < rows.count; i++)
            fputs(rows.lines[i], f);
        if (fclose(f) != 0 || rename(tmp, out_path) != 0) {
            snprintf(err, errlen, "cannot write %s (disk full?)", out_path);
            rc = -1;
        }
    }
    lines_free(&head);
    lines_free(&ai);
    lines_free(&rows);
    return rc;
}

/* ---- The analysis step -------------------------------------------------------- */

/* Every game's table, from the background or searched now; paths in tables. */
static int all_tables(Session *s, const char *dir, StoreGame *games, int n, char (*tables)[800], int64_t *search_ms,
                      char *err, size_t errlen)
{
    Progress pr = { .s = s, .last_pct = -1,
                    .depth = s->cfg.analysis_depth > 0 ? s->cfg.analysis_depth : ANALYZE_DEFAULT_DEPTH };
    for (int i = 0; i < n; i++)
        pr.total += games[i].plies + 1;
    /* A background search still running (the next game was short) is
     * stopped: one engine at nice 10 is slower than every core here, and at
     * worst one game is searched again. */
    session_prefetch_cancel();
    AnalyzeOptions want = session_analysis_options(&s->cfg);
    bool *have = calloc((size_t)n, sizeof *have);
    if (!have) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    for (int i = 0; i < n; i++) {
        have[i] = session_prefetch_table(dir, games[i].index, &want, tables[i], sizeof tables[i]);
        if (have[i])
            pr.base += games[i].plies + 1;
        else
            pr.fg_total += games[i].plies + 1;
    }
    expected_costs(s, games, n, have, &pr);
    pr.writing = false;
    int64_t t0 = pr.t0 = clock_monotonic_ms(NULL);
    show_progress(&pr);
    int rc = 0;
    for (int i = 0; i < n && rc == 0; i++) {
        if (have[i])
            continue;
        rc = analyse_game(s, &games[i], tables[i], &pr, err, errlen);
        pr.fg_before = pr.fg_done;
        pr.roots_before = pr.roots_done;
        pr.roots_total_before = pr.roots_total;
    }
    free(have);
    free(pr.cost_before);
    if (rc != 0)
        return -1;
    *search_ms = clock_monotonic_ms(NULL) - t0;
    pr.writing = true;
    pr.last_pct = -1;
    show_progress(&pr);
    return 0;
}

int session_analyse(Session *s, StoreResult *out, void *ctx)
{
    (void)ctx;
    char dir[700], tsv[800], err[900];
    int64_t t0 = clock_monotonic_ms(NULL), search_ms = 0;
    StoreGame *games = NULL;
    char (*tables)[800] = NULL;
    int n = -1;
    if (session_test_dir(s, dir, sizeof dir, err, sizeof err) != 0 || (n = test_games(s, &games, err, sizeof err)) < 0)
        goto fail;
    tables = n > 0 ? calloc((size_t)n, sizeof *tables) : NULL;
    if (!tables) {
        snprintf(err, sizeof err, n > 0 ? "out of memory" : "no finished game to analyse");
        goto fail;
    }
    snprintf(tsv, sizeof tsv, "%s/analysis.tsv", dir);
    if (all_tables(s, dir, games, n, tables, &search_ms, err, sizeof err) != 0 ||
        join_tables(tables, n, s->test.main_ms, tsv, err, sizeof err) != 0)
        goto fail;
    int64_t t1 = clock_monotonic_ms(NULL);
    ReportSource src = session_report_source(s);
    if (report_write(&src, tsv, dir, out, err, sizeof err) != 0)
        goto fail;
    for (int i = 0; i < n; i++)
        unlink(tables[i]); /* joined into analysis.tsv */
    char msg[160];
    int64_t t2 = clock_monotonic_ms(NULL);
    snprintf(msg, sizeof msg, "Analysis and report took %.1f s (searching %.1f s, joining %.1f s, report %.1f s)",
             (double)(t2 - t0) / 1000.0, (double)search_ms / 1000.0, (double)(t1 - t0 - search_ms) / 1000.0,
             (double)(t2 - t1) / 1000.0);
    s->display->message(s->display, DISPLAY_INFO, msg);
    free(games);
    free(tables);
    return 0;
fail:
    snprintf(s->error, sizeof s->error, app_text(s->cfg.lang, MSG_ANALYSIS_FAILED), err);
    free(games);
    free(tables);
    return -1;
}
