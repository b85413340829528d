/* Time management (see timeman.h).
 *
 * Sudden death (no byoyomi): spend remaining / moves_left, where moves_left
 * never falls below 30, so the clock decays geometrically and a 250-ply (or
 * longer) game cannot flag; a fixed reserve covers process and pipe
 * latency. Byoyomi: use most of the byoyomi plus a share of the main time.
 * The hard limit lets an unstable iteration finish; it never touches the
 * reserve. */
#include "engine/timeman.h"

enum {
    MOVE_OVERHEAD_MS = 60,  /* latency between our clock and the GUI's */
    MIN_MOVES_LEFT = 30,
};

static int64_t max64(int64_t a, int64_t b) { return a > b ? a : b; }
static int64_t min64(int64_t a, int64_t b) { return a < b ? a : b; }

void timeman_budget(const SearchLimits *limits, Color side, int ply, TimeBudget *out)
{
    out->soft_ms = out->hard_ms = -1;
    if (limits->movetime_ms > 0) {
        int64_t t = max64(1, limits->movetime_ms - 10);
        out->soft_ms = out->hard_ms = t;
        return;
    }
    if (!limits->use_clock)
        return;
    int64_t left = limits->time_ms[side], inc = limits->inc_ms[side], byo = limits->byoyomi_ms;
    int moves_left = 80 - ply / 4;
    if (moves_left < MIN_MOVES_LEFT)
        moves_left = MIN_MOVES_LEFT;
    /* Keep a reserve that grows with the clock: 2 s plus 5% of what is left. */
    int64_t reserve = min64(left, 2000 + left / 20);
    int64_t usable = max64(0, left - reserve);
    int64_t base = usable / moves_left + inc * 3 / 4;
    if (byo > 0) {
        int64_t byo_part = max64(0, byo - MOVE_OVERHEAD_MS - 100);
        out->soft_ms = base + byo_part;
        out->hard_ms = min64(usable / 4, base * 4) + byo_part;
        if (out->hard_ms < out->soft_ms)
            out->hard_ms = out->soft_ms;
    } else {
        out->soft_ms = base;
        out->hard_ms = min64(base * 3, usable / 8 + inc / 2);
        if (out->hard_ms < out->soft_ms)
            out->hard_ms = out->soft_ms;
    }
    out->soft_ms = max64(1, out->soft_ms - MOVE_OVERHEAD_MS / 2);
    out->hard_ms = max64(1, out->hard_ms - MOVE_OVERHEAD_MS);
    if (out->soft_ms > out->hard_ms)
        out->soft_ms = out->hard_ms;
}
