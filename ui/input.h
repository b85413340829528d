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
/* Drops every key typed and not yet read: a question just put on screen is
 * not answered by keys typed before it was there. */
void input_flush(void);
/* True when no key comes within ms: the key just read was the last of
 * what was typed, not one of a run of keys (a y in "xyz" is typing, not an
 * answer). A key that does come is dropped, with all typed after it. */
bool input_settled(int ms);
/* The answer to a yes/no question (quit, resign, skip the tour, one more
 * game...), the same everywhere: yes only for a y (or Y) with no key right
 * behind it (input_settled, INPUT_ANSWER_SETTLE_MS); any other key, Esc
 * and n included, is no. A stray key dismisses the question, so random
 * typing never confirms one. */
enum { INPUT_ANSWER_SETTLE_MS = 400 };
bool input_answer_yes(const UiKey *k);
/* The same for a question whose no loses something (closing an
 * interrupted test): 1 yes, 0 no, each only for its own letter with no key
 * right behind it; -1 for any other key, which answers nothing, so that
 * neither random typing nor the Enter that went on past the last page
 * decides it. */
int input_answer_deliberate(const UiKey *k);
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
