/* The test's analysis (see session_analysis.h): the games rebuilt as
 * records from the store, searched by the bridge's analyser into an
 * analysis table, then the estimator and the report. */
#include "app/session_analysis.h"

#include <stdlib.h>
#include <string.h>

#include "app/session_records.h"
#include "app/session_report.h"
#include "engine-bridge/analyzer.h"
#include "shogi/record.h"

typedef struct {
    Session *s;
    int64_t t0;
    int last_pct;
    int depth;
} Progress;

/* The progress page, redrawn at each whole percent. The time left is the
 * time so far scaled by the positions left: positions cost about the same
 * on average, and the estimate settles after the first few percent. */
static void on_progress(int done, int total, void *user)
{
    Progress *p = user;
    int pct = total ? done * 100 / total : 100;
    if (pct == p->last_pct && done < total)
        return;
    p->last_pct = pct;
    int64_t spent = clock_monotonic_ms(NULL) - p->t0;
    char msg[300], left[64] = "Estimating the time left...";
    if (done >= total)
        snprintf(left, sizeof left, "Writing the report...");
    else if (done > 0 && pct >= 2)
        snprintf(left, sizeof left, "About %lld s left.", (long long)(spent * (total - done) / done / 1000 + 1));
    snprintf(msg, sizeof msg,
             "kiryoku is searching every position of your games (depth %d)\n"
             "to see how much each of your moves lost.\n\n"
             "Position %d of %d. %s",
             p->depth, done, total, left);
    p->s->display->progress(p->s->display, "Analysing your games", total ? (double)done / total : 1.0, msg);
}

/* Analyses the finished test games into f. */
static int write_table(Session *s, FILE *f, char *err, size_t errlen)
{
    StoreGame *games;
    int n = store_games_of_test(s->store, s->test.id, &games);
    if (n < 0) {
        snprintf(err, errlen, "%s", store_error(s->store));
        return -1;
    }
    AnalyzeGame *ag = calloc((size_t)n + 1, sizeof *ag);
    char (*ids)[16] = calloc((size_t)n + 1, sizeof *ids);
    int count = 0, rc = ag && ids ? 0 : -1;
    if (rc)
        snprintf(err, errlen, "out of memory");
    for (int i = 0; rc == 0 && i < n; i++) {
        if (games[i].index < 1 || !games[i].finished)
            continue;
        GameRecord *rec = session_game_record(s, &games[i], err, errlen);
        if (!rec) {
            rc = -1;
            break;
        }
        snprintf(ids[count], sizeof ids[count], "game%d", games[i].index);
        ag[count].rec = rec;
        ag[count].id = ids[count];
        count++;
    }
    if (rc == 0) {
        Progress pr = { .s = s, .t0 = clock_monotonic_ms(NULL), .last_pct = -1,
                        .depth = s->cfg.analysis_depth > 0 ? s->cfg.analysis_depth : ANALYZE_DEFAULT_DEPTH };
        int positions = 0;
        for (int i = 0; i < count; i++)
            positions += ag[i].rec->move_count + 1;
        on_progress(0, positions, &pr);
        AnalyzeOptions o = { .engine_spec = s->cfg.analysis_engine, .depth = s->cfg.analysis_depth,
                             .progress = on_progress, .progress_user = &pr };
        rc = analyze_games(ag, count, &o, f, err, errlen);
    }
    for (int i = 0; i < count; i++)
        record_free((GameRecord *)ag[i].rec);
    free(ag);
    free(ids);
    free(games);
    return rc;
}

int session_analyse(Session *s, StoreResult *out, void *ctx)
{
    (void)ctx;
    char dir[700], tsv[800], tmp[820], err[900];
    int64_t t0 = clock_monotonic_ms(NULL);
    if (session_test_dir(s, dir, sizeof dir, err, sizeof err) != 0)
        goto fail;
    snprintf(tsv, sizeof tsv, "%s/analysis.tsv", dir);
    snprintf(tmp, sizeof tmp, "%s.part", tsv);
    FILE *f = fopen(tmp, "w");
    if (!f) {
        snprintf(err, sizeof err, "cannot write %s", tmp);
        goto fail;
    }
    int rc = write_table(s, f, err, sizeof err);
    if (fclose(f) != 0 && rc == 0) {
        snprintf(err, sizeof err, "cannot write %s (disk full?)", tmp);
        rc = -1;
    }
    if (rc != 0 || rename(tmp, tsv) != 0) {
        if (rc == 0)
            snprintf(err, sizeof err, "cannot rename %s", tmp);
        goto fail;
    }
    if (session_report_write(s, tsv, dir, out, err, sizeof err) != 0)
        goto fail;
    char msg[96];
    snprintf(msg, sizeof msg, "Analysis and report took %.1f s", (double)(clock_monotonic_ms(NULL) - t0) / 1000.0);
    s->display->message(s->display, DISPLAY_INFO, msg);
    return 0;
fail:
    snprintf(s->error, sizeof s->error, "analysis failed: %s", err);
    return -1;
}
