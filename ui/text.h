/* The words on the screen, in English and Japanese (--lang). Every string a
 * player reads comes from here so the two languages stay in step. */
#ifndef KIRYOKU_UI_TEXT_H
#define KIRYOKU_UI_TEXT_H

#include <stddef.h>

#include "ui/display.h"

typedef enum {
    TXT_SENTE, TXT_GOTE, TXT_HAND, TXT_HAND_NONE, TXT_MOVES,
    TXT_YOUR_MOVE, TXT_TO_MOVE, TXT_THINKING, TXT_CHECK,
    TXT_HINT_BOARD, TXT_HINT_COMMAND, TXT_HINT_OVER, TXT_PROMPT,
    TXT_PROMOTE_Q, TXT_QUIT_Q, TXT_RESIGN_Q, TXT_YES_NO,
    TXT_TOO_SMALL, TXT_NOT_YOUR_TURN, TXT_NOT_YOUR_PIECE, TXT_NO_MOVES_FOR_PIECE,
    TXT_EMPTY_SQUARE, TXT_NONE_IN_HAND, TXT_GAME_OVER, TXT_FLIPPED, TXT_PRESS_KEY,
    TXT_HELP_TITLE, TXT_HELP_BODY, TXT_UNKNOWN_INPUT, TXT_CANNOT_GO_THERE,
    TXT_YOU, TXT_WINS_BY_MATE, TXT_WINS_ON_TIME, TXT_WINS_BY_RESIGN, TXT_WINS_BY_PERPETUAL,
    TXT_WINS_BY_DECLARATION, TXT_DRAW_REPETITION, TXT_STOPPED, TXT_TEXT_ENTRY_HINT, TXT_PROGRESS_HINT,
    TXT_COUNT
} UiTextId;

const char *ui_text(UiLang lang, UiTextId id);

/* A rules message from shogi/ (pos_illegal_reason, the notation parser) in
 * the screen's language: English passes through; in Japanese the known
 * reasons are translated wherever they appear in the text, the rest is
 * kept. Returns buf. */
const char *ui_rule_reason(UiLang lang, const char *reason, char *buf, size_t len);

#endif
