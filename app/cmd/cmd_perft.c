/* kiryoku perft [--sfen SFEN] DEPTH [--divide]: counts move-generation
 * leaves and prints nodes, time and nodes per second. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "app/clock.h"
#include "app/cmd/commands.h"
#include "app/cmd/options.h"
#include "shogi/perft.h"
#include "shogi/usi.h"

static const char perft_usage[] =
    "usage: kiryoku perft [--sfen SFEN] [--moves \"M1 M2 ...\"] DEPTH [--divide]\n"
    "  Counts the legal move sequences of length DEPTH (1..12) from the start\n"
    "  position or from SFEN (one argument, quoted, or its fields as separate\n"
    "  arguments), and prints nodes, time and nodes per second.\n"
    "  --moves   USI moves to play first (one quoted argument)\n"
    "  --divide  also print the count below each legal first move (USI)\n";

static bool is_number(const char *s)
{
    if (!*s)
        return false;
    for (; *s; s++)
        if (*s < '0' || *s > '9')
            return false;
    return true;
}

/* An SFEN may come as one quoted argument or as its fields: the board after
 * --sfen, then side, hand and an optional move number among the operands
 * (recognised by a lone 'b' or 'w'). Appends those fields to sfen and
 * returns how many operands they took. */
static int gather_sfen_fields(const char **ops, int n, char *sfen, size_t len)
{
    int i = 0;
    if (strchr(sfen, ' ') || n < 2 || (strcmp(ops[0], "b") && strcmp(ops[0], "w")))
        return 0;
    for (; i < 2; i++)
        snprintf(sfen + strlen(sfen), len - strlen(sfen), " %s", ops[i]);
    if (i + 1 < n && is_number(ops[i]) && is_number(ops[i + 1]))
        snprintf(sfen + strlen(sfen), len - strlen(sfen), " %s", ops[i++]);
    return i;
}

static void usage(FILE *out) { fputs(perft_usage, out); }

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
    const char *board = NULL, *moves = NULL;
    int depth = -1;
    bool divide = false;
    const Option options[] = {
        OPTION_STRING("--sfen", &board),
        OPTION_STRING("--moves", &moves),
        OPTION_FLAG("--divide", &divide),
    };
    const OptionSpec spec = { .command = "perft", .usage = usage, .options = options,
                              .option_count = OPTION_COUNT(options) };
    const char **ops = calloc((size_t)argc, sizeof *ops);
    int n = 0, used = 0;
    if (!ops)
        return 1;
    int parsed = options_parse(&spec, argc, argv, ops, &n);
    if (parsed == OPTIONS_OK && board) {
        snprintf(sfen, sizeof sfen, "%s", board);
        used = gather_sfen_fields(ops, n, sfen, sizeof sfen);
    }
    if (parsed == OPTIONS_OK && used < n) {
        if (used + 1 == n && is_number(ops[used]))
            depth = atoi(ops[used]);
        else {
            fprintf(stderr, "kiryoku perft: unexpected argument '%s'\n%s", ops[used], perft_usage);
            parsed = OPTIONS_ERROR;
        }
    }
    free(ops);
    if (parsed != OPTIONS_OK)
        return options_exit_status(parsed);
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
    double t0 = clock_monotonic_seconds();
    uint64_t nodes = divide ? perft_divide(&pos, depth, print_divide, NULL) : perft(&pos, depth);
    double secs = clock_monotonic_seconds() - t0;
    printf("nodes %llu\ntime %.3f s\nnps %.0f\n", (unsigned long long)nodes, secs,
           secs > 0 ? nodes / secs : 0.0);
    return 0;
}
