/* The root_scores column (issue 19): the analyser's cell (analysis/
 * roots.h) parses back to the same moves and scores through
 * rating/root_scores.h; malformed cells are refused with a message saying
 * what is wrong, and in a table with the file, line and column; the column
 * is read into the choice model's data (rating/choice_set.h); a table
 * without it, or read from standard input, is refused by name; and
 * `estimate --stat choice` fits the same s as the model does on the same
 * positions, with an interval around it and a rating only from a profile
 * fitted for the statistic. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/roots.h"
#include "rating/choice_set.h"
#include "rating/estimate.h"
#include "rating/root_scores.h"
#include "tests/check.h"

#define HEADER "game\tply\tplayer\teval_before\teval_after\tclock_left_ms\tgame_plies\tin_book"

/* The analyser writes it, the estimator reads it: the same entries. */
static void cell_round_trips(void)
{
    BridgeRootScore roots[] = {
        { "8h2b+", bridge_score_from_mate(5) }, { "7g7f", 35 }, { "2g2f", 0 }, { "P*5e", -140 },
        { "5i4h", BRIDGE_SCORE_NONE }, { "1i1h", bridge_score_from_mate(-4) },
    };
    char *cell = analysis_roots_format(roots, 6);
    CHECK_STR(cell, "8h2b+:mate+5,7g7f:+35,2g2f:+0,P*5e:-140,1i1h:mate-4");
    RootScore e[ROOT_SCORES_MAX];
    char err[300] = "";
    int n = root_scores_parse(cell ? cell : "", e, ROOT_SCORES_MAX, err, sizeof err);
    CHECK_INT(n, 5);
    const int plies_or_cp[] = { 5, 35, 0, -140, -4 }, mate[] = { 1, 0, 0, 0, 1 };
    const char *moves[] = { "8h2b+", "7g7f", "2g2f", "P*5e", "1i1h" };
    for (int i = 0; i < n && i < 5; i++) {
        CHECK(!strcmp(e[i].move, moves[i]));
        CHECK_INT(e[i].score.is_mate, mate[i]);
        CHECK_INT(e[i].score.value, plies_or_cp[i]);
    }
    free(cell);
    /* A score without its sign reads too; an empty cell has no entries. */
    CHECK_INT(root_scores_parse("7g7f:35", e, ROOT_SCORES_MAX, err, sizeof err), 1);
    CHECK_INT(e[0].score.value, 35);
    CHECK_INT(root_scores_parse("", e, ROOT_SCORES_MAX, err, sizeof err), 0);
    char *empty = analysis_roots_format(roots, 0);
    CHECK_STR(empty, "");
    free(empty);
}

static void check_refused(const char *cell, const char *says)
{
    RootScore e[4];
    char err[300] = "";
    CHECK_INT(root_scores_parse(cell, e, 4, err, sizeof err), -1);
    if (!strstr(err, says))
        fprintf(stderr, "  cell '%s': message '%s' does not say '%s'\n", cell, err, says);
    CHECK(strstr(err, says) != NULL);
}

static void malformed_cells_refused(void)
{
    check_refused("7g7f+35", "entry 1 '7g7f+35' has no ':'");
    check_refused("7g7f:+35,,2g2f:+20", "entry 2 is empty");
    check_refused("7g7f:+35,", "entry 2 is empty");
    check_refused("7g7f:abc", "'abc' is not a score");
    check_refused("7g7f:mate", "'mate' is not a score");
    check_refused("7g7f:+3.5", "'+3.5' is not a score");
    check_refused("7x7f:+3", "'7x7f' is not a USI move");
    check_refused("K*5e:+3", "'K*5e' is not a USI move");
    check_refused("7g7f7g:+3", "is not a USI move");
    check_refused("7g7f:+3,7g7f:+5", "move 7g7f is listed twice");
    check_refused("1a1b:1,2a2b:2,3a3b:3,4a4b:4,5a5b:5", "more than 4 entries");
}

static const char *write_table(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    CHECK(f != NULL);
    if (f) {
        fputs(text, f);
        fclose(f);
    }
    return path;
}

static int read_table(Table *t, const char *path)
{
    char err[512];
    table_init(t);
    int rc = table_read_file(t, path, err, sizeof err);
    if (rc)
        fprintf(stderr, "  %s\n", err);
    return rc;
}

/* Deltas from the best, capped; the move played found; an empty cell, or
 * one without the move played, gives no data. */
static void column_read_into_choices(void)
{
    const char *path = write_table("build/test-logs/root-scores.tsv",
        "# kiryoku analysis table v1\n" HEADER "\tmove\troot_scores\n"
        "g\t1\ta\t0\t0\t\t4\t0\t2g2f\t7g7f:+40,2g2f:+10,P*5e:-3000,1g1f:mate-3\n"
        "g\t2\tb\t0\t0\t\t4\t0\t3c3d\t\n"
        "g\t3\ta\t0\t0\t\t4\t0\t9g9f\t7g7f:+40\n"
        "g\t4\tb\t0\t0\t\t4\t0\t8c8d\t8c8d:mate+3,3c3d:+500\n");
    Table t;
    CHECK_INT(read_table(&t, path), 0);
    ChoiceSet cs;
    char err[512] = "";
    CHECK_INT(choice_set_read(&cs, &t, 1.0, &CHOICE_SCALE_CP, LANG_EN, err, sizeof err), 0);
    if (!cs.pos)
        return;
    const ChoicePosition *p = &cs.pos[0];
    CHECK_INT(p->count, 4);
    CHECK_INT(p->played, 1);
    if (p->count == 4) {
        CHECK(p->x[0] == 0 && p->x[1] == 30);
        CHECK(p->x[2] == CHOICE_CAP_CP && p->x[3] == CHOICE_CAP_CP);
    }
    CHECK_INT(cs.pos[1].count, 0);
    CHECK_INT(cs.pos[2].count, 0);
    CHECK_INT(cs.pos[3].count, 2);
    CHECK_INT(cs.pos[3].played, 0);
    if (cs.pos[3].count == 2)
        CHECK(cs.pos[3].x[0] == 0 && cs.pos[3].x[1] == CHOICE_CAP_CP);
    choice_set_free(&cs);
    /* In points of winning chance: the logistic's differences, a mate for
     * the mover at 100 and against it at 0, nothing capped below 100. */
    CHECK_INT(choice_set_read(&cs, &t, 1.0, &CHOICE_SCALE_WINPROB, LANG_EN, err, sizeof err), 0);
    if (cs.pos && cs.pos[0].count == 4) {
        double best = choice_winprob_points(40);
        p = &cs.pos[0];
        CHECK(p->x[0] == 0 && fabs(p->x[1] - (best - choice_winprob_points(10))) < 1e-9);
        CHECK(fabs(p->x[2] - (best - choice_winprob_points(-3000))) < 1e-9 && fabs(p->x[3] - best) < 1e-9);
        CHECK(fabs(cs.pos[3].x[1] - (100 - choice_winprob_points(500))) < 1e-9);
    }
    choice_set_free(&cs);
    table_free(&t);
}

static void check_read_fails(const char *path, const char *text, const char *says)
{
    write_table(path, text);
    Table t;
    CHECK_INT(read_table(&t, path), 0);
    ChoiceSet cs;
    char err[512] = "";
    CHECK_INT(choice_set_read(&cs, &t, 1.0, &CHOICE_SCALE_CP, LANG_EN, err, sizeof err), -1);
    if (!strstr(err, says))
        fprintf(stderr, "  message '%s' does not say '%s'\n", err, says);
    CHECK(strstr(err, says) != NULL);
    table_free(&t);
}

static void tables_without_the_column_refused(void)
{
    check_read_fails("build/test-logs/no-roots.tsv", HEADER "\tmove\ng\t1\ta\t0\t0\t\t1\t0\t7g7f\n",
                     "build/test-logs/no-roots.tsv has no root_scores column: analyse its games with "
                     "'kiryoku analyze --root-scores'");
    check_read_fails("build/test-logs/no-move.tsv", HEADER "\troot_scores\ng\t1\ta\t0\t0\t\t1\t0\t7g7f:+3\n",
                     "no-move.tsv has no move column");
    check_read_fails("build/test-logs/bad-cell.tsv",
                     "# comment\n" HEADER "\tmove\troot_scores\ng\t1\ta\t0\t0\t\t2\t0\t7g7f\t7g7f:+3\n"
                     "g\t2\tb\t0\t0\t\t2\t0\t3c3d\t3c3d:+3,8c8d=4\n",
                     "bad-cell.tsv:4: column 10 (root_scores): entry 2 '8c8d=4' has no ':'");
    /* Standard input was read once and cannot be read again. */
    Table t;
    char err[512] = "";
    table_init(&t);
    const char *text = HEADER "\tmove\troot_scores\ng\t1\ta\t0\t0\t\t1\t0\t7g7f\t7g7f:+3\n";
    FILE *f = fmemopen((void *)text, strlen(text), "r");
    CHECK_INT(table_read_stream(&t, f, "-", err, sizeof err), 0);
    fclose(f);
    ChoiceSet cs;
    CHECK_INT(choice_set_read(&cs, &t, 1.0, &CHOICE_SCALE_CP, LANG_EN, err, sizeof err), -1);
    CHECK(strstr(err, "standard input") != NULL);
    table_free(&t);
}

/* 80 counted moves of one player, the played move drawn by a fixed rule. */
static const char *write_choice_table(void)
{
    static char text[80 * 200 + 400];
    size_t n = (size_t)snprintf(text, sizeof text, "# kiryoku analysis table v1\n# depth: 5\n" HEADER
                                "\tmove\troot_scores\troot_depth\n");
    static const char *const played[] = { "7g7f", "7g7f", "2g2f", "7g7f", "5g5f", "7g7f", "2g2f", "P*5e" };
    for (int i = 0; i < 80; i++) {
        int ply = 41 + 2 * i;
        n += (size_t)snprintf(text + n, sizeof text - n,
                              "g%d\t%d\tp\t10\t0\t\t300\t0\t%s\t7g7f:+10,2g2f:%+d,5g5f:-150,P*5e:-900\t%d\n",
                              i / 20, ply, played[i % 8], -20 - i % 5, i % 4 ? 5 : 3);
        n += (size_t)snprintf(text + n, sizeof text - n, "g%d\t%d\tai\t0\t0\t\t300\t0\t3c3d\t\n", i / 20, ply + 1);
    }
    return write_table("build/test-logs/choice-estimate.tsv", text);
}

static void estimate_fits_the_model(void)
{
    Table t;
    CHECK_INT(read_table(&t, write_choice_table()), 0);
    EstimateOptions o;
    estimate_options_default(&o);
    o.player = "p";
    o.bootstrap_samples = 300;
    char err[512] = "";
    CHECK_INT(loss_stat_parse_kind(&o.stat, "choice", err, sizeof err), 0);
    Profile p;
    profile_default(&p);
    Estimate e;
    CHECK_INT(estimate_run(&t, &o, &p, &e, err, sizeof err), 0);
    if (e.rows) {
        CHECK_INT(e.positions, 80);
        CHECK_INT(e.has_rating, 0);
        /* The same fit by hand on the same positions. */
        ChoiceSet cs;
        CHECK_INT(choice_set_read(&cs, &t, 1.0, &CHOICE_SCALE_CP, LANG_EN, err, sizeof err), 0);
        ChoicePosition pos[80];
        int k = choice_set_gather(&cs, e.rows, e.positions, pos);
        ChoiceFit f;
        choice_fit(pos, k, 1.0, 0, &f);
        fprintf(stderr, "  s = %.3f [%.3f, %.3f], by hand %.3f\n", e.statistic, e.stat_low, e.stat_high, f.s);
        CHECK(fabs(e.statistic - f.s) < 1e-6 * f.s && fabs(e.choice.s - f.s) < 1e-6 * f.s);
        CHECK(fabs(e.choice.loglik - f.loglik) < 1e-9);
        CHECK(e.has_stat_interval && e.stat_low < f.s && f.s < e.stat_high);
        CHECK_INT(e.choice.bound, 0);
        /* A quarter of them were scored at depth 3 of the table's 5. */
        CHECK_INT(e.choice_shallow, 20);
        choice_set_free(&cs);
        estimate_free(&e);
    }
    /* A profile fitted for the statistic gives a rating from s. */
    CHECK_INT(loss_stat_parse_kind(&p.stat, "choice:1", err, sizeof err), 0);
    p.a = -2;
    p.b = 2000;
    CHECK_INT(estimate_run(&t, &o, &p, &e, err, sizeof err), 0);
    CHECK_INT(e.has_rating, 1);
    CHECK_INT(e.rating, (int)floor(2000 - 2 * e.statistic));
    estimate_free(&e);
    /* Another c is another statistic: that profile no longer rates it. */
    CHECK_INT(loss_stat_parse_kind(&o.stat, "choice:0.5", err, sizeof err), 0);
    CHECK_INT(estimate_run(&t, &o, &p, &e, err, sizeof err), 0);
    CHECK_INT(e.has_rating, 0);
    estimate_free(&e);
    table_free(&t);
}

int main(void)
{
    RUN(cell_round_trips);
    RUN(malformed_cells_refused);
    RUN(column_read_into_choices);
    RUN(tables_without_the_column_refused);
    RUN(estimate_fits_the_model);
    return check_summary();
}
