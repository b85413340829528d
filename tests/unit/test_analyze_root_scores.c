/* `kiryoku analyze --root-scores` end to end (issue 19), on a short record
 * of tests/data with a node cap so it is fast: the table's normal columns
 * are byte for byte those of the analysis without the option; every row's
 * root_scores cell parses, lists every legal move of the position before
 * the move (the played one included), best first; a usi: engine is refused
 * with a message and no table; and `estimate --stat choice` reads it. */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/cmd/commands.h"
#include "rating/root_scores.h"
#include "shogi/position.h"
#include "shogi/usi.h"
#include "tests/capture.h"
#include "tests/check.h"

static char out[1 << 16], err[1 << 16];
static char record[1024];

/* Runs cmd with its standard streams sent to files (tests/capture.h). */
static int run(int (*cmd)(int, char **), int argc, const char **args)
{
    return capture_run(cmd, "cmd", argc, args, "build/test-logs/root-scores-cli", out, sizeof out, err, sizeof err);
}

#define RUN_CMD(cmd, ...) run(cmd, (int)(sizeof((const char *[]){ __VA_ARGS__ }) / sizeof(const char *)), \
                              (const char *[]){ __VA_ARGS__ })

#define PLAIN "build/test-logs/root-scores-plain.tsv"
#define ROOTS "build/test-logs/root-scores-all.tsv"

/* A small budget: depth 3, at most 4000 nodes a position, two engines. */
static int analysed;

static void analyse_both(void)
{
    CHECK_INT(RUN_CMD(cmd_analyze, "--depth", "3", "--nodes", "4000", "--threads", "2", "-o", PLAIN, record), 0);
    CHECK_INT(RUN_CMD(cmd_analyze, "--depth", "3", "--nodes", "4000", "--threads", "2", "--root-scores", "-o",
                      ROOTS, record), 0);
    analysed = 1;
}

/* The table with the option, less its two columns and its header comment. */
static char *strip_roots(const char *text)
{
    char *copy = strdup(text), *res = calloc(strlen(text) + 1, 1), *save = NULL;
    for (char *line = strtok_r(copy, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
        if (!strncmp(line, "# root_scores:", 14))
            continue;
        for (int k = 0; k < 2 && line[0] != '#'; k++)
            *strrchr(line, '\t') = '\0';
        strcat(res, line);
        strcat(res, "\n");
    }
    free(copy);
    return res;
}

static char plain[1 << 16], roots[1 << 17];

static void normal_columns_unchanged(void)
{
    capture_slurp(PLAIN, plain, sizeof plain);
    capture_slurp(ROOTS, roots, sizeof roots);
    CHECK(strstr(roots, "\tleaves\troot_scores\troot_depth\n") != NULL);
    CHECK(strstr(plain, "root_scores") == NULL);
    char *stripped = strip_roots(roots);
    CHECK(strlen(plain) > 500);
    CHECK(!strcmp(stripped, plain));
    free(stripped);
}

/* One data row's cell against the position before its move. */
static void check_row(Position *pos, const char *move, const char *cell, int ply)
{
    static RootScore e[ROOT_SCORES_MAX];
    char msg[300] = "";
    int n = root_scores_parse(cell, e, ROOT_SCORES_MAX, msg, sizeof msg);
    MoveList legal;
    gen_legal(pos, &legal);
    if (n != legal.count)
        fprintf(stderr, "  ply %d: %d entries for %d legal moves (%s)\n", ply, n, legal.count, msg);
    CHECK_INT(n, legal.count);
    CHECK(root_scores_find(e, n, move) >= 0);
    for (int i = 0; i < n; i++) {
        Move m = move_from_usi(pos, e[i].move);
        CHECK(m != MOVE_NONE && pos_is_legal(pos, m));
        /* Best first (no mates in this quiet record). */
        CHECK(!e[i].score.is_mate);
        if (i)
            CHECK(e[i].score.value <= e[i - 1].score.value);
    }
}

static void every_legal_move_scored(void)
{
    Position pos;
    pos_init_startpos(&pos);
    char *copy = strdup(roots), *save = NULL;
    int rows = 0;
    for (char *line = strtok_r(copy, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
        if (line[0] == '#' || !strncmp(line, "game\t", 5))
            continue;
        char *f[16], *s2 = NULL;
        int nf = 0;
        for (char *p = strtok_r(line, "\t", &s2); p && nf < 16; p = strtok_r(NULL, "\t", &s2))
            f[nf++] = p;
        /* Tab-split skips empty fields (the clock): count from the end,
         * move best pv leaf_share leaves root_scores root_depth. */
        CHECK(nf >= 13);
        if (nf < 13)
            break;
        check_row(&pos, f[nf - 7], f[nf - 2], ++rows);
        /* Depth 1 at least; never beyond the analysis's 3. */
        CHECK(atoi(f[nf - 1]) >= 1 && atoi(f[nf - 1]) <= 3);
        pos_do_move(&pos, move_from_usi(&pos, f[nf - 7]));
    }
    free(copy);
    CHECK_INT(rows, 22);
}

static void usi_engine_refused(void)
{
    unlink("build/test-logs/root-scores-usi.tsv");
    CHECK_INT(RUN_CMD(cmd_analyze, "--engine", "usi:/bin/false", "--root-scores", "-o",
                      "build/test-logs/root-scores-usi.tsv", record), 1);
    CHECK(strstr(err, "--root-scores needs the embedded engine") != NULL);
    CHECK(strstr(err, "usi:/bin/false") != NULL);
    CHECK(access("build/test-logs/root-scores-usi.tsv", F_OK) != 0);
}

static void estimate_reads_it(void)
{
    CHECK_INT(RUN_CMD(cmd_estimate, "--lang", "en", "--stat", "choice", "--min-ply", "0", "--max-abs-eval", "100000",
                      "--player", "先手の人", "--samples", "200", ROOTS), 0);
    CHECK(strstr(out, "choice model: s = ") != NULL);
    CHECK(strstr(out, "no rating (no profile for this statistic)") != NULL);
    CHECK(strstr(out, ", 11 moves") != NULL);
    CHECK_INT(RUN_CMD(cmd_estimate, "--lang", "en", "--stat", "choice", "--min-ply", "0", "--player", "先手の人", PLAIN), 1);
    CHECK(strstr(err, PLAIN " has no root_scores column") != NULL);
}

int main(void)
{
    if (!CHECK_DATA_FILE("records/shogigui.kifu", record))
        return check_summary();
    RUN(analyse_both);
    if (analysed) {
        RUN(normal_columns_unchanged);
        RUN(every_legal_move_scored);
    }
    RUN(usi_engine_refused);
    RUN(estimate_reads_it);
    return check_summary();
}
