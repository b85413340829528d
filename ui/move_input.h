/* What a typed line means: a move in any notation (USI, Japanese, western,
 * via shogi/notation.h) or one of the commands; and the candidates Tab
 * completion offers. Pure logic (no readline, no curses). */
#ifndef KIRYOKU_UI_MOVE_INPUT_H
#define KIRYOKU_UI_MOVE_INPUT_H

#include <stddef.h>

#include "shogi/position.h"

typedef enum {
    TYPED_EMPTY = 0, TYPED_MOVE, TYPED_RESIGN, TYPED_FLIP, TYPED_HELP, TYPED_QUIT,
    TYPED_ERROR,  /* err says why (illegal move with the rules' reason, or unknown text) */
    /* A move that may promote or not, and the player did not say which
     * (7g7f-style "8h2b", "B-2b", "2二角"): ask. move stays, promote promotes. */
    TYPED_ASK_PROMOTION,
} TypedKind;

typedef struct {
    TypedKind kind;
    Move move;
    Move promote;     /* TYPED_ASK_PROMOTION: the promoting move */
    char err[200];
} TypedInput;

/* Reads a typed line. Promotion is asked whenever it is optional and not
 * said, whatever the notation: a trailing + / 成 promotes, = / 不成 / 生 does
 * not ("8h2b=" too: USI itself has no way to say "not"). A refusal of text
 * typed in ASCII (USI, western) names pieces and squares the same way
 * ("no P can move to 5e"), not in kanji. */
void typed_parse(const Position *pos, const char *line, TypedInput *out);

/* Calls add(text, ctx) for every completion of `prefix`: legal moves in
 * USI, western and Japanese forms, and the command words. */
void typed_candidates(const Position *pos, const char *prefix,
                      void (*add)(const char *text, void *ctx), void *ctx);

#endif
