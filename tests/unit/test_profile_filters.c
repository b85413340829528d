/* A profile names the filters its statistic was fitted with (profile.h,
 * ProfileFilters): the keys are read, checked and written back; calibrate
 * records the filters it counted by; an estimate with such a profile takes
 * them where its options are silent and refuses options that contradict
 * them (estimate_options_follow_profile), in English and Japanese; a
 * profile without the keys binds nothing, as before they existed. The
 * tables are small and worked out by hand below. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rating/calibrate.h"
#include "rating/estimate.h"
#include "rating/estimate_options.h"
#include "tests/capture.h"
#include "tests/check.h"
#include "tests/files.h"
#include "tests/table_text.h"

#define HEADER "game\tply\tplayer\teval_before\teval_after\tclock_left_ms\tgame_plies\tin_book\n"
#define PROFILE_PATH "build/test-profile-filters.profile"

static int load_profile(Profile *p, const char *text, char *err, size_t len)
{
    write_file(PROFILE_PATH, text);
    return profile_load_file(p, PROFILE_PATH, err, len);
}

/* Options as `kiryoku estimate` parses them from argv (NULL-terminated). */
static void parse(EstimateOptions *o, const char *const *args)
{
    char err[256];
    estimate_options_default(o);
    int argc = 0;
    while (args[argc])
        argc++;
    for (int i = 0; i < argc; i++)
        CHECK_INT(estimate_parse_option(o, argc, (char **)args, &i, err, sizeof err), 1);
}

#define ALL_MOVES "form: linear\na: 10\nb: 2000\nunit: winprob\nmin_ply: 1\nmax_abs_eval: none\n"

/* The keys: read, defaults for those left out, written back whole; a
 * profile without them records nothing; a bad value names its line. */
static void profile_keys(void)
{
    Profile p, q;
    char err[512];
    CHECK_INT(load_profile(&p, ALL_MOVES, err, sizeof err), 0);
    CHECK_INT(p.filters.recorded, 1);
    CHECK_INT(p.filters.min_ply, 1);
    CHECK(p.filters.max_abs_eval >= PROFILE_NO_EVAL_BAND);
    CHECK_INT(p.filters.count_mates, 0);
    CHECK_INT(p.filters.clock, PROFILE_CLOCK_TABLE);
    CHECK_NEAR(p.filters.max_progress, 100, 0);
    CHECK_INT(p.filters.lowest_progress, 0);
    p.filters.clock = PROFILE_CLOCK_FIXED;
    p.filters.min_clock_left_s = 12.5;
    p.filters.lowest_progress = 30;
    p.filters.count_mates = 1;
    CHECK_INT(profile_save_file(&p, PROFILE_PATH, NULL, err, sizeof err), 0);
    CHECK_INT(profile_load_file(&q, PROFILE_PATH, err, sizeof err), 0);
    CHECK(q.filters.recorded && q.filters.min_ply == 1 && q.filters.max_abs_eval >= PROFILE_NO_EVAL_BAND);
    CHECK(q.filters.clock == PROFILE_CLOCK_FIXED);
    CHECK_NEAR(q.filters.min_clock_left_s, 12.5, 0);
    CHECK(q.filters.lowest_progress == 30 && q.filters.count_mates == 1);

    CHECK_INT(load_profile(&p, "form: linear\na: 5\nb: 2500\n", err, sizeof err), 0);
    CHECK_INT(p.filters.recorded, 0);
    CHECK(p.filters.min_ply == 40);
    CHECK_NEAR(p.filters.max_abs_eval, 200, 0);
    CHECK_INT(profile_save_file(&p, PROFILE_PATH, NULL, err, sizeof err), 0);
    CHECK_INT(profile_load_file(&q, PROFILE_PATH, err, sizeof err), 0);
    CHECK_INT(q.filters.recorded, 0);

    static const char *const bad[] = { "min_ply: -1", "max_abs_eval: all", "count_mates: 1",
                                       "min_clock_left: soon", "max_progress: 101", "lowest_progress: 2.5" };
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        char text[200];
        snprintf(text, sizeof text, "form: linear\na: 5\nb: 2500\n%s\n", bad[k]);
        CHECK_INT(load_profile(&p, text, err, sizeof err), -1);
        CHECK(strstr(err, ":4:") != NULL);
    }
}

/* Silent options take the profile's; the same ones pass; another one is
 * refused with both named; an old profile leaves every option alone. */
static void follow_profile(void)
{
    Profile p;
    EstimateOptions o;
    char err[1024];
    CHECK_INT(load_profile(&p, ALL_MOVES "min_clock_left: none\n", err, sizeof err), 0);
    parse(&o, (const char *const[]){ NULL });
    CHECK_INT(estimate_options_follow_profile(&o, &p, err, sizeof err), 0);
    CHECK(o.min_ply == 1 && o.max_abs_eval >= ESTIMATE_NO_EVAL_BAND && o.stat.unit == UNIT_WINPROB);
    CHECK(o.stat.kind == STAT_MEAN && o.clock_filter == 0 && o.count_mates == 0);

    parse(&o, (const char *const[]){ "--unit", "winprob", "--min-ply=1", "--max-abs-eval", "none",
                                     "--no-clock-filter", "--seed", "7", NULL });
    CHECK_INT(estimate_options_follow_profile(&o, &p, err, sizeof err), 0);
    CHECK(o.seed == 7);

    parse(&o, (const char *const[]){ "--min-ply", "40", NULL });
    CHECK_INT(estimate_options_follow_profile(&o, &p, err, sizeof err), -1);
    CHECK(strstr(err, "--min-ply 1") && strstr(err, "--min-ply 40") && strstr(err, "test-profile-filters"));
    parse(&o, (const char *const[]){ "--max-abs-eval", "200", NULL });
    o.lang = LANG_JA;
    CHECK_INT(estimate_options_follow_profile(&o, &p, err, sizeof err), -1);
    CHECK(strstr(err, "--max-abs-eval none") && strstr(err, "--max-abs-eval 200") && strstr(err, "プロファイル"));
    static const char *const against[][3] = {
        { "--stat", "median", "--stat median" }, { "--unit", "cp", "--unit cp" },
        { "--count-mates", NULL, "--count-mates" }, { "--min-clock-left", "60", "--min-clock-left 60" },
        { "--max-progress", "80", "--max-progress 80" }, { "--lowest-progress", "50", "--lowest-progress 50" },
    };
    for (size_t k = 0; k < sizeof against / sizeof against[0]; k++) {
        parse(&o, (const char *const[]){ against[k][0], against[k][1], NULL });
        CHECK_INT(estimate_options_follow_profile(&o, &p, err, sizeof err), -1);
        CHECK(strstr(err, against[k][2]) != NULL);
    }

    CHECK_INT(load_profile(&p, "form: linear\na: 5\nb: 2500\n", err, sizeof err), 0);
    parse(&o, (const char *const[]){ "--min-ply", "7", "--stat", "median", "--no-clock-filter", NULL });
    CHECK_INT(estimate_options_follow_profile(&o, &p, err, sizeof err), 0);
    CHECK(o.min_ply == 7 && o.stat.kind == STAT_MEDIAN && o.clock_filter == 0);
}

/* 60 moves of p in one game, every one losing 600 cp: 30 at plies 1-30
 * out of a level position (winning chance 1/2 -> p(-600) = 1/(1+e)), 30
 * from ply 122 out of +1200 (p(1200) -> p(600)). The thesis's filters
 * count none (the first are before ply 40, the others outside the band);
 * the profile's (every move from ply 1, no band) count all 60, and the
 * winning-chance mean is 100 * ((1/(1+e) - 1/2) + (e/(1+e) - 1/(1+e^-2))) / 2. */
static char *two_phase_table(void)
{
    static char buf[8192];
    int n = snprintf(buf, sizeof buf, "%s", HEADER);
    for (int k = 0; k < 60; k++)
        n += snprintf(buf + n, sizeof buf - n, "g1\t%d\tp\t%d\t%d\t\t200\t0\n", k < 30 ? 1 + k : 62 + 2 * k,
                      k < 30 ? 0 : 1200, k < 30 ? -600 : 600);
    return buf;
}

/* The profile's filters reach the estimate: the rating is the profile's
 * line at the statistic over the moves it names. */
static void estimate_follows(void)
{
    Table t;
    CHECK_INT(table_from_text(&t, two_phase_table(), "filters.tsv"), 0);
    Profile p;
    EstimateOptions o;
    Estimate e;
    char err[1024];
    CHECK_INT(load_profile(&p, ALL_MOVES, err, sizeof err), 0);
    parse(&o, (const char *const[]){ NULL });
    CHECK_INT(estimate_options_follow_profile(&o, &p, err, sizeof err), 0);
    CHECK_INT(estimate_run(&t, &o, &p, &e, err, sizeof err), 0);
    double E = exp(1.0);
    double want = 100 * ((1 / (1 + E) - 0.5) + (E / (1 + E) - 1 / (1 + exp(-2.0)))) / 2;
    CHECK_INT(e.positions, 60);
    CHECK_NEAR(e.statistic, want, 1e-9);
    CHECK_INT(e.has_rating, 1);
    CHECK_INT(e.rating, (int)floor(10 * want + 2000));
    estimate_free(&e);
    /* The same profile without its keys: the thesis's filters count none. */
    CHECK_INT(load_profile(&p, "form: linear\na: 10\nb: 2000\nunit: winprob\n", err, sizeof err), 0);
    parse(&o, (const char *const[]){ "--unit", "winprob", NULL });
    CHECK_INT(estimate_options_follow_profile(&o, &p, err, sizeof err), 0);
    CHECK_INT(estimate_run(&t, &o, &p, &e, err, sizeof err), -1);
    table_free(&t);
}

/* max_ply: read, written back only when set (older profiles rebuild byte
 * for byte), followed by the estimate (the late phase's 30 moves left
 * out), and a contradicting --max-ply refused. */
static void max_ply(void)
{
    Profile p, q;
    EstimateOptions o;
    Estimate e;
    Table t;
    char err[1024];
    CHECK_INT(load_profile(&p, ALL_MOVES "max_ply: 100\n", err, sizeof err), 0);
    CHECK_INT(p.filters.max_ply, 100);
    CHECK_INT(profile_save_file(&p, PROFILE_PATH, NULL, err, sizeof err), 0);
    CHECK_INT(profile_load_file(&q, PROFILE_PATH, err, sizeof err), 0);
    CHECK_INT(q.filters.max_ply, 100);
    CHECK_INT(load_profile(&q, ALL_MOVES, err, sizeof err), 0);
    CHECK_INT(q.filters.max_ply, 0);
    CHECK_INT(profile_save_file(&q, PROFILE_PATH, NULL, err, sizeof err), 0);
    char text[4096];
    capture_slurp(PROFILE_PATH, text, sizeof text);
    CHECK(strstr(text, "min_ply: 1") && !strstr(text, "max_ply"));
    CHECK_INT(load_profile(&q, "form: linear\na: 5\nb: 2500\nmax_ply: -1\n", err, sizeof err), -1);

    CHECK_INT(table_from_text(&t, two_phase_table(), "filters.tsv"), 0);
    parse(&o, (const char *const[]){ NULL });
    CHECK_INT(estimate_options_follow_profile(&o, &p, err, sizeof err), 0);
    CHECK_INT(o.max_ply, 100);
    CHECK_INT(estimate_run(&t, &o, &p, &e, err, sizeof err), 0);
    CHECK_INT(e.positions, 30);
    CHECK_INT(e.excluded[EX_MAX_PLY], 30);
    CHECK_NEAR(e.statistic, 100 * (1 / (1 + exp(1.0)) - 0.5), 1e-9);
    estimate_free(&e);
    table_free(&t);
    parse(&o, (const char *const[]){ "--max-ply", "50", NULL });
    CHECK_INT(estimate_options_follow_profile(&o, &p, err, sizeof err), -1);
    CHECK(strstr(err, "--max-ply 50") && strstr(err, "--max-ply 100"));
}

/* calibrate records the filters it counted by, and a profile it wrote
 * rates the same tables alike with and without the options repeated. */
static void calibrate_records(void)
{
    char buf[8192];
    int n = snprintf(buf, sizeof buf, "%s", HEADER);
    static const struct { const char *name; int loss; } who[] = { { "a", -300 }, { "b", -100 }, { "c", -200 } };
    for (int w = 0; w < 3; w++)
        for (int k = 0; k < 60; k++)
            n += snprintf(buf + n, sizeof buf - n, "%s\t%d\t%s\t%d\t%d\t\t200\t0\n", who[w].name, 1 + 2 * k,
                          who[w].name, k % 2 ? 900 : 0, (k % 2 ? 900 : 0) + who[w].loss * (1 + k % 3));
    Table t;
    CHECK_INT(table_from_text(&t, buf, "filters.tsv"), 0);
    write_file("build/test-profile-filters-ratings.txt", "a\t1000\nb\t2000\nc\t1500\n");
    Ratings r;
    char err[1024];
    ratings_init(&r);
    CHECK_INT(ratings_read_file(&r, "build/test-profile-filters-ratings.txt", err, sizeof err), 0);
    EstimateOptions f;
    parse(&f, (const char *const[]){ "--unit", "winprob", "--max-abs-eval", "none", "--min-ply", "1", NULL });
    CalibrateOptions co;
    calibrate_options_default(&co);
    co.by_player = 1;
    Calibration c;
    CHECK_INT(calibrate_run(&t, &r, &f, &co, &c, err, sizeof err), 0);
    CHECK(c.profile.filters.recorded && c.profile.filters.min_ply == 1);
    CHECK(c.profile.filters.max_abs_eval >= PROFILE_NO_EVAL_BAND && c.profile.filters.clock == PROFILE_CLOCK_TABLE);
    CHECK_INT(c.positions, 180);
    CHECK_INT(profile_save_file(&c.profile, PROFILE_PATH, NULL, err, sizeof err), 0);
    calibrate_free(&c);
    Profile p;
    CHECK_INT(profile_load_file(&p, PROFILE_PATH, err, sizeof err), 0);
    EstimateOptions silent, repeated;
    parse(&silent, (const char *const[]){ NULL });
    silent.player = "b";
    repeated = f;
    repeated.player = "b";
    Estimate e1, e2;
    CHECK_INT(estimate_options_follow_profile(&silent, &p, err, sizeof err), 0);
    CHECK_INT(estimate_options_follow_profile(&repeated, &p, err, sizeof err), 0);
    CHECK_INT(estimate_run(&t, &silent, &p, &e1, err, sizeof err), 0);
    CHECK_INT(estimate_run(&t, &repeated, &p, &e2, err, sizeof err), 0);
    CHECK(e1.positions == 60);
    CHECK(e1.rating == e2.rating);
    CHECK_NEAR(e1.statistic, e2.statistic, 0);
    CHECK_INT(e1.rating, profile_rating(&p, e1.statistic));
    estimate_free(&e1);
    estimate_free(&e2);
    ratings_free(&r);
    table_free(&t);
}

int main(void)
{
    RUN(profile_keys);
    RUN(follow_profile);
    RUN(estimate_follows);
    RUN(calibrate_records);
    RUN(max_ply);
    return check_summary();
}
