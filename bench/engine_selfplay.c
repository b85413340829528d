/* bench/engine_selfplay: the embedded engine plays itself at a fixed depth,
 * searching every position the way the analyser does (a cleared table, the
 * best move at depth D), and writes one line per position with that score.
 * bench/engine_selfloss.py reads the lines to measure the loss the analyser
 * charges the engine's own moves (side-to-move bias, odd/even depth) and the
 * centipawn scale (game results against the score at ply 40-80).
 * Built and run by bench/engine_selfloss.sh.
 *
 *   engine_selfplay --games N --depth D [--also-depth D2] [--openings FILE]
 *                   [--first K] [--step S] [--opening-plies P] [--max-plies M]
 *                   [--sample N] [--nodes N] [--analysis 1]
 *
 * Output (TSV): "P game ply side score score2 move" per position (ply =
 * moves made so far, side b/w, score from the side to move's view, score2
 * at --also-depth or "-"), then "R game result plies" (result from sente's
 * view: 1, 0.5 or 0). Game g starts from line K + g*S of the openings file
 * (USI "startpos moves ..."), its first P plies.
 * With --sample N no game is played: every N-th position from ply 40 of each
 * recorded game (human play) and the position after the engine's best move
 * there are written as a two-position "game" of their own, numbered
 * line * 1000 + ply, with no R line: the self-loss over the positions the
 * analyser meets in real games, at two searches a position. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/engine.h"
#include "shogi/usi.h"

typedef struct {
    int games, depth, also_depth, first, step, opening_plies, max_plies, sample;
    /* The analyser's budget (issue 14): a node cap per search and its
     * analysis-only rules; 0 = depth alone, as before. */
    long long nodes;
    int analysis;
    const char *openings;
} Options;

static int parse(int argc, char **argv, Options *o)
{
    *o = (Options){ .games = 4, .depth = 5, .step = 1, .opening_plies = 16, .max_plies = 300,
                    .openings = "tests/data/openings/records2016_10818.sfen" };
    for (int i = 1; i + 1 < argc; i += 2) {
        const char *k = argv[i];
        int v = atoi(argv[i + 1]);
        if (!strcmp(k, "--games")) o->games = v;
        else if (!strcmp(k, "--depth")) o->depth = v;
        else if (!strcmp(k, "--also-depth")) o->also_depth = v;
        else if (!strcmp(k, "--first")) o->first = v;
        else if (!strcmp(k, "--step")) o->step = v;
        else if (!strcmp(k, "--opening-plies")) o->opening_plies = v;
        else if (!strcmp(k, "--max-plies")) o->max_plies = v;
        else if (!strcmp(k, "--sample")) o->sample = v;
        else if (!strcmp(k, "--nodes")) o->nodes = atoll(argv[i + 1]);
        else if (!strcmp(k, "--analysis")) o->analysis = v;
        else if (!strcmp(k, "--openings")) o->openings = argv[i + 1];
        else {
            fprintf(stderr, "engine_selfplay: unknown option %s\n", k);
            return -1;
        }
    }
    return o->games > 0 && o->depth > 0 ? 0 : -1;
}

/* Line k of the openings file cut to its first `plies` moves, or -1. */
static int opening(const char *path, int k, int plies, char *out, size_t len)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return -1;
    int rc = -1;
    for (int i = 0; fgets(out, (int)len, f); i++) {
        if (i < k)
            continue;
        out[strcspn(out, "\r\n")] = '\0';
        char *p = strstr(out, " moves ");
        if (p) {
            p += 7;
            for (int n = 0; n < plies && *p; n++) {
                p = strchr(p, ' ');
                if (!p)
                    break;
                p++;
            }
            if (p && *p)
                p[-1] = '\0';
        }
        rc = 0;
        break;
    }
    fclose(f);
    return rc;
}

static int search_score(Engine *e, const Position *pos, int depth, const Options *o, Move *best)
{
    SearchLimits l;
    search_limits_init(&l);
    l.depth = depth;
    l.nodes = (uint64_t)o->nodes;
    l.analysis = o->analysis != 0;
    SearchResult r;
    engine_clear_hash(e);
    engine_set_position(e, pos);
    engine_search(e, &l, &r);
    if (best)
        *best = r.best_move;
    return r.best_move == MOVE_NONE ? -SCORE_MATE : r.score;
}

static void print_position(Engine *e, const Position *pos, const Options *o, int game, Move *best)
{
    int s = search_score(e, pos, o->depth, o, best);
    char s2[16] = "-", usi[USI_MOVE_MAX] = "none";
    if (o->also_depth)
        snprintf(s2, sizeof s2, "%d", search_score(e, pos, o->also_depth, o, NULL));
    if (*best != MOVE_NONE)
        move_to_usi(*best, usi);
    printf("P\t%d\t%d\t%c\t%d\t%s\t%s\n", game, pos_move_number(pos) - 1, pos->side == BLACK ? 'b' : 'w', s,
           s2, usi);
}

/* --sample: pairs (position, position after the best move) along a game. */
static void sample_pairs(Engine *e, Position *pos, const Options *o, int line)
{
    Position *at = malloc(sizeof *at);
    if (!at)
        return;
    MoveList moves;
    int n = pos_move_number(pos) - 1;
    /* The recorded moves, replayed from the start. */
    moves.count = 0;
    while (pos_move_number(pos) > 1 && moves.count < MAX_MOVES) {
        moves.moves[moves.count++] = pos_last_move(pos);
        pos_undo_move(pos);
    }
    for (int k = 0; k < n && k < moves.count; k++) {
        int ply = pos_move_number(pos) - 1;
        if (ply >= 40 && (ply - 40) % o->sample == 0) {
            *at = *pos;
            Move best;
            print_position(e, at, o, line * 1000 + ply, &best);
            if (best != MOVE_NONE) {
                pos_do_move(at, best);
                print_position(e, at, o, line * 1000 + ply, &best);
            }
        }
        pos_do_move(pos, moves.moves[moves.count - 1 - k]);
    }
    free(at);
}

/* Plays one game; returns sente's result (1, 0.5, 0). */
static double play(Engine *e, Position *pos, const Options *o, int game, int *plies)
{
    for (;;) {
        int ply = pos_move_number(pos) - 1;
        *plies = ply;
        switch (pos_repetition(pos, 4)) {
        case REP_DRAW: return 0.5;
        case REP_WIN: return pos->side == BLACK ? 1 : 0;
        case REP_LOSS: return pos->side == BLACK ? 0 : 1;
        default: break;
        }
        if (ply >= o->max_plies)
            return 0.5;
        if (pos_can_declare(pos))
            return pos->side == BLACK ? 1 : 0;
        Move m;
        print_position(e, pos, o, game, &m);
        if (m == MOVE_NONE)
            return pos->side == BLACK ? 0 : 1;
        pos_do_move(pos, m);
    }
}

int main(int argc, char **argv)
{
    Options o;
    if (parse(argc, argv, &o) != 0) {
        fprintf(stderr, "usage: engine_selfplay --games N --depth D [--also-depth D2] [--openings FILE]\n"
                        "       [--first K] [--step S] [--opening-plies P] [--max-plies M]\n"
                        "       [--sample N] [--nodes N] [--analysis 1]\n");
        return 2;
    }
    Engine *e = engine_create(16);
    static Position pos;
    if (!e)
        return 1;
    for (int g = 0; g < o.games; g++) {
        char line[8192], err[256];
        if (opening(o.openings, o.first + g * o.step, o.sample > 0 ? 10000 : o.opening_plies, line, sizeof line) != 0 ||
            pos_set_usi(&pos, line, err, sizeof err) != 0) {
            fprintf(stderr, "engine_selfplay: %s: no opening line %d\n", o.openings, o.first + g * o.step);
            engine_destroy(e);
            return 1;
        }
        if (o.sample > 0) {
            sample_pairs(e, &pos, &o, o.first + g * o.step);
            continue;
        }
        int plies = 0;
        double result = play(e, &pos, &o, g, &plies);
        printf("R\t%d\t%g\t%d\n", g, result, plies);
        fflush(stdout);
    }
    engine_destroy(e);
    return 0;
}
