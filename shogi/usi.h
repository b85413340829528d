/* USI move strings and `position` commands: the form in which moves and
 * positions cross every boundary between kiryoku's parts. */
#ifndef KIRYOKU_USI_H
#define KIRYOKU_USI_H

#include <stddef.h>

#include "shogi/position.h"

enum { USI_MOVE_MAX = 8 };

/* Writes "7g7f", "2d2c+" or "P*5e" (NUL-terminated, at most 6 chars). */
void move_to_usi(Move m, char buf[USI_MOVE_MAX]);
/* Parses a USI move in this position. Returns MOVE_NONE if the text is not
 * a well-formed move (bad square, no piece of the mover's on `from`, bad drop
 * letter, no such piece in hand). Does NOT check full legality: use
 * pos_illegal_reason() for that and for the message to show. */
Move move_from_usi(const Position *pos, const char *text);
/* Sets up from "startpos [moves ...]" or "sfen <sfen> [moves ...]", with or
 * without a leading "position". Fails (-1, message in err naming the move
 * number and the move) on the first malformed or illegal move. */
int pos_set_usi(Position *pos, const char *line, char *err, size_t errlen);
/* Plays space-separated USI moves from the current position (an opening
 * line, the tail of a `position` command). Fails like pos_set_usi, with the
 * moves numbered from 1; the moves before the bad one stay played. */
int pos_play_usi_moves(Position *pos, const char *moves, char *err, size_t errlen);

#endif
