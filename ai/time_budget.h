/* How long the AI may think about one move on its own clock, so that it
 * never loses on time: a share of the main time that shrinks as the clock
 * runs down, most of the byoyomi/increment, and always a safety margin. */
#ifndef KIRYOKU_AI_TIME_BUDGET_H
#define KIRYOKU_AI_TIME_BUDGET_H

enum {
    BUDGET_MIN_MS = 20,        /* never less: the search needs a moment */
    BUDGET_SAFETY_MS = 1500,   /* main time kept back for process/UI lag */
    BUDGET_MOVES_AHEAD = 40,   /* moves the main time is spread over, early on */
    BUDGET_MOVES_FLOOR = 20,   /* ...and late in a long game */
};

/* my_ms: main time left; byoyomi_ms / inc_ms: per move; ply: moves played
 * so far in the game. Returns the thinking time in ms. */
int budget_move_ms(int my_ms, int byoyomi_ms, int inc_ms, int ply);

#endif
