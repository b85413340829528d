/* The two hands (pieces in hand): drawing, the cursor inside the hand, the
 * piece-letter keys (P L N S G B R) and clicks on a hand piece. */
#ifndef KIRYOKU_UI_HAND_VIEW_H
#define KIRYOKU_UI_HAND_VIEW_H

#include "ui/input.h"
#include "ui/ui_state.h"

void hand_view_draw(UiState *u);
bool hand_view_key(UiState *u, const UiKey *k, DisplayEvent *ev);
/* A click: true if it was on a hand piece (then *ev may carry nothing yet). */
bool hand_view_click(UiState *u, int y, int x, DisplayEvent *ev);

#endif
