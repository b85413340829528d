/* Pieces of notation shared by the writer (notation.c) and the parsers
 * (notation_parse.c): the KI2 disambiguation words and how a candidate
 * piece earns them. Private to shogi/. */
#ifndef KIRYOKU_NOTATION_INTERNAL_H
#define KIRYOKU_NOTATION_INTERNAL_H

#include "shogi/notation.h"

/* The six KI2 words: motion (上 寄 引) and place (左 右 直). */
enum { WORD_NONE = 0, WORD_UP, WORD_SIDE, WORD_BACK, WORD_LEFT, WORD_RIGHT, WORD_STRAIGHT, WORD_NB };
extern const char *const note_word_kanji[WORD_NB];

/* Squares holding the mover's pieces of type t with a legal move to `to`
 * (each square once, drops excluded). Returns the count. */
int note_sources(const Position *pos, PieceType t, Square to, Square out[], int max);
/* The motion word of a move from `from` to `to` for colour c. */
int note_motion(Color c, Square from, Square to);
/* The place word of the piece on `from` among the sources (WORD_NONE when
 * place cannot tell it apart). */
int note_place(Color c, PieceType t, Square from, Square to, const Square *src, int n);

/* Kanji digits 一..九 and full-width digits １..９, indexed 1..9. */
extern const char *const note_kanji_digit[10];
extern const char *const note_wide_digit[10];

/* Parses Japanese move text at [s, end) as far as it goes (used by the KIF
 * and KI2 readers, which find the time or the next move after it): sets
 * *stop to the first byte not consumed. typed: refuse to guess an omitted
 * 成/不成 where both are legal (records mean 不成 by omission). */
Move note_parse_jp(const Position *pos, const char *s, const char *end, bool typed, const char **stop,
                   char *err, size_t errlen);

/* A foul: a move the pieces can make (the mover's piece reaches the square,
 * or a piece in hand drops on an empty one) but the rules forbid: it leaves
 * the king in check, nifu, uchifuzume, a piece that could never move again.
 * Game servers record such a move as a game's last and score it as a loss. */
bool note_is_foul(const Position *pos, Move m);
/* The foul that Japanese move text at [s, end) names; MOVE_NONE when it
 * names a legal move, no move the pieces can make, or several. *stop as
 * note_parse_jp. */
Move note_parse_jp_foul(const Position *pos, const char *s, const char *end, const char **stop);

#endif
