/* kiryoku perft [--sfen SFEN] DEPTH [--divide]: counts move-generation
 * leaves and prints nodes, time and nodes per second. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "app/cmd/commands.h"
#include "shogi/perft.h"
#include "shogi/usi.h"

static const char perft_usage[] =
    "usage: kiryoku perft [--sfen SFEN] [--moves \"M1 M2 ...\"] DEPTH [--divide]\n"
    "  Counts the legal move sequences of length DEPTH (1..12) from the start\n"
    "  position or from SFEN (one argument, quoted, or its fields as separate\n"
    "  arguments), and prints nodes, time and nodes per second.\n"
    "  --moves   USI moves to play first (one quoted argument)\n"
    "  --divide  also print the count below each legal first move (USI)\n";

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

static bool is_number(const char *s)
{
    if (!*s)
        return false;
    for (; *s; s++)
        if (*s < '0' || *s > '9')
            return false;
    return true;
}

/* Collects the SFEN after --sfen: one argument, or board side hand [number]
 * as separate arguments (recognised by a lone 'b' or 'w' after the board).
 * Returns the index of the next unused argument. */
static int gather_sfen(int argc, char **argv, int i, char *sfen, size_t len)
{
    snprintf(sfen, len, "%s", argv[i++]);
    if (strchr(sfen, ' ') || i >= argc || (strcmp(argv[i], "b") && strcmp(argv[i], "w")))
        return i;
    for (int field = 0; field < 2 && i < argc; field++, i++)
        snprintf(sfen + strlen(sfen), len - strlen(sfen), " %s", argv[i]);
    if (i + 1 < argc && is_number(argv[i]) && is_number(argv[i + 1]))
        snprintf(sfen + strlen(sfen), len - strlen(sfen), " %s", argv[i++]);
    return i;
}

static void print_divide(Move m, uint64_t nodes, void *ctx)
{
    (void)ctx;
    char usi[USI_MOVE_MAX];
    move_to_usi(m, usi);
    printf("%s: %llu\n", usi, (unsigned long long)nodes);
}

int cmd_perft(int argc, char **argv)
{
    char sfen[512] = "";
    const char *moves = NULL;
    int depth = -1;
    bool divide = false;
    for (int i = 1; i < argc;) {
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            fputs(perft_usage, stdout);
            return 0;
        } else if (!strcmp(argv[i], "--divide")) {
            divide = true;
            i++;
        } else if (!strcmp(argv[i], "--sfen")) {
            if (i + 1 >= argc) {
                fprintf(stderr, "kiryoku perft: --sfen needs a position\n%s", perft_usage);
                return 2;
            }
            i = gather_sfen(argc, argv, i + 1, sfen, sizeof sfen);
        } else if (!strcmp(argv[i], "--moves") && i + 1 < argc) {
            moves = argv[i + 1];
            i += 2;
        } else if (is_number(argv[i]) && depth < 0) {
            depth = atoi(argv[i]);
            i++;
        } else {
            fprintf(stderr, "kiryoku perft: unexpected argument '%s'\n%s", argv[i], perft_usage);
            return 2;
        }
    }
    if (depth < 1 || depth > 12) {
        fprintf(stderr, "kiryoku perft: %s\n%s", depth < 0 ? "missing DEPTH" : "DEPTH must be 1..12", perft_usage);
        return 2;
    }
    static Position pos;
    char line[4096], err[256];
    snprintf(line, sizeof line, "%s%s%s%s", *sfen ? "sfen " : "startpos", sfen,
             moves ? " moves " : "", moves ? moves : "");
    if (pos_set_usi(&pos, line, err, sizeof err)) {
        fprintf(stderr, "kiryoku perft: %s\n", err);
        return 2;
    }
    double t0 = now_seconds();
    uint64_t nodes = divide ? perft_divide(&pos, depth, print_divide, NULL) : perft(&pos, depth);
    double secs = now_seconds() - t0;
    printf("nodes %llu\ntime %.3f s\nnps %.0f\n", (unsigned long long)nodes, secs,
           secs > 0 ? nodes / secs : 0.0);
    return 0;
}
