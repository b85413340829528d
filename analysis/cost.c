/* Expected analysis cost of a position (see analysis_cost.h). */
#include "analysis/cost.h"

#include <math.h>

/* log(nodes) = LOG_NODES_AT_NONE + LOG_NODES_PER_MOVE * legal moves, fitted
 * by least squares at depth 5 on the first ten games of the hard-game
 * corpus (2,111 positions, r = 0.57; nodes double about every 78 legal
 * moves). All twelve give a flatter 0.0071 (r = 0.46); the steeper slope
 * underestimates less often, which is the error that matters here. */
#define LOG_NODES_AT_NONE 8.466
#define LOG_NODES_PER_MOVE 0.0089

double analysis_expected_nodes(const Position *pos, uint64_t cap)
{
    MoveList moves;
    gen_legal(pos, &moves);
    double nodes = exp(LOG_NODES_AT_NONE + LOG_NODES_PER_MOVE * moves.count);
    return cap > 0 && nodes > (double)cap ? (double)cap : nodes;
}
