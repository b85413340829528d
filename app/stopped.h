/* Time the program did not run is not the mover's. A person who suspends
 * the test with Ctrl-Z, or an operator's SIGSTOP, stops every thread, but
 * the monotonic clock goes on: without this, the player's clock would be
 * charged for the minutes the program was stopped, and a test suspended
 * for ten minutes would come back lost on time. (A stop by `q` is the
 * session's own pause: see game.h.)
 *
 * The kernel says when a stopped process continues (SIGCONT); when it
 * stopped it does not say, so the game loops, which look at the clock at
 * least every wait_ms, take the stop to be all the time since they last
 * looked but one wait. */
#ifndef KIRYOKU_APP_STOPPED_H
#define KIRYOKU_APP_STOPPED_H

#include <stdbool.h>
#include <stdint.h>

#include "app/clock.h"

/* Installs the SIGCONT handler (once; later calls do nothing). */
void stopped_watch(void);
/* For a game loop, each time round: when the program continued since the
 * last call, the running turn's time since then, less wait_ms, is taken
 * off the clock (clock_skip); *last_elapsed is the turn's time as the
 * loop last saw it (clock_turn_elapsed, set here). */
void stopped_skip(Clock *c, int64_t *last_elapsed, int wait_ms);

#endif
