/* The optional columns (see table_extra.h), read by a second pass over the
 * table's files (table_scan.h), which keeps table.c's reader as it is. */
#include "rating/table_extra.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rating/table_scan.h"

enum { COL_MOVE, COL_BEST, COL_PV, COL_SHARE, COL_LEAVES, COL_N };

static const char *const names[COL_N] = { TABLE_COL_MOVE, TABLE_COL_BEST, TABLE_COL_PV, TABLE_COL_LEAF_SHARE,
                                          TABLE_COL_LEAVES };

static void copy(char *dst, size_t n, const char *cell)
{
    if (cell)
        snprintf(dst, n, "%s", cell);
}

static int fill(void *ctx, const TableScanRow *r, char *err, size_t errlen)
{
    (void)err;
    (void)errlen;
    if (r->row < 0)
        return 0;
    TableExtra *x = (TableExtra *)ctx + r->row;
    const char *const *c = r->cells;
    copy(x->move, sizeof x->move, c[COL_MOVE]);
    copy(x->best, sizeof x->best, c[COL_BEST]);
    copy(x->pv, sizeof x->pv, c[COL_PV]);
    if (c[COL_SHARE] && *c[COL_SHARE]) {
        char *end;
        double v = strtod(c[COL_SHARE], &end);
        if (!*end && v >= 0 && v <= 1)
            x->leaf_share = v;
    }
    if (c[COL_LEAVES])
        x->leaves = strtoll(c[COL_LEAVES], NULL, 10);
    return 0;
}

TableExtra *table_extra_read(const Table *t, char *err, size_t errlen)
{
    TableExtra *out = calloc(t->row_count + 1, sizeof *out);
    if (!out) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    for (size_t i = 0; i < t->row_count; i++)
        out[i].leaf_share = -1;
    if (table_scan(t, names, COL_N, fill, out, err, errlen) < 0) {
        free(out);
        return NULL;
    }
    return out;
}
