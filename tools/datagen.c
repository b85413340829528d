/* Self-play games for training records (see datagen.h). */
#include "tools/datagen.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/engine.h"
#include "shogi/usi.h"

struct Datagen {
    DatagenConfig cfg;
    Engine *labeller;       /* the embedded labeller (cfg.label == NULL) */
    Engine *weak;           /* the weaker side */
    SearchResult result;
    Position pos;
};

void datagen_config_init(DatagenConfig *cfg)
{
    memset(cfg, 0, sizeof *cfg);
    cfg->seed = 1;
    cfg->opening_min_plies = 8;
    cfg->opening_max_plies = 24;
    cfg->random_plies_max = 2;
    cfg->label_depth = 6;
    cfg->weak_nodes_min = 300;
    cfg->weak_nodes_max = 5000;
    cfg->equal_share = 0.3;
    cfg->max_ply = 320;
    cfg->adjudicate_cp = 3000;
    cfg->adjudicate_plies = 4;
}

/* splitmix64: a good stream from any seed, one state word. */
static uint64_t rng_next(uint64_t *s)
{
    uint64_t z = (*s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static double rng_unit(uint64_t *s) { return (double)(rng_next(s) >> 11) / 9007199254740992.0; }

Datagen *datagen_create(const DatagenConfig *cfg)
{
    Datagen *g = calloc(1, sizeof *g);
    if (!g)
        return NULL;
    g->cfg = *cfg;
    g->weak = engine_create(16);
    g->labeller = cfg->label ? NULL : engine_create(16);
    if (!g->weak || (!cfg->label && !g->labeller) || (cfg->weak_net && engine_set_nnue(g->weak, cfg->weak_net) != 0)) {
        datagen_destroy(g);
        return NULL;
    }
    return g;
}

void datagen_destroy(Datagen *g)
{
    if (!g)
        return;
    engine_destroy(g->labeller);
    engine_destroy(g->weak);
    free(g);
}

static int embedded_label(Datagen *g, int *score, int *mate, Move *best)
{
    SearchLimits l;
    search_limits_init(&l);
    l.depth = g->cfg.label_depth;
    l.nodes = g->cfg.label_depth ? 0 : g->cfg.label_nodes;
    engine_set_position(g->labeller, &g->pos);
    engine_search(g->labeller, &l, &g->result);
    *score = g->result.score;
    *mate = score_is_mate(*score) ? (*score > 0 ? 1 : -1) : 0;
    *best = g->result.best_move;
    return *best == MOVE_NONE ? -1 : 0;
}

static Move weak_move(Datagen *g, uint64_t nodes)
{
    SearchLimits l;
    search_limits_init(&l);
    l.nodes = nodes;
    engine_set_position(g->weak, &g->pos);
    engine_search(g->weak, &l, &g->result);
    return g->result.best_move;
}

/* The opening: line (game mod count) cut at a random ply, then random moves. */
static int play_opening(Datagen *g, uint32_t game, uint64_t *rng, char *err, size_t errlen)
{
    pos_init_startpos(&g->pos);
    if (g->cfg.opening_count > 0) {
        const char *line = g->cfg.openings[game % (uint32_t)g->cfg.opening_count];
        int span = g->cfg.opening_max_plies - g->cfg.opening_min_plies + 1;
        int cut = g->cfg.opening_min_plies + (span > 0 ? (int)(rng_next(rng) % (uint64_t)span) : 0);
        char moves[2048];
        size_t off = 0;
        for (int p = 0; p < cut && *line; p++) {
            line += strspn(line, " \t");
            size_t n = strcspn(line, " \t\r\n");
            if (!n || off + n + 2 > sizeof moves)
                break;
            off += (size_t)snprintf(moves + off, sizeof moves - off, "%s%.*s", p ? " " : "", (int)n, line);
            line += n;
        }
        if (pos_play_usi_moves(&g->pos, moves, err, errlen) != 0)
            return -1;
    }
    int randoms = (int)(rng_next(rng) % (uint64_t)(g->cfg.random_plies_max + 1));
    for (int i = 0; i < randoms; i++) {
        MoveList list;
        gen_legal(&g->pos, &list);
        if (list.count == 0)
            break;
        pos_do_move(&g->pos, list.moves[rng_next(rng) % (uint64_t)list.count]);
    }
    return 0;
}

/* Has the game ended before the side to move plays? Sets *winner (a
 * colour, or -1 for a draw) and names the ending. */
static const char *game_over(Datagen *g, int *winner)
{
    Position *pos = &g->pos;
    Color us = pos->side;
    MoveList list;
    gen_legal(pos, &list);
    if (list.count == 0) {
        *winner = color_flip(us);
        return "mate";
    }
    switch (pos_repetition(pos, 4)) {
    case REP_DRAW: *winner = -1; return "repetition";
    case REP_WIN: *winner = us; return "repetition";
    case REP_LOSS: *winner = color_flip(us); return "repetition";
    default: break;
    }
    if (pos_can_declare(pos)) {
        *winner = us;
        return "declaration";
    }
    if (pos->ply >= g->cfg.max_ply) {
        *winner = -1;
        return "ply limit";
    }
    return NULL;
}

static bool is_noisy(const Position *pos, Move m)
{
    return move_is_promote(m) || (!move_is_drop(m) && pos->board[move_to(m)] != NO_PIECE);
}

static int label(Datagen *g, int *score, int *mate, Move *best)
{
    if (g->cfg.label)
        return g->cfg.label(g->cfg.label_ctx, &g->pos, score, mate, best);
    return embedded_label(g, score, mate, best);
}

int datagen_play(Datagen *g, uint32_t game, DataRecord *out, int cap, DatagenGame *info, char *err,
                 size_t errlen)
{
    uint64_t rng = g->cfg.seed * 0x2545F4914F6CDD1Dull ^ ((uint64_t)game << 20) ^ game;
    rng_next(&rng);
    memset(info, 0, sizeof *info);
    if (play_opening(g, game, &rng, err, errlen) != 0)
        return -1;
    int weak_side = -1;
    uint64_t weak_nodes = 0;
    if (rng_unit(&rng) >= g->cfg.equal_share) {
        weak_side = (int)(rng_next(&rng) & 1);
        double lo = log((double)g->cfg.weak_nodes_min), hi = log((double)g->cfg.weak_nodes_max);
        weak_nodes = (uint64_t)exp(lo + (hi - lo) * rng_unit(&rng));
    }
    if (g->labeller)
        engine_clear_hash(g->labeller);
    if (g->cfg.label_new_game)
        g->cfg.label_new_game(g->cfg.label_ctx);
    engine_clear_hash(g->weak);

    int winner = -1, streak = 0, streak_winner = -1, n = 0;
    const char *ending;
    while (!(ending = game_over(g, &winner))) {
        Position *pos = &g->pos;
        int score, mate;
        Move best;
        if (label(g, &score, &mate, &best) != 0) {
            snprintf(err, errlen, "the labelling search failed at ply %d", pos->ply);
            return -1;
        }
        int lead = mate ? mate : score >= g->cfg.adjudicate_cp ? 1 : score <= -g->cfg.adjudicate_cp ? -1 : 0;
        int leader = lead == 0 ? -1 : lead > 0 ? (int)pos->side : (int)color_flip(pos->side);
        streak = leader >= 0 && leader == streak_winner ? streak + 1 : leader >= 0 ? 1 : 0;
        streak_winner = leader;
        if (streak >= g->cfg.adjudicate_plies) {
            winner = leader;
            ending = "adjudicated";
            break;
        }
        if (!mate && !pos_in_check(pos) && n < cap && datagen_pack(pos, out[n].packed) == 0) {
            DataRecord *r = &out[n++];
            r->score = (int16_t)(score > 32000 ? 32000 : score < -32000 ? -32000 : score);
            r->move = best;
            r->ply = (uint16_t)pos->ply;
            r->result = pos->side; /* the mover, until the result is known */
            r->flags = (uint8_t)((g->cfg.label_is_usi ? DATAGEN_FLAG_USI_LABEL : 0) |
                                 (is_noisy(pos, best) ? DATAGEN_FLAG_NOISY_BEST : 0));
            r->game = game;
        }
        Move m = (int)pos->side == weak_side ? weak_move(g, weak_nodes) : best;
        pos_do_move(pos, m);
    }
    for (int i = 0; i < n; i++) {
        Color mover = (Color)out[i].result;
        out[i].result = (int8_t)(winner < 0 ? 0 : winner == (int)mover ? 1 : -1);
    }
    info->plies = g->pos.ply;
    info->result = winner < 0 ? 0 : winner == BLACK ? 1 : -1;
    info->ending = ending;
    info->recorded = n;
    return 0;
}
