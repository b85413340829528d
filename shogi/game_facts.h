/* What the analyser reads from a game record besides its moves: who played,
 * which player was kiryoku's AI, which AI moves came from its opening book,
 * and how much time the mover had left.
 *
 * The markers kiryoku writes when its AI plays a game (and reads back here):
 *   - a header "kiryoku-ai" whose value is the AI player's name, exactly as
 *     in the 先手/後手 header (KIF: `kiryoku-ai：kiryoku AI2`); formats
 *     that drop unknown headers (CSA) carry the same as a line
 *     `kiryoku-ai: NAME` in the comment before the first move;
 *   - the comment line `kiryoku:book` on every AI move taken from the book.
 * A position counts as "in book" (analysis table column in_book) when the
 * AI's latest move at that point came from its book: the game is then still
 * on the book's line, so the move that follows says little about strength.
 * The AI's own book moves are in_book too. */
#ifndef KIRYOKU_SHOGI_GAME_FACTS_H
#define KIRYOKU_SHOGI_GAME_FACTS_H

#include <stdbool.h>
#include <stddef.h>

#include "shogi/record.h"

#define GAME_AI_HEADER "kiryoku-ai"
#define GAME_BOOK_COMMENT "kiryoku:book"

/* The mover's name at ply (1-based): the sente/gote header, else "sente" /
 * "gote" (the side that moves first in the record is sente). */
const char *game_player(const GameRecord *rec, int ply);
/* The AI's player name from the header or the opening comment; NULL if the
 * record does not say. */
const char *game_ai_name(const GameRecord *rec, char *buf, size_t len);
/* Was move `ply` (1-based) marked as a book move? */
bool game_move_from_book(const GameRecord *rec, int ply);
/* in_book for move `ply`: that move, or the one before it, came from the book. */
bool game_in_book(const GameRecord *rec, int ply);
/* The mover's main time left after move `ply` in ms (time control and every
 * earlier move time of the mover known), else -1. Byoyomi is not counted:
 * once the main time is gone this is 0. */
long game_clock_left_ms(const GameRecord *rec, int ply);
/* Marks a record as played by the AI named `name` (header and comment). */
void game_mark_ai(GameRecord *rec, const char *name);

#endif
