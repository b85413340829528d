/* Typed input (ui/move_input.c): commands in both languages, moves in every
 * notation, reasons for what is refused, and Tab-completion candidates. */
#include "tests/check.h"

#include "shogi/position.h"
#include "shogi/usi.h"
#include "ui/move_input.h"

static void parse_usi(const Position *pos, const char *text, const char *want)
{
    TypedInput in;
    typed_parse(pos, text, &in);
    CHECK_INT(in.kind, TYPED_MOVE);
    char u[USI_MOVE_MAX] = "";
    if (in.kind == TYPED_MOVE)
        move_to_usi(in.move, u);
    CHECK_STR(u, want);
}

static void commands_in_both_languages(void)
{
    Position pos;
    pos_init_startpos(&pos);
    TypedInput in;
    const struct { const char *text; TypedKind kind; } cases[] = {
        { "resign", TYPED_RESIGN }, { " 投了 ", TYPED_RESIGN }, { "RESIGN", TYPED_RESIGN },
        { "flip", TYPED_FLIP }, { "help", TYPED_HELP }, { "?", TYPED_HELP },
        { "quit", TYPED_QUIT }, { "終了", TYPED_QUIT }, { "", TYPED_EMPTY }, { "   ", TYPED_EMPTY },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        typed_parse(&pos, cases[i].text, &in);
        CHECK_INT(in.kind, cases[i].kind);
    }
}

static void moves_in_every_notation(void)
{
    Position pos;
    pos_init_startpos(&pos);
    parse_usi(&pos, "7g7f", "7g7f");
    parse_usi(&pos, "76歩", "7g7f");
    parse_usi(&pos, "7六歩", "7g7f");
    parse_usi(&pos, "７六歩", "7g7f");
    parse_usi(&pos, "P-7f", "7g7f");
    parse_usi(&pos, "  2g2f　", "2g2f"); /* blanks and an ideographic space around */
}

static void refusals_say_why(void)
{
    Position pos;
    char err[200];
    CHECK_INT(pos_set_sfen(&pos, "4k4/9/9/9/9/9/4P4/9/4K4 b P 1", err, sizeof err), 0);
    TypedInput in;
    typed_parse(&pos, "P*5e", &in);
    CHECK_INT(in.kind, TYPED_ERROR);
    CHECK(in.err[0] != 0);
    typed_parse(&pos, "xyzzy", &in);
    CHECK_INT(in.kind, TYPED_ERROR);
    CHECK(in.err[0] != 0);
}

typedef struct {
    int count;
    bool has_7g7f, has_resign, all_start_with_7;
} Seen;

static void collect(const char *text, void *ctx)
{
    Seen *s = ctx;
    s->count++;
    if (!strcmp(text, "7g7f"))
        s->has_7g7f = true;
    if (!strcmp(text, "resign"))
        s->has_resign = true;
    if (text[0] != '7')
        s->all_start_with_7 = false;
}

static void completion_candidates(void)
{
    Position pos;
    pos_init_startpos(&pos);
    Seen s = { 0, false, false, true };
    typed_candidates(&pos, "7", collect, &s);
    CHECK(s.has_7g7f);
    CHECK(s.all_start_with_7);
    CHECK(s.count >= 1);
    Seen r = { 0, false, false, true };
    typed_candidates(&pos, "res", collect, &r);
    CHECK(r.has_resign);
    CHECK_INT(r.count, 1);
    Seen all = { 0, false, false, true };
    typed_candidates(&pos, "", collect, &all);
    CHECK_INT(all.count, 30); /* the 30 legal moves at the start, in USI */
}

/* After 1.7g7f 3c3d the bishop on 8h may take on 2b promoting or not. */
static void promotion_asked_whatever_the_notation(void)
{
    Position pos;
    char err[200];
    CHECK_INT(pos_set_sfen(&pos, "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3", err,
                           sizeof err), 0);
    static const char *const open_texts[] = { "8h2b", "B-2b", "Bx2b", "2二角", "22角" };
    for (size_t i = 0; i < sizeof open_texts / sizeof open_texts[0]; i++) {
        TypedInput in;
        typed_parse(&pos, open_texts[i], &in);
        if (in.kind != TYPED_ASK_PROMOTION)
            fprintf(stderr, "  '%s' was not asked about (kind %d, %s)\n", open_texts[i], in.kind, in.err);
        CHECK_INT(in.kind, TYPED_ASK_PROMOTION);
        char stay[USI_MOVE_MAX] = "", promote[USI_MOVE_MAX] = "";
        move_to_usi(in.move, stay);
        move_to_usi(in.promote, promote);
        CHECK_STR(stay, "8h2b");
        CHECK_STR(promote, "8h2b+");
    }
    /* Said: no question. */
    parse_usi(&pos, "8h2b+", "8h2b+");
    parse_usi(&pos, "8h2b=", "8h2b");
    parse_usi(&pos, "B-2b+", "8h2b+");
    parse_usi(&pos, "B-2b=", "8h2b");
    parse_usi(&pos, "2二角成", "8h2b+");
    parse_usi(&pos, "2二角不成", "8h2b");
    /* A move that cannot promote is never asked about. */
    parse_usi(&pos, "2g2f", "2g2f");
}

/* Text typed in ASCII is answered in ASCII: "no P can move to 5e", not 歩 and 5五. */
static void ascii_input_answered_in_ascii(void)
{
    Position pos;
    pos_init_startpos(&pos);
    TypedInput in;
    typed_parse(&pos, "P-5e", &in);
    CHECK_INT(in.kind, TYPED_ERROR);
    CHECK(strstr(in.err, "P") && strstr(in.err, "5e"));
    for (const unsigned char *p = (const unsigned char *)in.err; *p; p++)
        CHECK(*p < 0x80);
    typed_parse(&pos, "5五歩", &in); /* kanji in, kanji out */
    CHECK_INT(in.kind, TYPED_ERROR);
    CHECK(strstr(in.err, "歩") != NULL);
}

int main(void)
{
    RUN(commands_in_both_languages);
    RUN(moves_in_every_notation);
    RUN(refusals_say_why);
    RUN(completion_candidates);
    RUN(promotion_asked_whatever_the_notation);
    RUN(ascii_input_answered_in_ascii);
    return check_summary();
}
