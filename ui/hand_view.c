/* The hands screen module (see hand_view.h). */
#include "ui/hand_view.h"

#include <stdio.h>
#include <string.h>

#include "ui/curses_compat.h"
#include "ui/pick.h"

/* The order players read a hand in: the strongest piece first. */
static const PieceType hand_order[] = { ROOK, BISHOP, GOLD, SILVER, KNIGHT, LANCE, PAWN };
enum { HAND_ORDER_NB = sizeof hand_order / sizeof hand_order[0] };

static int hand_y(const UiState *u, Color side)
{
    return side == ui_bottom(u) ? UI_HAND_BOTTOM_Y : UI_HAND_TOP_Y;
}

static bool hand_empty(const UiState *u, Color side)
{
    for (int i = 0; i < HAND_ORDER_NB; i++)
        if (pos_hand(&u->pos, side, hand_order[i]))
            return false;
    return true;
}

/* Keeps the hand cursor on a piece that is still there. */
static void normalise_cursor(UiState *u)
{
    if (!u->in_hand)
        return;
    if (pos_hand(&u->pos, u->hand_side, u->hand_type))
        return;
    for (int i = 0; i < HAND_ORDER_NB; i++)
        if (pos_hand(&u->pos, u->hand_side, hand_order[i])) {
            u->hand_type = hand_order[i];
            return;
        }
    u->in_hand = false;
}

static void draw_hand(UiState *u, Color side)
{
    int y = hand_y(u, side);
    mvprintw(y, 0, "%s %s %s ", glyph_side_mark(&u->glyph, side),
             ui_text(u->opt.lang, side == BLACK ? TXT_SENTE : TXT_GOTE), ui_text(u->opt.lang, TXT_HAND));
    memset(u->hand_x0[side], 0, sizeof u->hand_x0[side]);
    memset(u->hand_x1[side], 0, sizeof u->hand_x1[side]);
    if (hand_empty(u, side)) {
        addstr(ui_text(u->opt.lang, TXT_HAND_NONE));
        return;
    }
    for (int i = 0; i < HAND_ORDER_NB; i++) {
        PieceType t = hand_order[i];
        int n = pos_hand(&u->pos, side, t);
        if (!n)
            continue;
        int y0, x0;
        getyx(stdscr, y0, x0);
        (void)y0;
        bool picked = u->sel.active && u->sel.drop == t && side == pos_side(&u->pos);
        bool cursor = u->in_hand && u->hand_side == side && u->hand_type == t && u->focus == FOCUS_BOARD;
        attr_t a = (cursor ? A_REVERSE : A_NORMAL) | (picked ? A_BOLD : A_NORMAL);
        short pair = (picked && u->colors) ? UI_PAIR_SELECT : 0;
        char g[16];
        glyph_piece(&u->glyph, t, g, sizeof g);
        if (g[1] == ' ')
            g[1] = 0;
        addch(picked ? '>' : ' ');
        attr_set(a, pair, NULL);
        if (n > 1)
            printw("%s%d", g, n);
        else
            printw("%s", g);
        attr_set(A_NORMAL, 0, NULL);
        int y1, x1;
        getyx(stdscr, y1, x1);
        (void)y1;
        u->hand_x0[side][t] = x0;
        u->hand_x1[side][t] = x1;
    }
}

void hand_view_draw(UiState *u)
{
    normalise_cursor(u);
    draw_hand(u, WHITE);
    draw_hand(u, BLACK);
}

static PieceType letter_type(wint_t c)
{
    switch (c) {
    case 'P': return PAWN;
    case 'L': return LANCE;
    case 'N': return KNIGHT;
    case 'S': return SILVER;
    case 'G': return GOLD;
    case 'B': return BISHOP;
    case 'R': return ROOK;
    default: return NO_PIECE_TYPE;
    }
}

static void step_cursor(UiState *u, int dx)
{
    int at = 0;
    for (int i = 0; i < HAND_ORDER_NB; i++)
        if (hand_order[i] == u->hand_type)
            at = i;
    for (int i = at + dx; i >= 0 && i < HAND_ORDER_NB; i += dx)
        if (pos_hand(&u->pos, u->hand_side, hand_order[i])) {
            u->hand_type = hand_order[i];
            return;
        }
}

bool hand_view_key(UiState *u, const UiKey *k, DisplayEvent *ev)
{
    if (k->kind == UIK_CHAR && letter_type(k->ch) != NO_PIECE_TYPE) {
        *ev = pick_hand(u, letter_type(k->ch));
        return true;
    }
    if (!u->in_hand)
        return false;
    int dx, dy;
    if (input_direction(k, &dx, &dy)) {
        if (dx)
            step_cursor(u, dx);
        /* Back to the board from the side the hand is on. */
        if ((dy < 0 && u->hand_side == ui_bottom(u)) || (dy > 0 && u->hand_side != ui_bottom(u))) {
            u->in_hand = false;
            u->cur_row = dy < 0 ? 8 : 0;
        }
        return true;
    }
    if (input_is_enter(k) || input_is_char(k, ' ')) {
        if (u->hand_side != pos_side(&u->pos)) {
            ui_set_text(u, DISPLAY_ERROR, ui_can_move(u) ? TXT_NOT_YOUR_PIECE : TXT_NOT_YOUR_TURN);
            return true;
        }
        *ev = pick_hand(u, u->hand_type);
        return true;
    }
    return false;
}

bool hand_view_click(UiState *u, int y, int x, DisplayEvent *ev)
{
    for (int c = 0; c < COLOR_NB; c++) {
        if (y != hand_y(u, (Color)c))
            continue;
        for (int t = HAND_TYPE_FIRST; t <= HAND_TYPE_LAST; t++)
            if (u->hand_x1[c][t] > u->hand_x0[c][t] && x >= u->hand_x0[c][t] && x < u->hand_x1[c][t]) {
                if ((Color)c != pos_side(&u->pos)) {
                    ui_set_text(u, DISPLAY_ERROR, TXT_NOT_YOUR_PIECE);
                    return true;
                }
                *ev = pick_hand(u, (PieceType)t);
                return true;
            }
    }
    return false;
}
