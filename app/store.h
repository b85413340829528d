/* The store: every placement test taken on this machine, every move as it
 * is played, every result. An embedded SQLite database (kiryoku.db) in the
 * data directory ($XDG_DATA_HOME/kiryoku, default ~/.local/share/kiryoku),
 * WAL journal, synchronous=FULL, one transaction per move: once
 * store_add_move() returns 0 the move survives kill -9 and a power cut.
 *
 * The store knows nothing of rules: moves are USI strings, positions SFEN.
 * Ids are SQLite rowids (> 0). Functions returning int give 0 on success and
 * -1 on failure with the reason in store_error(). It knows no language
 * either: a failure is a StoreErrorCode and the system's own details,
 * which app/failure.h words in the player's language. */
#ifndef KIRYOKU_STORE_H
#define KIRYOKU_STORE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/lang.h"
#include "shogi/types.h"

enum { STORE_SCHEMA_VERSION = 3 };
/* The least free space a test needs: a test writes well under 1 MB, the
 * margin covers the WAL and the exported records. */
enum { STORE_MIN_FREE_BYTES = 8 * 1024 * 1024 };

typedef struct Store Store;

/* ---- Errors ------------------------------------------------------------ */

/* Why a call failed. The comment says which StoreError fields it fills. */
typedef enum {
    STORE_OK = 0,
    STORE_ERR_NO_DATA_DIR,       /* none of KIRYOKU_DATA_DIR, XDG_DATA_HOME, HOME is set */
    STORE_ERR_PATH_TOO_LONG,     /* path: the directory asked for */
    STORE_ERR_CANNOT_CREATE_DIR, /* path: the component that failed; detail */
    STORE_ERR_NOT_A_DIR,         /* path */
    STORE_ERR_CANNOT_WRITE,      /* path: the directory; detail */
    STORE_ERR_CANNOT_CHECK_FREE, /* path: the directory; detail */
    STORE_ERR_DISK_FULL,         /* path: the directory; free_mb, need_mb */
    STORE_ERR_NO_MEMORY,
    STORE_ERR_CANNOT_OPEN_DB,    /* path: the database file; detail */
    STORE_ERR_DB,                /* path: the data directory; step; detail */
    STORE_ERR_DB_NEWER,          /* path: the data directory; version */
    STORE_ERR_NO_SUCH_TEST,      /* id: the test */
    STORE_ERR_NO_SUCH_GAME,      /* id: the game */
    STORE_ERR_MOVE_REFUSED,      /* id: the game; ply; usi: the game is finished, or not at that ply */
    STORE_ERR_NOT_A_DB,          /* path: the database file, which is not one or is damaged (left as it is) */
    STORE_ERR_DB_READ_ONLY,      /* path: the database file (or its -wal/-shm) that cannot be written; detail */
    STORE_ERR_COUNT
} StoreErrorCode;

/* A failure and its details, as data: paths, the system's words and
 * numbers. Nothing here is worded for the player. */
typedef struct {
    StoreErrorCode code;
    char path[1024];      /* the directory or file concerned */
    char detail[512];     /* the system's own words: strerror(), SQLite's message */
    char step[96];        /* STORE_ERR_DB: what the store was doing, for a developer
                           * (English, like SQLite's message: "cannot commit") */
    int64_t id;           /* the test or game concerned */
    int ply;              /* STORE_ERR_MOVE_REFUSED: the ply the game had to be at */
    char usi[8];          /* STORE_ERR_MOVE_REFUSED: the move */
    int version;          /* STORE_ERR_DB_NEWER: the database's schema version */
    double free_mb, need_mb; /* STORE_ERR_DISK_FULL: free space, and what a test needs */
} StoreError;

/* The data directory: $KIRYOKU_DATA_DIR, else $XDG_DATA_HOME/kiryoku, else
 * $HOME/.local/share/kiryoku. Returns -1 (and err) when none can be
 * formed. */
int store_default_dir(char *buf, size_t len, StoreError *err);
/* mkdir -p for the data directory and the folders under it: each missing
 * component is created with mode 0700 (records carry the player's name).
 * Returns 0, or -1 with err naming the component that failed. */
int store_make_dirs(const char *dir, StoreError *err);

/* Before a test starts: creates the directory if needed, checks that a file
 * can be created, written, synced and removed there, and that at least
 * min_free bytes are free. On failure returns -1 with err naming the
 * directory and the problem. */
int store_preflight(const char *dir, int64_t min_free, StoreError *err);

/* Opens (creating or upgrading) dir/kiryoku.db. NULL with err on failure,
 * including a database written by a newer kiryoku. */
Store *store_open(const char *dir, StoreError *err);
void store_close(Store *s);
/* Why the last call on s that returned -1 failed. */
const StoreError *store_error(const Store *s);
const char *store_dir(const Store *s);

/* ---- Tests ------------------------------------------------------------- */

typedef struct {
    int64_t id;
    char player[128];
    char started[32];   /* UTC, "2026-11-25 22:40:00" */
    char updated[32];
    char state[32];     /* the session state's name; "done" or "abandoned" at the end */
    int64_t main_ms, byoyomi_ms, increment_ms; /* the games' time control */
    bool finished;
    /* The judge that rates it (app/judge.h id; "" for a test older than
     * the column: the built-in one), and when that is the built-in judge
     * standing in: the judge that could not be used (an id, or an engine
     * spec) and why ("start": it could not start, "died": it stopped
     * during the test); both "" otherwise. */
    char judge[64];
    char judge_failed[256];
    char judge_trouble[16];
    /* The language the player read ("ja", "en"; "" for a test older than
     * the column): `report ID` writes in it unless told otherwise. */
    char lang[8];
} StoreTest;

int64_t store_test_begin(Store *s, const char *player, int64_t main_ms, int64_t byoyomi_ms,
                         int64_t increment_ms);
/* Records a transition of the test's state machine (and its time), in one
 * transaction with an event row; finished marks the test complete. */
int store_test_set_state(Store *s, int64_t test_id, const char *state, bool finished);
/* The name the player gave on the welcome screen (before any game), or
 * the organiser's correction of it (`kiryoku results --rename`). */
int store_test_set_player(Store *s, int64_t test_id, const char *player);
/* The language the test's player read. */
int store_test_set_lang(Store *s, int64_t test_id, Lang lang);
/* t's language as a Lang; fallback for a test that did not record one. */
Lang store_test_lang(const StoreTest *t, Lang fallback);
/* Removes the test and everything stored of it (its events, games, moves,
 * searches and result) in one transaction (`kiryoku results --delete`),
 * keeping its number, name and start in deleted_tests: no later test gets
 * its number. Its files are the caller's to remove. */
int store_test_delete(Store *s, int64_t test_id);
/* The test's judge (StoreTest.judge, judge_failed, judge_trouble). */
int store_test_set_judge(Store *s, int64_t test_id, const char *judge, const char *failed, const char *trouble);
int store_test_get(Store *s, int64_t test_id, StoreTest *out);
/* The most recent unfinished test: 1 found, 0 none, -1 error. */
int store_test_unfinished(Store *s, StoreTest *out);

/* ---- Games ------------------------------------------------------------- */

typedef struct {
    int64_t id, test_id;
    int index;              /* 0 practice, 1..4 the test games, 5+ extra */
    char ai_kind[16];       /* "AI1", "AI2" */
    Color player_color;     /* the tested player's side */
    char start_sfen[128];
    int64_t main_ms, byoyomi_ms, increment_ms;
    char result[16];        /* "" in progress, "black", "white", "draw", "none" */
    char end_reason[32];    /* "mate", "resign", "time", "sennichite", ... */
    int plies;              /* moves stored */
    bool finished;
    /* The turn in progress when last saved (store_game_checkpoint): its ply
     * (plies + 1 while it is current) and the time spent on it so far. */
    int turn_ply;
    int64_t turn_spent_ms;
} StoreGame;

int64_t store_game_begin(Store *s, int64_t test_id, int index, const char *ai_kind, Color player_color,
                         const char *start_sfen, int64_t main_ms, int64_t byoyomi_ms,
                         int64_t increment_ms);
int store_game_end(Store *s, int64_t game_id, const char *result, const char *end_reason);
int store_game_get(Store *s, int64_t game_id, StoreGame *out);
/* The test's games in index order; *out is malloc'd (free it). Returns the
 * count, -1 on error. */
int store_games_of_test(Store *s, int64_t test_id, StoreGame **out);

typedef struct {
    int ply;                /* 1 = the first move of the game */
    char usi[8];
    int64_t spent_ms;       /* time the move took */
    int64_t clock_left_ms;  /* the mover's main time left after it (increment included) */
    bool in_book;           /* the AI played it from its opening book */
} StoreMove;

/* Appends a move in one durable transaction. ply must be the game's next
 * ply (plies + 1): a repeated or skipped ply is an error, so a retry after an
 * uncertain failure cannot duplicate a move. */
int store_add_move(Store *s, int64_t game_id, const StoreMove *m);
/* The game's moves in ply order; *out is malloc'd. Count, or -1. */
int store_moves(Store *s, int64_t game_id, StoreMove **out);

/* While a clock runs: the time spent so far on the turn that will be move
 * `ply`, saved about twice a second, so that a crash or a kill refunds less
 * than a second (the clock is restored with it charged). Also marks the
 * test as active now (StoreTest.updated). An unfinished game only. Move
 * times themselves (StoreMove.spent_ms) are kept to the millisecond. */
int store_game_checkpoint(Store *s, int64_t game_id, int ply, int64_t spent_ms);

/* The clocks as saved after the last stored move: main time left for each
 * side, and the side to move (from the start SFEN and the ply count). */
void store_clocks_after(const StoreGame *g, const StoreMove *moves, int n, int64_t left[COLOR_NB],
                        Color *to_move);
/* The time already spent on the turn after n moves when the program
 * stopped (store_game_checkpoint), 0 if none was saved. */
int64_t store_turn_spent(const StoreGame *g, int n);

/* ---- Results ----------------------------------------------------------- */

typedef struct {
    int64_t test_id;
    bool has_rating;        /* false: too few positions for a rating */
    int rating, lo, hi;     /* the estimate and its 90% interval */
    int bound;              /* -1: below the profile's range, rating = its low end;
                             * +1: above it, rating = its high end; 0: inside */
    int positions;          /* analysis positions (counted moves) it rests on */
    double mean_loss;       /* the mean loss the rating was read from, in
                             * loss_unit (negative: a cost) */
    /* What was counted (issue 35): every move out of the AI's book, or the
     * thesis's balanced positions (every older result); and the unit of
     * mean_loss, points of winning chance or centipawns (older: cp). */
    bool every_move, winprob;
    char report_txt[512], report_json[512], records_dir[512];
} StoreResult;

int store_result_save(Store *s, const StoreResult *r);
/* 1 found, 0 none, -1 error. */
int store_result_get(Store *s, int64_t test_id, StoreResult *out);
/* The result's files moved to dir (a renamed test's folder):
 * records_dir, report_txt and report_json point into it. */
int store_result_set_dir(Store *s, int64_t test_id, const char *dir);

/* Every test with its result (if any), oldest first, for `kiryoku results`. */
typedef struct {
    StoreTest test;
    bool has_result;
    StoreResult result;
    int games_finished;
} StoreListRow;
int store_list(Store *s, StoreListRow **out);

/* ---- Searches ------------------------------------------------------------ */

/* The analysis's searches of a test's positions, kept as they are made
 * (issue 34: each position is analysed while the game is played), so that
 * after the last move, after a crash or on resuming a test only the
 * positions not yet searched are left. A search is named by its game, the
 * position (after `ply` moves) and its kind, under a judge: the analyser's
 * fingerprint (analysis/analyzer.h analyze_fingerprint: engine, budget,
 * root_scores mode), so that a search made another way is never taken for
 * one of these. The store knows nothing of what the fields mean. */
typedef struct {
    int64_t game_id;
    int ply;                /* the position after this many moves */
    bool all;               /* the root_scores search, not the best-move one */
    int score;              /* best-move search: the score, the move, its line, the leaves */
    char best[8];
    char pv[48];
    uint64_t leaves, favourable;
    char *roots;            /* all: the root_scores cell (malloc'd when read) */
    int root_depth;
} StoreSearch;

/* The id of a judge (created when new), or -1. */
int64_t store_judge(Store *s, const char *fingerprint);
/* Keeps a search in one transaction (replacing one kept before). With
 * store_relax_sync on this connection a killed process loses none kept;
 * a power cut may lose the last few, which are searched again. */
int store_search_save(Store *s, int64_t judge, const StoreSearch *r);
/* Every search the judge made of the test's games; *out is malloc'd, free
 * it with store_searches_free. The count, or -1. */
int store_searches_of_test(Store *s, int64_t test_id, int64_t judge, StoreSearch **out);
void store_searches_free(StoreSearch *v, int n);

/* For a connection that writes only what can be made again (the
 * searches): commits are no longer synced one by one (synchronous=NORMAL,
 * still safe from a killed process in WAL mode), so a search costs no
 * fsync. A test's moves keep their own connection, synced at every commit. */
int store_relax_sync(Store *s);

/* May connections of their own be used on two threads at once? (SQLite
 * built thread-safe, as distributions build it.) */
bool store_thread_safe(void);

#endif
