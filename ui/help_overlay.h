/* The '?' help: a box over the game listing every key; any key closes it. */
#ifndef KIRYOKU_UI_HELP_OVERLAY_H
#define KIRYOKU_UI_HELP_OVERLAY_H

#include "ui/input.h"
#include "ui/ui_state.h"

void help_overlay_draw(UiState *u);
/* Any key closes the help (the key is used up). */
bool help_overlay_key(UiState *u, const UiKey *k);

#endif
