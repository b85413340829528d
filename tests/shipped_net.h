/* The net that ships (assets/kiryoku.nnue), loaded for a test that runs
 * from the repository's root as every suite does; the suites that search
 * or play with it share it. */
#ifndef KIRYOKU_TESTS_SHIPPED_NET_H
#define KIRYOKU_TESTS_SHIPPED_NET_H

#include <stdio.h>

#include "engine/nnue.h"
#include "tests/check.h"

/* The shipped net, or NULL with a failed check and the loader's message. */
static inline Nnue *load_shipped_net(void)
{
    char err[1400];
    Nnue *net = nnue_load("assets/" NNUE_DEFAULT_FILE, err, sizeof err);
    CHECK(net != NULL);
    if (!net)
        fprintf(stderr, "  %s\n", err);
    return net;
}

#endif
