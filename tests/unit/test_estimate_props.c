/* Properties of the estimator on generated tables: rows outside the filters
 * never change the result; no counting rows fails clearly; the interval
 * narrows as positions from one distribution are added; the player choice,
 * the filters' edges and the engine warning. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rating/estimate.h"
#include "tests/check.h"

#define HEADER "game\tply\tplayer\teval_before\teval_after\tclock_left_ms\tgame_plies\tin_book\n"

static unsigned long long rng = 12345;

static unsigned rnd(unsigned n)
{
    rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
    return (unsigned)((rng >> 33) % n);
}

/* A loss from one fixed distribution: roughly normal, mean -250, sd ~300. */
static int draw_loss(void)
{
    int s = 0;
    for (int i = 0; i < 12; i++)
        s += (int)rnd(1001);
    return -250 + (s - 6000) * 300 / 1000;
}

/* A growing text buffer. */
typedef struct {
    char *s;
    size_t n, cap;
} Text;

static void add(Text *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

#include <stdarg.h>
static void add(Text *t, const char *fmt, ...)
{
    char line[512];
    va_list ap;
    va_start(ap, fmt);
    int k = vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    if (t->n + k + 1 > t->cap) {
        t->cap = (t->n + k + 1) * 2;
        t->s = realloc(t->s, t->cap);
    }
    memcpy(t->s + t->n, line, k + 1);
    t->n += k;
}

/* Plies already used per game: a (game, ply) appears once in a table. */
static int next_ply[8];

static void new_table(Text *t)
{
    t->n = 0;
    for (int g = 0; g < 8; g++)
        next_ply[g] = 40 + (int)rnd(3);
}

/* A counting row of player "p" in game g (1..7). */
static void counting_row(Text *t, int g)
{
    int before = (int)rnd(401) - 200, ply = next_ply[g];
    next_ply[g] += 1 + (int)rnd(3);
    add(t, "g%d\t%d\tp\t%d\t%d\t%d\t2000\t0\n", g, ply, before, before + draw_loss(),
        60000 + (int)rnd(500000));
}

/* A row that one filter (chosen by kind) excludes, at a ply no row of the
 * table uses yet. */
static void excluded_row(Text *t, int kind, int g)
{
    int ply = next_ply[g], loss = draw_loss();
    switch (kind % 8) {
    case 0: add(t, "g%d\t%d\tai\t0\t%d\t300000\t2000\t0\n", g, ply, loss); break;
    case 1: add(t, "g%d\t%d\tp\t0\t%d\t300000\t2000\t1\n", g, ply, loss); break;
    case 2: add(t, "g%d\t%d\tp\t%d\t%d\t300000\t2000\t0\n", g, ply, 201 + (int)rnd(500), loss); break;
    case 3: add(t, "g%d\t%d\tp\tmate+%d\t%d\t300000\t2000\t0\n", g, ply, 1 + (int)rnd(9), loss); break;
    case 4: add(t, "g%d\t%d\tp\t0\t%d\t300000\t2000\t0\n", g, 1 + (int)rnd(39), loss); break;
    case 5: add(t, "g%d\t%d\tp\t0\t%d\t%d\t2000\t0\n", g, ply, loss, (int)rnd(60000)); break;
    case 6: add(t, "g%d\t%d\tp\t0\tmate-%d\t300000\t2000\t0\n", g, ply, 1 + (int)rnd(9)); break;
    default: add(t, "g%d\t%d\tp\t-%d\t%d\t300000\t2000\t0\n", g, ply, 201 + (int)rnd(900), loss); break;
    }
}

static int load(Table *tab, const Text *t)
{
    char err[512];
    table_init(tab);
    FILE *f = fmemopen(t->s, t->n, "r");
    int rc = table_read_stream(tab, f, "gen.tsv", err, sizeof err);
    fclose(f);
    if (rc)
        fprintf(stderr, "%s\n", err);
    return rc;
}

static int run(const Text *t, const EstimateOptions *o, Estimate *e, char *err, size_t n)
{
    Table tab;
    Profile p;
    profile_default(&p);
    if (load(&tab, t))
        return -2;
    int rc = estimate_run(&tab, o, &p, e, err, n);
    if (rc == 0) {
        /* The strings live in the table: keep only numbers. */
        e->player = NULL;
        for (size_t i = 0; i < e->game_count; i++)
            e->games[i].name = NULL;
    }
    table_free(&tab);
    return rc;
}

static void options(EstimateOptions *o)
{
    estimate_options_default(o);
    o->player = "p";
    o->bootstrap_samples = CHECK_SANITIZED ? 200 : 1000;
}

/* Splices the excluded row into the base text after line `at`. */
static void splice(Text *out, const Text *base, const Text *extra, int at)
{
    out->n = 0;
    const char *p = base->s;
    for (int line = 0; *p; line++) {
        const char *nl = strchr(p, '\n');
        add(out, "%.*s\n", (int)(nl - p), p);
        p = nl + 1;
        if (line == at)
            add(out, "%s", extra->s);
    }
}

static void rows_outside_filters_change_nothing(void)
{
    Text base = { 0 }, extra = { 0 }, mixed = { 0 };
    new_table(&base);
    add(&base, "# ai: ai\n" HEADER);
    for (int i = 0; i < 60; i++)
        counting_row(&base, 1 + (int)rnd(4));
    int lines = 62;
    for (int variant = 0; variant < 2; variant++) {
        EstimateOptions o;
        options(&o);
        o.lowest_progress = variant ? 30 : 0;
        Estimate ref, e;
        char err[512];
        CHECK_INT(run(&base, &o, &ref, err, sizeof err), 0);
        int trials = CHECK_SANITIZED ? 16 : 80;
        for (int k = 0; k < trials; k++) {
            extra.n = 0;
            excluded_row(&extra, k, 1 + (int)rnd(5));
            splice(&mixed, &base, &extra, 1 + (int)rnd(lines - 1));
            if (run(&mixed, &o, &e, err, sizeof err)) {
                check_fail(__FILE__, __LINE__, err);
                continue;
            }
            CHECK_INT(e.rating, ref.rating);
            CHECK_INT(e.positions, ref.positions);
            CHECK(e.mean_loss == ref.mean_loss);
            CHECK_INT(e.low, ref.low);
            CHECK_INT(e.high, ref.high);
            estimate_free(&e);
        }
        estimate_free(&ref);
    }
    free(base.s);
    free(extra.s);
    free(mixed.s);
}

static void no_counting_rows_fails_clearly(void)
{
    Text t = { 0 };
    new_table(&t);
    add(&t, HEADER);
    for (int k = 1; k < 8; k++) {
        excluded_row(&t, k, 1);
        next_ply[1]++;
    }
    EstimateOptions o;
    options(&o);
    Estimate e;
    char err[512] = "";
    CHECK_INT(run(&t, &o, &e, err, sizeof err), -1);
    CHECK(strstr(err, "no counting positions for 'p'") != NULL);
    free(t.s);
}

static int width_with(int positions)
{
    Text t = { 0 };
    new_table(&t);
    add(&t, HEADER);
    for (int i = 0; i < positions; i++)
        counting_row(&t, 1 + i % 4);
    EstimateOptions o;
    options(&o);
    Estimate e;
    char err[512];
    int w = -1;
    if (run(&t, &o, &e, err, sizeof err) == 0) {
        w = e.high - e.low;
        CHECK(e.low <= e.rating && e.rating <= e.high);
        estimate_free(&e);
    }
    free(t.s);
    return w;
}

static void interval_narrows_with_more_positions(void)
{
    int prev = width_with(25);
    for (int n = 100; n <= 1600; n *= 4) {
        int w = width_with(n);
        if (!(w > 0 && w < prev)) {
            char m[128];
            snprintf(m, sizeof m, "width with %d positions %d, not below %d", n, w, prev);
            check_fail(__FILE__, __LINE__, m);
        }
        prev = w;
    }
}

static void same_seed_same_interval(void)
{
    Text t = { 0 };
    new_table(&t);
    add(&t, HEADER);
    for (int i = 0; i < 80; i++)
        counting_row(&t, 1 + i % 4);
    EstimateOptions o;
    options(&o);
    Estimate a, b;
    char err[512];
    CHECK_INT(run(&t, &o, &a, err, sizeof err), 0);
    CHECK_INT(run(&t, &o, &b, err, sizeof err), 0);
    CHECK_INT(a.low, b.low);
    CHECK_INT(a.high, b.high);
    estimate_free(&a);
    estimate_free(&b);
    free(t.s);
}

static void player_choice(void)
{
    const char *both = HEADER "g1\t41\ta\t0\t-5\t\t99\t0\ng1\t42\tb\t0\t-5\t\t99\t0\n";
    Table t;
    Text text = { 0 };
    char err[512];
    add(&text, "%s", both);
    CHECK_INT(load(&t, &text), 0);
    CHECK_INT(estimate_pick_player(&t, NULL, err, sizeof err), -1);
    CHECK(strstr(err, "several players (a, b); choose one with --player") != NULL);
    CHECK_INT(estimate_pick_player(&t, "b", err, sizeof err), 1);
    CHECK_INT(estimate_pick_player(&t, "c", err, sizeof err), -1);
    CHECK(strstr(err, "player 'c' has no moves in the tables (players: a, b)") != NULL);
    table_free(&t);
    text.n = 0;
    add(&text, "# ai: a\n%s", both);
    CHECK_INT(load(&t, &text), 0);
    CHECK_INT(estimate_pick_player(&t, NULL, err, sizeof err), 1);
    table_free(&t);
    free(text.s);
}

/* Clock: inclusive at the limit, unknown passes; ply: inclusive; eval: inclusive. */
static void filter_edges(void)
{
    Text t = { 0 };
    add(&t, HEADER
        "g1\t40\tp\t200\t100\t60000\t99\t0\n"      /* counts: every edge inclusive */
        "g1\t41\tp\t-200\t-300\t\t99\t0\n"         /* counts: unknown clock */
        "g1\t42\tp\t0\t-1000\t59999\t99\t0\n"      /* clock */
        "g1\t39\tp\t0\t-1000\t60000\t99\t0\n"      /* ply */
        "g1\t43\tp\t201\t-1000\t60000\t99\t0\n");  /* eval */
    EstimateOptions o;
    options(&o);
    Estimate e;
    char err[512];
    CHECK_INT(run(&t, &o, &e, err, sizeof err), 0);
    CHECK_INT(e.positions, 2);
    CHECK(e.mean_loss == -100);
    CHECK_INT(e.excluded[EX_CLOCK], 1);
    CHECK_INT(e.excluded[EX_PLY], 1);
    CHECK_INT(e.excluded[EX_EVAL], 1);
    estimate_free(&e);
    o.clock_filter = 0;
    CHECK_INT(run(&t, &o, &e, err, sizeof err), 0);
    CHECK_INT(e.positions, 3);
    estimate_free(&e);
    free(t.s);
}

static int has_warning(const Estimate *e, const char *what)
{
    for (int i = 0; i < e->warning_count; i++)
        if (strstr(e->warnings[i], what))
            return 1;
    return 0;
}

static void warnings(void)
{
    Text t = { 0 };
    EstimateOptions o;
    options(&o);
    Estimate e;
    char err[512];
    add(&t, "# engine: Gikou 2.0.2\n# depth: 10\n" HEADER "g1\t41\tp\t0\t-5\t\t99\t0\n");
    CHECK_INT(run(&t, &o, &e, err, sizeof err), 0);
    CHECK(has_warning(&e, "not enough counted positions for a rating"));
    CHECK(!has_warning(&e, "analysed by"));
    CHECK(!has_warning(&e, "name no engine"));
    estimate_free(&e);
    t.n = 0;
    add(&t, "# engine: kiryoku 0.1\n# depth: 6\n" HEADER "g1\t41\tp\t0\t-5\t\t99\t0\n");
    CHECK_INT(run(&t, &o, &e, err, sizeof err), 0);
    CHECK(has_warning(&e, "gen.tsv was analysed by 'kiryoku 0.1' at depth 6, but profile"));
    estimate_free(&e);
    t.n = 0;
    add(&t, "# engine: gikou 2.0.2 \n# depth: 12\n" HEADER "g1\t41\tp\t0\t-5\t\t99\t0\n");
    CHECK_INT(run(&t, &o, &e, err, sizeof err), 0);
    CHECK(has_warning(&e, "at depth 12"));
    estimate_free(&e);
    t.n = 0;
    add(&t, HEADER "g1\t41\tp\t0\t-5\t\t99\t0\n");
    CHECK_INT(run(&t, &o, &e, err, sizeof err), 0);
    CHECK(has_warning(&e, "1 table(s) name no engine or depth"));
    estimate_free(&e);
    free(t.s);
}

static void profile_forms(void)
{
    Profile p;
    profile_default(&p);
    CHECK_INT(profile_rating(&p, 0), 2529);
    CHECK_INT(profile_rating(&p, -246.036363636), 1484);
    p.form = PROFILE_LOG;
    p.a = 0.001;
    p.b = log(1500.0);
    CHECK_INT(profile_rating(&p, 0), 1500);
    CHECK_INT(profile_rating(&p, -100), (int)floor(1500 * exp(-0.1)));
}

static void duplicate_moves_are_refused(void)
{
    Text t = { 0 };
    add(&t, "%s", HEADER "g1\t41\tp\t0\t-5\t\t99\t0\ng1\t43\tp\t0\t-5\t\t99\t0\n"
                  "g1\t41\tp\t0\t-5\t\t99\t0\n");
    EstimateOptions o;
    options(&o);
    Estimate e;
    char err[512] = "";
    CHECK_INT(run(&t, &o, &e, err, sizeof err), -1);
    CHECK(strstr(err, "gen.tsv:4: game 'g1' ply 41 is also at gen.tsv:2") != NULL);
    free(t.s);
}

int main(void)
{
    RUN(rows_outside_filters_change_nothing);
    RUN(no_counting_rows_fails_clearly);
    RUN(interval_narrows_with_more_positions);
    RUN(same_seed_same_interval);
    RUN(player_choice);
    RUN(filter_edges);
    RUN(warnings);
    RUN(profile_forms);
    RUN(duplicate_moves_are_refused);
    return check_summary();
}
