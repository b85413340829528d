/* Keyboard and mouse decoding (see input.h). */
#include "ui/input.h"

#include "ui/curses_compat.h"

void input_flush(void) { flushinp(); }

bool input_settled(int ms)
{
    UiKey k = input_read(ms);
    while (k.kind == UIK_RESIZE) /* a resize is no key: the caller redraws anyway */
        k = input_read(ms);
    if (k.kind == UIK_NONE)
        return true;
    flushinp();
    return false;
}

/* The key is the letter, either case (lower given). */
static bool is_letter(const UiKey *k, wint_t lower)
{
    return input_is_char(k, lower) || input_is_char(k, lower - 'a' + 'A');
}

bool input_answer_yes(const UiKey *k)
{
    return is_letter(k, 'y') && input_settled(INPUT_ANSWER_SETTLE_MS);
}

int input_answer_deliberate(const UiKey *k)
{
    bool y = is_letter(k, 'y');
    if (!(y || is_letter(k, 'n')) || !input_settled(INPUT_ANSWER_SETTLE_MS))
        return -1;
    return y ? 1 : 0;
}

UiKey input_read(int timeout_ms)
{
    UiKey k = { UIK_NONE, 0, 0, 0, 0 };
    timeout(timeout_ms < 0 ? 0 : timeout_ms);
    wint_t c;
    int r = get_wch(&c);
    if (r == ERR)
        return k;
    if (r == KEY_CODE_YES) {
        if (c == KEY_RESIZE) {
            k.kind = UIK_RESIZE;
        } else if (c == KEY_MOUSE) {
            MEVENT me;
            if (getmouse(&me) == OK && (me.bstate & (BUTTON1_CLICKED | BUTTON1_PRESSED | BUTTON1_RELEASED))) {
                /* A click arrives as press and release on some terminals:
                 * act on the press only, or on a synthesised click. */
                if (me.bstate & BUTTON1_RELEASED && !(me.bstate & (BUTTON1_CLICKED | BUTTON1_PRESSED)))
                    return k;
                k.kind = UIK_CLICK;
                k.y = me.y;
                k.x = me.x;
            }
        } else {
            k.kind = UIK_KEY;
            k.code = (int)c;
        }
        return k;
    }
    k.kind = UIK_CHAR;
    k.ch = c;
    return k;
}

void input_enable_mouse(bool on)
{
    mmask_t old;
    if (on) {
        mouseinterval(0); /* report presses at once: no waiting to detect clicks */
        mousemask(BUTTON1_PRESSED | BUTTON1_CLICKED, &old);
    } else {
        mousemask(0, &old);
    }
}

bool input_is_char(const UiKey *k, wint_t c) { return k->kind == UIK_CHAR && k->ch == c; }

bool input_is_enter(const UiKey *k)
{
    return (k->kind == UIK_CHAR && (k->ch == '\n' || k->ch == '\r')) ||
           (k->kind == UIK_KEY && k->code == KEY_ENTER);
}

bool input_is_escape(const UiKey *k) { return k->kind == UIK_CHAR && k->ch == 27; }

bool input_is_signal_key(const UiKey *k)
{
    return k->kind == UIK_CHAR && (k->ch == 3 || k->ch == 26 || k->ch == 28); /* ^C ^Z ^\ */
}

bool input_direction(const UiKey *k, int *dx, int *dy)
{
    *dx = *dy = 0;
    if (k->kind == UIK_KEY) {
        switch (k->code) {
        case KEY_LEFT: *dx = -1; return true;
        case KEY_RIGHT: *dx = 1; return true;
        case KEY_UP: *dy = -1; return true;
        case KEY_DOWN: *dy = 1; return true;
        default: return false;
        }
    }
    if (k->kind == UIK_CHAR) {
        switch (k->ch) {
        case 'h': *dx = -1; return true;
        case 'l': *dx = 1; return true;
        case 'k': *dy = -1; return true;
        case 'j': *dy = 1; return true;
        default: return false;
        }
    }
    return false;
}
