/* Reading moves: the Japanese KIF and KI2 forms for the record readers, and
 * anything a user may type (Japanese in its loose forms, western, USI). All
 * forms fill one MoveSpec, and one resolver matches it against the legal
 * moves, so every notation reports "ambiguous" and "illegal" the same way. */
#include "base/utf8.h"
#include "shogi/movegen.h"
#include "shogi/notation_internal.h"
#include "shogi/record_text.h"
#include "shogi/usi.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    Square to;        /* SQ_NONE with same_as_last: "同" */
    bool same_as_last;
    PieceType type;
    int drop;         /* 1 打 / '*', 0 not said */
    Square from;      /* SQ_NONE unless given: "(77)", "G6i-5h" */
    int motion, place; /* WORD_* or WORD_NONE */
    int promote;      /* 1 成 / '+', 0 不成 / '=', -1 not said */
} MoveSpec;

static const struct { const char *name; PieceType type; } jp_pieces[] = {
    { "成香", PRO_LANCE }, { "成桂", PRO_KNIGHT }, { "成銀", PRO_SILVER },
    { "歩", PAWN }, { "香", LANCE }, { "桂", KNIGHT }, { "銀", SILVER }, { "金", GOLD },
    { "角", BISHOP }, { "飛", ROOK }, { "玉", KING }, { "王", KING }, { "と", PRO_PAWN },
    { "馬", HORSE }, { "龍", DRAGON }, { "竜", DRAGON }, { "杏", PRO_LANCE }, { "仝", PRO_LANCE },
    { "圭", PRO_KNIGHT }, { "今", PRO_KNIGHT }, { "全", PRO_SILVER },
};

/* One file or rank digit: ASCII, full-width or kanji; 0 if none. */
static int jp_digit(const char **s, const char *end)
{
    const char *q = *s;
    long cp = utf8_next(&q, end);
    int d = 0;
    if (cp >= '1' && cp <= '9')
        d = (int)(cp - '0');
    else if (cp >= 0xFF11 && cp <= 0xFF19)
        d = (int)(cp - 0xFF10);
    else
        for (int i = 1; i <= 9; i++)
            if (text_starts(*s, end, note_kanji_digit[i]))
                d = i;
    if (d)
        *s = q;
    return d;
}

static bool jp_take(const char **s, const char *end, const char *lit)
{
    if (!text_starts(*s, end, lit))
        return false;
    *s += strlen(lit);
    return true;
}

/* Fills spec from Japanese text; returns false with a message if the text
 * does not have the shape of a move. */
static bool jp_scan(const char **sp, const char *end, MoveSpec *spec, char *err, size_t errlen)
{
    const char *s = text_skip_blanks(*sp, end);
    (void)(jp_take(&s, end, "▲") || jp_take(&s, end, "△") || jp_take(&s, end, "☗") || jp_take(&s, end, "☖"));
    s = text_skip_blanks(s, end);
    *spec = (MoveSpec){ .to = SQ_NONE, .from = SQ_NONE, .promote = -1 };
    if (jp_take(&s, end, "同")) {
        spec->same_as_last = true;
    } else {
        int f = jp_digit(&s, end), r = f ? jp_digit(&s, end) : 0;
        if (!f || !r) {
            snprintf(err, errlen, "expected a square (such as 7六 or 同) at the start of the move");
            return false;
        }
        spec->to = make_square(f, r);
        const char *q = text_skip_blanks(s, end);
        if (jp_take(&q, end, "同")) /* "2四同歩": square and 同 both written */
            s = q;
    }
    s = text_skip_blanks(s, end);
    for (size_t i = 0; i < sizeof jp_pieces / sizeof jp_pieces[0] && !spec->type; i++)
        if (jp_take(&s, end, jp_pieces[i].name))
            spec->type = jp_pieces[i].type;
    if (!spec->type) {
        snprintf(err, errlen, "expected a piece name (歩 香 桂 銀 金 角 飛 玉 と 成香 成桂 成銀 馬 龍)");
        return false;
    }
    for (;;) {
        int w = WORD_NONE;
        for (int k = WORD_UP; k < WORD_NB; k++)
            if (jp_take(&s, end, note_word_kanji[k]))
                w = k;
        if (!w && (jp_take(&s, end, "行") || jp_take(&s, end, "入")))
            w = WORD_UP; /* older spellings of 上 */
        if (w >= WORD_LEFT) spec->place = w;
        else if (w) spec->motion = w;
        else if (jp_take(&s, end, "打")) spec->drop = 1;
        else if (jp_take(&s, end, "不成") || jp_take(&s, end, "生")) spec->promote = 0;
        else if (jp_take(&s, end, "成")) spec->promote = 1;
        else break;
    }
    const char *q = text_skip_blanks(s, end);
    if (jp_take(&q, end, "(")) { /* the origin "(77)"; a KIF time "( 0:12/...)" is not one */
        int f = jp_digit(&q, end), r = f ? jp_digit(&q, end) : 0;
        if (f && r && jp_take(&q, end, ")")) {
            spec->from = make_square(f, r);
            s = q;
        }
    }
    *sp = s;
    return true;
}

static void square_text(Square sq, char *buf, size_t len)
{
    snprintf(buf, len, "%d%s", square_file(sq), note_kanji_digit[square_rank(sq)]);
}

/* Why no legal move fits: the rules' reason when the text names exactly
 * one concrete move, else that no such piece can get there. */
static void explain_no_move(const Position *pos, const MoveSpec *sp, char *err, size_t errlen)
{
    char sq[16];
    square_text(sp->to, sq, sizeof sq);
    Color c = pos_side(pos);
    Move only = MOVE_NONE;
    int pieces = 0;
    if (sp->drop == 1 || sp->from != SQ_NONE) {
        pieces = 1;
        only = sp->drop == 1 ? move_make_drop(sp->type, sp->to) : move_make(sp->from, sp->to, sp->promote == 1);
    } else {
        for (Square s = 0; s < SQ_NB; s++)
            if (pos_piece_on(pos, s) == make_piece(c, sp->type)) {
                pieces++;
                only = move_make(s, sp->to, sp->promote == 1);
            }
        if (pieces == 0 && sp->type <= GOLD && pos_hand(pos, c, sp->type) > 0) {
            pieces = 1;
            only = move_make_drop(sp->type, sp->to);
        }
    }
    if (sp->drop == 1 && (sp->type > GOLD || pos_hand(pos, c, sp->type) == 0)) {
        snprintf(err, errlen, "no %s in hand to drop", notation_piece_kanji(sp->type));
        return;
    }
    const char *why = pieces == 1 ? pos_illegal_reason(pos, only) : NULL;
    if (why)
        snprintf(err, errlen, "%s to %s: %s", notation_piece_kanji(sp->type), sq, why);
    else
        snprintf(err, errlen, "no %s can move to %s", notation_piece_kanji(sp->type), sq);
}

static bool spec_matches(const Position *pos, const MoveSpec *sp, Move m, const Square *src, int nsrc)
{
    if (move_to(m) != sp->to || pos_moved_type(pos, m) != sp->type)
        return false;
    if (move_is_drop(m))
        return sp->from == SQ_NONE && sp->motion == WORD_NONE && sp->place == WORD_NONE;
    if (sp->drop == 1 || (sp->from != SQ_NONE && move_from(m) != sp->from))
        return false;
    Color c = pos_side(pos);
    if (sp->motion && note_motion(c, move_from(m), sp->to) != sp->motion)
        return false;
    if (sp->place && note_place(c, sp->type, move_from(m), sp->to, src, nsrc) != sp->place)
        return false;
    return sp->promote == -1 || move_is_promote(m) == (sp->promote == 1);
}

/* "同": the square the last move went to. False (err filled) if none. */
static bool spec_destination(const Position *pos, MoveSpec *sp, char *err, size_t errlen)
{
    if (!sp->same_as_last)
        return true;
    Move last = pos_last_move(pos);
    if (last == MOVE_NONE) {
        snprintf(err, errlen, "同 (same square) but there is no previous move");
        return false;
    }
    sp->to = move_to(last);
    return true;
}

/* Matches a spec against the legal moves. A drop is meant only when 打 is
 * written or no board piece can get there; an omitted 成/不成 means 不成
 * unless the move must promote (typed input: ambiguous instead). */
static Move resolve(const Position *pos, MoveSpec *sp, bool typed, char *err, size_t errlen)
{
    if (!spec_destination(pos, sp, err, errlen))
        return MOVE_NONE;
    MoveList legal;
    gen_legal(pos, &legal);
    Square src[40];
    int nsrc = note_sources(pos, sp->type, sp->to, src, 40);
    Move found[MAX_MOVES];
    int n = 0, boards = 0, promos = 0;
    for (int i = 0; i < legal.count; i++)
        if (spec_matches(pos, sp, legal.moves[i], src, nsrc)) {
            found[n++] = legal.moves[i];
            boards += !move_is_drop(legal.moves[i]);
            promos += move_is_promote(legal.moves[i]);
        }
    int kept = 0;
    for (int i = 0; i < n; i++) {
        Move m = found[i];
        if (boards > 0 && move_is_drop(m))
            continue; /* 打 omitted: the board piece moves */
        if (sp->promote == -1 && !typed && promos < n && move_is_promote(m))
            continue;
        found[kept++] = m;
    }
    if (kept == 1)
        return found[0];
    if (kept == 0) {
        explain_no_move(pos, sp, err, errlen);
        return MOVE_NONE;
    }
    if (sp->promote == -1 && kept == 2 && move_from(found[0]) == move_from(found[1])) {
        snprintf(err, errlen, "say 成 or 不成 (+ or =): promotion is optional here");
        return MOVE_NONE;
    }
    char sq[16], list[96] = "";
    square_text(sp->to, sq, sizeof sq);
    for (int i = 0; i < kept && strlen(list) + 8 < sizeof list; i++) {
        bool seen = move_is_drop(found[i]);
        for (int k = 0; k < i; k++)
            seen |= move_from(found[k]) == move_from(found[i]);
        if (seen)
            continue;
        char from[16];
        square_text(move_from(found[i]), from, sizeof from);
        strcat(list, list[0] ? ", " : "");
        strcat(list, from);
    }
    snprintf(err, errlen, "ambiguous: %s from %s can move to %s (add 右 左 直 上 引 寄 or the origin)",
             notation_piece_kanji(sp->type), list, sq);
    return MOVE_NONE;
}

Move note_parse_jp(const Position *pos, const char *s, const char *end, bool typed, const char **stop,
                   char *err, size_t errlen)
{
    MoveSpec sp;
    if (!jp_scan(&s, end, &sp, err, errlen))
        return MOVE_NONE;
    if (stop)
        *stop = s;
    return resolve(pos, &sp, typed, err, errlen);
}

/* ---- Fouls ----------------------------------------------------------------
 * Game servers let a player make a move the rules forbid, record it as the
 * game's last and score it as a loss: the record readers need that move to
 * tell such a foul from a broken record. */

/* Can the pieces make m at all: the mover's piece reaches the square (or a
 * piece in hand drops on an empty one), no own piece is taken, and a
 * promotion starts or ends in the zone? */
static bool pieces_can_make(const Position *pos, Move m)
{
    Color us = pos_side(pos);
    Square from = move_from(m), to = move_to(m);
    if (move_is_drop(m)) {
        PieceType t = move_drop_type(m);
        bool in_hand = (int)t >= HAND_TYPE_FIRST && (int)t <= HAND_TYPE_LAST && pos_hand(pos, us, t) > 0;
        return in_hand && !move_is_promote(m) && pos_piece_on(pos, to) == NO_PIECE;
    }
    Piece pc = pos_piece_on(pos, from), there = pos_piece_on(pos, to);
    if (pc == NO_PIECE || piece_color(pc) != us || (there != NO_PIECE && piece_color(there) == us))
        return false;
    PieceType t = piece_type(pc);
    return bb_test(attacks_piece(us, t, from, pos->occupied), to) &&
           (!move_is_promote(m) || move_may_promote(us, t, from, to));
}

bool note_is_foul(const Position *pos, Move m)
{
    if (m == MOVE_NONE || move_to(m) >= SQ_NB || move_from(m) >= SQ_NB + HAND_TYPE_NB - 1)
        return false;
    return pieces_can_make(pos, m) && pos_illegal_reason(pos, m) != NULL;
}

/* What a spec could mean if the rules allowed whatever the pieces can do:
 * the board moves of its piece type (不成 unless 成 is written) that fit
 * its origin and motion word, else its drop. Returns the count. */
static int foul_candidates(const Position *pos, const MoveSpec *sp, Move out[], int max)
{
    Color c = pos_side(pos);
    int n = 0;
    for (Square from = 0; from < SQ_NB && sp->drop != 1; from++) {
        Move m = move_make(from, sp->to, sp->promote == 1);
        if (pos_piece_on(pos, from) != make_piece(c, sp->type) || !pieces_can_make(pos, m) ||
            (sp->from != SQ_NONE && from != sp->from) || (sp->motion && note_motion(c, from, sp->to) != sp->motion))
            continue;
        if (n < max)
            out[n] = m;
        n++;
    }
    Move drop = move_make_drop(sp->type, sp->to);
    if (n == 0 && sp->from == SQ_NONE && sp->type <= GOLD && pieces_can_make(pos, drop))
        out[n++] = drop;
    return n;
}

Move note_parse_jp_foul(const Position *pos, const char *s, const char *end, const char **stop)
{
    MoveSpec sp;
    char err[160];
    Move found[4];
    if (!jp_scan(&s, end, &sp, err, sizeof err) || !spec_destination(pos, &sp, err, sizeof err))
        return MOVE_NONE;
    /* one candidate, and not a legal one: several, or a legal one, make the
     * text ambiguous rather than a foul */
    if (foul_candidates(pos, &sp, found, 4) != 1 || pos_is_legal(pos, found[0]))
        return MOVE_NONE;
    *stop = s;
    return found[0];
}

Move notation_parse_japanese(const Position *pos, const char *text, char *err, size_t errlen)
{
    const char *end = text + strlen(text), *stop;
    Move m = note_parse_jp(pos, text, end, false, &stop, err, errlen);
    if (m != MOVE_NONE && text_skip_blanks(stop, end) != end) {
        snprintf(err, errlen, "unexpected text after the move: '%s'", stop);
        return MOVE_NONE;
    }
    return m;
}

/* A square in western or USI form: "7f" or "76". */
static bool west_square(const char **s, Square *sq)
{
    const char *p = *s;
    if (p[0] < '1' || p[0] > '9')
        return false;
    int r = p[1] >= 'a' && p[1] <= 'i' ? p[1] - 'a' + 1 : p[1] >= '1' && p[1] <= '9' ? p[1] - '0' : 0;
    if (!r)
        return false;
    *sq = make_square(p[0] - '0', r);
    *s = p + 2;
    return true;
}

/* "P-7f", "Sx4d+", "S*5e", "+R-2b", "P-2c=", "G6i-5h": false if not this shape. */
static bool west_scan(const char *s, MoveSpec *sp)
{
    static const char letters[] = "PLNSBRGK";
    *sp = (MoveSpec){ .to = SQ_NONE, .from = SQ_NONE, .promote = -1 };
    bool promoted = *s == '+';
    s += promoted;
    const char *l = *s ? strchr(letters, toupper((unsigned char)*s)) : NULL;
    if (!l)
        return false;
    sp->type = (PieceType)(PAWN + (l - letters));
    if (promoted) {
        if (!type_can_promote(sp->type))
            return false;
        sp->type = type_promote(sp->type);
    }
    s++;
    Square a, b;
    if (!west_square(&s, &a)) {
        a = SQ_NONE;
    }
    if (*s == '-' || *s == 'x' || *s == '*') {
        sp->drop = *s == '*';
        s++;
    }
    if (west_square(&s, &b)) {
        sp->from = a;
        sp->to = b;
    } else if (a != SQ_NONE) {
        sp->to = a;
    } else {
        return false;
    }
    if (*s == '+' || *s == '=')
        sp->promote = *s++ == '+';
    return *s == '\0';
}

static bool usi_shaped(const char *s)
{
    size_t n = strlen(s);
    if (n >= 4 && s[1] == '*')
        return n == 4 && strchr("PLNSGBR", s[0]);
    return (n == 4 || (n == 5 && s[4] == '+')) && s[0] >= '1' && s[0] <= '9' && s[1] >= 'a' && s[1] <= 'i' &&
           s[2] >= '1' && s[2] <= '9' && s[3] >= 'a' && s[3] <= 'i';
}

Move notation_parse_any(const Position *pos, const char *text, char *err, size_t errlen)
{
    char buf[128];
    const char *end = text + strlen(text);
    char *t = text_trimmed(text, end);
    snprintf(buf, sizeof buf, "%s", t ? t : "");
    free(t);
    if (!buf[0]) {
        snprintf(err, errlen, "empty move");
        return MOVE_NONE;
    }
    if (usi_shaped(buf)) {
        Move m = move_from_usi(pos, buf);
        const char *why = m == MOVE_NONE ? "no such piece there (or in hand)" : pos_illegal_reason(pos, m);
        if (!why)
            return m;
        snprintf(err, errlen, "%s: %s", buf, why);
        return MOVE_NONE;
    }
    MoveSpec sp;
    if (west_scan(buf, &sp))
        return resolve(pos, &sp, true, err, errlen);
    const char *stop;
    Move m = note_parse_jp(pos, buf, buf + strlen(buf), true, &stop, err, errlen);
    if (m != MOVE_NONE && *text_skip_blanks(stop, buf + strlen(buf)))
        snprintf(err, errlen, "unexpected text after the move: '%s'", stop);
    else if (m != MOVE_NONE)
        return m;
    return MOVE_NONE;
}
