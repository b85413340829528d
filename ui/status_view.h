/* The lines under the board: the last move, the message line (reasons,
 * questions), and the key hint; and the "terminal too small" screen. */
#ifndef KIRYOKU_UI_STATUS_VIEW_H
#define KIRYOKU_UI_STATUS_VIEW_H

#include "ui/ui_state.h"

void status_view_draw(UiState *u);
void status_view_draw_too_small(UiState *u);

#endif
