/* Playing like a player of rating R by imitating mean loss (Lin & Ito;
 * METHOD.md section 3). Each AI move aims at
 *     T(n) = V(P_{n-1}) + Los(R) + Diff(n-2),   Diff(k) = T(k) - V(P_k)
 * where V(P_{n-1}) is the value of the position the AI moves in, Los(R)
 * the mean loss of rating R in this situation (three fitted lines), and
 * Diff carries the rounding error of the AI's previous move forward.
 *
 * In a position where the AI has a forced mate, it plays the fastest mate
 * unless mate-miss imitation is on (off by default: the paper found it made
 * the imitation worse). With it on, a random draw against the fitted miss
 * rates (paper eqs. 6-14) picks: miss 1 (stay winning, not the fastest),
 * miss 2 (give the mate up, value about 0), miss 3 (allow a mate against),
 * or the fastest mate. */
#ifndef KIRYOKU_AI_TARGET_LOSS_H
#define KIRYOKU_AI_TARGET_LOSS_H

#include <stdbool.h>
#include <stdint.h>

typedef enum { SITUATION_OPENING, SITUATION_LEVEL, SITUATION_BIASED } Situation;

enum { TARGET_OPENING_PLIES = 42, TARGET_LEVEL_CP = 200 };

/* Which fitted line applies: ply < 42 opening; else |value| <= 200 level;
 * else biased. */
Situation target_situation(int ply, int value);
/* Los(R) for the situation, in cp (<= 0: a loss). */
int target_mean_loss(Situation s, int rating);

/* Mate-miss rates for rating R and a mate of n plies: the probabilities of
 * miss 1, 2 and 3 (each in [0,1], their sum at most 1). */
void target_mate_miss_rates(int rating, int mate_plies, double rates[3]);

typedef struct {
    int rating;
    bool mate_miss;        /* imitate mate misses (off by default) */
    bool have_previous;    /* the AI has moved before in this game */
    int previous_target;   /* T(n-2) */
    int previous_value;    /* V(P_{n-2}): the value its move got */
} TargetLoss;

void target_loss_init(TargetLoss *t, int rating, bool mate_miss);

typedef enum {
    TARGET_AIM,            /* pick the move closest to the target */
    TARGET_AT_MOST,        /* the best move whose value is <= the target (mate misses) */
    TARGET_BEST,           /* the strongest move (the fastest mate) */
} TargetMode;

/* The target for the AI's move at ply (moves played so far), given the
 * position's value V (AI's view, BRIDGE_* mate scale). *rng is advanced
 * for mate-miss draws. */
int target_loss_aim(const TargetLoss *t, int ply, int value, uint64_t *rng, TargetMode *mode);
/* Records the move played: its target and the value it was given. */
void target_loss_played(TargetLoss *t, int target, int value);

/* A uniform double in [0,1) from a xorshift64* state (nonzero). */
double target_random(uint64_t *rng);

#endif
