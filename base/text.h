/* Small string helpers for line-based readers: the analysis tables, rating
 * profiles and ratings files (rating/), and app/'s own files. */
#ifndef KIRYOKU_BASE_TEXT_H
#define KIRYOKU_BASE_TEXT_H

/* Strips leading and trailing white space in place; returns the new start. */
char *text_trim(char *s);
/* Splits a line at TABs in place, setting fields[0..] to the pieces; returns
 * their count, or max + 1 when there are more than max (the first max are set). */
int text_split_tabs(char *line, char **fields, int max);

#endif
