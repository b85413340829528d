/* Printing an estimate: a short human text or JSON (`kiryoku estimate`). */
#ifndef KIRYOKU_RATING_ESTIMATE_PRINT_H
#define KIRYOKU_RATING_ESTIMATE_PRINT_H

#include <stdio.h>

#include "rating/estimate.h"

void estimate_print_text(FILE *out, const Estimate *e, const EstimateOptions *o);
void estimate_print_json(FILE *out, const Estimate *e, const EstimateOptions *o);

/* "rated", "too_few_positions", "below_range", "above_range". */
const char *estimate_verdict_name(EstimateVerdict v);

#endif
