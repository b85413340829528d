/* Reading the keyboard and mouse through curses, decoded into one event
 * type the screen modules share. */
#ifndef KIRYOKU_UI_INPUT_H
#define KIRYOKU_UI_INPUT_H

#include <stdbool.h>
#include <wchar.h>

typedef enum {
    UIK_NONE = 0,  /* nothing within the timeout */
    UIK_CHAR,      /* a character: ch */
    UIK_KEY,       /* a curses function key: code (KEY_LEFT, KEY_ENTER, ...) */
    UIK_CLICK,     /* a left click at y, x */
    UIK_RESIZE,    /* the terminal changed size */
} UiKeyKind;

typedef struct {
    UiKeyKind kind;
    wint_t ch;
    int code;
    int y, x;
} UiKey;

/* Waits at most timeout_ms (0: just looks). */
UiKey input_read(int timeout_ms);
/* Asks curses for left clicks (no-op when the terminal has no mouse). */
void input_enable_mouse(bool on);
/* Helpers for the key handlers. */
bool input_is_char(const UiKey *k, wint_t c);
bool input_is_enter(const UiKey *k);
bool input_is_escape(const UiKey *k);
/* Ctrl-C, Ctrl-\ or Ctrl-Z read as a key: the display turns those
 * signals off at the terminal (see curses_display.c) so that what they do
 * is the program's choice. */
bool input_is_signal_key(const UiKey *k);
/* Direction of an arrow or h/j/k/l key: dx, dy in screen cells. */
bool input_direction(const UiKey *k, int *dx, int *dy);

#endif
