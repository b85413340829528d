/* base/text.h: the small string helpers every table reader leans on. */
#include <stdio.h>
#include <string.h>

#include "base/text.h"
#include "tests/check.h"

static void split_keeps_empty_fields(void)
{
    char line[] = "g1\t41\t\tme\t";
    char *f[8];
    CHECK_INT(text_split_tabs(line, f, 8), 5);
    CHECK_STR(f[0], "g1");
    CHECK_STR(f[1], "41");
    CHECK_STR(f[2], "");
    CHECK_STR(f[3], "me");
    CHECK_STR(f[4], "");
    char empty[] = "";
    CHECK_INT(text_split_tabs(empty, f, 8), 1);
    CHECK_STR(f[0], "");
}

static void split_says_when_a_line_is_too_wide(void)
{
    char exact[] = "a\tb\tc";
    char *f[3];
    CHECK_INT(text_split_tabs(exact, f, 3), 3);
    CHECK_STR(f[2], "c");
    char wide[] = "a\tb\tc\td\te";
    CHECK_INT(text_split_tabs(wide, f, 3), 4);
    CHECK_STR(f[0], "a");
    CHECK_STR(f[2], "c"); /* cut at its TAB, not "c\td\te" */
}

static void trim_both_ends(void)
{
    char s[] = " \t name  \r\n";
    CHECK_STR(text_trim(s), "name");
    char blank[] = "   ";
    CHECK_STR(text_trim(blank), "");
}

int main(void)
{
    RUN(split_keeps_empty_fields);
    RUN(split_says_when_a_line_is_too_wide);
    RUN(trim_both_ends);
    return check_summary();
}
