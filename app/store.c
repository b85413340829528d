/* The store (see store.h): SQLite in WAL mode with synchronous=FULL. Each
 * write is one transaction, so the database on disk is always a state the
 * program actually passed through. Why FULL and not NORMAL: in WAL mode
 * NORMAL already survives a killed process, but a power cut may lose the
 * last commits; FULL syncs the WAL at every commit, and a commit per move
 * (seconds apart) makes that fsync cost nothing the player can notice. */
#include "app/store.h"

#include <errno.h>
#include <fcntl.h>
#include <sqlite3.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>

#include "base/assert.h"

struct Store {
    sqlite3 *db;
    char dir[512];
    StoreError err;
};

/* ---- Errors ------------------------------------------------------------ */

/* Records why a call failed: a code and the system's own words, no
 * sentence. The player's language is app/'s business (app/failure.h), so
 * the store needs no language set before it can fail. Returns -1. */
static int set_error(StoreError *e, StoreErrorCode code, const char *path, const char *detail)
{
    memset(e, 0, sizeof *e);
    e->code = code;
    /* Cut, not refused: an overlong path still says which one it was. */
    if (path)
        memcpy(e->path, path, strnlen(path, sizeof e->path - 1));
    if (detail)
        memcpy(e->detail, detail, strnlen(detail, sizeof e->detail - 1));
    return -1;
}

/* ---- Directory and preflight ------------------------------------------ */

int store_default_dir(char *buf, size_t len, StoreError *err)
{
    const char *d = getenv("KIRYOKU_DATA_DIR");
    int n;
    if (d && *d)
        n = snprintf(buf, len, "%s", d);
    else if ((d = getenv("XDG_DATA_HOME")) && *d == '/')
        n = snprintf(buf, len, "%s/kiryoku", d);
    else if ((d = getenv("HOME")) && *d)
        n = snprintf(buf, len, "%s/.local/share/kiryoku", d);
    else {
        return set_error(err, STORE_ERR_NO_DATA_DIR, NULL, NULL);
    }
    if (n < 0 || (size_t)n >= len)
        return set_error(err, STORE_ERR_PATH_TOO_LONG, d, NULL);
    return 0;
}

int store_make_dirs(const char *dir, StoreError *err)
{
    char path[4096];
    if (snprintf(path, sizeof path, "%s", dir) >= (int)sizeof path)
        return set_error(err, STORE_ERR_PATH_TOO_LONG, dir, NULL);
    for (char *p = path + 1;; p++) {
        if (*p != '/' && *p != '\0')
            continue;
        char c = *p;
        *p = '\0';
        if (mkdir(path, 0700) != 0 && errno != EEXIST)
            return set_error(err, STORE_ERR_CANNOT_CREATE_DIR, path, strerror(errno));
        *p = c;
        if (c == '\0')
            break;
    }
    struct stat st;
    if (stat(dir, &st) != 0 || !S_ISDIR(st.st_mode))
        return set_error(err, STORE_ERR_NOT_A_DIR, dir, NULL);
    return 0;
}

/* Creates, writes, syncs and removes a probe file: the same operations a
 * game needs, so a read-only mount or a full quota shows up now. */
static int probe_write(const char *dir, StoreError *err)
{
    char probe[600];
    snprintf(probe, sizeof probe, "%s/.preflight-%ld", dir, (long)getpid());
    int fd = open(probe, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (fd < 0)
        return set_error(err, STORE_ERR_CANNOT_WRITE, dir, strerror(errno));
    char block[4096];
    memset(block, 'k', sizeof block);
    int bad = write(fd, block, sizeof block) != (ssize_t)sizeof block || fsync(fd) != 0;
    int saved = errno;
    close(fd);
    unlink(probe);
    if (bad)
        return set_error(err, STORE_ERR_CANNOT_WRITE, dir, strerror(saved ? saved : EIO));
    return 0;
}

/* errno when the file exists and cannot be written, else 0. A file no one
 * may write counts as read-only for root too, who could: the operator made
 * it so on purpose, and SQLite would otherwise fail on the first move. */
static int unwritable(const char *path)
{
    struct stat st;
    if (stat(path, &st) != 0)
        return 0;
    if (access(path, W_OK) != 0)
        return errno;
    return st.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH) ? 0 : EACCES;
}

/* The database and its WAL files must be writable as well as the folder:
 * found now, before any question, not at the first move after them. */
static int probe_database(const char *dir, StoreError *err)
{
    static const char *const names[] = { "kiryoku.db", "kiryoku.db-wal", "kiryoku.db-shm" };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        char path[600];
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        int why = unwritable(path);
        if (why)
            return set_error(err, STORE_ERR_DB_READ_ONLY, path, strerror(why));
    }
    return 0;
}

int store_preflight(const char *dir, int64_t min_free, StoreError *err)
{
    if (store_make_dirs(dir, err) != 0 || probe_write(dir, err) != 0 || probe_database(dir, err) != 0)
        return -1;
    struct statvfs vfs;
    if (statvfs(dir, &vfs) != 0)
        return set_error(err, STORE_ERR_CANNOT_CHECK_FREE, dir, strerror(errno));
    double free_bytes = (double)vfs.f_bavail * (double)vfs.f_frsize;
    if (free_bytes < (double)min_free) {
        set_error(err, STORE_ERR_DISK_FULL, dir, NULL);
        err->free_mb = free_bytes / 1048576.0;
        err->need_mb = (double)min_free / 1048576.0;
        return -1;
    }
    return 0;
}

/* ---- Opening and schema ------------------------------------------------ */

static const char *const schema_v1 =
    "CREATE TABLE tests("
    " id INTEGER PRIMARY KEY, player TEXT NOT NULL, started TEXT NOT NULL, updated TEXT NOT NULL,"
    " state TEXT NOT NULL, main_ms INTEGER NOT NULL, byoyomi_ms INTEGER NOT NULL,"
    " increment_ms INTEGER NOT NULL, finished INTEGER NOT NULL DEFAULT 0);"
    "CREATE TABLE events("
    " id INTEGER PRIMARY KEY, test_id INTEGER NOT NULL REFERENCES tests(id), at TEXT NOT NULL,"
    " state TEXT NOT NULL);"
    "CREATE TABLE games("
    " id INTEGER PRIMARY KEY, test_id INTEGER NOT NULL REFERENCES tests(id), idx INTEGER NOT NULL,"
    " ai_kind TEXT NOT NULL, player_color INTEGER NOT NULL, start_sfen TEXT NOT NULL,"
    " main_ms INTEGER NOT NULL, byoyomi_ms INTEGER NOT NULL, increment_ms INTEGER NOT NULL,"
    " result TEXT NOT NULL DEFAULT '', end_reason TEXT NOT NULL DEFAULT '',"
    " plies INTEGER NOT NULL DEFAULT 0, started TEXT NOT NULL, ended TEXT,"
    " finished INTEGER NOT NULL DEFAULT 0);"
    "CREATE INDEX games_by_test ON games(test_id, idx);"
    "CREATE TABLE moves("
    " game_id INTEGER NOT NULL REFERENCES games(id), ply INTEGER NOT NULL, usi TEXT NOT NULL,"
    " spent_ms INTEGER NOT NULL, clock_left_ms INTEGER NOT NULL, in_book INTEGER NOT NULL,"
    " PRIMARY KEY(game_id, ply)) WITHOUT ROWID;"
    "CREATE TABLE results("
    " test_id INTEGER PRIMARY KEY REFERENCES tests(id), has_rating INTEGER NOT NULL,"
    " rating INTEGER, lo INTEGER, hi INTEGER, positions INTEGER NOT NULL, mean_loss REAL,"
    " report_txt TEXT, report_json TEXT, records_dir TEXT, at TEXT NOT NULL);";

/* Version 2: a rating outside its profile's range is stored as that end
 * of the range and which side it fell on (issue 16). */
static const char *const schema_v2 =
    "ALTER TABLE results ADD COLUMN bound INTEGER NOT NULL DEFAULT 0;";

/* Version 3: the analysis's searches, kept as the games are played
 * (issue 34), under the fingerprint of the options they were made with. */
static const char *const schema_v3 =
    "CREATE TABLE judges(id INTEGER PRIMARY KEY, fingerprint TEXT NOT NULL UNIQUE);"
    "CREATE TABLE searches("
    " game_id INTEGER NOT NULL REFERENCES games(id), judge_id INTEGER NOT NULL REFERENCES judges(id),"
    " kind INTEGER NOT NULL, ply INTEGER NOT NULL, score INTEGER NOT NULL, best TEXT NOT NULL,"
    " pv TEXT NOT NULL, leaves INTEGER NOT NULL, favourable INTEGER NOT NULL, roots TEXT,"
    " root_depth INTEGER NOT NULL, at TEXT NOT NULL, PRIMARY KEY(game_id, judge_id, kind, ply));";

/* Each version's step, in order: a database at version v runs steps v+1 up. */
static const char *const schema_steps[STORE_SCHEMA_VERSION] = { schema_v1, schema_v2, schema_v3 };

enum { STORE_BUSY_TIMEOUT_MS = 5000 };

static int commit(Store *s);
static int rollback(Store *s);

static int fail(Store *s, const char *what)
{
    int code = sqlite3_errcode(s->db);
    if (code == SQLITE_NOTADB || code == SQLITE_CORRUPT) {
        /* Not ours, or damaged: say so plainly; the file is left alone. */
        char path[600];
        snprintf(path, sizeof path, "%s/kiryoku.db", s->dir);
        return set_error(&s->err, STORE_ERR_NOT_A_DB, path, sqlite3_errmsg(s->db));
    }
    set_error(&s->err, STORE_ERR_DB, s->dir, sqlite3_errmsg(s->db));
    snprintf(s->err.step, sizeof s->err.step, "%s", what);
    return -1;
}

/* A test or game that is not there (or, for a move, not where the move
 * needs it). Returns -1. */
static int missing(Store *s, StoreErrorCode code, int64_t id)
{
    set_error(&s->err, code, s->dir, NULL);
    s->err.id = id;
    return -1;
}

static int exec(Store *s, const char *sql, const char *what)
{
    return sqlite3_exec(s->db, sql, NULL, NULL, NULL) == SQLITE_OK ? 0 : fail(s, what);
}

/* Switching a new database to WAL needs an exclusive lock, and SQLite
 * answers "database is locked" at once, without its busy handler, while
 * another process holds it for the same switch; so wait here, for as long
 * as the busy timeout would. */
static int switch_to_wal(Store *s)
{
    for (int waited_ms = 0;; waited_ms += 10) {
        int rc = sqlite3_exec(s->db, "PRAGMA journal_mode=WAL", NULL, NULL, NULL);
        if (rc == SQLITE_OK)
            return 0;
        if ((rc & 0xff) != SQLITE_BUSY || waited_ms >= STORE_BUSY_TIMEOUT_MS)
            return fail(s, "cannot switch to WAL");
        sqlite3_sleep(10);
    }
}

/* Does table have column? 1 yes, 0 no, -1 error. */
static int has_column(Store *s, const char *table, const char *column);

/* A column added after the first schema: its name and the statement that
 * adds it. */
typedef struct {
    const char *table, *column, *add;
} LateColumn;

/* Columns added wherever missing, whatever the version: an older database
 * gains them with their defaults and reads as before, and the step does not
 * depend on which version number other additions took.
 * - games.turn_ply, turn_spent_ms: the clock of the turn in progress
 *   (store_game_checkpoint); zeros, no turn saved.
 * - tests.judge, judge_failed, judge_trouble (store_test_set_judge): empty,
 *   rated by the built-in judge, the only one there was.
 * - results.every_move, loss_unit (issue 35): the thesis mean an older
 *   result was, balanced positions in centipawns.
 * - tests.lang: the player's language; empty, unknown (the reader's then). */
static const LateColumn late_columns[] = {
    { "games", "turn_ply", "ALTER TABLE games ADD COLUMN turn_ply INTEGER NOT NULL DEFAULT 0" },
    { "games", "turn_spent_ms", "ALTER TABLE games ADD COLUMN turn_spent_ms INTEGER NOT NULL DEFAULT 0" },
    { "tests", "judge", "ALTER TABLE tests ADD COLUMN judge TEXT NOT NULL DEFAULT ''" },
    { "tests", "judge_failed", "ALTER TABLE tests ADD COLUMN judge_failed TEXT NOT NULL DEFAULT ''" },
    { "tests", "judge_trouble", "ALTER TABLE tests ADD COLUMN judge_trouble TEXT NOT NULL DEFAULT ''" },
    { "results", "every_move", "ALTER TABLE results ADD COLUMN every_move INTEGER NOT NULL DEFAULT 0" },
    { "results", "loss_unit", "ALTER TABLE results ADD COLUMN loss_unit TEXT NOT NULL DEFAULT 'cp'" },
    { "tests", "lang", "ALTER TABLE tests ADD COLUMN lang TEXT NOT NULL DEFAULT ''" },
};

/* Tables added the same way: deleted_tests keeps the number, name and
 * start of each test `kiryoku results --delete` removed, so that a number
 * is never given to another test (a printed report or a club's list may
 * still name it). An older kiryoku ignores it. */
static const char *const late_tables =
    "CREATE TABLE IF NOT EXISTS deleted_tests("
    " id INTEGER PRIMARY KEY, player TEXT NOT NULL, started TEXT NOT NULL, deleted TEXT NOT NULL);";

static int ensure_late_columns(Store *s)
{
    for (size_t i = 0; i < sizeof late_columns / sizeof late_columns[0]; i++) {
        const LateColumn *c = &late_columns[i];
        int have = has_column(s, c->table, c->column);
        if (have < 0 || (!have && exec(s, c->add, "cannot upgrade the database schema") != 0))
            return -1;
    }
    return exec(s, late_tables, "cannot upgrade the database schema");
}

static int user_version(Store *s)
{
    sqlite3_stmt *st;
    int v = -1;
    if (sqlite3_prepare_v2(s->db, "PRAGMA user_version", -1, &st, NULL) == SQLITE_OK &&
        sqlite3_step(st) == SQLITE_ROW)
        v = sqlite3_column_int(st, 0);
    sqlite3_finalize(st);
    return v;
}

/* Creates the schema in an empty database, upgrades an older one step by
 * step (schema_steps), refuses a newer one. The version is read inside the
 * write transaction, so two processes opening a new database at once
 * cannot both create it. */
static int migrate(Store *s)
{
    if (exec(s, "BEGIN IMMEDIATE", "cannot lock the database to check its schema") != 0)
        return -1;
    int v = user_version(s);
    if (v < 0) {
        rollback(s);
        return fail(s, "cannot read the schema version");
    }
    if (v > STORE_SCHEMA_VERSION) {
        rollback(s);
        set_error(&s->err, STORE_ERR_DB_NEWER, s->dir, NULL);
        s->err.version = v;
        return -1;
    }
    for (int step = v; step < STORE_SCHEMA_VERSION; step++)
        if (exec(s, schema_steps[step], "cannot create or upgrade the database schema") != 0)
            return rollback(s);
    if (v < STORE_SCHEMA_VERSION) {
        char sql[64];
        snprintf(sql, sizeof sql, "PRAGMA user_version=%d;", STORE_SCHEMA_VERSION);
        if (exec(s, sql, "cannot create or upgrade the database schema") != 0)
            return rollback(s);
    }
    if (ensure_late_columns(s) != 0)
        return rollback(s);
    return commit(s);
}

Store *store_open(const char *dir, StoreError *err)
{
    Store *s = calloc(1, sizeof *s);
    if (!s) {
        set_error(err, STORE_ERR_NO_MEMORY, NULL, NULL);
        return NULL;
    }
    snprintf(s->dir, sizeof s->dir, "%s", dir);
    char path[600];
    snprintf(path, sizeof path, "%s/kiryoku.db", dir);
    int rc = sqlite3_open_v2(path, &s->db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL);
    if (rc != SQLITE_OK) {
        set_error(err, STORE_ERR_CANNOT_OPEN_DB, path, s->db ? sqlite3_errmsg(s->db) : sqlite3_errstr(rc));
        store_close(s);
        return NULL;
    }
    sqlite3_busy_timeout(s->db, STORE_BUSY_TIMEOUT_MS);
    if (switch_to_wal(s) != 0 ||
        exec(s, "PRAGMA synchronous=FULL", "cannot set synchronous") != 0 ||
        exec(s, "PRAGMA foreign_keys=ON", "cannot enable foreign keys") != 0 || migrate(s) != 0) {
        *err = s->err;
        store_close(s);
        return NULL;
    }
    return s;
}

void store_close(Store *s)
{
    if (!s)
        return;
    sqlite3_close(s->db);
    free(s);
}

const StoreError *store_error(const Store *s) { return &s->err; }
const char *store_dir(const Store *s) { return s->dir; }

/* ---- Statement helpers ------------------------------------------------- */

/* Prepares sql and binds the arguments described by fmt: 'i' int64_t,
 * 'd' int, 's' const char *, 'f' double. */
static sqlite3_stmt *prep(Store *s, const char *sql, const char *fmt, ...)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(s->db, sql, -1, &st, NULL) != SQLITE_OK) {
        fail(s, "cannot prepare a query");
        return NULL;
    }
    va_list ap;
    va_start(ap, fmt);
    for (int i = 0; fmt[i]; i++) {
        switch (fmt[i]) {
        case 'i': sqlite3_bind_int64(st, i + 1, va_arg(ap, int64_t)); break;
        case 'd': sqlite3_bind_int(st, i + 1, va_arg(ap, int)); break;
        case 's': sqlite3_bind_text(st, i + 1, va_arg(ap, const char *), -1, SQLITE_TRANSIENT); break;
        case 'f': sqlite3_bind_double(st, i + 1, va_arg(ap, double)); break;
        }
    }
    va_end(ap);
    return st;
}

/* Steps a statement that returns no rows, then finalizes it. */
static int run(Store *s, sqlite3_stmt *st, const char *what)
{
    if (!st)
        return -1;
    int rc = sqlite3_step(st);
    sqlite3_finalize(st);
    return rc == SQLITE_DONE ? 0 : fail(s, what);
}

static void text_col(sqlite3_stmt *st, int col, char *buf, size_t len)
{
    const unsigned char *t = sqlite3_column_text(st, col);
    snprintf(buf, len, "%s", t ? (const char *)t : "");
}

static int has_column(Store *s, const char *table, const char *column)
{
    char sql[128];
    snprintf(sql, sizeof sql, "PRAGMA table_info(%s)", table);
    sqlite3_stmt *st = prep(s, sql, "");
    if (!st)
        return -1;
    int found = 0, rc;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW)
        if (!strcmp((const char *)sqlite3_column_text(st, 1), column))
            found = 1;
    sqlite3_finalize(st);
    return rc == SQLITE_DONE ? found : fail(s, "cannot read the schema");
}

/* One transaction per write (a move, a state change): none is open when
 * a write begins, and none is left open when it ends. A transaction left
 * open would carry the next moves with it, and a crash would lose them
 * all, though store_add_move had returned 0 for each. */
static int begin(Store *s)
{
    KIRYOKU_ASSERT(sqlite3_get_autocommit(s->db));
    return exec(s, "BEGIN IMMEDIATE", "cannot start a transaction");
}

static int commit(Store *s)
{
    int rc = 0;
    if (exec(s, "COMMIT", "cannot commit") != 0) {
        sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
        rc = -1;
    }
    KIRYOKU_ASSERT(sqlite3_get_autocommit(s->db));
    return rc;
}

static int rollback(Store *s)
{
    sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
    KIRYOKU_ASSERT(sqlite3_get_autocommit(s->db));
    return -1;
}

/* ---- Tests ------------------------------------------------------------- */

int64_t store_test_begin(Store *s, const char *player, int64_t main_ms, int64_t byoyomi_ms,
                         int64_t increment_ms)
{
    if (begin(s) != 0)
        return -1;
    sqlite3_stmt *st = prep(s,
                            "INSERT INTO tests(id, player, started, updated, state, main_ms, byoyomi_ms,"
                            " increment_ms) VALUES(1 + max(coalesce((SELECT max(id) FROM tests), 0),"
                            " coalesce((SELECT max(id) FROM deleted_tests), 0)),"
                            " ?, datetime('now'), datetime('now'), 'welcome', ?, ?, ?)",
                            "siii", player, main_ms, byoyomi_ms, increment_ms);
    if (run(s, st, "cannot record the new test") != 0)
        return rollback(s);
    int64_t id = sqlite3_last_insert_rowid(s->db);
    st = prep(s, "INSERT INTO events(test_id, at, state) VALUES(?, datetime('now'), 'welcome')", "i", id);
    if (run(s, st, "cannot record the test's first state") != 0)
        return rollback(s);
    return commit(s) == 0 ? id : -1;
}

int store_test_set_state(Store *s, int64_t test_id, const char *state, bool finished)
{
    if (begin(s) != 0)
        return -1;
    sqlite3_stmt *st = prep(s, "UPDATE tests SET state = ?, finished = ?, updated = datetime('now') WHERE id = ?",
                            "sdi", state, (int)finished, test_id);
    if (run(s, st, "cannot record the test's state") != 0)
        return rollback(s);
    if (sqlite3_changes(s->db) != 1) {
        missing(s, STORE_ERR_NO_SUCH_TEST, test_id);
        return rollback(s);
    }
    st = prep(s, "INSERT INTO events(test_id, at, state) VALUES(?, datetime('now'), ?)", "is", test_id, state);
    if (run(s, st, "cannot record the state change") != 0)
        return rollback(s);
    return commit(s);
}

int store_test_set_player(Store *s, int64_t test_id, const char *player)
{
    sqlite3_stmt *st = prep(s, "UPDATE tests SET player = ?, updated = datetime('now') WHERE id = ?", "si", player,
                            test_id);
    if (run(s, st, "cannot record the player's name") != 0)
        return -1;
    if (sqlite3_changes(s->db) != 1) {
        missing(s, STORE_ERR_NO_SUCH_TEST, test_id);
        return -1;
    }
    return 0;
}

int store_test_delete(Store *s, int64_t test_id)
{
    static const char *const steps[] = {
        ("INSERT OR REPLACE INTO deleted_tests(id, player, started, deleted)"
         " SELECT id, player, started, datetime('now') FROM tests WHERE id = ?"),
        "DELETE FROM searches WHERE game_id IN (SELECT id FROM games WHERE test_id = ?)",
        "DELETE FROM moves WHERE game_id IN (SELECT id FROM games WHERE test_id = ?)",
        "DELETE FROM games WHERE test_id = ?",
        "DELETE FROM events WHERE test_id = ?",
        "DELETE FROM results WHERE test_id = ?",
        "DELETE FROM tests WHERE id = ?",
    };
    if (begin(s) != 0)
        return -1;
    for (size_t i = 0; i < sizeof steps / sizeof steps[0]; i++)
        if (run(s, prep(s, steps[i], "i", test_id), "cannot delete the test") != 0)
            return rollback(s);
    if (sqlite3_changes(s->db) != 1) {
        missing(s, STORE_ERR_NO_SUCH_TEST, test_id);
        return rollback(s);
    }
    return commit(s);
}

int store_test_set_lang(Store *s, int64_t test_id, Lang lang)
{
    sqlite3_stmt *st = prep(s, "UPDATE tests SET lang = ? WHERE id = ?", "si", lang == LANG_JA ? "ja" : "en", test_id);
    return run(s, st, "cannot record the test's language");
}

Lang store_test_lang(const StoreTest *t, Lang fallback)
{
    return !strcmp(t->lang, "ja") ? LANG_JA : !strcmp(t->lang, "en") ? LANG_EN : fallback;
}

int store_test_set_judge(Store *s, int64_t test_id, const char *judge, const char *failed, const char *trouble)
{
    sqlite3_stmt *st = prep(s, "UPDATE tests SET judge = ?, judge_failed = ?, judge_trouble = ? WHERE id = ?",
                            "sssi", judge, failed, trouble, test_id);
    if (run(s, st, "cannot record the test's judge") != 0)
        return -1;
    if (sqlite3_changes(s->db) != 1) {
        missing(s, STORE_ERR_NO_SUCH_TEST, test_id);
        return -1;
    }
    return 0;
}

#define TEST_COLS                                                                                      \
    "id, player, started, updated, state, main_ms, byoyomi_ms, increment_ms, finished, judge, judge_failed," \
    " judge_trouble, lang"

static void read_test(sqlite3_stmt *st, StoreTest *t)
{
    t->id = sqlite3_column_int64(st, 0);
    text_col(st, 1, t->player, sizeof t->player);
    text_col(st, 2, t->started, sizeof t->started);
    text_col(st, 3, t->updated, sizeof t->updated);
    text_col(st, 4, t->state, sizeof t->state);
    t->main_ms = sqlite3_column_int64(st, 5);
    t->byoyomi_ms = sqlite3_column_int64(st, 6);
    t->increment_ms = sqlite3_column_int64(st, 7);
    t->finished = sqlite3_column_int(st, 8) != 0;
    text_col(st, 9, t->judge, sizeof t->judge);
    text_col(st, 10, t->judge_failed, sizeof t->judge_failed);
    text_col(st, 11, t->judge_trouble, sizeof t->judge_trouble);
    text_col(st, 12, t->lang, sizeof t->lang);
}

/* Steps a one-row query: 1 row read, 0 none, -1 error. */
static int one_row(Store *s, sqlite3_stmt *st, void (*reader)(sqlite3_stmt *, void *), void *out)
{
    if (!st)
        return -1;
    int rc = sqlite3_step(st);
    int r = rc == SQLITE_ROW ? 1 : rc == SQLITE_DONE ? 0 : fail(s, "cannot read the store");
    if (r == 1)
        reader(st, out);
    sqlite3_finalize(st);
    return r;
}

static void read_test_v(sqlite3_stmt *st, void *out) { read_test(st, out); }

int store_test_get(Store *s, int64_t test_id, StoreTest *out)
{
    int r = one_row(s, prep(s, "SELECT " TEST_COLS " FROM tests WHERE id = ?", "i", test_id), read_test_v, out);
    if (r == 0)
        missing(s, STORE_ERR_NO_SUCH_TEST, test_id);
    return r == 1 ? 0 : -1;
}

int store_test_unfinished(Store *s, StoreTest *out)
{
    return one_row(s, prep(s, "SELECT " TEST_COLS " FROM tests WHERE finished = 0 ORDER BY id DESC LIMIT 1", ""),
                   read_test_v, out);
}

/* ---- Games ------------------------------------------------------------- */

int64_t store_game_begin(Store *s, int64_t test_id, int index, const char *ai_kind, Color player_color,
                         const char *start_sfen, int64_t main_ms, int64_t byoyomi_ms,
                         int64_t increment_ms)
{
    sqlite3_stmt *st = prep(s,
                            "INSERT INTO games(test_id, idx, ai_kind, player_color, start_sfen, main_ms,"
                            " byoyomi_ms, increment_ms, started) VALUES(?, ?, ?, ?, ?, ?, ?, ?, datetime('now'))",
                            "idsdsiii", test_id, index, ai_kind, (int)player_color, start_sfen, main_ms,
                            byoyomi_ms, increment_ms);
    if (run(s, st, "cannot record the new game") != 0)
        return -1;
    return sqlite3_last_insert_rowid(s->db);
}

int store_game_end(Store *s, int64_t game_id, const char *result, const char *end_reason)
{
    sqlite3_stmt *st = prep(s,
                            "UPDATE games SET result = ?, end_reason = ?, finished = 1, ended = datetime('now')"
                            " WHERE id = ?",
                            "ssi", result, end_reason, game_id);
    return run(s, st, "cannot record the game's end");
}

#define GAME_COLS \
    "id, test_id, idx, ai_kind, player_color, start_sfen, main_ms, byoyomi_ms, increment_ms, result," \
    " end_reason, plies, finished, turn_ply, turn_spent_ms"

static void read_game(sqlite3_stmt *st, void *out)
{
    StoreGame *g = out;
    g->id = sqlite3_column_int64(st, 0);
    g->test_id = sqlite3_column_int64(st, 1);
    g->index = sqlite3_column_int(st, 2);
    text_col(st, 3, g->ai_kind, sizeof g->ai_kind);
    g->player_color = sqlite3_column_int(st, 4) ? WHITE : BLACK;
    text_col(st, 5, g->start_sfen, sizeof g->start_sfen);
    g->main_ms = sqlite3_column_int64(st, 6);
    g->byoyomi_ms = sqlite3_column_int64(st, 7);
    g->increment_ms = sqlite3_column_int64(st, 8);
    text_col(st, 9, g->result, sizeof g->result);
    text_col(st, 10, g->end_reason, sizeof g->end_reason);
    g->plies = sqlite3_column_int(st, 11);
    g->finished = sqlite3_column_int(st, 12) != 0;
    g->turn_ply = sqlite3_column_int(st, 13);
    g->turn_spent_ms = sqlite3_column_int64(st, 14);
}

int store_game_get(Store *s, int64_t game_id, StoreGame *out)
{
    int r = one_row(s, prep(s, "SELECT " GAME_COLS " FROM games WHERE id = ?", "i", game_id), read_game, out);
    if (r == 0)
        missing(s, STORE_ERR_NO_SUCH_GAME, game_id);
    return r == 1 ? 0 : -1;
}

/* Runs a query and collects every row into a malloc'd array of `size`-byte
 * elements filled by reader. Returns the count or -1. */
static int all_rows(Store *s, sqlite3_stmt *st, size_t size, void (*reader)(sqlite3_stmt *, void *),
                    void **out)
{
    *out = NULL;
    if (!st)
        return -1;
    int n = 0, cap = 0, rc;
    char *arr = NULL;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
        if (n == cap) {
            cap = cap ? cap * 2 : 16;
            char *grown = realloc(arr, (size_t)cap * size);
            if (!grown) {
                free(arr);
                sqlite3_finalize(st);
                set_error(&s->err, STORE_ERR_NO_MEMORY, NULL, NULL);
                return -1;
            }
            arr = grown;
        }
        memset(arr + (size_t)n * size, 0, size);
        reader(st, arr + (size_t)n * size);
        n++;
    }
    sqlite3_finalize(st);
    if (rc != SQLITE_DONE) {
        free(arr);
        return fail(s, "cannot read the store");
    }
    *out = arr;
    return n;
}

int store_games_of_test(Store *s, int64_t test_id, StoreGame **out)
{
    return all_rows(s, prep(s, "SELECT " GAME_COLS " FROM games WHERE test_id = ? ORDER BY idx, id", "i", test_id),
                    sizeof **out, read_game, (void **)out);
}

/* ---- Moves ------------------------------------------------------------- */

int store_add_move(Store *s, int64_t game_id, const StoreMove *m)
{
    if (begin(s) != 0)
        return -1;
    sqlite3_stmt *st = prep(s, "UPDATE games SET plies = ? WHERE id = ? AND plies = ? AND finished = 0", "dii",
                            m->ply, game_id, (int64_t)(m->ply - 1));
    if (run(s, st, "cannot record the move") != 0)
        return rollback(s);
    if (sqlite3_changes(s->db) != 1) {
        missing(s, STORE_ERR_MOVE_REFUSED, game_id);
        s->err.ply = m->ply - 1;
        snprintf(s->err.usi, sizeof s->err.usi, "%s", m->usi);
        return rollback(s);
    }
    st = prep(s, "INSERT INTO moves(game_id, ply, usi, spent_ms, clock_left_ms, in_book) VALUES(?, ?, ?, ?, ?, ?)",
              "idsiid", game_id, m->ply, m->usi, m->spent_ms, m->clock_left_ms, (int)m->in_book);
    if (run(s, st, "cannot record the move") != 0)
        return rollback(s);
    return commit(s);
}

int store_game_checkpoint(Store *s, int64_t game_id, int ply, int64_t spent_ms)
{
    if (begin(s) != 0)
        return -1;
    sqlite3_stmt *st = prep(s, "UPDATE games SET turn_ply = ?, turn_spent_ms = ? WHERE id = ? AND finished = 0", "dii",
                            ply, spent_ms, game_id);
    if (run(s, st, "cannot save the clock") != 0)
        return rollback(s);
    st = prep(s, "UPDATE tests SET updated = datetime('now') WHERE id = (SELECT test_id FROM games WHERE id = ?)", "i",
              game_id);
    if (run(s, st, "cannot save the clock") != 0)
        return rollback(s);
    return commit(s);
}

static void read_move(sqlite3_stmt *st, void *out)
{
    StoreMove *m = out;
    m->ply = sqlite3_column_int(st, 0);
    text_col(st, 1, m->usi, sizeof m->usi);
    m->spent_ms = sqlite3_column_int64(st, 2);
    m->clock_left_ms = sqlite3_column_int64(st, 3);
    m->in_book = sqlite3_column_int(st, 4) != 0;
}

int store_moves(Store *s, int64_t game_id, StoreMove **out)
{
    return all_rows(s,
                    prep(s,
                         "SELECT ply, usi, spent_ms, clock_left_ms, in_book FROM moves WHERE game_id = ?"
                         " ORDER BY ply",
                         "i", game_id),
                    sizeof **out, read_move, (void **)out);
}

/* The side to move in an SFEN: the field after the board. */
static Color sfen_side(const char *sfen)
{
    const char *sp = strchr(sfen, ' ');
    return sp && sp[1] == 'w' ? WHITE : BLACK;
}

void store_clocks_after(const StoreGame *g, const StoreMove *moves, int n, int64_t left[COLOR_NB],
                        Color *to_move)
{
    Color first = sfen_side(g->start_sfen);
    left[BLACK] = left[WHITE] = g->main_ms;
    for (int i = 0; i < n; i++) {
        Color mover = (moves[i].ply - 1) % 2 ? color_flip(first) : first;
        left[mover] = moves[i].clock_left_ms;
    }
    *to_move = n % 2 ? color_flip(first) : first;
}

int64_t store_turn_spent(const StoreGame *g, int n)
{
    return g->turn_ply == n + 1 && g->turn_spent_ms > 0 ? g->turn_spent_ms : 0;
}

/* ---- Results ----------------------------------------------------------- */

int store_result_save(Store *s, const StoreResult *r)
{
    sqlite3_stmt *st = prep(s,
                            "INSERT OR REPLACE INTO results(test_id, has_rating, rating, lo, hi, positions,"
                            " mean_loss, report_txt, report_json, records_dir, bound, every_move, loss_unit, at)"
                            " VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, datetime('now'))",
                            "idddddfsssdds", r->test_id, (int)r->has_rating, r->rating, r->lo, r->hi, r->positions,
                            r->mean_loss, r->report_txt, r->report_json, r->records_dir, r->bound,
                            (int)r->every_move, r->winprob ? "winprob" : "cp");
    return run(s, st, "cannot record the result");
}

int store_result_set_dir(Store *s, int64_t test_id, const char *dir)
{
    char txt[600], json[600];
    snprintf(txt, sizeof txt, "%s/report.txt", dir);
    snprintf(json, sizeof json, "%s/report.json", dir);
    sqlite3_stmt *st = prep(s, "UPDATE results SET records_dir = ?, report_txt = ?, report_json = ? WHERE test_id = ?",
                            "sssi", dir, txt, json, test_id);
    return run(s, st, "cannot record where the result's files are");
}

#define RESULT_COLS                                                                                          \
    "test_id, has_rating, rating, lo, hi, positions, mean_loss, report_txt, report_json, records_dir, bound,"  \
    " every_move, loss_unit"

static void read_result_at(sqlite3_stmt *st, int c, StoreResult *r)
{
    r->test_id = sqlite3_column_int64(st, c);
    r->has_rating = sqlite3_column_int(st, c + 1) != 0;
    r->rating = sqlite3_column_int(st, c + 2);
    r->lo = sqlite3_column_int(st, c + 3);
    r->hi = sqlite3_column_int(st, c + 4);
    r->positions = sqlite3_column_int(st, c + 5);
    r->mean_loss = sqlite3_column_double(st, c + 6);
    text_col(st, c + 7, r->report_txt, sizeof r->report_txt);
    text_col(st, c + 8, r->report_json, sizeof r->report_json);
    text_col(st, c + 9, r->records_dir, sizeof r->records_dir);
    r->bound = sqlite3_column_int(st, c + 10);
    r->every_move = sqlite3_column_int(st, c + 11) != 0;
    const unsigned char *unit = sqlite3_column_text(st, c + 12);
    r->winprob = unit && !strcmp((const char *)unit, "winprob");
}

static void read_result(sqlite3_stmt *st, void *out) { read_result_at(st, 0, out); }

/* `path` with the folder `from` at its head moved to `to`; kept as it is
 * when it does not start there or the new one would not fit. */
static void move_head(char *path, size_t len, const char *from, const char *to)
{
    size_t n = strlen(from);
    if (strncmp(path, from, n) != 0 || (path[n] != '/' && path[n] != '\0'))
        return;
    char moved[1024];
    int m = snprintf(moved, sizeof moved, "%s%s", to, path + n);
    if (m >= 0 && (size_t)m < len && (size_t)m < sizeof moved)
        memcpy(path, moved, (size_t)m + 1);
}

/* A result names its files by the path they had when it was saved: under
 * the data directory as that process named it, maybe relative to its
 * working directory, maybe where the directory no longer is. A data
 * directory copied or moved (README's backup advice) keeps them in its own
 * tests/ID-NAME, so where this store's tests/ has the folder, the result
 * is read as pointing there; elsewhere it is read as saved. */
static void relocate_result(const Store *s, StoreResult *r)
{
    if (!r->records_dir[0])
        return;
    const char *base = strrchr(r->records_dir, '/');
    base = base ? base + 1 : r->records_dir;
    char here[sizeof r->records_dir];
    struct stat st;
    if (!*base || snprintf(here, sizeof here, "%s/tests/%s", s->dir, base) >= (int)sizeof here ||
        !strcmp(here, r->records_dir) || stat(here, &st) != 0 || !S_ISDIR(st.st_mode))
        return;
    move_head(r->report_txt, sizeof r->report_txt, r->records_dir, here);
    move_head(r->report_json, sizeof r->report_json, r->records_dir, here);
    snprintf(r->records_dir, sizeof r->records_dir, "%s", here);
}

int store_result_get(Store *s, int64_t test_id, StoreResult *out)
{
    int r = one_row(s, prep(s, "SELECT " RESULT_COLS " FROM results WHERE test_id = ?", "i", test_id), read_result,
                    out);
    if (r == 1)
        relocate_result(s, out);
    return r;
}

static void read_list_row(sqlite3_stmt *st, void *out)
{
    StoreListRow *row = out;
    read_test(st, &row->test);
    row->games_finished = sqlite3_column_int(st, 13);
    row->has_result = sqlite3_column_type(st, 14) != SQLITE_NULL;
    if (row->has_result)
        read_result_at(st, 14, &row->result);
}

int store_list(Store *s, StoreListRow **out)
{
    int n = all_rows(s,
                     prep(s,
                          "SELECT t.id, t.player, t.started, t.updated, t.state, t.main_ms, t.byoyomi_ms,"
                          " t.increment_ms, t.finished, t.judge, t.judge_failed, t.judge_trouble, t.lang,"
                          " (SELECT count(*) FROM games g WHERE g.test_id = t.id AND g.finished AND g.idx > 0),"
                          " r.test_id, r.has_rating, r.rating, r.lo, r.hi, r.positions, r.mean_loss,"
                          " r.report_txt, r.report_json, r.records_dir, r.bound, r.every_move, r.loss_unit"
                          " FROM tests t LEFT JOIN results r ON r.test_id = t.id ORDER BY t.id",
                          ""),
                     sizeof **out, read_list_row, (void **)out);
    for (int i = 0; i < n; i++)
        if ((*out)[i].has_result)
            relocate_result(s, &(*out)[i].result);
    return n;
}

/* ---- Searches ------------------------------------------------------------ */

int64_t store_judge(Store *s, const char *fingerprint)
{
    /* OR IGNORE: another connection (the background analysis) may have
     * made it meanwhile. */
    sqlite3_stmt *st = prep(s, "INSERT OR IGNORE INTO judges(fingerprint) VALUES(?)", "s", fingerprint);
    if (run(s, st, "cannot record the analysis's options") != 0)
        return -1;
    st = prep(s, "SELECT id FROM judges WHERE fingerprint = ?", "s", fingerprint);
    if (!st)
        return -1;
    int64_t id = sqlite3_step(st) == SQLITE_ROW ? sqlite3_column_int64(st, 0) : -1;
    sqlite3_finalize(st);
    return id >= 0 ? id : fail(s, "cannot read the analysis's options");
}

int store_search_save(Store *s, int64_t judge, const StoreSearch *r)
{
    sqlite3_stmt *st = prep(s,
                            "INSERT OR REPLACE INTO searches(game_id, judge_id, kind, ply, score, best, pv, leaves,"
                            " favourable, roots, root_depth, at) VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,"
                            " datetime('now'))",
                            "iidddssiisd", r->game_id, judge, (int)r->all, r->ply, r->score, r->best, r->pv,
                            (int64_t)r->leaves, (int64_t)r->favourable, r->roots, r->root_depth);
    return run(s, st, "cannot keep an analysis search");
}

static void read_search(sqlite3_stmt *st, void *out)
{
    StoreSearch *r = out;
    r->game_id = sqlite3_column_int64(st, 0);
    r->all = sqlite3_column_int(st, 1) != 0;
    r->ply = sqlite3_column_int(st, 2);
    r->score = sqlite3_column_int(st, 3);
    text_col(st, 4, r->best, sizeof r->best);
    text_col(st, 5, r->pv, sizeof r->pv);
    r->leaves = (uint64_t)sqlite3_column_int64(st, 6);
    r->favourable = (uint64_t)sqlite3_column_int64(st, 7);
    const unsigned char *roots = sqlite3_column_text(st, 8);
    r->roots = roots ? strdup((const char *)roots) : NULL; /* out of memory reads as not kept */
    r->root_depth = sqlite3_column_int(st, 9);
}

int store_searches_of_test(Store *s, int64_t test_id, int64_t judge, StoreSearch **out)
{
    return all_rows(s,
                    prep(s,
                         "SELECT r.game_id, r.kind, r.ply, r.score, r.best, r.pv, r.leaves, r.favourable, r.roots,"
                         " r.root_depth FROM searches r JOIN games g ON g.id = r.game_id"
                         " WHERE g.test_id = ? AND r.judge_id = ? ORDER BY r.game_id, r.kind, r.ply",
                         "ii", test_id, judge),
                    sizeof **out, read_search, (void **)out);
}

void store_searches_free(StoreSearch *v, int n)
{
    for (int i = 0; v && i < n; i++)
        free(v[i].roots);
    free(v);
}

int store_relax_sync(Store *s)
{
    return exec(s, "PRAGMA synchronous=NORMAL", "cannot set synchronous");
}

bool store_thread_safe(void)
{
    return sqlite3_threadsafe() != 0;
}
