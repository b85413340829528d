/* The status lines screen module (see status_view.h). */
#include "ui/status_view.h"

#include <stdio.h>

#include "base/text_width.h"
#include "ui/curses_compat.h"

/* The question being asked under the board, or NULL. */
static const char *question(const UiState *u)
{
    Lang l = u->opt.lang;
    switch (u->focus) {
    case FOCUS_PROMOTE: return ui_text(l, TXT_PROMOTE_Q);
    case FOCUS_CONFIRM_QUIT: return u->quit_question[0] ? u->quit_question : ui_text(l, TXT_QUIT_Q);
    case FOCUS_CONFIRM_RESIGN: return ui_text(l, TXT_RESIGN_Q);
    default: return NULL;
    }
}

void status_view_draw(UiState *u)
{
    if (u->text_count > 0)
        mvprintw(UI_LAST_MOVE_Y, 0, "%s%s", ui_text(u->opt.lang, TXT_LAST_MOVE), u->move_text[u->text_count - 1]);
    const char *q = question(u);
    move(UI_MESSAGE_Y, 0);
    clrtoeol();
    if (q) {
        attr_set(A_BOLD | A_REVERSE, 0, NULL);
        mvprintw(UI_MESSAGE_Y, 0, "%s", q);
    } else if (u->message[0]) {
        bool err = u->msg_kind == DISPLAY_ERROR;
        attr_set(err ? A_BOLD : A_NORMAL, (err && u->colors) ? UI_PAIR_ERROR : 0, NULL);
        mvprintw(UI_MESSAGE_Y, 0, "%s%s", err ? "! " : "", u->message);
    }
    attr_set(A_NORMAL, 0, NULL);
    UiTextId hint = u->result[0] ? TXT_HINT_OVER : u->focus == FOCUS_COMMAND ? TXT_HINT_COMMAND : TXT_HINT_BOARD;
    attr_set(A_DIM, 0, NULL);
    mvprintw(UI_HINT_Y, 0, "%s", ui_text(u->opt.lang, hint));
    attr_set(A_NORMAL, 0, NULL);
}

void status_view_draw_too_small(UiState *u)
{
    char msg[256];
    snprintf(msg, sizeof msg, ui_text(u->opt.lang, TXT_TOO_SMALL), u->cols, u->rows);
    /* Wrapped by hand, by the columns the terminal counts (a kanji takes
     * two), at spaces: the line may be wider than the screen, and the
     * terminal's own wrap would break it anywhere. */
    int width = u->cols > 1 ? u->cols - 1 : 1;
    int y = u->rows / 2 - 1;
    if (y < 0)
        y = 0;
    for (const char *p = msg; *p && y < u->rows; y++) {
        const char *next;
        size_t n = text_wrap_line(p, width, &next);
        mvaddnstr(y, 0, p, (int)n);
        p = next;
    }
}
