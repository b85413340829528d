/* After the last game: every position of the test games searched at a fixed
 * depth by the bridge's analyser (METHOD.md §1: N+1 searches for N plies),
 * written as an analysis table v1 (analysis.tsv beside the records), then
 * the estimator's rating and the report (report.txt, report.json). */
#ifndef KIRYOKU_SESSION_ANALYSIS_H
#define KIRYOKU_SESSION_ANALYSIS_H

#include "app/session/session.h"

/* The SessionAnalyseFn cmd_test uses: analyses the finished test games with
 * cfg.analysis_engine at cfg.analysis_depth (0: the analyser's default),
 * estimates, writes the report, and fills out (rating, interval, positions,
 * paths). Shows progress on the display. Returns 0, or -1 with s->error. */
int session_analyse(Session *s, StoreResult *out, void *ctx);

#endif
