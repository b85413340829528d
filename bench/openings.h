/* Opening lines for bench programs that play engine games: the openings
 * files in the shared test data hold one "startpos moves ..." line each. */
#ifndef KIRYOKU_BENCH_OPENINGS_H
#define KIRYOKU_BENCH_OPENINGS_H

#include <stdio.h>
#include <string.h>

/* The first `plies` moves of line k (modulo the file's length) of an
 * openings file, space-separated; "" without a file or a "moves" part. */
static inline void opening_line(const char *path, int k, int plies, char *out, size_t len)
{
    out[0] = '\0';
    FILE *f = path ? fopen(path, "r") : NULL;
    if (!f)
        return;
    char line[8192];
    int lines = 0;
    while (fgets(line, sizeof line, f))
        lines++;
    rewind(f);
    for (int i = 0; lines && fgets(line, sizeof line, f); i++) {
        if (i != k % lines)
            continue;
        char *m = strstr(line, "moves ");
        m = m ? m + 6 : NULL;
        size_t off = 0;
        for (int p = 0; m && p < plies; p++) {
            m += strspn(m, " ");
            size_t n = strcspn(m, " \r\n");
            if (!n || off + n + 2 > len)
                break;
            off += (size_t)snprintf(out + off, len - off, "%s%.*s", p ? " " : "", (int)n, m);
            m += n;
        }
        break;
    }
    fclose(f);
}

#endif
