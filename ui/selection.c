/* Piece-then-square move selection (see selection.h). */
#include "ui/selection.h"

#include <string.h>

void sel_clear(Selection *s)
{
    memset(s, 0, sizeof *s);
    s->from = SQ_NONE;
}

static SelResult result(SelOutcome o) { return (SelResult){ .outcome = o }; }

static SelResult refused_text(UiTextId id)
{
    SelResult r = result(SEL_REFUSED);
    r.text = id;
    return r;
}

/* Fills dest from the legal moves that start from `from` (or drop `drop`);
 * returns how many destinations there are. */
static int collect_dests(Selection *s, const Position *pos)
{
    MoveList list;
    gen_legal(pos, &list);
    memset(s->dest, 0, sizeof s->dest);
    int n = 0;
    for (int i = 0; i < list.count; i++) {
        Move m = list.moves[i];
        bool mine = s->drop ? (move_is_drop(m) && move_drop_type(m) == s->drop)
                            : (!move_is_drop(m) && move_from(m) == s->from);
        if (mine && !s->dest[move_to(m)]) {
            s->dest[move_to(m)] = true;
            n++;
        }
    }
    return n;
}

static SelResult pick_board(Selection *s, const Position *pos, Square sq)
{
    Piece p = pos_piece_on(pos, sq);
    if (p == NO_PIECE)
        return refused_text(TXT_EMPTY_SQUARE);
    if (piece_color(p) != pos_side(pos))
        return refused_text(TXT_NOT_YOUR_PIECE);
    sel_clear(s);
    s->from = sq;
    if (collect_dests(s, pos) == 0) {
        sel_clear(s);
        return refused_text(TXT_NO_MOVES_FOR_PIECE);
    }
    s->active = true;
    return result(SEL_PICKED);
}

SelResult sel_hand(Selection *s, const Position *pos, PieceType t)
{
    if ((int)t < (int)HAND_TYPE_FIRST || (int)t > (int)HAND_TYPE_LAST || pos_hand(pos, pos_side(pos), t) == 0)
        return refused_text(TXT_NONE_IN_HAND);
    sel_clear(s);
    s->drop = t;
    if (collect_dests(s, pos) == 0) {
        sel_clear(s);
        return refused_text(TXT_NO_MOVES_FOR_PIECE);
    }
    s->active = true;
    return result(SEL_PICKED);
}

/* The picked piece goes to a destination it can legally reach: one move,
 * or a question when both promoting and not promoting are legal. */
static SelResult to_dest(Selection *s, const Position *pos, Square to)
{
    Move plain = s->drop ? move_make_drop(s->drop, to) : move_make(s->from, to, false);
    Move promo = s->drop ? MOVE_NONE : move_make(s->from, to, true);
    bool plain_ok = pos_is_legal(pos, plain);
    bool promo_ok = promo != MOVE_NONE && pos_is_legal(pos, promo);
    if (plain_ok && promo_ok) {
        s->asking = true;
        s->promote = promo;
        s->stay = plain;
        return result(SEL_ASK_PROMOTION);
    }
    SelResult r = result(SEL_MOVE);
    r.move = plain_ok ? plain : promo;
    sel_clear(s);
    return r;
}

SelResult sel_square(Selection *s, const Position *pos, Square sq)
{
    if (sq < 0 || sq >= SQ_NB)
        return result(SEL_NOTHING);
    if (s->asking)
        return result(SEL_NOTHING);
    if (!s->active)
        return pick_board(s, pos, sq);
    if (!s->drop && sq == s->from) {
        sel_clear(s);
        return result(SEL_CANCELLED);
    }
    if (s->dest[sq])
        return to_dest(s, pos, sq);
    Piece p = pos_piece_on(pos, sq);
    if (p != NO_PIECE && piece_color(p) == pos_side(pos))
        return pick_board(s, pos, sq);
    Move m = s->drop ? move_make_drop(s->drop, sq) : move_make(s->from, sq, false);
    SelResult r = refused_text(TXT_CANNOT_GO_THERE);
    r.reason = pos_illegal_reason(pos, m);
    return r;
}

void sel_ask_promotion(Selection *s, Move stay, Move promote)
{
    sel_clear(s);
    s->active = true;
    s->from = move_from(stay);
    s->drop = NO_PIECE_TYPE;
    s->dest[move_to(stay)] = true;
    s->asking = true;
    s->stay = stay;
    s->promote = promote;
}

SelResult sel_answer_promotion(Selection *s, bool promote)
{
    if (!s->asking)
        return result(SEL_NOTHING);
    SelResult r = result(SEL_MOVE);
    r.move = promote ? s->promote : s->stay;
    sel_clear(s);
    return r;
}
