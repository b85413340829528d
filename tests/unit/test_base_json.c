/* base/json.h: JSON string literals for the estimate, the report and the
 * results list. */
#include <stdio.h>
#include <stdlib.h>

#include "base/json.h"
#include "tests/check.h"

/* What json_print_string writes for s, in a malloc'd string. */
static char *printed(const char *s)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    if (!f)
        return NULL;
    json_print_string(f, s);
    fclose(f);
    return buf;
}

static void quotes_and_backslashes_are_escaped(void)
{
    char *s = printed("say \"7g7f\" in C:\\kifu");
    CHECK_STR(s, "\"say \\\"7g7f\\\" in C:\\\\kifu\"");
    free(s);
}

/* Control characters (a TAB in a name, a newline in a comment) cannot stand
 * raw inside a JSON string. */
static void control_characters_become_u_escapes(void)
{
    char *s = printed("a\tb\nc\x01");
    CHECK_STR(s, "\"a\\u0009b\\u000ac\\u0001\"");
    free(s);
}

static void utf8_and_empty_pass_through(void)
{
    char *s = printed("▲７六歩");
    CHECK_STR(s, "\"▲７六歩\"");
    free(s);
    s = printed("");
    CHECK_STR(s, "\"\"");
    free(s);
}

int main(void)
{
    RUN(quotes_and_backslashes_are_escaped);
    RUN(control_characters_become_u_escapes);
    RUN(utf8_and_empty_pass_through);
    return check_summary();
}
