/* Command-line options shared by `kiryoku estimate` and `kiryoku calibrate`. */
#ifndef KIRYOKU_ESTIMATE_OPTIONS_H
#define KIRYOKU_ESTIMATE_OPTIONS_H

#include <stddef.h>

#include "rating/estimate.h"

/* Parses the filter and bootstrap options shared by estimate and calibrate:
 * --max-abs-eval CP, --min-ply N, --min-clock-left S, --no-clock-filter,
 * --max-progress P, --lowest-progress N, --samples N, --seed N, --level L,
 * --stat S, --unit U (the statistic of the losses: estimate_stat.h).
 * Returns 1 when argv[*i] was one (advancing *i past its value), 0 when it is
 * not, -1 with a message on a bad value. "--opt=value" works too. */
int estimate_parse_option(EstimateOptions *o, int argc, char **argv, int *i,
                          char *err, size_t errlen);

/* The help lines for those options. */
extern const char estimate_options_help[];

#endif
