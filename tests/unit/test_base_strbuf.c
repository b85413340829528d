/* base/strbuf.h: the growing string the record writers and reports build
 * their text in. */
#include <stdlib.h>
#include <string.h>

#include "base/strbuf.h"
#include "tests/check.h"

static void appends_in_order(void)
{
    StrBuf b = { 0 };
    sb_add(&b, "７六歩");
    sb_addn(&b, "(77)xyz", 4);
    sb_printf(&b, " %d:%02d", 0, 3);
    size_t len = 0;
    char *s = sb_take(&b, &len);
    CHECK_STR(s, "７六歩(77) 0:03");
    CHECK_INT(len, strlen("７六歩(77) 0:03"));
    free(s);
}

/* Far past the first allocation, in both the plain and the printf path. */
static void grows_past_its_first_capacity(void)
{
    StrBuf b = { 0 };
    for (int i = 0; i < 1000; i++)
        sb_printf(&b, "%04d,", i);
    sb_add(&b, "end");
    char *s = sb_take(&b, NULL);
    CHECK_INT(strlen(s), 5000 + 3);
    CHECK(strncmp(s, "0000,0001,", 10) == 0);
    CHECK_STR(s + 4995, "0999,end");
    free(s);
}

/* An empty buffer still hands over a string, and taking empties b. */
static void take_hands_over_and_empties(void)
{
    StrBuf b = { 0 };
    size_t len = 99;
    char *s = sb_take(&b, &len);
    CHECK_STR(s, "");
    CHECK_INT(len, 0);
    free(s);
    sb_add(&b, "again");
    s = sb_take(&b, NULL);
    CHECK_STR(s, "again");
    CHECK(b.data == NULL && b.len == 0 && b.cap == 0);
    free(s);
}

/* A failed allocation is remembered: later appends are ignored and take
 * says so with NULL instead of handing over half a text. */
static void a_failure_sticks_until_take(void)
{
    StrBuf b = { 0 };
    sb_add(&b, "kept so far");
    b.failed = true;
    sb_add(&b, " lost");
    sb_printf(&b, "%d", 42);
    CHECK_STR(b.data, "kept so far");
    CHECK(sb_take(&b, NULL) == NULL);
    CHECK(b.data == NULL);
}

int main(void)
{
    RUN(appends_in_order);
    RUN(grows_past_its_first_capacity);
    RUN(take_hands_over_and_empties);
    RUN(a_failure_sticks_until_take);
    return check_summary();
}
