/* kiryoku mate: solve a tsume (mate problem) with the df-pn solver and
 * print the mating line in USI, its length under both conventions, the
 * nodes searched and the time. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "app/commands.h"
#include "engine/mate.h"
#include "shogi/usi.h"

static int usage(FILE *f)
{
    fprintf(f, "usage: kiryoku mate SFEN [--nodes N] [--max-plies N]\n"
               "       kiryoku mate 'startpos moves ...' | 'sfen SFEN moves ...'\n"
               "Solves a mate for the side to move. Prints the line in USI, the mate\n"
               "length in the tsume convention (futile interpositions ignored) and\n"
               "counting every interposition, the nodes searched and the time.\n");
    return f == stdout ? 0 : 2;
}

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static int parse_count(const char *opt, const char *text, long long *out)
{
    char *end;
    long long v = strtoll(text ? text : "", &end, 10);
    if (!text || end == text || *end || v <= 0) {
        fprintf(stderr, "kiryoku mate: %s needs a positive number, got '%s'\n", opt, text ? text : "");
        return -1;
    }
    *out = v;
    return 0;
}

static void print_line(const Move *pv, int n)
{
    for (int i = 0; i < n; i++) {
        char usi[USI_MOVE_MAX];
        move_to_usi(pv[i], usi);
        printf("%s%s", i ? " " : "", usi);
    }
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

int cmd_mate(int argc, char **argv)
{
    long long nodes = 10000000, max_plies = 0;
    char text[4096] = "";
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h"))
            return usage(stdout);
        if (!strcmp(argv[i], "--nodes")) {
            if (parse_count("--nodes", i + 1 < argc ? argv[++i] : NULL, &nodes))
                return 2;
        } else if (!strcmp(argv[i], "--max-plies")) {
            if (parse_count("--max-plies", i + 1 < argc ? argv[++i] : NULL, &max_plies))
                return 2;
        } else if (strlen(text) + strlen(argv[i]) + 2 < sizeof text) {
            if (*text)
                strcat(text, " ");
            strcat(text, argv[i]);
        }
    }
    if (!*text)
        return usage(stderr);
    Position *pos = malloc(sizeof *pos);
    MateSolver *solver = mate_new(64);
    MateResult *res = malloc(sizeof *res), *strict = malloc(sizeof *strict);
    int rc = 2;
    if (!pos || !solver || !res || !strict) {
        fprintf(stderr, "kiryoku mate: out of memory\n");
    } else if (set_position(pos, text) == 0) {
        MateOptions opt = { .max_nodes = (uint64_t)nodes, .max_plies = (int)max_plies,
                            .rules = MATE_TSUME, .find_shortest = true };
        double t0 = now_seconds();
        mate_solve(solver, pos, &opt, res);
        uint64_t total = res->nodes;
        if (res->status == MATE_FOUND) {
            opt.rules = MATE_STRICT;
            mate_solve(solver, pos, &opt, strict);
            total += strict->nodes;
        }
        double secs = now_seconds() - t0;
        rc = 0;
        if (res->status == MATE_FOUND) {
            printf("mate in %d%s: ", res->length, res->shortest ? "" : " (maybe not the shortest)");
            print_line(res->pv, res->pv_len);
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
        } else {
            printf("unknown: no result within %lld nodes\n", nodes);
            rc = 1;
        }
        printf("nodes %llu time %.3f s\n", (unsigned long long)total, secs);
    }
    free(pos);
    free(res);
    free(strict);
    mate_free(solver);
    return rc;
}
