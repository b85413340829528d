/* Leaving the terminal as found whatever happens: SIGINT, SIGTERM and SIGHUP
 * become a request the event loop sees (so app/ can save the game and close
 * the display normally); crashes (SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT)
 * restore the terminal from the signal handler, with async-signal-safe
 * calls only, and then die as they would have. */
#ifndef KIRYOKU_UI_TERM_GUARD_H
#define KIRYOKU_UI_TERM_GUARD_H

#include <stdbool.h>

/* Before curses starts: remembers the terminal modes. */
void term_guard_save(void);
/* After curses starts: remembers how to undo it and installs the handlers. */
void term_guard_install(void);
/* Puts the previous handlers back. */
void term_guard_remove(void);
/* The interrupting signal received (SIGINT, SIGTERM, SIGHUP), or 0. */
int term_guard_interrupted(void);

#endif
