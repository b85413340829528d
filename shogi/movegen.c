/* Fully legal move generation. Board moves are generated against a
 * destination mask (any non-own square, or when in check the checker and
 * the squares between it and the king); pinned pieces stay on their pin
 * line; king moves are tested against the attacks with the king lifted
 * off the board; pawn drops that would mate are removed. */
#include "shogi/movegen.h"

/* Moves are written through a cursor held in a register; the bound check
 * against `end` keeps positions with more material than a set (accepted
 * for test positions, see pos_set_sfen) memory-safe: with a standard set no
 * position has more than 593 moves, so the check never bites. */
typedef struct {
    Move *cur;
    Move *end;
} Out;

static inline void add(Out *out, Move m)
{
    if (out->cur < out->end)
        *out->cur++ = m;
}

/* Adds the moves of one piece to the squares in `dest`, with and without
 * promotion as the rules allow and the stage asks for. */
/* Adds the moves of one piece to the squares in `dest`, with and without
 * promotion as the rules allow and the stage asks for. Inlined with a
 * constant type so each piece type gets its own straight-line loop. */
static inline __attribute__((always_inline)) void
add_piece_moves(const Position *pos, Out *out, GenType type, PieceType t, Square from, Bitboard dest)
{
    Color us = pos->side;
    if (!type_can_promote(t)) {
        if (type == GEN_NOISY)
            dest &= pos->occupied;
        else if (type == GEN_QUIET)
            dest &= ~pos->occupied;
        while (dest)
            add(out, move_make(from, bb_pop(&dest), false));
        return;
    }
    bool from_zone = bb_test(bb_zone[us], from);
    while (dest) {
        Square to = bb_pop(&dest);
        bool capture = pos->board[to] != NO_PIECE;
        if (from_zone || bb_test(bb_zone[us], to)) {
            if (type != GEN_QUIET)
                add(out, move_make(from, to, true));
            if (move_must_promote(us, t, to))
                continue;
        }
        if (type == GEN_ALL || (type == GEN_NOISY) == capture)
            add(out, move_make(from, to, false));
    }
}

/* All moves of the pieces in `pieces`, all of type t (or moving like it). */
static inline __attribute__((always_inline)) void
gen_type_moves(const Position *pos, Out *out, GenType type, PieceType t, Bitboard pieces,
               Bitboard target, Bitboard pinned)
{
    Color us = pos->side;
    Square ksq = pos->king_sq[us];
    while (pieces) {
        Square from = bb_pop(&pieces);
        Bitboard dest = attacks_piece(us, t, from, pos->occupied) & target;
        if (bb_test(pinned, from))
            dest &= bb_line(ksq, from);
        add_piece_moves(pos, out, type, t, from, dest);
    }
}

/* Pawns that are not pinned move all at once: one shift of the set. */
static void gen_pawn_moves(const Position *pos, Out *out, GenType type, Bitboard target, Bitboard pinned)
{
    Color us = pos->side;
    Bitboard pawns = pos_pieces(pos, us, PAWN);
    gen_type_moves(pos, out, type, PAWN, pawns & pinned, target, pinned);
    pawns &= ~pinned;
    Bitboard dest = (us == BLACK ? pawns >> 1 : pawns << 1) & target;
    int back = us == BLACK ? 1 : -1;
    while (dest) {
        Square to = bb_pop(&dest);
        Square from = to + back;
        if (bb_test(bb_zone[us], to)) {
            if (type != GEN_QUIET)
                add(out, move_make(from, to, true));
            if (bb_test(bb_last_rank[us], to))
                continue;
        }
        bool capture = pos->board[to] != NO_PIECE;
        if (type == GEN_ALL || (type == GEN_NOISY) == capture)
            add(out, move_make(from, to, false));
    }
}

static void gen_board_moves(const Position *pos, Out *out, GenType type,
                            Bitboard target, Bitboard pinned)
{
    Color us = pos->side;
    const Bitboard *bt = pos->by_type;
    Bitboard own = pos->by_color[us];
    gen_pawn_moves(pos, out, type, target, pinned);
    gen_type_moves(pos, out, type, LANCE, bt[LANCE] & own, target, pinned);
    gen_type_moves(pos, out, type, KNIGHT, bt[KNIGHT] & own, target, pinned);
    gen_type_moves(pos, out, type, SILVER, bt[SILVER] & own, target, pinned);
    Bitboard golds = (bt[GOLD] | bt[PRO_PAWN] | bt[PRO_LANCE] | bt[PRO_KNIGHT] | bt[PRO_SILVER]) & own;
    gen_type_moves(pos, out, type, GOLD, golds, target, pinned);
    gen_type_moves(pos, out, type, BISHOP, bt[BISHOP] & own, target, pinned);
    gen_type_moves(pos, out, type, ROOK, bt[ROOK] & own, target, pinned);
    gen_type_moves(pos, out, type, HORSE, bt[HORSE] & own, target, pinned);
    gen_type_moves(pos, out, type, DRAGON, bt[DRAGON] & own, target, pinned);
}

static void gen_king_moves(const Position *pos, Out *out, GenType type)
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
        if (!pos_attacked(pos, them, to, occ))
            add(out, move_make(ksq, to, false));
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
        if (!pos_attacked(pos, us, bb_pop(&escapes), occ_no_king))
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

/* Drops on `target`; with `only`, each type only on only[type] (the
 * squares from which it would give check). */
static void gen_drops(const Position *pos, Out *out, Bitboard target, const Bitboard *only)
{
    Color us = pos->side, them = color_flip(us);
    const uint8_t *hand = pos->hand[us];
    if (hand[PAWN]) {
        Bitboard dest = target & ~bb_last_rank[us] & ~pawn_files(pos, us) & (only ? only[PAWN] : BB_ALL);
        if (pos_has_king(pos, them)) {
            /* A pawn drop checks only from the square in front of the king. */
            Bitboard front = attacks_step(them, PAWN, pos->king_sq[them]) & dest;
            if (front && pos_pawn_drop_mates(pos, bb_lsb(front)))
                dest ^= front;
        }
        while (dest)
            add(out, move_make_drop(PAWN, bb_pop(&dest)));
    }
    if (hand[LANCE]) {
        Bitboard dest = target & ~bb_last_rank[us] & (only ? only[LANCE] : BB_ALL);
        while (dest)
            add(out, move_make_drop(LANCE, bb_pop(&dest)));
    }
    if (hand[KNIGHT]) {
        Bitboard dest = target & ~bb_last_two[us] & (only ? only[KNIGHT] : BB_ALL);
        while (dest)
            add(out, move_make_drop(KNIGHT, bb_pop(&dest)));
    }
    static const PieceType free_types[] = { SILVER, GOLD, BISHOP, ROOK };
    if (only) {
        for (int i = 0; i < 4; i++) {
            Bitboard dest = hand[free_types[i]] ? target & only[free_types[i]] : 0;
            while (dest)
                add(out, move_make_drop(free_types[i], bb_pop(&dest)));
        }
        return;
    }
    Move base[4]; /* drop moves to square 0: OR in the destination */
    int n = 0;
    for (int i = 0; i < 4; i++)
        if (hand[free_types[i]])
            base[n++] = move_make_drop(free_types[i], 0);
    if (!n)
        return;
    while (target) {
        Square to = bb_pop(&target);
        for (int i = 0; i < n; i++)
            add(out, (Move)(base[i] | to));
    }
}

/* Our pieces that alone stand between one of our sliders and the enemy
 * king: moving one off that line gives a discovered check. */
static Bitboard discoverers(const Position *pos, Square ksq)
{
    Color us = pos->side, them = color_flip(us);
    const Bitboard *bt = pos->by_type;
    Bitboard snipers = ((attack_rook_empty[ksq] & (bt[ROOK] | bt[DRAGON]))
                      | (attack_bishop_empty[ksq] & (bt[BISHOP] | bt[HORSE]))
                      | (attack_forward_ray[them][ksq] & bt[LANCE]))
                     & pos->by_color[us];
    Bitboard found = 0;
    while (snipers) {
        Bitboard b = bb_between(ksq, bb_pop(&snipers)) & pos->occupied;
        if (b && !bb_many(b))
            found |= b & pos->by_color[us];
    }
    return found;
}

/* Checking moves: all legal board moves filtered by the check squares of
 * each (final) piece type and by discovered checks; drops only on check
 * squares. A piece of ours of type t on sq attacks the enemy king exactly
 * when an enemy piece of type t on the king's square attacks sq. */
static void generate_checks(const Position *pos, Out *out)
{
    Color us = pos->side, them = color_flip(us);
    if (!pos_has_king(pos, them))
        return;
    Square ksq = pos->king_sq[them];
    Bitboard chk[PIECE_TYPE_NB] = { 0 };
    for (int t = PAWN; t < PIECE_TYPE_NB; t++)
        if (t != KING)
            chk[t] = attacks_piece(them, (PieceType)t, ksq, pos->occupied);
    Bitboard disc = discoverers(pos, ksq);
    Square own_ksq = pos->king_sq[us];
    Bitboard checkers = pos_checkers(pos);
    Move *first = out->cur;
    if (own_ksq != SQ_NONE)
        gen_king_moves(pos, out, GEN_ALL);
    Move *board_end = out->cur;
    if (own_ksq == SQ_NONE || !bb_many(checkers)) {
        Bitboard target = BB_ALL & ~pos->by_color[us];
        Bitboard drop_target = BB_ALL & ~pos->occupied;
        if (checkers) {
            Bitboard between = bb_between(own_ksq, bb_lsb(checkers));
            target &= between | checkers;
            drop_target &= between;
        }
        gen_board_moves(pos, out, GEN_ALL, target, pos_pinned(pos, us));
        board_end = out->cur;
        if (drop_target)
            gen_drops(pos, out, drop_target, chk);
    }
    /* Keep the checking board moves, then slide the drops (all checks)
     * down after them. */
    Move *end = out->cur, *keep = first;
    for (Move *m = first; m < board_end; m++) {
        Square from = move_from(*m), to = move_to(*m);
        PieceType t = piece_type(pos->board[from]);
        if (move_is_promote(*m))
            t = type_promote(t);
        if (bb_test(chk[t], to) || (bb_test(disc, from) && !bb_test(bb_line(ksq, from), to)))
            *keep++ = *m;
    }
    for (Move *m = board_end; m < end; m++)
        *keep++ = *m;
    out->cur = keep;
}

static void generate(const Position *pos, Out *out, GenType type)
{
    if (type == GEN_CHECKS) {
        generate_checks(pos, out);
        return;
    }
    Color us = pos->side;
    Square ksq = pos->king_sq[us];
    Bitboard checkers = pos_checkers(pos);
    if (ksq != SQ_NONE) {
        gen_king_moves(pos, out, type);
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
    gen_board_moves(pos, out, type, target, pos_pinned(pos, us));
    if (type != GEN_NOISY && drop_target)
        gen_drops(pos, out, drop_target, NULL);
}

void gen_moves(const Position *pos, MoveList *list, GenType type)
{
    Out out = { list->moves, list->moves + MAX_MOVES };
    generate(pos, &out, type);
    list->count = (int)(out.cur - list->moves);
}

void gen_legal(const Position *pos, MoveList *list) { gen_moves(pos, list, GEN_ALL); }
void gen_legal_noisy(const Position *pos, MoveList *list) { gen_moves(pos, list, GEN_NOISY); }
void gen_legal_quiet(const Position *pos, MoveList *list) { gen_moves(pos, list, GEN_QUIET); }
void gen_legal_checks(const Position *pos, MoveList *list) { gen_moves(pos, list, GEN_CHECKS); }
