/* Writing JSON by hand: kiryoku prints its JSON (estimates, reports, the
 * results list) with fprintf, and only strings need care. */
#ifndef KIRYOKU_BASE_JSON_H
#define KIRYOKU_BASE_JSON_H

#include <stdio.h>

/* Writes s as a JSON string literal, quotes and escapes included. Bytes of
 * 0x80 and above pass through: the text is UTF-8 and so is the output. */
void json_print_string(FILE *out, const char *s);

#endif
