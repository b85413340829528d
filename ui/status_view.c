/* The status lines screen module (see status_view.h). */
#include "ui/status_view.h"

#include <stdio.h>
#include <string.h>

#include "base/utf8.h"
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

/* The bytes of [p, end) that fit in `width` columns, as the terminal counts
 * them (a kanji takes two), up to a newline or broken after the last space
 * in reach, so that no word starts the next line cut; at least one
 * character. */
static size_t fitting_prefix(const char *p, const char *end, int width)
{
    const char *q = p, *space = NULL;
    int used = 0;
    while (q < end && *q != '\n') {
        const char *next = q;
        int w = utf8_cp_width(utf8_next(&next, end));
        if (used + w > width && q > p)
            return (size_t)((space ? space : q) - p);
        if (*q == ' ')
            space = next;
        used += w;
        q = next;
    }
    return (size_t)(q - p);
}

void status_view_draw_too_small(UiState *u)
{
    char msg[256];
    snprintf(msg, sizeof msg, ui_text(u->opt.lang, TXT_TOO_SMALL), u->cols, u->rows);
    /* Wrapped by hand: the line may be wider than the screen, and the
     * terminal's own wrap would break it anywhere. */
    int width = u->cols > 1 ? u->cols - 1 : 1;
    int y = u->rows / 2 - 1;
    if (y < 0)
        y = 0;
    const char *end = msg + strlen(msg);
    for (const char *p = msg; p < end && y < u->rows; y++) {
        size_t n = fitting_prefix(p, end, width);
        mvaddnstr(y, 0, p, (int)n);
        for (p += n; *p == ' ' || *p == '\n'; p++) {
        }
    }
}
