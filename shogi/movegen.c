/* Fully legal move generation. Board moves are generated against a
 * destination mask (any non-own square, or when in check the checker and
 * the squares between it and the king); pinned pieces stay on their pin
 * line; king moves are tested against the attacks with the king lifted
 * off the board; pawn drops that would mate are removed. */
#include "movegen.h"

/* The bound check costs little and keeps positions with more material than
 * a set (accepted for test positions, see pos_set_sfen) memory-safe: with
 * a standard set no position has more than 593 moves. */
static inline void add(MoveList *list, Move m)
{
    if (list->count < MAX_MOVES)
        list->moves[list->count++] = m;
}

/* Adds the moves of one piece to the squares in `dest`, with and without
 * promotion as the rules allow and the stage asks for. */
static void add_piece_moves(const Position *pos, MoveList *list, GenType type,
                            PieceType t, Square from, Bitboard dest)
{
    Color us = pos->side;
    bool can_promote = type_can_promote(t);
    bool from_zone = bb_test(bb_zone[us], from);
    while (dest) {
        Square to = bb_pop(&dest);
        bool capture = pos->board[to] != NO_PIECE;
        if (can_promote && (from_zone || bb_test(bb_zone[us], to))) {
            if (type != GEN_QUIET)
                add(list, move_make(from, to, true));
            if (move_must_promote(us, t, to))
                continue;
        }
        if (type == GEN_ALL || (type == GEN_NOISY) == capture)
            add(list, move_make(from, to, false));
    }
}

static void gen_board_moves(const Position *pos, MoveList *list, GenType type,
                            Bitboard target, Bitboard pinned)
{
    Color us = pos->side;
    Square ksq = pos->king_sq[us];
    Bitboard occ = pos->occupied;
    Bitboard pieces = pos->by_color[us] & ~pos->by_type[KING];
    while (pieces) {
        Square from = bb_pop(&pieces);
        PieceType t = piece_type(pos->board[from]);
        Bitboard dest = attacks_piece(us, t, from, occ) & target;
        if (bb_test(pinned, from))
            dest &= bb_line(ksq, from);
        if (dest)
            add_piece_moves(pos, list, type, t, from, dest);
    }
}

static void gen_king_moves(const Position *pos, MoveList *list, GenType type)
{
    Color us = pos->side, them = color_flip(us);
    Square ksq = pos->king_sq[us];
    Bitboard dest = attacks_step(us, KING, ksq) & ~pos->by_color[us];
    if (type == GEN_NOISY)
        dest &= pos->by_color[them];
    else if (type == GEN_QUIET)
        dest &= ~pos->occupied;
    Bitboard occ = pos->occupied ^ bb_square(ksq);
    while (dest) {
        Square to = bb_pop(&dest);
        if (!pos_attackers_to(pos, them, to, occ))
            add(list, move_make(ksq, to, false));
    }
}

bool pos_pawn_drop_mates(const Position *pos, Square to)
{
    Color us = pos->side, them = color_flip(us);
    Square ksq = pos->king_sq[them];
    Bitboard occ = pos->occupied | bb_square(to);
    const Bitboard *bt = pos->by_type;
    Bitboard our_rooks = (bt[ROOK] | bt[DRAGON]) & pos->by_color[us];
    Bitboard our_bishops = (bt[BISHOP] | bt[HORSE]) & pos->by_color[us];
    Bitboard our_lances = bt[LANCE] & pos->by_color[us];

    /* Can another enemy piece take the pawn without exposing its king? */
    Bitboard takers = pos_attackers_to(pos, them, to, occ) & ~bb_square(ksq);
    while (takers) {
        Bitboard after = occ ^ bb_square(bb_pop(&takers));
        if (!(attacks_rook(ksq, after) & our_rooks) && !(attacks_bishop(ksq, after) & our_bishops)
            && !(attacks_lance(them, ksq, after) & our_lances))
            return false;
    }
    /* Can the king step to a safe square, the pawn's included? */
    Bitboard escapes = attacks_step(them, KING, ksq) & ~pos->by_color[them];
    Bitboard occ_no_king = occ ^ bb_square(ksq);
    while (escapes)
        if (!pos_attackers_to(pos, us, bb_pop(&escapes), occ_no_king))
            return false;
    return true;
}

/* Files holding an unpromoted pawn of colour c. */
static Bitboard pawn_files(const Position *pos, Color c)
{
    Bitboard pawns = pos_pieces(pos, c, PAWN), files = 0;
    while (pawns)
        files |= bb_file(square_file(bb_pop(&pawns)));
    return files;
}

static void gen_drops(const Position *pos, MoveList *list, Bitboard target)
{
    Color us = pos->side, them = color_flip(us);
    const uint8_t *hand = pos->hand[us];
    if (hand[PAWN]) {
        Bitboard dest = target & ~bb_last_rank[us] & ~pawn_files(pos, us);
        if (pos_has_king(pos, them)) {
            /* A pawn drop checks only from the square in front of the king. */
            Bitboard front = attacks_step(them, PAWN, pos->king_sq[them]) & dest;
            if (front && pos_pawn_drop_mates(pos, bb_lsb(front)))
                dest ^= front;
        }
        while (dest)
            add(list, move_make_drop(PAWN, bb_pop(&dest)));
    }
    if (hand[LANCE]) {
        Bitboard dest = target & ~bb_last_rank[us];
        while (dest)
            add(list, move_make_drop(LANCE, bb_pop(&dest)));
    }
    if (hand[KNIGHT]) {
        Bitboard dest = target & ~bb_last_two[us];
        while (dest)
            add(list, move_make_drop(KNIGHT, bb_pop(&dest)));
    }
    PieceType others[4];
    int n = 0;
    static const PieceType free_types[] = { SILVER, GOLD, BISHOP, ROOK };
    for (int i = 0; i < 4; i++)
        if (hand[free_types[i]])
            others[n++] = free_types[i];
    if (!n)
        return;
    while (target) {
        Square to = bb_pop(&target);
        for (int i = 0; i < n; i++)
            add(list, move_make_drop(others[i], to));
    }
}

void gen_moves(const Position *pos, MoveList *list, GenType type)
{
    Color us = pos->side;
    Square ksq = pos->king_sq[us];
    Bitboard checkers = pos_checkers(pos);
    list->count = 0;
    if (ksq != SQ_NONE) {
        gen_king_moves(pos, list, type);
        if (bb_many(checkers))
            return;
    }
    Bitboard target = BB_ALL & ~pos->by_color[us];
    Bitboard drop_target = BB_ALL & ~pos->occupied;
    if (checkers) {
        Square checker = bb_lsb(checkers);
        Bitboard between = bb_between(ksq, checker);
        target &= between | checkers;
        drop_target &= between;
    }
    gen_board_moves(pos, list, type, target, pos_pinned(pos, us));
    if (type != GEN_NOISY && drop_target)
        gen_drops(pos, list, drop_target);
}

void gen_legal(const Position *pos, MoveList *list) { gen_moves(pos, list, GEN_ALL); }
void gen_legal_noisy(const Position *pos, MoveList *list) { gen_moves(pos, list, GEN_NOISY); }
void gen_legal_quiet(const Position *pos, MoveList *list) { gen_moves(pos, list, GEN_QUIET); }
