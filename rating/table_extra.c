/* The optional columns (see table_extra.h). The rows are matched to t's by
 * (game, ply), which table_check_duplicates makes unique; a second pass
 * over the files keeps table.c's reader as it is. */
#include "rating/table_extra.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { COL_GAME, COL_PLY, COL_MOVE, COL_BEST, COL_PV, COL_SHARE, COL_LEAVES, COL_N };

static const char *const names[COL_N] = { "game", "ply", TABLE_COL_MOVE, TABLE_COL_BEST, TABLE_COL_PV,
                                          TABLE_COL_LEAF_SHARE, TABLE_COL_LEAVES };

static int split(char *line, char **f, int max)
{
    int n = 0;
    line[strcspn(line, "\r\n")] = '\0';
    f[n++] = line;
    for (char *p = line; *p && n < max; p++)
        if (*p == '\t') {
            *p = '\0';
            f[n++] = p + 1;
        }
    return n;
}

static void header(char **f, int n, int *col)
{
    for (int c = 0; c < COL_N; c++)
        col[c] = -1;
    for (int i = 0; i < n; i++)
        for (int c = 0; c < COL_N; c++)
            if (!strcmp(f[i], names[c]))
                col[c] = i;
}

/* The row of t with this game and ply, or -1 (a linear probe from a hint:
 * rows come in file order, so the next row is almost always the one). */
static int find_row(const Table *t, const char *game, int ply, size_t *hint)
{
    for (size_t k = 0; k < t->row_count; k++) {
        size_t i = (*hint + k) % t->row_count;
        const TableRow *r = &t->rows[i];
        if (r->ply == ply && !strcmp(t->games[r->game], game)) {
            *hint = i + 1;
            return (int)i;
        }
    }
    return -1;
}

static void copy(char *dst, size_t n, char **f, int nf, int col)
{
    if (col >= 0 && col < nf)
        snprintf(dst, n, "%s", f[col]);
}

static void fill(TableExtra *x, char **f, int nf, const int *col)
{
    copy(x->move, sizeof x->move, f, nf, col[COL_MOVE]);
    copy(x->best, sizeof x->best, f, nf, col[COL_BEST]);
    copy(x->pv, sizeof x->pv, f, nf, col[COL_PV]);
    if (col[COL_SHARE] >= 0 && col[COL_SHARE] < nf && *f[col[COL_SHARE]]) {
        char *end;
        double v = strtod(f[col[COL_SHARE]], &end);
        if (!*end && v >= 0 && v <= 1)
            x->leaf_share = v;
    }
    if (col[COL_LEAVES] >= 0 && col[COL_LEAVES] < nf)
        x->leaves = strtoll(f[col[COL_LEAVES]], NULL, 10);
}

static int read_source(const Table *t, const char *path, TableExtra *out, char *err, size_t errlen)
{
    FILE *in = strcmp(path, "-") ? fopen(path, "r") : NULL;
    if (!in) {
        /* Standard input was read once already: nothing more to learn. */
        if (!strcmp(path, "-"))
            return 0;
        snprintf(err, errlen, "cannot reopen %s", path);
        return -1;
    }
    char line[4096], *f[64];
    int col[COL_N], have_header = 0;
    size_t hint = 0;
    while (fgets(line, sizeof line, in)) {
        if (line[0] == '#' || line[strspn(line, " \t\r\n")] == '\0')
            continue;
        int nf = split(line, f, 64);
        if (!have_header) {
            header(f, nf, col);
            have_header = 1;
            continue;
        }
        if (col[COL_GAME] < 0 || col[COL_PLY] < 0 || col[COL_GAME] >= nf || col[COL_PLY] >= nf)
            continue;
        int r = find_row(t, f[col[COL_GAME]], atoi(f[col[COL_PLY]]), &hint);
        if (r >= 0)
            fill(&out[r], f, nf, col);
    }
    fclose(in);
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
    for (size_t s = 0; s < t->source_count; s++)
        if (read_source(t, t->sources[s].name, out, err, errlen) < 0) {
            free(out);
            return NULL;
        }
    return out;
}
