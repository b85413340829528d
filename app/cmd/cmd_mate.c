/* kiryoku mate: solve a tsume (mate problem) with the df-pn solver and
 * print the mating line in USI, its length under both conventions, the
 * nodes searched and the time. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "app/clock.h"
#include "app/cmd/commands.h"
#include "app/cmd/options.h"
#include "engine/mate.h"
#include "shogi/notation.h"
#include "shogi/usi.h"

static void usage(FILE *f)
{
    fprintf(f, "usage: kiryoku mate SFEN [--nodes N] [--time MS] [--max-plies N] [--hash MB]\n"
               "       kiryoku mate 'startpos moves ...' | 'sfen SFEN moves ...'\n"
               "       kiryoku mate --file FILE [--nodes N] [--time MS] [--hash MB]\n"
               "Solves a mate for the side to move. Prints the line in USI, the mate\n"
               "length in the tsume convention (futile interpositions ignored) and\n"
               "counting every interposition, the nodes searched and the time.\n"
               "--nodes (default 10 million) and --time bound each of the two solves.\n"
               "--file solves every problem of a file: one SFEN a line, or the TSV of\n"
               "the shared tsume vectors (expected, depth, sfen in columns 3-5), and\n"
               "prints one row per problem, then the solve rate and the median time.\n");
}

typedef struct {
    long long nodes, max_plies, hash_mb, max_ms;
    const char *file;
} MateArgs;

static void print_line(const Move *pv, int n)
{
    for (int i = 0; i < n; i++) {
        char usi[USI_MOVE_MAX];
        move_to_usi(pv[i], usi);
        printf("%s%s", i ? " " : "", usi);
    }
    printf("\n");
}

/* The same line in Japanese (KI2 with ▲/△), played out on pos and undone. */
static void print_japanese(Position *pos, const Move *pv, int n)
{
    printf("  ");
    for (int i = 0; i < n; i++) {
        char jp[NOTATION_MAX];
        notation_japanese(pos, pv[i], NOTE_MARK, jp, sizeof jp);
        printf("%s%s", i ? " " : "", jp);
        pos_do_move(pos, pv[i]);
    }
    for (int i = 0; i < n; i++)
        pos_undo_move(pos);
    printf("\n");
}

static int set_position(Position *pos, const char *text)
{
    char err[256];
    int rc;
    if (!strncmp(text, "startpos", 8) || !strncmp(text, "sfen ", 5) || !strncmp(text, "position ", 9))
        rc = pos_set_usi(pos, text, err, sizeof err);
    else
        rc = pos_set_sfen(pos, text, err, sizeof err);
    if (rc)
        fprintf(stderr, "kiryoku mate: bad position: %s\n", err);
    return rc;
}

static void print_result(Position *pos, const MateResult *res, const MateResult *strict, long long max_plies)
{
    if (res->status == MATE_FOUND) {
        printf("mate in %d%s: ", res->length, res->shortest ? "" : " (maybe not the shortest)");
        print_line(res->pv, res->pv_len);
        print_japanese(pos, res->pv, res->pv_len);
        if (strict->status == MATE_FOUND) {
            printf("counting every interposition: mate in %d%s: ", strict->length,
                   strict->shortest ? "" : " (maybe not the shortest)");
            print_line(strict->pv, strict->pv_len);
        } else {
            printf("counting every interposition: not resolved within the node limit\n");
        }
    } else if (res->status == MATE_NONE) {
        if (max_plies)
            printf("no mate within %lld plies\n", max_plies);
        else
            printf("no mate\n");
    }
}

/* Solves under the tsume convention, then counts every interposition. */
static double solve_both(MateSolver *solver, Position *pos, const MateArgs *a, int max_plies,
                         MateResult *res, MateResult *strict)
{
    MateOptions opt = { .max_nodes = (uint64_t)a->nodes, .max_ms = (uint32_t)a->max_ms, .max_plies = max_plies,
                        .rules = MATE_TSUME, .find_shortest = true };
    double t0 = clock_monotonic_seconds();
    mate_solve(solver, pos, &opt, res);
    strict->status = MATE_UNKNOWN;
    strict->nodes = 0;
    if (res->status == MATE_FOUND) {
        opt.rules = MATE_STRICT;
        mate_solve(solver, pos, &opt, strict);
    }
    return clock_monotonic_seconds() - t0;
}

static int solve_one(MateSolver *solver, Position *pos, const MateArgs *a, const char *text,
                     MateResult *res, MateResult *strict)
{
    if (set_position(pos, text))
        return 2;
    double secs = solve_both(solver, pos, a, (int)a->max_plies, res, strict);
    print_result(pos, res, strict, a->max_plies);
    if (res->status == MATE_UNKNOWN)
        printf("unknown: no result within %lld nodes%s\n", a->nodes, a->max_ms ? " or the time limit" : "");
    printf("nodes %llu time %.3f s\n", (unsigned long long)(res->nodes + strict->nodes), secs);
    return res->status == MATE_UNKNOWN ? 1 : 0;
}

static int cmp_double(const void *x, const void *y)
{
    double a = *(const double *)x, b = *(const double *)y;
    return (a > b) - (a < b);
}

/* Splits a tsume-vector row (tabs) into expected / depth / sfen; a line
 * without tabs is a bare SFEN. */
static void split_row(char *row, const char **expected, int *depth, char **sfen)
{
    char *f[5] = { 0 };
    int n = 0;
    for (char *p = row; n < 5; n++) {
        f[n] = p;
        char *tab = strchr(p, '\t');
        if (!tab)
            break;
        *tab = '\0';
        p = tab + 1;
    }
    if (n < 4) {
        *expected = "mate", *depth = 0, *sfen = row;
    } else {
        *expected = f[2], *depth = atoi(f[3]), *sfen = f[4];
    }
}

static int solve_file(MateSolver *solver, Position *pos, const MateArgs *a, MateResult *res, MateResult *strict)
{
    FILE *f = fopen(a->file, "r");
    if (!f) {
        fprintf(stderr, "kiryoku mate: %s: cannot open\n", a->file);
        return 2;
    }
    char row[4096];
    double times[4096];
    int line_no = 0, problems = 0, solved = 0;
    uint64_t nodes = 0;
    printf("line\tproblem\tresult\tplies\tstrict_plies\tnodes\tms\n");
    while (fgets(row, sizeof row, f)) {
        line_no++;
        row[strcspn(row, "\r\n")] = '\0';
        if (!row[0] || row[0] == '#' || !strncmp(row, "source_file", 11))
            continue;
        const char *expected;
        int depth;
        char *sfen;
        split_row(row, &expected, &depth, &sfen);
        if (set_position(pos, sfen)) {
            fprintf(stderr, "kiryoku mate: %s:%d: skipped\n", a->file, line_no);
            continue;
        }
        bool want_mate = strcmp(expected, "no_mate_within") != 0;
        double secs = solve_both(solver, pos, a, want_mate ? (int)a->max_plies : depth, res, strict);
        bool ok = want_mate ? res->status == MATE_FOUND && (depth == 0 || res->length == depth)
                            : res->status == MATE_NONE;
        solved += ok;
        if (problems < (int)(sizeof times / sizeof times[0]))
            times[problems] = secs;
        problems++;
        nodes += res->nodes + strict->nodes;
        const char *what = res->status == MATE_FOUND ? "mate" : res->status == MATE_NONE ? "no_mate" : "unknown";
        printf("%d\t%s%s\t%s\t%d\t%d\t%llu\t%.1f\n", line_no, expected, ok ? "" : " (FAILED)", what,
               res->status == MATE_FOUND ? res->length : 0, strict->status == MATE_FOUND ? strict->length : 0,
               (unsigned long long)(res->nodes + strict->nodes), secs * 1000);
    }
    fclose(f);
    int timed = problems < (int)(sizeof times / sizeof times[0]) ? problems : (int)(sizeof times / sizeof times[0]);
    qsort(times, (size_t)timed, sizeof times[0], cmp_double);
    double total = 0;
    for (int i = 0; i < timed; i++)
        total += times[i];
    printf("solved %d of %d (%.1f%%); median %.2f ms, max %.2f ms, total %.3f s; nodes %llu\n", solved, problems,
           problems ? 100.0 * solved / problems : 0.0, timed ? times[timed / 2] * 1000 : 0.0,
           timed ? times[timed - 1] * 1000 : 0.0, total, (unsigned long long)nodes);
    return solved == problems ? 0 : 1;
}

int cmd_mate(int argc, char **argv)
{
    MateArgs a = { .nodes = 10000000, .hash_mb = 64 };
    const Option options[] = {
        OPTION_LLONG("--nodes", &a.nodes, 1, 1LL << 50),
        OPTION_LLONG("--max-plies", &a.max_plies, 1, 10000),
        OPTION_LLONG("--hash", &a.hash_mb, 1, 1 << 20),
        OPTION_LLONG("--time", &a.max_ms, 1, 1LL << 40),
        OPTION_STRING("--file", &a.file),
    };
    const OptionSpec spec = { .command = "mate", .usage = usage, .options = options,
                              .option_count = OPTION_COUNT(options) };
    const char **words = calloc((size_t)argc, sizeof *words);
    int nwords = 0;
    if (!words)
        return 1;
    int parsed = options_parse(&spec, argc, argv, words, &nwords);
    /* The position may come as one argument or as an SFEN's several words. */
    char text[4096] = "";
    for (int k = 0; k < nwords && strlen(text) + strlen(words[k]) + 2 < sizeof text; k++)
        snprintf(text + strlen(text), sizeof text - strlen(text), "%s%s", k ? " " : "", words[k]);
    free(words);
    if (parsed != OPTIONS_OK)
        return options_exit_status(parsed);
    if (!*text == !a.file) {
        usage(stderr);
        return 2;
    }
    Position *pos = malloc(sizeof *pos);
    MateSolver *solver = mate_new((size_t)a.hash_mb);
    MateResult *res = malloc(sizeof *res), *strict = malloc(sizeof *strict);
    int rc = 2;
    if (!pos || !solver || !res || !strict)
        fprintf(stderr, "kiryoku mate: out of memory\n");
    else
        rc = a.file ? solve_file(solver, pos, &a, res, strict) : solve_one(solver, pos, &a, text, res, strict);
    free(pos);
    free(res);
    free(strict);
    mate_free(solver);
    return rc;
}
