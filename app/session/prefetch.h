/* Analysis of finished test games in the background, so that after the
 * last game only that game is left to analyse (issue 7: last move to result
 * within 30 s). Each finished game is searched by a child process (one
 * engine, nice 10: it takes only the CPU the player's thinking leaves idle)
 * into DIR/analysis-gameN.tsv, exactly as the final analysis would search
 * it: every position from a cleared engine at the same depth, so a game's
 * rows do not depend on when or beside what it was analysed.
 *
 * Nothing depends on a background run succeeding: a game whose table is
 * missing (the child failed, was cancelled, or the program was killed) is
 * analysed with the rest at the end. A child dies with the program. */
#ifndef KIRYOKU_SESSION_PREFETCH_H
#define KIRYOKU_SESSION_PREFETCH_H

#include <stdbool.h>
#include <stddef.h>

#include "app/session/session.h"
#include "analysis/analyzer.h"

/* The SessionExportFn cmd_test passes as cfg.prefetch: starts the
 * background analysis of finished test game g. -1 with a message when it
 * could not start (the game is then analysed at the end). */
int session_prefetch_game(const Session *s, const StoreGame *g, char *err, size_t errlen);

/* Is a background analysis still running? Reaps the finished ones. */
bool session_prefetch_running(void);

/* Stops every background analysis (the test was left or is over). */
void session_prefetch_cancel(void);

/* The analyser's options for one test game, the same in the background
 * and at the end (analysis.c), so that a background table is the one the
 * end would write: cfg's engine and depth and, with
 * cfg.analysis_root_scores, the root_scores column in the counted mode. */
AnalyzeOptions session_analysis_options(const SessionConfig *cfg);

/* The finished table of game `index` in dir, made with the engine, budget
 * and root_scores mode of `want`: 1 with its path in buf, else 0. */
int session_prefetch_table(const char *dir, int index, const AnalyzeOptions *want, char *buf, size_t len);

#endif
