/* The human-like move choice (see human_player.h). */
#include <math.h>

#include "app/session/human_player.h"
#include "app/session/player.h"
#include "ai/target_loss.h"

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
    m->lapse_rate = 0;
    m->lapse_temp_cp = HUMAN_LAPSE_TEMP_CP;
    m->lapse_depth = HUMAN_LAPSE_DEPTH;
}

static int scored(int s) { return s != BRIDGE_SCORE_NONE; }
static int mates(int s) { return bridge_score_is_mate(s) && s > 0; }

/* The best scored move, leaving out mating moves if skip_mates. Mates keep
 * their bridge scores, above every centipawn score (player.h's softmax
 * draw, which steps 2 and 3 use, ranks them the same way). */
static int best_index(const BridgeRootScore *roots, int n, int skip_mates)
{
    int best = -1;
    for (int i = 0; i < n; i++)
        if (scored(roots[i].score) && !(skip_mates && mates(roots[i].score)) &&
            (best < 0 || roots[i].score > roots[best].score))
            best = i;
    return best;
}

/* Step 1: uniformly among the moves scored blunder_cp or more below top;
 * -1 if there is none. */
static int pick_blunder(const BridgeRootScore *roots, int n, double top, uint64_t *rng)
{
    int count = 0;
    for (int i = 0; i < n; i++)
        if (scored(roots[i].score) && roots[i].score <= top - HUMAN_BLUNDER_CP)
            count++;
    if (!count)
        return -1;
    int k = (int)(target_random(rng) * count);
    for (int i = 0; i < n; i++)
        if (scored(roots[i].score) && roots[i].score <= top - HUMAN_BLUNDER_CP && k-- == 0)
            return i;
    return -1; /* not reached: k < count */
}

int human_pick(const HumanModel *m, const BridgeRootScore *roots, int n, uint64_t *rng)
{
    int best = best_index(roots, n, 0);
    if (best < 0)
        return -1;
    if (target_random(rng) < m->blunder_rate) {
        int k = pick_blunder(roots, n, roots[best].score, rng);
        if (k >= 0)
            return k;
    }
    /* Step 2: the mating moves set aside, if any other move is left. */
    bool skip = mates(roots[best].score) && target_random(rng) < m->mate_miss_rate && best_index(roots, n, 1) >= 0;
    return player_softmax_draw(roots, n, m->temperature_cp, skip, rng);
}
