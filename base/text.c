/* Small string helpers (see text.h). */
#include "base/text.h"

#include <ctype.h>
#include <stdbool.h>
#include <string.h>

char *text_trim(char *s)
{
    while (isspace((unsigned char)*s))
        s++;
    size_t n = strlen(s);
    while (n && isspace((unsigned char)s[n - 1]))
        s[--n] = 0;
    return s;
}

int text_split_tabs(char *line, char **fields, int max)
{
    int n = 0;
    fields[n++] = line;
    for (char *p = line; *p; p++) {
        if (*p == '\t') {
            *p = 0;
            if (n == max)
                return n + 1;
            fields[n++] = p + 1;
        }
    }
    return n;
}

char *text_sanitize(const char *in, char *out, size_t len)
{
    size_t j = 0;
    if (!len)
        return out;
    for (const unsigned char *p = (const unsigned char *)in; *p;) {
        size_t n = *p < 0x80 ? 1 : *p >= 0xF0 ? 4 : *p >= 0xE0 ? 3 : *p >= 0xC0 ? 2 : 1;
        for (size_t k = 1; k < n; k++)
            if (!p[k] || (p[k] & 0xC0) != 0x80)
                n = k; /* a cut sequence: its bytes one at a time */
        bool control = *p < 0x20 || *p == 0x7F || (n == 2 && p[0] == 0xC2 && p[1] < 0xA0) ||
                       (n == 1 && *p >= 0x80);
        if (j + (control ? 1 : n) >= len)
            break;
        if (control)
            out[j++] = '?';
        else
            memcpy(out + j, p, n), j += n;
        p += n;
    }
    out[j] = '\0';
    return out;
}
