/* A test that cannot go on (see trouble.h). */
#include "app/session/trouble.h"

#include <stdio.h>

#include "app/session/kiosk.h"

bool session_trouble_page(Session *s)
{
    Lang lang = s->cfg.lang;
    bool kiosk = s->cfg.kiosk;
    char body[2048];
    snprintf(body, sizeof body, app_text(lang, kiosk ? MSG_KIOSK_DOWN_BODY : MSG_TROUBLE_BODY), s->error);
    const char *title = app_text(lang, kiosk ? MSG_KIOSK_DOWN_TITLE : MSG_TROUBLE_TITLE);
    for (;;) {
        if (s->display->show_page(s->display, title, body))
            return true;
        session_note_stop(s);
        if (kiosk && s->stop == DISPLAY_EV_IDLE)
            return true;
        if (!kiosk || s->stop != DISPLAY_EV_QUIT || session_kiosk_operator_leaves(s))
            return false;
    }
}
