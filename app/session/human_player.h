/* The human-like move choice of the `human:R` player (issue 19): engines
 * that err like engines make few large blunders, people make many (a level
 * position's move costs 600+ cp 14% of the time, and a mate in 1 is let go
 * about half the time: bench/HUMAN_PROFILE.md). This model adds those two
 * kinds of error to a softmax draw over the root moves' scores.
 *
 * One draw, given every root move's score (side to move's view):
 *   1. with probability blunder_rate, a move uniformly among those scored
 *      HUMAN_BLUNDER_CP or more below the best (if there is none, go on);
 *   2. else, when the best move mates, with probability mate_miss_rate the
 *      mating moves are set aside (if any other move is left) and 3. draws
 *      among the rest;
 *   3. a softmax over (score - best) / temperature_cp.
 * Mates keep their bridge scores, so a mate outranks any centipawn score
 * (player_softmax_draw, player.h). All three parameters come from one
 * rating R (human_model_from_rating), unless the spec sets them outright
 * ("human:R,temp=T,blunder=B,matemiss=M", EnginePlayerOptions.human_model). */
#ifndef KIRYOKU_SESSION_HUMAN_PLAYER_H
#define KIRYOKU_SESSION_HUMAN_PLAYER_H

#include <stdint.h>

#include "bridge/bridge.h"

enum { HUMAN_BLUNDER_CP = 300, HUMAN_RATING_MAX = 5000, HUMAN_DEFAULT_DEPTH = 2 };

typedef struct {
    double temperature_cp; /* > 0 */
    double blunder_rate;   /* 0..1 */
    double mate_miss_rate; /* 0..1 */
    /* A lapse, applied by the engine player before its search: with this
     * chance a move is played without reading, a plain softmax at
     * lapse_temp_cp over every root move scored only lapse_depth deep (no
     * blunder, no mate set aside). People's costly moves gather where one
     * move holds; a player who sometimes does not read shows that slope
     * (bench/HUMAN_PLAYER.md). 0 from the mapping: set by spec only. */
    double lapse_rate;     /* 0..1 */
    double lapse_temp_cp;  /* > 0 */
    int lapse_depth;       /* >= 1 */
} HumanModel;

enum { HUMAN_LAPSE_TEMP_CP = 400, HUMAN_LAPSE_DEPTH = 1 };

/* The mapping from R (0..HUMAN_RATING_MAX), a rating on the Quest scale, to
 * the parameters: T and b fitted per R for a player searching 2 deep
 * (HUMAN_DEFAULT_DEPTH, the depth fitted), on people's positions and the
 * pool (human_player.c), the mate-miss rate still a guess; no lapse. */
void human_model_from_rating(int rating, HumanModel *m);

/* The draw described above. Returns an index into roots, -1 if no move is
 * scored. rng: target_random's state (ai/target_loss.h). */
int human_pick(const HumanModel *m, const BridgeRootScore *roots, int n, uint64_t *rng);

#endif
