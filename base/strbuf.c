/* A growing string (see strbuf.h). */
#include "base/strbuf.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Room for extra bytes and the NUL; doubling keeps appends amortised O(1). */
static bool sb_reserve(StrBuf *b, size_t extra)
{
    if (b->failed)
        return false;
    if (b->len + extra + 1 <= b->cap)
        return true;
    size_t cap = b->cap ? b->cap : 256;
    while (cap < b->len + extra + 1)
        cap *= 2;
    char *grown = realloc(b->data, cap);
    if (!grown) {
        b->failed = true;
        return false;
    }
    b->data = grown;
    b->cap = cap;
    return true;
}

void sb_addn(StrBuf *b, const char *s, size_t n)
{
    if (!sb_reserve(b, n))
        return;
    memcpy(b->data + b->len, s, n);
    b->len += n;
    b->data[b->len] = '\0';
}

void sb_add(StrBuf *b, const char *s) { sb_addn(b, s, strlen(s)); }

void sb_printf(StrBuf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0 || !sb_reserve(b, (size_t)n))
        return;
    va_start(ap, fmt);
    vsnprintf(b->data + b->len, (size_t)n + 1, fmt, ap);
    va_end(ap);
    b->len += (size_t)n;
}

char *sb_take(StrBuf *b, size_t *len)
{
    if (!sb_reserve(b, 0)) {
        free(b->data);
        b->data = NULL;
        return NULL;
    }
    char *d = b->data;
    d[b->len] = '\0';
    if (len) *len = b->len;
    b->data = NULL;
    b->len = b->cap = 0;
    return d;
}
