/* The analyser's cache (AnalyzeCache, analyzer.h; issue 34): a table made
 * with some or all of its searches taken from a cache is byte for byte the
 * table made without one, with the root_scores column in the counted mode
 * too; only the searches the cache lacks are made (and handed to it); the
 * progress counts the cached ones done before the first search; a run with
 * no table (out NULL) only fills the cache; a stop ends the run at once;
 * and the fingerprint tells every option that changes a search apart. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/analyzer.h"
#include "tools/match.h"
#include "tests/analysis_text.h"
#include "tests/check.h"
#include "tests/short_game.h"

enum { MAX_POS = 128 };

static GameRecord *game;

/* A cache in memory: [0] best-move searches, [1] "all" searches, by ply. */
typedef struct {
    bool have[2][MAX_POS];
    AnalyzeFound found[2][MAX_POS];
    int keeps, hits;
    int stop_after;       /* > 0: ask for a stop once this many were kept */
    int first_done, first_total; /* the first progress report */
    bool reported;
} Memo;

static int memo_lookup(void *user, int game_index, int ply, bool all, AnalyzeFound *out)
{
    Memo *m = user;
    CHECK_INT(game_index, 0);
    if (ply < 0 || ply >= MAX_POS || !m->have[all][ply])
        return 0;
    *out = m->found[all][ply];
    out->roots = all ? strdup(m->found[all][ply].roots) : NULL;
    m->hits++;
    return 1;
}

static int memo_keep(void *user, int game_index, int ply, bool all, const AnalyzeFound *f)
{
    Memo *m = user;
    CHECK_INT(game_index, 0);
    CHECK(!m->have[all][ply]); /* never searched twice */
    m->found[all][ply] = *f;
    m->found[all][ply].roots = all ? strdup(f->roots) : NULL;
    m->have[all][ply] = true;
    m->keeps++;
    return 0;
}

static void memo_forget(Memo *m, int all, int ply)
{
    free(m->found[all][ply].roots);
    m->found[all][ply].roots = NULL;
    m->have[all][ply] = false;
}

static void memo_free(Memo *m)
{
    for (int k = 0; k < 2; k++)
        for (int p = 0; p < MAX_POS; p++)
            memo_forget(m, k, p);
}

static void on_progress(int done, int total, uint64_t nodes, void *user)
{
    Memo *m = user;
    (void)nodes;
    if (!m->reported) {
        m->first_done = done;
        m->first_total = total;
        m->reported = true;
    }
}

static bool memo_stop(void *user)
{
    Memo *m = user;
    return m->stop_after > 0 && m->keeps >= m->stop_after;
}

/* The options of every run here: a small depth, root scores in the
 * counted mode from ply 10, so a short game has some. */
static AnalyzeOptions options(int workers)
{
    return (AnalyzeOptions){ .depth = CHECK_SANITIZED ? 2 : 3, .workers = workers, .root_scores = true,
                             .root_scores_counted = true, .counted_min_ply = 10 };
}

/* The table, made with memo as the cache (NULL: none); NULL on failure. */
static char *analyse(Memo *memo, int workers)
{
    AnalyzeCache cache = { memo_lookup, memo_keep, memo };
    AnalyzeOptions o = options(workers);
    if (memo) {
        o.cache = &cache;
        o.progress = on_progress;
        o.progress_user = memo;
        memo->reported = false;
    }
    return test_analysis_text(game, &o);
}

static int count_all(const Memo *m)
{
    int n = 0;
    for (int p = 0; p < MAX_POS; p++)
        n += m->have[1][p];
    return n;
}

static void test_cache_gives_the_same_table(void)
{
    CHECK(game && game->move_count + 1 <= MAX_POS);
    if (!game || game->move_count + 1 > MAX_POS)
        return;
    int npos = game->move_count + 1;
    Memo *m = calloc(1, sizeof *m);
    char *plain = analyse(NULL, 2), *filling = analyse(m, 2);
    CHECK(plain && filling);
    int alls = count_all(m);
    CHECK(alls > 0); /* the counted mode's searches were cached too */
    CHECK_INT(m->keeps, npos + alls);
    CHECK_INT(m->first_done, 0);
    /* Everything cached: no search at all, the same bytes. */
    m->keeps = 0;
    char *full = analyse(m, 2);
    CHECK_INT(m->keeps, 0);
    CHECK_INT(m->first_done, npos);
    CHECK_INT(m->first_total, npos);
    /* Some forgotten: only those searched again, the same bytes. */
    int forgotten = 0;
    for (int p = 0; p < npos; p += 3, forgotten++)
        memo_forget(m, 0, p);
    for (int p = 0; p < npos; p++)
        if (m->have[1][p] && p % 2) {
            memo_forget(m, 1, p);
            forgotten++;
        }
    m->keeps = 0;
    char *part = analyse(m, 1);
    CHECK_INT(m->keeps, forgotten);
    CHECK(plain && full && part);
    if (plain && filling && full && part) {
        CHECK_STR(filling, plain);
        CHECK_STR(full, plain);
        CHECK_STR(part, plain);
    }
    free(plain);
    free(filling);
    free(full);
    free(part);
    memo_free(m);
    free(m);
}

/* No table: the searches only, every one handed to the cache, which then
 * makes the table alone. */
static void test_searches_only(void)
{
    CHECK(game != NULL);
    if (!game)
        return;
    Memo *m = calloc(1, sizeof *m);
    AnalyzeGame g = { game, "g1" };
    AnalyzeCache cache = { memo_lookup, memo_keep, m };
    AnalyzeOptions o = options(1);
    o.cache = &cache;
    char err[256];
    CHECK_INT(analyze_games(&g, 1, &o, NULL, err, sizeof err), 0);
    CHECK(m->keeps > game->move_count);
    m->keeps = 0;
    char *cached = analyse(m, 1), *plain = analyse(NULL, 1);
    CHECK_INT(m->keeps, 0);
    CHECK(cached && plain);
    if (cached && plain)
        CHECK_STR(cached, plain);
    free(cached);
    free(plain);
    memo_free(m);
    free(m);
}

/* A stop ends the run between searches: it fails, saying so, and no
 * search is made after it. */
static void test_stop(void)
{
    CHECK(game != NULL);
    if (!game)
        return;
    Memo *m = calloc(1, sizeof *m);
    m->stop_after = 3;
    AnalyzeGame g = { game, "g1" };
    AnalyzeCache cache = { memo_lookup, memo_keep, m };
    AnalyzeOptions o = options(1);
    o.cache = &cache;
    o.stop = memo_stop;
    o.stop_user = m;
    char err[256] = "";
    CHECK_INT(analyze_games(&g, 1, &o, NULL, err, sizeof err), -1);
    CHECK_STR(err, "stopped");
    CHECK_INT(m->keeps, 3);
    memo_free(m);
    free(m);
}

/* Engines kept across calls (AnalyzeEngines): three analyses of the game
 * with one pool start its two engines once, each table is the one made
 * without it, and a stop in the middle leaves them for the next call. */
static void test_kept_engines(void)
{
    CHECK(game != NULL);
    if (!game)
        return;
    char *fresh = analyse(NULL, 2);
    AnalyzeEngines *e = analyze_engines_new();
    AnalyzeGame g = { game, "g1" };
    for (int run = 0; run < 3; run++) {
        char *buf = NULL, err[256] = "";
        size_t len = 0;
        FILE *f = open_memstream(&buf, &len);
        AnalyzeOptions o = options(2);
        o.engines = e;
        Memo *m = calloc(1, sizeof *m);
        AnalyzeCache cache = { memo_lookup, memo_keep, m };
        if (run == 1) { /* stopped after 3 searches: the engines stay */
            m->stop_after = 3;
            o.cache = &cache;
            o.stop = memo_stop;
            o.stop_user = m;
        }
        int rc = analyze_games(&g, 1, &o, run == 1 ? NULL : f, err, sizeof err);
        fclose(f);
        CHECK_INT(rc, run == 1 ? -1 : 0);
        if (run != 1)
            CHECK(fresh && buf && !strcmp(fresh, buf));
        free(buf);
        memo_free(m);
        free(m);
    }
    CHECK_INT(analyze_engines_started(e), 2);
    /* Another budget: engines opened another way are not lent. */
    AnalyzeOptions o = options(1);
    o.engines = e;
    o.engine_spec = "embedded:nnue=/nonexistent";
    char err[256] = "";
    CHECK_INT(analyze_games(&g, 1, &o, NULL, err, sizeof err), -1);
    analyze_engines_free(e);
    free(fresh);
}

/* Each option that changes what a search finds changes the fingerprint. */
static void test_fingerprint(void)
{
    AnalyzeOptions base = { 0 };
    AnalyzeOptions other[] = {
        { .depth = 4 },
        { .nodes = 1000 },
        { .nodes = ANALYZE_NODES_NONE },
        { .movetime_ms = 100 },
        { .engine_spec = "usi:/usr/games/gpsusi" },
        { .root_scores = true },
        { .root_scores = true, .root_scores_counted = true },
        { .root_scores = true, .root_scores_counted = true, .counted_min_ply = 30 },
    };
    char a[600], b[600];
    analyze_fingerprint(&base, a, sizeof a);
    analyze_fingerprint(&(AnalyzeOptions){ .depth = ANALYZE_DEFAULT_DEPTH, .workers = 3, .clock_main_ms = 9 }, b,
                        sizeof b);
    CHECK(!strcmp(a, b)); /* the default named, and what does not change a search */
    for (size_t i = 0; i < sizeof other / sizeof other[0]; i++) {
        analyze_fingerprint(&other[i], b, sizeof b);
        CHECK(strcmp(a, b) != 0);
        for (size_t j = 0; j < i; j++) {
            char c[600];
            analyze_fingerprint(&other[j], c, sizeof c);
            CHECK(strcmp(c, b) != 0);
        }
    }
}

int main(void)
{
    game = test_short_game(50);
    RUN(test_cache_gives_the_same_table);
    RUN(test_searches_only);
    RUN(test_stop);
    RUN(test_fingerprint);
    RUN(test_kept_engines);
    record_free(game);
    return check_summary();
}
