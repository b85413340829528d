/* Expected analysis cost of a position (see analysis_cost.h). */
#include "engine-bridge/analysis_cost.h"

#include <math.h>

/* log(nodes) = LOG_NODES_AT_NONE + LOG_NODES_PER_MOVE * legal moves, fitted
 * by least squares on the hard-game corpus at depth 5 (every position of
 * its games; nodes doubling about every 78 legal moves). */
#define LOG_NODES_AT_NONE 8.466
#define LOG_NODES_PER_MOVE 0.0089

double analysis_expected_nodes(const Position *pos, uint64_t cap)
{
    MoveList moves;
    gen_legal(pos, &moves);
    double nodes = exp(LOG_NODES_AT_NONE + LOG_NODES_PER_MOVE * moves.count);
    return cap > 0 && nodes > (double)cap ? (double)cap : nodes;
}
