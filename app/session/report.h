/* The test's result: the estimator run on the analysis table, shown to the
 * player as the result screen (in the test's language, laid out for the
 * terminal) and written as report.txt (that screen, then the notes for
 * whoever runs the test) and report.json beside the records. */
#ifndef KIRYOKU_SESSION_REPORT_H
#define KIRYOKU_SESSION_REPORT_H

#include <stddef.h>

#include "app/session/session.h"

/* Estimates from the table at `tsv`, writes DIR/report.txt and
 * DIR/report.json, and fills out. A test with too few positions still gets
 * a report (has_rating false). -1 with a message on failure. */
int session_report_write(const Session *s, const char *tsv, const char *dir, StoreResult *out, char *err,
                         size_t errlen);

/* The result screen, malloc'd, for the terminal's size (read from standard
 * output; 80x24 when it is not a terminal): from the analysis table in the
 * result's records folder, or (when that is gone) from the stored figures.
 * NULL when out of memory. */
char *session_result_text(const Session *s, const StoreResult *r);

/* The same for a body of at most `rows` lines of `cols` columns. */
char *session_result_text_sized(const Session *s, const StoreResult *r, int rows, int cols);

#endif
