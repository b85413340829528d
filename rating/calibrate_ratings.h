/* The ratings file `kiryoku calibrate` reads: who is how strong.
 *
 *   # comments and blank lines are ignored
 *   alice<TAB>1455
 *   bob the second<TAB>1267.5
 *   carol 856                 (no TAB: the name ends at the last blank)
 *
 * One player per line: the name exactly as in the tables' `player` column,
 * then the rating (a number). A name may appear only once. */
#ifndef KIRYOKU_CALIBRATE_RATINGS_H
#define KIRYOKU_CALIBRATE_RATINGS_H

#include <stddef.h>

typedef struct {
    char **names;
    double *ratings;
    size_t count;
} Ratings;

void ratings_init(Ratings *r);
void ratings_free(Ratings *r);

/* Returns 0, or -1 with "FILE:LINE: column N (name|rating): ..." in err. */
int ratings_read_file(Ratings *r, const char *path, char *err, size_t errlen);

/* The rating of a player; returns 0 and sets *out, or -1 when not listed. */
int ratings_find(const Ratings *r, const char *name, double *out);

#endif
