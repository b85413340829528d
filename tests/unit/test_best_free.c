/* The judge's own best move free (--best-free, rating/estimate_stat.h):
 * the table reader marks each row whose move is its best; a statistic of
 * the losses prices those at 0, in both units; the option, its refusal
 * with choice and with tables that lack the columns; the profile key, its
 * binding of an estimate, and calibration recording it. The values are
 * worked out by hand beside each table. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rating/calibrate.h"
#include "rating/estimate.h"
#include "rating/estimate_options.h"
#include "rating/estimate_stat.h"
#include "tests/capture.h"
#include "tests/check.h"
#include "tests/files.h"
#include "tests/table_text.h"

#define HEADER "game\tply\tplayer\teval_before\teval_after\tclock_left_ms\tgame_plies\tin_book\tmove\tbest\n"

/* Four counted moves of p:
 *   ply 40  7g7f, the best:   0 -> -60   (the judge's next search saw less)
 *   ply 42  2g2f, not best: 100 -> -200  loses 300
 *   ply 44  the best:       -50 ->  30   (the next search saw more)
 *   ply 46  cells empty:     20 -> -20   the table does not say: priced
 * plain mean (cp): (-60 - 300 + 80 - 40) / 4 = -80
 * best free:       (0 - 300 + 0 - 40) / 4 = -85
 * median, best free: losses -300 -40 0 0: (-40 + 0) / 2 = -20 */
static const char four[] =
    HEADER
    "g1\t40\tp\t0\t-60\t\t100\t0\t7g7f\t7g7f\n"
    "g1\t42\tp\t100\t-200\t\t100\t0\t2g2f\t7g7f\n"
    "g1\t44\tp\t-50\t30\t\t100\t0\t8h2b+\t8h2b+\n"
    "g1\t46\tp\t20\t-20\t\t100\t0\t\t\n";

static double stat_over(const Table *t, const char *kind, const char *unit, int best_free)
{
    EstimateOptions o;
    estimate_options_default(&o);
    int *rows, n = estimate_select(t, &o, table_find_player(t, "p"), &rows, NULL);
    LossStat s;
    char err[256];
    loss_stat_default(&s);
    CHECK_INT(loss_stat_parse_kind(&s, kind, err, sizeof err), 0);
    CHECK_INT(loss_stat_parse_unit(&s, unit, err, sizeof err), 0);
    s.best_free = best_free;
    int ok;
    double v = loss_stat_rows(t, rows, n, &s, &ok);
    CHECK(ok);
    CHECK_INT(n, 4);
    free(rows);
    return v;
}

static void reader_marks_best_moves(void)
{
    Table t;
    CHECK_INT(table_from_text(&t, four, "best.tsv"), 0);
    CHECK_INT(t.rows[0].played_best, 1);
    CHECK_INT(t.rows[1].played_best, 0);
    CHECK_INT(t.rows[2].played_best, 1);
    CHECK_INT(t.rows[3].played_best, -1);
    table_free(&t);
    /* A table without the columns says nothing of any row. */
    CHECK_INT(table_from_text(&t, "game\tply\tplayer\teval_before\teval_after\tclock_left_ms\tgame_plies\tin_book\n"
                                  "g1\t40\tp\t0\t-60\t\t100\t0\n", "best.tsv"), 0);
    CHECK_INT(t.rows[0].played_best, -1);
    table_free(&t);
}

static void best_moves_cost_nothing(void)
{
    Table t;
    CHECK_INT(table_from_text(&t, four, "best.tsv"), 0);
    CHECK_NEAR(stat_over(&t, "mean", "cp", 0), -80, 1e-12);
    CHECK_NEAR(stat_over(&t, "mean", "cp", 1), -85, 1e-12);
    CHECK_NEAR(stat_over(&t, "median", "cp", 1), -20, 1e-12);
    /* In winning chances the two free moves add 0 too: the mean is the
     * other two's losses over four moves. */
    double p = 100 * (1 / (1 + exp(200.0 / 600)) - 1 / (1 + exp(-100.0 / 600)))
               + 100 * (1 / (1 + exp(20.0 / 600)) - 1 / (1 + exp(-20.0 / 600)));
    CHECK_NEAR(stat_over(&t, "mean", "winprob", 1), p / 4, 1e-12);
    table_free(&t);
}

static void a_statistic_of_its_own(void)
{
    LossStat plain, free_;
    loss_stat_default(&plain);
    free_ = plain;
    free_.best_free = 1;
    CHECK(loss_stat_is_thesis(&plain));
    CHECK(!loss_stat_is_thesis(&free_));
    CHECK(!loss_stat_same(&plain, &free_));
    char buf[200];
    CHECK(strstr(loss_stat_describe(&free_, LANG_EN, buf, sizeof buf), "best moves free") != NULL);
    CHECK(strstr(loss_stat_describe(&plain, LANG_EN, buf, sizeof buf), "best") == NULL);
}

static void the_option(void)
{
    EstimateOptions o;
    estimate_options_default(&o);
    char *argv[] = { "x", "--best-free", "--stat", "choice" };
    char err[512];
    for (int i = 1; i < 4; i++)
        CHECK_INT(estimate_parse_option(&o, 4, argv, &i, err, sizeof err), 1);
    CHECK(o.stat.best_free);
    CHECK(o.given & ESTIMATE_GIVEN_BEST_FREE);
    /* choice reads no losses: refused, not ignored. */
    CHECK_INT(estimate_options_check(&o, err, sizeof err), -1);
    CHECK(strstr(err, "choice") != NULL);
    o.stat.kind = STAT_TRIMMED;
    o.stat.param = 0.1;
    CHECK_INT(estimate_options_check(&o, err, sizeof err), 0);
}

/* The estimate refuses a table without the columns rather than rate the
 * plain statistic under the other's name. */
static void tables_without_the_columns(void)
{
    char buf[8192];
    int n = snprintf(buf, sizeof buf, "game\tply\tplayer\teval_before\teval_after\tclock_left_ms\tgame_plies\tin_book\n");
    for (int k = 0; k < 60; k++)
        n += snprintf(buf + n, sizeof buf - n, "g1\t%d\tp\t0\t-10\t\t400\t0\n", 40 + 2 * k);
    Table t;
    CHECK_INT(table_from_text(&t, buf, "best.tsv"), 0);
    EstimateOptions o;
    estimate_options_default(&o);
    o.stat.best_free = 1;
    Profile p;
    profile_default(&p);
    Estimate e;
    char err[512];
    CHECK_INT(estimate_run(&t, &o, &p, &e, err, sizeof err), -1);
    CHECK(strstr(err, "move and best columns") != NULL);
    o.stat.best_free = 0;
    CHECK_INT(estimate_run(&t, &o, &p, &e, err, sizeof err), 0);
    estimate_free(&e);
    table_free(&t);
}

static void profile_key_and_binding(void)
{
    Profile p, q;
    char err[512];
    write_file("build/test-best-free.profile", "form: linear\na: 5\nb: 2500\nunit: winprob\nbest_free: yes\n"
                                               "min_ply: 1\nmax_abs_eval: none\n");
    CHECK_INT(profile_load_file(&p, "build/test-best-free.profile", err, sizeof err), 0);
    CHECK(p.stat.best_free);
    CHECK_INT(profile_save_file(&p, "build/test-best-free2.profile", NULL, err, sizeof err), 0);
    char saved[4096];
    capture_slurp("build/test-best-free2.profile", saved, sizeof saved);
    CHECK(strstr(saved, "best_free: yes") != NULL);
    CHECK_INT(profile_load_file(&q, "build/test-best-free2.profile", err, sizeof err), 0);
    CHECK(loss_stat_same(&p.stat, &q.stat));
    /* An estimate that says nothing takes the profile's; one that asks for
     * it against a profile without it is refused. */
    EstimateOptions o;
    estimate_options_default(&o);
    CHECK_INT(estimate_options_follow_profile(&o, &p, err, sizeof err), 0);
    CHECK(o.stat.best_free);
    write_file("build/test-best-free.profile", "form: linear\na: 5\nb: 2500\nunit: winprob\n"
                                               "min_ply: 1\nmax_abs_eval: none\n");
    CHECK_INT(profile_load_file(&p, "build/test-best-free.profile", err, sizeof err), 0);
    CHECK(!p.stat.best_free);
    CHECK_INT(profile_save_file(&p, "build/test-best-free2.profile", NULL, err, sizeof err), 0);
    capture_slurp("build/test-best-free2.profile", saved, sizeof saved);
    CHECK(strstr(saved, "best_free") == NULL); /* written only when set */
    estimate_options_default(&o);
    o.stat.best_free = 1;
    o.given |= ESTIMATE_GIVEN_BEST_FREE;
    CHECK_INT(estimate_options_follow_profile(&o, &p, err, sizeof err), -1);
    CHECK(strstr(err, "--best-free") != NULL);
    write_file("build/test-best-free.profile", "form: linear\na: 5\nb: 2500\nbest_free: maybe\n");
    CHECK_INT(profile_load_file(&p, "build/test-best-free.profile", err, sizeof err), -1);
    CHECK(strstr(err, "best_free") != NULL);
}

/* Three players, each with a best move that the next search saw as a loss
 * of 1000 and three other moves losing their own amount: free, the points
 * are 3/4 of those amounts, and the profile says best_free. Without the
 * columns calibration refuses. */
static void calibration_records_it(void)
{
    char buf[4096];
    int n = snprintf(buf, sizeof buf, "%s", HEADER);
    static const struct { const char *name; int loss; } who[] = { { "a", -300 }, { "b", -100 }, { "c", -200 } };
    for (int w = 0; w < 3; w++)
        for (int k = 0; k < 4; k++)
            n += snprintf(buf + n, sizeof buf - n, "%s\t%d\t%s\t0\t%d\t\t100\t0\t7g7f\t%s\n", who[w].name, 40 + k,
                          who[w].name, k == 0 ? -1000 : who[w].loss, k == 0 ? "7g7f" : "2g2f");
    Table t;
    CHECK_INT(table_from_text(&t, buf, "best.tsv"), 0);
    write_file("build/test-best-free-ratings.txt", "a\t1000\nb\t2000\nc\t1500\n");
    Ratings r;
    char err[512];
    ratings_init(&r);
    CHECK_INT(ratings_read_file(&r, "build/test-best-free-ratings.txt", err, sizeof err), 0);
    EstimateOptions f;
    estimate_options_default(&f);
    f.stat.best_free = 1;
    CalibrateOptions o;
    calibrate_options_default(&o);
    o.by_player = 1;
    Calibration c;
    CHECK_INT(calibrate_run(&t, &r, &f, &o, &c, err, sizeof err), 0);
    CHECK_NEAR(c.players[0].stat, -225, 1e-12);
    CHECK(c.profile.stat.best_free);
    calibrate_free(&c);
    table_free(&t);
    CHECK_INT(table_from_text(&t, "game\tply\tplayer\teval_before\teval_after\tclock_left_ms\tgame_plies\tin_book\n"
                                  "a\t40\ta\t0\t-300\t\t100\t0\n", "best.tsv"), 0);
    CHECK_INT(calibrate_run(&t, &r, &f, &o, &c, err, sizeof err), -1);
    CHECK(strstr(err, "move and best columns") != NULL);
    ratings_free(&r);
    table_free(&t);
}

int main(void)
{
    RUN(reader_marks_best_moves);
    RUN(best_moves_cost_nothing);
    RUN(a_statistic_of_its_own);
    RUN(the_option);
    RUN(tables_without_the_columns);
    RUN(profile_key_and_binding);
    RUN(calibration_records_it);
    return check_summary();
}
