/* Leaving the terminal as found whatever happens: SIGINT, SIGTERM and SIGHUP
 * become a request the event loop sees (so app/ can save the game and close
 * the display normally); crashes (SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT)
 * restore the terminal from the signal handler, with async-signal-safe
 * calls only, and then die as they would have.
 *
 * The keyboard's signals: outside a kiosk, Ctrl-C and Ctrl-\ reach the
 * program as keys (the display stops and saves on them) rather than as
 * SIGINT and SIGQUIT to the whole process group, which would also kill a
 * `make run` around it and, for SIGQUIT, leave the terminal in curses'
 * modes; Ctrl-Z suspends as usual. In a kiosk the terminal sends no signal
 * at all (curses raw mode) and SIGINT, SIGQUIT and SIGTSTP are ignored, so
 * only SIGTERM or SIGHUP from outside end the program. */
#ifndef KIRYOKU_UI_TERM_GUARD_H
#define KIRYOKU_UI_TERM_GUARD_H

#include <stdbool.h>

/* Before curses starts: remembers the terminal modes; in a kiosk, ignores
 * SIGINT, SIGQUIT and SIGTSTP from now on (before curses starts, so that
 * curses does not install its own SIGTSTP handler). */
void term_guard_save(bool kiosk);
/* After curses set its modes, outside a kiosk: Ctrl-C and Ctrl-\ become
 * keys (the terminal's VINTR and VQUIT characters are disabled). */
void term_guard_signal_keys_off(void);
/* After curses starts: remembers how to undo it and installs the handlers. */
void term_guard_install(void);
/* Puts the previous handlers back. */
void term_guard_remove(void);
/* The interrupting signal received (SIGINT, SIGTERM, SIGHUP), or 0. */
int term_guard_interrupted(void);

#endif
