/* The end of a test whose judge is another program (issue 34): when the
 * games went so fast that what the judge has left would take longer than
 * the built-in judge needs for the whole test (app/judge_pace.h), the
 * built-in judge rates the test. It is the fall-back of judge_check.h
 * with its own reason, JUDGE_TROUBLE_SLOW: the player is told, the store
 * keeps it, the result names the judge that rated, and the built-in judge
 * searches every position itself (a table never mixes judges). */
#ifndef KIRYOKU_SESSION_JUDGE_SLOW_H
#define KIRYOKU_SESSION_JUDGE_SLOW_H

#include <stddef.h>

#include "app/session/session.h"
#include "app/session/test_games.h"

/* After the last game, before its analysis, with the background analysis
 * stopped (prefetch.h: its measure of the judge's CPU is then whole).
 * 0: the test's judge goes on (the built-in one already, nothing left, or
 * it keeps up); 1: the built-in judge took over and note has the player's
 * words (MSG_JUDGE_FALLBACK_SLOW); -1: the store failed (s->error). */
int session_judge_slow(Session *s, const TestGames *t, char *note, size_t len);

#endif
