/* Positions for tests: a test's own SFEN that does not parse is a bug in
 * the test, so it stops the run with the SFEN and the reason. */
#ifndef KIRYOKU_TESTS_SFEN_H
#define KIRYOKU_TESTS_SFEN_H

#include <stdio.h>
#include <stdlib.h>

#include "shogi/position.h"

/* The position of sfen, in a buffer the next call overwrites. */
static inline Position *test_position(const char *sfen)
{
    static Position pos;
    char err[256];
    if (pos_set_sfen(&pos, sfen, err, sizeof err) != 0) {
        fprintf(stderr, "bad test sfen %s: %s\n", sfen, err);
        exit(1);
    }
    return &pos;
}

#endif
