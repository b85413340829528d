/* Kiosk mode's operator (a booth that runs all day, one visitor after
 * another): the secret chosen when the kiosk starts, and q on the welcome
 * screen, the only way out from the keyboard. A visitor's keys cannot leave:
 * the display turns Ctrl-C, Ctrl-Z and Ctrl-\ into keys that do nothing
 * (ui/term_guard.h), and the session shows a page again after q (session.c). */
#ifndef KIRYOKU_SESSION_KIOSK_H
#define KIRYOKU_SESSION_KIOSK_H

#include <stdbool.h>

#include "app/session/session.h"

/* When the kiosk starts without a secret (no --operator-secret) on a
 * display that can ask for one: asks for it twice until both agree and it
 * is long enough. 0 ready (also when nothing is asked: then only a signal
 * ends kiosk mode), 1 stopped (a signal). */
int session_kiosk_choose_secret(Session *s);

/* q on the welcome screen: asks for the secret. True when it matched (the
 * kiosk ends: s->stop is DISPLAY_EV_INTERRUPT) or a signal came; false to
 * stay (no secret set, an empty answer, a wrong one, or nobody answered). */
bool session_kiosk_operator_leaves(Session *s);

#endif
