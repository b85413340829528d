/* The move list screen module (see move_list_view.h). */
#include "ui/move_list_view.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/curses_compat.h"

static void move_text(const UiState *u, const Position *before, Move m, char *buf, size_t len)
{
    if (u->glyph.ascii || u->glyph.pieces == UI_PIECES_WESTERN) {
        char w[NOTATION_MAX];
        notation_western(before, m, w, sizeof w);
        snprintf(buf, len, "%s ", glyph_side_mark(&u->glyph, pos_side(before)));
        size_t used = strlen(buf), wl = strlen(w);
        if (used + wl < len)
            memcpy(buf + used, w, wl + 1);
    } else {
        notation_japanese(before, m, NOTE_MARK | NOTE_ASCII, buf, len);
    }
}

void move_list_update(UiState *u)
{
    free(u->move_text);
    u->move_text = NULL;
    u->text_count = 0;
    if (u->move_count == 0)
        return;
    u->move_text = malloc((size_t)u->move_count * sizeof *u->move_text);
    Position *p = malloc(sizeof *p);
    if (!u->move_text || !p) {
        free(p);
        return;
    }
    *p = u->start;
    for (int i = 0; i < u->move_count; i++) {
        move_text(u, p, u->moves[i], u->move_text[i], sizeof u->move_text[i]);
        pos_do_move(p, u->moves[i]);
    }
    u->text_count = u->move_count;
    free(p);
}

void move_list_view_draw(UiState *u)
{
    mvaddstr(UI_MOVES_Y - 1, UI_PANEL_X, ui_text(u->opt.lang, TXT_MOVES));
    /* Rows pair a sente move with the gote move after it; the start side
     * decides whether ply 1 sits on the left or the right. */
    int offset = pos_side(&u->start) == BLACK ? 0 : 1;
    int total_rows = (u->text_count + offset + 1) / 2;
    int first_row = total_rows > UI_MOVES_ROWS ? total_rows - UI_MOVES_ROWS : 0;
    for (int r = 0; r < UI_MOVES_ROWS; r++) {
        move(UI_MOVES_Y + r, UI_PANEL_X);
        clrtoeol();
        for (int c = 0; c < 2; c++) {
            int i = (first_row + r) * 2 + c - offset;
            if (i < 0 || i >= u->text_count)
                continue;
            bool last = i == u->text_count - 1;
            if (last)
                attr_set(A_BOLD, u->colors ? UI_PAIR_LAST : 0, NULL);
            mvprintw(UI_MOVES_Y + r, UI_PANEL_X + c * 19, "%3d %s", i + 1, u->move_text[i]);
            attr_set(A_NORMAL, 0, NULL);
        }
    }
}
