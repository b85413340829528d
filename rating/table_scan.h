/* A second pass over the files a table was read from, for the optional
 * columns (rating/table_extra.h, rating/choice_set.h): table.c's reader
 * keeps only the eight required columns, so a reader of any other column
 * reads the files again and matches their rows to the table's by (game,
 * ply), which table_check_duplicates makes unique. Lines of any length
 * (a root_scores cell runs to thousands of characters). */
#ifndef KIRYOKU_TABLE_SCAN_H
#define KIRYOKU_TABLE_SCAN_H

#include <stddef.h>

#include "rating/table.h"

typedef struct {
    const char *file;          /* the source's path */
    int line;                  /* 1-based; the header row's for row -1 */
    int row;                   /* the row of t, or -1: the header row */
    const char *const *cells;  /* per asked column: the text, NULL when the
                                  file has no such column (or the row is
                                  short) */
    const int *fields;         /* per asked column: its 1-based field
                                  number, 0 when the file has none */
} TableScanRow;

/* Returns 0 to go on, or -1 with a message in err to stop the scan. */
typedef int (*TableScanFn)(void *ctx, const TableScanRow *r, char *err, size_t errlen);

/* Calls fn once per source at its header row (row -1: a reader may insist
 * on a column), then once per data row that matches a row of t, with the
 * cells of the columns names[0..count) (count <= 16). A source read from
 * standard input ("-") cannot be read again and is passed over. Returns 0,
 * or -1 with a message (a file that cannot be reopened, or fn's). */
int table_scan(const Table *t, const char *const *names, int count, TableScanFn fn, void *ctx, char *err,
               size_t errlen);

#endif
