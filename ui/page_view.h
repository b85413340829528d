/* The curses screens outside a game (display.h: show_page, ask_yes_no,
 * ask_text, progress): a title, some text, and one footer line. They share
 * one key loop so every page reacts the same way to a signal, a resize and
 * the idle timeout. Each returns false when it gave up; u->stopped_by says
 * why (display.h: stopped_by). */
#ifndef KIRYOKU_UI_PAGE_VIEW_H
#define KIRYOKU_UI_PAGE_VIEW_H

#include <stdbool.h>
#include <stddef.h>

#include "ui/ui_state.h"

bool page_show(UiState *u, const char *title, const char *body);
/* deliberate: display.h's ask_yes_no. */
bool page_ask_yes_no(UiState *u, const char *question, bool deliberate, bool *answer);
bool page_ask_text(UiState *u, const char *title, const char *prompt, char *buf, size_t len);
/* ask_text showing nothing of what is typed (a password). */
bool page_ask_secret(UiState *u, const char *title, const char *prompt, char *buf, size_t len);
void page_progress(UiState *u, const char *title, double fraction, const char *text);

#endif
