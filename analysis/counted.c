/* Which moves the estimator could count (analysis_counted.h). */
#include "analysis/counted.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bridge/bridge.h"
#include "shogi/game_facts.h"

void analysis_ais_add(AnalysisAis *ais, const char *name)
{
    char cut[ANALYSIS_AI_NAME_LEN];
    snprintf(cut, sizeof cut, "%s", name);
    if (ais->count == ANALYSIS_AI_MAX || analysis_ais_has(ais, cut))
        return;
    memcpy(ais->names[ais->count++], cut, sizeof cut);
}

bool analysis_ais_has(const AnalysisAis *ais, const char *player)
{
    for (int i = 0; i < ais->count; i++)
        if (!strcmp(ais->names[i], player))
            return true;
    return false;
}

bool analysis_counted_move(const GameRecord *rec, int ply, int eval_before, const AnalysisAis *ais,
                           const AnalysisCountedLimits *lim)
{
    if (ply < lim->min_ply || game_in_book(rec, ply))
        return false;
    if (bridge_score_is_mate(eval_before) || abs(eval_before) > lim->max_abs_eval)
        return false;
    return !analysis_ais_has(ais, game_player(rec, ply));
}
