/* A profile names the analysis budget it was fitted for, node cap included
 * (issue 14): a table searched with another cap, or with none, is another
 * analysis, and the estimator says so instead of reading it on that line. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rating/estimate.h"
#include "rating/profile.h"
#include "tests/check.h"

#define HEADER "game\tply\tplayer\teval_before\teval_after\tclock_left_ms\tgame_plies\tin_book\n"
#define ENGINE "kiryoku embedded engine (embedded)"

/* A small table from an analysis at depth 5 with the header lines `budget`. */
static int make_table(Table *t, const char *budget)
{
    char text[4096], err[512];
    size_t len = (size_t)snprintf(text, sizeof text, "# engine: " ENGINE "\n%s" HEADER, budget);
    for (int i = 0; i < 40; i++)
        len += (size_t)snprintf(text + len, sizeof text - len, "g%d\t%d\tp\t0\t-%d\t\t300\t0\n", i % 2, 41 + i, i);
    table_init(t);
    FILE *f = fmemopen(text, len, "r");
    int rc = table_read_stream(t, f, "cap.tsv", err, sizeof err);
    fclose(f);
    if (rc)
        fprintf(stderr, "  %s\n", err);
    return rc;
}

static Profile profile(int depth, long long nodes)
{
    Profile p;
    profile_default(&p);
    snprintf(p.name, sizeof p.name, "test-embedded");
    snprintf(p.engine, sizeof p.engine, ENGINE);
    p.depth = depth;
    p.nodes = nodes;
    return p;
}

static void nodes_key_round_trips(void)
{
    Profile p = profile(5, 300000), q;
    char path[] = "/tmp/kiryoku-profile-nodes-XXXXXX", err[512];
    int fd = mkstemp(path);
    CHECK(fd >= 0);
    if (fd < 0)
        return;
    CHECK_INT(profile_save_file(&p, path, "test", err, sizeof err), 0);
    CHECK_INT(profile_load_file(&q, path, err, sizeof err), 0);
    CHECK(q.nodes == 300000);
    CHECK_INT(q.depth, 5);
    /* No "nodes:" line: no cap. */
    p.nodes = 0;
    CHECK_INT(profile_save_file(&p, path, "test", err, sizeof err), 0);
    CHECK_INT(profile_load_file(&q, path, err, sizeof err), 0);
    CHECK(q.nodes == 0);
    const char *bad[] = { "nodes: 0\n", "nodes: many\n", "nodes: -3\n" };
    for (int i = 0; i < 3; i++) {
        FILE *f = fopen(path, "w");
        fprintf(f, "form: linear\na: 4\nb: 2000\n%s", bad[i]);
        fclose(f);
        CHECK_INT(profile_load_file(&q, path, err, sizeof err), -1);
        CHECK(strstr(err, "nodes") != NULL);
    }
    remove(path);
}

static void fits_only_the_same_cap(void)
{
    Table capped, uncapped, other;
    CHECK_INT(make_table(&capped, "# depth: 5\n# nodes: 300000\n"), 0);
    CHECK_INT(make_table(&uncapped, "# depth: 5\n"), 0);
    CHECK_INT(make_table(&other, "# depth: 5\n# nodes: 100000\n"), 0);
    Profile with = profile(5, 300000), without = profile(5, 0);
    CHECK_INT(estimate_profile_fits(&capped, &with), 1);
    CHECK_INT(estimate_profile_fits(&uncapped, &without), 1);
    CHECK_INT(estimate_profile_fits(&capped, &without), 0);
    CHECK_INT(estimate_profile_fits(&uncapped, &with), 0);
    CHECK_INT(estimate_profile_fits(&other, &with), 0);
    table_free(&capped);
    table_free(&uncapped);
    table_free(&other);
}

/* The estimator's note names both budgets. */
static void mismatch_warning_names_the_caps(void)
{
    Table t;
    CHECK_INT(make_table(&t, "# depth: 5\n# nodes: 100000\n"), 0);
    Profile p = profile(5, 300000);
    EstimateOptions o;
    estimate_options_default(&o);
    o.bootstrap_samples = 100;
    o.player = "p";
    Estimate e;
    char err[512];
    CHECK_INT(estimate_run(&t, &o, &p, &e, err, sizeof err), 0);
    int found = 0;
    for (int i = 0; i < e.warning_count; i++)
        found |= strstr(e.warnings[i], "at most 100000 nodes") && strstr(e.warnings[i], "at most 300000 nodes");
    CHECK(found);
    estimate_free(&e);
    table_free(&t);
}

int main(void)
{
    RUN(nodes_key_round_trips);
    RUN(fits_only_the_same_cap);
    RUN(mismatch_warning_names_the_caps);
    return check_summary();
}
