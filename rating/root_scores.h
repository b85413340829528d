/* The analysis table's root_scores cell (issue 19): for the position before
 * a row's move, every legal move with its score from the mover's side,
 * comma-separated "move:score" entries, best first as kiryoku writes them
 * (analysis/roots.h writes it):
 *
 *     7g7f:+35,2g2f:+20,P*5e:-140,8h2b+:mate-3
 *
 * A move is USI ("7g7f", "2d2c+", "P*5e"); a score is centipawns with an
 * optional sign, or "mate+N" / "mate-N" exactly as eval_before
 * (rating/table.h). An empty cell has no entries. Anything else is
 * rejected with a message naming the entry and what is wrong with it: a
 * table that says a move scored what it did not would bend the estimate
 * silently. */
#ifndef KIRYOKU_ROOT_SCORES_H
#define KIRYOKU_ROOT_SCORES_H

#include <stddef.h>

#include "rating/table.h"

/* More legal moves than any shogi position has (the most known is 593). */
#define ROOT_SCORES_MAX 600

typedef struct {
    char move[8];
    Score score;
} RootScore;

/* Parses a cell into out[0..max). Returns the number of entries (0 for an
 * empty cell), or -1 with a message in err: an empty entry, no ':', a move
 * that is not USI, a score that is not one, a move listed twice, more than
 * max entries. */
int root_scores_parse(const char *cell, RootScore *out, int max, char *err, size_t errlen);

/* The index of `move` among entries[0..n), or -1. */
int root_scores_find(const RootScore *entries, int n, const char *move);

/* 1 when s is a USI move by its spelling alone ("7g7f", "2d2c+", "P*5e"). */
int root_scores_is_usi_move(const char *s);

#endif
