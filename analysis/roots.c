/* The root_scores column (analysis_roots.h). */
#include "analysis/roots.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void analysis_roots_limits(const BridgeLimits *best, BridgeLimits *out)
{
    *out = *best;
    out->objective = BRIDGE_ALL_ROOT_SCORES;
}

bool analysis_roots_supported(const char *engine_spec)
{
    return bridge_spec_is_embedded(engine_spec);
}

/* One entry, "move:score", into buf; its length. */
static int format_entry(const BridgeRootScore *r, char *buf, size_t len)
{
    char score[16];
    if (bridge_score_is_mate(r->score))
        bridge_score_format(r->score, score, sizeof score);
    else
        snprintf(score, sizeof score, "%+d", r->score);
    return snprintf(buf, len, "%s:%s", r->move, score);
}

char *analysis_roots_format(const BridgeRootScore *roots, int n)
{
    /* A move is at most 5 characters, a score at most 11: 18 with ':' and ','. */
    size_t cap = (size_t)(n > 0 ? n : 1) * 20 + 1, used = 0;
    char *cell = malloc(cap);
    if (!cell)
        return NULL;
    cell[0] = '\0';
    for (int i = 0; i < n; i++) {
        if (roots[i].score == BRIDGE_SCORE_NONE)
            continue;
        if (used)
            cell[used++] = ',';
        used += (size_t)format_entry(&roots[i], cell + used, cap - used);
    }
    cell[used] = '\0';
    return cell;
}
