/* Thinking time per move (see time_budget.h). */
#include "ai/time_budget.h"

int budget_move_ms(int my_ms, int byoyomi_ms, int inc_ms, int ply)
{
    if (my_ms < 0)
        my_ms = 0;
    /* Expect fewer moves to come as the game goes on, but never plan for
     * fewer than the floor: sudden death punishes optimism. */
    int ahead = BUDGET_MOVES_AHEAD - ply / 8;
    if (ahead < BUDGET_MOVES_FLOOR)
        ahead = BUDGET_MOVES_FLOOR;
    int spendable = my_ms - BUDGET_SAFETY_MS;
    long budget = spendable > 0 ? spendable / ahead : my_ms / 50;
    /* Per-move allowances are safe to use almost entirely. */
    budget += (long)byoyomi_ms * 8 / 10 + (long)inc_ms * 8 / 10;
    /* Without byoyomi, never bet more than a tenth of what is left. */
    if (byoyomi_ms <= 0 && budget > my_ms / 10 + (long)inc_ms * 8 / 10)
        budget = my_ms / 10 + (long)inc_ms * 8 / 10;
    if (budget < BUDGET_MIN_MS)
        budget = BUDGET_MIN_MS;
    return (int)budget;
}
