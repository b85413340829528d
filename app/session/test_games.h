/* A test's games as the analyser takes them (analysis/analyzer.h): the
 * test games (index 1 and up, not the practice game) in order, each a
 * record built from the store, named "gameN" in the table. The background
 * analysis (prefetch.h) takes them as they stand, the one after the last
 * game (analysis.h) the finished ones. */
#ifndef KIRYOKU_SESSION_TEST_GAMES_H
#define KIRYOKU_SESSION_TEST_GAMES_H

#include <stdbool.h>
#include <stddef.h>

#include "analysis/analyzer.h"
#include "app/session/session.h"

typedef struct {
    StoreGame *games;          /* n of them, in index order */
    int n;
    AnalyzeGame ag[SESSION_MAX_GAMES]; /* the same games as records */
    char ids[SESSION_MAX_GAMES][16];
} TestGames;

/* Fills out (zeroed first) from s's store; finished_only: the finished
 * games alone. 0, or -1 with a message in the session's language
 * (free out either way). */
int test_games_load(const Session *s, bool finished_only, TestGames *out, char *err, size_t errlen);
void test_games_free(TestGames *t);

/* Their positions: plies + 1 a game. */
int test_games_positions(const TestGames *t);

#endif
