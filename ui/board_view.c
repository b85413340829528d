/* The board screen module (see board_view.h). Each cell is four columns:
 * a mark ('+' legal destination, '*' last move's square, '>' the picked
 * piece), the owner mark ('v' for gote), and the two-column piece. The
 * marks make every highlight readable without colour; colour adds to them. */
#include "ui/board_view.h"

#include <stdio.h>

#include "ui/curses_compat.h"
#include "ui/pick.h"

static int cell_x(int col) { return UI_BOARD_X + 1 + col * UI_CELL_W; }

static void draw_frame(const UiState *u)
{
    for (int col = 0; col < 9; col++) {
        Square sq = ui_cell_square(u, col, 0);
        mvprintw(UI_BOARD_Y - 2, cell_x(col) + 2, "%d", square_file(sq));
    }
    for (int y = UI_BOARD_Y - 1; y <= UI_BOARD_Y + 9; y += 10) {
        mvaddch(y, UI_BOARD_X, '+');
        for (int x = UI_BOARD_X + 1; x < cell_x(9); x++)
            addch('-');
        addch('+');
    }
    for (int row = 0; row < 9; row++) {
        Square sq = ui_cell_square(u, 0, row);
        mvaddch(UI_BOARD_Y + row, UI_BOARD_X, '|');
        mvaddch(UI_BOARD_Y + row, cell_x(9), '|');
        mvaddstr(UI_BOARD_Y + row, cell_x(9) + 1, glyph_rank_label(&u->glyph, square_rank(sq)));
    }
}

static char cell_mark(const UiState *u, Square sq, Square last_to)
{
    if (u->sel.active && !u->sel.drop && u->sel.from == sq)
        return '>';
    if (u->sel.active && u->sel.dest[sq])
        return '+';
    if (sq == last_to)
        return '*';
    return ' ';
}

static void draw_cell(const UiState *u, int col, int row, Square last_to, Square king_in_check)
{
    Square sq = ui_cell_square(u, col, row);
    Piece p = pos_piece_on(&u->pos, sq);
    char mark = cell_mark(u, sq, last_to);
    attr_t a = A_NORMAL;
    short pair = 0;
    if (mark == '+') {
        a |= A_UNDERLINE;
        pair = UI_PAIR_DEST;
    } else if (mark == '*') {
        a |= A_BOLD;
        pair = UI_PAIR_LAST;
    } else if (mark == '>') {
        a |= A_BOLD;
        pair = UI_PAIR_SELECT;
    }
    if (sq == king_in_check) {
        a |= A_BOLD | A_BLINK;
        pair = UI_PAIR_CHECK;
    } else if (pair == 0 && p != NO_PIECE && piece_color(p) == WHITE) {
        pair = UI_PAIR_GOTE;
    }
    bool cursor = u->focus == FOCUS_BOARD && !u->in_hand && col == u->cur_col && row == u->cur_row &&
                  ui_can_move(u);
    if (cursor)
        a |= A_REVERSE;
    if (!u->colors)
        pair = 0;
    attr_set(a, pair, NULL);
    char piece[16];
    mvprintw(UI_BOARD_Y + row, cell_x(col), "%c", mark);
    if (p == NO_PIECE) {
        printw(" %s", glyph_empty(&u->glyph));
    } else {
        glyph_piece(&u->glyph, piece_type(p), piece, sizeof piece);
        printw("%c%s", glyph_owner_mark(piece_color(p)), piece);
    }
    attr_set(A_NORMAL, 0, NULL);
}

void board_view_draw(UiState *u)
{
    draw_frame(u);
    Move last = pos_last_move(&u->pos);
    Square last_to = last != MOVE_NONE ? move_to(last) : SQ_NONE;
    Square king_in_check = pos_in_check(&u->pos) ? u->pos.king_sq[pos_side(&u->pos)] : SQ_NONE;
    for (int row = 0; row < 9; row++)
        for (int col = 0; col < 9; col++)
            draw_cell(u, col, row, last_to, king_in_check);
}

/* Cursor moves; down from the bottom rank or up from the top one enters
 * that side's hand (hand_view takes over from there). */
static void move_cursor(UiState *u, int dx, int dy)
{
    int col = u->cur_col + dx, row = u->cur_row + dy;
    if (col < 0) col = 0;
    if (col > 8) col = 8;
    if (row < 0 || row > 8) {
        Color side = row > 8 ? ui_bottom(u) : color_flip(ui_bottom(u));
        for (int t = HAND_TYPE_FIRST; t <= HAND_TYPE_LAST; t++)
            if (pos_hand(&u->pos, side, (PieceType)t)) {
                u->in_hand = true;
                u->hand_side = side;
                u->hand_type = (PieceType)t;
                return;
            }
        row = row < 0 ? 0 : 8;
    }
    u->cur_col = col;
    u->cur_row = row;
}

bool board_view_key(UiState *u, const UiKey *k, DisplayEvent *ev)
{
    int dx, dy;
    if (u->in_hand)
        return false;
    if (input_direction(k, &dx, &dy)) {
        move_cursor(u, dx, dy);
        return true;
    }
    if (input_is_enter(k) || input_is_char(k, ' ')) {
        *ev = pick_square(u, ui_cell_square(u, u->cur_col, u->cur_row));
        return true;
    }
    return false;
}

Square board_view_hit(const UiState *u, int y, int x)
{
    int row = y - UI_BOARD_Y;
    if (row < 0 || row > 8 || x < cell_x(0) || x >= cell_x(9))
        return SQ_NONE;
    return ui_cell_square(u, (x - cell_x(0)) / UI_CELL_W, row);
}
