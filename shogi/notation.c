/* Writing moves for people: the Japanese KIF and KI2 forms and a western
 * form. The KI2 disambiguation follows the Japan Shogi Association's rules:
 * motion first (上 寄 引), then place (左 右, 直 for a gold or silver going
 * straight up), both when neither alone tells the pieces apart; dragons and
 * horses (and other two-of-a-kind pieces) take 左/右 relative to each other,
 * golds and silvers relative to the square they move to. */
#include "shogi/notation_internal.h"

#include <stdio.h>
#include <string.h>

const char *const note_word_kanji[WORD_NB] = { "", "上", "寄", "引", "左", "右", "直" };
const char *const note_kanji_digit[10] = { "", "一", "二", "三", "四", "五", "六", "七", "八", "九" };
const char *const note_wide_digit[10] = { "", "１", "２", "３", "４", "５", "６", "７", "８", "９" };

static const char *const piece_kanji[PIECE_TYPE_NB] = {
    "", "歩", "香", "桂", "銀", "角", "飛", "金", "玉", "と", "成香", "成桂", "成銀", "馬", "龍",
};
static const char *const piece_letters[PIECE_TYPE_NB] = {
    "", "P", "L", "N", "S", "B", "R", "G", "K", "+P", "+L", "+N", "+S", "+B", "+R",
};

const char *notation_piece_kanji(PieceType t)
{
    return t > NO_PIECE_TYPE && t < PIECE_TYPE_NB ? piece_kanji[t] : "?";
}

/* Files and ranks as the mover sees them: a larger view file is further
 * to the mover's left, a smaller view rank further forward. */
static int view_file(Color c, Square sq) { return c == BLACK ? square_file(sq) : 10 - square_file(sq); }
static int view_rank(Color c, Square sq) { return c == BLACK ? square_rank(sq) : 10 - square_rank(sq); }

int note_sources(const Position *pos, PieceType t, Square to, Square out[], int max)
{
    MoveList list;
    gen_legal(pos, &list);
    int n = 0;
    for (int i = 0; i < list.count; i++) {
        Move m = list.moves[i];
        if (move_is_drop(m) || move_to(m) != to || piece_type(pos_piece_on(pos, move_from(m))) != t)
            continue;
        bool seen = false;
        for (int k = 0; k < n; k++)
            seen |= out[k] == move_from(m);
        if (!seen && n < max)
            out[n++] = move_from(m);
    }
    return n;
}

int note_motion(Color c, Square from, Square to)
{
    int df = view_rank(c, to) - view_rank(c, from);
    return df < 0 ? WORD_UP : df > 0 ? WORD_BACK : WORD_SIDE;
}

static bool moves_like_gold_or_silver(PieceType t)
{
    return t == GOLD || t == SILVER || t == PRO_PAWN || t == PRO_LANCE || t == PRO_KNIGHT || t == PRO_SILVER;
}

int note_place(Color c, PieceType t, Square from, Square to, const Square *src, int n)
{
    int vf = view_file(c, from);
    if (moves_like_gold_or_silver(t)) {
        int vt = view_file(c, to);
        if (vf != vt)
            return vf > vt ? WORD_LEFT : WORD_RIGHT;
        return note_motion(c, from, to) == WORD_UP ? WORD_STRAIGHT : WORD_NONE;
    }
    bool leftmost = true, rightmost = true;
    for (int i = 0; i < n; i++) {
        if (src[i] == from)
            continue;
        leftmost &= vf > view_file(c, src[i]);
        rightmost &= vf < view_file(c, src[i]);
    }
    return leftmost ? WORD_LEFT : rightmost ? WORD_RIGHT : WORD_NONE;
}

/* The KI2 words for a board move: "" when the piece is alone, else the
 * fewest words that single it out. */
static void ki2_words(const Position *pos, Move m, PieceType t, char *buf, size_t len)
{
    Square src[40];
    Color c = pos_side(pos);
    Square from = move_from(m), to = move_to(m);
    int n = note_sources(pos, t, to, src, 40);
    buf[0] = '\0';
    if (n <= 1)
        return;
    int motion = note_motion(c, from, to), place = note_place(c, t, from, to, src, n);
    int same_motion = 0, same_place = 0;
    for (int i = 0; i < n; i++) {
        same_motion += note_motion(c, src[i], to) == motion;
        same_place += note_place(c, t, src[i], to, src, n) == place;
    }
    if (same_motion == 1)
        snprintf(buf, len, "%s", note_word_kanji[motion]);
    else if (place != WORD_NONE && same_place == 1)
        snprintf(buf, len, "%s", note_word_kanji[place]);
    else /* place and motion together always single a piece out */
        snprintf(buf, len, "%s%s", note_word_kanji[place], note_word_kanji[motion]);
}

/* Could this move have been played with the other promotion choice? */
static bool promotion_was_optional(const Position *pos, Move m)
{
    if (move_is_drop(m))
        return false;
    Move other = move_make(move_from(m), move_to(m), !move_is_promote(m));
    return pos_is_legal(pos, other);
}

/* Is there a board piece of type t that could move to `to` instead of the drop? */
static bool drop_needs_mark(const Position *pos, PieceType t, Square to)
{
    Square src[40];
    return note_sources(pos, t, to, src, 40) > 0;
}

void notation_japanese(const Position *pos, Move m, int flags, char *buf, size_t len)
{
    char words[32] = "", origin[16] = "", dest[16];
    Color c = pos_side(pos);
    Square to = move_to(m);
    PieceType t = pos_moved_type(pos, m);
    Move last = pos_last_move(pos);
    if (last != MOVE_NONE && move_to(last) == to)
        snprintf(dest, sizeof dest, "同　");
    else if (flags & NOTE_ASCII)
        snprintf(dest, sizeof dest, "%d%s", square_file(to), note_kanji_digit[square_rank(to)]);
    else
        snprintf(dest, sizeof dest, "%s%s", note_wide_digit[square_file(to)], note_kanji_digit[square_rank(to)]);
    const char *suffix = "";
    if (move_is_drop(m)) {
        if ((flags & NOTE_KIF) || drop_needs_mark(pos, t, to))
            suffix = "打";
    } else {
        if (move_is_promote(m))
            suffix = "成";
        else if (promotion_was_optional(pos, m))
            suffix = "不成";
        if (flags & NOTE_KIF)
            snprintf(origin, sizeof origin, "(%d%d)", square_file(move_from(m)), square_rank(move_from(m)));
        else
            ki2_words(pos, m, t, words, sizeof words);
    }
    snprintf(buf, len, "%s%s%s%s%s%s", (flags & NOTE_MARK) ? (c == BLACK ? "▲" : "△") : "", dest,
             notation_piece_kanji(t), words, suffix, origin);
}

void notation_western(const Position *pos, Move m, char *buf, size_t len)
{
    Square to = move_to(m);
    PieceType t = pos_moved_type(pos, m);
    char dest[4] = { (char)('0' + square_file(to)), (char)('a' + square_rank(to) - 1), 0, 0 };
    if (move_is_drop(m)) {
        snprintf(buf, len, "%s*%s", piece_letters[t], dest);
        return;
    }
    Square from = move_from(m), src[40];
    char origin[4] = "";
    if (note_sources(pos, t, to, src, 40) > 1)
        snprintf(origin, sizeof origin, "%d%c", square_file(from), 'a' + square_rank(from) - 1);
    const char *sep = pos_piece_on(pos, to) != NO_PIECE ? "x" : "-";
    const char *suffix = move_is_promote(m) ? "+" : promotion_was_optional(pos, m) ? "=" : "";
    snprintf(buf, len, "%s%s%s%s%s", piece_letters[t], origin, sep, dest, suffix);
}
