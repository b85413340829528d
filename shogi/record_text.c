/* Text tools for the record readers and writers (see record_text.h). */
#include "shogi/record_text.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *text_next_line(const char **p, const char *end, size_t *len)
{
    const char *s = *p;
    if (s >= end)
        return NULL;
    const char *e = s;
    while (e < end && *e != '\n' && *e != '\r')
        e++;
    *len = (size_t)(e - s);
    if (e < end && *e == '\r') e++;
    if (e < end && *e == '\n') e++;
    *p = e;
    return s;
}

bool text_is_blank(long cp) { return cp == ' ' || cp == '\t' || cp == 0x3000 || cp == '\v' || cp == '\f'; }

const char *text_skip_blanks(const char *s, const char *end)
{
    while (s < end) {
        const char *q = s;
        if (!text_is_blank(utf8_next(&q, end)))
            break;
        s = q;
    }
    return s;
}

bool text_starts(const char *s, const char *end, const char *lit)
{
    size_t n = strlen(lit);
    return (size_t)(end - s) >= n && memcmp(s, lit, n) == 0;
}

char *text_trimmed(const char *s, const char *end)
{
    s = text_skip_blanks(s, end);
    const char *e = s;
    for (const char *q = s; q < end;) { /* end of the last non-blank */
        long cp = utf8_next(&q, end);
        if (!text_is_blank(cp))
            e = q;
    }
    size_t n = (size_t)(e - s);
    char *d = malloc(n + 1);
    if (!d)
        return NULL;
    memcpy(d, s, n);
    d[n] = '\0';
    return d;
}

char *text_dup(const char *s)
{
    if (!s)
        return NULL;
    size_t n = strlen(s);
    char *d = malloc(n + 1);
    if (d)
        memcpy(d, s, n + 1);
    return d;
}

void text_append_line(char **comment, const char *s, size_t n)
{
    size_t old = *comment ? strlen(*comment) : 0;
    char *d = realloc(*comment, old + n + 2);
    if (!d)
        return;
    if (old)
        d[old++] = '\n';
    memcpy(d + old, s, n);
    d[old + n] = '\0';
    *comment = d;
}

static int rec_verror(RecordError *err, const char *name, int line, int column, int ply, const char *fmt,
                      va_list ap)
{
    if (!err)
        return -1;
    snprintf(err->file, sizeof err->file, "%s", name ? name : "(input)");
    err->line = line;
    err->column = line > 0 ? column : 0;
    err->ply = ply;
    vsnprintf(err->message, sizeof err->message, fmt, ap);
    return -1;
}

int rec_error(RecordError *err, const char *name, int line, int ply, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    rec_verror(err, name, line, 0, ply, fmt, ap);
    va_end(ap);
    return -1;
}

int rec_error_at(RecordError *err, const char *name, int line, int column, int ply, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    rec_verror(err, name, line, column, ply, fmt, ap);
    va_end(ap);
    return -1;
}

int text_excerpt(const char *s, const char *end, int max_chars, const char *stops)
{
    const char *p = s;
    for (int n = 0; n < max_chars && p < end && !strchr(stops, *p); n++)
        utf8_next(&p, end);
    return (int)(p - s);
}

int text_column(const char *line, const char *at)
{
    int column = 1;
    for (const char *s = line; s < at;) {
        utf8_next(&s, at);
        column++;
    }
    return column;
}
