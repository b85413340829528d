/* libFuzzer harness for the analysis table reader (rating/table.h) and the
 * root_scores cell (rating/root_scores.h, issue 19): any input either
 * fails with a message or reads; and every field of every line, taken as a
 * root_scores cell, either fails with a message or gives entries whose
 * canonical spelling parses back to the same entries; and a row's mark of
 * the judge's own best move (the optional move and best columns) is one of
 * its three values. tests/fuzz/run.sh
 * links only base/ and shogi/ into a harness, so the rating/ files it needs
 * (which include only base/) are compiled in here. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rating/root_scores.c"
#include "rating/table.c"

static RootScore first[ROOT_SCORES_MAX], again[ROOT_SCORES_MAX];

/* The spelling kiryoku writes: a signed centipawn score or mate+N/mate-N. */
static void canonical(const RootScore *e, int n, char *buf, size_t len)
{
    size_t used = 0;
    buf[0] = 0;
    for (int i = 0; i < n && used < len; i++) {
        const Score *s = &e[i].score;
        used += (size_t)snprintf(buf + used, len - used, "%s%s:%s%+d", i ? "," : "", e[i].move,
                                 s->is_mate ? "mate" : "", s->value);
    }
}

static void check_cell(const char *cell)
{
    static char text[ROOT_SCORES_MAX * 32];
    char err[300] = "";
    int n = root_scores_parse(cell, first, ROOT_SCORES_MAX, err, sizeof err);
    if (n < 0) {
        if (!err[0])
            abort(); /* every failure must say why */
        return;
    }
    canonical(first, n, text, sizeof text);
    if (root_scores_parse(text, again, ROOT_SCORES_MAX, err, sizeof err) != n)
        abort();
    for (int i = 0; i < n; i++)
        if (strcmp(first[i].move, again[i].move) || first[i].score.is_mate != again[i].score.is_mate ||
            first[i].score.value != again[i].score.value || !root_scores_is_usi_move(first[i].move))
            abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 1 << 16)
        return 0;
    char *text = malloc(size + 1), err[512] = "";
    if (!text)
        return 0;
    memcpy(text, data, size);
    text[size] = 0;
    Table t;
    table_init(&t);
    FILE *f = fmemopen(text, size, "r");
    if (f) {
        if (table_read_stream(&t, f, "fuzz.tsv", err, sizeof err) && !err[0])
            abort();
        fclose(f);
        /* The optional move and best columns only ever mark a row as best,
         * not best, or unknown (--best-free reads nothing else). */
        for (size_t i = 0; i < t.row_count; i++)
            if (t.rows[i].played_best < -1 || t.rows[i].played_best > 1)
                abort();
    }
    table_free(&t);
    /* Each field of each line as a cell (the NUL of a binary input ends
     * the text early, as it would for the reader's fields). */
    for (char *line = text, *next; line; line = next) {
        next = strchr(line, '\n');
        if (next)
            *next++ = 0;
        for (char *field = line, *tab; field; field = tab) {
            tab = strchr(field, '\t');
            if (tab)
                *tab++ = 0;
            check_cell(field);
        }
    }
    free(text);
    return 0;
}
