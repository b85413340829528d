/* Small string helpers (see text.h). */
#include "base/text.h"

#include <ctype.h>
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
