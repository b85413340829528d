/* The statistic of a set of counted rows, whichever statistic it is: a
 * summary of the rows' losses (estimate_stat.h) or the move-choice
 * likelihood's fitted s (choice.h), which needs every legal move's score
 * and so the table's root scores besides the rows. The point estimate, the
 * per-game figures and the bootstrap's replicates all go through here, so
 * each statistic is computed one way. */
#ifndef KIRYOKU_STAT_ROWS_H
#define KIRYOKU_STAT_ROWS_H

#include "rating/choice.h"
#include "rating/choice_set.h"
#include "rating/estimate_stat.h"
#include "rating/table.h"

typedef struct {
    const Table *t;
    const LossStat *stat;
    const ChoiceSet *choice;  /* STAT_CHOICE: the table's root scores; else NULL */
    double choice_start;      /* a guess of s that speeds the fit (0: none) */
} StatRows;

/* The statistic over rows[0..n) (0 when n == 0). For choice, rows without
 * root scores are passed over. *ok (may be NULL) is 0 when out of memory. */
double stat_rows_value(const StatRows *s, const int *rows, int n, int *ok);

/* The choice fit over rows[0..n) that have root scores. Returns how many
 * moves it rests on (0: none, *out untouched), or -1 when out of memory. */
int stat_rows_choice_fit(const StatRows *s, const int *rows, int n, ChoiceFit *out);

#endif
