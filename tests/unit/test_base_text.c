/* base/text.h: the small string helpers every table reader leans on; and
 * base/text_width.h's wrapping, which Japanese pages lean on. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/text.h"
#include "base/text_width.h"
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

/* A line that fits is printed as it is (its indent kept); a wider one
 * breaks at a space or between kanji, never before 、 nor inside a Latin
 * word, and its continuations carry the indent. */
static void wrapped_lines_fit(void)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    text_print_wrapped(f, "  fits ok\naaa bbb ccc\n一二三四五六七\nあいうえか、きく\n漢字abcdefgh", 10, "  ");
    fclose(f);
    CHECK_STR(buf, "  fits ok\naaa bbb\n  ccc\n一二三四五\n  六七\nあいうえ\n  か、きく\n漢字\n  abcdefgh\n");
    free(buf);
}

int main(void)
{
    RUN(split_keeps_empty_fields);
    RUN(split_says_when_a_line_is_too_wide);
    RUN(trim_both_ends);
    RUN(wrapped_lines_fit);
    return check_summary();
}
