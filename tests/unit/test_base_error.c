/* base/error.h: the one helper that fills a caller's error buffer. */
#include <string.h>

#include "base/error.h"
#include "tests/check.h"

static void formats_and_returns_minus_one(void)
{
    char err[64] = "";
    CHECK_INT(err_set(err, sizeof err, "ply %d: %s", 7, "illegal"), -1);
    CHECK_STR(err, "ply 7: illegal");
}

/* A message longer than the buffer is cut, still NUL-terminated. */
static void a_long_message_is_cut_to_fit(void)
{
    char err[8];
    memset(err, 'x', sizeof err);
    CHECK_INT(err_set(err, sizeof err, "%s", "0123456789"), -1);
    CHECK_STR(err, "0123456");
}

/* Callers that do not want the message pass NULL (or no room). */
static void no_buffer_is_fine(void)
{
    CHECK_INT(err_set(NULL, 0, "%s", "unseen"), -1);
    CHECK_INT(err_set(NULL, 100, "%s", "unseen"), -1);
    char err[4] = "abc";
    CHECK_INT(err_set(err, 0, "%s", "unseen"), -1);
    CHECK_STR(err, "abc");
}

int main(void)
{
    RUN(formats_and_returns_minus_one);
    RUN(a_long_message_is_cut_to_fit);
    RUN(no_buffer_is_fine);
    return check_summary();
}
