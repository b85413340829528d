/* The words ui/ itself draws or asks, in English and Japanese (--lang):
 * the board, the hands and the clocks, key hints and the help, the
 * questions asked under the board, why a pick is refused, the footers of
 * pages. Every other text a person reads is app/'s (app/text.h): ui/ shows
 * it as given. Each id's two languages stand side by side in ui/text.c;
 * tests/unit/test_catalogues.c checks both are there, take the same printf
 * arguments and fit the screen. */
#ifndef KIRYOKU_UI_TEXT_H
#define KIRYOKU_UI_TEXT_H

#include <stddef.h>

#include "base/lang.h"

typedef enum {
    /* The board, the hands, the clocks and the move list (board_view, hand_view,
     * clock_view, move_list_view, status_view) */
    TXT_SENTE, TXT_GOTE, TXT_HAND, TXT_HAND_NONE, TXT_MOVES, TXT_YOUR_MOVE, TXT_TO_MOVE, TXT_THINKING,
    TXT_CHECK, TXT_LAST_MOVE, TXT_FLIPPED,

    /* Key hints, the questions asked under the board, the help overlay */
    TXT_HINT_BOARD, TXT_HINT_COMMAND, TXT_HINT_OVER, TXT_PROMPT, TXT_PROMOTE_Q, TXT_QUIT_Q, TXT_RESIGN_Q,
    TXT_YES_NO, TXT_HELP_TITLE, TXT_HELP_BODY,

    /* Why a pick or a click is refused (selection, pick, hand_view, command_line) */
    TXT_NOT_YOUR_TURN, TXT_NOT_YOUR_PIECE, TXT_NO_MOVES_FOR_PIECE, TXT_EMPTY_SQUARE, TXT_NONE_IN_HAND,
    TXT_CANNOT_GO_THERE,

    /* The footers of pages outside a game (page_view) */
    TXT_PRESS_KEY, TXT_TEXT_ENTRY_HINT, TXT_SECRET_ENTRY_HINT, TXT_PROGRESS_HINT,

    /* The screen itself: too small, or no terminal to draw on (curses_display) */
    TXT_TOO_SMALL, TXT_SCREEN_NO_TERMINAL, TXT_SCREEN_NO_CURSES,

    TXT_COUNT
} UiTextId;

/* The text of id in lang (the English one where a Japanese is missing; ""
 * for an id out of range). */
const char *ui_text(Lang lang, UiTextId id);

/* A rules message from shogi/ (pos_illegal_reason, the notation parser)
 * or the move box (typed_parse) in the screen's language: English passes
 * through; in Japanese the rules' reasons are translated wherever they
 * appear and the parser's sentences as a whole, with the pieces and squares
 * they name kept (tests/unit/test_ui_text.c provokes each one). Returns buf. */
const char *ui_rule_reason(Lang lang, const char *reason, char *buf, size_t len);

#endif
