/* The test's judge (app/judge.h) and what happens when it is another
 * program that is missing or dies (issue 34): the player is told in plain
 * words, the test goes on with the built-in judge (and the profile made
 * for it, which assets.h finds from the table's header), the store keeps
 * that with the test (StoreTest.judge_failed, judge_trouble), and the
 * result names the judge that rated it. Never a silent switch, and never
 * two judges in one table: the searches are kept under the fingerprint of
 * the judge that made them (search_cache.h), so the built-in judge
 * searches every position of the test itself. */
#ifndef KIRYOKU_SESSION_JUDGE_CHECK_H
#define KIRYOKU_SESSION_JUDGE_CHECK_H

#include <stdbool.h>
#include <stddef.h>

#include "app/session/session.h"

/* The id of the judge the test is rated by: the stored one (a test keeps
 * the judge it started with; a test from before judges were stored had
 * the built-in one), else the one asked for. Never NULL. */
const char *session_judge_id(const Session *s);

/* Has the built-in judge taken over from the test's own? */
bool session_judge_fell_back(const Session *s);

/* At the welcome screen of a new test, or when a test is resumed: a judge
 * that is another program is started once (its handshake, within the
 * usual timeouts) and ended. 0: it is there (or is the built-in one); 1:
 * it could not start, the built-in judge takes over, and note has the
 * player's words (MSG_JUDGE_FALLBACK_START); -1: the store failed
 * (s->error). A test that stands with the built-in judge already: 0. */
int session_judge_check(Session *s, char *note, size_t len);

/* The judge stopped during the test (an analysis failed with its error,
 * detail): the built-in judge takes over, and note has the player's words
 * (MSG_JUDGE_FALLBACK_DIED). 0, or -1 when the store failed (s->error). */
int session_judge_died(Session *s, const char *detail, char *note, size_t len);

/* The built-in judge takes over for trouble (app/judge.h JUDGE_TROUBLE_*):
 * what could not be used (the judge, or the engine --analysis-engine gave
 * for it) and why, kept with the test. 0, or -1 (s->error). */
int session_judge_fall_back(Session *s, const char *trouble);

/* Does this analysis error say that the judge's program is gone or
 * unusable (bridge_error_kind), rather than a stop or the store? */
bool session_judge_error(const char *err);

/* Between games and before the final analysis: when the background
 * analysis ended on the judge's failure (prefetch.h), the built-in judge
 * takes over and a page says so. 0 go on, 1 stopped at the page, -1 the
 * store failed (s->error). */
int session_judge_watch(Session *s);

/* Writes the test's judge to the store once the test has its row. */
int session_judge_store(Session *s);

#endif
