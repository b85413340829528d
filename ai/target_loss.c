/* Target-loss play (see target_loss.h). The line coefficients are the
 * paper's (seed 001, eqs. 3-5 and 6-14), fitted on Shogi Quest games. */
#include "ai/target_loss.h"

#include "bridge/bridge.h"

/* ChkVal in the paper: the value beyond which a position counts as mate. */
enum { TARGET_MATE_THRESHOLD = BRIDGE_MATE_MIN };

Situation target_situation(int ply, int value)
{
    if (ply < TARGET_OPENING_PLIES)
        return SITUATION_OPENING;
    if (value >= -TARGET_LEVEL_CP && value <= TARGET_LEVEL_CP)
        return SITUATION_LEVEL;
    return SITUATION_BIASED;
}

int target_mean_loss(Situation s, int rating)
{
    double r = rating, los;
    switch (s) {
    case SITUATION_OPENING:
        los = 0.104534 * r - 268.995;
        break;
    case SITUATION_LEVEL:
        los = 0.234493 * r - 620.877;
        break;
    default:
        los = 0.290031 * r - 925.708;
        break;
    }
    /* Above the line's zero the player would "gain" on the engine: no
     * move can do that on average, so aim at no loss. */
    return los > 0 ? 0 : (int)(los - 0.5);
}

static double clamp01(double x)
{
    return x < 0 ? 0 : (x > 1 ? 1 : x);
}

void target_mate_miss_rates(int rating, int n, double rates[3])
{
    double r = rating;
    double a = -1.5e-6 * r + 0.016937, b = -0.00022 * r + 0.676102;
    double c = 8.44e-7 * r - 0.0002, d = -2.5e-5 * r + 0.049648;
    double e = -4.2e-7 * r + 0.001454, f = -1.2e-5 * r + 0.023294;
    rates[0] = clamp01(a * n + b);
    rates[1] = clamp01(c * n + d);
    rates[2] = clamp01(e * n + f);
    double sum = rates[0] + rates[1] + rates[2];
    if (sum > 1)
        for (int i = 0; i < 3; i++)
            rates[i] /= sum;
}

void target_loss_init(TargetLoss *t, int rating, bool mate_miss)
{
    t->rating = rating;
    t->mate_miss = mate_miss;
    t->have_previous = false;
    t->previous_target = t->previous_value = 0;
}

double target_random(uint64_t *rng)
{
    uint64_t x = *rng ? *rng : 0x9e3779b97f4a7c15ull;
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    *rng = x;
    return (double)((x * 0x2545f4914f6cdd1dull) >> 11) / 9007199254740992.0;
}

/* The mate branch (eq. 21): the AI to move has a forced mate. */
static int aim_in_mate(const TargetLoss *t, int value, uint64_t *rng, TargetMode *mode)
{
    *mode = TARGET_BEST;
    if (!t->mate_miss)
        return value;
    double rates[3];
    target_mate_miss_rates(t->rating, bridge_score_mate_plies(value), rates);
    double p = target_random(rng);
    *mode = TARGET_AT_MOST;
    if (p < rates[0])
        return value - 1;                 /* miss 1: winning, but not the fastest */
    if (p < rates[0] + rates[1])
        return TARGET_MATE_THRESHOLD - 1; /* miss 2: give the mate up */
    if (p < rates[0] + rates[1] + rates[2])
        return -TARGET_MATE_THRESHOLD;    /* miss 3: allow a mate against */
    *mode = TARGET_BEST;
    return value;
}

int target_loss_aim(const TargetLoss *t, int ply, int value, uint64_t *rng, TargetMode *mode)
{
    if (bridge_score_is_mate(value) && value > 0)
        return aim_in_mate(t, value, rng, mode);
    *mode = TARGET_AIM;
    if (bridge_score_is_mate(value))
        return value; /* being mated: the longest resistance is closest */
    long target = value + target_mean_loss(target_situation(ply, value), t->rating);
    if (t->have_previous && !bridge_score_is_mate(t->previous_value))
        target += t->previous_target - t->previous_value;
    if (target > BRIDGE_MATE_MIN - 1)
        target = BRIDGE_MATE_MIN - 1;
    if (target < -BRIDGE_MATE_MIN + 1)
        target = -BRIDGE_MATE_MIN + 1;
    return (int)target;
}

void target_loss_played(TargetLoss *t, int target, int value)
{
    t->have_previous = true;
    t->previous_target = target;
    t->previous_value = value;
}
