/* Assertions on invariants, for the debug and sanitiser builds.
 *
 * KIRYOKU_ASSERT(cond) checks an invariant whose breach would otherwise
 * corrupt state silently (a position whose bitboards disagree with its
 * board, a score outside the search's window, a move stored outside a
 * transaction). It is active when KIRYOKU_DEBUG is defined (the ASan build
 * and `make debug`) and then prints the condition, file, line and function
 * and aborts. Otherwise it compiles to nothing: the condition is neither
 * evaluated nor emitted, only type-checked (inside sizeof), so the
 * optimised build pays nothing and a variable used only by an assertion
 * raises no warning.
 *
 * An assertion is for a bug in kiryoku, never for bad input: input is
 * refused with a message, as everywhere else. Keep conditions cheap, or
 * sample them (shogi/position.c checks a whole position only now and
 * then), so that the ASan test suite stays within about 10% of its speed. */
#ifndef KIRYOKU_BASE_ASSERT_H
#define KIRYOKU_BASE_ASSERT_H

#include <stdbool.h>

#ifdef KIRYOKU_DEBUG

#include <stdio.h>
#include <stdlib.h>

/* Out of line in spirit: cold, never returns. */
static inline _Noreturn void kiryoku_assert_fail(const char *cond, const char *file, int line, const char *func)
{
    fprintf(stderr, "kiryoku: assertion failed: %s (%s:%d, %s)\n", cond, file, line, func);
    fflush(stderr);
    abort();
}

#define KIRYOKU_ASSERT(cond) \
    ((cond) ? (void)0 : kiryoku_assert_fail(#cond, __FILE__, __LINE__, __func__))

/* Whether assertions are compiled in (for the tests that show one fire). */
#define KIRYOKU_ASSERTS_ACTIVE true

#else

#define KIRYOKU_ASSERT(cond) ((void)sizeof((cond) ? 1 : 0))
#define KIRYOKU_ASSERTS_ACTIVE false

#endif

#endif
