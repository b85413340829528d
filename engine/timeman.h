/* Time management: how long to think about one move. */
#ifndef KIRYOKU_ENGINE_TIMEMAN_H
#define KIRYOKU_ENGINE_TIMEMAN_H

#include <stdint.h>

#include "engine/engine.h"

typedef struct {
    int64_t soft_ms;  /* do not start a new iteration after ~this; -1 = none */
    int64_t hard_ms;  /* stop the search at this time; -1 = none */
} TimeBudget;

/* The budget for the side to move at game ply `ply`. */
void timeman_budget(const SearchLimits *limits, Color side, int ply, TimeBudget *out);

#endif
