/* The data folder of the commands that read a person's tests (`results`,
 * `report`): the one named with --data, else this machine's default. */
#ifndef KIRYOKU_APP_CMD_DATA_DIR_H
#define KIRYOKU_APP_CMD_DATA_DIR_H

#include <stdbool.h>
#include <stddef.h>

#include "app/store.h"
#include "ui/display.h"

/* The folder into dir: `given` (--data) when it is an existing folder, else
 * the default. A named folder that is missing or not a folder is said so,
 * in lang, after "kiryoku COMMAND: ": a mistyped --data read as "no tests
 * yet", or as a database error. 0 on success, else 1 (the exit status). */
int data_dir_find(const char *command, const char *given, Lang lang, char *dir, size_t len);

/* Does dir hold a store (kiryoku.db)? Reading commands check first, so that
 * asking an empty folder leaves no empty database behind. */
bool data_dir_has_store(const char *dir);

/* The records folder of test `id` in dir: the result's (r; NULL when the
 * test has none), else (an abandoned test, whose games were exported all
 * the same) dir/tests/ID-NAME when it exists; "" when there is none. */
void data_dir_test_folder(const char *dir, long long id, const StoreResult *r, char *buf, size_t n);

#endif
