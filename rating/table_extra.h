/* The analysis table's optional columns (table v1 allows extra columns and
 * its reader ignores them; this reads the ones kiryoku writes). All of them
 * describe the position before the row's move, from the mover's side:
 *
 *   move        the move played (USI), so a game can be replayed from the
 *               table alone
 *   best        the engine's best move there (USI)
 *   pv          its line, a few plies of USI moves separated by spaces
 *   leaf_share  the share of the search's leaf evaluations that favour the
 *               mover, 0..1 (seed 003's leaf ratio)
 *   leaves      how many leaf evaluations that share is of
 *   root_scores every legal move with its score, "7g7f:+35,2g2f:+20,..."
 *               (`kiryoku analyze --root-scores`; rating/root_scores.h
 *               parses a cell, rating/choice_set.h reads the column)
 *   root_depth  the depth those scores come from (the search that made them
 *               may stop short of the table's depth at its node cap)
 *               Both are empty on the rows `analyze --root-scores-counted`
 *               did not search: moves the estimate's default filters drop.
 *
 * A reader that knows none of them still reads the table; a table without
 * them still gives a report, without those parts. */
#ifndef KIRYOKU_TABLE_EXTRA_H
#define KIRYOKU_TABLE_EXTRA_H

#include <stddef.h>

#include "rating/table.h"

typedef struct {
    char move[8], best[8];
    char pv[64];
    double leaf_share;   /* < 0 when absent */
    long long leaves;    /* 0 when absent */
} TableExtra;

/* One entry per row of t, in the order of t->rows; filled from the same
 * files t was read from (t->sources). Rows of a file without a column keep
 * that field empty. Returns a malloc'd array (t->row_count entries), or
 * NULL with a message. */
TableExtra *table_extra_read(const Table *t, char *err, size_t errlen);

/* The column names, for writers. */
#define TABLE_COL_MOVE "move"
#define TABLE_COL_BEST "best"
#define TABLE_COL_PV "pv"
#define TABLE_COL_LEAF_SHARE "leaf_share"
#define TABLE_COL_LEAVES "leaves"
#define TABLE_COL_ROOT_SCORES "root_scores"
#define TABLE_COL_ROOT_DEPTH "root_depth"

#endif
