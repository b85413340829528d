/* Screen text, glyphs and the clock format (ui/text.c, ui/glyphs.c,
 * ui/clock_view.c): both languages complete, cells two columns wide. */
#include <locale.h>
#include <stdbool.h>

#include "base/utf8.h"
#include "tests/check.h"

#include "ui/clock_view.h"
#include "ui/glyphs.h"
#include "shogi/position.h"
#include "ui/move_input.h"
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

/* Whether a message still has English in it: a run of three or more ASCII
 * letters outside '...' (what the player typed, echoed back). */
static bool has_english(const char *s)
{
    int run = 0;
    bool quoted = false;
    for (; *s; s++) {
        if (*s == '\'')
            quoted = !quoted;
        bool letter = !quoted && ((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z'));
        run = letter ? run + 1 : 0;
        if (run >= 3)
            return true;
    }
    return false;
}

static int japanese_checked;

static void check_japanese(const char *reason)
{
    char b[512];
    ui_rule_reason(LANG_JA, reason, b, sizeof b);
    if (has_english(b))
        fprintf(stderr, "  still English in ja: \"%s\" -> \"%s\"\n", reason, b);
    CHECK(!has_english(b));
    japanese_checked++;
}

/* Every reason the rules give for a move, over every move from and to
 * every square and every drop, in positions that reach them all (the
 * start; pieces in hand, a pawn-drop mate, pawns that must promote). */
static void every_rule_reason_in_japanese(void)
{
    static const char *const sfens[] = {
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
        "kn7/9/1G7/9/9/9/9/9/8K b PLNSGBR 1",
        "k8/4P1P2/1L1N5/9/9/9/9/9/4K4 b P 1",
        "4k4/9/9/9/9/9/9/6p2/4K4 w - 1",
    };
    japanese_checked = 0;
    for (size_t i = 0; i < sizeof sfens / sizeof sfens[0]; i++) {
        Position pos;
        char err[200];
        CHECK_INT(pos_set_sfen(&pos, sfens[i], err, sizeof err), 0);
        for (int to = 0; to < SQ_NB; to++) {
            for (int from = 0; from < SQ_NB; from++)
                for (int pro = 0; pro < 2; pro++) {
                    const char *why = pos_illegal_reason(&pos, move_make((Square)from, (Square)to, pro));
                    if (why)
                        check_japanese(why);
                }
            for (int t = PAWN; t <= ROOK; t++) {
                const char *why = pos_illegal_reason(&pos, move_make_drop((PieceType)t, (Square)to));
                if (why)
                    check_japanese(why);
            }
        }
    }
    CHECK(japanese_checked > 1000);
}

/* Every refusal of a typed move: the parser's (Japanese, western and USI
 * notation) and the move box's own, as typed_parse gives them. */
static void every_typed_refusal_in_japanese(void)
{
    static const struct { const char *sfen, *typed; } cases[] = {
        { NULL, "5五歩" },       /* no 歩 can move to 5五 */
        { NULL, "P-5e" },        /* no P can move to 5e */
        { NULL, "5五" },         /* expected a piece name */
        { NULL, "同歩" },        /* 同 but no previous move */
        { NULL, "歩" },          /* expected a square */
        { NULL, "7六歩 xx" },    /* unexpected text after the move */
        { NULL, "P*5e" },        /* no such piece in hand */
        { NULL, "5a5b" },        /* not your piece */
        { NULL, "5e5d" },        /* no piece there */
        { NULL, "2h2g" },        /* cannot capture your own piece */
        { NULL, "7g7f+" },       /* cannot promote: not in the zone */
        { NULL, "5八金" },       /* ambiguous (add 右 左 ...) */
        { NULL, "G-5h" },        /* ambiguous (name the origin) */
        { NULL, "G*5e" },        /* no G in hand to drop */
        { NULL, "金打5五" },
        { NULL, "qwerty" },      /* not a move or a command */
        { NULL, "7六飛" },       /* 飛 to 7六: that piece cannot move there */
        { NULL, "R-7f" },
        { "4k4/9/9/9/9/9/9/9/4K1P2 b P 1", "P*3e" },          /* nifu */
        { "4k4/9/9/9/9/9/9/9/4K4 b P 1", "1一歩打" },          /* a pawn that could never move */
        { "4k4/5r3/9/9/9/9/9/9/4K4 b - 1", "4八玉" },          /* leaves the king in check */
        { "4k4/5r3/9/9/9/9/9/9/4K4 b - 1", "K-4h" },
        { "kn7/9/1G7/9/9/9/9/9/8K b P 1", "9二歩打" },         /* pawn-drop mate */
        { "kn7/9/1G7/9/9/9/9/9/8K b P 1", "P*9b" },
    };
    japanese_checked = 0;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        Position pos;
        char err[200];
        if (cases[i].sfen)
            CHECK_INT(pos_set_sfen(&pos, cases[i].sfen, err, sizeof err), 0);
        else
            pos_init_startpos(&pos);
        TypedInput in;
        typed_parse(&pos, cases[i].typed, &in);
        if (in.kind != TYPED_ERROR)
            fprintf(stderr, "  '%s' was not refused\n", cases[i].typed);
        CHECK(in.kind == TYPED_ERROR);
        check_japanese(in.err);
    }
    /* The parser's sentences that typing cannot reach past the move box
     * (it asks about promotion itself and never passes an empty line). */
    check_japanese("say 成 or 不成 (+ or =): promotion is optional here");
    check_japanese("empty move");
    check_japanese("must promote: a knight there could never move again");
    char b[512];
    CHECK_STR(ui_rule_reason(LANG_JA, "no 歩 can move to 5五", b, sizeof b), "5五に動ける歩がありません");
    CHECK_STR(ui_rule_reason(LANG_JA, "歩 to 1一: a pawn there could never move again", b, sizeof b),
              "歩を1一へ: 行き所のない歩になります");
    CHECK_STR(ui_rule_reason(LANG_EN, "no 歩 can move to 5五", b, sizeof b), "no 歩 can move to 5五");
}

int main(void)
{
    RUN(rule_reasons_in_japanese);
    RUN(every_rule_reason_in_japanese);
    RUN(every_typed_refusal_in_japanese);
    RUN(every_text_in_both_languages);
    RUN(clock_format_tenths_under_ten_seconds);
    RUN(glyphs_are_two_columns);
    return check_summary();
}
