/* The costliest moves: per game, the player's largest losses among the
 * positions the estimate counted (the report's "Your costliest moves"). */
#ifndef KIRYOKU_COSTLY_H
#define KIRYOKU_COSTLY_H

#include "rating/table.h"

enum { COSTLY_PER_GAME = 3 };

/* Of the counted rows rows[0..n) (indexes into t->rows), those of game
 * `game` that lost something (loss < 0), largest loss first; equal losses
 * in ply order. Writes at most k row indexes to out and returns how many. */
int costly_select(const Table *t, const int *rows, int n, int game, int k, int *out);

#endif
