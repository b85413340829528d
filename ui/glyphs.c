/* Piece and coordinate glyphs (see glyphs.h). */
#include "ui/glyphs.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

#include "base/utf8.h"

static const char *const kanji[PIECE_TYPE_NB] = {
    [PAWN] = "歩", [LANCE] = "香", [KNIGHT] = "桂", [SILVER] = "銀",
    [BISHOP] = "角", [ROOK] = "飛", [GOLD] = "金", [KING] = "玉",
    [PRO_PAWN] = "と", [PRO_LANCE] = "杏", [PRO_KNIGHT] = "圭",
    [PRO_SILVER] = "全", [HORSE] = "馬", [DRAGON] = "龍",
};

static const char western[PIECE_TYPE_NB] = {
    [PAWN] = 'P', [LANCE] = 'L', [KNIGHT] = 'N', [SILVER] = 'S',
    [BISHOP] = 'B', [ROOK] = 'R', [GOLD] = 'G', [KING] = 'K',
};

static const char *const rank_kanji[10] = { "", "一", "二", "三", "四", "五", "六", "七", "八", "九" };
static const char *const rank_ascii[10] = { "", "a", "b", "c", "d", "e", "f", "g", "h", "i" };

void glyph_piece(const GlyphStyle *st, PieceType t, char *buf, size_t len)
{
    if (t <= NO_PIECE_TYPE || t >= PIECE_TYPE_NB) {
        snprintf(buf, len, "  ");
        return;
    }
    if (st->pieces == UI_PIECES_KANJI && !st->ascii) {
        snprintf(buf, len, "%s", kanji[t]);
        return;
    }
    if (type_is_promoted(t))
        snprintf(buf, len, "+%c", western[type_unpromote(t)]);
    else
        snprintf(buf, len, "%c ", western[t]);
}

const char *glyph_empty(const GlyphStyle *st)
{
    if (!st->ascii)
        return "・";
    return ". ";
}

char glyph_owner_mark(Color c) { return c == WHITE ? 'v' : ' '; }

const char *glyph_rank_label(const GlyphStyle *st, int rank)
{
    if (rank < 1 || rank > 9)
        return "";
    if (st->pieces == UI_PIECES_KANJI && !st->ascii)
        return rank_kanji[rank];
    return rank_ascii[rank];
}

const char *glyph_side_mark(const GlyphStyle *st, Color c)
{
    if (st->ascii)
        return c == BLACK ? "b" : "w";
    return c == BLACK ? "▲" : "△";
}

/* The columns the C library gives a one-character string, or -1 when the
 * locale cannot convert it. */
static int libc_width(const char *s)
{
    wchar_t w;
    mbstate_t st;
    memset(&st, 0, sizeof st);
    size_t n = mbrtowc(&w, s, strlen(s), &st);
    return n == (size_t)-1 || n == (size_t)-2 ? -1 : wcwidth(w);
}

/* A board cell must take the two columns it is counted as; the side marks
 * need only be printable. */
bool glyph_locale_has_kanji(void)
{
    return libc_width("歩") == utf8_width("歩") && libc_width("・") == utf8_width("・") &&
           libc_width("▲") >= 1;
}
