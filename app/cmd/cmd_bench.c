/* `kiryoku bench`: searches a fixed set of positions to a fixed depth from
 * a cleared table and prints the nodes, time and speed. The node total is
 * a determinism check (identical run to run, and across machines for the
 * same build); the time and speed are figures, never pass/fail. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "app/clock.h"
#include "app/cmd/commands.h"
#include "app/cmd/options.h"
#include "engine/nnue.h"
#include "engine/engine.h"
#include "shogi/usi.h"

/* The start position and middlegames at ply 50 of fairy-stockfish
 * self-play games from the shared opening set. */
static const char *const bench_positions[] = {
    "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
    "l6nl/1r2gsk2/n1p1g2p1/P2p1spbp/1pP1pp3/2SP2P1P/NPB1GPNP1/4R1SK1/L4G2L b 2P 51",
    "lr5nl/3sggks1/p1n2p3/2p1p1pp1/PpP5p/3GPPP2/1P1S2NPP/4RGS2/LN1b2K1L b BPp 51",
    "lnsg1k1n+B/6g2/2pppp2p/p5s2/2P6/9/P+p1PPPPPP/5SG2/L3LK1NL b RB3Prgsn 51",
    "ln1g3nl/1r4gs1/p1sb2k1p/2pppp1R1/1pP3p2/P2SBP2P/1PSPP4/5K3/LN1G1G1NL b P2p 51",
    "ln6l/3g1kgs1/2p1ppnpp/3s2p2/p2p3PP/PrP6/2NPPPPB1/1G2GS1bR/L1S1K2NL b Pp 51",
    "lnsg4l/2k1gs3/pppppp2p/6pp1/7n1/2P1PPP2/PP1P1Bs1P/1K2GB1R1/LN2G+r1NL b SP 51",
    "1k1g1g1nl/2s3s+r1/+Bpppp2pp/P4p1b1/4P4/2P1S4/1P1P1P2P/2KS5/1N1G1G2L b NLPrnl3p 51",
    "ln3ksnl/3sg1g2/1rpppp1pp/6p2/2P1P4/pp1GbP3/P2P2PRP/1PB2Ss2/LN1K1G1NL b p 51",
};
enum { BENCH_COUNT = (int)(sizeof bench_positions / sizeof bench_positions[0]) };

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
    fprintf(out, "usage: kiryoku bench [--depth N] [--hash MB] [--positions FILE]\n"
                 "                     [--objective best|target|all] [--target CP] [--nnue FILE]\n"
                 "  searches %d fixed positions (or FILE's SFENs) to depth N (default 8),\n"
                 "  each from a cleared table; --nnue: evaluate with that network file\n",
            BENCH_COUNT);
}

enum { BENCH_FILE_MAX = 256 };

int cmd_bench(int argc, char **argv)
{
    int depth = 8, hash_mb = 16, target = 0;
    SearchObjective objective = OBJECTIVE_BEST;
    static char file_lines[BENCH_FILE_MAX][256];
    const char *positions[BENCH_FILE_MAX];
    int count = BENCH_COUNT;
    for (int i = 0; i < BENCH_COUNT; i++)
        positions[i] = bench_positions[i];
    int objective_choice = OBJECTIVE_BEST;
    const char *file = NULL, *nnue_file = NULL;
    const Option options[] = {
        OPTION_INT("--depth", &depth, 1, 64),
        OPTION_INT("--hash", &hash_mb, 1, 1 << 20),
        OPTION_INT("--target", &target, -30000, 30000),
        OPTION_CHOICE("--objective", &objective_choice, objectives),
        OPTION_STRING("--positions", &file),
        OPTION_STRING("--nnue", &nnue_file),
    };
    const OptionSpec spec = { .command = "bench", .usage = usage, .options = options,
                              .option_count = OPTION_COUNT(options) };
    int parsed = options_parse_only(&spec, argc, argv);
    if (parsed != OPTIONS_OK)
        return options_exit_status(parsed);
    objective = (SearchObjective)objective_choice;
    if (file) {
        if ((count = read_sfens(file, file_lines, BENCH_FILE_MAX)) < 0)
            return 1;
        for (int k = 0; k < count; k++)
            positions[k] = file_lines[k];
    }
    Engine *e = engine_create((size_t)hash_mb);
    Position *pos = malloc(sizeof *pos);
    SearchResult *r = malloc(sizeof *r);
    if (!e || !pos || !r) {
        fprintf(stderr, "kiryoku bench: out of memory\n");
        engine_destroy(e);
        free(pos);
        free(r);
        return 1;
    }
    char err[1400];
    Nnue *net = nnue_file ? nnue_load(nnue_file, err, sizeof err) : NULL;
    if (nnue_file && (!net || engine_set_nnue(e, net) != 0)) {
        fprintf(stderr, "kiryoku bench: %s\n", net ? "out of memory" : err);
        nnue_free(net);
        engine_destroy(e);
        free(pos);
        free(r);
        return 1;
    }
    uint64_t total = 0;
    double t0 = clock_monotonic_seconds();
    for (int i = 0; i < count; i++) {
        char err[256], mv[USI_MOVE_MAX], score[32];
        if (pos_set_sfen(pos, positions[i], err, sizeof err) != 0) {
            fprintf(stderr, "kiryoku bench: position %d: %s\n", i + 1, err);
            continue;
        }
        SearchLimits l;
        search_limits_init(&l);
        l.depth = depth;
        l.objective = objective;
        l.target_cp = target;
        engine_clear_hash(e);
        engine_set_position(e, pos);
        engine_search(e, &l, r);
        move_to_usi(r->best_move, mv);
        score_to_usi(r->score, score, sizeof score);
        printf("position %2d: bestmove %-6s score %-10s nodes %10llu  time %6d ms\n", i + 1, mv, score,
               (unsigned long long)r->nodes, r->time_ms);
        total += r->nodes;
    }
    double secs = clock_monotonic_seconds() - t0;
    printf("depth %d, %d positions\nnodes %llu\ntime %.3f s\nnps %.0f\n", depth, count,
           (unsigned long long)total, secs, secs > 0 ? (double)total / secs : 0.0);
    engine_destroy(e);
    nnue_free(net);
    free(pos);
    free(r);
    return 0;
}
