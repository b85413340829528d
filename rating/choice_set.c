/* Reading the move-choice data of a table (choice_set.h). */
#include "rating/choice_set.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rating/root_scores.h"
#include "rating/table_extra.h"
#include "rating/table_scan.h"
#include "rating/text.h"

enum { COL_MOVE, COL_ROOTS, COL_DEPTH, COL_N };

typedef struct {
    ChoiceSet *cs;
    size_t *offset;        /* per row: where its x values start in the pool */
    size_t used, cap;
    Lang lang;
    RootScore entries[ROOT_SCORES_MAX];
} Reader;

/* A score as one number, mates beyond every centipawn score; in points
 * of winning chance when the scale says so. */
static double score_value(const Score *s, const ChoiceScale *scale)
{
    double cp = !s->is_mate ? s->value : s->value > 0 ? CHOICE_MATE_CP - s->value : -CHOICE_MATE_CP - s->value;
    return scale->winprob ? choice_winprob_points(cp) : cp;
}

static int need_columns(const TableScanRow *r, Lang lang, char *err, size_t errlen)
{
    if (!r->fields[COL_ROOTS])
        return snprintf(err, errlen, rating_text(lang, RT_ERR_CHOICE_NO_ROOTS), r->file, TABLE_COL_ROOT_SCORES), -1;
    if (!r->fields[COL_MOVE])
        return snprintf(err, errlen, rating_text(lang, RT_ERR_CHOICE_NO_MOVE), r->file, TABLE_COL_MOVE), -1;
    return 0;
}

/* Appends one position's x values to the pool; -1 when out of memory. */
static int keep(Reader *rd, int row, int n, int played)
{
    if (rd->used + (size_t)n > rd->cap) {
        size_t cap = (rd->cap + (size_t)n) * 2;
        double *grown = realloc(rd->cs->pool, cap * sizeof *grown);
        if (!grown)
            return -1;
        rd->cs->pool = grown;
        rd->cap = cap;
    }
    /* Each move's value once (in points it costs an exp), then its delta. */
    const ChoiceScale *sc = rd->cs->scale;
    double *x = rd->cs->pool + rd->used, best = -INFINITY;
    for (int i = 0; i < n; i++) {
        x[i] = score_value(&rd->entries[i].score, sc);
        if (x[i] > best)
            best = x[i];
    }
    for (int i = 0; i < n; i++)
        x[i] = choice_cost_in(best - x[i], rd->cs->c, sc);
    rd->offset[row] = rd->used;
    rd->cs->pos[row] = (ChoicePosition){ NULL, n, played };
    rd->used += (size_t)n;
    return 0;
}

static int read_row(void *ctx, const TableScanRow *r, char *err, size_t errlen)
{
    Reader *rd = ctx;
    if (r->row < 0)
        return need_columns(r, rd->lang, err, errlen);
    const char *cell = r->cells[COL_ROOTS], *move = r->cells[COL_MOVE];
    if (r->cells[COL_DEPTH] && *r->cells[COL_DEPTH])
        rd->cs->depth[r->row] = atoi(r->cells[COL_DEPTH]);
    char msg[300];
    int n = root_scores_parse(cell ? cell : "", rd->entries, ROOT_SCORES_MAX, msg, sizeof msg);
    if (n < 0)
        return snprintf(err, errlen, "%s:%d: column %d (%s): %s", r->file, r->line, r->fields[COL_ROOTS],
                        TABLE_COL_ROOT_SCORES, msg), -1;
    int played = move ? root_scores_find(rd->entries, n, move) : -1;
    if (played < 0)
        return 0;  /* no data: left out, and counted by the estimate */
    if (keep(rd, r->row, n, played) < 0)
        return snprintf(err, errlen, "%s", rating_text(rd->lang, RT_ERR_OUT_OF_MEMORY)), -1;
    return 0;
}

static int no_stdin(const Table *t, Lang lang, char *err, size_t errlen)
{
    for (size_t i = 0; i < t->source_count; i++)
        if (!strcmp(t->sources[i].name, "-"))
            return snprintf(err, errlen, rating_text(lang, RT_ERR_CHOICE_STDIN), TABLE_COL_ROOT_SCORES), -1;
    return 0;
}

int choice_set_read(ChoiceSet *cs, const Table *t, double c, const ChoiceScale *scale, Lang lang, char *err,
                    size_t errlen)
{
    memset(cs, 0, sizeof *cs);
    cs->c = c;
    cs->scale = scale;
    cs->row_count = t->row_count;
    if (no_stdin(t, lang, err, errlen))
        return -1;
    Reader *rd = calloc(1, sizeof *rd);
    cs->pos = calloc(t->row_count + 1, sizeof *cs->pos);
    cs->depth = malloc((t->row_count + 1) * sizeof *cs->depth);
    size_t *offset = calloc(t->row_count + 1, sizeof *offset);
    if (!rd || !cs->pos || !cs->depth || !offset) {
        free(rd);
        free(offset);
        choice_set_free(cs);
        return snprintf(err, errlen, "%s", rating_text(lang, RT_ERR_OUT_OF_MEMORY)), -1;
    }
    rd->cs = cs;
    rd->offset = offset;
    rd->lang = lang;
    for (size_t i = 0; i <= t->row_count; i++)
        cs->depth[i] = -1;
    static const char *const names[COL_N] = { TABLE_COL_MOVE, TABLE_COL_ROOT_SCORES, TABLE_COL_ROOT_DEPTH };
    int rc = table_scan(t, names, COL_N, read_row, rd, err, errlen);
    /* The pool moved as it grew: the pointers are set once it is whole. */
    for (size_t i = 0; rc == 0 && i < t->row_count; i++)
        if (cs->pos[i].count > 0)
            cs->pos[i].x = cs->pool + offset[i];
    free(rd);
    free(offset);
    if (rc)
        choice_set_free(cs);
    return rc;
}

void choice_set_free(ChoiceSet *cs)
{
    free(cs->pos);
    free(cs->pool);
    free(cs->depth);
    cs->pos = NULL;
    cs->pool = NULL;
    cs->depth = NULL;
}

int choice_set_gather(const ChoiceSet *cs, const int *rows, int n, ChoicePosition *out)
{
    int k = 0;
    for (int i = 0; i < n; i++)
        if (rows[i] >= 0 && (size_t)rows[i] < cs->row_count && cs->pos[rows[i]].count > 0)
            out[k++] = cs->pos[rows[i]];
    return k;
}
