/* Calibration: weighted least squares over groups or players, the inverse
 * profile, r, leave-one-out RMSE, the ratings file, the command. */
#include <fcntl.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "rating/calibrate.h"
#include "app/cmd/commands.h"
#include "tests/check.h"
#include "tests/files.h"

#define HEADER "game\tply\tplayer\teval_before\teval_after\tclock_left_ms\tgame_plies\tin_book\n"

/* Calibrates the thesis subjects 1-3 against their Shogi Quest ratings
 * (Table 4.1). Expected figures computed independently (Python, by hand
 * formulas) from the same 55/33/46 positions by tests/gen/calibrate_thesis.py,
 * which prints these CHECK lines and whose --check (run by tests/run.sh)
 * finds each of them here word for word. */
static void thesis_subjects_by_player(void)
{
    write_file("build/test-calibrate-ratings.txt",
               "# Baba (2019) Table 4.1\nsubject1\t1455\nsubject2 856\n\nsubject3\t1267\n");
    Ratings r;
    Table t;
    char err[512];
    ratings_init(&r);
    table_init(&t);
    CHECK_INT(ratings_read_file(&r, "build/test-calibrate-ratings.txt", err, sizeof err), 0);
    for (int s = 1; s <= 3; s++) {
        char path[64];
        snprintf(path, sizeof path, "tests/data/thesis/subject%d.tsv", s);
        CHECK_INT(table_read_file(&t, path, err, sizeof err), 0);
    }
    EstimateOptions f;
    estimate_options_default(&f);
    CalibrateOptions o;
    calibrate_options_default(&o);
    o.by_player = 1;
    Calibration c;
    CHECK_INT(calibrate_run(&t, &r, &f, &o, &c, err, sizeof err), 0);
    CHECK_INT(c.player_count, 3);
    CHECK_INT(c.positions, 134);
    CHECK_NEAR(c.slope, 0.18150459682661008, 1e-9);
    CHECK_NEAR(c.profile.a, 5.509502334837791, 1e-6);
    CHECK_NEAR(c.profile.b, 2776.110690774376, 1e-4);
    CHECK_NEAR(c.r, 0.9833903716246424, 1e-9);
    CHECK_INT(c.loo_count, 3);
    CHECK_NEAR(c.loo_rmse, 349.62551394313317, 1e-6);
    calibrate_free(&c);
    /* Groups of 500: 856 alone, 1267 and 1455 together: two points. */
    o.by_player = 0;
    o.group_width = 500;
    CHECK_INT(calibrate_run(&t, &r, &f, &o, &c, err, sizeof err), 0);
    CHECK_INT(c.point_count, 2);
    CHECK_INT(c.points[1].players, 2);
    CHECK_INT(c.points[1].positions, 101);
    CHECK_NEAR(c.points[1].rating, (1267.0 * 46 + 1455.0 * 55) / 101, 1e-9);
    CHECK_NEAR(c.points[1].lo, 1000, 0);
    CHECK_NEAR(c.points[1].hi, 1500, 0);
    calibrate_free(&c);
    /* Groups of 2000: one point; no line. */
    o.group_width = 2000;
    CHECK_INT(calibrate_run(&t, &r, &f, &o, &c, err, sizeof err), -1);
    CHECK(strstr(err, "cannot fit a line") != NULL);
    table_free(&t);
    ratings_free(&r);
}

/* Players 1100..1995 whose every move loses what the curve says (rounded to
 * a centipawn); the fit must find the curve again. */
static void recovers_a_known_curve(int log_form)
{
    FILE *tf = fopen("build/test-calibrate-synth.tsv", "w");
    FILE *rf = fopen("build/test-calibrate-synth.txt", "w");
    fputs(HEADER, tf);
    int players = 0;
    for (int rating = 1100; rating < 2000; rating += 5, players++) {
        fprintf(rf, "p%d\t%d\n", rating, rating);
        double loss = log_form ? 300 * log(rating) - 2400 : (rating - 2529) / 4.2464;
        for (int k = 0; k < 10 + rating % 7; k++)
            fprintf(tf, "g%d\t%d\tp%d\t0\t%ld\t\t200\t0\n", rating, 40 + 2 * k, rating, lround(loss));
        fprintf(tf, "g%d\t%d\tai\t0\t-900\t\t200\t0\n", rating, 41);
    }
    fclose(tf);
    fclose(rf);
    Ratings r;
    Table t;
    char err[512];
    ratings_init(&r);
    table_init(&t);
    CHECK_INT(ratings_read_file(&r, "build/test-calibrate-synth.txt", err, sizeof err), 0);
    CHECK_INT(table_read_file(&t, "build/test-calibrate-synth.tsv", err, sizeof err), 0);
    EstimateOptions f;
    estimate_options_default(&f);
    CalibrateOptions o;
    calibrate_options_default(&o);
    o.log_form = log_form;
    Calibration c;
    CHECK_INT(calibrate_run(&t, &r, &f, &o, &c, err, sizeof err), 0);
    CHECK_INT(c.player_count, players);
    CHECK_INT(c.point_count, 9);
    CHECK_INT(c.unrated, 1);
    CHECK(c.r > 0.999);
    if (log_form) {
        CHECK(c.profile.form == PROFILE_LOG);
        CHECK_NEAR(c.slope, 300, 3);
        CHECK_NEAR(c.intercept, -2400, 25);
    } else {
        CHECK_NEAR(c.profile.a, 4.2464, 0.05);
        CHECK_NEAR(c.profile.b, 2529, 10);
    }
    CHECK(c.loo_count == players && c.loo_rmse < 5);
    calibrate_free(&c);
    table_free(&t);
    ratings_free(&r);
}

static void linear_curve(void)
{
    recovers_a_known_curve(0);
}

static void log_curve(void)
{
    recovers_a_known_curve(1);
}

static void ratings_file_errors(void)
{
    Ratings r;
    char err[512];
    ratings_init(&r);
    write_file("build/test-calibrate-bad.txt", "a\t1200\nb\tstrong\n");
    CHECK_INT(ratings_read_file(&r, "build/test-calibrate-bad.txt", err, sizeof err), -1);
    CHECK(strstr(err, "build/test-calibrate-bad.txt:2: column 2 (rating): 'strong' is not a number") != NULL);
    ratings_free(&r);
    write_file("build/test-calibrate-bad.txt", "a\t1200\n# c\na 1300\n");
    CHECK_INT(ratings_read_file(&r, "build/test-calibrate-bad.txt", err, sizeof err), -1);
    CHECK(strstr(err, ":3: column 1 (name): 'a' is listed twice") != NULL);
    ratings_free(&r);
    write_file("build/test-calibrate-bad.txt", "lonely\n");
    CHECK_INT(ratings_read_file(&r, "build/test-calibrate-bad.txt", err, sizeof err), -1);
    CHECK(strstr(err, ":1: expected 'NAME<TAB>RATING'") != NULL);
    ratings_free(&r);
    write_file("build/test-calibrate-bad.txt", "# nothing\n");
    CHECK_INT(ratings_read_file(&r, "build/test-calibrate-bad.txt", err, sizeof err), -1);
    CHECK(strstr(err, "no ratings") != NULL);
    ratings_free(&r);
}

static int run_quiet(int argc, char **argv)
{
    fflush(stdout);
    fflush(stderr);
    int so = dup(1), se = dup(2), null = open("/dev/null", O_WRONLY);
    dup2(null, 1);
    dup2(null, 2);
    int rc = cmd_calibrate(argc, argv);
    fflush(stdout);
    fflush(stderr);
    dup2(so, 1);
    dup2(se, 2);
    close(null);
    close(so);
    close(se);
    return rc;
}

/* The command writes a profile that estimate reads back. */
static void command_and_profile_roundtrip(void)
{
    char *ok[] = { "calibrate", "--ratings", "build/test-calibrate-synth.txt", "--name", "synth",
                   "--scale", "test", "-o", "build/test-calibrate.profile",
                   "build/test-calibrate-synth.tsv" };
    CHECK_INT(run_quiet(10, ok), 0);
    Profile p;
    char err[512];
    CHECK_INT(profile_load_file(&p, "build/test-calibrate.profile", err, sizeof err), 0);
    CHECK_STR(p.name, "synth");
    CHECK_STR(p.scale, "test");
    CHECK(p.form == PROFILE_LOG || p.form == PROFILE_LINEAR);
    CHECK_INT(p.depth, -1);
    char *no_ratings[] = { "calibrate", "build/test-calibrate-synth.tsv" };
    CHECK_INT(run_quiet(2, no_ratings), 2);
    char *bad_width[] = { "calibrate", "--group-width", "0", "--ratings", "x", "t.tsv" };
    CHECK_INT(run_quiet(6, bad_width), 2);
    char *unknown[] = { "calibrate", "--frob", "t.tsv" };
    CHECK_INT(run_quiet(3, unknown), 2);
    char *missing[] = { "calibrate", "--ratings", "build/no-such-ratings", "t.tsv" };
    CHECK_INT(run_quiet(4, missing), 1);
}

int main(void)
{
    RUN(thesis_subjects_by_player);
    RUN(linear_curve);
    RUN(log_curve);
    RUN(ratings_file_errors);
    RUN(command_and_profile_roundtrip);
    return check_summary();
}
