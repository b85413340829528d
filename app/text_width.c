/* Terminal width of UTF-8 text (see text_width.h). */
#include "app/text_width.h"

#include <string.h>

/* Decodes one character; returns its length in bytes (1 for a bad byte). */
static size_t decode(const char *s, size_t n, unsigned *cp)
{
    const unsigned char *u = (const unsigned char *)s;
    size_t len = u[0] < 0x80 ? 1 : (u[0] & 0xE0) == 0xC0 ? 2 : (u[0] & 0xF0) == 0xE0 ? 3 : (u[0] & 0xF8) == 0xF0 ? 4 : 0;
    if (len == 0 || len > n) {
        *cp = 0xFFFD;
        return 1;
    }
    unsigned c = len == 1 ? u[0] : u[0] & (0x7F >> len);
    for (size_t i = 1; i < len; i++) {
        if ((u[i] & 0xC0) != 0x80) {
            *cp = 0xFFFD;
            return 1;
        }
        c = (c << 6) | (u[i] & 0x3F);
    }
    *cp = c;
    return len;
}

/* East Asian wide and fullwidth ranges (the ones shogi text uses and their
 * neighbours): kana, kanji, Hangul, fullwidth forms, CJK punctuation. */
static int char_columns(unsigned c)
{
    if (c < 0x20)
        return 0;
    if ((c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0x303E) || (c >= 0x3041 && c <= 0x33FF) ||
        (c >= 0x3400 && c <= 0x4DBF) || (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xA000 && c <= 0xA4CF) ||
        (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFE30 && c <= 0xFE4F) ||
        (c >= 0xFF00 && c <= 0xFF60) || (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x20000 && c <= 0x3FFFD))
        return 2;
    return 1;
}

int text_columns_n(const char *s, size_t n)
{
    int cols = 0;
    for (size_t i = 0; i < n && s[i];) {
        unsigned c;
        i += decode(s + i, n - i, &c);
        cols += char_columns(c);
    }
    return cols;
}

int text_columns(const char *s)
{
    return text_columns_n(s, strlen(s));
}

void text_print_padded(FILE *f, const char *s, int width)
{
    int cols = 0;
    size_t i = 0, n = strlen(s);
    while (i < n) {
        unsigned c;
        size_t len = decode(s + i, n - i, &c);
        if (cols + char_columns(c) > width)
            break;
        cols += char_columns(c);
        i += len;
    }
    fwrite(s, 1, i, f);
    for (; cols < width; cols++)
        fputc(' ', f);
}

size_t text_wrap_line(const char *s, int width, const char **next)
{
    size_t i = 0, last_space = 0, n = strcspn(s, "\n");
    int cols = 0, have_space = 0;
    while (i < n) {
        unsigned c;
        size_t len = decode(s + i, n - i, &c);
        if (cols + char_columns(c) > width)
            break;
        if (c == ' ') {
            last_space = i;
            have_space = 1;
        }
        cols += char_columns(c);
        i += len;
    }
    size_t end = i;
    if (i < n && have_space && last_space > 0)
        end = last_space;
    if (end == 0 && n > 0) { /* one character wider than the line: take it anyway */
        unsigned c;
        end = decode(s, n, &c);
    }
    const char *p = s + end;
    while (*p == ' ')
        p++;
    if (*p == '\n' && end == n)
        p++;
    *next = p;
    size_t len = end;
    while (len > 0 && s[len - 1] == ' ')
        len--;
    return len;
}
