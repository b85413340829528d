/* Small helpers on the display state shared by the screen modules. */
#include "ui/ui_state.h"

#include <stdio.h>
#include <time.h>

void ui_set_message(UiState *u, DisplayMessageKind kind, const char *text)
{
    snprintf(u->message, sizeof u->message, "%s", text ? text : "");
    u->msg_kind = kind;
}

int64_t ui_now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

UiKeyGate ui_gate_key(UiState *u, const UiKey *k)
{
    u->last_key_ms = ui_now_ms();
    if (!input_is_signal_key(k))
        return UI_KEY_USE;
    if (u->opt.kiosk || k->ch == 26)
        return UI_KEY_DROP; /* ^Z arrives as a key only in a kiosk; elsewhere the terminal suspends */
    return UI_KEY_STOP;
}

bool ui_idle(UiState *u)
{
    if (u->opt.idle_ms <= 0)
        return false;
    int64_t now = ui_now_ms();
    if (now - u->last_key_ms < u->opt.idle_ms)
        return false;
    u->last_key_ms = now;
    return true;
}

void ui_set_text(UiState *u, DisplayMessageKind kind, UiTextId id)
{
    ui_set_message(u, kind, ui_text(u->opt.lang, id));
}
