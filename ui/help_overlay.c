/* The help overlay screen module (see help_overlay.h). */
#include "ui/help_overlay.h"

#include <string.h>

#include "ui/curses_compat.h"

void help_overlay_draw(UiState *u)
{
    const char *body = ui_text(u->opt.lang, TXT_HELP_BODY);
    int lines = 1;
    for (const char *p = body; *p; p++)
        lines += *p == '\n';
    /* The whole width: a box inset by two columns left the board's edge
     * showing beside its frame ("+-+---"), as if the two were one piece. */
    int top = 2, left = 0, width = UI_MIN_COLS;
    for (int y = top; y < top + lines + 4 && y < u->rows; y++) {
        move(y, left);
        for (int x = 0; x < width; x++)
            addch(' ');
    }
    attr_set(A_BOLD, 0, NULL);
    mvprintw(top + 1, left + 2, "%s", ui_text(u->opt.lang, TXT_HELP_TITLE));
    attr_set(A_NORMAL, 0, NULL);
    int y = top + 3;
    const char *line = body;
    while (*line) {
        const char *end = strchr(line, '\n');
        int n = end ? (int)(end - line) : (int)strlen(line);
        mvaddnstr(y++, left + 2, line, n);
        line += n + (end ? 1 : 0);
    }
    /* A frame so the overlay reads as one piece over the board. */
    mvaddch(top, left, '+');
    mvaddch(top, left + width - 1, '+');
    mvaddch(top + lines + 3, left, '+');
    mvaddch(top + lines + 3, left + width - 1, '+');
    for (int x = left + 1; x < left + width - 1; x++) {
        mvaddch(top, x, '-');
        mvaddch(top + lines + 3, x, '-');
    }
    for (int yy = top + 1; yy < top + lines + 3; yy++) {
        mvaddch(yy, left, '|');
        mvaddch(yy, left + width - 1, '|');
    }
}

bool help_overlay_key(UiState *u, const UiKey *k)
{
    if (!u->help_open || k->kind == UIK_NONE || k->kind == UIK_RESIZE)
        return false;
    u->help_open = false;
    return true;
}
