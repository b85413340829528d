/* The move-choice data of a table (choice.h): for each row, the choices of
 * the position before its move, read from the root_scores column (the
 * cells: root_scores.h) and the move column (which root move was played).
 *
 * A table without a root_scores column is an error naming it and saying
 * to analyse with `kiryoku analyze --root-scores`; so is one without a move
 * column, or read from standard input (the column is read by a second pass
 * over the file, table_scan.h). A malformed cell is an error naming the
 * file, line and column. A row whose cell is empty, or does not list the
 * move played, has no data (count 0): the estimate leaves it out and says
 * how many, of its counted moves only (so the empty cells `analyze
 * --root-scores-counted` leaves on moves no default filter counts pass
 * silently). The root_depth column, when the table has it, says at which
 * depth the root scores were found (analysis/roots.h). */
#ifndef KIRYOKU_CHOICE_SET_H
#define KIRYOKU_CHOICE_SET_H

#include <stddef.h>

#include "base/lang.h"
#include "rating/choice.h"
#include "rating/table.h"

typedef struct {
    ChoicePosition *pos;   /* one per row of the table */
    int *depth;            /* per row: the root_depth column, -1 unknown */
    size_t row_count;
    double *pool;          /* the x values of every position */
    double c;
    const ChoiceScale *scale; /* the deltas' unit (choice.h) */
} ChoiceSet;

/* Reads t's root scores with the shape c, deltas in the scale's unit.
 * Returns 0, or -1 with a message in lang (nothing to free then). */
int choice_set_read(ChoiceSet *cs, const Table *t, double c, const ChoiceScale *scale, Lang lang, char *err,
                    size_t errlen);

void choice_set_free(ChoiceSet *cs);

/* The positions of rows[0..n) that have data, in order, into out (room
 * for n); returns how many. */
int choice_set_gather(const ChoiceSet *cs, const int *rows, int n, ChoicePosition *out);

#endif
