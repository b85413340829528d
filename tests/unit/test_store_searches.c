/* The store's analysis searches (schema version 3, issue 34): kept across
 * a reopen with every field as written, a roots cell "" told from none;
 * only the judge's own, only the test's own; a search kept again replaces
 * the first; a relaxed connection's searches survive kill -9 of the
 * writer; and a version-2 database opens, gains the tables and keeps its
 * data. */
#include "app/store.h"
#include "tests/check.h"
#include "tests/temp_dir.h"

#include <poll.h>
#include <signal.h>
#include <sqlite3.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static const char *startpos = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
static char dir[64];

static void fresh_dir(void) { test_fresh_dir(dir, sizeof dir, "searches"); }

static void remove_dir(void) { test_remove_dir(dir); }

static Store *open_store(void)
{
    StoreError err;
    Store *s = store_open(dir, &err);
    if (!s)
        fprintf(stderr, "store_open: code %d %s %s\n", err.code, err.step, err.detail);
    return s;
}

/* A search whose every field follows from game, ply and kind. */
static StoreSearch search_at(int64_t game, int ply, bool all)
{
    StoreSearch r = { .game_id = game, .ply = ply, .all = all, .score = all ? 0 : 31990 - 3 * ply,
                      .leaves = 1000000007ull * (uint64_t)ply, .favourable = (uint64_t)ply, .root_depth = all ? 4 : 0 };
    snprintf(r.best, sizeof r.best, "%s", ply % 2 ? "P*5e" : "2d2c+");
    snprintf(r.pv, sizeof r.pv, "7g7f 3c3d 2g2f %d", ply);
    static char cell[64];
    snprintf(cell, sizeof cell, "7g7f:+%d,2g2f:mate-3", ply);
    r.roots = all ? (ply == 1 ? "" : cell) : NULL;
    return r;
}

static bool same(const StoreSearch *a, const StoreSearch *b)
{
    bool roots = (!a->roots && !b->roots) || (a->roots && b->roots && !strcmp(a->roots, b->roots));
    return a->game_id == b->game_id && a->ply == b->ply && a->all == b->all && a->score == b->score &&
           !strcmp(a->best, b->best) && !strcmp(a->pv, b->pv) && a->leaves == b->leaves &&
           a->favourable == b->favourable && roots && a->root_depth == b->root_depth;
}

static void test_kept_across_reopen(void)
{
    fresh_dir();
    Store *s = open_store();
    CHECK(s != NULL);
    if (!s)
        return;
    int64_t t = store_test_begin(s, "Hanako", 600000, 0, 0), other = store_test_begin(s, "Taro", 600000, 0, 0);
    int64_t g1 = store_game_begin(s, t, 1, "AI1", BLACK, startpos, 600000, 0, 0);
    int64_t g2 = store_game_begin(s, t, 2, "AI1", WHITE, startpos, 600000, 0, 0);
    int64_t g3 = store_game_begin(s, other, 1, "AI1", BLACK, startpos, 600000, 0, 0);
    int64_t judge = store_judge(s, "# engine: embedded\n# depth: 5\n"),
            judge2 = store_judge(s, "# engine: embedded\n# depth: 3\n");
    CHECK(judge > 0 && judge2 > 0 && judge != judge2);
    CHECK_INT(store_judge(s, "# engine: embedded\n# depth: 5\n"), judge); /* the same options, the same judge */
    for (int ply = 0; ply <= 3; ply++) {
        StoreSearch a = search_at(g1, ply, false), b = search_at(g2, ply, ply > 0), c = search_at(g3, ply, false);
        CHECK_INT(store_search_save(s, judge, &a), 0);
        CHECK_INT(store_search_save(s, judge, &b), 0);
        CHECK_INT(store_search_save(s, judge, &c), 0);
    }
    StoreSearch again = search_at(g1, 2, false), d2 = search_at(g1, 0, false);
    again.score = -7;
    CHECK_INT(store_search_save(s, judge, &again), 0); /* replaces */
    CHECK_INT(store_search_save(s, judge2, &d2), 0);
    store_close(s);

    s = open_store();
    StoreSearch *v = NULL;
    int n = s ? store_searches_of_test(s, t, judge, &v) : -1;
    CHECK_INT(n, 4 + 4);
    int matched = 0;
    for (int i = 0; i < n; i++) {
        StoreSearch want = search_at(v[i].game_id, v[i].ply, v[i].all);
        if (v[i].game_id == g1 && v[i].ply == 2)
            want.score = -7;
        matched += same(&v[i], &want);
        CHECK(v[i].game_id != g3); /* the other test's */
    }
    CHECK_INT(matched, n);
    store_searches_free(v, n);
    CHECK_INT(store_searches_of_test(s, t, judge2, &v), 1);
    store_searches_free(v, 1);
    CHECK_INT(store_searches_of_test(s, t, judge2 + 10, &v), 0);
    store_searches_free(v, 0);
    store_close(s);
    remove_dir();
}

/* A writer on a relaxed connection, killed at random moments: every
 * search it saw kept is there (and the one in flight at most). */
static void writer(int64_t game, int64_t judge, int fd)
{
    Store *s = open_store();
    if (!s || store_relax_sync(s) != 0)
        _exit(1);
    for (int ply = 0;; ply++) {
        StoreSearch r = search_at(game, ply, false);
        if (store_search_save(s, judge, &r) != 0)
            _exit(1);
        if (write(fd, &ply, sizeof ply) != (ssize_t)sizeof ply)
            _exit(1);
    }
}

static void test_kill9_keeps_every_saved_search(void)
{
    fresh_dir();
    Store *s = open_store();
    CHECK(s != NULL);
    if (!s)
        return;
    int64_t t = store_test_begin(s, "crash", 600000, 0, 0);
    int64_t game = store_game_begin(s, t, 1, "AI1", BLACK, startpos, 600000, 0, 0);
    int64_t judge = store_judge(s, "judge");
    store_close(s);
    unsigned seed = (unsigned)time(NULL) ^ (unsigned)getpid();
    srand(seed);
    int p[2];
    if (pipe(p) != 0)
        abort();
    pid_t pid = fork();
    if (pid == 0) {
        close(p[0]);
        writer(game, judge, p[1]);
    }
    close(p[1]);
    int ply = -1, acked = -1;
    struct pollfd first = { .fd = p[0], .events = POLLIN };
    if (poll(&first, 1, 60000) == 1 && read(p[0], &ply, sizeof ply) == (ssize_t)sizeof ply)
        acked = ply;
    usleep((useconds_t)(rand() % 40000));
    kill(pid, SIGKILL);
    waitpid(pid, NULL, 0);
    while (read(p[0], &ply, sizeof ply) == (ssize_t)sizeof ply)
        acked = ply;
    close(p[0]);
    s = open_store();
    StoreSearch *v = NULL;
    int n = s ? store_searches_of_test(s, t, judge, &v) : -1;
    printf("# searches acknowledged before kill -9: %d, found: %d (seed %u)\n", acked + 1, n, seed);
    CHECK(acked >= 0);
    CHECK(n >= acked + 1 && n <= acked + 2);
    store_searches_free(v, n);
    store_close(s);
    remove_dir();
}

/* A database as version 2 left it (tests/unit/test_turn_checkpoint.c has
 * version 1): it opens as version 3, its test as it was, and keeps
 * searches. */
static void test_version_2_database_opens(void)
{
    fresh_dir();
    Store *s = open_store(); /* made as version 3... */
    CHECK(s != NULL);
    if (!s)
        return;
    int64_t t = store_test_begin(s, "old", 600000, 0, 0);
    int64_t g = store_game_begin(s, t, 1, "AI1", BLACK, startpos, 600000, 0, 0);
    StoreMove m = { .ply = 1, .usi = "7g7f", .spent_ms = 812, .clock_left_ms = 599188 };
    CHECK_INT(store_add_move(s, g, &m), 0);
    store_close(s);
    char path[128];
    snprintf(path, sizeof path, "%s/kiryoku.db", dir);
    sqlite3 *db;
    CHECK_INT(sqlite3_open(path, &db), SQLITE_OK);
    /* ...then taken back to version 2, which had no searches. */
    CHECK_INT(sqlite3_exec(db, "DROP TABLE searches; DROP TABLE judges; PRAGMA user_version=2;", NULL, NULL, NULL),
              SQLITE_OK);
    sqlite3_close(db);
    s = open_store();
    CHECK(s != NULL);
    if (!s) {
        remove_dir();
        return;
    }
    StoreMove *mv = NULL;
    CHECK_INT(store_moves(s, g, &mv), 1);
    if (mv)
        CHECK_STR(mv[0].usi, "7g7f");
    free(mv);
    int64_t judge = store_judge(s, "judge");
    StoreSearch r = search_at(g, 0, false);
    CHECK_INT(store_search_save(s, judge, &r), 0);
    store_close(s);
    CHECK_INT(sqlite3_open(path, &db), SQLITE_OK);
    sqlite3_stmt *st;
    CHECK_INT(sqlite3_prepare_v2(db, "PRAGMA user_version", -1, &st, NULL), SQLITE_OK);
    CHECK_INT(sqlite3_step(st), SQLITE_ROW);
    CHECK_INT(sqlite3_column_int(st, 0), STORE_SCHEMA_VERSION);
    sqlite3_finalize(st);
    sqlite3_close(db);
    remove_dir();
}

int main(void)
{
    RUN(test_kept_across_reopen);
    RUN(test_kill9_keeps_every_saved_search);
    RUN(test_version_2_database_opens);
    return check_summary();
}
