/* Printing an estimate: a short human text or JSON (`kiryoku estimate`). */
#ifndef KIRYOKU_ESTIMATE_REPORT_H
#define KIRYOKU_ESTIMATE_REPORT_H

#include <stdio.h>

#include "app/estimate.h"

void estimate_print_text(FILE *out, const Estimate *e, const EstimateOptions *o);
void estimate_print_json(FILE *out, const Estimate *e, const EstimateOptions *o);

/* Writes s as a JSON string literal, quotes included. */
void json_print_string(FILE *out, const char *s);

/* Parses the filter and bootstrap options shared by estimate and calibrate:
 * --max-abs-eval CP, --min-ply N, --min-clock-left S, --no-clock-filter,
 * --max-progress P, --lowest-progress N, --samples N, --seed N, --level L.
 * Returns 1 when argv[*i] was one (advancing *i past its value), 0 when it is
 * not, -1 with a message on a bad value. "--opt=value" works too. */
int estimate_parse_option(EstimateOptions *o, int argc, char **argv, int *i,
                          char *err, size_t errlen);

/* The help lines for those options. */
extern const char estimate_options_help[];

/* For options of the commands themselves: the value of argv[*i] when it is
 * `name` ("--name VALUE" or "--name=VALUE"), advancing *i; NULL otherwise.
 * *missing is set when the name matched but no value followed. */
const char *option_value(int argc, char **argv, int *i, const char *name, int *missing);

#endif
