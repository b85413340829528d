/* Move selection by pointing (ui/selection.c): what a piece may reach, when
 * the promotion question is asked, and the reasons for refusals. */
#include "tests/check.h"

#include "shogi/position.h"
#include "shogi/usi.h"
#include "ui/selection.h"

static Square sq(const char *usi) { return make_square(usi[0] - '0', usi[1] - 'a' + 1); }

static void set(Position *pos, const char *sfen)
{
    char err[200];
    CHECK_INT(pos_set_sfen(pos, sfen, err, sizeof err), 0);
}

static int dest_count(const Selection *s)
{
    int n = 0;
    for (int i = 0; i < SQ_NB; i++)
        n += s->dest[i];
    return n;
}

static void pawn_at_start_has_one_destination(void)
{
    Position pos;
    Selection s;
    pos_init_startpos(&pos);
    sel_clear(&s);
    SelResult r = sel_square(&s, &pos, sq("7g"));
    CHECK_INT(r.outcome, SEL_PICKED);
    CHECK_INT(dest_count(&s), 1);
    CHECK(s.dest[sq("7f")]);
    r = sel_square(&s, &pos, sq("7f"));
    CHECK_INT(r.outcome, SEL_MOVE);
    char u[USI_MOVE_MAX];
    move_to_usi(r.move, u);
    CHECK_STR(u, "7g7f");
    CHECK(!s.active);
}

static void refusals_name_the_problem(void)
{
    Position pos;
    Selection s;
    pos_init_startpos(&pos);
    sel_clear(&s);
    SelResult r = sel_square(&s, &pos, sq("5e"));
    CHECK_INT(r.outcome, SEL_REFUSED);
    CHECK_INT(r.text, TXT_EMPTY_SQUARE);
    r = sel_square(&s, &pos, sq("5a"));
    CHECK_INT(r.outcome, SEL_REFUSED);
    CHECK_INT(r.text, TXT_NOT_YOUR_PIECE);
    r = sel_square(&s, &pos, sq("8i")); /* the knight is blocked by its own pawns */
    CHECK_INT(r.outcome, SEL_REFUSED);
    CHECK_INT(r.text, TXT_NO_MOVES_FOR_PIECE);
    r = sel_hand(&s, &pos, PAWN);
    CHECK_INT(r.outcome, SEL_REFUSED);
    CHECK_INT(r.text, TXT_NONE_IN_HAND);
    /* A picked king sent two squares away: the rules say why. */
    r = sel_square(&s, &pos, sq("5i"));
    CHECK_INT(r.outcome, SEL_PICKED);
    r = sel_square(&s, &pos, sq("5f"));
    CHECK_INT(r.outcome, SEL_REFUSED);
    CHECK(r.reason != NULL);
    CHECK(s.active); /* the king stays picked */
}

static void same_square_cancels_other_own_piece_repicks(void)
{
    Position pos;
    Selection s;
    pos_init_startpos(&pos);
    sel_clear(&s);
    sel_square(&s, &pos, sq("7g"));
    CHECK_INT(sel_square(&s, &pos, sq("7g")).outcome, SEL_CANCELLED);
    CHECK(!s.active);
    sel_square(&s, &pos, sq("7g"));
    CHECK_INT(sel_square(&s, &pos, sq("2g")).outcome, SEL_PICKED);
    CHECK_INT(s.from, sq("2g"));
}

static void promotion_asked_only_when_optional(void)
{
    Position pos;
    Selection s;
    /* A silver entering the zone may promote; a pawn reaching the last rank must. */
    set(&pos, "4k4/9/9/2S6/9/9/9/P8/4K4 b - 1");
    sel_clear(&s);
    CHECK_INT(sel_square(&s, &pos, sq("7d")).outcome, SEL_PICKED);
    SelResult r = sel_square(&s, &pos, sq("7c"));
    CHECK_INT(r.outcome, SEL_ASK_PROMOTION);
    r = sel_answer_promotion(&s, false);
    CHECK_INT(r.outcome, SEL_MOVE);
    CHECK(!move_is_promote(r.move));
    sel_square(&s, &pos, sq("7d"));
    sel_square(&s, &pos, sq("7c"));
    r = sel_answer_promotion(&s, true);
    CHECK(move_is_promote(r.move));

    set(&pos, "4k4/P8/9/9/9/9/9/9/4K4 b - 1");
    sel_clear(&s);
    sel_square(&s, &pos, sq("9b"));
    r = sel_square(&s, &pos, sq("9a"));
    CHECK_INT(r.outcome, SEL_MOVE);
    CHECK(move_is_promote(r.move));
}

static void drops_from_hand_and_nifu(void)
{
    Position pos;
    Selection s;
    set(&pos, "4k4/9/9/9/9/9/4P4/9/4K4 b P 1");
    sel_clear(&s);
    SelResult r = sel_hand(&s, &pos, PAWN);
    CHECK_INT(r.outcome, SEL_PICKED);
    CHECK(!s.dest[sq("5e")]); /* nifu on file 5 */
    CHECK(s.dest[sq("4e")]);
    CHECK(!s.dest[sq("4a")]); /* a pawn on the last rank could never move */
    r = sel_square(&s, &pos, sq("5e"));
    CHECK_INT(r.outcome, SEL_REFUSED);
    CHECK(r.reason != NULL);
    r = sel_square(&s, &pos, sq("4e"));
    CHECK_INT(r.outcome, SEL_MOVE);
    CHECK(move_is_drop(r.move));
    CHECK_INT(move_drop_type(r.move), PAWN);
}

int main(void)
{
    RUN(pawn_at_start_has_one_destination);
    RUN(refusals_name_the_problem);
    RUN(same_square_cancels_other_own_piece_repicks);
    RUN(promotion_asked_only_when_optional);
    RUN(drops_from_hand_and_nifu);
    return check_summary();
}
