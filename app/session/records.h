/* Where a test's files go, and each finished game exported as KIF (UTF-8
 * .kifu) and CSA with per-move times, beside the test's report:
 *   DATA/tests/ID-NAME/game1.kifu, game1.csa, ..., analysis.tsv,
 *   report.txt, report.json */
#ifndef KIRYOKU_SESSION_RECORDS_H
#define KIRYOKU_SESSION_RECORDS_H

#include <stddef.h>

#include "app/session/session.h"

/* The test's directory (created if missing). -1 with a message on failure. */
int session_test_dir(const Session *s, char *buf, size_t len, char *err, size_t errlen);
/* Its path alone, DATA/tests/ID-NAME from s->test's id and player; -1
 * with a message when it does not fit. */
int session_test_dir_path(const Session *s, char *buf, size_t len, char *err, size_t errlen);

/* Writes gameN.kifu and gameN.csa (practice: practice.kifu/.csa) from the
 * store. -1 with a message naming the file on failure. */
int session_export_game(const Session *s, const StoreGame *g, char *err, size_t errlen);

/* The game as a record built from the store: names, time control, each
 * move's time, the AI marker and book comments (shogi/game_facts.h)
 * and the ending. NULL with a message on failure; record_free() it. */
struct GameRecord;
struct GameRecord *session_game_record(const Session *s, const StoreGame *g, char *err, size_t errlen);

/* The file name stem of a game: "game3" or "practice". */
void session_game_stem(const StoreGame *g, char *buf, size_t len);

#endif
