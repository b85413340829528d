/* base/utf8.h: decoding, validation, and the one display-width rule.
 *
 * The width table pins the characters kiryoku draws and the ones on which
 * the three rules it replaced disagreed. Those were: shogi/kif.c (every
 * non-ASCII character two columns), app/text_width.c (a hand-written list
 * of wide ranges, everything else one, controls none) and ui/glyphs.c
 * (wcswidth in whatever locale the program ran in: -1 for any non-ASCII
 * character outside a UTF-8 locale, -1 for controls). The comment after
 * each row gives kif / text_width / glyphs (in C.UTF-8) where any of them
 * differs from the rule. */
#include <locale.h>
#include <string.h>
#include <wchar.h>

#include "base/utf8.h"
#include "tests/check.h"

typedef struct {
    const char *text;
    int columns;
} WidthCase;

static const WidthCase widths[] = {
    { "A", 1 },
    { "歩", 2 },
    { "７", 2 },              /* fullwidth digit, as in ７六歩 */
    { "\xE3\x80\x80", 2 },    /* U+3000 ideographic space, as in 同　歩 */
    { "・", 2 },              /* the empty square */
    { "𠮷", 2 },              /* outside the BMP */
    { "▲", 1 },               /* ambiguous: kif 2 */
    { "△", 1 },               /* kif 2 */
    { "☗", 1 },               /* neutral: kif 2 */
    { "☖", 1 },               /* kif 2 */
    { "─", 1 },               /* box drawing (ambiguous): kif 2 */
    { "┌", 1 },               /* kif 2 */
    { "→", 1 },               /* kif 2 */
    { "é", 1 },               /* kif 2 */
    { "ｱ", 1 },               /* halfwidth katakana: kif 2 */
    { "ﾞ", 1 },               /* halfwidth voiced mark: kif 2 */
    { "e\xCC\x81", 1 },       /* e + U+0301 combining acute: kif 3, text_width 2 */
    { "\xE3\x82\x99", 0 },    /* U+3099 combining kana voiced mark: kif 2, text_width 2 */
    { "\xE2\x80\x8B", 0 },    /* U+200B zero width space: kif 2, text_width 1 */
    { "\xEF\xB8\x8F", 0 },    /* U+FE0F variation selector 16: kif 2, text_width 1 */
    { "\xE1\x85\xA0", 0 },    /* U+1160 Hangul vowel filler: kif 2, text_width 1 */
    { "가", 2 },
    { "😀", 2 },              /* emoji (W): text_width 1 */
    { "🀄", 2 },              /* text_width 1 */
    { "︐", 2 },              /* U+FE10 vertical comma (W): text_width 1 */
    { "\t", 0 },              /* control: kif 1, glyphs -1 */
    { "\x7F", 0 },            /* DEL: kif 1, text_width 1, glyphs -1 */
    { "\xC2\x85", 0 },        /* U+0085 (C1 control): kif 2, text_width 1, glyphs -1 */
    { "\xFF", 1 },            /* a malformed byte shows as one mark: glyphs -1 */
};
enum { WIDTH_CASES = sizeof widths / sizeof widths[0] };

static void the_width_table(void)
{
    for (int i = 0; i < WIDTH_CASES; i++) {
        int got = utf8_width(widths[i].text);
        if (got != widths[i].columns) {
            char m[128];
            snprintf(m, sizeof m, "row %d: width %d, expected %d", i, got, widths[i].columns);
            check_fail(__FILE__, __LINE__, m);
        }
    }
}

/* The rule is the C library's in a UTF-8 locale wherever that gives a
 * width, which is what curses and tmux lay text out by: the table must not
 * drift from the screen. Controls and malformed bytes have no libc width. */
static void agrees_with_the_c_library(void)
{
    bool utf8 = setlocale(LC_ALL, "C.UTF-8") != NULL;
    CHECK(utf8);
    if (!utf8)
        return;
    for (int i = 0; i < WIDTH_CASES; i++) {
        wchar_t w[8];
        size_t n = mbstowcs(w, widths[i].text, 8);
        int libc = n == (size_t)-1 ? -1 : wcswidth(w, n);
        if (libc >= 0 && libc != widths[i].columns) {
            char m[128];
            snprintf(m, sizeof m, "row %d: wcswidth %d, base/utf8 %d", i, libc, widths[i].columns);
            check_fail(__FILE__, __LINE__, m);
        }
    }
    setlocale(LC_ALL, "C");
}

static void widths_of_strings(void)
{
    CHECK_INT(utf8_width("▲７六歩"), 7);
    CHECK_INT(utf8_width("同\xE3\x80\x80歩(77)"), 10);
    CHECK_INT(utf8_width(""), 0);
    const char *s = "歩と金";
    CHECK_INT(utf8_width_n(s, strlen("歩と")), 4);
    CHECK_INT(utf8_width_n(s, 1), 1);  /* a cut character: one malformed byte */
    CHECK_INT(utf8_width_n("ab\0cd", 5), 2); /* stops at a NUL */
}

static void decoding(void)
{
    const char *s = "a歩😀", *end = s + strlen(s);
    CHECK_INT(utf8_next(&s, end), 'a');
    CHECK_INT(utf8_next(&s, end), 0x6B69);
    CHECK_INT(utf8_next(&s, end), 0x1F600);
    CHECK(s == end);
    CHECK_INT(utf8_next(&s, end), 0);
    /* A malformed byte is skipped alone: the next character still decodes. */
    const char bad[] = "\xE6\xAD" "b", *p = bad;
    CHECK_INT(utf8_next(&p, bad + 3), -1);
    CHECK_INT(utf8_next(&p, bad + 3), -1);
    CHECK_INT(utf8_next(&p, bad + 3), 'b');
}

static void validation(void)
{
    CHECK(utf8_valid("７六歩", strlen("７六歩")));
    CHECK(utf8_valid("\xF0\x9F\x98\x80", 4));
    CHECK(!utf8_valid("\x82\xa0", 2));             /* Shift_JIS */
    CHECK(!utf8_valid("\xC0\xAF", 2));             /* overlong '/' */
    CHECK(!utf8_valid("\xE0\x80\xAF", 3));         /* overlong, three bytes */
    CHECK(!utf8_valid("\xED\xA0\x80", 3));         /* a surrogate */
    CHECK(!utf8_valid("\xF4\x90\x80\x80", 4));     /* past U+10FFFF */
    CHECK(!utf8_valid("\xE6\xAD", 2));             /* cut short */
    CHECK_INT(utf8_valid_prefix("ab\x80" "cd", 5), 2);
    CHECK_INT(utf8_seq_len("歩", 3), 3);
    CHECK_INT(utf8_seq_len("歩", 2), 0);
}

int main(void)
{
    RUN(the_width_table);
    RUN(agrees_with_the_c_library);
    RUN(widths_of_strings);
    RUN(decoding);
    RUN(validation);
    return check_summary();
}
