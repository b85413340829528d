/* The clock of the turn in progress, saved while it runs (issue 17: a kill
 * must not refund the thinking before it): store_game_checkpoint keeps it,
 * store_turn_spent finds it for the turn it belongs to only, and
 * clock_restore_turn charges it; a database written before these columns
 * existed (schema version 1) opens, gains them and reads as before. */
#include <sqlite3.h>
#include <stdlib.h>
#include <unistd.h>

#include "app/clock.h"
#include "app/store.h"
#include "tests/check.h"
#include "tests/temp_dir.h"

static char dir[64];

static void fresh_dir(void) { test_fresh_dir(dir, sizeof dir, "turn"); }

static void remove_dir(void) { test_remove_dir(dir); }

static int64_t fake_now;
static int64_t fake_ms(void *ctx) { (void)ctx; return fake_now; }

static const char old_time[] = "2000-01-01 00:00:00";

/* Sets test `id`'s "updated" to old_time through a connection of its own
 * (the store keeps its own open); 0 on success. */
static int age_test(int64_t id)
{
    char path[128], sql[160];
    snprintf(path, sizeof path, "%s/kiryoku.db", dir);
    snprintf(sql, sizeof sql, "UPDATE tests SET updated = '%s' WHERE id = %lld", old_time, (long long)id);
    sqlite3 *db;
    int rc = sqlite3_open(path, &db);
    if (rc == SQLITE_OK)
        sqlite3_busy_timeout(db, 5000);
    if (rc == SQLITE_OK)
        rc = sqlite3_exec(db, sql, NULL, NULL, NULL);
    if (rc == SQLITE_OK && sqlite3_changes(db) != 1)
        rc = SQLITE_NOTFOUND;
    sqlite3_close(db);
    return rc;
}

static void checkpoint_belongs_to_its_turn(void)
{
    fresh_dir();
    StoreError err;
    Store *s = store_open(dir, &err);
    CHECK(s != NULL);
    if (!s)
        return;
    int64_t t = store_test_begin(s, "p", 30000, 0, 0);
    int64_t g = store_game_begin(s, t, 1, "AI1", BLACK, "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
                                 30000, 0, 0);
    CHECK(t > 0 && g > 0);
    /* The test's "updated" set back to a known old time first: written
     * within the same second, a checkpoint that did not touch it would
     * read the same as one that did. */
    CHECK_INT(age_test(t), 0);
    StoreTest before, after;
    CHECK_INT(store_test_get(s, t, &before), 0);
    CHECK_STR(before.updated, old_time);
    CHECK_INT(store_game_checkpoint(s, g, 1, 6500), 0);
    StoreGame sg;
    CHECK_INT(store_game_get(s, g, &sg), 0);
    CHECK_INT(sg.turn_ply, 1);
    CHECK_INT(sg.turn_spent_ms, 6500);
    CHECK_INT(store_turn_spent(&sg, 0), 6500); /* no move yet: the first turn's */
    CHECK_INT(store_turn_spent(&sg, 1), 0);    /* a move was stored since: stale */
    CHECK_INT(store_test_get(s, t, &after), 0);
    CHECK(strcmp(after.updated, before.updated) > 0); /* the test was touched */
    StoreMove m = { .ply = 1, .usi = "7g7f", .spent_ms = 7000, .clock_left_ms = 23000 };
    CHECK_INT(store_add_move(s, g, &m), 0);
    CHECK_INT(store_game_get(s, g, &sg), 0);
    CHECK_INT(store_turn_spent(&sg, sg.plies), 0); /* the saved turn was move 1's */
    CHECK_INT(store_game_end(s, g, "black", "resign"), 0);
    CHECK_INT(store_game_checkpoint(s, g, 2, 100), 0); /* a finished game keeps its last state */
    CHECK_INT(store_game_get(s, g, &sg), 0);
    CHECK_INT(sg.turn_ply, 1);
    store_close(s);
    remove_dir();
}

static void restore_charges_the_saved_turn(void)
{
    ClockConfig cfg = { 30000, 0, 0 };
    ClockSource src = { fake_ms, NULL };
    Clock c;
    fake_now = 1000;
    clock_init(&c, &cfg, &src);
    int64_t left[COLOR_NB] = { 30000, 30000 };
    clock_restore_turn(&c, left, BLACK, 6500);
    CHECK_INT(clock_main_left(&c, BLACK), 23500); /* paused: the saved 6.5 s charged */
    fake_now += 60000;                            /* the program was not running */
    CHECK_INT(clock_main_left(&c, BLACK), 23500);
    clock_resume(&c);
    fake_now += 500;
    CHECK_INT(clock_main_left(&c, BLACK), 23000);
    CHECK_INT(clock_press(&c), 7000); /* the move's time is the whole turn */
    CHECK_INT(clock_main_left(&c, WHITE), 30000);
}

/* A database as kiryoku wrote it before the turn columns (version 1). */
static void version_1_database_opens(void)
{
    fresh_dir();
    char path[128];
    snprintf(path, sizeof path, "%s/kiryoku.db", dir);
    sqlite3 *db;
    CHECK_INT(sqlite3_open(path, &db), SQLITE_OK);
    const char *v1 =
        "CREATE TABLE tests(id INTEGER PRIMARY KEY, player TEXT NOT NULL, started TEXT NOT NULL, updated TEXT NOT NULL,"
        " state TEXT NOT NULL, main_ms INTEGER NOT NULL, byoyomi_ms INTEGER NOT NULL,"
        " increment_ms INTEGER NOT NULL, finished INTEGER NOT NULL DEFAULT 0);"
        "CREATE TABLE events(id INTEGER PRIMARY KEY, test_id INTEGER NOT NULL REFERENCES tests(id), at TEXT NOT NULL,"
        " state TEXT NOT NULL);"
        "CREATE TABLE games(id INTEGER PRIMARY KEY, test_id INTEGER NOT NULL REFERENCES tests(id), idx INTEGER NOT NULL,"
        " ai_kind TEXT NOT NULL, player_color INTEGER NOT NULL, start_sfen TEXT NOT NULL,"
        " main_ms INTEGER NOT NULL, byoyomi_ms INTEGER NOT NULL, increment_ms INTEGER NOT NULL,"
        " result TEXT NOT NULL DEFAULT '', end_reason TEXT NOT NULL DEFAULT '',"
        " plies INTEGER NOT NULL DEFAULT 0, started TEXT NOT NULL, ended TEXT,"
        " finished INTEGER NOT NULL DEFAULT 0);"
        "CREATE INDEX games_by_test ON games(test_id, idx);"
        "CREATE TABLE moves(game_id INTEGER NOT NULL REFERENCES games(id), ply INTEGER NOT NULL, usi TEXT NOT NULL,"
        " spent_ms INTEGER NOT NULL, clock_left_ms INTEGER NOT NULL, in_book INTEGER NOT NULL,"
        " PRIMARY KEY(game_id, ply)) WITHOUT ROWID;"
        "CREATE TABLE results(test_id INTEGER PRIMARY KEY REFERENCES tests(id), has_rating INTEGER NOT NULL,"
        " rating INTEGER, lo INTEGER, hi INTEGER, positions INTEGER NOT NULL, mean_loss REAL,"
        " report_txt TEXT, report_json TEXT, records_dir TEXT, at TEXT NOT NULL);"
        "INSERT INTO tests VALUES(1, 'old', '2026-01-01 10:00:00', '2026-01-01 10:05:00', 'game1', 600000, 0, 0, 0);"
        "INSERT INTO games VALUES(1, 1, 1, 'AI1', 0,"
        " 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1', 600000, 0, 0, '', '', 1,"
        " '2026-01-01 10:00:00', NULL, 0);"
        "INSERT INTO moves VALUES(1, 1, '7g7f', 812, 599188, 0);"
        "PRAGMA user_version=1;";
    CHECK_INT(sqlite3_exec(db, v1, NULL, NULL, NULL), SQLITE_OK);
    sqlite3_close(db);

    StoreError err;
    Store *s = store_open(dir, &err);
    if (!s)
        fprintf(stderr, "  %s\n", err.detail);
    CHECK(s != NULL);
    if (!s) {
        remove_dir();
        return;
    }
    StoreTest t;
    CHECK_INT(store_test_unfinished(s, &t), 1);
    CHECK_STR(t.player, "old");
    StoreGame g;
    CHECK_INT(store_game_get(s, 1, &g), 0);
    CHECK_INT(g.plies, 1);
    CHECK_INT(g.turn_ply, 0); /* nothing saved of a turn: nothing charged */
    CHECK_INT(store_turn_spent(&g, 1), 0);
    StoreMove *mv = NULL;
    CHECK_INT(store_moves(s, 1, &mv), 1);
    if (mv)
        CHECK_INT(mv[0].spent_ms, 812); /* move times were milliseconds already */
    free(mv);
    CHECK_INT(store_game_checkpoint(s, 1, 2, 3000), 0);
    store_close(s);
    s = store_open(dir, &err); /* and opens again, upgraded once */
    CHECK(s != NULL);
    if (s && store_game_get(s, 1, &g) == 0)
        CHECK_INT(store_turn_spent(&g, 1), 3000);
    store_close(s);
    remove_dir();
}

int main(void)
{
    RUN(checkpoint_belongs_to_its_turn);
    RUN(restore_charges_the_saved_turn);
    RUN(version_1_database_opens);
    return check_summary();
}
