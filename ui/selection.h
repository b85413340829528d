/* Picking a move by pointing: a piece (on the board or in hand), then its
 * square, then the promotion answer when promotion is optional. Pure logic
 * over shogi/ (no curses), shared by the cursor keys and the mouse. */
#ifndef KIRYOKU_UI_SELECTION_H
#define KIRYOKU_UI_SELECTION_H

#include <stdbool.h>

#include "shogi/position.h"
#include "ui/text.h"

typedef struct {
    bool active;         /* a piece is picked */
    Square from;         /* its square, or SQ_NONE for a hand piece */
    PieceType drop;      /* the hand piece, NO_PIECE_TYPE for a board piece */
    bool dest[SQ_NB];    /* legal destinations of the picked piece */
    bool asking;         /* waiting for the promotion answer */
    Move promote, stay;  /* the two moves the answer chooses between */
} Selection;

typedef enum {
    SEL_NOTHING = 0,   /* nothing changed */
    SEL_PICKED,        /* a piece is now picked; its destinations are in dest */
    SEL_CANCELLED,     /* the selection was dropped */
    SEL_ASK_PROMOTION, /* ask "promote?", then call sel_answer_promotion */
    SEL_MOVE,          /* a legal move is ready: result.move */
    SEL_REFUSED,       /* refused: result.text (UI text) or result.reason (rules) */
} SelOutcome;

typedef struct {
    SelOutcome outcome;
    Move move;
    UiTextId text;       /* for SEL_REFUSED when reason is NULL */
    const char *reason;  /* the rules' reason (pos_illegal_reason), or NULL */
} SelResult;

void sel_clear(Selection *s);
/* Enter/Space/click on a board square. */
SelResult sel_square(Selection *s, const Position *pos, Square sq);
/* A hand piece of the side to move picked by key or cursor. */
SelResult sel_hand(Selection *s, const Position *pos, PieceType t);
/* A typed move that may promote or not: the same question as when pointing
 * (the moving piece stays marked until it is answered). */
void sel_ask_promotion(Selection *s, Move stay, Move promote);
/* The answer to the promotion question. */
SelResult sel_answer_promotion(Selection *s, bool promote);

#endif
