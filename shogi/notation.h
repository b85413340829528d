/* Move text for people: Japanese (the KIF and KI2 forms), a western form for
 * display, and a forgiving parser for what a user types. The position is
 * always the one before the move; "同" refers to pos_last_move(pos). */
#ifndef KIRYOKU_NOTATION_H
#define KIRYOKU_NOTATION_H

#include <stdbool.h>
#include <stddef.h>

#include "shogi/position.h"

enum { NOTATION_MAX = 64 }; /* enough for any move text below */

enum {
    NOTE_MARK = 1,    /* prefix ▲ (sente) or △ (gote) */
    NOTE_KIF = 2,     /* KIF move field: origin "(77)", "同　銀", no disambiguators */
    NOTE_ASCII = 4,   /* "7六歩" rather than "７六歩" (the file digit only) */
};
/* Without NOTE_KIF the KI2 form: "７六歩", "同銀", "５八金右", "２二角成",
 * "５五角打" (打 only when a board piece could also get there), "３三桂不成".
 * Disambiguators (右 左 直 上 引 寄) are written only when needed. */
void notation_japanese(const Position *pos, Move m, int flags, char *buf, size_t len);
/* "P-7f", "Sx4d+", "S*5e", "+R-2b", "P-2c=" (promotion declined). */
void notation_western(const Position *pos, Move m, char *buf, size_t len);

/* Parse one move in the KIF form ("７六歩(77)", "同　銀(68)", "５五角打")
 * or the KI2 form ("▲７六歩", "△同銀右", "5八金寄"): MOVE_NONE with a
 * reason in err when the text is not a legal move here. */
Move notation_parse_japanese(const Position *pos, const char *text, char *err, size_t errlen);
/* Loose user input in any notation: "76歩", "7六歩", "７６歩", "同歩",
 * "55角打", "▲2二角成", "P-7f", "Sx4d+", "S*5e", "7g7f", "P*5e". Returns a
 * legal move, or MOVE_NONE with why (no such move, ambiguous: which pieces,
 * illegal: pos_illegal_reason) in err. */
Move notation_parse_any(const Position *pos, const char *text, char *err, size_t errlen);

/* Kanji piece names as KIF writes them: "歩" ... "龍", "玉" for the king
 * (readers accept 王 too, and the variants 竜 杏 圭 全 仝). */
const char *notation_piece_kanji(PieceType t);

#endif
