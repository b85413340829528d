/* Finding the test a previous run left unfinished, and asking whether to
 * go on with it. The question names whose test it is, where it stopped
 * (which game, how many moves) and when, and says what "no" does: the test
 * is closed as abandoned (abandon.h), its games kept as records.
 *
 * Without a question: a test stopped before its first game (legacy stores:
 * a test written at the welcome screen) holds nothing to resume and is
 * closed; in kiosk mode a test untouched for longer than the idle time
 * belongs to a visitor long gone and is closed too, so the next visitor
 * never inherits it. The test a person just chose to go on with on the
 * page of a test that could not go on (s->resume_unasked) is resumed
 * without asking again. */
#ifndef KIRYOKU_SESSION_RESUME_H
#define KIRYOKU_SESSION_RESUME_H

#include <stddef.h>

#include "app/session/session.h"

/* 1 resumed (s->test, s->state, s->game_index and the clocks set), 0 start
 * anew, 2 the player left at the question, -1 failure (s->error). */
int session_offer_resume(Session *s);

/* Where test t stands, for a person: "game 2 of 4, 12 moves played". */
void session_resume_where(Session *s, const StoreTest *t, char *buf, size_t len);

/* A stored UTC time ("2026-11-25 22:40:00") as local time ("2026-11-26
 * 07:40"); the text as stored when it cannot be read. */
void session_local_time(const char *utc, char *buf, size_t len);

#endif
