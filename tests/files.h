/* A small text file written for a test (a table, ratings, a profile);
 * the suites that read such files from disk share it. */
#ifndef KIRYOKU_TESTS_FILES_H
#define KIRYOKU_TESTS_FILES_H

#include <stdio.h>

static inline void write_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    fputs(text, f);
    fclose(f);
}

#endif
