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
} TypedKind;

typedef struct {
    TypedKind kind;
    Move move;
    char err[200];
} TypedInput;

void typed_parse(const Position *pos, const char *line, TypedInput *out);

/* Calls add(text, ctx) for every completion of `prefix`: legal moves in
 * USI, western and Japanese forms, and the command words. */
void typed_candidates(const Position *pos, const char *prefix,
                      void (*add)(const char *text, void *ctx), void *ctx);

#endif
