/* The one explicit state of the curses display: the last game snapshot,
 * the view (cursor, selection, flip, focus) and the geometry the last draw
 * used (for mouse hit tests). Each screen module (board_view, hand_view,
 * move_list_view, clock_view, status_view, help_overlay, command_line) draws
 * from it and handles its own keys; none reaches into another. */
#ifndef KIRYOKU_UI_STATE_H
#define KIRYOKU_UI_STATE_H

#include <stdbool.h>
#include <stdint.h>
#include <wchar.h>

#include "shogi/notation.h"
#include "shogi/position.h"
#include "ui/display.h"
#include "ui/glyphs.h"
#include "ui/input.h"
#include "ui/selection.h"
#include "ui/text.h"

typedef enum {
    FOCUS_BOARD = 0,      /* cursor keys move over the board and hands */
    FOCUS_COMMAND,        /* keys go to the readline command line */
    FOCUS_PROMOTE,        /* y/n: promote? */
    FOCUS_CONFIRM_QUIT,   /* y/n: quit? */
    FOCUS_CONFIRM_RESIGN, /* y/n: resign? */
} UiFocus;

/* The fixed 80x24 layout. The views draw it from the top-left corner; on a
 * larger terminal the display then moves it to the middle (off_y, off_x). */
enum {
    UI_MIN_COLS = 80, UI_MIN_ROWS = 24,
    UI_CELL_W = 4,                    /* [mark][owner][piece: 2 columns] */
    UI_BOARD_X = 0, UI_BOARD_Y = 3,   /* first rank row; borders around */
    UI_HAND_TOP_Y = 0, UI_HAND_BOTTOM_Y = 13,
    UI_PANEL_X = 42,                  /* clocks, status and moves on the right */
    UI_MOVES_Y = 5, UI_MOVES_ROWS = 15,
    UI_LAST_MOVE_Y = 15,
    UI_MESSAGE_Y = 21, UI_COMMAND_Y = 22, UI_HINT_Y = 23,
};

typedef struct {
    /* The game as last drawn by app/ */
    bool have_game;
    Position start, pos;
    Move *moves;
    int32_t *move_ms;
    int move_count, move_cap;
    char names[COLOR_NB][48];
    bool human[COLOR_NB];
    Color bottom;
    int64_t clock_ms[COLOR_NB];
    bool clock_running, thinking;
    char title[96], result[200];
    char quit_question[160];  /* DisplayGame.quit_question, or "" */

    /* Move list text, replayed from start when the moves change */
    char (*move_text)[NOTATION_MAX];
    int text_count;

    /* The view */
    DisplayOptions opt;
    GlyphStyle glyph;
    bool colors;
    bool flipped;
    int cur_col, cur_row;     /* board cursor in screen cells, 0..8 from top-left */
    Color hand_side;          /* hand the cursor is in, when in_hand */
    bool in_hand;
    PieceType hand_type;      /* hand piece under the cursor */
    Selection sel;
    UiFocus focus;
    bool help_open;
    wint_t pending_letter;    /* a piece letter just pressed: maybe the start of "P-7f" */
    char message[256];
    DisplayMessageKind msg_kind;
    int rows, cols;
    int off_y, off_x;         /* where the 80x24 layout sits on a larger screen */
    int64_t last_key_ms;      /* when the player last pressed anything (ui_now_ms) */
    DisplayEventKind stopped_by; /* why the last page gave up (display.h: stopped_by) */

    /* Geometry of the last draw, for mouse clicks on the hands */
    int hand_x0[COLOR_NB][HAND_TYPE_NB], hand_x1[COLOR_NB][HAND_TYPE_NB];
} UiState;

/* Colour pairs (when the terminal has colours; every highlight also has a
 * non-colour form: reverse, underline, bold, or a mark character). */
enum { UI_PAIR_GOTE = 1, UI_PAIR_DEST, UI_PAIR_LAST, UI_PAIR_CHECK, UI_PAIR_ERROR, UI_PAIR_SELECT };

static inline Color ui_bottom(const UiState *u) { return u->flipped ? color_flip(u->bottom) : u->bottom; }
static inline bool ui_too_small(const UiState *u) { return u->rows < UI_MIN_ROWS || u->cols < UI_MIN_COLS; }
/* May the player pick and play a move now? */
static inline bool ui_can_move(const UiState *u)
{
    return u->have_game && !u->result[0] && u->human[pos_side(&u->pos)];
}
/* Screen cell <-> square, honouring which side is at the bottom. */
static inline Square ui_cell_square(const UiState *u, int col, int row)
{
    return ui_bottom(u) == BLACK ? make_square(9 - col, row + 1) : make_square(col + 1, 9 - row);
}
static inline void ui_square_cell(const UiState *u, Square sq, int *col, int *row)
{
    if (ui_bottom(u) == BLACK) {
        *col = 9 - square_file(sq);
        *row = square_rank(sq) - 1;
    } else {
        *col = square_file(sq) - 1;
        *row = 9 - square_rank(sq);
    }
}

void ui_set_message(UiState *u, DisplayMessageKind kind, const char *text);

/* A monotonic clock in ms, for the idle timeout. */
int64_t ui_now_ms(void);

/* Every key read passes here first: it shows the player is present, and the
 * keyboard's signal keys become what the mode makes of them: nothing in a
 * kiosk, a stop (save and leave, no questions) otherwise. */
typedef enum { UI_KEY_USE = 0, UI_KEY_DROP, UI_KEY_STOP } UiKeyGate;
UiKeyGate ui_gate_key(UiState *u, const UiKey *k);

/* True once no key came for opt.idle_ms (never when it is 0); the count
 * then starts again, so an idle screen reports it once per period. */
bool ui_idle(UiState *u);
void ui_set_text(UiState *u, DisplayMessageKind kind, UiTextId id);

#endif
