/* Settai's aim ahead of a strong player's replies (settai_anticipate.h). */
#include "ai/settai_anticipate.h"

#include <math.h>
#include <stdlib.h>

#include "bridge/bridge.h"

/* The newest error's weight in the running mean. */
#define SETTAI_ANTICIPATE_WEIGHT 0.25

void settai_anticipate_reset(SettaiAnticipate *a, int cap)
{
    a->cap = cap > 0 ? cap : 0;
    a->last_value = BRIDGE_SCORE_NONE;
    a->gain = 0;
    a->turns = 0;
}

/* A centipawn value near enough to level to measure a reading by. */
static int measurable(int v)
{
    return v != BRIDGE_SCORE_NONE && !bridge_score_is_mate(v) && abs(v) < SETTAI_ANTICIPATE_MAX_CP;
}

void settai_anticipate_moved(SettaiAnticipate *a, int value)
{
    a->last_value = value;
}

void settai_anticipate_best(SettaiAnticipate *a, int best)
{
    if (!a->cap || !measurable(a->last_value) || !measurable(best))
        return;
    double g = a->last_value - best;
    a->gain = a->turns ? a->gain + SETTAI_ANTICIPATE_WEIGHT * (g - a->gain) : g;
    a->turns++;
    a->last_value = BRIDGE_SCORE_NONE; /* one measurement per move */
}

int settai_anticipate_target(const SettaiAnticipate *a)
{
    if (!a->cap || a->turns < SETTAI_ANTICIPATE_MIN_TURNS || a->gain <= 0)
        return 0;
    long t = lround(a->gain);
    return t > a->cap ? a->cap : (int)t;
}
