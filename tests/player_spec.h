/* Player specs in tests: whether `kiryoku test --player SPEC` would open
 * one, with the refusal's text when it would not. */
#ifndef KIRYOKU_TESTS_PLAYER_SPEC_H
#define KIRYOKU_TESTS_PLAYER_SPEC_H

#include <stdbool.h>
#include <stddef.h>

#include "app/session/player.h"

/* Opens the spec and frees the player; returns whether it opened, the
 * error in err. */
static inline bool opens(const char *spec, char *err, size_t len)
{
    err[0] = '\0';
    Player *p = player_from_spec(spec, err, len);
    player_free(p);
    return p != NULL;
}

#endif
