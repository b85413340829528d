/* What counts as mate for the solver: plain checkmate, and the tsume
 * convention on futile interpositions (see mate.h). Internal to the mate
 * solver; the public API is in mate.h. */
#ifndef KIRYOKU_MATE_RULES_H
#define KIRYOKU_MATE_RULES_H

#include <stdbool.h>

#include "engine/mate.h"

/* Is the side to move mated, given its legal moves (gen_legal of pos)? */
bool mate_rules_mated(Position *pos, const MoveList *legal, MateRules rules);

#endif
