/* Turns what the selection logic decided (selection.h) into what the
 * display does: a message, the promotion question, or a move for app/.
 * Shared by the board, the hands and the mouse. */
#ifndef KIRYOKU_UI_PICK_H
#define KIRYOKU_UI_PICK_H

#include "ui/ui_state.h"

/* Enter/Space/click on a board square or a hand piece. */
DisplayEvent pick_square(UiState *u, Square sq);
DisplayEvent pick_hand(UiState *u, PieceType t);
/* y/n to the promotion question. */
DisplayEvent pick_promotion(UiState *u, bool promote);

#endif
