/* The kiosk operator's way in and out (see kiosk.h). */
#include "app/session/kiosk.h"

#include <string.h>

#include "app/session/operator.h"

/* One line typed unseen; false with s->stop set when the display gave up. */
static bool ask_secret(Session *s, AppTextId title, AppTextId prompt, char *buf, size_t len)
{
    Lang lang = s->cfg.lang;
    if (s->display->ask_secret(s->display, app_text(lang, title), app_text(lang, prompt), buf, len))
        return true;
    session_note_stop(s);
    return false;
}

int session_kiosk_choose_secret(Session *s)
{
    if (operator_secret_is_set() || !s->display->ask_secret)
        return 0;
    for (;;) {
        char first[256], again[256];
        bool typed = ask_secret(s, MSG_OPERATOR_SET_TITLE, MSG_OPERATOR_SET_PROMPT, first, sizeof first) &&
                     ask_secret(s, MSG_OPERATOR_SET_TITLE, MSG_OPERATOR_AGAIN_PROMPT, again, sizeof again);
        bool same = typed && !strcmp(first, again);
        explicit_bzero(again, sizeof again);
        if (same && operator_secret_set(first))
            return 0;
        explicit_bzero(first, sizeof first);
        if (!typed && s->stop == DISPLAY_EV_INTERRUPT)
            return 1;
        if (typed && !session_page(s, app_text(s->cfg.lang, MSG_OPERATOR_SET_TITLE),
                                   app_text(s->cfg.lang, MSG_OPERATOR_MISMATCH)) &&
            s->stop == DISPLAY_EV_INTERRUPT)
            return 1;
    }
}

bool session_kiosk_operator_leaves(Session *s)
{
    if (!operator_secret_is_set() || !s->display->ask_secret)
        return false;
    char typed[256];
    if (!ask_secret(s, MSG_OPERATOR_TITLE, MSG_OPERATOR_PROMPT, typed, sizeof typed))
        return s->stop == DISPLAY_EV_INTERRUPT;
    bool empty = typed[0] == '\0', match = !empty && operator_secret_matches(typed);
    explicit_bzero(typed, sizeof typed);
    if (match) {
        s->stop = DISPLAY_EV_INTERRUPT;
        s->interrupted = true;
        return true;
    }
    if (!empty && !session_page(s, app_text(s->cfg.lang, MSG_OPERATOR_TITLE), app_text(s->cfg.lang, MSG_OPERATOR_WRONG)))
        return s->stop == DISPLAY_EV_INTERRUPT;
    return false;
}
