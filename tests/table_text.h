/* An analysis table read from a test's own text, as if from a file named
 * `name` (messages point there); the suites of the rating layer share it. */
#ifndef KIRYOKU_TESTS_TABLE_TEXT_H
#define KIRYOKU_TESTS_TABLE_TEXT_H

#include <stdio.h>
#include <string.h>

#include "rating/table.h"

/* t is initialised and holds the rows; the reader's status, its message
 * printed on a failure. */
static inline int table_from_text(Table *t, const char *text, const char *name)
{
    char err[512] = "cannot open the text as a stream";
    table_init(t);
    FILE *f = fmemopen((void *)text, strlen(text), "r");
    int rc = f ? table_read_stream(t, f, name, err, sizeof err) : -1;
    if (f)
        fclose(f);
    if (rc)
        fprintf(stderr, "  %s\n", err);
    return rc;
}

#endif
