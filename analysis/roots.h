/* The analysis table's root_scores column (issue 19, the move-choice
 * likelihood): for the position before each move, every legal move the
 * engine scored there, with its score from the mover's side, best first,
 * comma-separated:
 *
 *     7g7f:+35,2g2f:+20,P*5e:-140,8h2b+:mate-3
 *
 * A centipawn score always carries its sign ("+0" for level), a mate is
 * written "mate+N" / "mate-N" as in eval_before (rating/table.h), so the
 * reader (rating/root_scores.h) tells the two apart. The column is made by
 * a second search of the position with the objective "all" (every root move
 * an exact score, engine/engine.h OBJECTIVE_ALL_ROOT_SCORES), under the same
 * limits as the position's best-move search. A separate search keeps
 * eval_before and eval_after exactly what they are without the column:
 * the "all" search scores the best move with a different tree and would
 * not give the same number.
 *
 * A second column, root_depth, says which depth those scores come from: the
 * last iteration the "all" search completed. Under the analysis's node cap
 * it often stops short of the best-move search's depth (it searches every
 * move with a full window), and then every move is scored at the shallower
 * depth (docs/METHOD.md "Move-choice likelihood" has how often). */
#ifndef KIRYOKU_ANALYSIS_ROOTS_H
#define KIRYOKU_ANALYSIS_ROOTS_H

#include <stdbool.h>

#include "bridge/bridge.h"

/* The column's name in the table's header row. */
#define ANALYSIS_ROOTS_COLUMN "root_scores"
#define ANALYSIS_ROOTS_DEPTH_COLUMN "root_depth"

/* The limits of the "all" search: the best-move search's, objective all. */
void analysis_roots_limits(const BridgeLimits *best, BridgeLimits *out);

/* Whether an engine spec can make the column: only the embedded engine
 * scores every root move in one search. */
bool analysis_roots_supported(const char *engine_spec);

/* The cell for a search's root scores (moves without a score are left
 * out): a malloc'd string, "" when there are none; NULL when out of
 * memory. */
char *analysis_roots_format(const BridgeRootScore *roots, int n);

#endif
