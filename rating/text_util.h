/* Small text helpers shared by app/'s readers and reports. */
#ifndef KIRYOKU_TEXT_UTIL_H
#define KIRYOKU_TEXT_UTIL_H

#include <stdio.h>

/* Strips leading and trailing white space in place; returns the new start. */
char *text_trim(char *s);
/* Splits a line at TABs in place, setting fields[0..] to the pieces; returns
 * their count, or max + 1 when there are more than max (the first max are set). */
int text_split_tabs(char *line, char **fields, int max);
/* Writes s as a JSON string literal, quotes and escapes included. */
void json_print_string(FILE *out, const char *s);

#endif
