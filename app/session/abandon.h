/* Closing a test nobody will finish: the player declined to resume it, or a
 * kiosk visitor left it (q confirmed, or no key for the idle time). Nothing
 * played is lost: each unfinished game ends as "none" (reason "abandoned",
 * 中断 in its record), every game is exported as records beside the others,
 * and the test stays in the store and in `kiryoku results` as "abandoned". */
#ifndef KIRYOKU_SESSION_ABANDON_H
#define KIRYOKU_SESSION_ABANDON_H

#include "app/session/session.h"

/* Closes test t (s->test or another stored one). A record that cannot be
 * written is reported on the display and does not stop the closing: the
 * moves stay in the store. -1 with s->error when the store fails. */
int session_abandon(Session *s, const StoreTest *t);

#endif
