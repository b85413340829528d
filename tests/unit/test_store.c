/* The store: schema, moves, clocks as saved, resume, results, preflight,
 * its errors as codes that app/failure.c words in either language, and
 * durability: a child writing moves is kill -9'd at random moments and
 * every move it saw committed must be there when the parent reopens. */
#include "app/failure.h"
#include "app/store.h"
#include "tests/check.h"
#include "tests/temp_dir.h"

#include <poll.h>
#include <signal.h>
#include <sqlite3.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static const char *startpos = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

static char dir[64];

static void fresh_dir(void) { test_fresh_dir(dir, sizeof dir, "store"); }

static void remove_dir(void) { test_remove_dir(dir); }

/* An error as the player reads it (a static buffer: one at a time). */
static const char *words(Lang lang, const StoreError *e)
{
    static char buf[2048];
    return failure_store_text(lang, e, buf, sizeof buf);
}

static Store *open_store(void)
{
    StoreError err;
    Store *s = store_open(dir, &err);
    if (!s)
        fprintf(stderr, "store_open: %s\n", words(LANG_EN, &err));
    return s;
}

static StoreMove move_at(int ply)
{
    /* A fixed, ply-dependent move text: the check compares it after a crash. */
    static const char *const cycle[] = { "7g7f", "3c3d", "2g2f", "8c8d", "2f2e", "8d8e" };
    StoreMove m = { .ply = ply, .spent_ms = 1000 + ply, .clock_left_ms = 600000 - 1000 * ply,
                    .in_book = ply < 5 };
    snprintf(m.usi, sizeof m.usi, "%s", cycle[(ply - 1) % 6]);
    return m;
}

static void test_create_reopen_and_moves(void)
{
    fresh_dir();
    Store *s = open_store();
    CHECK(s != NULL);
    if (!s)
        return;
    int64_t t = store_test_begin(s, "Hanako", 600000, 0, 0);
    CHECK(t > 0);
    int64_t g = store_game_begin(s, t, 1, "AI1", BLACK, startpos, 600000, 0, 0);
    CHECK(g > 0);
    for (int ply = 1; ply <= 3; ply++) {
        StoreMove m = move_at(ply);
        CHECK_INT(store_add_move(s, g, &m), 0);
    }
    StoreMove dup = move_at(3), skip = move_at(5);
    CHECK_INT(store_add_move(s, g, &dup), -1);
    CHECK_INT(store_error(s)->code, STORE_ERR_MOVE_REFUSED);
    CHECK_INT(store_error(s)->ply, 2); /* move 3 needed the game at ply 2; it is at 3 */
    CHECK(strstr(words(LANG_EN, store_error(s)), "not at ply 2: move 2g2f not stored") != NULL);
    CHECK_INT(store_add_move(s, g, &skip), -1);
    store_close(s);

    s = open_store();
    StoreMove *mv;
    int n = store_moves(s, g, &mv);
    CHECK_INT(n, 3);
    if (n == 3) {
        CHECK_STR(mv[0].usi, "7g7f");
        CHECK_STR(mv[2].usi, "2g2f");
        CHECK_INT(mv[1].spent_ms, 1002);
        CHECK_INT(mv[2].clock_left_ms, 597000);
        CHECK(mv[0].in_book);
    }
    free(mv);
    StoreGame gm;
    CHECK_INT(store_game_get(s, g, &gm), 0);
    CHECK_INT(gm.plies, 3);
    CHECK_STR(gm.ai_kind, "AI1");
    CHECK_STR(gm.start_sfen, startpos);
    CHECK(!gm.finished);
    CHECK_INT(store_game_end(s, g, "black", "resign"), 0);
    StoreMove late = move_at(4);
    CHECK_INT(store_add_move(s, g, &late), -1); /* a finished game takes no more moves */
    CHECK_INT(store_game_get(s, g, &gm), 0);
    CHECK_STR(gm.result, "black");
    CHECK_STR(gm.end_reason, "resign");
    store_close(s);
    remove_dir();
}

static void test_newer_schema_refused(void)
{
    fresh_dir();
    char path[128];
    snprintf(path, sizeof path, "%s/kiryoku.db", dir);
    sqlite3 *db;
    CHECK_INT(sqlite3_open(path, &db), SQLITE_OK);
    CHECK_INT(sqlite3_exec(db, "PRAGMA user_version=99", NULL, NULL, NULL), SQLITE_OK);
    sqlite3_close(db);
    StoreError err;
    Store *s = store_open(dir, &err);
    CHECK(s == NULL);
    CHECK_INT(err.code, STORE_ERR_DB_NEWER);
    CHECK_INT(err.version, 99);
    CHECK(strstr(words(LANG_EN, &err), "newer") != NULL);
    store_close(s);
    remove_dir();
}

/* A database from before issue 35 (results without every_move and
 * loss_unit) gains them on open, and its results read as what they were:
 * the thesis mean over balanced positions, in centipawns. */
static void test_results_gain_what_counted(void)
{
    fresh_dir();
    Store *s = open_store();
    CHECK(s != NULL);
    if (!s)
        return;
    int64_t t = store_test_begin(s, "Aoi", 600000, 0, 0);
    StoreResult r = { .test_id = t, .has_rating = true, .rating = 1400, .positions = 70, .mean_loss = -200,
                      .every_move = true, .winprob = true };
    CHECK_INT(store_result_save(s, &r), 0);
    store_close(s);
    char path[128];
    snprintf(path, sizeof path, "%s/kiryoku.db", dir);
    sqlite3 *db;
    CHECK_INT(sqlite3_open(path, &db), SQLITE_OK);
    CHECK_INT(sqlite3_exec(db, "ALTER TABLE results DROP COLUMN every_move; ALTER TABLE results DROP COLUMN loss_unit",
                           NULL, NULL, NULL),
              SQLITE_OK);
    sqlite3_close(db);
    s = open_store();
    CHECK(s != NULL);
    StoreResult back = { .every_move = true, .winprob = true };
    CHECK_INT(s ? store_result_get(s, t, &back) : -1, 1);
    CHECK_INT(back.rating, 1400);
    CHECK(!back.every_move && !back.winprob);
    store_close(s);
    remove_dir();
}

/* A data directory copied or moved elsewhere (README: back it up by
 * copying the whole directory) still finds each test's files: a result saved
 * with the old place reads as pointing into this store's tests/ when the
 * folder is there, and as saved when it is not. */
static void test_results_follow_a_moved_data_dir(void)
{
    fresh_dir();
    Store *s = open_store();
    CHECK(s != NULL);
    if (!s)
        return;
    int64_t a = store_test_begin(s, "Aoi", 600000, 0, 0), b = store_test_begin(s, "Ren", 600000, 0, 0);
    StoreResult r = { .test_id = a, .has_rating = true, .rating = 1400, .positions = 70 };
    snprintf(r.records_dir, sizeof r.records_dir, "old/place/tests/1-Aoi");
    snprintf(r.report_txt, sizeof r.report_txt, "old/place/tests/1-Aoi/report.txt");
    snprintf(r.report_json, sizeof r.report_json, "/elsewhere/report.json");
    CHECK_INT(store_result_save(s, &r), 0);
    r.test_id = b;
    snprintf(r.records_dir, sizeof r.records_dir, "old/place/tests/2-Ren");
    CHECK_INT(store_result_save(s, &r), 0);
    char tests[96], here[128]; /* dir is 64 */
    snprintf(tests, sizeof tests, "%s/tests", dir);
    snprintf(here, sizeof here, "%s/1-Aoi", tests);
    CHECK_INT(mkdir(tests, 0700), 0);
    CHECK_INT(mkdir(here, 0700), 0);

    StoreResult back;
    CHECK_INT(store_result_get(s, a, &back), 1);
    CHECK_STR(back.records_dir, here);
    char want[160];
    snprintf(want, sizeof want, "%s/report.txt", here);
    CHECK_STR(back.report_txt, want);
    CHECK_STR(back.report_json, "/elsewhere/report.json"); /* not under the old folder: as saved */
    CHECK_INT(store_result_get(s, b, &back), 1);
    CHECK_STR(back.records_dir, "old/place/tests/2-Ren"); /* no such folder here: as saved */
    StoreListRow *rows;
    int n = store_list(s, &rows);
    CHECK_INT(n, 2);
    if (n == 2) {
        CHECK_STR(rows[0].result.records_dir, here);
        CHECK_STR(rows[1].result.records_dir, "old/place/tests/2-Ren");
    }
    free(rows);
    store_close(s);
    remove_dir();
}

static void test_clocks_after(void)
{
    StoreGame g = { .main_ms = 600000 };
    snprintf(g.start_sfen, sizeof g.start_sfen, "%s", startpos);
    StoreMove mv[3] = { move_at(1), move_at(2), move_at(3) };
    int64_t left[COLOR_NB];
    Color side;
    store_clocks_after(&g, mv, 0, left, &side);
    CHECK_INT(left[BLACK], 600000);
    CHECK_INT(side, BLACK);
    store_clocks_after(&g, mv, 3, left, &side);
    CHECK_INT(left[BLACK], 597000);
    CHECK_INT(left[WHITE], 598000);
    CHECK_INT(side, WHITE);
    /* gote to move at the start (a handicap set-up) */
    snprintf(g.start_sfen, sizeof g.start_sfen, "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1");
    store_clocks_after(&g, mv, 1, left, &side);
    CHECK_INT(left[WHITE], 599000);
    CHECK_INT(left[BLACK], 600000);
    CHECK_INT(side, BLACK);
}

static void test_states_resume_results(void)
{
    fresh_dir();
    Store *s = open_store();
    CHECK(s != NULL);
    if (!s)
        return;
    StoreTest t;
    CHECK_INT(store_test_unfinished(s, &t), 0);
    int64_t a = store_test_begin(s, "A", 600000, 0, 0);
    int64_t b = store_test_begin(s, "B", 20000, 0, 0);
    CHECK_INT(store_test_set_state(s, a, "done", true), 0);
    CHECK_INT(store_test_set_state(s, b, "game2", false), 0);
    CHECK_INT(store_test_set_state(s, 9999, "game2", false), -1);
    CHECK_INT(store_test_unfinished(s, &t), 1);
    CHECK_INT(t.id, b);
    CHECK_STR(t.player, "B");
    CHECK_STR(t.state, "game2");
    CHECK_INT(t.main_ms, 20000);

    int64_t g = store_game_begin(s, a, 1, "AI1", BLACK, startpos, 600000, 0, 0);
    store_game_end(s, g, "white", "mate");
    StoreResult r = { .test_id = a, .has_rating = true, .rating = 1480, .lo = 1300, .hi = 1660,
                      .positions = 61, .mean_loss = -246.5 };
    snprintf(r.report_txt, sizeof r.report_txt, "/x/report.txt");
    CHECK_INT(store_result_save(s, &r), 0);
    StoreResult back;
    CHECK_INT(store_result_get(s, a, &back), 1);
    CHECK_INT(back.rating, 1480);
    CHECK_INT(back.hi, 1660);
    CHECK_STR(back.report_txt, "/x/report.txt");
    CHECK(!back.every_move && !back.winprob); /* unsaid: the thesis mean's balanced positions, cp */
    CHECK_INT(store_result_get(s, b, &back), 0);
    /* Issue 35: what counted and the loss's unit come back as saved. */
    StoreResult w = { .test_id = b, .has_rating = true, .rating = 1500, .lo = 1200, .hi = 1800,
                      .positions = 230, .mean_loss = -3.25, .every_move = true, .winprob = true };
    CHECK_INT(store_result_save(s, &w), 0);
    CHECK_INT(store_result_get(s, b, &back), 1);
    CHECK(back.every_move && back.winprob);
    CHECK(back.mean_loss == -3.25);
    CHECK_INT(store_result_get(s, a, &back), 1);
    CHECK(!back.every_move && !back.winprob);

    StoreListRow *rows;
    int n = store_list(s, &rows);
    CHECK_INT(n, 2);
    if (n == 2) {
        CHECK_INT(rows[0].test.id, a);
        CHECK(rows[0].has_result);
        CHECK_INT(rows[0].result.positions, 61);
        CHECK_INT(rows[0].games_finished, 1);
        CHECK(rows[1].has_result && rows[1].result.every_move && rows[1].result.winprob);
        CHECK(!rows[1].test.finished);
    }
    free(rows);
    StoreGame *games;
    CHECK_INT(store_games_of_test(s, a, &games), 1);
    free(games);
    store_close(s);
    remove_dir();
}

/* A test's judge (issue 34): empty for a new test, kept as set, read back
 * with the test and in the list. */
static void test_judge_kept(void)
{
    fresh_dir();
    Store *s = open_store();
    CHECK(s != NULL);
    if (!s)
        return;
    int64_t a = store_test_begin(s, "A", 600000, 0, 0);
    StoreTest t;
    CHECK_INT(store_test_get(s, a, &t), 0);
    CHECK_STR(t.judge, "");
    CHECK_STR(t.judge_trouble, "");
    CHECK_INT(store_test_set_judge(s, a, "embedded-d5", "gpsshogi-d4", "start"), 0);
    CHECK_INT(store_test_set_judge(s, 9999, "embedded-d5", "", ""), -1);
    store_close(s);
    s = open_store();
    CHECK(s != NULL);
    if (!s)
        return;
    CHECK_INT(store_test_get(s, a, &t), 0);
    CHECK_STR(t.judge, "embedded-d5");
    CHECK_STR(t.judge_failed, "gpsshogi-d4");
    CHECK_STR(t.judge_trouble, "start");
    StoreListRow *rows;
    int n = store_list(s, &rows);
    CHECK_INT(n, 1);
    if (n == 1) {
        CHECK_STR(rows[0].test.judge_failed, "gpsshogi-d4");
        CHECK_INT(rows[0].games_finished, 0);
        CHECK(!rows[0].has_result);
    }
    free(rows);
    store_close(s);
    remove_dir();
}

static void test_preflight(void)
{
    fresh_dir();
    StoreError err;
    char sub[128];
    snprintf(sub, sizeof sub, "%s/a/b/kiryoku", dir);
    CHECK_INT(store_preflight(sub, STORE_MIN_FREE_BYTES, &err), 0);
    /* under a regular file: fails even for root */
    CHECK_INT(store_preflight("/dev/null/kiryoku", STORE_MIN_FREE_BYTES, &err), -1);
    CHECK_INT(err.code, STORE_ERR_CANNOT_CREATE_DIR);
    CHECK(strstr(err.path, "/dev/null") != NULL);
    /* more free space than any disk has */
    CHECK_INT(store_preflight(sub, (int64_t)1 << 62, &err), -1);
    CHECK_INT(err.code, STORE_ERR_DISK_FULL);
    CHECK(err.free_mb < err.need_mb);
    CHECK(strstr(words(LANG_EN, &err), "MB free in") != NULL);
    remove_dir();
}

/* The player's language (issue 17): the same failures in Japanese, with
 * the system's detail (the path, strerror) kept inside the message. */
static void test_preflight_japanese(void)
{
    fresh_dir();
    StoreError err;
    char sub[128], want[256];
    snprintf(sub, sizeof sub, "%s/a/b/kiryoku", dir);
    /* a directory that cannot be created: under a regular file */
    CHECK_INT(store_preflight("/dev/null/kiryoku", STORE_MIN_FREE_BYTES, &err), -1);
    CHECK(strstr(words(LANG_JA, &err), "フォルダ /dev/null/kiryoku を作れません: ") != NULL);
    CHECK(strstr(words(LANG_JA, &err), strerror(ENOTDIR)) != NULL);
    CHECK(strstr(words(LANG_EN, &err), "cannot create the directory /dev/null/kiryoku: ") != NULL);
    /* a full disk: more free space asked for than any disk has */
    CHECK_INT(store_preflight(sub, (int64_t)1 << 62, &err), -1);
    snprintf(want, sizeof want, "MB しかありません (%s)。テストには ", sub);
    CHECK(strstr(words(LANG_JA, &err), "空き容量が ") == words(LANG_JA, &err));
    CHECK(strstr(words(LANG_JA, &err), want) != NULL);
    CHECK(strstr(words(LANG_JA, &err), "MB 以上必要です") != NULL);
    /* a file where the directory should be */
    char file[160];
    snprintf(file, sizeof file, "%s/plain", dir);
    FILE *f = fopen(file, "w");
    CHECK(f != NULL);
    if (f)
        fclose(f);
    CHECK_INT(store_make_dirs(file, &err), -1);
    snprintf(want, sizeof want, "%s はフォルダではありません", file);
    CHECK_STR(words(LANG_JA, &err), want);
    /* and the database that cannot be opened: its directory is missing */
    snprintf(sub, sizeof sub, "%s/missing/deeper", dir);
    Store *st = store_open(sub, &err);
    CHECK(st == NULL);
    const char *ja = words(LANG_JA, &err);
    CHECK(strstr(ja, "データベース ") == ja && strstr(ja, "/missing/deeper/kiryoku.db を開けません: ") != NULL);
    store_close(st);
    remove_dir();
}

/* A kiryoku.db that is not a database (or is damaged): the words say so
 * plainly in both languages, with where it is and what to do (move it
 * aside), and the file is left exactly as it was. */
static void test_not_a_database_named(void)
{
    fresh_dir();
    char db[128], junk[4096];
    snprintf(db, sizeof db, "%s/kiryoku.db", dir);
    memset(junk, 'x', sizeof junk);
    FILE *f = fopen(db, "w");
    fwrite(junk, 1, sizeof junk, f);
    fclose(f);
    StoreError err;
    Store *s = store_open(dir, &err);
    CHECK(s == NULL);
    store_close(s);
    const char *en = words(LANG_EN, &err);
    CHECK(strstr(en, "WAL") == NULL);
    CHECK(strstr(en, "is not a kiryoku database, or it is damaged") != NULL);
    CHECK(strstr(en, db) != NULL && strstr(en, "Move it aside") != NULL);
    const char *ja = words(LANG_JA, &err);
    CHECK(strstr(ja, "kiryoku のデータベースではないか、壊れています") != NULL && strstr(ja, db) != NULL);
    char back[sizeof junk + 1];
    f = fopen(db, "r");
    size_t n = f ? fread(back, 1, sizeof back, f) : 0;
    if (f)
        fclose(f);
    CHECK(n == sizeof junk && memcmp(back, junk, sizeof junk) == 0); /* never overwritten */
    remove_dir();
}

/* A database file (or its -wal/-shm) that cannot be written fails the
 * start-up check, before the resume question, naming the file. */
static void test_read_only_database_fails_preflight(void)
{
    static const char *const names[] = { "kiryoku.db", "kiryoku.db-wal", "kiryoku.db-shm" };
    for (int i = 0; i < 3; i++) {
        fresh_dir();
        StoreError err;
        Store *s = store_open(dir, &err);
        CHECK(s != NULL);
        char path[128];
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        FILE *f = fopen(path, "a"); /* the WAL files exist while a test runs */
        if (f)
            fclose(f);
        CHECK_INT(chmod(path, 0444), 0);
        CHECK_INT(store_preflight(dir, STORE_MIN_FREE_BYTES, &err), -1);
        CHECK(strstr(words(LANG_EN, &err), path) != NULL);
        CHECK(strstr(words(LANG_EN, &err), "cannot be written") != NULL);
        CHECK(strstr(words(LANG_JA, &err), "書き込めません") != NULL);
        store_close(s);
        remove_dir();
    }
}

/* Every code has the player's words in both languages, with its details
 * inside: a code added without them would print an empty line. */
static void test_every_error_worded(void)
{
    for (int code = STORE_OK + 1; code < STORE_ERR_COUNT; code++) {
        StoreError e = { .code = (StoreErrorCode)code, .path = "/data/dir", .id = 7, .ply = 3, .usi = "7g7f" };
        char en[2048], ja[2048];
        failure_store_text(LANG_EN, &e, en, sizeof en);
        failure_store_text(LANG_JA, &e, ja, sizeof ja);
        if (!en[0] || !ja[0] || !strcmp(en, ja))
            fprintf(stderr, "  store error %d: en '%s' ja '%s'\n", code, en, ja);
        CHECK(en[0] && ja[0] && strcmp(en, ja) != 0);
    }
    StoreError none = { .code = STORE_OK };
    CHECK_STR(words(LANG_EN, &none), "");
}

static void test_default_dir(void)
{
    char buf[256];
    StoreError err;
    char *saved_k = getenv("KIRYOKU_DATA_DIR") ? strdup(getenv("KIRYOKU_DATA_DIR")) : NULL;
    char *saved_x = getenv("XDG_DATA_HOME") ? strdup(getenv("XDG_DATA_HOME")) : NULL;
    unsetenv("KIRYOKU_DATA_DIR");
    setenv("XDG_DATA_HOME", "/srv/data", 1);
    CHECK_INT(store_default_dir(buf, sizeof buf, &err), 0);
    CHECK_STR(buf, "/srv/data/kiryoku");
    setenv("XDG_DATA_HOME", "relative/ignored", 1); /* the XDG spec: relative paths are invalid */
    setenv("HOME", "/home/h", 1);
    CHECK_INT(store_default_dir(buf, sizeof buf, &err), 0);
    CHECK_STR(buf, "/home/h/.local/share/kiryoku");
    setenv("KIRYOKU_DATA_DIR", "/tmp/k", 1);
    CHECK_INT(store_default_dir(buf, sizeof buf, &err), 0);
    CHECK_STR(buf, "/tmp/k");
    if (saved_k) setenv("KIRYOKU_DATA_DIR", saved_k, 1); else unsetenv("KIRYOKU_DATA_DIR");
    if (saved_x) setenv("XDG_DATA_HOME", saved_x, 1); else unsetenv("XDG_DATA_HOME");
    free(saved_k);
    free(saved_x);
}

/* The child: resumes the game where the store has it and writes moves until
 * killed, reporting each committed ply on the pipe. */
static void crash_child(int64_t game, int fd)
{
    Store *s = open_store();
    if (!s)
        _exit(3);
    StoreGame g;
    if (store_game_get(s, game, &g) != 0)
        _exit(4);
    for (int ply = g.plies + 1; ply < 100000; ply++) {
        StoreMove m = move_at(ply);
        if (store_add_move(s, game, &m) != 0)
            _exit(5);
        if (write(fd, &ply, sizeof ply) != (ssize_t)sizeof ply)
            _exit(6);
    }
    _exit(0);
}

static void test_kill9_loses_no_committed_move(void)
{
    fresh_dir();
    Store *s = open_store();
    CHECK(s != NULL);
    if (!s)
        return;
    int64_t t = store_test_begin(s, "crash", 600000, 0, 0);
    int64_t game = store_game_begin(s, t, 2, "AI1", WHITE, startpos, 600000, 0, 0);
    store_close(s);
    unsigned seed = (unsigned)time(NULL) ^ (unsigned)getpid();
    srand(seed);
    int rounds = CHECK_SANITIZED ? 4 : 8, acked = 0;
    for (int round = 0; round < rounds; round++) {
        int p[2];
        if (pipe(p) != 0)
            abort();
        pid_t pid = fork();
        if (pid == 0) {
            close(p[0]);
            crash_child(game, p[1]);
        }
        close(p[1]);
        /* Kill only once the child has committed a move (on a loaded
         * machine opening the store alone can take longer than any fixed
         * sleep), then at a random moment of its writing. */
        int ply;
        struct pollfd first = { .fd = p[0], .events = POLLIN };
        if (poll(&first, 1, 60000) == 1 && read(p[0], &ply, sizeof ply) == (ssize_t)sizeof ply)
            acked = ply;
        usleep((useconds_t)(rand() % 40000));
        kill(pid, SIGKILL);
        int status;
        waitpid(pid, &status, 0);
        CHECK(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL);
        while (read(p[0], &ply, sizeof ply) == (ssize_t)sizeof ply)
            acked = ply;
        close(p[0]);

        s = open_store();
        CHECK(s != NULL);
        if (!s)
            break;
        StoreMove *mv;
        int n = store_moves(s, game, &mv);
        StoreGame g;
        store_game_get(s, game, &g);
        CHECK(n >= acked); /* every acknowledged move is there; one more may be */
        CHECK(n <= acked + 1);
        CHECK_INT(g.plies, n);
        for (int i = 0; i < n; i++) {
            StoreMove want = move_at(i + 1);
            if (mv[i].ply != i + 1 || strcmp(mv[i].usi, want.usi) || mv[i].clock_left_ms != want.clock_left_ms) {
                CHECK(!"stored move differs from the one written");
                break;
            }
        }
        free(mv);
        store_close(s);
        acked = n;
    }
    printf("# kill -9 rounds: %d, moves committed: %d (seed %u)\n", rounds, acked, seed);
    CHECK(acked >= rounds); /* the child committed at least one move every round */
    remove_dir();
}

/* Several processes opening a new database at once: one creates the
 * schema, the others find it. */
static void test_concurrent_first_open(void)
{
    fresh_dir();
    pid_t kids[4];
    for (int i = 0; i < 4; i++) {
        kids[i] = fork();
        if (kids[i] == 0) {
            Store *s = open_store();
            int64_t t = s ? store_test_begin(s, "racer", 600000, 0, 0) : -1;
            store_close(s);
            _exit(t > 0 ? 0 : 1);
        }
    }
    for (int i = 0; i < 4; i++) {
        int status;
        waitpid(kids[i], &status, 0);
        CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0);
    }
    Store *s = open_store();
    StoreListRow *rows;
    CHECK_INT(s ? store_list(s, &rows) : -1, 4);
    if (s)
        free(rows);
    store_close(s);
    remove_dir();
}

/* `kiryoku results --delete`: the test and all of it go (its games,
 * moves, result), the other test's stay, and the deleted number is never
 * given again, not even when it was the last. On the way, a test's
 * language (`report ID` writes in it). */
static void test_delete_a_test(void)
{
    fresh_dir();
    Store *s = open_store();
    int64_t t[2], g[2];
    for (int i = 0; i < 2; i++) {
        t[i] = store_test_begin(s, i ? "keep" : "gone", 600000, 0, 0);
        g[i] = store_game_begin(s, t[i], 1, "AI1", BLACK, startpos, 600000, 0, 0);
        for (int ply = 1; ply <= 3; ply++) {
            StoreMove m = move_at(ply);
            CHECK_INT(store_add_move(s, g[i], &m), 0);
        }
        StoreResult r = { .test_id = t[i], .has_rating = true, .rating = 1500, .positions = 60 };
        CHECK_INT(store_result_save(s, &r), 0);
    }
    CHECK_INT(store_test_delete(s, t[0]), 0);
    StoreTest got;
    StoreResult res;
    StoreMove *mv = NULL;
    CHECK(store_test_get(s, t[0], &got) != 0);
    CHECK_INT(store_result_get(s, t[0], &res), 0);
    CHECK_INT(store_moves(s, g[0], &mv), 0);
    free(mv);
    CHECK_INT(store_test_get(s, t[1], &got), 0);
    CHECK_INT(store_result_get(s, t[1], &res), 1);
    CHECK_INT(store_moves(s, g[1], &mv), 3);
    free(mv);
    CHECK_INT(store_test_delete(s, t[0]), -1); /* not there any more */
    CHECK_INT(store_error(s)->code, STORE_ERR_NO_SUCH_TEST);
    /* the language the player read comes back; none recorded: the reader's */
    CHECK_INT(store_test_get(s, t[1], &got), 0);
    CHECK_INT(store_test_lang(&got, LANG_JA), LANG_JA);
    CHECK_INT(store_test_lang(&got, LANG_EN), LANG_EN);
    CHECK_INT(store_test_set_lang(s, t[1], LANG_JA), 0);
    CHECK_INT(store_test_get(s, t[1], &got), 0);
    CHECK_STR(got.lang, "ja");
    CHECK_INT(store_test_lang(&got, LANG_EN), LANG_JA);
    CHECK_INT(store_test_delete(s, t[1]), 0);
    CHECK_INT(store_test_begin(s, "next", 600000, 0, 0), t[1] + 1); /* not t[1] again */
    store_close(s);
    remove_dir();
}

int main(void)
{
    RUN(test_create_reopen_and_moves);
    RUN(test_newer_schema_refused);
    RUN(test_results_gain_what_counted);
    RUN(test_results_follow_a_moved_data_dir);
    RUN(test_clocks_after);
    RUN(test_states_resume_results);
    RUN(test_judge_kept);
    RUN(test_preflight);
    RUN(test_preflight_japanese);
    RUN(test_every_error_worded);
    RUN(test_not_a_database_named);
    RUN(test_read_only_database_fails_preflight);
    RUN(test_default_dir);
    RUN(test_kill9_loses_no_committed_move);
    RUN(test_concurrent_first_open);
    RUN(test_delete_a_test);
    return check_summary();
}
