/* `kiryoku-dev gensfen`: self-play training records for the network
 * (tools/datagen.h for the games, tools/datagen_record.h for the file).
 *
 * Appends whole games to FILE and resumes from its last game number, so a
 * run can be killed and restarted at any time (at most the game in
 * progress is lost) and a given --seed always yields the same games.
 * The labeller is the embedded engine (--depth or --nodes) or any USI
 * engine (--labeller usi:CMD, e.g. fairy-stockfish at --nodes N), reached
 * through bridge/. Progress goes to stderr, one line a game. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/clock.h"
#include "tools/commands.h"
#include "app/cmd/options.h"
#include "bridge/bridge.h"
#include "tools/datagen.h"
#include "shogi/usi.h"

static void usage(FILE *out)
{
    fprintf(out,
            "usage: kiryoku-dev gensfen --out FILE [--games N] [--seed S] [--openings FILE]\n"
            "                       [--depth D | --nodes N] [--labeller embedded|usi:CMD]\n"
            "                       [--weak-nodes MIN:MAX] [--equal-share F] [--random-plies N]\n"
            "                       [--opening-plies MIN:MAX] [--max-ply N] [--weak-nnue FILE]\n"
            "  appends self-play positions labelled by a search to FILE (48-byte records,\n"
            "  tools/datagen_record.h); resumes after FILE's last game. --games 0 (the\n"
            "  default) runs until killed. Defaults: the embedded labeller at depth 6,\n"
            "  openings tests/data/openings/records2016_10818.sfen cut at ply 8-24, up to\n"
            "  2 random moves, a weaker side at 300-5000 nodes in 70%% of the games,\n"
            "  evaluating linearly (--weak-nnue FILE: with that net).\n");
}

/* ---- Opening lines ------------------------------------------------------ */

typedef struct {
    char **lines;
    int count;
} Openings;

/* The move part of each "startpos moves ..." line. */
static int read_openings(const char *path, Openings *o)
{
    FILE *fp = fopen(path, "r");
    if (!fp) {
        fprintf(stderr, "kiryoku-dev gensfen: cannot open the openings file %s\n", path);
        return -1;
    }
    char buf[8192];
    int cap = 0;
    while (fgets(buf, sizeof buf, fp)) {
        char *m = strstr(buf, "startpos moves ");
        if (!m)
            continue;
        m += strlen("startpos moves ");
        m[strcspn(m, "\r\n")] = '\0';
        if (o->count == cap) {
            cap = cap ? cap * 2 : 1024;
            char **grown = realloc(o->lines, (size_t)cap * sizeof *grown);
            if (!grown)
                break;
            o->lines = grown;
        }
        o->lines[o->count++] = strdup(m);
    }
    fclose(fp);
    if (o->count == 0) {
        fprintf(stderr, "kiryoku-dev gensfen: %s has no 'startpos moves ...' line\n", path);
        return -1;
    }
    return 0;
}

/* ---- A USI labeller through bridge/ -------------------------------- */

typedef struct {
    Bridge *bridge;
    uint64_t nodes;
    int depth;
    BridgeResult result;
    char moves[POS_MAX_HISTORY * USI_MOVE_MAX];
} UsiLabeller;

static int usi_label(void *ctx, const Position *pos, int *score, int *mate, Move *best)
{
    UsiLabeller *u = ctx;
    /* The whole game from the start, so the engine sees the repetitions. */
    size_t off = 0;
    for (int i = 1; i <= pos->ply; i++) {
        char mv[USI_MOVE_MAX];
        move_to_usi(pos->hist[i].move, mv);
        off += (size_t)snprintf(u->moves + off, sizeof u->moves - off, "%s%s", i > 1 ? " " : "", mv);
    }
    Position start = *pos;
    while (start.ply > 0)
        pos_undo_move(&start);
    char sfen[256];
    pos_to_sfen(&start, sfen, sizeof sfen);
    BridgeLimits l;
    bridge_limits_init(&l);
    l.nodes = u->nodes;
    l.depth = u->depth;
    if (bridge_set_position(u->bridge, sfen, u->moves) != 0 || bridge_search(u->bridge, &l, &u->result) != 0) {
        fprintf(stderr, "kiryoku-dev gensfen: labeller: %s\n", bridge_error(u->bridge));
        return -1;
    }
    *best = move_from_usi(pos, u->result.bestmove);
    if (*best == MOVE_NONE || !pos_is_legal(pos, *best)) {
        fprintf(stderr, "kiryoku-dev gensfen: labeller answered '%s'\n", u->result.bestmove);
        return -1;
    }
    *score = u->result.score;
    *mate = bridge_score_is_mate(*score) ? (*score > 0 ? 1 : -1) : 0;
    return 0;
}

/* A cleared table for each game, so game N is the same game after a resume. */
static void usi_new_game(void *ctx)
{
    UsiLabeller *u = ctx;
    bridge_new_game(u->bridge);
}

/* ---- The command --------------------------------------------------------- */

/* What the options set beside the DatagenConfig they fill in directly. */
typedef struct {
    const char *out, *openings, *labeller, *weak, *opening_plies, *weak_nnue;
    long long games, seed, nodes;
} GensfenArgs;

static int parse_range(const char *text, long long *lo, long long *hi)
{
    char *end;
    *lo = strtoll(text, &end, 10);
    if (*end != ':')
        return -1;
    *hi = strtoll(end + 1, &end, 10);
    return *end || *lo < 0 || *hi < *lo ? -1 : 0;
}

/* The options that are not plain fields of the config. */
static int configure(const GensfenArgs *a, DatagenConfig *cfg)
{
    cfg->seed = (uint64_t)a->seed;
    if (a->nodes > 0) {
        cfg->label_depth = 0;
        cfg->label_nodes = (uint64_t)a->nodes;
    }
    long long lo, hi;
    if (a->weak) {
        if (parse_range(a->weak, &lo, &hi) != 0 || lo < 1) {
            fprintf(stderr, "kiryoku-dev gensfen: --weak-nodes wants MIN:MAX, e.g. 300:5000\n");
            return -1;
        }
        cfg->weak_nodes_min = (uint64_t)lo;
        cfg->weak_nodes_max = (uint64_t)hi;
    }
    if (a->opening_plies) {
        if (parse_range(a->opening_plies, &lo, &hi) != 0 || hi > 200) {
            fprintf(stderr, "kiryoku-dev gensfen: --opening-plies wants MIN:MAX, e.g. 8:24\n");
            return -1;
        }
        cfg->opening_min_plies = (int)lo;
        cfg->opening_max_plies = (int)hi;
    }
    return 0;
}

static UsiLabeller *open_usi_labeller(const GensfenArgs *a, DatagenConfig *cfg)
{
    UsiLabeller *u = calloc(1, sizeof *u);
    char err[512];
    if (!u)
        return NULL;
    BridgeConfig bc = { .threads = 1, .hash_mb = 16 };
    if (!(u->bridge = bridge_open(a->labeller, &bc, err, sizeof err))) {
        fprintf(stderr, "kiryoku-dev gensfen: %s\n", err);
        free(u);
        return NULL;
    }
    u->nodes = cfg->label_nodes;
    u->depth = cfg->label_depth;
    cfg->label = usi_label;
    cfg->label_new_game = usi_new_game;
    cfg->label_ctx = u;
    cfg->label_is_usi = true;
    return u;
}

static int generate(const GensfenArgs *a, DatagenConfig *cfg, FILE *fp, uint64_t count, uint32_t game)
{
    enum { GAME_CAP = 1024 };
    DataRecord *recs = malloc(GAME_CAP * sizeof *recs);
    Datagen *g = datagen_create(cfg);
    if (!recs || !g) {
        fprintf(stderr, "kiryoku-dev gensfen: out of memory\n");
        free(recs);
        datagen_destroy(g);
        return 1;
    }
    double t0 = clock_monotonic_seconds();
    uint64_t made = 0;
    int rc = 0;
    for (long long k = 0; a->games == 0 || k < a->games; k++, game++) {
        DatagenGame info;
        char err[256];
        if (datagen_play(g, game, recs, GAME_CAP, &info, err, sizeof err) != 0) {
            fprintf(stderr, "kiryoku-dev gensfen: game %u: %s\n", game, err);
            rc = 1;
            break;
        }
        if (fwrite(recs, sizeof *recs, (size_t)info.recorded, fp) != (size_t)info.recorded || fflush(fp) != 0) {
            fprintf(stderr, "kiryoku-dev gensfen: cannot write %s\n", a->out);
            rc = 1;
            break;
        }
        count += (uint64_t)info.recorded;
        made += (uint64_t)info.recorded;
        double secs = clock_monotonic_seconds() - t0;
        fprintf(stderr, "game %u: %d plies, %s, %s, %d records; file %llu records, %.1f records/s\n", game,
                info.plies, info.ending, info.result > 0 ? "sente wins" : info.result < 0 ? "gote wins" : "draw",
                info.recorded, (unsigned long long)count, secs > 0 ? (double)made / secs : 0.0);
    }
    datagen_destroy(g);
    free(recs);
    return rc;
}

int cmd_gensfen(int argc, char **argv)
{
    DatagenConfig cfg;
    datagen_config_init(&cfg);
    GensfenArgs a = { .openings = "tests/data/openings/records2016_10818.sfen", .labeller = "embedded",
                      .seed = (long long)cfg.seed };
    const Option options[] = {
        OPTION_STRING("--out|-o", &a.out),
        OPTION_STRING("--openings", &a.openings),
        OPTION_STRING("--labeller|--labeler", &a.labeller),
        OPTION_STRING("--weak-nodes", &a.weak),
        OPTION_STRING("--weak-nnue", &a.weak_nnue),
        OPTION_STRING("--opening-plies", &a.opening_plies),
        OPTION_LLONG("--games", &a.games, 0, 1000000000),
        OPTION_LLONG("--seed", &a.seed, 0, 0x7fffffff),
        OPTION_LLONG("--nodes", &a.nodes, 0, 1000000000),
        OPTION_INT("--depth", &cfg.label_depth, 1, 40),
        OPTION_INT("--random-plies", &cfg.random_plies_max, 0, 40),
        OPTION_INT("--max-ply", &cfg.max_ply, 20, 1000),
        OPTION_DOUBLE("--equal-share", &cfg.equal_share, 0, 1),
    };
    const OptionSpec spec = { .command = "gensfen", .usage = usage, .options = options,
                              .option_count = OPTION_COUNT(options) };
    int parsed = options_parse_only(&spec, argc, argv);
    if (parsed != OPTIONS_OK)
        return options_exit_status(parsed);
    if (!a.out) {
        fprintf(stderr, "kiryoku-dev gensfen: --out FILE is required\n");
        return 2;
    }
    if (datagen_record_check_layout() != 0) {
        fprintf(stderr, "kiryoku-dev gensfen: this host does not store records in the file's layout\n");
        return 1;
    }
    Openings op = { 0 };
    if (configure(&a, &cfg) != 0 || read_openings(a.openings, &op) != 0)
        return 2;
    cfg.openings = (const char *const *)op.lines;
    cfg.opening_count = op.count;
    char err[1400];
    Nnue *net = NULL;
    if (a.weak_nnue && !(net = nnue_load(a.weak_nnue, err, sizeof err))) {
        fprintf(stderr, "kiryoku-dev gensfen: --weak-nnue: %s\n", err);
        return 1;
    }
    cfg.weak_net = net;
    UsiLabeller *usi = NULL;
    if (strcmp(a.labeller, "embedded") != 0 && !(usi = open_usi_labeller(&a, &cfg))) {
        nnue_free(net);
        return 1;
    }
    uint64_t count;
    uint32_t game;
    FILE *fp = datagen_open_append(a.out, &count, &game, err, sizeof err);
    int rc = 1;
    if (!fp) {
        fprintf(stderr, "kiryoku-dev gensfen: %s\n", err);
    } else {
        fprintf(stderr, "kiryoku-dev gensfen: %s holds %llu records; starting at game %u%s%s\n", a.out,
                (unsigned long long)count, game, net ? "; the weaker side evaluates with " : "",
                net ? a.weak_nnue : "");
        rc = generate(&a, &cfg, fp, count, game);
        fclose(fp);
    }
    if (usi) {
        bridge_close(usi->bridge);
        free(usi);
    }
    nnue_free(net);
    for (int i = 0; i < op.count; i++)
        free(op.lines[i]);
    free(op.lines);
    return rc;
}
