/* `kiryoku bench`: searches a fixed set of positions to a fixed depth, each
 * from a cleared table, and prints the nodes, time and speed. Without
 * options it runs the standard bench (engine/bench.h), whose node total is
 * the engine's signature: its last line is then `signature N`, the number a
 * shipped profile names as engine_signature. Time and speed are figures,
 * never pass/fail. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/assets.h"
#include "app/clock.h"
#include "app/cmd/commands.h"
#include "app/cmd/options.h"
#include "engine/bench.h"
#include "engine/engine.h"
#include "engine/nnue.h"
#include "rating/profile.h"
#include "shogi/usi.h"

/* Reads up to `max` SFEN lines (blank lines and # comments skipped). */
static int read_sfens(const char *path, char lines[][256], int max)
{
    FILE *fp = fopen(path, "r");
    if (!fp) {
        fprintf(stderr, "kiryoku bench: cannot open %s\n", path);
        return -1;
    }
    int n = 0;
    while (n < max && fgets(lines[n], 256, fp)) {
        lines[n][strcspn(lines[n], "\r\n")] = '\0';
        if (lines[n][0] && lines[n][0] != '#')
            n++;
    }
    fclose(fp);
    return n;
}

static const OptionChoice objectives[] = { { "best", OBJECTIVE_BEST },
                                           { "target", OBJECTIVE_CLOSEST_TO_TARGET },
                                           { "all", OBJECTIVE_ALL_ROOT_SCORES },
                                           { NULL, 0 } };

static void usage(FILE *out)
{
    fprintf(out, "usage: kiryoku bench [--depth N] [--hash MB] [--positions FILE] [--play]\n"
                 "                     [--objective best|target|all] [--target CP] [--nnue FILE]\n"
                 "  searches %d fixed positions (or FILE's SFENs) to depth N (default %d),\n"
                 "  each from a cleared table, as the analysis does (--play: as in a game);\n"
                 "  --nnue: evaluate with that network file. Without options the node total\n"
                 "  is the engine's signature, printed last as 'signature N'\n",
            engine_bench_position_count, ENGINE_BENCH_DEPTH);
}

enum { BENCH_FILE_MAX = 256 };

static void print_position(int index, const SearchResult *r, const char *err, void *user)
{
    (void)user;
    if (!r) {
        fprintf(stderr, "kiryoku bench: position %d: %s\n", index + 1, err);
        return;
    }
    char mv[USI_MOVE_MAX], score[32];
    move_to_usi(r->best_move, mv);
    score_to_usi(r->score, score, sizeof score);
    printf("position %2d: bestmove %-6s score %-10s nodes %10llu  time %6d ms\n", index + 1, mv, score,
           (unsigned long long)r->nodes, r->time_ms);
}

/* What the shipped profile of the embedded engine says of this signature:
 * a mismatch means it was fitted on another engine (refit it). */
static void print_profile_match(uint64_t signature)
{
    Profile p;
    char err[512];
    if (assets_load_profile(&p, PROFILE_EMBEDDED_NAME, err, sizeof err) != 0)
        printf("profile %s: not found (%s)\n", PROFILE_EMBEDDED_NAME, err);
    else if (!p.engine_signature)
        printf("profile %s: names no engine_signature\n", PROFILE_EMBEDDED_NAME);
    else
        printf("profile %s: engine_signature %llu, %s\n", PROFILE_EMBEDDED_NAME,
               (unsigned long long)p.engine_signature,
               p.engine_signature == signature ? "this engine"
                                               : "ANOTHER engine: refit it (bench/profile_fit.sh)");
}

static void print_totals(const EngineBench *b, uint64_t total, double secs)
{
    printf("depth %d, %d positions\nnodes %llu\ntime %.3f s\nnps %.0f\n", b->depth, b->count,
           (unsigned long long)total, secs, secs > 0 ? (double)total / secs : 0.0);
    if (b->net) /* the speed depends on the loops; the nodes never do */
        printf("network loops %s\n", nnue_simd_name(b->net->simd));
    if (!engine_bench_is_standard(b)) {
        printf("signature none (options changed the standard bench)\n");
        return;
    }
    print_profile_match(total);
    printf("signature %llu\n", (unsigned long long)total);
}

int cmd_bench(int argc, char **argv)
{
    EngineBench b;
    engine_bench_standard(&b);
    int depth = b.depth, hash_mb = (int)b.hash_mb, target = 0, objective = OBJECTIVE_BEST;
    bool play = false;
    static char file_lines[BENCH_FILE_MAX][256];
    static const char *file_positions[BENCH_FILE_MAX];
    const char *file = NULL, *nnue_file = NULL;
    const Option options[] = {
        OPTION_INT("--depth", &depth, 1, 64),
        OPTION_INT("--hash", &hash_mb, 1, 1 << 20),
        OPTION_INT("--target", &target, -30000, 30000),
        OPTION_CHOICE("--objective", &objective, objectives),
        OPTION_STRING("--positions", &file),
        OPTION_STRING("--nnue", &nnue_file),
        OPTION_FLAG("--play", &play),
    };
    const OptionSpec spec = { .command = "bench", .usage = usage, .options = options,
                              .option_count = OPTION_COUNT(options) };
    int parsed = options_parse_only(&spec, argc, argv);
    if (parsed != OPTIONS_OK)
        return options_exit_status(parsed);
    if (file) {
        if ((b.count = read_sfens(file, file_lines, BENCH_FILE_MAX)) < 0)
            return 1;
        for (int k = 0; k < b.count; k++)
            file_positions[k] = file_lines[k];
        b.positions = file_positions;
    }
    b.depth = depth;
    b.hash_mb = (size_t)hash_mb;
    b.objective = (SearchObjective)objective;
    b.target_cp = target;
    b.analysis = !play;
    char err[1400];
    Nnue *net = nnue_file ? nnue_load(nnue_file, err, sizeof err) : NULL;
    if (nnue_file && !net) {
        fprintf(stderr, "kiryoku bench: %s\n", err);
        return 1;
    }
    b.net = net;
    uint64_t total;
    double t0 = clock_monotonic_seconds();
    int rc = engine_bench_run(&b, print_position, NULL, &total, err, sizeof err);
    double secs = clock_monotonic_seconds() - t0;
    nnue_free(net);
    if (rc != 0) {
        fprintf(stderr, "kiryoku bench: %s\n", err);
        return 1;
    }
    print_totals(&b, total, secs);
    return 0;
}
