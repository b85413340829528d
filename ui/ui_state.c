/* Small helpers on the display state shared by the screen modules. */
#include "ui/ui_state.h"

#include <stdio.h>

void ui_set_message(UiState *u, DisplayMessageKind kind, const char *text)
{
    snprintf(u->message, sizeof u->message, "%s", text ? text : "");
    u->msg_kind = kind;
}

void ui_set_text(UiState *u, DisplayMessageKind kind, UiTextId id)
{
    ui_set_message(u, kind, ui_text(u->opt.lang, id));
}
