/* KIF/KI2 board diagrams (BOD), read one line at a time and written from a
 * position. Private to shogi/'s record code. */
#ifndef KIRYOKU_KIF_BOARD_H
#define KIRYOKU_KIF_BOARD_H

#include "base/strbuf.h"
#include "shogi/record_internal.h"

typedef struct {
    BoardSetup b;
    int rows;        /* board rows read so far */
    bool seen;       /* any diagram line at all */
    bool side_given; /* a 先手番/後手番 line */
} BodReader;

/* 1 if the line is part of a diagram (hands, ruler, frame, row, turn),
 * 0 if not, -1 with a message in why if it is a malformed one. */
int bod_line(BodReader *r, const char *s, const char *end, char *why, size_t whylen);
/* The diagram as canonical SFEN; default_side when no turn line was given. */
int bod_finish(BodReader *r, Color default_side, char *sfen, size_t len, char *why, size_t whylen);
void bod_write(const Position *pos, StrBuf *out);

#endif
