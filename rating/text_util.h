/* Small text helpers shared by app/'s readers and reports. */
#ifndef KIRYOKU_TEXT_UTIL_H
#define KIRYOKU_TEXT_UTIL_H

#include <stdio.h>

/* Strips leading and trailing white space in place; returns the new start. */
char *text_trim(char *s);
/* Writes s as a JSON string literal, quotes and escapes included. */
void json_print_string(FILE *out, const char *s);

#endif
