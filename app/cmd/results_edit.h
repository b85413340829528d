/* An organiser's corrections to the list of tests (`kiryoku results
 * --rename ID NAME`, `--delete ID`): a name typed wrong at the welcome
 * screen, a test taken by mistake (the staff trying the booth, a child at
 * the keys). Each works on the database, the test's records folder and
 * what is in it together, so `results`, the records and the reports keep
 * agreeing. A test that another kiryoku may be playing is refused. */
#ifndef KIRYOKU_APP_CMD_RESULTS_EDIT_H
#define KIRYOKU_APP_CMD_RESULTS_EDIT_H

#include <stdbool.h>

#include "base/lang.h"

/* Renames test id's player in the data folder dir: the database, the
 * records folder (tests/ID-NAME), the game records' names, the analysis
 * table's player column, and the reports written again as `kiryoku report
 * ID` writes them. Returns the exit status (0, 1, or 2 for an empty name). */
int results_rename(const char *dir, long long id, const char *name, Lang lang);

/* Deletes test id and its records folder, after asking on the terminal
 * (y), or at once with `yes`; with no terminal and no `yes`, nothing.
 * Returns the exit status (0 deleted or declined, 1 failed, 2 not asked). */
int results_delete(const char *dir, long long id, bool yes, Lang lang);

#endif
