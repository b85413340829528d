/* The placement test with gpsshogi at depth 4 as the judge (issue 34,
 * `--judge gpsshogi-d4`), end to end: the real session, AI opponents, analyser and report,
 * and /usr/games/gpsusi (a test dependency: missing, this fails).
 *
 * - Read in time: when every position was searched by gpsshogi before the
 *   end, gpsshogi rates the test: the store, the table's header and the
 *   report name it, and the profile made for it is used.
 * - Far behind: when it has every position left at the end (no background
 *   analysis here, so nothing measured: its bench figure counts) the
 *   built-in judge reads the whole test sooner (app/judge_pace.h), so it
 *   rates the test, and the player, the store and the report are told why.
 *
 * The background analysis's timing is not what is tested (test_session_
 * prefetch does that with the embedded engine): in the first case the
 * analysis step searches every position with gpsshogi first, as the
 * background would have, so the outcome does not hang on the machine's
 * load. Games are cut at a few plies: gpsusi costs seconds to start. */
#include "app/judge.h"
#include "app/session/analysis.h"
#include "app/session/headless.h"
#include "app/session/prefetch.h"
#include "app/session/records.h"
#include "app/session/search_cache.h"
#include "app/session/session.h"
#include "app/session/test_games.h"
#include "tests/check.h"
#include "tests/sitting.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char dir[64];

/* What the background analysis would have kept, searched now: every
 * position of the finished games, by the test's judge, into the store. */
static int read_in_time(Session *s, StoreResult *out, void *ctx)
{
    (void)ctx;
    TestGames t;
    char err[600] = "";
    if (test_games_load(s, true, &t, err, sizeof err) == 0 && t.n > 0) {
        AnalyzeOptions o = session_analysis_options(s);
        SearchCache *c = search_cache_open(store_dir(s->store), s->test.id, t.games, t.n, &o, err, sizeof err);
        o.cache = c ? search_cache_hooks(c) : NULL;
        CHECK(c && analyze_games(t.ag, t.n, &o, NULL, err, sizeof err) == 0);
        search_cache_close(c);
    }
    if (err[0])
        fprintf(stderr, "read_in_time: %s\n", err);
    test_games_free(&t);
    return session_analyse(s, out, NULL);
}

typedef struct {
    SessionAnalyseFn analyse;
    StoreTest test;        /* as stored at the end */
    StoreResult result;
    SessionState end;
    char log[256];         /* the headless display's log */
} Sitting;

/* The test's row and result, while its store is open. */
static void keep_end(Session *s, void *ctx)
{
    Sitting *t = ctx;
    store_test_get(s->store, s->test.id, &t->test);
    store_result_get(s->store, s->test.id, &t->result);
}

static void sit(Sitting *t, const char *name)
{
    Session s;
    memset(&s, 0, sizeof s);
    session_config_default(&s.cfg);
    s.cfg.judge = "gpsshogi-d4";
    s.cfg.player_name = name;
    s.cfg.max_plies = 6;
    s.cfg.clock.main_ms = 60000;
    s.cfg.fixed_games = SESSION_TEST_GAMES;
    s.cfg.analyse = t->analyse;
    s.cfg.export_game = session_export_game;
    snprintf(t->log, sizeof t->log, "%s/%s.log", dir, name);
    FILE *log = fopen(t->log, "w");
    SittingSetup u = { .dir = dir, .player = "embedded:depth=1", .ai_depth = 1, .log = log,
                       .done = keep_end, .ctx = t };
    t->end = sitting_run(&s, &u);
    if (log)
        fclose(log);
}

/* Does file path contain text? */
static bool file_has(const char *path, const char *text)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return false;
    static char buf[1 << 20];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = '\0';
    return strstr(buf, text) != NULL;
}

static void test_gpsshogi_rates_when_it_keeps_up(void)
{
    Sitting t = { .analyse = read_in_time };
    sit(&t, "gps");
    CHECK_INT(t.end, SESSION_DONE);
    CHECK_STR(t.test.judge, "gpsshogi-d4");
    CHECK_STR(t.test.judge_trouble, "");
    char tsv[800];
    snprintf(tsv, sizeof tsv, "%s/analysis.tsv", t.result.records_dir);
    CHECK(file_has(tsv, "# engine: gpsshogi"));
    CHECK(file_has(tsv, "# depth: 4"));
    CHECK(file_has(t.result.report_txt, "profile quest10-gpsshogi-d4"));
    CHECK(!file_has(t.result.report_txt, "Rated by the built-in judge"));
}

static void test_builtin_rates_when_it_falls_behind(void)
{
    Sitting t = { .analyse = session_analyse };
    sit(&t, "fast");
    CHECK_INT(t.end, SESSION_DONE);
    CHECK_STR(t.test.judge, JUDGE_BUILTIN_ID);
    CHECK_STR(t.test.judge_failed, "gpsshogi-d4");
    CHECK_STR(t.test.judge_trouble, JUDGE_TROUBLE_SLOW);
    CHECK(file_has(t.log, "The games were played faster than the judge, gpsshogi at depth 4"));
    CHECK(file_has(t.result.report_txt,
                   "Rated by the built-in judge: the games went faster than gpsshogi at depth 4 could read."));
    char tsv[800];
    snprintf(tsv, sizeof tsv, "%s/analysis.tsv", t.result.records_dir);
    CHECK(file_has(tsv, "(embedded)") && !file_has(tsv, "gpsshogi"));
    CHECK(file_has(t.result.report_txt, "profile quest10-kiryoku-embedded"));
}

int main(void)
{
    char assets[4096];
    if (!getenv("KIRYOKU_ASSETS") && realpath("assets", assets))
        setenv("KIRYOKU_ASSETS", assets, 1);
    if (access("/usr/games/gpsusi", X_OK) != 0) {
        printf("FAIL /usr/games/gpsusi is not installed (make deps-test installs gpsshogi)\n0 passed, 1 failed\n");
        return 1;
    }
    snprintf(dir, sizeof dir, "/tmp/kiryoku-gps-XXXXXX");
    if (!mkdtemp(dir))
        return 1;
    RUN(test_gpsshogi_rates_when_it_keeps_up);
    RUN(test_builtin_rates_when_it_falls_behind);
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    if (system(cmd) != 0)
        fprintf(stderr, "note: could not remove %s\n", dir);
    return check_summary();
}
