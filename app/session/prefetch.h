/* The analysis of a test's positions while its games are played (issue
 * 34), so that after the last move only what is not yet searched is left.
 * Each position is searched as soon as it is on the board, by one engine
 * at nice 10 (the AI's search, at normal priority, has one core; this
 * takes the other, and only what the AI leaves of it), exactly as the
 * final analysis would search it: the same options
 * (session_analysis_options), every position from a cleared engine. Each
 * search is kept in the store as it arrives (search_cache.h), so a crash
 * or a kill loses none, and a resumed test does not search a position
 * twice.
 *
 * Nothing depends on it: a position it has not searched (it was stopped,
 * failed, or the player moved faster than it searched) is searched at the
 * end with every core. It runs on a thread of the program, not in a child:
 * it writes the store, and an SQLite connection must not cross a fork. */
#ifndef KIRYOKU_SESSION_PREFETCH_H
#define KIRYOKU_SESSION_PREFETCH_H

#include <stdbool.h>
#include <stddef.h>

#include "app/session/session.h"
#include "analysis/analyzer.h"

/* The SessionExportFn cmd_test passes as cfg.prefetch, called as each test
 * game starts or resumes: analyses test s's positions in the background
 * from now until session_prefetch_cancel (already doing so: nothing; for
 * another test: that one's stops first). -1 with a message when it could
 * not start (the positions are then searched at the end). */
int session_prefetch_game(const Session *s, const StoreGame *g, char *err, size_t errlen);

/* Is the background analysis running? */
bool session_prefetch_running(void);

/* Stops it (the last game is over, or the test was left), at once: the
 * search under way is dropped, every one finished is kept. */
void session_prefetch_cancel(void);

/* Stops it as session_prefetch_cancel does, but hands over its engines,
 * idle, instead of ending them: the analysis after the last game borrows
 * them (AnalyzeOptions.engines), so that a USI judge is not started again
 * (gpsusi: ~4 CPU s, seconds of waiting) for the positions left, or for
 * its name alone in the table's header when none is left. They keep the
 * background's nice value. The caller ends them (analyze_engines_free);
 * NULL: none. */
AnalyzeEngines *session_prefetch_finish(void);

/* The analyser's options for a test's games, the same in the background
 * and at the end (analysis.c), so that a search kept from the background
 * is the one the end would make: the test's judge (judge_check.h: the
 * built-in one once it took over), with cfg's overrides of its engine and
 * depth unless the built-in judge took over, and with
 * cfg.analysis_root_scores, the root_scores column in the counted mode. */
AnalyzeOptions session_analysis_options(const Session *s);

/* The background analysis ended because the judge failed (judge_check.h:
 * session_judge_error): true once, with the analyser's message in err. */
bool session_prefetch_judge_failed(char *err, size_t len);

/* What the judge's searches kept in the background for test test_id cost
 * in this process: how many had their CPU measured (an external judge's:
 * bridge_cpu_ms) and that CPU in ms; 0 and 0 for another test or none.
 * The end of the test weighs what is left by it (app/judge_pace.h). */
void session_prefetch_cpu(int64_t test_id, int *searches, long long *cpu_ms);

/* How many engines the last background analysis started (after it
 * ended): one a test, however many moves (a test counts them). */
int session_prefetch_engines_started(void);

#endif
