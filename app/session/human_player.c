/* The human-like move choice (see human_player.h). */
#include <math.h>

#include "app/session/human_player.h"
#include "engine-bridge/target_loss.h"

/* The mapping R -> parameters. A first guess, not fitted: each parameter
 * halves every so many points of R, and R = 1000 is put where the human
 * games of bench/HUMAN_PROFILE.md seem to be: a mate let go 55% of the time
 * (the games' mate-in-1 figure), a blunder on 5% of moves (the rest of
 * their 14% of 600+ moves is left to the softmax's tail) and a temperature
 * of 100 cp. Only measurement (bench/HUMAN_PLAYER.md) can say whether R
 * means anything on the rating's scale; it is not the rating. */
enum { HALVE_T = 1000, HALVE_B = 1000, HALVE_M = 1400 };
static const double T0 = 200, B0 = 0.10, M0 = 0.90; /* the values at R = 0 */

void human_model_from_rating(int rating, HumanModel *m)
{
    if (rating < 0)
        rating = 0;
    if (rating > HUMAN_RATING_MAX)
        rating = HUMAN_RATING_MAX;
    m->temperature_cp = T0 * exp2(-rating / (double)HALVE_T);
    m->blunder_rate = B0 * exp2(-rating / (double)HALVE_B);
    m->mate_miss_rate = M0 * exp2(-rating / (double)HALVE_M);
}

/* A score on one scale with centipawns. Mates keep their bridge values
 * (>= BRIDGE_MATE_MIN), above every centipawn score: a clamp (+5000, as
 * the softmax player once had) ranks a mate in 1 below a won position's
 * +8000, so a player using it passes up mates it sees (found in the games
 * of bench/HUMAN_PLAYER.md). Weights are taken relative to the best, so
 * exp() stays finite without a clamp. */
static double value(int s) { return s; }

static int scored(int s) { return s != BRIDGE_SCORE_NONE; }
static int mates(int s) { return bridge_score_is_mate(s) && s > 0; }

/* The best scored move, leaving out mating moves if skip_mates. */
static int best_index(const BridgeRootScore *roots, int n, int skip_mates)
{
    int best = -1;
    for (int i = 0; i < n; i++)
        if (scored(roots[i].score) && !(skip_mates && mates(roots[i].score)) &&
            (best < 0 || value(roots[i].score) > value(roots[best].score)))
            best = i;
    return best;
}

/* Step 1: uniformly among the moves scored blunder_cp or more below top;
 * -1 if there is none. */
static int pick_blunder(const BridgeRootScore *roots, int n, double top, uint64_t *rng)
{
    int count = 0;
    for (int i = 0; i < n; i++)
        if (scored(roots[i].score) && value(roots[i].score) <= top - HUMAN_BLUNDER_CP)
            count++;
    if (!count)
        return -1;
    int k = (int)(target_random(rng) * count);
    for (int i = 0; i < n; i++)
        if (scored(roots[i].score) && value(roots[i].score) <= top - HUMAN_BLUNDER_CP && k-- == 0)
            return i;
    return -1; /* not reached: k < count */
}

/* Step 3: the softmax over (score - best) among the scored moves (not the
 * mating ones if skip_mates). Weights are relative to the best, so exp()
 * never overflows. */
static int pick_softmax(const BridgeRootScore *roots, int n, int best, int skip_mates, double t, uint64_t *rng)
{
    double top = value(roots[best].score), total = 0;
    for (int i = 0; i < n; i++)
        if (scored(roots[i].score) && !(skip_mates && mates(roots[i].score)))
            total += exp((value(roots[i].score) - top) / t);
    double x = target_random(rng) * total;
    for (int i = 0; i < n; i++) {
        if (!scored(roots[i].score) || (skip_mates && mates(roots[i].score)))
            continue;
        x -= exp((value(roots[i].score) - top) / t);
        if (x < 0)
            return i;
    }
    return best; /* rounding left x a hair above 0 */
}

int human_pick(const HumanModel *m, const BridgeRootScore *roots, int n, uint64_t *rng)
{
    int best = best_index(roots, n, 0);
    if (best < 0)
        return -1;
    double top = value(roots[best].score);
    if (target_random(rng) < m->blunder_rate) {
        int k = pick_blunder(roots, n, top, rng);
        if (k >= 0)
            return k;
    }
    if (mates(roots[best].score) && target_random(rng) < m->mate_miss_rate) {
        int rest = best_index(roots, n, 1);
        if (rest >= 0)
            return pick_softmax(roots, n, rest, 1, m->temperature_cp, rng);
    }
    return pick_softmax(roots, n, best, 0, m->temperature_cp, rng);
}
