/* The statistics of the counted losses (rating/estimate_stat.h, issue 19):
 * mean, median, trimmed and clipped means, in centipawns and in winning
 * chances, on small tables whose values are worked out by hand below; the
 * edge cases (no counted move, one move, all equal, mate scores excluded);
 * the options, the profile keys, the estimate without a matching profile,
 * the bootstrap resampling the chosen statistic, and calibration fitting a
 * profile for it. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rating/calibrate.h"
#include "rating/estimate.h"
#include "rating/estimate_options.h"
#include "rating/estimate_stat.h"
#include "tests/check.h"
#include "tests/files.h"
#include "tests/table_text.h"

#define HEADER "game\tply\tplayer\teval_before\teval_after\tclock_left_ms\tgame_plies\tin_book\n"

static LossStat stat_of(const char *kind, const char *unit)
{
    LossStat s;
    char err[256];
    loss_stat_default(&s);
    CHECK_INT(loss_stat_parse_kind(&s, kind, err, sizeof err), 0);
    CHECK_INT(loss_stat_parse_unit(&s, unit, err, sizeof err), 0);
    return s;
}

/* The statistic over every counting row of player p. */
static double table_stat(const Table *t, const char *kind, const char *unit, int *count)
{
    EstimateOptions o;
    estimate_options_default(&o);
    int *rows, player = table_find_player(t, "p");
    int n = estimate_select(t, &o, player, &rows, NULL);
    LossStat s = stat_of(kind, unit);
    int ok;
    double v = loss_stat_rows(t, rows, n, &s, &ok);
    CHECK(ok);
    free(rows);
    if (count)
        *count = n;
    return v;
}

/* Five counted moves costing 600, 100, 20, 0 and gaining 10 cp, plus a
 * move into a mate (never counts) and an AI move:
 *   mean        (-600 - 100 - 20 + 0 + 10) / 5 = -142
 *   median      the third of -600 -100 -20 0 10: -20
 *   trimmed:0.2 floor(0.2 * 5) = 1 cut from each end: (-100 - 20 + 0) / 3 = -40
 *   trimmed     (0.1) floor(0.5) = 0 cut: the mean, -142
 *   clipped     (500) -500 -100 -20 0 10: -610 / 5 = -122
 *   clipped:50  -50 -50 -20 0 10: -110 / 5 = -22 */
static const char five[] =
    "# ai: ai\n" HEADER
    "g1\t40\tp\t0\t-600\t300000\t100\t0\n"
    "g1\t41\tai\t600\t600\t300000\t100\t0\n"
    "g1\t42\tp\t100\t0\t300000\t100\t0\n"
    "g1\t44\tp\t-50\t-70\t300000\t100\t0\n"
    "g1\t46\tp\t30\t30\t300000\t100\t0\n"
    "g1\t48\tp\t-10\t0\t300000\t100\t0\n"
    "g1\t50\tp\t0\tmate-3\t300000\t100\t0\n";

static void centipawn_statistics(void)
{
    Table t;
    CHECK_INT(table_from_text(&t, five, "stat.tsv"), 0);
    int n;
    CHECK_NEAR(table_stat(&t, "mean", "cp", &n), -142, 1e-12);
    CHECK_INT(n, 5);
    CHECK_NEAR(table_stat(&t, "median", "cp", NULL), -20, 1e-12);
    CHECK_NEAR(table_stat(&t, "trimmed:0.2", "cp", NULL), -40, 1e-12);
    CHECK_NEAR(table_stat(&t, "trimmed", "cp", NULL), -142, 1e-12);
    CHECK_NEAR(table_stat(&t, "clipped", "cp", NULL), -122, 1e-12);
    CHECK_NEAR(table_stat(&t, "clipped:50", "cp", NULL), -22, 1e-12);
    /* The thesis mean is the estimator's old mean to the bit. */
    EstimateOptions o;
    estimate_options_default(&o);
    int *rows;
    n = estimate_select(&t, &o, table_find_player(&t, "p"), &rows, NULL);
    CHECK(estimate_mean_loss(&t, rows, n) == table_stat(&t, "mean", "cp", NULL));
    free(rows);
    table_free(&t);
}

/* Even counts: the median is the mean of the two middle losses; trimming
 * cuts floor(F * n). Losses -600 -100 -20 0 (the table above without its
 * gain): median (-100 - 20) / 2 = -60; trimmed:0.25 cuts 1 from each end:
 * (-100 - 20) / 2 = -60; trimmed:0.24 cuts none: -720 / 4 = -180. */
static void even_counts(void)
{
    double l[4] = { 0, -600, -20, -100 };
    LossStat s = stat_of("median", "cp");
    CHECK_NEAR(loss_stat_value(l, 4, &s), -60, 1e-12);
    double m[4] = { 0, -600, -20, -100 };
    s = stat_of("trimmed:0.25", "cp");
    CHECK_NEAR(loss_stat_value(m, 4, &s), -60, 1e-12);
    double k[4] = { 0, -600, -20, -100 };
    s = stat_of("trimmed:0.24", "cp");
    CHECK_NEAR(loss_stat_value(k, 4, &s), -180, 1e-12);
}

/* Winning chances, p(cp) = 1 / (1 + exp(-cp/600)), loss = 100*(p(after) -
 * p(before)):
 *   0 -> -600     100 * (1/(1+e) - 1/2)                 = -23.10585786300049
 *   200 -> -100   100 * (1/(1+e^(1/6)) - 1/(1+e^(-1/3))) = -12.414068967911456
 *   -150 -> -150  0
 *   100 -> 150    100 * (1/(1+e^(-1/4)) - 1/(1+e^(-1/6))) = 2.0606017668998167
 * mean = their sum / 4; median = (-12.414068967911456 + 0) / 2. clipped:300
 * raises the first move's eval_after to -300: 100 * (1/(1+e^(1/2)) - 1/2) =
 * -12.245933120185459; the other three are within the cap. */
static const char winprob_table[] =
    HEADER
    "g1\t40\tp\t0\t-600\t\t100\t0\n"
    "g1\t42\tp\t200\t-100\t\t100\t0\n"
    "g1\t44\tp\t-150\t-150\t\t100\t0\n"
    "g1\t46\tp\t100\t150\t\t100\t0\n"
    "g1\t48\tp\tmate+5\t0\t\t100\t0\n";

static void winprob_statistics(void)
{
    const double a = -23.10585786300049, b = -12.414068967911456, d = 2.0606017668998167;
    CHECK_NEAR(loss_stat_winprob(0), 0.5, 1e-15);
    CHECK_NEAR(loss_stat_winprob(-600), 1 / (1 + exp(1.0)), 1e-15);
    Table t;
    CHECK_INT(table_from_text(&t, winprob_table, "stat.tsv"), 0);
    int n;
    CHECK_NEAR(table_stat(&t, "mean", "winprob", &n), (a + b + 0 + d) / 4, 1e-9);
    CHECK_INT(n, 4);   /* a mate score before the move never counts */
    CHECK_NEAR(table_stat(&t, "median", "winprob", NULL), b / 2, 1e-9);
    CHECK_NEAR(table_stat(&t, "clipped:300", "winprob", NULL), (-12.245933120185459 + b + d) / 4, 1e-9);
    CHECK_NEAR(table_stat(&t, "trimmed:0.25", "winprob", NULL), b / 2, 1e-9);
    /* The point: from -200, a move to -3200 weighs about as much as
     * one to -1200 (-41.26 against -29.82 points), not three times as much. */
    TableRow r = { .before = { 0, -200 }, .after = { 0, -3200 } };
    LossStat s = stat_of("mean", "winprob");
    CHECK_NEAR(loss_stat_row_loss(&r, &s), -41.262504065052575, 1e-9);
    r.after.value = -1200;
    CHECK_NEAR(loss_stat_row_loss(&r, &s), -29.82268715155677, 1e-9);
    table_free(&t);
}

/* No counted move, one move, all equal. */
static void edge_cases(void)
{
    static const char *const kinds[] = { "mean", "median", "trimmed", "trimmed:0.4", "clipped", "clipped:100" };
    for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
        LossStat s = stat_of(kinds[k], "cp");
        CHECK(loss_stat_value(NULL, 0, &s) == 0.0);
        double one[1] = { -80 };
        CHECK_NEAR(loss_stat_value(one, 1, &s), -80, 1e-12);
        double same[7] = { -35, -35, -35, -35, -35, -35, -35 };
        CHECK_NEAR(loss_stat_value(same, 7, &s), -35, 1e-12);
    }
    /* No counted move: the estimate fails as it always has. */
    Table t;
    CHECK_INT(table_from_text(&t, HEADER "g1\t40\tp\t0\tmate-1\t\t41\t0\n", "stat.tsv"), 0);
    EstimateOptions o;
    estimate_options_default(&o);
    o.stat = stat_of("median", "winprob");
    Profile p;
    profile_default(&p);
    Estimate e;
    char err[512];
    CHECK_INT(estimate_run(&t, &o, &p, &e, err, sizeof err), -1);
    CHECK(strstr(err, "no counting positions") != NULL);
    CHECK(strstr(err, "|eval_before| <= 200") && strstr(err, "no mate after"));
    /* The message names the filters in force, not a band of 1e+09. */
    o.max_abs_eval = ESTIMATE_NO_EVAL_BAND;
    o.min_ply = 41;
    o.count_mates = 1;
    o.stat = stat_of("mean", "winprob");
    CHECK_INT(estimate_run(&t, &o, &p, &e, err, sizeof err), -1);
    CHECK(strstr(err, "any eval_before") && strstr(err, "a mate after counted") && !strstr(err, "e+"));
    o.lang = LANG_JA;
    CHECK_INT(estimate_run(&t, &o, &p, &e, err, sizeof err), -1);
    CHECK(strstr(err, "指す前の評価値を問わず") && strstr(err, "指した後の詰みも数える"));
    table_free(&t);
}

static void parsing(void)
{
    LossStat s;
    char err[256];
    loss_stat_default(&s);
    CHECK(loss_stat_is_thesis(&s));
    CHECK_INT(loss_stat_parse_kind(&s, "trimmed", err, sizeof err), 0);
    CHECK(s.kind == STAT_TRIMMED);
    CHECK_NEAR(s.param, STAT_TRIMMED_DEFAULT, 0);
    CHECK_INT(loss_stat_parse_kind(&s, "clipped", err, sizeof err), 0);
    CHECK(s.kind == STAT_CLIPPED);
    CHECK_NEAR(s.param, STAT_CLIPPED_DEFAULT, 0);
    CHECK_INT(loss_stat_parse_kind(&s, "trimmed:0.5", err, sizeof err), -1);
    CHECK_INT(loss_stat_parse_kind(&s, "trimmed:-0.1", err, sizeof err), -1);
    CHECK_INT(loss_stat_parse_kind(&s, "clipped:0", err, sizeof err), -1);
    CHECK_INT(loss_stat_parse_kind(&s, "clipped:x", err, sizeof err), -1);
    CHECK_INT(loss_stat_parse_kind(&s, "mean:3", err, sizeof err), -1);
    CHECK_INT(loss_stat_parse_kind(&s, "average", err, sizeof err), -1);
    CHECK(strstr(err, "median") != NULL);
    CHECK_INT(loss_stat_parse_unit(&s, "elo", err, sizeof err), -1);
    char buf[64];
    s = stat_of("trimmed:0.2", "winprob");
    CHECK_STR(loss_stat_kind_text(&s, buf, sizeof buf), "trimmed:0.2");
    CHECK_STR(loss_stat_unit_name(s.unit), "winprob");
    LossStat u = stat_of("trimmed:0.2", "cp");
    CHECK(!loss_stat_same(&s, &u));
    u.unit = UNIT_WINPROB;
    CHECK(loss_stat_same(&s, &u));
    u.param = 0.25;
    CHECK(!loss_stat_same(&s, &u));

    /* The command-line options, shared by estimate and calibrate. */
    EstimateOptions o;
    estimate_options_default(&o);
    char *argv[] = { "x", "--stat=clipped:300", "--unit", "winprob", "--stat", "median:1", "--unit" };
    int i = 1;
    CHECK_INT(estimate_parse_option(&o, 7, argv, &i, err, sizeof err), 1);
    CHECK(o.stat.kind == STAT_CLIPPED);
    CHECK_NEAR(o.stat.param, 300, 0);
    i = 2;
    CHECK_INT(estimate_parse_option(&o, 7, argv, &i, err, sizeof err), 1);
    CHECK_INT(i, 3);
    CHECK(o.stat.unit == UNIT_WINPROB && o.stat.kind == STAT_CLIPPED);
    i = 4;
    CHECK_INT(estimate_parse_option(&o, 7, argv, &i, err, sizeof err), -1);
    CHECK(strstr(err, "--stat") != NULL);
    i = 6;
    CHECK_INT(estimate_parse_option(&o, 7, argv, &i, err, sizeof err), -1);
}

/* Issue 35: every move from an early ply, in winning chances. Five moves
 * of p (and one of the AI's):
 *   ply 20   0 -> -600       before ply 40: counts only with --min-ply <= 20
 *   ply 42   1200 -> 600     not level: counts only with no band
 *   ply 44   0 -> mate-3     a mate after: counts only with count_mates
 *   ply 46   mate+5 -> 0     a mate before: never counts
 *   ply 48   100 -> 150
 * Their winning-chance losses, 100 * (p(after) - p(before)), a mate after
 * as p = 0:
 *   L1 = 100 * (1/(1+e) - 1/2)                  = -23.10585786300049
 *   L2 = 100 * (1/(1+e^-1) - 1/(1+e^-2))        = -14.973849934787742
 *   L3 = 100 * (0 - 1/2)                         = -50
 *   L4 = 100 * (1/(1+e^(-1/4)) - 1/(1+e^(-1/6))) = 2.0606017668998167
 * and weights w = 4 p (1 - p) of eval_before: w1 = w3 = 1,
 * w2 = 4 * 0.8807970779778823 * 0.11920292202211769 = 0.41997434161402647,
 * w4 = 0.993087579700487. So, from ply 16 with no band:
 *   mean, no mates     (L1 + L2 + L4) / 3                  = -12.006368676962806
 *   mean, mates        (L1 + L2 + L3 + L4) / 4             = -21.504776507722102
 *   weighted, mates    sum(w L) / sum(w^2) over all four   = -24.45712345821706
 *   weighted, no mates the same over L1, L2, L4            = -12.645942407104005
 * and under the thesis's filters with mates, L3 and L4 alone:
 *   weighted           (L3 + w4 L4) / (1 + w4^2)           = -24.143131664523654
 * clipped:300 with mates caps the mate at 0 - 300 cp: L3 becomes
 * 100 * (1/(1+e^(1/2)) - 1/2) = -12.245933120185459. */
static const char all_moves[] =
    "# ai: ai\n" HEADER
    "g1\t20\tp\t0\t-600\t\t100\t0\n"
    "g1\t21\tai\t600\t600\t\t100\t0\n"
    "g1\t42\tp\t1200\t600\t\t100\t0\n"
    "g1\t44\tp\t0\tmate-3\t\t100\t0\n"
    "g1\t46\tp\tmate+5\t0\t\t100\t0\n"
    "g1\t48\tp\t100\t150\t\t100\t0\n";

/* The statistic over player p's counted rows under o; *count: how many. */
static double stat_under(const Table *t, const EstimateOptions *o, int *count)
{
    int *rows, ok;
    int n = estimate_select(t, o, table_find_player(t, "p"), &rows, NULL);
    double v = loss_stat_rows(t, rows, n, &o->stat, &ok);
    CHECK(ok);
    free(rows);
    *count = n;
    return v;
}

static void weighted_statistic(void)
{
    Table t;
    CHECK_INT(table_from_text(&t, all_moves, "stat.tsv"), 0);
    EstimateOptions o;
    estimate_options_default(&o);
    o.stat = stat_of("mean", "winprob");
    o.min_ply = 16;
    o.max_abs_eval = ESTIMATE_NO_EVAL_BAND;
    int n;
    CHECK_NEAR(stat_under(&t, &o, &n), -12.006368676962806, 1e-9);
    CHECK_INT(n, 3);
    o.stat = stat_of("weighted", "winprob");
    CHECK_NEAR(stat_under(&t, &o, &n), -12.645942407104005, 1e-9);
    o.count_mates = 1;
    CHECK_NEAR(stat_under(&t, &o, &n), -24.45712345821706, 1e-9);
    CHECK_INT(n, 4);
    o.stat = stat_of("mean", "winprob");
    CHECK_NEAR(stat_under(&t, &o, &n), -21.504776507722102, 1e-9);
    /* The thesis's filters, mates counted: the ply-44 and ply-48 moves. */
    EstimateOptions thesis;
    estimate_options_default(&thesis);
    thesis.count_mates = 1;
    thesis.stat = stat_of("weighted", "winprob");
    CHECK_NEAR(stat_under(&t, &thesis, &n), -24.143131664523654, 1e-9);
    CHECK_INT(n, 2);
    thesis.stat = stat_of("clipped:300", "winprob");
    CHECK_NEAR(stat_under(&t, &thesis, &n), (-12.245933120185459 + 2.0606017668998167) / 2, 1e-9);
    /* The weights themselves: level 1, a mate 0. */
    CHECK_NEAR(loss_stat_weight(&t.rows[0]), 1.0, 1e-15);
    CHECK_NEAR(loss_stat_weight(&t.rows[2]), 0.41997434161402647, 1e-12);
    CHECK(loss_stat_weight(&t.rows[4]) == 0.0);
    /* No weight at all (only decided positions): 0, not a division by 0. */
    int decided[1] = { 4 };
    int ok;
    LossStat w = stat_of("weighted", "winprob");
    CHECK(loss_stat_rows(&t, decided, 1, &w, &ok) == 0.0 && ok);
    table_free(&t);
}

/* The estimate with every move: its positions, its statistic, and the
 * statistic and mates refused in centipawns, in both languages. */
static void estimate_all_moves(void)
{
    Table t;
    CHECK_INT(table_from_text(&t, all_moves, "stat.tsv"), 0);
    EstimateOptions o;
    estimate_options_default(&o);
    o.stat = stat_of("weighted", "winprob");
    o.min_ply = 16;
    o.max_abs_eval = ESTIMATE_NO_EVAL_BAND;
    o.count_mates = 1;
    o.bootstrap_samples = 50;
    Profile p;
    profile_default(&p);
    Estimate e;
    char err[512];
    CHECK_INT(estimate_run(&t, &o, &p, &e, err, sizeof err), 0);
    CHECK_INT(e.positions, 4);
    CHECK_INT(e.excluded[EX_MATE_AFTER], 0);
    CHECK_INT(e.excluded[EX_EVAL], 1);   /* the mate before */
    CHECK_NEAR(e.statistic, -24.45712345821706, 1e-9);
    CHECK(!e.has_rating);
    /* The centipawn mean of the same rows leaves the mate out: (-600 - 600 + 50) / 3. */
    CHECK_NEAR(e.mean_loss, -1150.0 / 3, 1e-9);
    estimate_free(&e);
    o.stat = stat_of("weighted", "cp");
    CHECK_INT(estimate_run(&t, &o, &p, &e, err, sizeof err), -1);
    CHECK(strstr(err, "--unit winprob") != NULL);
    o.lang = LANG_JA;
    CHECK_INT(estimate_run(&t, &o, &p, &e, err, sizeof err), -1);
    CHECK(strstr(err, "勝率") != NULL);
    o.lang = LANG_EN;
    o.stat = stat_of("mean", "cp");
    CHECK_INT(estimate_run(&t, &o, &p, &e, err, sizeof err), -1);
    CHECK(strstr(err, "--count-mates") != NULL);
    o.stat = stat_of("choice", "cp");
    CHECK_INT(estimate_options_check(&o, err, sizeof err), -1);
    o.count_mates = 0;
    CHECK_INT(estimate_options_check(&o, err, sizeof err), 0);
    table_free(&t);
}

static void all_moves_options(void)
{
    EstimateOptions o;
    estimate_options_default(&o);
    char err[256];
    char *argv[] = { "x", "--max-abs-eval", "none", "--max-abs-eval=250", "--count-mates", "--stat=weighted",
                     "--max-abs-eval", "--max-abs-eval=nonE", "--stat", "weighted:2" };
    int i = 1;
    CHECK_INT(estimate_parse_option(&o, 10, argv, &i, err, sizeof err), 1);
    CHECK_INT(i, 2);
    CHECK(o.max_abs_eval == ESTIMATE_NO_EVAL_BAND);
    i = 3;
    CHECK_INT(estimate_parse_option(&o, 10, argv, &i, err, sizeof err), 1);
    CHECK_INT(i, 3);
    CHECK_NEAR(o.max_abs_eval, 250, 0);
    i = 4;
    CHECK_INT(estimate_parse_option(&o, 10, argv, &i, err, sizeof err), 1);
    CHECK(o.count_mates);
    i = 5;
    CHECK_INT(estimate_parse_option(&o, 10, argv, &i, err, sizeof err), 1);
    CHECK(o.stat.kind == STAT_WEIGHTED);
    char buf[32];
    CHECK_STR(loss_stat_kind_text(&o.stat, buf, sizeof buf), "weighted");
    /* "--max-abs-eval" followed by another option is not "none". */
    i = 6;
    CHECK_INT(estimate_parse_option(&o, 10, argv, &i, err, sizeof err), -1);
    CHECK(strstr(err, "--max-abs-eval") != NULL);
    i = 7;
    CHECK_INT(estimate_parse_option(&o, 10, argv, &i, err, sizeof err), -1);
    i = 8;
    CHECK_INT(estimate_parse_option(&o, 10, argv, &i, err, sizeof err), -1);
    CHECK(strstr(err, "weighted") != NULL);
}

/* Profiles name their statistic; one without names the thesis mean; a bad
 * value is an error naming the line; save and load keep it. */
static void profile_keys(void)
{
    Profile p, q;
    char err[512];
    write_file("build/test-estimate-stat.profile", "form: linear\na: 5\nb: 2500\nstat: trimmed:0.2\nunit: winprob\n");
    CHECK_INT(profile_load_file(&p, "build/test-estimate-stat.profile", err, sizeof err), 0);
    LossStat want = stat_of("trimmed:0.2", "winprob");
    CHECK(loss_stat_same(&p.stat, &want));
    CHECK_INT(profile_save_file(&p, "build/test-estimate-stat2.profile", NULL, err, sizeof err), 0);
    CHECK_INT(profile_load_file(&q, "build/test-estimate-stat2.profile", err, sizeof err), 0);
    CHECK(loss_stat_same(&q.stat, &want));
    write_file("build/test-estimate-stat.profile", "form: linear\na: 5\nb: 2500\n");
    CHECK_INT(profile_load_file(&p, "build/test-estimate-stat.profile", err, sizeof err), 0);
    CHECK(loss_stat_is_thesis(&p.stat));
    write_file("build/test-estimate-stat.profile", "form: linear\na: 5\nb: 2500\nstat: mode\n");
    CHECK_INT(profile_load_file(&p, "build/test-estimate-stat.profile", err, sizeof err), -1);
    CHECK(strstr(err, ":4:") != NULL);
    write_file("build/test-estimate-stat.profile", "form: linear\na: 5\nb: 2500\nstatistic: median\n");
    CHECK_INT(profile_load_file(&p, "build/test-estimate-stat.profile", err, sizeof err), -1);
    CHECK(strstr(err, "unknown key") != NULL);
}

/* 60 counted moves in one game: 50 lose nothing, 10 lose 1000 cp. */
static char *skewed_table(void)
{
    static char buf[8192];
    int n = snprintf(buf, sizeof buf, "%s", HEADER);
    for (int k = 0; k < 60; k++)
        n += snprintf(buf + n, sizeof buf - n, "g1\t%d\tp\t0\t%d\t\t400\t0\n", 40 + 2 * k,
                      k % 6 == 5 ? -1000 : 0);
    return buf;
}

/* The estimate with a statistic its profile does not map shows no rating
 * and says why; with a profile fitted for it, it rates, and the bootstrap
 * resamples that statistic: the median of 60 draws where 1 in 6 lose 1000
 * is 0 in every replicate, the mean is not. */
static void estimate_with_statistics(void)
{
    Table t;
    CHECK_INT(table_from_text(&t, skewed_table(), "stat.tsv"), 0);
    EstimateOptions o;
    estimate_options_default(&o);
    o.stat = stat_of("median", "cp");
    Profile p;
    profile_default(&p);
    Estimate e;
    char err[512];
    CHECK_INT(estimate_run(&t, &o, &p, &e, err, sizeof err), 0);
    CHECK_INT(e.has_rating, 0);
    CHECK_INT(e.verdict, ESTIMATE_TOO_FEW);
    CHECK_INT(e.rating, 0);
    CHECK_NEAR(e.statistic, 0, 0);
    CHECK_NEAR(e.mean_loss, -10000.0 / 60, 1e-9);
    CHECK(e.warning_count >= 1 && strstr(e.warnings[0], "no rating") != NULL);
    CHECK(e.game_count == 1);
    CHECK(e.games[0].rating == 0);
    CHECK_NEAR(e.games[0].statistic, 0, 0);
    estimate_free(&e);

    /* A profile for the median: rating = 2 * median + 1500, no line error. */
    memset(&p, 0, sizeof p);
    p.form = PROFILE_LINEAR;
    p.a = 2;
    p.b = 1500;
    p.stat = o.stat;
    CHECK_INT(estimate_run(&t, &o, &p, &e, err, sizeof err), 0);
    CHECK_INT(e.has_rating, 1);
    CHECK_INT(e.rating, 1500);
    CHECK_INT(e.boot_low, 1500);
    CHECK_INT(e.boot_high, 1500);
    CHECK_INT(e.verdict, ESTIMATE_RATED);
    estimate_free(&e);

    /* The same for the mean: 2 * -166.7 + 1500 = 1166; the replicates spread. */
    loss_stat_default(&o.stat);
    loss_stat_default(&p.stat);
    CHECK_INT(estimate_run(&t, &o, &p, &e, err, sizeof err), 0);
    CHECK_INT(e.rating, 1166);
    CHECK(e.boot_low < 1100 && e.boot_high > 1230);
    estimate_free(&e);

    /* Trimmed by 0.2: 12 cut from each end, all 10 large losses among them. */
    o.stat = stat_of("trimmed:0.2", "cp");
    p.stat = o.stat;
    CHECK_INT(estimate_run(&t, &o, &p, &e, err, sizeof err), 0);
    CHECK_INT(e.rating, 1500);
    estimate_free(&e);
    table_free(&t);
}

/* Calibration fits the chosen statistic: players whose median loss is on a
 * line and whose mean is not. 1000: median -300 (mean -975); 2000: median
 * -100 (mean -825); 1500: median -200 (mean -900). median = 0.2 * rating
 * - 500, so the profile is rating = 5 * median + 2500 and names the median. */
static void calibrate_statistic(void)
{
    char buf[4096];
    int n = snprintf(buf, sizeof buf, "%s", HEADER);
    static const struct { const char *name; int rating, loss; } who[] = {
        { "a", 1000, -300 }, { "b", 2000, -100 }, { "c", 1500, -200 },
    };
    for (int w = 0; w < 3; w++)
        for (int k = 0; k < 4; k++)
            n += snprintf(buf + n, sizeof buf - n, "%s\t%d\t%s\t0\t%d\t\t100\t0\n", who[w].name,
                          40 + k, who[w].name, k == 3 ? -3000 : who[w].loss);
    Table t;
    CHECK_INT(table_from_text(&t, buf, "stat.tsv"), 0);
    write_file("build/test-estimate-stat-ratings.txt", "a\t1000\nb\t2000\nc\t1500\n");
    Ratings r;
    char err[512];
    ratings_init(&r);
    CHECK_INT(ratings_read_file(&r, "build/test-estimate-stat-ratings.txt", err, sizeof err), 0);
    EstimateOptions f;
    estimate_options_default(&f);
    f.stat = stat_of("median", "cp");
    CalibrateOptions o;
    calibrate_options_default(&o);
    o.by_player = 1;
    Calibration c;
    CHECK_INT(calibrate_run(&t, &r, &f, &o, &c, err, sizeof err), 0);
    CHECK_NEAR(c.slope, 0.2, 1e-12);
    CHECK_NEAR(c.intercept, -500, 1e-9);
    CHECK_NEAR(c.profile.a, 5, 1e-9);
    CHECK_NEAR(c.profile.b, 2500, 1e-6);
    CHECK(c.profile.stat.kind == STAT_MEDIAN && c.profile.stat.unit == UNIT_CP);
    CHECK_NEAR(c.players[0].stat, -300, 0);
    CHECK_NEAR(c.loo_rmse, 0, 1e-6);
    calibrate_free(&c);
    /* The mean of the same players: -975, -900, -825 also lie on a line
     * (0.15 * rating - 1125), so the thesis mean fits too, differently. */
    loss_stat_default(&f.stat);
    CHECK_INT(calibrate_run(&t, &r, &f, &o, &c, err, sizeof err), 0);
    CHECK_NEAR(c.slope, 0.15, 1e-12);
    CHECK(loss_stat_is_thesis(&c.profile.stat));
    calibrate_free(&c);
    /* The weighted winning-chance loss: every position is level (w = 1),
     * so a's point is the mean of its winning-chance losses,
     * (3 * 100 * (p(-300) - 1/2) + 100 * (p(-3000) - 1/2)) / 4; and the
     * profile records the statistic. In centipawns it is refused. */
    f.stat = stat_of("weighted", "winprob");
    CHECK_INT(calibrate_run(&t, &r, &f, &o, &c, err, sizeof err), 0);
    CHECK_NEAR(c.players[0].stat, -21.517128567031975, 1e-9);
    CHECK(c.profile.stat.kind == STAT_WEIGHTED && c.profile.stat.unit == UNIT_WINPROB);
    calibrate_free(&c);
    f.stat.unit = UNIT_CP;
    CHECK_INT(calibrate_run(&t, &r, &f, &o, &c, err, sizeof err), -1);
    CHECK(strstr(err, "--unit winprob") != NULL);
    ratings_free(&r);
    table_free(&t);
}

int main(void)
{
    RUN(centipawn_statistics);
    RUN(even_counts);
    RUN(winprob_statistics);
    RUN(edge_cases);
    RUN(parsing);
    RUN(profile_keys);
    RUN(estimate_with_statistics);
    RUN(calibrate_statistic);
    RUN(weighted_statistic);
    RUN(estimate_all_moves);
    RUN(all_moves_options);
    return check_summary();
}
