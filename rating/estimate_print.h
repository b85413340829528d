/* Printing an estimate: a short human text or JSON (`kiryoku estimate`). */
#ifndef KIRYOKU_RATING_ESTIMATE_PRINT_H
#define KIRYOKU_RATING_ESTIMATE_PRINT_H

#include <stdio.h>

#include "base/lang.h"
#include "rating/estimate.h"

/* The estimate for a person, in lang (rating/text.h): the English one line
 * a figure; the Japanese fits 80 columns. The warnings are printed as
 * estimate_run worded them (EstimateOptions.lang). */
void estimate_print_text(FILE *out, const Estimate *e, const EstimateOptions *o, Lang lang);
/* The same for a program: keys and names stay English whatever the language. */
void estimate_print_json(FILE *out, const Estimate *e, const EstimateOptions *o);

/* "rated", "too_few_positions", "below_range", "above_range". */
const char *estimate_verdict_name(EstimateVerdict v);
/* The verdict for a person, in lang (English: the names above). */
const char *estimate_verdict_text(Lang lang, EstimateVerdict v);
/* Why a move did not count, for a person, in lang (English: the JSON's
 * names, estimate_exclusion_name). */
const char *estimate_exclusion_text(Lang lang, Exclusion x);

#endif
