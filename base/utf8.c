/* UTF-8 decoding, validation and text width (see utf8.h; the width of one
 * code point is in utf8_width.c). */
#include "base/utf8.h"

#include <string.h>

size_t utf8_seq_len(const char *s, size_t left)
{
    const unsigned char *p = (const unsigned char *)s;
    if (left == 0)
        return 0;
    unsigned c = p[0];
    if (c < 0x80)
        return 1;
    /* C0 and C1 can only start overlong forms; F5 and up only code points past U+10FFFF. */
    size_t n = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC2 ? 2 : 0;
    if (n == 0 || c > 0xF4 || n > left)
        return 0;
    for (size_t i = 1; i < n; i++)
        if ((p[i] & 0xC0) != 0x80)
            return 0;
    if (c == 0xE0 && p[1] < 0xA0) return 0; /* overlong */
    if (c == 0xED && p[1] >= 0xA0) return 0; /* surrogate */
    if (c == 0xF0 && p[1] < 0x90) return 0; /* overlong */
    if (c == 0xF4 && p[1] >= 0x90) return 0; /* beyond U+10FFFF */
    return n;
}

long utf8_next(const char **s, const char *end)
{
    if (*s >= end)
        return 0;
    size_t n = utf8_seq_len(*s, (size_t)(end - *s));
    const unsigned char *p = (const unsigned char *)*s;
    if (n == 0) {
        (*s)++;
        return -1;
    }
    long cp = n == 1 ? p[0] : p[0] & (0x7F >> n);
    for (size_t i = 1; i < n; i++)
        cp = (cp << 6) | (p[i] & 0x3F);
    *s += n;
    return cp;
}

size_t utf8_valid_prefix(const char *s, size_t len)
{
    size_t i = 0;
    while (i < len) {
        size_t n = utf8_seq_len(s + i, len - i);
        if (n == 0)
            break;
        i += n;
    }
    return i;
}

bool utf8_valid(const char *s, size_t len) { return utf8_valid_prefix(s, len) == len; }

int utf8_width_n(const char *s, size_t n)
{
    const char *end = memchr(s, '\0', n);
    if (!end)
        end = s + n;
    int cols = 0;
    while (s < end)
        cols += utf8_cp_width(utf8_next(&s, end));
    return cols;
}

int utf8_width(const char *s) { return utf8_width_n(s, strlen(s)); }
