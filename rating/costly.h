/* The costliest moves: per game, the player's largest losses among the
 * positions the estimate counted (the report's "Your costliest moves"),
 * in the unit of the estimate's statistic: a move from +1500 to +800 costs
 * 700 cp but little winning chance, so counting every move (issue 35)
 * ranks by winning chances. */
#ifndef KIRYOKU_COSTLY_H
#define KIRYOKU_COSTLY_H

#include <stdbool.h>

#include "rating/estimate_stat.h"
#include "rating/table.h"

enum { COSTLY_PER_GAME = 3 };

/* A row's loss in s's unit (s NULL: centipawns), negative a cost. */
double costly_row_loss(const TableRow *r, const LossStat *s);

/* The least cost the report lists, in points of winning chance: it shows
 * them as whole percentages, and a move "from 100% to 100%" is no lesson.
 * A centipawn cost is shown whole too, so any counts there. */
#define COSTLY_MIN_WINPROB 1.0

/* Whether the row lost enough to be listed (in s's unit; see above), mates
 * aside: the report's test for a costly move, whoever chose it. */
bool costly_visible_loss(const TableRow *r, const LossStat *s);

/* Of the counted rows rows[0..n) (indexes into t->rows), those of game
 * `game` that lost something (costly_visible_loss; s NULL: centipawns),
 * largest loss first; equal losses in ply order. Moves with a mate score
 * are left out, and so are the judge's own best moves (the table's move
 * and best columns agree): a player who chose what the judge would have
 * chosen made no mistake by its lights, and a place among "your costliest
 * moves" would take a real mistake's. Writes at most k row indexes to out and returns how many. */
int costly_select(const Table *t, const LossStat *s, const int *rows, int n, int game, int k, int *out);

#endif
