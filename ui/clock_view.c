/* The clocks and turn screen module (see clock_view.h). */
#include "ui/clock_view.h"

#include <stdio.h>

#include "ui/curses_compat.h"

void clock_view_format(int64_t ms, char *buf, size_t len)
{
    if (ms < 0)
        ms = 0;
    if (ms < 10000)
        snprintf(buf, len, "0:%02d.%d", (int)(ms / 1000), (int)(ms / 100 % 10));
    else
        snprintf(buf, len, "%d:%02d", (int)(ms / 60000), (int)(ms / 1000 % 60));
}

static void draw_player(UiState *u, Color c, int y)
{
    move(y, UI_PANEL_X);
    clrtoeol();
    bool running = u->clock_running && !u->result[0] && pos_side(&u->pos) == c;
    mvprintw(y, UI_PANEL_X, "%c%s %-20.20s", running ? '>' : ' ', glyph_side_mark(&u->glyph, c), u->names[c]);
    if (u->clock_ms[c] < 0)
        return;
    char t[32];
    clock_view_format(u->clock_ms[c], t, sizeof t);
    attr_t a = running ? A_BOLD : A_NORMAL;
    short pair = (u->colors && u->clock_ms[c] < 10000) ? UI_PAIR_CHECK : 0;
    attr_set(a, pair, NULL);
    mvprintw(y, UI_PANEL_X + 27, "%9s", t);
    attr_set(A_NORMAL, 0, NULL);
}

static void draw_status(UiState *u)
{
    int y = 3;
    move(y, UI_PANEL_X);
    clrtoeol();
    Lang l = u->opt.lang;
    if (u->result[0]) {
        attr_set(A_BOLD, 0, NULL);
        mvprintw(y, UI_PANEL_X, "%.38s", u->result);
    } else if (pos_in_check(&u->pos)) {
        attr_set(A_BOLD, u->colors ? UI_PAIR_CHECK : 0, NULL);
        mvprintw(y, UI_PANEL_X, "%s", ui_text(l, TXT_CHECK));
        attr_set(A_NORMAL, 0, NULL);
        printw(" ");
    }
    if (!u->result[0]) {
        Color side = pos_side(&u->pos);
        if (u->thinking)
            printw("%s", ui_text(l, TXT_THINKING));
        else if (u->human[side] && !u->human[color_flip(side)])
            printw("%s", ui_text(l, TXT_YOUR_MOVE));
        else {
            char who[64];
            snprintf(who, sizeof who, "%s %s", glyph_side_mark(&u->glyph, side),
                     ui_text(l, side == BLACK ? TXT_SENTE : TXT_GOTE));
            printw(ui_text(l, TXT_TO_MOVE), who);
        }
    }
    attr_set(A_NORMAL, 0, NULL);
}

void clock_view_draw(UiState *u)
{
    move(0, UI_PANEL_X);
    clrtoeol();
    mvprintw(0, UI_PANEL_X, "%.38s", u->title[0] ? u->title : "kiryoku");
    /* The top player's clock is on top, as across a real board. */
    Color top = color_flip(ui_bottom(u));
    draw_player(u, top, 1);
    draw_player(u, color_flip(top), 2);
    draw_status(u);
}
