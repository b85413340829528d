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

/* Prints text line by line: a line that fits `width` columns as it is, a
 * wider one wrapped with each continuation led by `indent`, so a sentence
 * that runs long with a name or a path in it still fits a page. It breaks
 * where Japanese does, between any two characters when one is wide (not
 * before 、。」 nor after 「), and at spaces; a Latin word, a number or a
 * path stays whole. Every line printed ends with a newline, the last too. */
void text_print_wrapped(FILE *f, const char *text, int width, const char *indent);

#endif
