/* The placement test's report: the estimator run on the analysis table,
 * shown to the player as the result screen (in the test's language, laid
 * out for the terminal: result_text.h) and written as report.txt (that
 * screen, then the notes for whoever runs the test), report.json and
 * report.html beside the records.
 *
 * It takes what it needs of a test as a ReportSource, not as a Session:
 * the session calls the report, never the reverse, and `kiryoku report`
 * rewrites a finished test's report from the store with no session at
 * all. */
#ifndef KIRYOKU_REPORT_TEST_REPORT_H
#define KIRYOKU_REPORT_TEST_REPORT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "app/store.h"
#include "base/lang.h"

/* The test a report is about. Pointers need only be valid during the call. */
typedef struct {
    int64_t test_id;
    const char *player;      /* the name the test was stored under */
    const char *started;     /* when it started, UTC, as the store has it */
    int64_t main_ms;         /* the test games' main time */
    const char *profile;     /* rating profile (profile_load spec); NULL: the shipped one when
                              * the analysis fits it, else the thesis line */
    Lang lang;               /* the language of everything the player reads */
    Store *store;            /* where the test's games are */
    /* A booth's visitor: the result screen names no file of the machine
     * (the operator finds them in `kiryoku results` and report.txt) and no
     * command or further game the booth does not offer. */
    bool booth;
    /* The judge that could not be used and why (StoreTest.judge_failed,
     * judge_trouble; NULL or "": none): the result then says that the
     * built-in judge rated it. */
    const char *judge_failed, *judge_trouble;
} ReportSource;

/* One line of report.txt's part for the organiser, in lang: English as it
 * is, one line as it always was; Japanese wrapped to fit 80 columns, since
 * a judge's name or a table's path may run it long. */
void report_organiser_line(FILE *f, Lang lang, const char *text);

/* Estimates from the table at `tsv`, writes DIR/report.txt,
 * DIR/report.json and DIR/report.html, and fills out. A test with too few
 * positions still gets a report (has_rating false). -1 with a message on
 * failure. */
int report_write(const ReportSource *src, const char *tsv, const char *dir, StoreResult *out, char *err,
                 size_t errlen);

/* The result screen, malloc'd, for the terminal's size (read from standard
 * output; 80x24 when it is not a terminal): from the analysis table in the
 * result's records folder, or (when that is gone) from the stored figures.
 * NULL when out of memory. */
char *report_result_page(const ReportSource *src, const StoreResult *r);

/* The same for a body of at most `rows` lines of `cols` columns. */
char *report_result_page_sized(const ReportSource *src, const StoreResult *r, int rows, int cols);

#endif
