/* The data kiryoku ships (assets/: the opening book, rating profiles) and
 * where an installed or a source-tree binary finds it. Only the program
 * knows where it was installed, so the lower layers take paths and
 * directories from here instead of each looking on its own. */
#ifndef KIRYOKU_APP_ASSETS_H
#define KIRYOKU_APP_ASSETS_H

#include <stddef.h>

#include "ai/opponent.h"
#include "base/lang.h"
#include "rating/estimate.h"
#include "rating/profile.h"
#include "rating/table.h"

/* Finds NAME (a file or a folder) among the shipped data:
 * $KIRYOKU_ASSETS/NAME, then DIR/../assets/NAME where DIR holds the running
 * binary (build/kiryoku in the source tree), then DIR/../share/kiryoku/NAME
 * (an installed binary), then PREFIX/share/kiryoku/NAME (PREFIX is
 * KIRYOKU_PREFIX at compile time, /usr/local by default). Writes the first
 * that exists into out and returns 0; -1 if none does (out then names the
 * places tried). */
int assets_find(const char *name, char *out, size_t outlen);

/* AI2's opening book (assets/book.txt), or NULL with a message in err. */
Book *assets_open_book(char *err, size_t errlen);

/* A rating profile by name or path (rating/profile.h), looked up among the
 * shipped profiles too. */
int assets_load_profile(Profile *p, const char *spec, char *err, size_t errlen);

/* The profile a table is rated with when none is asked for: the shipped
 * profile made for the engine and budget the table's "# engine:",
 * "# depth:" and "# nodes:" comments name (kiryoku's own first, the
 * default statistic's before the thesis mean's, so the test, `report ID`,
 * `report TABLE` and `estimate` agree on its tables), else the thesis line.
 * o (may be NULL: no option given) holds the estimator options the user
 * gave: a profile whose statistic or filters contradict one of them is
 * passed over, so `estimate --max-abs-eval 300` is rated by the thesis
 * mean's profile rather than refused by the default's. `why` (may be NULL)
 * gets one line for the organiser, in lang: which profile and why. Returns
 * 1 when a shipped profile was made for the table, 0 for the thesis line. */
int assets_profile_for_table(const Table *t, const EstimateOptions *o, Lang lang, Profile *p, char *why,
                             size_t whylen);

/* The profile a test's table will be rated with, before the table exists:
 * spec when one was asked for (name or path; a spec that does not load
 * gives the thesis line here and its error at the rating), else what
 * assets_profile_for_table picks for a table of kiryoku's analysis at
 * this depth and node cap (0: none). Returns what that returns. */
int assets_profile_for_budget(const char *spec, int depth, long long nodes, Profile *p);

#endif
