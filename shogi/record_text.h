/* Small text tools shared by the record readers and writers: line
 * splitting, and UTF-8 scanning that treats the full-width space like any
 * other blank. Private to shogi/'s record code. */
#ifndef KIRYOKU_RECORD_TEXT_H
#define KIRYOKU_RECORD_TEXT_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>

#include "base/utf8.h"
#include "shogi/record.h"

/* Splits text into lines: returns the next line (not NUL-terminated, CR
 * and LF stripped) and its length, advancing *p; NULL at the end. */
const char *text_next_line(const char **p, const char *end, size_t *len);

bool text_is_blank(long cp); /* ASCII blanks and U+3000 */
/* Skips blanks; returns the new position. */
const char *text_skip_blanks(const char *s, const char *end);
/* Does [s, end) start with the UTF-8 string lit? */
bool text_starts(const char *s, const char *end, const char *lit);
/* A malloc'd copy of [s, end) with blanks trimmed at both ends. */
char *text_trimmed(const char *s, const char *end);
char *text_dup(const char *s);
/* Appends a line to a '\n'-separated comment, allocating as needed. */
void text_append_line(char **comment, const char *s, size_t n);

/* Fills err: name (file), line, ply and a printf-style message. Returns -1. */
int rec_error(RecordError *err, const char *name, int line, int ply, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
/* The same with the column (1-based, in characters; 0: none). */
int rec_error_at(RecordError *err, const char *name, int line, int column, int ply, const char *fmt, ...)
    __attribute__((format(printf, 6, 7)));
/* The byte length of an excerpt of [s, end) for a message: at most
 * max_chars whole characters, stopping before any byte in `stops`. */
int text_excerpt(const char *s, const char *end, int max_chars, const char *stops);
/* The 1-based column (in UTF-8 characters) of `at` in the line starting at `line`. */
int text_column(const char *line, const char *at);

#endif
