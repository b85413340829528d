/* After the last game: every position of the test games searched at a fixed
 * depth (METHOD.md §1: N+1 searches for N plies), written as an analysis
 * table v1 (analysis.tsv beside the records), then the estimator's rating
 * and the report (report.txt, report.json). */
#ifndef KIRYOKU_SESSION_ANALYSIS_H
#define KIRYOKU_SESSION_ANALYSIS_H

#include <stdio.h>

#include "app/session.h"

/* The default fixed depth of the analysis. */
enum { SESSION_ANALYSIS_DEPTH = 6 };

/* The default SessionAnalyseFn: analyses the finished test games with
 * cfg.analysis_engine at cfg.analysis_depth, estimates, writes the report,
 * and fills out (rating, interval, positions, paths). Shows progress on the
 * display. Returns 0, or -1 with s->error set. */
int session_analyse(Session *s, StoreResult *out, void *ctx);

/* Writes the analysis table of the test's finished games (index >= 1)
 * to f, searching with an open bridge spec. Progress goes to the display. */
int session_write_table(Session *s, FILE *f, char *err, size_t errlen);

#endif
