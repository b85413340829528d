/* A growing, NUL-terminated string for text built piece by piece (records,
 * reports). An allocation failure is remembered rather than returned at
 * every append, so a writer appends freely and checks once, at sb_take. */
#ifndef KIRYOKU_BASE_STRBUF_H
#define KIRYOKU_BASE_STRBUF_H

#include <stdbool.h>
#include <stddef.h>

/* Start from { 0 }. data is NUL-terminated once anything was added. */
typedef struct { char *data; size_t len, cap; bool failed; } StrBuf;

void sb_add(StrBuf *b, const char *s);
void sb_addn(StrBuf *b, const char *s, size_t n);
void sb_printf(StrBuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Hands the buffer over (NUL-terminated, even when nothing was added) and
 * empties b; NULL if an allocation failed on the way. */
char *sb_take(StrBuf *b, size_t *len);

#endif
