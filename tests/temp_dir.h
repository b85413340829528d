/* A fresh scratch directory for a test's store, and its removal. */
#ifndef KIRYOKU_TESTS_TEMP_DIR_H
#define KIRYOKU_TESTS_TEMP_DIR_H

#include <stdio.h>
#include <stdlib.h>

/* /tmp/kiryoku-TAG-XXXXXX made anew into dir (len bytes); aborts if it cannot be. */
static inline void test_fresh_dir(char *dir, size_t len, const char *tag)
{
    snprintf(dir, len, "/tmp/kiryoku-%s-XXXXXX", tag);
    if (!mkdtemp(dir))
        abort();
}

/* Removes dir and all in it; a failure is only noted. */
static inline void test_remove_dir(const char *dir)
{
    char cmd[256];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    if (system(cmd) != 0)
        fprintf(stderr, "note: could not remove %s\n", dir);
}

#endif
