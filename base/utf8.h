/* UTF-8, the one encoding kiryoku's text is in: decoding, validation, and
 * how many terminal columns text takes.
 *
 * The width rule is East Asian Width as a UTF-8 terminal shows it: wide (W)
 * and fullwidth (F) characters (kanji, kana, ７, U+3000, emoji) take two
 * columns; combining marks and zero-width characters take none; everything
 * else takes one, the ambiguous (A) characters too. kiryoku's ▲△ ▼▽ → … §
 * and box drawing are ambiguous, ☗☖ neutral: in a UTF-8 locale glibc, and
 * so curses and tmux, give them one column, whatever the language, and a
 * board laid out with two would drift. Halfwidth katakana (ｱ) take one.
 * The table is generated (scripts/gen_utf8_width.py, base/utf8_width.c), so
 * the rule does not depend on the locale the program happens to run in. */
#ifndef KIRYOKU_BASE_UTF8_H
#define KIRYOKU_BASE_UTF8_H

#include <stdbool.h>
#include <stddef.h>

/* The length (1 to 4) of the well-formed character at s, with `left` bytes
 * available, or 0 when it is malformed: a stray continuation byte, a
 * sequence cut short, an overlong form, a surrogate, or past U+10FFFF. */
size_t utf8_seq_len(const char *s, size_t left);
/* Decodes the character at *s and advances past it. Returns its code
 * point, -1 for a malformed byte (only that byte is skipped, so decoding
 * resumes at the next character) and 0 at the end (*s == end) or a NUL. */
long utf8_next(const char **s, const char *end);
/* The length of the longest well-formed prefix of s (len if all of it). */
size_t utf8_valid_prefix(const char *s, size_t len);
bool utf8_valid(const char *s, size_t len);

/* Columns of one code point (0, 1 or 2). Controls take 0; a malformed byte
 * (cp < 0) takes 1, as the terminal shows it as one replacement mark. */
int utf8_cp_width(long cp);
/* Columns of the first n bytes of s (stopping at a NUL). */
int utf8_width_n(const char *s, size_t n);
int utf8_width(const char *s);

#endif
