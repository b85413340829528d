/* The 9x9 board: drawing (pieces, owner marks, coordinates, cursor, picked
 * piece, legal destinations, last move, check) and its keys (cursor moves,
 * Enter/Space to pick, Esc to cancel) and clicks. */
#ifndef KIRYOKU_UI_BOARD_VIEW_H
#define KIRYOKU_UI_BOARD_VIEW_H

#include "ui/input.h"
#include "ui/ui_state.h"

void board_view_draw(UiState *u);
/* Returns true when the key was the board's; *ev may then carry a move. */
bool board_view_key(UiState *u, const UiKey *k, DisplayEvent *ev);
/* The square under screen position y, x, or SQ_NONE. */
Square board_view_hit(const UiState *u, int y, int x);

#endif
