/* Single-move questions: is this move legal (and if not, why, in words the
 * UI can show), does it give check, is the side to move mated. */
#include "shogi/movegen.h"

static const char *const nifu_reason[10] = {
    "", "nifu: a pawn is already on file 1", "nifu: a pawn is already on file 2",
    "nifu: a pawn is already on file 3", "nifu: a pawn is already on file 4",
    "nifu: a pawn is already on file 5", "nifu: a pawn is already on file 6",
    "nifu: a pawn is already on file 7", "nifu: a pawn is already on file 8",
    "nifu: a pawn is already on file 9",
};

static const char *dead_piece_reason(PieceType t)
{
    if (t == PAWN)
        return "a pawn there could never move again";
    if (t == LANCE)
        return "a lance there could never move again";
    return "a knight there could never move again";
}

static const char *const LEAVES_CHECK = "that move leaves your king in check";

/* Does a non-king move from `from` (NONE for a drop) to `to` leave the
 * mover's king attacked? */
static bool exposes_king(const Position *pos, Square from, Square to)
{
    Color us = pos->side;
    Square ksq = pos->king_sq[us];
    if (ksq == SQ_NONE)
        return false;
    Bitboard checkers = pos_checkers(pos);
    if (checkers) {
        if (bb_many(checkers))
            return true;
        Square checker = bb_lsb(checkers);
        if (to != checker && !bb_test(bb_between(ksq, checker), to))
            return true;
    }
    return from != SQ_NONE && bb_test(pos_pinned(pos, us), from) && !bb_test(bb_line(ksq, from), to);
}

static const char *drop_reason(const Position *pos, Move m)
{
    Color us = pos->side;
    PieceType t = move_drop_type(m);
    Square to = move_to(m);
    if ((int)t < HAND_TYPE_FIRST || (int)t > HAND_TYPE_LAST || !pos->hand[us][t])
        return "no such piece in hand";
    if (move_is_promote(m))
        return "a dropped piece cannot promote";
    if (pos->board[to])
        return "that square is occupied";
    if (move_must_promote(us, t, to))
        return dead_piece_reason(t);
    if (t == PAWN && (pos_pieces(pos, us, PAWN) & bb_file(square_file(to))))
        return nifu_reason[square_file(to)];
    if (exposes_king(pos, SQ_NONE, to))
        return LEAVES_CHECK;
    Color them = color_flip(us);
    if (t == PAWN && pos_has_king(pos, them) && bb_test(attacks_step(us, PAWN, to), pos->king_sq[them])
        && pos_pawn_drop_mates(pos, to))
        return "pawn-drop mate (uchifuzume) is not allowed";
    return NULL;
}

static const char *board_move_reason(const Position *pos, Move m)
{
    Color us = pos->side;
    Square from = move_from(m), to = move_to(m);
    Piece pc = pos->board[from];
    if (!pc)
        return "there is no piece on that square";
    if (piece_color(pc) != us)
        return "not your piece";
    if (pos->board[to] && piece_color(pos->board[to]) == us)
        return "you cannot capture your own piece";
    PieceType t = piece_type(pc);
    if (!bb_test(attacks_piece(us, t, from, pos->occupied), to))
        return "that piece cannot move there";
    if (move_is_promote(m)) {
        if (!type_can_promote(t))
            return "cannot promote: that piece does not promote";
        if (!move_may_promote(us, t, from, to))
            return "cannot promote: the move neither starts nor ends in the promotion zone";
    } else if (move_must_promote(us, t, to)) {
        return t == KNIGHT ? "must promote: a knight there could never move again"
             : t == LANCE ? "must promote: a lance there could never move again"
                          : "must promote: a pawn there could never move again";
    }
    if (t == KING) {
        Bitboard occ = pos->occupied ^ bb_square(from);
        return pos_attackers_to(pos, color_flip(us), to, occ) ? LEAVES_CHECK : NULL;
    }
    return exposes_king(pos, from, to) ? LEAVES_CHECK : NULL;
}

const char *pos_illegal_reason(const Position *pos, Move m)
{
    if (m == MOVE_NONE || move_to(m) >= SQ_NB || move_from(m) >= SQ_NB + HAND_TYPE_NB - 1)
        return "not a move";
    return move_is_drop(m) ? drop_reason(pos, m) : board_move_reason(pos, m);
}

bool pos_gives_check(const Position *pos, Move m)
{
    Color us = pos->side, them = color_flip(us);
    if (!pos_has_king(pos, them))
        return false;
    Square ksq = pos->king_sq[them], to = move_to(m);
    if (move_is_drop(m))
        return bb_test(attacks_piece(us, move_drop_type(m), to, pos->occupied), ksq);
    Square from = move_from(m);
    PieceType t = piece_type(pos->board[from]);
    if (move_is_promote(m))
        t = type_promote(t);
    Bitboard occ = (pos->occupied ^ bb_square(from)) | bb_square(to);
    if (bb_test(attacks_piece(us, t, to, occ), ksq))
        return true;
    /* A discovered check: a slider of ours behind `from` now sees the king. */
    const Bitboard *bt = pos->by_type;
    Bitboard ours = pos->by_color[us] & ~bb_square(from);
    return (attacks_rook(ksq, occ) & (bt[ROOK] | bt[DRAGON]) & ours)
        || (attacks_bishop(ksq, occ) & (bt[BISHOP] | bt[HORSE]) & ours)
        || (attacks_lance(them, ksq, occ) & bt[LANCE] & ours);
}

bool pos_is_mated(const Position *pos)
{
    MoveList list;
    gen_legal(pos, &list);
    return list.count == 0;
}
