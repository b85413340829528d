/* The headless display: the Display table (ui/display.h) with no terminal,
 * for `kiryoku test --headless` and for tests. It draws nothing; it writes
 * one line per finished game, every page's title and the analysis progress
 * at each quarter to `log` (may be NULL), answers yes/no questions with
 * fixed answers and the name question with `name`, and turns SIGINT, SIGTERM
 * and SIGHUP into DISPLAY_EV_INTERRUPT so the session saves and stops. */
#ifndef KIRYOKU_SESSION_HEADLESS_H
#define KIRYOKU_SESSION_HEADLESS_H

#include <stdbool.h>
#include <stdio.h>

#include "ui/display.h"

typedef struct {
    FILE *log;
    bool resume;       /* answer to "resume the interrupted test?" */
    bool practice;     /* answer to "play a practice game?" */
    bool extra_game;   /* answer to "too few positions: play one more game?" */
    bool extra_wide;   /* answer to "the range is still wide: play game N?" */
    const char *name;  /* the name "typed" when asked (NULL: the name offered is kept) */
} HeadlessAnswers;

Display *display_headless_new(const HeadlessAnswers *answers);

#endif
