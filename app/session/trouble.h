/* A test that cannot go on (the store cannot be written, an engine
 * stopped; s->error says why), on a screen with someone at it: a page says
 * why and waits, so that mending the cause (freeing disk space) lets the
 * test go on from where it stopped, without starting the program again.
 * In a kiosk the visitor is asked to call the staff, and only the
 * operator's secret leaves (kiosk.h): a booth never falls back to a shell.
 * A headless test has nobody to mend anything and is not shown it. */
#ifndef KIRYOKU_SESSION_TROUBLE_H
#define KIRYOKU_SESSION_TROUBLE_H

#include <stdbool.h>

#include "app/session/session.h"

/* True to try again (Enter; in a kiosk, also the idle time passing with
 * nobody at the keys), from the resume question; false to stop (q outside
 * a kiosk, the operator's secret in one, or a signal: s->stop says which). */
bool session_trouble_page(Session *s);

#endif
