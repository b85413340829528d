/* Screen text, glyphs and the clock format (ui/text.c, ui/glyphs.c,
 * ui/clock_view.c): both languages complete, cells two columns wide. */
#include <locale.h>

#include "base/utf8.h"
#include "tests/check.h"

#include "ui/clock_view.h"
#include "ui/glyphs.h"
#include "ui/text.h"

static int count_of(const char *s, const char *what)
{
    int n = 0;
    for (const char *p = s; (p = strstr(p, what)); p += strlen(what))
        n++;
    return n;
}

static void every_text_in_both_languages(void)
{
    for (int id = 0; id < TXT_COUNT; id++) {
        const char *en = ui_text(LANG_EN, (UiTextId)id), *ja = ui_text(LANG_JA, (UiTextId)id);
        CHECK(en && *en);
        CHECK(ja && *ja);
        /* printf-style texts take the same arguments in both languages. */
        CHECK_INT(count_of(en, "%"), count_of(ja, "%"));
    }
    /* The help lists the same keys in both. */
    const char *keys[] = { "hjkl", "h j k l", "Enter", "Esc", "?", "f ", "x ", "q ", "Tab" };
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
        if (!strstr(ui_text(LANG_EN, TXT_HELP_BODY), keys[i]))
            continue;
        CHECK(strstr(ui_text(LANG_JA, TXT_HELP_BODY), keys[i]) != NULL);
    }
}

static void clock_format_tenths_under_ten_seconds(void)
{
    char b[32];
    clock_view_format(600000, b, sizeof b);
    CHECK_STR(b, "10:00");
    clock_view_format(599999, b, sizeof b);
    CHECK_STR(b, "9:59");
    clock_view_format(61000, b, sizeof b);
    CHECK_STR(b, "1:01");
    clock_view_format(10000, b, sizeof b);
    CHECK_STR(b, "0:10");
    clock_view_format(9999, b, sizeof b);
    CHECK_STR(b, "0:09.9");
    clock_view_format(123, b, sizeof b);
    CHECK_STR(b, "0:00.1");
    clock_view_format(-5, b, sizeof b);
    CHECK_STR(b, "0:00.0");
}

static void glyphs_are_two_columns(void)
{
    char b[16];
    GlyphStyle ascii = { UI_PIECES_KANJI, true };
    glyph_piece(&ascii, PAWN, b, sizeof b);
    CHECK_STR(b, "P ");
    glyph_piece(&ascii, DRAGON, b, sizeof b);
    CHECK_STR(b, "+R");
    CHECK_STR(glyph_rank_label(&ascii, 1), "a");
    CHECK_INT(glyph_owner_mark(WHITE), 'v');
    /* The terminal tests run in C.UTF-8 too: without it kanji widths go unchecked, a failure. */
    bool utf8 = setlocale(LC_ALL, "C.UTF-8") != NULL;
    CHECK(utf8);
    if (!utf8)
        return;
    GlyphStyle kanji = { UI_PIECES_KANJI, false };
    for (int t = PAWN; t < PIECE_TYPE_NB; t++) {
        glyph_piece(&kanji, (PieceType)t, b, sizeof b);
        CHECK_INT(utf8_width(b), 2);
    }
    CHECK_INT(utf8_width(glyph_empty(&kanji)), 2);
    GlyphStyle western = { UI_PIECES_WESTERN, false };
    glyph_piece(&western, HORSE, b, sizeof b);
    CHECK_STR(b, "+B");
    setlocale(LC_ALL, "C");
}

static void rule_reasons_in_japanese(void)
{
    char b[256];
    CHECK_STR(ui_rule_reason(LANG_EN, "nifu: a pawn is already on file 5", b, sizeof b),
              "nifu: a pawn is already on file 5");
    CHECK_STR(ui_rule_reason(LANG_JA, "nifu: a pawn is already on file 5", b, sizeof b),
              "二歩です: 5筋にはすでに歩があります");
    CHECK_STR(ui_rule_reason(LANG_JA, "P*1a: a pawn there could never move again", b, sizeof b),
              "P*1a: 行き所のない歩になります");
    CHECK_STR(ui_rule_reason(LANG_JA, "something else", b, sizeof b), "something else");
}

int main(void)
{
    RUN(rule_reasons_in_japanese);
    RUN(every_text_in_both_languages);
    RUN(clock_format_tenths_under_ten_seconds);
    RUN(glyphs_are_two_columns);
    return check_summary();
}
