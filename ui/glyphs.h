/* How pieces and coordinates look: kanji, western letters, or plain ASCII
 * when the locale cannot show anything else. A cell is always exactly two
 * columns by base/utf8.h's width rule, which test_ui_text checks for every
 * glyph. */
#ifndef KIRYOKU_UI_GLYPHS_H
#define KIRYOKU_UI_GLYPHS_H

#include <stdbool.h>
#include <stddef.h>

#include "shogi/types.h"
#include "ui/display.h"

typedef struct {
    UiPieces pieces;
    bool ascii;  /* only 7-bit characters (non-UTF-8 locale or --ascii) */
} GlyphStyle;

/* A piece in exactly two columns, e.g. "歩", "と", "P ", "+R". */
void glyph_piece(const GlyphStyle *st, PieceType t, char *buf, size_t len);
/* An empty square in two columns. */
const char *glyph_empty(const GlyphStyle *st);
/* The marker column before a piece: gote's pieces get 'v' (readable without
 * colour), sente's a space. */
char glyph_owner_mark(Color c);
/* Rank labels: 一..九 (kanji) or a..i; file labels are always digits. */
const char *glyph_rank_label(const GlyphStyle *st, int rank);
/* The sente/gote marks before a move or a hand: ▲ △, or b w in ASCII. */
const char *glyph_side_mark(const GlyphStyle *st, Color c);
/* Checks that the terminal's locale shows the kanji set, with the C
 * library (by which curses lays text out) giving the board's cells the
 * widths base/utf8.h does; false means fall back to ASCII. */
bool glyph_locale_has_kanji(void);

#endif
