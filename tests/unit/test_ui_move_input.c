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

int main(void)
{
    RUN(commands_in_both_languages);
    RUN(moves_in_every_notation);
    RUN(refusals_say_why);
    RUN(completion_candidates);
    return check_summary();
}
