/* Self-play games that make training records (`kiryoku-dev gensfen`).
 *
 * A game starts from an opening line cut at a random ply, then a few
 * random legal moves, so games spread over many openings and some start
 * lopsided. Every position is labelled by a labelling search (the embedded
 * engine at a fixed depth or node count, or any engine behind a callback),
 * whose best move the "strong" side plays. In most games the other side is
 * the embedded engine at a smaller node budget, so won and lost positions
 * appear too, not only level ones; it evaluates linearly or with a net
 * (weak_net), so a net can meet the positions its own mistakes make. Positions in check and positions the
 * labeller scores as mates are not recorded; the rest are, with the game's
 * result once it ends (mate, repetition, declaration, adjudication when the
 * labeller's score stays beyond a bound, or the ply limit: a draw).
 *
 * Everything random comes from (seed, game number), so game N is the same
 * game whenever it is played: a resumed run continues the same sequence. */
#ifndef KIRYOKU_TOOLS_DATAGEN_H
#define KIRYOKU_TOOLS_DATAGEN_H

#include <stdbool.h>
#include <stdint.h>

#include "tools/datagen_record.h"
#include "engine/nnue.h"
#include "shogi/position.h"

/* A labelling search: sets *score (side to move's view, cp), *mate (the
 * score is a mate: +1 the side to move mates, -1 it is mated, 0 neither)
 * and *best (a legal move). Returns 0, or -1 on failure (generation stops). */
typedef int (*DatagenLabelFn)(void *ctx, const Position *pos, int *score, int *mate, Move *best);

typedef struct {
    uint64_t seed;
    /* Opening lines: space-separated USI moves from the start position. */
    const char *const *openings;
    int opening_count;
    int opening_min_plies, opening_max_plies; /* the line is cut in this range */
    int random_plies_max;    /* then 0..this many random legal moves */
    /* The embedded labeller's limit (depth, else nodes), when label is NULL. */
    int label_depth;
    uint64_t label_nodes;
    /* An external labeller; NULL = the embedded engine. */
    DatagenLabelFn label;
    void (*label_new_game)(void *ctx); /* called before each game; may be NULL */
    void *label_ctx;
    bool label_is_usi;       /* recorded as DATAGEN_FLAG_USI_LABEL */
    /* The weaker side's node budget is drawn log-uniformly from
     * [weak_nodes_min, weak_nodes_max]; equal_share of the games (0..1)
     * have no weaker side. */
    uint64_t weak_nodes_min, weak_nodes_max;
    const Nnue *weak_net;    /* the weaker side's evaluation; NULL: linear */
    double equal_share;
    int max_ply;             /* game ply at which a game is a draw */
    int adjudicate_cp;       /* |label| at or beyond this ... */
    int adjudicate_plies;    /* ... this many plies in a row ends the game */
} DatagenConfig;

/* Sensible defaults (tools/nnue/README.md says how they were chosen). */
void datagen_config_init(DatagenConfig *cfg);

typedef struct {
    int plies;               /* plies played in the game */
    int result;              /* for sente: 1, 0, -1 */
    const char *ending;      /* "mate", "repetition", "declaration", "adjudicated", "ply limit" */
    int recorded;            /* records written into out */
} DatagenGame;

typedef struct Datagen Datagen;

Datagen *datagen_create(const DatagenConfig *cfg);
void datagen_destroy(Datagen *g);
/* Plays game number `game`; writes up to cap records into out. Returns 0,
 * or -1 if the labeller failed or an opening line is unplayable (err). */
int datagen_play(Datagen *g, uint32_t game, DataRecord *out, int cap, DatagenGame *info, char *err,
                 size_t errlen);

#endif
