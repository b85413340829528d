/* Settai steered by the judge's eyes (see settai_steer.h). */
#include "ai/settai_steer.h"

#include <stdlib.h>

#include "ai/target_loss.h"

/* How far a score is from target; mates and unscored replies the farthest. */
static long distance_to(int score, int target)
{
    if (score == BRIDGE_SCORE_NONE || bridge_score_is_mate(score))
        return BRIDGE_SCORE_NONE;
    return labs((long)score - target);
}

static long distance(int score)
{
    return distance_to(score, 0);
}

void settai_steer_offset_reset(SteerOffset *s)
{
    s->offset = 0;
    s->known = false;
}

void settai_steer_offset_add(SteerOffset *s, const int *own, const int *judge, int n)
{
    long sum = 0;
    int k = 0;
    for (int i = 0; i < n; i++) {
        int j = bridge_score_negate(judge[i]); /* settai's view */
        if (distance(own[i]) == BRIDGE_SCORE_NONE || distance(j) == BRIDGE_SCORE_NONE)
            continue;
        sum += j - own[i];
        k++;
    }
    if (!k)
        return;
    int mean = (int)(sum / k);
    s->offset = s->known ? (s->offset * (100 - SETTAI_STEER_SMOOTH_PCT) + mean * SETTAI_STEER_SMOOTH_PCT) / 100 : mean;
    s->known = true;
}

int settai_steer_target(const SteerOffset *s)
{
    int t = -s->offset;
    return t > SETTAI_STEER_TARGET_MAX_CP ? SETTAI_STEER_TARGET_MAX_CP
           : t < -SETTAI_STEER_TARGET_MAX_CP ? -SETTAI_STEER_TARGET_MAX_CP
                                             : t;
}

int settai_steer_candidates(const BridgeRootScore *roots, int n, int target, int max, int slack_cp, int *out)
{
    if (max > SETTAI_STEER_MAX)
        max = SETTAI_STEER_MAX;
    int k = 0;
    long nearest = BRIDGE_SCORE_NONE;
    for (int i = 0; i < n; i++)
        if (distance_to(roots[i].score, target) < nearest)
            nearest = distance_to(roots[i].score, target);
    if (nearest == BRIDGE_SCORE_NONE)
        return 0;
    /* Insertion by distance keeps the nearest first; ties keep the
     * engine's order (best first). */
    for (int i = 0; i < n; i++) {
        long d = distance_to(roots[i].score, target);
        if (d > nearest + slack_cp)
            continue;
        int at = k < max ? k : max;
        while (at > 0 && distance_to(roots[out[at - 1]].score, target) > d)
            at--;
        if (at >= max)
            continue;
        int last = k < max ? k : max - 1;
        for (int j = last; j > at; j--)
            out[j] = out[j - 1];
        out[at] = i;
        if (k < max)
            k++;
    }
    return k;
}

int settai_steer_pick(const int *judge, int n, int near_cp, uint64_t *rng)
{
    int best = -1;
    for (int i = 0; i < n; i++)
        if (judge[i] != BRIDGE_SCORE_NONE && (best < 0 || distance(judge[i]) < distance(judge[best])))
            best = i;
    if (best < 0 || near_cp < 0)
        return best;
    int near[SETTAI_STEER_MAX], k = 0;
    for (int i = 0; i < n && k < SETTAI_STEER_MAX; i++)
        if (judge[i] != BRIDGE_SCORE_NONE && distance(judge[i]) <= distance(judge[best]) + near_cp)
            near[k++] = i;
    return k <= 1 ? best : near[(int)(target_random(rng) * k) % k];
}
