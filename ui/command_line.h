/* The typed-move command line at the bottom of the screen: GNU readline
 * through its callback interface (history, editing, Tab completion of legal
 * moves), fed key by key from curses and drawn by curses, so the two never
 * fight over the terminal. */
#ifndef KIRYOKU_UI_COMMAND_LINE_H
#define KIRYOKU_UI_COMMAND_LINE_H

#include "ui/input.h"
#include "ui/ui_state.h"

void command_line_open(UiState *u);
void command_line_close(void);
/* Should this board-focus key open the command line (':' or the first
 * character of a typed move)? */
bool command_line_starts(const UiKey *k);
/* Gives the command line focus; a first character other than ':' is kept. */
void command_line_focus(UiState *u, const UiKey *first);
/* A key while the command line has focus. A finished line is parsed and
 * acted on (move, resign, flip, help, quit); *ev may carry the result. */
void command_line_key(UiState *u, const UiKey *k, DisplayEvent *ev);
/* Draws the line (or its invitation when unfocused) and places the cursor. */
void command_line_draw(UiState *u);
/* A new player at the same screen: the half-typed line and the history of
 * typed moves (Up/Down) go, so nobody sees or replays the last one's. */
void command_line_forget(UiState *u);

#endif
