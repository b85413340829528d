/* What analysing a position is expected to cost, for the progress page's
 * "about N s left" (issue 14). A position's cost rises with its number of
 * legal moves: a drop-heavy endgame with pieces in hand has hundreds of
 * them, and its search costs several times an opening position's, so an
 * estimate that scales the time so far by the positions left reads far too
 * low until the endgame is reached. The expected cost of every position is
 * known before the analysis starts (the games are finished), so the time
 * left is the time so far times the expected cost left over the expected
 * cost done. */
#ifndef KIRYOKU_ANALYSIS_COST_H
#define KIRYOKU_ANALYSIS_COST_H

#include <stdint.h>

#include "shogi/position.h"

/* Expected nodes of the default analysis of pos, never above `cap` (0: no
 * cap). A fit of log(nodes) on the number of legal moves over the
 * hard-game corpus (bench/hard_games.usi, bench/RESULTS.md "Bounded
 * analysis"): only the ratios between positions matter. */
double analysis_expected_nodes(const Position *pos, uint64_t cap);

#endif
