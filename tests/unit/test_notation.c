/* Japanese and western move text, both ways: KIF and KI2 forms, the KI2
 * disambiguators as the JSA rules place them, and loose typed input. */
#include <string.h>

#include "shogi/notation.h"
#include "shogi/usi.h"
#include "tests/check.h"

static Position pos;

static void setup(const char *sfen)
{
    char err[128];
    if (pos_set_sfen(&pos, sfen, err, sizeof err) < 0)
        fprintf(stderr, "bad test sfen %s: %s\n", sfen, err);
}

/* The KI2 text of a USI move in the current position. */
static const char *ki2(const char *usi)
{
    static char buf[NOTATION_MAX];
    Move m = move_from_usi(&pos, usi);
    if (m == MOVE_NONE || !pos_is_legal(&pos, m))
        return "(illegal)";
    notation_japanese(&pos, m, 0, buf, sizeof buf);
    return buf;
}

static const char *western(const char *usi)
{
    static char buf[NOTATION_MAX];
    notation_western(&pos, move_from_usi(&pos, usi), buf, sizeof buf);
    return buf;
}

static void test_kif_and_ki2_forms_of_an_opening(void)
{
    static const char *const usi[] = { "7g7f", "3c3d", "8h2b+", "3a2b", "B*5e", "2b3c", "5e3c+" };
    static const char *const kif[] = { "７六歩(77)", "３四歩(33)", "２二角成(88)", "同　銀(31)", "５五角打",
                                        "３三銀(22)", "同　角成(55)" };
    static const char *const marked[] = { "▲７六歩", "△３四歩", "▲２二角成", "△同　銀", "▲５五角",
                                           "△３三銀", "▲同　角成" };
    pos_init_startpos(&pos);
    for (int i = 0; i < 7; i++) {
        char buf[NOTATION_MAX];
        Move m = move_from_usi(&pos, usi[i]);
        notation_japanese(&pos, m, NOTE_KIF, buf, sizeof buf);
        CHECK_STR(buf, kif[i]);
        notation_japanese(&pos, m, NOTE_MARK, buf, sizeof buf);
        CHECK_STR(buf, marked[i]);
        pos_do_move(&pos, m);
    }
}

static void test_ascii_digit_form(void)
{
    char buf[NOTATION_MAX];
    pos_init_startpos(&pos);
    notation_japanese(&pos, move_from_usi(&pos, "7g7f"), NOTE_MARK | NOTE_ASCII, buf, sizeof buf);
    CHECK_STR(buf, "▲7六歩");
}

/* Three golds below 5八: right, straight, left (JSA examples). */
static void test_three_golds_right_straight_left(void)
{
    setup("k8/9/9/9/9/9/9/9/3GGG2K b - 1");
    CHECK_STR(ki2("4i5h"), "５八金右");
    CHECK_STR(ki2("5i5h"), "５八金直");
    CHECK_STR(ki2("6i5h"), "５八金左");
}

/* Two golds side by side moving sideways: place decides. */
static void test_two_golds_sideways(void)
{
    setup("k8/9/9/9/9/9/9/3G1G3/4K4 b - 1");
    CHECK_STR(ki2("6h5h"), "５八金左");
    CHECK_STR(ki2("4h5h"), "５八金右");
}

/* Motion first; place when motion is shared; both when neither alone. */
static void test_motion_then_place_then_both(void)
{
    setup("k8/3G5/3G1G3/9/9/9/9/9/4K4 b - 1");
    CHECK_STR(ki2("6b5b"), "５二金寄");
    CHECK_STR(ki2("4c5b"), "５二金右");
    CHECK_STR(ki2("6c5b"), "５二金左上");
}

static void test_gold_alone_needs_no_word(void)
{
    setup("k8/9/9/9/9/9/9/9/3G4K b - 1");
    CHECK_STR(ki2("6i5h"), "５八金");
}

/* Dragons and horses take 左/右 relative to each other, never 直. */
static void test_dragons_and_horses(void)
{
    setup("k8/7+R1/8+R/9/9/9/9/9/4K4 b - 1");
    CHECK_STR(ki2("1c2d"), "２四龍右");
    CHECK_STR(ki2("2b2d"), "２四龍左");
    setup("+B+B5k1/9/9/9/9/9/9/9/4K4 b - 1");
    CHECK_STR(ki2("9a8b"), "８二馬左");
    CHECK_STR(ki2("8a8b"), "８二馬右");
}

/* Gote's left is the low-numbered files. */
static void test_gote_sides_are_mirrored(void)
{
    setup("4k4/9/9/9/9/9/3g1g3/9/K8 w - 1");
    CHECK_STR(ki2("4g5h"), "５八金左");
    CHECK_STR(ki2("6g5h"), "５八金右");
}

static void test_drop_promotion_marks(void)
{
    setup("4k4/9/9/9/9/4S4/9/9/4K4 b S 1");
    CHECK_STR(ki2("S*5e"), "５五銀打");
    CHECK_STR(ki2("5f5e"), "５五銀");
    setup("4k4/9/9/4S4/9/9/9/9/4K4 b S 1");
    CHECK_STR(ki2("S*5e"), "５五銀"); /* silvers cannot step straight back */
    setup("4k4/9/9/9/9/9/9/6S2/4K4 b S 1");
    CHECK_STR(ki2("S*5e"), "５五銀");
    setup("4k4/9/9/5N3/9/9/9/9/4K4 b - 1");
    CHECK_STR(ki2("4d3b+"), "３二桂成");
    CHECK_STR(ki2("4d5b+"), "５二桂成");
    setup("4k4/9/9/9/5N3/9/9/9/4K4 b - 1");
    CHECK_STR(ki2("4e3c"), "３三桂不成");
    CHECK_STR(ki2("4e3c+"), "３三桂成");
}

static void test_western_forms(void)
{
    pos_init_startpos(&pos);
    CHECK_STR(western("7g7f"), "P-7f");
    setup("lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 1");
    CHECK_STR(western("8h2b+"), "Bx2b+");
    CHECK_STR(western("8h2b"), "Bx2b=");
    setup("4k4/9/9/9/9/9/9/9/4K4 b S 1");
    CHECK_STR(western("S*5e"), "S*5e");
    setup("4k4/9/9/9/9/9/9/9/+R3K4 b - 1");
    CHECK_STR(western("9i9h"), "+R-9h");
    setup("k8/9/9/9/9/9/9/9/3GGG2K b - 1");
    CHECK_STR(western("4i5h"), "G4i-5h");
}

static Move parse(const char *text, char *err, size_t len)
{
    err[0] = '\0';
    return notation_parse_any(&pos, text, err, len);
}

static void check_parses(const char *text, const char *usi)
{
    char err[256], got[USI_MOVE_MAX] = "none";
    Move m = parse(text, err, sizeof err);
    if (m != MOVE_NONE)
        move_to_usi(m, got);
    CHECK_STR(got, usi);
    if (m == MOVE_NONE)
        fprintf(stderr, "  '%s': %s\n", text, err);
}

static void test_parse_loose_input(void)
{
    pos_init_startpos(&pos);
    check_parses("76歩", "7g7f");
    check_parses("7六歩", "7g7f");
    check_parses("７６歩", "7g7f");
    check_parses("七六歩", "7g7f");
    check_parses("▲７六歩", "7g7f");
    check_parses(" P-7f ", "7g7f");
    check_parses("p7f", "7g7f");
    check_parses("7g7f", "7g7f");
    check_parses("７六歩(77)", "7g7f");
    check_parses("68銀", "7i6h");
    pos_do_move(&pos, move_from_usi(&pos, "7g7f"));
    pos_do_move(&pos, move_from_usi(&pos, "3c3d"));
    check_parses("22角不成", "8h2b");
    check_parses("Bx2b+", "8h2b+");
    pos_do_move(&pos, move_from_usi(&pos, "8h2b+"));
    check_parses("同銀", "3a2b");
    check_parses("同　銀", "3a2b");
    pos_do_move(&pos, move_from_usi(&pos, "3a2b"));
    check_parses("55角打", "B*5e");
    check_parses("55角", "B*5e");
    check_parses("B*5e", "B*5e");
}

static void test_parse_errors_say_why(void)
{
    char err[256];
    pos_init_startpos(&pos);
    CHECK(parse("58金", err, sizeof err) == MOVE_NONE);
    CHECK(strstr(err, "ambiguous") && strstr(err, "4九") && strstr(err, "6九"));
    check_parses("58金右", "4i5h");
    check_parses("58金左", "6i5h");
    CHECK(parse("55歩", err, sizeof err) == MOVE_NONE);
    CHECK(strstr(err, "歩") != NULL);
    CHECK(parse("xyz", err, sizeof err) == MOVE_NONE);
    CHECK(err[0] != '\0');
    CHECK(parse("", err, sizeof err) == MOVE_NONE);
    setup("lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 1");
    CHECK(parse("22角", err, sizeof err) == MOVE_NONE);
    CHECK(strstr(err, "成") != NULL);
    setup("4k4/9/9/9/9/9/4P4/9/4K4 b P 1");
    CHECK(parse("53歩打", err, sizeof err) == MOVE_NONE);
    CHECK(strstr(err, "nifu") != NULL || strstr(err, "pawn") != NULL);
    setup("4k4/9/9/9/9/9/9/9/4K4 b - 1");
    CHECK(parse("55角打", err, sizeof err) == MOVE_NONE);
    CHECK(strstr(err, "in hand") != NULL);
}

static void test_parse_japanese_strict_forms(void)
{
    char err[256];
    pos_init_startpos(&pos);
    Move m = notation_parse_japanese(&pos, "７六歩(77)", err, sizeof err);
    CHECK(m == move_from_usi(&pos, "7g7f"));
    CHECK(notation_parse_japanese(&pos, "７六歩(77) extra", err, sizeof err) == MOVE_NONE);
    CHECK(notation_parse_japanese(&pos, "同　歩", err, sizeof err) == MOVE_NONE);
    CHECK(strstr(err, "previous move") != NULL);
    CHECK_STR(notation_piece_kanji(DRAGON), "龍");
    CHECK_STR(notation_piece_kanji(KING), "玉");
}

int main(void)
{
    RUN(test_kif_and_ki2_forms_of_an_opening);
    RUN(test_ascii_digit_form);
    RUN(test_three_golds_right_straight_left);
    RUN(test_two_golds_sideways);
    RUN(test_motion_then_place_then_both);
    RUN(test_gold_alone_needs_no_word);
    RUN(test_dragons_and_horses);
    RUN(test_gote_sides_are_mirrored);
    RUN(test_drop_promotion_marks);
    RUN(test_western_forms);
    RUN(test_parse_loose_input);
    RUN(test_parse_errors_say_why);
    RUN(test_parse_japanese_strict_forms);
    return check_summary();
}
