/* A two-sided game clock: sudden death, with optional byoyomi (a fixed
 * allowance per move once the main time is gone) and optional Fischer
 * increment (added to the mover's main time after each move).
 *
 * Time comes from a ClockSource, CLOCK_MONOTONIC by default; tests inject a
 * fake one so they never sleep. All figures are milliseconds.
 *
 * Life of a game:
 *   clock_init(&c, &cfg, NULL);   clock_start(&c, BLACK);
 *   loop: wait for a move, at most clock_ms_to_flag(&c) ms;
 *         if (clock_flagged(&c) != COLOR_NB) the side to move lost on time;
 *         spent = clock_press(&c);   (charges the mover, switches sides)
 *   clock_stop(&c) at the end.
 * clock_pause()/clock_resume() freeze the running side (a break, or the
 * program not running: on resume from the store, clock_restore_turn() sets
 * the remaining times as saved, with the time the turn in progress had run
 * when last saved, about once a second: a crash refunds at most that). */
#ifndef KIRYOKU_CLOCK_H
#define KIRYOKU_CLOCK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "shogi/types.h"

typedef struct {
    int64_t (*now_ms)(void *ctx); /* a monotonic reading in ms */
    void *ctx;
} ClockSource;

/* The real monotonic clock (CLOCK_MONOTONIC). */
int64_t clock_monotonic_ms(void *ctx);
/* The same clock in seconds with sub-millisecond resolution, for commands
 * that print how long a computation took (perft, mate, bench). */
double clock_monotonic_seconds(void);

typedef struct {
    int64_t main_ms;      /* each side's main time */
    int64_t byoyomi_ms;   /* per move once main time is spent; 0 = none */
    int64_t increment_ms; /* added to main time after each move; 0 = none */
} ClockConfig;

typedef enum { CLOCK_IDLE = 0, CLOCK_RUNNING, CLOCK_PAUSED, CLOCK_STOPPED } ClockState;

typedef struct {
    ClockConfig cfg;
    ClockSource src;
    ClockState state;
    Color side;               /* whose clock runs (or would run) */
    int64_t main_left[COLOR_NB]; /* main time left at the start of the current turn */
    int64_t turn_banked;      /* ms of the current turn spent before the last pause */
    int64_t turn_started;     /* source reading when the turn (re)started running */
    int moves[COLOR_NB];      /* moves completed by each side */
    Color flag;               /* the side that ran out of time, COLOR_NB if none */
} Clock;

/* src NULL: the monotonic clock. The clock is idle until clock_start. */
void clock_init(Clock *c, const ClockConfig *cfg, const ClockSource *src);
/* Starts the clock of `side` (the side to move). */
void clock_start(Clock *c, Color side);
/* Ends the turn of the side to move: charges it, applies the increment,
 * starts the other side. Returns the ms the move took (for the record).
 * A press after the flag fell only returns the time spent; the flag stays. */
int64_t clock_press(Clock *c);
/* Takes ms off the running turn: time that did not pass for the game (the
 * program was stopped, app/stopped.h). At most what the turn has run. */
void clock_skip(Clock *c, int64_t ms);
/* Gives side ms of main time back: a move its clock should not have
 * charged (SessionConfig.ai_untimed). */
void clock_refund(Clock *c, Color side, int64_t ms);
/* Freezes and unfreezes the running side's clock; no time passes between. */
void clock_pause(Clock *c);
void clock_resume(Clock *c);
/* Stops for good (game over). The readings stay as they were. */
void clock_stop(Clock *c);

/* Sets the main time left of both sides and the side to move, e.g. as saved
 * in the store; the clock is then paused at the start of that side's turn,
 * and clock_resume() (or clock_start) sets it running. */
void clock_restore(Clock *c, const int64_t main_left[COLOR_NB], Color side);
/* The same, with spent_ms of the side's turn already used (saved before a
 * crash): it is charged as if the clock had been paused there. */
void clock_restore_turn(Clock *c, const int64_t main_left[COLOR_NB], Color side, int64_t spent_ms);

/* ms spent on the current turn so far (0 when no turn is under way). */
int64_t clock_turn_elapsed(const Clock *c);
/* Main time left for `side` now (never negative). */
int64_t clock_main_left(const Clock *c, Color side);
/* Byoyomi left for the side to move on this turn (0 if none or not yet
 * in byoyomi for the other side). */
int64_t clock_byoyomi_left(const Clock *c, Color side);
/* Total ms `side` may still spend on its current (or next) move before its
 * flag falls: main left + byoyomi. */
int64_t clock_ms_to_flag(const Clock *c, Color side);
/* The side whose flag has fallen, checked now (COLOR_NB if none). Works at
 * any moment, whether or not anyone moves; once fallen it stays fallen. */
Color clock_flagged(Clock *c);

/* "9:59", "0:42", "0:09.3" (tenths under 10 s): for screens. */
void clock_format(int64_t ms, char *buf, size_t len);

#endif
