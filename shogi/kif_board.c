/* KIF board diagrams (BOD): the 9x9 picture with hands that KIF and KI2
 * files use for a start other than 平手 or a named handicap, read line by
 * line and written from a position; and turning a diagram into SFEN. */
#include "shogi/kif_board.h"

#include <stdio.h>
#include <string.h>

#include "base/strbuf.h"
#include "base/utf8.h"
#include "shogi/notation_internal.h"

/* One-character piece names as diagrams use them (promoted minors too). */
static const struct { const char *kanji; PieceType type; } bod_pieces[] = {
    { "歩", PAWN }, { "香", LANCE }, { "桂", KNIGHT }, { "銀", SILVER }, { "金", GOLD }, { "角", BISHOP },
    { "飛", ROOK }, { "玉", KING }, { "王", KING }, { "と", PRO_PAWN }, { "杏", PRO_LANCE },
    { "仝", PRO_LANCE }, { "圭", PRO_KNIGHT }, { "今", PRO_KNIGHT }, { "全", PRO_SILVER },
    { "馬", HORSE }, { "龍", DRAGON }, { "竜", DRAGON },
};
static const char *const bod_kanji[PIECE_TYPE_NB] = {
    "", "歩", "香", "桂", "銀", "角", "飛", "金", "玉", "と", "杏", "圭", "全", "馬", "龍",
};

static PieceType take_piece(const char **s, const char *end)
{
    for (size_t i = 0; i < sizeof bod_pieces / sizeof bod_pieces[0]; i++)
        if (text_starts(*s, end, bod_pieces[i].kanji)) {
            *s += strlen(bod_pieces[i].kanji);
            return bod_pieces[i].type;
        }
    return NO_PIECE_TYPE;
}

/* A count in kanji (二 .. 十八) or digits; 1 when absent. */
static int take_count(const char **s, const char *end)
{
    int n = 0;
    if (text_starts(*s, end, "十")) {
        *s += strlen("十");
        n = 10;
    }
    for (int d = 1; d <= 9; d++)
        if (text_starts(*s, end, note_kanji_digit[d])) {
            *s += strlen(note_kanji_digit[d]);
            return n + d;
        }
    if (n)
        return n;
    while (*s < end && **s >= '0' && **s <= '9' && n < 100)
        n = n * 10 + *(*s)++ - '0';
    return n ? n : 1;
}

static int read_hand(BodReader *r, Color c, const char *s, const char *end, char *why, size_t whylen)
{
    s = text_skip_blanks(s, end);
    if (text_starts(s, end, "なし"))
        return 1;
    while ((s = text_skip_blanks(s, end)) < end) {
        PieceType t = take_piece(&s, end);
        if (t < PAWN || t > GOLD) {
            snprintf(why, whylen, "expected pieces in hand such as 飛　角　歩二 (or なし)");
            return -1;
        }
        r->b.hand[c][t] += take_count(&s, end);
    }
    return 1;
}

static int read_row(BodReader *r, const char *s, const char *end, char *why, size_t whylen)
{
    if (r->rows >= 9) {
        snprintf(why, whylen, "a board diagram has 9 rows; this is a 10th");
        return -1;
    }
    s++; /* '|' */
    int rank = ++r->rows;
    for (int file = 9; file >= 1; file--) {
        const char *q = s;
        long mark = utf8_next(&q, end);
        if (mark != ' ' && mark != 'v' && mark != '^') {
            snprintf(why, whylen, "board row %d: expected ' ' or 'v' before the piece on file %d", rank, file);
            return -1;
        }
        if (text_starts(q, end, "・")) {
            s = q + strlen("・");
            continue;
        }
        PieceType t = take_piece(&q, end);
        if (!t) {
            snprintf(why, whylen, "board row %d: expected a piece or ・ on file %d", rank, file);
            return -1;
        }
        r->b.board[make_square(file, rank)] = make_piece(mark == 'v' ? WHITE : BLACK, t);
        s = q;
    }
    if (!text_starts(s, end, "|")) {
        snprintf(why, whylen, "board row %d: expected '|' after 9 squares", rank);
        return -1;
    }
    return 1;
}

int bod_line(BodReader *r, const char *s, const char *end, char *why, size_t whylen)
{
    static const struct { const char *lead; int who; } hands[] = {
        { "先手の持駒", BLACK }, { "下手の持駒", BLACK }, { "後手の持駒", WHITE }, { "上手の持駒", WHITE },
        { "先手の持ち駒", BLACK }, { "下手の持ち駒", BLACK }, { "後手の持ち駒", WHITE }, { "上手の持ち駒", WHITE },
    };
    s = text_skip_blanks(s, end);
    for (size_t i = 0; i < sizeof hands / sizeof hands[0]; i++)
        if (text_starts(s, end, hands[i].lead)) {
            s += strlen(hands[i].lead);
            if (text_starts(s, end, "：")) s += strlen("：");
            else if (text_starts(s, end, ":")) s++;
            r->seen = true;
            return read_hand(r, (Color)hands[i].who, s, end, why, whylen);
        }
    if (text_starts(s, end, "先手番") || text_starts(s, end, "下手番") || text_starts(s, end, "後手番") ||
        text_starts(s, end, "上手番")) {
        r->b.side = text_starts(s, end, "後手番") || text_starts(s, end, "上手番") ? WHITE : BLACK;
        r->side_given = true;
        return 1;
    }
    if (text_starts(s, end, "９") || text_starts(s, end, "+-") || text_starts(s, end, "手数＝")) {
        r->seen = true;
        return 1;
    }
    if (text_starts(s, end, "|")) {
        r->seen = true;
        return read_row(r, s, end, why, whylen);
    }
    return 0;
}

int bod_finish(BodReader *r, Color default_side, char *sfen, size_t len, char *why, size_t whylen)
{
    if (r->rows != 9) {
        snprintf(why, whylen, "the board diagram has %d rows; expected 9", r->rows);
        return -1;
    }
    if (!r->side_given)
        r->b.side = default_side;
    return board_setup_to_sfen(&r->b, sfen, len, why, whylen);
}

int board_setup_to_sfen(const BoardSetup *b, char *sfen, size_t len, char *err, size_t errlen)
{
    static const char letters[] = " PLNSBRGK";
    char buf[256];
    size_t n = 0;
    for (int rank = 1; rank <= 9; rank++) {
        int empty = 0;
        for (int file = 9; file >= 1; file--) {
            Piece p = b->board[make_square(file, rank)];
            if (p == NO_PIECE) {
                empty++;
                continue;
            }
            if (empty) buf[n++] = (char)('0' + empty);
            empty = 0;
            PieceType t = piece_type(p);
            if (type_is_promoted(t)) buf[n++] = '+';
            char l = letters[type_unpromote(t)];
            buf[n++] = piece_color(p) == WHITE ? (char)(l - 'A' + 'a') : l;
        }
        if (empty) buf[n++] = (char)('0' + empty);
        buf[n++] = rank < 9 ? '/' : ' ';
    }
    buf[n++] = b->side == BLACK ? 'b' : 'w';
    buf[n++] = ' ';
    static const PieceType order[] = { ROOK, BISHOP, GOLD, SILVER, KNIGHT, LANCE, PAWN };
    size_t hand_start = n;
    for (int c = BLACK; c <= WHITE; c++)
        for (int i = 0; i < 7; i++) {
            int k = b->hand[c][order[i]];
            if (k <= 0)
                continue;
            if (k > 18) {
                snprintf(err, errlen, "%d of one piece in hand; at most 18", k);
                return -1;
            }
            if (k > 1) n += (size_t)snprintf(buf + n, sizeof buf - n, "%d", k);
            char l = letters[order[i]];
            buf[n++] = c == WHITE ? (char)(l - 'A' + 'a') : l;
        }
    if (n == hand_start)
        buf[n++] = '-';
    snprintf(buf + n, sizeof buf - n, " 1");
    Position pos; /* sfen is only touched once the position is known good */
    if (pos_set_sfen(&pos, buf, err, errlen) < 0)
        return -1;
    pos_to_sfen(&pos, sfen, len);
    return 0;
}

static void write_hand(const Position *pos, Color c, StrBuf *out)
{
    static const PieceType order[] = { ROOK, BISHOP, GOLD, SILVER, KNIGHT, LANCE, PAWN };
    static const char *const tens[] = { "", "十" };
    sb_printf(out, "%sの持駒：", c == BLACK ? "先手" : "後手");
    bool any = false;
    for (int i = 0; i < 7; i++) {
        int k = pos_hand(pos, c, order[i]);
        if (!k)
            continue;
        any = true;
        sb_add(out, bod_kanji[order[i]]);
        if (k > 1)
            sb_printf(out, "%s%s", tens[k >= 10], note_kanji_digit[k % 10]);
        sb_add(out, "　");
    }
    sb_add(out, any ? "\n" : "なし\n");
}

void bod_write(const Position *pos, StrBuf *out)
{
    write_hand(pos, WHITE, out);
    sb_add(out, "  ９ ８ ７ ６ ５ ４ ３ ２ １\n+---------------------------+\n");
    for (int rank = 1; rank <= 9; rank++) {
        sb_add(out, "|");
        for (int file = 9; file >= 1; file--) {
            Piece p = pos_piece_on(pos, make_square(file, rank));
            if (p == NO_PIECE)
                sb_add(out, " ・");
            else
                sb_printf(out, "%s%s", piece_color(p) == WHITE ? "v" : " ", bod_kanji[piece_type(p)]);
        }
        sb_printf(out, "|%s\n", note_kanji_digit[rank]);
    }
    sb_add(out, "+---------------------------+\n");
    write_hand(pos, BLACK, out);
    if (pos_side(pos) == WHITE)
        sb_add(out, "後手番\n");
}
