/* The costliest-move selection: per game, the largest losses among the
 * counted rows, ties in ply order, gains and mates never. */
#include <stdio.h>
#include <string.h>

#include "rating/costly.h"
#include "rating/table.h"
#include "tests/check.h"
#include "tests/table_text.h"

static const char *text =
    "# kiryoku analysis table v1\n"
    "game\tply\tplayer\teval_before\teval_after\tclock_left_ms\tgame_plies\tin_book\tbest\n"
    "g1\t41\tme\t0\t-100\t\t90\t0\t7g7f\n"   /* row 0: -100 */
    "g1\t43\tme\t50\t-250\t\t90\t0\t\n"      /* row 1: -300 */
    "g1\t45\tme\t10\t-90\t\t90\t0\t\n"       /* row 2: -100, later than row 0 */
    "g1\t47\tme\t0\t40\t\t90\t0\t\n"         /* row 3: a gain */
    "g1\t49\tme\t0\tmate-5\t\t90\t0\t\n"     /* row 4: a mate after */
    "g1\t51\tme\t30\t-500\t\t90\t0\t\n"      /* row 5: -530, not counted */
    "g1\t53\tme\t-20\t-70\t\t90\t0\t\n"      /* row 6: -50 */
    "g2\t41\tme\t0\t-10\t\t80\t0\t\n"        /* row 7: -10 */
    "g2\t43\tme\t0\t0\t\t80\t0\t\n";         /* row 8: no loss */

static void read_table(Table *t)
{
    CHECK_INT(table_from_text(t, text, "t.tsv"), 0);
}

static void largest_three_ties_in_ply_order(void)
{
    Table t;
    read_table(&t);
    int counted[] = { 0, 1, 2, 3, 4, 6, 7, 8 };
    int out[3] = { -1, -1, -1 };
    CHECK_INT(costly_select(&t, NULL, counted, 8, 0, 3, out), 3);
    CHECK_INT(out[0], 1);
    CHECK_INT(out[1], 0);
    CHECK_INT(out[2], 2);
    /* Fed in reverse, the same answer. */
    int reversed[] = { 8, 7, 6, 4, 3, 2, 1, 0 };
    CHECK_INT(costly_select(&t, NULL, reversed, 8, 0, 3, out), 3);
    CHECK_INT(out[0], 1);
    CHECK_INT(out[1], 0);
    CHECK_INT(out[2], 2);
    table_free(&t);
}

static void fewer_than_three_and_only_losses(void)
{
    Table t;
    read_table(&t);
    int counted[] = { 0, 1, 2, 3, 4, 6, 7, 8 };
    int out[3] = { -1, -1, -1 };
    CHECK_INT(costly_select(&t, NULL, counted, 8, 1, 3, out), 1);
    CHECK_INT(out[0], 7);
    CHECK_INT(costly_select(&t, NULL, counted, 8, 0, 1, out), 1);
    CHECK_INT(out[0], 1);
    int only_gain[] = { 3, 4, 8 };
    CHECK_INT(costly_select(&t, NULL, only_gain, 3, 0, 3, out), 0);
    table_free(&t);
}

/* In winning chances (issue 35: every move counts, decided positions too)
 * a big centipawn loss far from level costs less than a smaller one at
 * level: 2000 -> 1300 (700 cp, 6.8 points) against 0 -> -300 (300 cp, 12.2). */
static void winning_chances_rank_by_what_was_given_away(void)
{
    static const char *decided =
        "# kiryoku analysis table v1\n"
        "game\tply\tplayer\teval_before\teval_after\tclock_left_ms\tgame_plies\tin_book\n"
        "g1\t41\tme\t2000\t1300\t\t90\t0\n"   /* row 0: -700 cp */
        "g1\t43\tme\t0\t-300\t\t90\t0\n";     /* row 1: -300 cp */
    Table t;
    CHECK_INT(table_from_text(&t, decided, "d.tsv"), 0);
    int rows[] = { 0, 1 }, out[2] = { -1, -1 };
    CHECK_INT(costly_select(&t, NULL, rows, 2, 0, 2, out), 2);
    CHECK_INT(out[0], 0); /* centipawns: the 700 first */
    LossStat wp = { .kind = STAT_MEAN, .unit = UNIT_WINPROB };
    CHECK_INT(costly_select(&t, &wp, rows, 2, 0, 2, out), 2);
    CHECK_INT(out[0], 1); /* winning chances: the level position's 300 first */
    CHECK(costly_row_loss(&t.rows[1], &wp) < costly_row_loss(&t.rows[0], &wp));
    CHECK(costly_row_loss(&t.rows[0], NULL) == -700);
    table_free(&t);
}

/* A move the judge itself chose is never among the costliest, however
 * much the search a ply deeper saw it lose; the others keep their order. */
static void the_judges_own_best_move_is_no_mistake(void)
{
    static const char *same =
        "# kiryoku analysis table v1\n"
        "game\tply\tplayer\teval_before\teval_after\tclock_left_ms\tgame_plies\tin_book\tmove\tbest\n"
        "g1\t41\tme\t0\t-900\t\t90\t0\t7g7f\t7g7f\n"   /* row 0: -900, the judge's own move */
        "g1\t43\tme\t0\t-200\t\t90\t0\t2g2f\t7g7f\n"   /* row 1: -200 */
        "g1\t45\tme\t0\t-100\t\t90\t0\t\t\n";          /* row 2: -100, the table does not say */
    Table t;
    CHECK_INT(table_from_text(&t, same, "s.tsv"), 0);
    int rows[] = { 0, 1, 2 }, out[3] = { -1, -1, -1 };
    CHECK_INT(costly_select(&t, NULL, rows, 3, 0, 3, out), 2);
    CHECK_INT(out[0], 1);
    CHECK_INT(out[1], 2);
    table_free(&t);
}

/* In winning chances the report shows whole percentages: a move that lost
 * less than a point (2000 -> 1900 cp: 96.5% -> 96.0%) is no costly move,
 * one that lost a point or more is; centipawns list any loss. */
static void a_loss_the_percentages_can_show(void)
{
    static const char *small =
        "# kiryoku analysis table v1\n"
        "game\tply\tplayer\teval_before\teval_after\tclock_left_ms\tgame_plies\tin_book\n"
        "g1\t41\tme\t2000\t1900\t\t90\t0\n"   /* row 0: -0.5 points, -100 cp */
        "g1\t43\tme\t0\t-30\t\t90\t0\n";      /* row 1: -1.25 points, -30 cp */
    Table t;
    CHECK_INT(table_from_text(&t, small, "m.tsv"), 0);
    LossStat wp = { .kind = STAT_MEAN, .unit = UNIT_WINPROB };
    CHECK(costly_row_loss(&t.rows[0], &wp) > -COSTLY_MIN_WINPROB);
    CHECK(costly_row_loss(&t.rows[1], &wp) <= -COSTLY_MIN_WINPROB);
    int rows[] = { 0, 1 }, out[2] = { -1, -1 };
    CHECK_INT(costly_select(&t, &wp, rows, 2, 0, 2, out), 1);
    CHECK_INT(out[0], 1);
    CHECK_INT(costly_select(&t, NULL, rows, 2, 0, 2, out), 2);
    table_free(&t);
}

int main(void)
{
    RUN(a_loss_the_percentages_can_show);
    RUN(the_judges_own_best_move_is_no_mistake);
    RUN(largest_three_ties_in_ply_order);
    RUN(fewer_than_three_and_only_losses);
    RUN(winning_chances_rank_by_what_was_given_away);
    return check_summary();
}
