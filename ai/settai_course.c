/* Settai's course: level, or playing to win (see settai_course.h). */
#include "ai/settai_course.h"

#include <stdlib.h>

#include "bridge/bridge.h"

void settai_course_reset(SettaiCourse *c)
{
    c->hopeless_turns = 0;
    c->mate_turns = 0;
    c->level_given = 0;
    c->winning = false;
    c->last_value = c->prev_value = BRIDGE_SCORE_NONE;
}

bool settai_course_probe_wanted(const SettaiCourse *c, int ply)
{
    return !c->winning && (c->level_given >= SETTAI_LEVEL_ENOUGH || ply >= SETTAI_LATE_PLY);
}

void settai_course_best(SettaiCourse *c, int ply, int best)
{
    if (c->winning || best == BRIDGE_SCORE_NONE || !settai_course_probe_wanted(c, ply))
        return;
    c->hopeless_turns = best >= SETTAI_HOPELESS_CP ? c->hopeless_turns + 1 : 0;
    c->mate_turns = bridge_score_is_mate(best) && best > 0 ? c->mate_turns + 1 : 0;
    c->winning = c->hopeless_turns >= SETTAI_HOPELESS_TURNS || c->mate_turns >= SETTAI_MATE_TURNS;
}

void settai_course_moved(SettaiCourse *c, int ply, int value)
{
    if (value == BRIDGE_SCORE_NONE)
        return;
    c->prev_value = c->last_value;
    c->last_value = value;
    if (c->winning) {
        /* The strongest move is worth under half the bound: the player is
         * back in the game, so it should be level again. */
        if (value < SETTAI_HOPELESS_CP / 2) {
            c->winning = false;
            c->hopeless_turns = c->mate_turns = 0;
        }
        return;
    }
    if (ply + 1 >= SETTAI_LEVEL_FROM_PLY && abs(value) <= SETTAI_LEVEL_CP)
        c->level_given++;
}

int settai_default_think_depth(int max_depth)
{
    return max_depth + SETTAI_THINK_EXTRA_PLIES;
}

bool settai_course_winning(const SettaiCourse *c)
{
    return c->winning;
}

/* A value the level band can still be reached from: no mate, short of hopeless. */
static bool within_reach(int value)
{
    return value != BRIDGE_SCORE_NONE && !bridge_score_is_mate(value) && abs(value) < SETTAI_HOPELESS_CP;
}

bool settai_course_think_deeper(const SettaiCourse *c, int ply, int from_ply)
{
    if (c->winning || ply < from_ply || !within_reach(c->last_value))
        return false;
    if (abs(c->last_value) <= SETTAI_LEVEL_CP)
        return true;
    return within_reach(c->prev_value) && abs(c->last_value - c->prev_value) >= SETTAI_DRIFT_CP;
}
