/* What the estimator lets a person see (issue 16): no number below the
 * minimum of positions, "below"/"above" outside the profile's range, an
 * interval that carries the line's own error, profiles that state their
 * error and range, and the grade bands. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rating/estimate.h"
#include "rating/grade.h"
#include "rating/profile.h"
#include "tests/check.h"

#define HEADER "game\tply\tplayer\teval_before\teval_after\tclock_left_ms\tgame_plies\tin_book\n"

/* A table of n counted moves of player p spread over four games, each move
 * losing `loss` give or take `spread` (deterministic). */
static int make_table(Table *t, int n, int loss, int spread, const char *engine)
{
    size_t cap = 200 + (size_t)n * 64;
    char *text = malloc(cap), err[512];
    size_t len = (size_t)snprintf(text, cap, "# engine: %s\n# depth: 5\n# ai: ai\n" HEADER, engine);
    for (int i = 0; i < n; i++) {
        int l = loss + (spread ? (int)((i * 7919u) % (2u * spread + 1)) - spread : 0);
        len += (size_t)snprintf(text + len, cap - len, "g%d\t%d\tp\t0\t%d\t\t300\t0\n", i % 4, 41 + 2 * (i / 4), l);
    }
    table_init(t);
    FILE *f = fmemopen(text, len, "r");
    int rc = table_read_stream(t, f, "gen.tsv", err, sizeof err);
    fclose(f);
    free(text);
    if (rc)
        fprintf(stderr, "%s\n", err);
    return rc;
}

static int estimate(int n, int loss, int spread, const Profile *p, Estimate *e)
{
    Table t;
    char err[512];
    EstimateOptions o;
    estimate_options_default(&o);
    o.bootstrap_samples = 1000;
    if (make_table(&t, n, loss, spread, "kiryoku embedded engine (embedded)"))
        return -2;
    int rc = estimate_run(&t, &o, p, e, err, sizeof err);
    if (rc)
        fprintf(stderr, "%s\n", err);
    e->player = NULL; /* owned by the table */
    for (size_t i = 0; rc == 0 && i < e->game_count; i++)
        e->games[i].name = NULL;
    table_free(&t);
    return rc;
}

static void too_few_positions_give_no_number(void)
{
    Profile p;
    profile_default(&p);
    Estimate e;
    /* 4 positions, as in the "2157 from 4 positions". */
    CHECK_INT(estimate(4, -90, 40, &p, &e), 0);
    CHECK_INT(e.positions, 4);
    CHECK_INT(e.verdict, ESTIMATE_TOO_FEW);
    estimate_free(&e);
    CHECK_INT(estimate(ESTIMATE_MIN_POSITIONS - 1, -90, 40, &p, &e), 0);
    CHECK_INT(e.verdict, ESTIMATE_TOO_FEW);
    estimate_free(&e);
    CHECK_INT(estimate(ESTIMATE_MIN_POSITIONS, -90, 40, &p, &e), 0);
    CHECK_INT(e.verdict, ESTIMATE_RATED);
    estimate_free(&e);
}

/* A random mover loses thousands per move: far below any person the line
 * was checked on, so no (negative) number. */
static void random_mover_is_below_the_range(void)
{
    Profile p;
    profile_default(&p);
    Estimate e;
    CHECK_INT(estimate(120, -2100, 900, &p, &e), 0);
    CHECK(e.rating < 0); /* what the bare line would say */
    CHECK_INT(e.verdict, ESTIMATE_BELOW);
    estimate_free(&e);
    CHECK_INT(estimate(120, -5, 5, &p, &e), 0);
    CHECK(e.rating > PROFILE_THESIS_RANGE_HIGH);
    CHECK_INT(e.verdict, ESTIMATE_ABOVE);
    estimate_free(&e);
}

static void verdict_edges(void)
{
    Profile p;
    profile_default(&p);
    CHECK_INT(estimate_verdict(&p, 856, 50, 50), ESTIMATE_RATED);
    CHECK_INT(estimate_verdict(&p, 855, 50, 50), ESTIMATE_BELOW);
    CHECK_INT(estimate_verdict(&p, 2199, 50, 50), ESTIMATE_RATED);
    CHECK_INT(estimate_verdict(&p, 2200, 50, 50), ESTIMATE_ABOVE);
    CHECK_INT(estimate_verdict(&p, 1500, 49, 50), ESTIMATE_TOO_FEW);
    p.range_low = p.range_high = 0; /* no range known: any number is shown */
    CHECK_INT(estimate_verdict(&p, -3000, 50, 50), ESTIMATE_RATED);
}

/* The interval holds the bootstrap's and, with the line's error, is wider
 * by about what adding independent errors in quadrature gives. */
static void interval_carries_the_line_error(void)
{
    Profile p;
    profile_default(&p);
    Estimate e;
    CHECK_INT(estimate(200, -200, 150, &p, &e), 0);
    CHECK(e.low <= e.boot_low && e.boot_high <= e.high);
    CHECK(e.low <= e.rating && e.rating <= e.high);
    double boot = e.boot_high - e.boot_low, line = 2 * 1.6449 * PROFILE_THESIS_RMSE;
    double expect = sqrt(boot * boot + line * line), got = e.high - e.low;
    if (fabs(got - expect) > 0.1 * expect) {
        char m[200];
        snprintf(m, sizeof m, "width %.0f, expected about %.0f (bootstrap %.0f, line %.0f)", got, expect, boot, line);
        check_fail(__FILE__, __LINE__, m);
    }
    estimate_free(&e);
    p.rmse = 0; /* no error known: the bootstrap alone */
    CHECK_INT(estimate(200, -200, 150, &p, &e), 0);
    CHECK_INT(e.low, e.boot_low);
    CHECK_INT(e.high, e.boot_high);
    estimate_free(&e);
}

static void profile_keys_round_trip(void)
{
    Profile p, q;
    profile_default(&p);
    snprintf(p.judge, sizeof p.judge, "gpsshogi at 300 ms");
    char path[] = "/tmp/kiryoku-profile-XXXXXX", err[512];
    int fd = mkstemp(path);
    CHECK(fd >= 0);
    if (fd < 0)
        return;
    CHECK_INT(profile_save_file(&p, path, "test", err, sizeof err), 0);
    CHECK_INT(profile_load_file(&q, path, err, sizeof err), 0);
    CHECK(fabs(q.rmse - PROFILE_THESIS_RMSE) < 1e-9);
    CHECK_INT(q.range_low, PROFILE_THESIS_RANGE_LOW);
    CHECK_INT(q.range_high, PROFILE_THESIS_RANGE_HIGH);
    CHECK_STR(q.judge, "gpsshogi at 300 ms");
    FILE *f = fopen(path, "w");
    fputs("form: linear\na: 4\nb: 2000\nrange: 2000 1000\n", f);
    fclose(f);
    CHECK_INT(profile_load_file(&q, path, err, sizeof err), -1);
    CHECK(strstr(err, "range") != NULL);
    f = fopen(path, "w");
    fputs("form: linear\na: 4\nb: 2000\n", f);
    fclose(f);
    CHECK_INT(profile_load_file(&q, path, err, sizeof err), 0);
    CHECK(!profile_has_range(&q));
    CHECK(q.rmse == 0);
    remove(path);
}

/* The shipped profiles load and say what the interval and the range need. */
static void shipped_profiles(void)
{
    Profile p;
    char err[512];
    CHECK_INT(profile_load_file(&p, "assets/profiles/quest10-gikou202-d10.profile", err, sizeof err), 0);
    CHECK(p.rmse > 0 && profile_has_range(&p));
    CHECK_INT(profile_load_file(&p, "assets/profiles/" PROFILE_EMBEDDED_NAME ".profile", err, sizeof err), 0);
    CHECK(p.rmse >= PROFILE_THESIS_RMSE && profile_has_range(&p));
    CHECK(p.judge[0] != '\0');
    CHECK(strstr(p.engine, "embedded") != NULL);
}

static void grade_bands(void)
{
    Grade lo, hi;
    grade_of_rating(500, &lo, &hi);
    CHECK(lo == GRADE_BEGINNER && hi == GRADE_BEGINNER);
    grade_of_rating(1100, &lo, &hi);
    CHECK(lo == GRADE_BEGINNER && hi == GRADE_KYU5_TO_2);
    grade_of_rating(1300, &lo, &hi);
    CHECK(lo == GRADE_KYU5_TO_2 && hi == GRADE_KYU5_TO_2);
    grade_of_rating(1450, &lo, &hi);
    CHECK(lo == GRADE_KYU5_TO_2 && hi == GRADE_KYU1_TO_SHODAN);
    grade_of_rating(1700, &lo, &hi);
    CHECK(lo == GRADE_DAN2_TO_3 && hi == GRADE_DAN2_TO_3);
    grade_of_rating(1950, &lo, &hi);
    CHECK(lo == GRADE_DAN2_TO_3 && hi == GRADE_DAN4_TO_5);
    grade_of_rating(2400, &lo, &hi);
    CHECK(lo == GRADE_DAN6_UP && hi == GRADE_DAN6_UP);
}

int main(void)
{
    RUN(too_few_positions_give_no_number);
    RUN(random_mover_is_below_the_range);
    RUN(verdict_edges);
    RUN(interval_carries_the_line_error);
    RUN(profile_keys_round_trip);
    RUN(shipped_profiles);
    RUN(grade_bands);
    return check_summary();
}
