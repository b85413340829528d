/* The mate solver: every problem of tests/data/tsume solved with
 * the expected length (tsume convention), "no mate within N" refuted, each
 * mating line replayed legally to checkmate, both length conventions, the
 * fast mate-in-1/3 probes, node limits and repetition. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <time.h>

#include "engine/mate.h"
#include "shogi/usi.h"
#include "tests/check.h"

static MateSolver *solver;
static Position pos;
static MateResult res, strict;

/* Sets the position; a position that does not parse fails the case (the
 * callers then return: there is nothing to solve). */
static int set_sfen(const char *sfen)
{
    char err[256];
    int rc = pos_set_sfen(&pos, sfen, err, sizeof err);
    if (rc) {
        char m[600];
        snprintf(m, sizeof m, "bad sfen %s: %s", sfen, err);
        check_fail(__FILE__, __LINE__, m);
    }
    return rc;
}

static MateStatus solve(MateRules rules, int max_plies, uint64_t nodes, MateResult *out)
{
    MateOptions opt = { .max_nodes = nodes, .max_plies = max_plies, .rules = rules, .find_shortest = true };
    return mate_solve(solver, &pos, &opt, out);
}

static void line_is_mate(const MateResult *r, MateRules rules, const char *what)
{
    char err[256];
    bool ok = mate_verify_line(&pos, r->pv, r->pv_len, rules, err, sizeof err);
    if (!ok)
        fprintf(stderr, "  %s: %s\n", what, err);
    CHECK(ok);
    CHECK_INT(r->pv_len, r->length);
}

static char *next_field(char **s)
{
    char *start = *s, *tab = strchr(start, '\t');
    if (tab) {
        *tab = '\0';
        *s = tab + 1;
    } else {
        *s = start + strlen(start);
    }
    return start;
}

/* One vector: "source test expected depth sfen". */
static void check_vector(char *row, int line_no, int *solved, int *refuted)
{
    char *p = row;
    next_field(&p);
    const char *name = next_field(&p), *expected = next_field(&p);
    int depth = atoi(next_field(&p));
    char *sfen = next_field(&p);
    sfen[strcspn(sfen, "\r\n")] = '\0';
    if (set_sfen(sfen))
        return;
    char what[128];
    snprintf(what, sizeof what, "tsume_vectors.tsv:%d %s", line_no, name);
    uint64_t nodes = CHECK_SANITIZED ? 2000000 : 5000000;
    if (!strcmp(expected, "mate")) {
        MateStatus st = solve(MATE_TSUME, MATE_UNLIMITED, nodes, &res);
        if (st != MATE_FOUND || res.length != depth || !res.shortest)
            fprintf(stderr, "  %s: status %d length %d (want %d) shortest %d nodes %llu\n", what, st,
                    res.length, depth, res.shortest, (unsigned long long)res.nodes);
        CHECK_INT(st, MATE_FOUND);
        CHECK_INT(res.length, depth);
        CHECK(res.shortest);
        if (st != MATE_FOUND)
            return;
        line_is_mate(&res, MATE_TSUME, what);
        st = solve(MATE_STRICT, MATE_UNLIMITED, nodes, &strict);
        CHECK_INT(st, MATE_FOUND);
        CHECK(strict.length >= res.length);
        if (st == MATE_FOUND)
            line_is_mate(&strict, MATE_STRICT, what);
        /* The fast probes agree with the solver on short strict mates. */
        if (strict.length == 1)
            CHECK(mate_in_1(&pos) != MOVE_NONE);
        if (strict.length <= 3)
            CHECK(mate_in_3(&pos) != MOVE_NONE);
        if (strict.length > 1)
            CHECK_INT(mate_in_1(&pos), MOVE_NONE);
        (*solved)++;
    } else {
        MateStatus st = solve(MATE_TSUME, depth, nodes, &res);
        if (st != MATE_NONE)
            fprintf(stderr, "  %s: status %d, want no mate within %d\n", what, st, depth);
        CHECK_INT(st, MATE_NONE);
        if (depth == 1)
            CHECK_INT(mate_in_1(&pos), MOVE_NONE);
        (*refuted)++;
    }
}

static void tsume_vectors(void)
{
    char path[1024];
    if (!CHECK_DATA_FILE("tsume/tsume_vectors.tsv", path))
        return;
    FILE *f = fopen(path, "r");
    CHECK(f != NULL);
    if (!f)
        return;
    char row[1024];
    int line_no = 0, solved = 0, refuted = 0;
    while (fgets(row, sizeof row, f)) {
        if (++line_no == 1 || row[0] == '#' || row[0] == '\n')
            continue;
        check_vector(row, line_no, &solved, &refuted);
    }
    fclose(f);
    printf("tsume vectors: %d mates solved, %d no-mates refuted\n", solved, refuted);
    CHECK(solved >= 60);
    CHECK(refuted >= 5);
}

/* The futile-drop convention changes the length, not the verdict. */
static void futile_interposition_length_differs_by_convention(void)
{
    if (set_sfen("6Snl/5+Rg1k/6ppp/9/9/9/9/9/9 b r2b3g3s3n3l15p 1"))
        return;
    CHECK_INT(solve(MATE_TSUME, MATE_UNLIMITED, 100000, &res), MATE_FOUND);
    CHECK_INT(res.length, 1);
    CHECK_INT(solve(MATE_STRICT, MATE_UNLIMITED, 100000, &strict), MATE_FOUND);
    CHECK(strict.length >= 3);
    line_is_mate(&strict, MATE_STRICT, "strict futile drops");
    CHECK_INT(mate_in_1(&pos), MOVE_NONE);
    CHECK(mate_in_3(&pos) != MOVE_NONE);
}

static void gote_to_move_is_solved(void)
{
    /* Mirror of a black mate in 1: gote drops a gold on 5h. */
    if (set_sfen("9/9/9/9/9/9/4p4/9/4K4 w g 1"))
        return;
    CHECK_INT(solve(MATE_TSUME, MATE_UNLIMITED, 100000, &res), MATE_FOUND);
    CHECK_INT(res.length, 1);
    char usi[USI_MOVE_MAX];
    move_to_usi(res.pv[0], usi);
    CHECK_STR(usi, "G*5h");
}

static void pawn_drop_mate_is_not_a_mate(void)
{
    /* P*1b would mate at once (the knight guards it, the gold the escapes),
     * but mating by a pawn drop is illegal and nothing else mates. */
    if (set_sfen("8k/6G2/9/7N1/9/9/9/9/9 b P 1"))
        return;
    CHECK_INT(mate_in_1(&pos), MOVE_NONE);
    CHECK_INT(solve(MATE_STRICT, 1, 10000, &res), MATE_NONE);
}

static void node_limit_gives_unknown(void)
{
    /* A mate in 9 needs far more than 3 nodes. */
    if (set_sfen("ln7/1k1+P5/1pp1S4/p8/9/2P6/9/9/9 b BGN2rbg2s2n3l13p 1"))
        return;
    CHECK_INT(solve(MATE_STRICT, MATE_UNLIMITED, 3, &res), MATE_UNKNOWN);
    CHECK(res.nodes <= 50);
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static void time_limit_stops_the_search(void)
{
    /* Four pieces in hand against a bare king in the open: far too much to
     * settle in 100 ms. */
    if (set_sfen("4k4/9/9/9/9/9/9/9/4K4 b RBGS2r2b3g3s4n4l18p 1"))
        return;
    MateOptions opt = { .max_nodes = 1000000000, .max_ms = 100, .rules = MATE_STRICT };
    double t0 = now();
    CHECK_INT(mate_solve(solver, &pos, &opt, &res), MATE_UNKNOWN);
    CHECK(now() - t0 < 2.0);
    volatile bool stop = true;
    MateOptions stopped = { .rules = MATE_STRICT, .stop = &stop };
    CHECK_INT(mate_solve(solver, &pos, &stopped, &res), MATE_UNKNOWN);
    CHECK(res.nodes <= 2);
}

static void lone_checks_without_mate_are_refuted(void)
{
    /* A rook can check forever against a free king, never mate: the
     * repetitions must end the search with "no mate", not loop. */
    if (set_sfen("9/9/9/4k4/9/9/9/9/R8 b - 1"))
        return;
    MateStatus st = solve(MATE_TSUME, MATE_UNLIMITED, 2000000, &res);
    CHECK(st == MATE_NONE || st == MATE_UNKNOWN);
    CHECK(st != MATE_FOUND);
    CHECK_INT(solve(MATE_TSUME, 9, 2000000, &res), MATE_NONE);
}

static void verify_line_rejects_bad_lines(void)
{
    if (set_sfen("4k4/9/4P4/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1"))
        return;
    char err[256];
    Move good = move_from_usi(&pos, "G*5b");
    CHECK(mate_verify_line(&pos, &good, 1, MATE_STRICT, err, sizeof err));
    Move quiet = move_from_usi(&pos, "5c5b+");
    CHECK(!mate_verify_line(&pos, &quiet, 1, MATE_STRICT, err, sizeof err));
    Move drop_far = move_from_usi(&pos, "G*1i");
    CHECK(!mate_verify_line(&pos, &drop_far, 1, MATE_STRICT, err, sizeof err));
    CHECK(strstr(err, "does not check") != NULL);
}

int main(void)
{
    solver = mate_new(32);
    CHECK(solver != NULL); /* outside a case: counts as a failure of its own */
    if (!solver)
        return check_summary();
    RUN(tsume_vectors);
    RUN(futile_interposition_length_differs_by_convention);
    RUN(gote_to_move_is_solved);
    RUN(pawn_drop_mate_is_not_a_mate);
    RUN(node_limit_gives_unknown);
    RUN(time_limit_stops_the_search);
    RUN(lone_checks_without_mate_are_refuted);
    RUN(verify_line_rejects_bad_lines);
    mate_free(solver);
    return check_summary();
}
