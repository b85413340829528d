/* The test's analysis after the last game (see analysis.h): the analyser
 * over every finished test game with the store as its cache
 * (search_cache.h), so the positions searched while the games were played
 * (prefetch.h) are taken as they were kept and only the others are
 * searched here, with every core, each kept as it ends; then the table
 * (analysis.tsv), the estimator and the report. The table is the one a
 * single analysis of all the games writes, whatever was searched when. */
#include "app/session/analysis.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/failure.h"
#include "app/report/test_report.h"
#include "app/session/judge_check.h"
#include "app/session/judge_slow.h"
#include "app/session/prefetch.h"
#include "app/session/records.h"
#include "app/session/search_cache.h"
#include "app/session/test_games.h"
#include "analysis/cost.h"
#include "analysis/analyzer.h"
#include "shogi/record.h"

typedef struct {
    Session *s;
    int64_t t0;
    int last_pct;
    int depth;
    int positions;     /* of the test games: a best-move search each */
    int kept;          /* of them, searched before this step (during the games) */
    int done;          /* best-move searches done, the kept ones included */
    /* kiryoku test --root-scores: the "all" searches done (kept ones
     * included) and planned. They are planned once every best-move search
     * is done (analyzer.h), so the total grows then. */
    int roots_done, roots_total;
    /* cost_before[k]: the expected cost (analysis/cost.h) of the first k
     * positions searched here, k = 0..positions - kept; NULL: unknown. */
    double *cost_before;
    bool writing;      /* the search is done: the report is being written */
} Progress;

/* Seconds left to search here: the time so far times the expected cost of
 * the positions left over that of the positions done. Positions cost more
 * as a game goes on (a drop-heavy endgame several times an opening
 * position), so scaling the time so far by the positions left read far too
 * low until the endgame ("about 4 s left" with 45 s to go, issue 14). The
 * positions are taken as done in order; two engines finish them nearly so. */
static long long seconds_left(const Progress *p, int64_t spent_ms)
{
    int here = p->done - p->kept, all = p->positions - p->kept;
    double done = p->cost_before ? p->cost_before[here] : here;
    double total = p->cost_before ? p->cost_before[all] : all;
    return (long long)((double)spent_ms * (total - done) / done / 1000.0) + 1;
}

/* The line under the count: how many were searched during the games, then
 * the root-score searches or the time left. */
static void progress_tail(const Progress *p, int64_t spent, char *buf, size_t len)
{
    Lang lang = p->s->cfg.lang; /* the words are the catalogue's (app/text.h) */
    int here = p->done - p->kept, n = 0;
    buf[0] = '\0';
    if (p->kept > 0)
        n = snprintf(buf, len, app_text(lang, MSG_ANALYSIS_DURING), p->kept);
    if (n < 0 || (size_t)n >= len)
        return;
    if (p->roots_total > 0)
        snprintf(buf + n, len - (size_t)n, app_text(lang, MSG_ANALYSIS_ROOTS), p->roots_done, p->roots_total);
    else if (here > 0 && p->done < p->positions && spent > 500 && !p->s->cfg.analysis_root_scores)
        snprintf(buf + n, len - (size_t)n, app_text(lang, MSG_ANALYSIS_LEFT), seconds_left(p, spent));
}

/* The progress page, redrawn at each whole percent of the searches. The
 * bar counts the searches kept from the games as done, so it starts where
 * the work left starts, and the "all" searches too; the time left is shown
 * without them only, since the expected costs know the best-move searches
 * alone. */
static void show_progress(Progress *p)
{
    int searches = p->positions + p->roots_total, done = p->done + p->roots_done;
    int pct = searches ? done * 100 / searches : 100;
    if (pct == p->last_pct)
        return;
    p->last_pct = pct;
    Lang lang = p->s->cfg.lang;
    char msg[900], tail[400];
    progress_tail(p, clock_monotonic_ms(NULL) - p->t0, tail, sizeof tail);
    snprintf(msg, sizeof msg, app_text(lang, MSG_ANALYSIS_BODY), p->depth, p->done, p->positions,
             p->writing ? app_text(lang, MSG_ANALYSIS_WRITING) : "", tail);
    p->s->display->progress(p->s->display, app_text(lang, MSG_ANALYSIS_TITLE),
                            searches ? (double)done / searches : 1.0, msg);
}

/* done of total searches (analyzer.h; the kept ones count as done): the
 * positions first, then the "all" searches, whose number total gives
 * once they are planned. */
static void on_progress(int done, int total, uint64_t nodes, void *user)
{
    Progress *p = user;
    (void)nodes;
    p->done = done < p->positions ? done : p->positions;
    p->roots_done = done - p->done;
    p->roots_total = total - p->positions;
    show_progress(p);
}

/* The expected cost of each position left to search (not kept), in game
 * and ply order, as running sums in p->cost_before; NULL when unknown (the
 * estimate then counts positions). */
static void expected_costs(const TestGames *t, const SearchCache *c, const AnalyzeOptions *o, Progress *p)
{
    int left = p->positions - p->kept, k = 0;
    AnalyzeBudget b;
    analyze_budget(o, &b);
    Position *pos = malloc(sizeof *pos);
    p->cost_before = pos ? calloc((size_t)left + 1, sizeof *p->cost_before) : NULL;
    for (int g = 0; g < t->n && p->cost_before; g++) {
        const GameRecord *rec = t->ag[g].rec;
        if (record_position_at(rec, 0, pos) != 0)
            break;
        for (int ply = 0; ply <= rec->move_count; ply++) {
            if (!(c && search_cache_has(c, g, ply, false)) && k < left) {
                p->cost_before[k + 1] = p->cost_before[k] + analysis_expected_nodes(pos, b.nodes);
                k++;
            }
            if (ply < rec->move_count)
                pos_do_move(pos, rec->moves[ply].move);
        }
    }
    free(pos);
    if (k != left) {
        free(p->cost_before);
        p->cost_before = NULL;
    }
}

/* Searches what the store does not keep and writes the table to path,
 * under a temporary name until it is whole. search_ms: the time it took. */
typedef struct {
    int64_t search_ms;
    int kept, positions;
} SearchFigures;

static int write_table(Session *s, const TestGames *t, const char *path, AnalyzeEngines *engines,
                       SearchFigures *fig, char *err, size_t errlen)
{
    AnalyzeOptions o = session_analysis_options(s);
    o.engines = engines; /* the background's, ready: another judge's are ended */
    o.clock_main_ms = s->test.main_ms; /* the test's clock, a resumed one's too */
    AnalyzeBudget budget;
    analyze_budget(&o, &budget);
    char cache_err[600];
    SearchCache *c = search_cache_open(store_dir(s->store), s->test.id, t->games, t->n, &o, cache_err,
                                       sizeof cache_err);
    /* Without it every position is searched here: slower, the same table. */
    Progress pr = { .s = s, .last_pct = -1, .positions = test_games_positions(t),
                    .kept = c ? search_cache_count(c, false) : 0,
                    .depth = budget.depth };
    pr.done = pr.kept;
    expected_costs(t, c, &o, &pr);
    o.cache = c ? search_cache_hooks(c) : NULL;
    o.progress = on_progress;
    o.progress_user = &pr;
    char tmp[840];
    snprintf(tmp, sizeof tmp, "%s.part", path);
    FILE *f = fopen(tmp, "w");
    int rc = -1;
    pr.t0 = clock_monotonic_ms(NULL);
    show_progress(&pr);
    if (!f)
        snprintf(err, errlen, app_text(s->cfg.lang, MSG_RPT_CANNOT_WRITE), tmp);
    else if ((rc = analyze_games(t->ag, t->n, &o, f, err, errlen)) != 0)
        fclose(f);
    else if (fclose(f) != 0 || rename(tmp, path) != 0) {
        snprintf(err, errlen, app_text(s->cfg.lang, MSG_RPT_CANNOT_WRITE_FULL), path);
        rc = -1;
    }
    *fig = (SearchFigures){ clock_monotonic_ms(NULL) - pr.t0, pr.kept, pr.positions };
    if (rc == 0) {
        pr.writing = true;
        pr.last_pct = -1;
        show_progress(&pr);
    }
    free(pr.cost_before);
    search_cache_close(c);
    return rc;
}

/* The table, by the test's judge; when that judge fails here (or failed
 * in the background), or has so much left that the built-in judge would
 * be done sooner (judge_slow.h), by the built-in judge, which searches
 * every position itself (judge_check.h): the player is told, no game is
 * lost. */
static int judged_table(Session *s, const TestGames *t, const char *path, AnalyzeEngines *engines,
                        SearchFigures *fig, char *err, size_t errlen)
{
    char note[1500];
    if (session_judge_watch(s) < 0)
        return -1;
    int slow = session_judge_slow(s, t, note, sizeof note);
    if (slow < 0) {
        snprintf(err, errlen, "%.600s", s->error);
        return -1;
    }
    if (slow > 0)
        s->display->message(s->display, DISPLAY_INFO, note);
    int rc = write_table(s, t, path, engines, fig, err, errlen);
    if (rc == 0 || session_judge_fell_back(s) || !session_judge_error(err))
        return rc;
    if (session_judge_died(s, err, note, sizeof note) != 0) {
        snprintf(err, errlen, "%.600s", s->error);
        return -1;
    }
    s->display->message(s->display, DISPLAY_ERROR, note);
    return write_table(s, t, path, engines, fig, err, errlen);
}

int session_analyse(Session *s, StoreResult *out, void *ctx)
{
    (void)ctx;
    /* What the background has not searched yet is searched here, with
     * every core and its engines; the search it was making is dropped. A
     * judge that failed there is seen first. */
    if (session_judge_watch(s) < 0)
        return -1;
    AnalyzeEngines *engines = session_prefetch_finish();
    char dir[700], tsv[800], err[900];
    int64_t t0 = clock_monotonic_ms(NULL);
    SearchFigures fig = { 0 };
    TestGames t = { 0 };
    if (session_test_dir(s, dir, sizeof dir, err, sizeof err) != 0 || test_games_load(s, true, &t, err, sizeof err))
        goto fail;
    if (t.n == 0) {
        snprintf(err, sizeof err, "no finished game to analyse");
        goto fail;
    }
    snprintf(tsv, sizeof tsv, "%s/analysis.tsv", dir);
    if (judged_table(s, &t, tsv, engines, &fig, err, sizeof err) != 0)
        goto fail;
    analyze_engines_free(engines);
    engines = NULL;
    int64_t t1 = clock_monotonic_ms(NULL);
    ReportSource src = session_report_source(s);
    if (report_write(&src, tsv, dir, out, err, sizeof err) != 0)
        goto fail;
    char msg[200];
    int64_t t2 = clock_monotonic_ms(NULL);
    snprintf(msg, sizeof msg,
             "Analysis and report took %.1f s (searching %.1f s, report %.1f s; %d of %d positions searched "
             "during the games)",
             (double)(t2 - t0) / 1000.0, (double)fig.search_ms / 1000.0, (double)(t2 - t1) / 1000.0, fig.kept,
             fig.positions);
    s->display->message(s->display, DISPLAY_INFO, msg);
    test_games_free(&t);
    return 0;
fail:
    analyze_engines_free(engines);
    snprintf(s->error, sizeof s->error, app_text(s->cfg.lang, MSG_ANALYSIS_FAILED), err);
    test_games_free(&t);
    return -1;
}
