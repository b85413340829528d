/* Padding and wrapping UTF-8 text by terminal columns (base/utf8.h's
 * width rule): kanji and kana take two columns, so a name or a Japanese
 * sentence padded or wrapped by bytes or by characters breaks a table or a
 * page. */
#ifndef KIRYOKU_BASE_TEXT_WIDTH_H
#define KIRYOKU_BASE_TEXT_WIDTH_H

#include <stddef.h>
#include <stdio.h>

/* Prints s then spaces up to `width` columns; cuts s (at a character
 * boundary) when it is wider. */
void text_print_padded(FILE *f, const char *s, int width);

/* The length in bytes of the first line of s wrapped at `width` columns:
 * at the last space that fits, else (Japanese has no spaces) after the
 * last whole character that fits. *next receives where the next line
 * starts (spaces at the break skipped). Stops at a newline. */
size_t text_wrap_line(const char *s, int width, const char **next);

#endif
