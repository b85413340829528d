/* Position state: placing pieces, make/unmake, null moves, keys, checkers
 * and pins. SFEN set-up lives in sfen.c, move generation in movegen.c. */
#include "shogi/position.h"

#include <string.h>

#include "base/assert.h"
#include "shogi/zobrist.h"

/* Checking a whole position recomputes all of it, so make and unmake do it
 * on one position in POS_CHECK_SAMPLE, chosen by key (the same positions in
 * every run): a bug in make/unmake spoils many positions, and the ASan
 * build keeps its speed. Cheap checks of the move itself run every time. */
enum { POS_CHECK_SAMPLE = 16 };
#define ASSERT_SAMPLE_CONSISTENT(pos) \
    KIRYOKU_ASSERT((pos_key(pos) & (POS_CHECK_SAMPLE - 1)) != 0 || pos_consistent_or_say(pos))

void pos_put_piece(Position *pos, Square sq, Piece pc)
{
    Bitboard b = bb_square(sq);
    pos->board[sq] = pc;
    pos->by_color[piece_color(pc)] |= b;
    pos->by_type[piece_type(pc)] |= b;
    pos->occupied |= b;
    if (piece_type(pc) == KING)
        pos->king_sq[piece_color(pc)] = sq;
}

static void remove_piece(Position *pos, Square sq)
{
    Piece pc = pos->board[sq];
    Bitboard b = bb_square(sq);
    pos->board[sq] = NO_PIECE;
    pos->by_color[piece_color(pc)] ^= b;
    pos->by_type[piece_type(pc)] ^= b;
    pos->occupied ^= b;
}

void pos_clear(Position *pos)
{
    memset(pos, 0, offsetof(Position, hist));
    memset(&pos->hist[0], 0, sizeof pos->hist[0]);
    pos->king_sq[BLACK] = pos->king_sq[WHITE] = SQ_NONE;
    pos->start_move_number = 1;
}

uint64_t pos_compute_key(const Position *pos)
{
    uint64_t k = 0;
    for (Square sq = 0; sq < SQ_NB; sq++)
        if (pos->board[sq])
            k ^= zobrist_psq[pos->board[sq]][sq];
    for (int c = 0; c < COLOR_NB; c++)
        for (int t = HAND_TYPE_FIRST; t <= HAND_TYPE_LAST; t++)
            k ^= zobrist_hand[c][t][pos->hand[c][t]];
    return pos->side == WHITE ? k ^ zobrist_side : k;
}

static Bitboard compute_checkers(const Position *pos)
{
    Color us = pos->side;
    if (!pos_has_king(pos, us))
        return 0;
    return pos_attackers_to(pos, color_flip(us), pos->king_sq[us], pos->occupied);
}

/* Fills hist[ply] from the board: used after a set-up. */
void pos_compute_state(Position *pos)
{
    StateInfo *st = &pos->hist[pos->ply];
    uint64_t board = 0;
    for (Square sq = 0; sq < SQ_NB; sq++)
        if (pos->board[sq])
            board ^= zobrist_psq[pos->board[sq]][sq];
    st->board_key = board;
    st->key = pos_compute_key(pos);
    st->hand_black = st->hand_white = 0;
    for (int t = HAND_TYPE_FIRST; t <= HAND_TYPE_LAST; t++) {
        st->hand_black += pos->hand[BLACK][t] * hand_unit((PieceType)t);
        st->hand_white += pos->hand[WHITE][t] * hand_unit((PieceType)t);
    }
    st->checkers = compute_checkers(pos);
    st->move = MOVE_NONE;
    st->captured = NO_PIECE;
    st->plies_from_null = 0;
    KIRYOKU_ASSERT(pos_consistent_or_say(pos));
}

PieceType pos_moved_type(const Position *pos, Move m)
{
    if (move_is_drop(m))
        return move_drop_type(m);
    return piece_type(pos->board[move_from(m)]);
}

static void hand_add(Position *pos, StateInfo *st, Color c, PieceType t, int delta)
{
    int n = pos->hand[c][t];
    /* Past the table the key would read the next type's row: no error, a
     * wrong key. */
    KIRYOKU_ASSERT(n + delta >= 0 && n + delta < ZOBRIST_HAND_MAX);
    st->key ^= zobrist_hand[c][t][n] ^ zobrist_hand[c][t][n + delta];
    pos->hand[c][t] = (uint8_t)(n + delta);
    uint32_t unit = hand_unit(t);
    uint32_t *packed = c == BLACK ? &st->hand_black : &st->hand_white;
    *packed = delta > 0 ? *packed + unit : *packed - unit;
}

void pos_do_move(Position *pos, Move m)
{
    const StateInfo *prev = &pos->hist[pos->ply];
    StateInfo *st = &pos->hist[pos->ply + 1];
    Color us = pos->side;
    Square to = move_to(m);
    KIRYOKU_ASSERT(pos->ply + 1 < POS_MAX_HISTORY && m != MOVE_NONE);
    st->key = prev->key ^ zobrist_side;
    st->board_key = prev->board_key;
    st->hand_black = prev->hand_black;
    st->hand_white = prev->hand_white;
    st->move = m;
    st->captured = NO_PIECE;
    st->plies_from_null = (int16_t)(prev->plies_from_null + 1);
    Piece moved;
    if (move_is_drop(m)) {
        PieceType t = move_drop_type(m);
        KIRYOKU_ASSERT(pos->board[to] == NO_PIECE);
        hand_add(pos, st, us, t, -1);
        moved = make_piece(us, t);
    } else {
        Square from = move_from(m);
        Piece pc = pos->board[from];
        Piece cap = pos->board[to];
        /* Our own piece moves; it never takes ours or a king. */
        KIRYOKU_ASSERT(pc != NO_PIECE && piece_color(pc) == us);
        KIRYOKU_ASSERT(cap == NO_PIECE || (piece_color(cap) != us && piece_type(cap) != KING));
        if (cap) {
            st->captured = cap;
            remove_piece(pos, to);
            st->board_key ^= zobrist_psq[cap][to];
            st->key ^= zobrist_psq[cap][to];
            hand_add(pos, st, us, type_unpromote(piece_type(cap)), +1);
        }
        remove_piece(pos, from);
        st->board_key ^= zobrist_psq[pc][from];
        st->key ^= zobrist_psq[pc][from];
        moved = move_is_promote(m) ? (Piece)(pc + PROMOTE_OFFSET) : pc;
    }
    pos_put_piece(pos, to, moved);
    st->board_key ^= zobrist_psq[moved][to];
    st->key ^= zobrist_psq[moved][to];
    pos->side = color_flip(us);
    pos->ply++;
    st->checkers = compute_checkers(pos);
    ASSERT_SAMPLE_CONSISTENT(pos);
}

void pos_undo_move(Position *pos)
{
    const StateInfo *st = &pos->hist[pos->ply];
    Move m = st->move;
    /* A null move's state has no move to take back (pos_undo_null). */
    KIRYOKU_ASSERT(pos->ply > 0 && m != MOVE_NONE);
    Square to = move_to(m);
    Color us = color_flip(pos->side);
    Piece moved = pos->board[to];
    remove_piece(pos, to);
    if (move_is_drop(m)) {
        pos->hand[us][move_drop_type(m)]++;
    } else {
        Square from = move_from(m);
        pos_put_piece(pos, from, move_is_promote(m) ? (Piece)(moved - PROMOTE_OFFSET) : moved);
        if (st->captured) {
            pos_put_piece(pos, to, st->captured);
            pos->hand[us][type_unpromote(piece_type(st->captured))]--;
        }
    }
    pos->side = us;
    pos->ply--;
    /* The stored key of the earlier state against the restored board. */
    ASSERT_SAMPLE_CONSISTENT(pos);
}

void pos_do_null(Position *pos)
{
    KIRYOKU_ASSERT(pos->ply + 1 < POS_MAX_HISTORY);
    const StateInfo *prev = &pos->hist[pos->ply];
    StateInfo *st = &pos->hist[pos->ply + 1];
    *st = *prev;
    st->key ^= zobrist_side;
    st->move = MOVE_NONE;
    st->captured = NO_PIECE;
    st->plies_from_null = 0;
    pos->side = color_flip(pos->side);
    pos->ply++;
    st->checkers = compute_checkers(pos);
}

void pos_undo_null(Position *pos)
{
    KIRYOKU_ASSERT(pos->ply > 0 && pos->hist[pos->ply].move == MOVE_NONE);
    pos->side = color_flip(pos->side);
    pos->ply--;
}

Bitboard pos_pinned(const Position *pos, Color c)
{
    if (!pos_has_king(pos, c))
        return 0;
    Square ksq = pos->king_sq[c];
    Color o = color_flip(c);
    const Bitboard *bt = pos->by_type;
    Bitboard snipers = ((attack_rook_empty[ksq] & (bt[ROOK] | bt[DRAGON]))
                      | (attack_bishop_empty[ksq] & (bt[BISHOP] | bt[HORSE]))
                      | (attack_forward_ray[c][ksq] & bt[LANCE]))
                     & pos->by_color[o];
    Bitboard pinned = 0;
    while (snipers) {
        Bitboard b = bb_between(ksq, bb_pop(&snipers)) & pos->occupied;
        if (b && !bb_many(b))
            pinned |= b & pos->by_color[c];
    }
    return pinned;
}
