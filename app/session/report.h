/* The test's report: the estimator run on the analysis table, written as
 * report.txt (also the result screen) and report.json beside the records. */
#ifndef KIRYOKU_SESSION_REPORT_H
#define KIRYOKU_SESSION_REPORT_H

#include <stddef.h>

#include "app/session/session.h"

/* Estimates from the table at `tsv`, writes DIR/report.txt and
 * DIR/report.json, and fills out. A test with too few positions still gets
 * a report (has_rating false). -1 with a message on failure. */
int session_report_write(const Session *s, const char *tsv, const char *dir, StoreResult *out, char *err,
                         size_t errlen);

/* The result screen: the report's text, malloc'd; NULL if it cannot be read. */
char *session_result_text(const Session *s, const StoreResult *r);

#endif
