/* Golden tests: the thesis's appendix data for subjects 1-3 (tests/data/
 * thesis/, see its README) must reproduce the thesis's published tables
 * within one rating point (the thesis truncates; its own arithmetic differs
 * from ours in the last digit a few times). Expected values are the numbers
 * printed in Baba (2019), Tables 5.1, 5.2, 5.3, 5.5, 5.6 and 5.7. */
#include <stdlib.h>

#include "rating/estimate.h"
#include "tests/check.h"

#define SUBJECTS 3
#define NONE (-99999)   /* the thesis prints no estimate (no positions) */

static Table tables[SUBJECTS];
static int loaded;

static void load(void)
{
    char path[64], err[512];
    for (int s = 0; s < SUBJECTS; s++) {
        table_init(&tables[s]);
        snprintf(path, sizeof path, "tests/data/thesis/subject%d.tsv", s + 1);
        if (table_read_file(&tables[s], path, err, sizeof err)) {
            char m[700];
            snprintf(m, sizeof m, "cannot load the golden data (run from the repository root): %s", err);
            check_fail(__FILE__, __LINE__, m); /* outside a case: still counted as a failure */
            return;
        }
    }
    loaded = 1;
}

/* Runs one estimate; returns the rating or NONE, and the count in *n. */
static int rate(int s, const EstimateOptions *o, int *n)
{
    Profile p;
    profile_default(&p);
    Estimate e;
    char err[512];
    if (estimate_run(&tables[s], o, &p, &e, err, sizeof err)) {
        *n = 0;
        return NONE;
    }
    int r = e.rating;
    *n = e.positions;
    estimate_free(&e);
    return r;
}

static void check_close(int s, const char *table, int row, int got, int want)
{
    int ok = (want == NONE) ? got == NONE : (got != NONE && abs(got - want) <= 1);
    if (!ok) {
        char m[160];
        snprintf(m, sizeof m, "Table %s, row %d, subject %d: got %d, thesis %d",
                 table, row, s + 1, got, want);
        check_fail(__FILE__, __LINE__, m);
    }
}

/* Table 5.1 rows A-D and Table 5.2 (positions). A, B: moves from ply 40;
 * C, D: from the end of the AI's book. B, D: moves leaving < 60 s excluded.
 * One known discrepancy: Table 5.2 gives subject 2 row D 66 positions, but
 * the appendix has 67 such moves, and only with all 67 does the rating match
 * the thesis's own 1226 (Table 5.1 D and Table 5.7 row 0). Row B's 33 for the
 * same subject needs the move that leaves exactly 60 s to count, so the count
 * of 66 cannot come from a strict clock filter either; we keep 67. */
static void table_5_1_and_5_2(void)
{
    static const int rating[4][SUBJECTS] = {
        { 1530, 795, 1458 }, { 1484, 1028, 1412 },
        { 1604, 1097, 1748 }, { 1572, 1226, 1757 },
    };
    static const int positions[4][SUBJECTS] = {
        { 56, 36, 56 }, { 55, 33, 46 }, { 78, 70, 92 }, { 77, 66, 82 },
    };
    for (int row = 0; row < 4; row++) {
        for (int s = 0; s < SUBJECTS; s++) {
            EstimateOptions o;
            estimate_options_default(&o);
            o.min_ply = row < 2 ? 40 : 0;
            o.clock_filter = row % 2;
            int n, r = rate(s, &o, &n);
            check_close(s, "5.1", row, r, rating[row][s]);
            if (row == 3 && s == 1)
                CHECK_INT(n, positions[row][s] + 1);
            else
                CHECK_INT(n, positions[row][s]);
        }
    }
}

/* Table 5.3 (rating) and 5.5 (positions): B's filters plus an upper bound on
 * game progress, 100% down to 30%. */
static void table_5_3_and_5_5(void)
{
    static const int rating[SUBJECTS][8] = {
        { 1484, 1484, 1504, 1475, 1468, 1458, 1058, 589 },
        { 1028, 1017, 1125, 1263, 1179, 1023, 2172, NONE },
        { 1412, 1601, 1681, 1590, 1588, 1671, NONE, NONE },
    };
    static const int positions[SUBJECTS][8] = {
        { 55, 55, 54, 41, 38, 22, 10, 3 },
        { 33, 31, 25, 20, 14, 7, 2, 0 },
        { 46, 45, 41, 35, 23, 10, 0, 0 },
    };
    for (int s = 0; s < SUBJECTS; s++) {
        for (int i = 0; i < 8; i++) {
            EstimateOptions o;
            estimate_options_default(&o);
            o.max_progress = 100 - 10 * i;
            int n, r = rate(s, &o, &n);
            check_close(s, "5.3", 100 - 10 * i, r, rating[s][i]);
            CHECK_INT(n, positions[s][i]);
        }
    }
}

/* Table 5.6: B's filters, then the N lowest-progress positions, N = 5..100. */
static void table_5_6(void)
{
    static const int rating[SUBJECTS][20] = {
        { 939, 1058, 1236, 1368, 1545, 1423, 1522, 1456, 1308, 1420,
          1484, 1484, 1484, 1484, 1484, 1484, 1484, 1484, 1484, 1484 },
        { 640, 1437, 1274, 1263, 1125, 1159, 1028, 1028, 1028, 1028,
          1028, 1028, 1028, 1028, 1028, 1028, 1028, 1028, 1028, 1028 },
        { 1505, 1671, 1764, 1735, 1515, 1670, 1590, 1646, 1601, 1412,
          1412, 1412, 1412, 1412, 1412, 1412, 1412, 1412, 1412, 1412 },
    };
    for (int s = 0; s < SUBJECTS; s++) {
        for (int i = 0; i < 20; i++) {
            EstimateOptions o;
            estimate_options_default(&o);
            o.lowest_progress = 5 * (i + 1);
            int n, r = rate(s, &o, &n);
            check_close(s, "5.6", 5 * (i + 1), r, rating[s][i]);
        }
    }
}

/* Table 5.7: the clock filter, moves from ply N counted, N = 0, 4, ..., 80
 * (book moves excluded; the data has none). */
static void table_5_7(void)
{
    static const int rating[SUBJECTS][21] = {
        { 1572, 1572, 1572, 1541, 1549, 1549, 1528, 1543, 1519, 1518, 1484,
          1588, 1604, 1599, 1612, 1593, 1623, 1576, 1504, 1571, 1537 },
        { 1226, 1226, 1226, 1162, 1037, 972, 919, 948, 971, 1098, 1028,
          955, 1116, 1030, 958, 764, 1036, 932, 557, 927, 946 },
        { 1757, 1757, 1757, 1757, 1746, 1715, 1657, 1600, 1518, 1496, 1412,
          1412, 1379, 1273, 1200, 1106, 866, 938, 701, 245, -2162 },
    };
    for (int s = 0; s < SUBJECTS; s++) {
        for (int i = 0; i < 21; i++) {
            EstimateOptions o;
            estimate_options_default(&o);
            o.min_ply = 4 * i;
            int n, r = rate(s, &o, &n);
            check_close(s, "5.7", 4 * i, r, rating[s][i]);
        }
    }
}

/* Table 3.2: eight Quest players' mean loss (printed to 0.1) -> the line's
 * rating. The thesis used unrounded means, hence "within one point". */
static void table_3_2_line(void)
{
    static const double loss[8] = { -219.7, -297.3, -317.7, -274.7, -328.0, -196.4, -189.2, -337.6 };
    static const int rating[8] = { 1595, 1266, 1179, 1362, 1135, 1695, 1725, 1094 };
    Profile p;
    profile_default(&p);
    for (int i = 0; i < 8; i++)
        check_close(i, "3.2", i, profile_rating(&p, loss[i]), rating[i]);
}

/* The shipped default profile file says the same as the built-in line. */
static void default_profile_asset(void)
{
    Profile file, builtin;
    char err[512];
    profile_default(&builtin);
    CHECK_INT(profile_load_file(&file, "assets/profiles/quest10-gikou202-d10.profile",
                                err, sizeof err), 0);
    CHECK(file.a == builtin.a && file.b == builtin.b && file.form == builtin.form);
    CHECK_STR(file.engine, builtin.engine);
    CHECK_INT(file.depth, builtin.depth);
    CHECK_STR(file.name, builtin.name);
    CHECK_STR(file.scale, builtin.scale);
    CHECK_STR(file.scale_ja, builtin.scale_ja);
}

int main(void)
{
    load();
    if (loaded) {
        RUN(table_5_1_and_5_2);
        RUN(table_5_3_and_5_5);
        RUN(table_5_6);
        RUN(table_5_7);
    }
    RUN(table_3_2_line);
    RUN(default_profile_asset);
    for (int s = 0; s < SUBJECTS; s++)
        table_free(&tables[s]);
    return check_summary();
}
