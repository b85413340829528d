/* The move list on the right: the last moves in Japanese (▲7六歩) or
 * western notation, sente's and gote's side by side. */
#ifndef KIRYOKU_UI_MOVE_LIST_VIEW_H
#define KIRYOKU_UI_MOVE_LIST_VIEW_H

#include "ui/ui_state.h"

/* Rebuilds the move texts after the moves changed (replays from start). */
void move_list_update(UiState *u);
void move_list_view_draw(UiState *u);

#endif
