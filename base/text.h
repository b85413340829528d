/* Small string helpers for line-based readers: the analysis tables, rating
 * profiles and ratings files (rating/), and app/'s own files. */
#ifndef KIRYOKU_BASE_TEXT_H
#define KIRYOKU_BASE_TEXT_H

#include <stddef.h>

/* Strips leading and trailing white space in place; returns the new start. */
char *text_trim(char *s);
/* Splits a line at TABs in place, setting fields[0..] to the pieces; returns
 * their count, or max + 1 when there are more than max (the first max are set). */
int text_split_tabs(char *line, char **fields, int max);

/* A name (anything a person typed) safe to print on a terminal or in a
 * file: each control character (C0, DEL, and C1 in UTF-8: U+0080..U+009F,
 * which a terminal may also obey) becomes '?', so no escape sequence, bell
 * or line break gets through. Cuts at len - 1 bytes, never inside a
 * character. Returns out. */
char *text_sanitize(const char *in, char *out, size_t len);

#endif
