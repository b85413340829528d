/* The estimate's part for --stat choice (estimate.h, choice.h): the root
 * scores of the tables and which counted moves they cover. */
#ifndef KIRYOKU_ESTIMATE_CHOICE_H
#define KIRYOKU_ESTIMATE_CHOICE_H

#include <stddef.h>

#include "rating/choice_set.h"
#include "rating/estimate.h"

/* Reads t's root scores into cs, keeps in e->rows only the counted moves
 * whose position lists the move played (e->positions becomes their count,
 * e->choice_left_out the others'), and fits s over them into e->choice.
 * Returns 0, or -1 with a message: another unit than cp, a table without
 * the column (named, with what to do), a malformed cell, or no counted
 * move with root scores. cs is to be freed with choice_set_free on 0. */
int estimate_choice_prepare(const Table *t, const EstimateOptions *o, Estimate *e, ChoiceSet *cs, char *err,
                            size_t errlen);

#endif
