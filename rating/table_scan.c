/* The second pass over a table's files (table_scan.h). */
#include "rating/table_scan.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/text.h"

enum { MAX_FIELDS = 64, MAX_ASKED = 16 };

/* The 0-based field of each name in the header row, -1 when absent. */
static void header(char **f, int n, const char *const *names, int count, int *col)
{
    for (int c = 0; c < count; c++) {
        col[c] = -1;
        for (int i = 0; i < n; i++)
            if (!strcmp(f[i], names[c]))
                col[c] = i;
    }
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

typedef struct {
    const Table *t;
    const char *const *names;
    int count;                 /* the asked names, then "game" and "ply" */
    int col[MAX_ASKED + 2];
    size_t hint;
} Scan;

/* One data line: finds its row and hands the asked cells to fn. */
static int scan_row(Scan *s, TableScanRow *r, char **f, int nf, TableScanFn fn, void *ctx, char *err,
                    size_t errlen)
{
    int game = s->col[s->count], ply = s->col[s->count + 1];
    if (game < 0 || ply < 0 || game >= nf || ply >= nf)
        return 0;
    r->row = find_row(s->t, f[game], atoi(f[ply]), &s->hint);
    if (r->row < 0)
        return 0;
    const char *cells[MAX_ASKED];
    for (int c = 0; c < s->count; c++)
        cells[c] = s->col[c] >= 0 && s->col[c] < nf ? f[s->col[c]] : NULL;
    r->cells = cells;
    return fn(ctx, r, err, errlen);
}

static int scan_source(Scan *s, const char *path, FILE *in, TableScanFn fn, void *ctx, char *err, size_t errlen)
{
    char *line = NULL, *f[MAX_FIELDS];
    size_t cap = 0;
    int have_header = 0, rc = 0, fields[MAX_ASKED];
    const char *none[MAX_ASKED] = { NULL };
    TableScanRow r = { .file = path, .fields = fields };
    while (rc == 0 && getline(&line, &cap, in) >= 0) {
        r.line++;
        char *text = r.line == 1 && !strncmp(line, "\xEF\xBB\xBF", 3) ? line + 3 : line; /* a BOM */
        if (text[0] == '#' || text[strspn(text, " \t\r\n")] == '\0')
            continue;
        text[strcspn(text, "\r\n")] = '\0';
        int nf = text_split_tabs(text, f, MAX_FIELDS);
        nf = nf > MAX_FIELDS ? MAX_FIELDS : nf; /* fields past MAX_FIELDS are not read, in the header as in rows */
        if (have_header) {
            rc = scan_row(s, &r, f, nf, fn, ctx, err, errlen);
            continue;
        }
        have_header = 1;
        header(f, nf, s->names, s->count, s->col);
        header(f, nf, (const char *const[]){ "game", "ply" }, 2, s->col + s->count);
        for (int c = 0; c < s->count; c++)
            fields[c] = s->col[c] + 1;
        r.row = -1;
        r.cells = none;
        rc = fn(ctx, &r, err, errlen);
    }
    free(line);
    return rc;
}

int table_scan(const Table *t, const char *const *names, int count, TableScanFn fn, void *ctx, char *err,
               size_t errlen)
{
    if (count > MAX_ASKED) {
        snprintf(err, errlen, "table_scan: more than %d columns asked for", MAX_ASKED);
        return -1;
    }
    for (size_t i = 0; i < t->source_count; i++) {
        const char *path = t->sources[i].name;
        if (!strcmp(path, "-"))
            continue;   /* standard input was read once already */
        FILE *in = fopen(path, "r");
        if (!in) {
            snprintf(err, errlen, "cannot reopen %s", path);
            return -1;
        }
        Scan s = { .t = t, .names = names, .count = count };
        int rc = scan_source(&s, path, in, fn, ctx, err, errlen);
        fclose(in);
        if (rc)
            return -1;
    }
    return 0;
}
