/* A shogi position: board, hands, side to move, ply, Zobrist key, and the
 * history of states since it was set up (for unmake and repetition).
 *
 * This is the contract every other layer codes against. The struct's fields
 * are private to shogi/: outside code uses the functions below. */
#ifndef KIRYOKU_POSITION_H
#define KIRYOKU_POSITION_H

#include <stddef.h>
#include <stdint.h>

#include "shogi/attacks.h"
#include "shogi/bitboard.h"
#include "shogi/types.h"

/* Game records reach ~600 plies at most in practice; a search adds its depth.
 * Position carries its history inline so that copying a position copies the
 * repetition record too. */
enum { POS_MAX_HISTORY = 1024 + 256 };

typedef struct {
    uint64_t key;          /* Zobrist key of board, hands and side to move */
    uint64_t board_key;    /* board part alone (repetition of board + hands) */
    uint32_t hand_black;   /* packed hands, for comparing hands quickly */
    uint32_t hand_white;
    Bitboard checkers;     /* pieces giving check to the side to move */
    Move move;             /* the move that led to this state (MOVE_NONE at root) */
    Piece captured;        /* the piece that move captured, NO_PIECE if none */
    int16_t plies_from_null; /* plies since set-up or the last null move */
} StateInfo;

typedef struct Position {
    Piece board[SQ_NB];
    uint8_t hand[COLOR_NB][HAND_TYPE_NB]; /* counts indexed by PAWN..GOLD */
    Bitboard by_color[COLOR_NB];
    Bitboard by_type[PIECE_TYPE_NB];
    Bitboard occupied;
    Square king_sq[COLOR_NB];
    Color side;
    int ply;              /* number of moves played since the set-up position */
    int start_move_number; /* the SFEN move number of the set-up position */
    StateInfo hist[POS_MAX_HISTORY]; /* hist[ply] is the current state */
} Position;

/* ---- Packed hands ------------------------------------------------------
 * A hand packed into 32 bits, one field per type with a guard bit above
 * each, so that "hand a holds at least as much of everything as hand b" is
 * one subtraction (used for superior/inferior repetition in search). */
enum { HAND_BORROW_MASK = (1u << 5) | (1u << 9) | (1u << 13) | (1u << 17) | (1u << 21) | (1u << 25) | (1u << 29) };
static inline uint32_t hand_unit(PieceType t)
{
    static const uint8_t shift[HAND_TYPE_NB] = { 0, 0, 6, 10, 14, 18, 22, 26 };
    return 1u << shift[t];
}
static inline bool hand_is_superior_or_equal(uint32_t a, uint32_t b) { return ((a - b) & HAND_BORROW_MASK) == 0; }

/* ---- Set-up and queries ---------------------------------------------- */

/* The normal starting position (平手) as SFEN. */
#define SFEN_STARTPOS "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"

void pos_init_startpos(Position *pos);
/* Parses an SFEN ("lnsgkgsnl/... b - 1"; the move number may be absent).
 * Accepts hands in any order and repeated letters ("PP" = "2P"). On error
 * returns -1 and writes a message naming what was expected into err; pos is
 * then unchanged, except when the SFEN parses but the side not to move is
 * in check: pos is then the start position. Piece counts beyond a standard
 * set are accepted up to 18 pawns and 7 of any other type (test positions
 * use them); with such material a move list could exceed MAX_MOVES and is
 * then cut at MAX_MOVES (never with a standard set: 593 is the maximum).
 * Rejected: more pieces than a set has, two kings of one colour, nifu,
 * pieces that could never move. A missing king is allowed (tsume). */
int pos_set_sfen(Position *pos, const char *sfen, char *err, size_t errlen);
/* Writes the canonical SFEN (hands in R B G S N L P order, black first) with
 * the current move number (start_move_number + ply). */
void pos_to_sfen(const Position *pos, char *buf, size_t len);

static inline Piece pos_piece_on(const Position *pos, Square sq) { return pos->board[sq]; }
static inline int pos_hand(const Position *pos, Color c, PieceType t) { return pos->hand[c][t]; }
static inline Color pos_side(const Position *pos) { return pos->side; }
static inline uint64_t pos_key(const Position *pos) { return pos->hist[pos->ply].key; }
static inline Bitboard pos_checkers(const Position *pos) { return pos->hist[pos->ply].checkers; }
static inline bool pos_in_check(const Position *pos) { return bb_any(pos->hist[pos->ply].checkers); }
static inline Move pos_last_move(const Position *pos) { return pos->hist[pos->ply].move; }
/* The move number in SFEN terms of the position (1 at the start position). */
static inline int pos_move_number(const Position *pos) { return pos->start_move_number + pos->ply; }
/* The piece type a move moves (the dropped type for a drop). */
PieceType pos_moved_type(const Position *pos, Move m);
static inline Bitboard pos_pieces(const Position *pos, Color c, PieceType t) { return pos->by_color[c] & pos->by_type[t]; }
/* True if colour c has a king on the board (tsume positions may lack one). */
static inline bool pos_has_king(const Position *pos, Color c) { return pos->king_sq[c] != SQ_NONE; }

/* Pieces of colour c that attack sq, given the occupancy occ (pass
 * pos->occupied, or a modified set to look through or past pieces). */
static inline Bitboard pos_attackers_to(const Position *pos, Color c, Square sq, Bitboard occ)
{
    Color o = color_flip(c);
    const Bitboard *bt = pos->by_type;
    Bitboard golds = bt[GOLD] | bt[PRO_PAWN] | bt[PRO_LANCE] | bt[PRO_KNIGHT] | bt[PRO_SILVER];
    Bitboard hd = bt[HORSE] | bt[DRAGON];
    Bitboard a = (attacks_step(o, PAWN, sq) & bt[PAWN])
               | (attacks_step(o, KNIGHT, sq) & bt[KNIGHT])
               | (attacks_step(o, SILVER, sq) & bt[SILVER])
               | (attacks_step(o, GOLD, sq) & golds)
               | (attacks_step(o, KING, sq) & (bt[KING] | hd))
               | (attacks_lance(o, sq, occ) & bt[LANCE]);
    if (attack_bishop_empty[sq] & (bt[BISHOP] | bt[HORSE]) & pos->by_color[c])
        a |= attacks_bishop(sq, occ) & (bt[BISHOP] | bt[HORSE]);
    if (attack_rook_empty[sq] & (bt[ROOK] | bt[DRAGON]) & pos->by_color[c])
        a |= attacks_rook(sq, occ) & (bt[ROOK] | bt[DRAGON]);
    return a & pos->by_color[c];
}

/* Does any piece of colour c attack sq (occupancy occ)? The cheap step
 * attackers are tried first; used for king moves and escapes. */
static inline bool pos_attacked(const Position *pos, Color c, Square sq, Bitboard occ)
{
    Color o = color_flip(c);
    const Bitboard *bt = pos->by_type;
    Bitboard them = pos->by_color[c];
    Bitboard golds = bt[GOLD] | bt[PRO_PAWN] | bt[PRO_LANCE] | bt[PRO_KNIGHT] | bt[PRO_SILVER];
    Bitboard hd = bt[HORSE] | bt[DRAGON];
    if (((attacks_step(o, PAWN, sq) & bt[PAWN]) | (attacks_step(o, KNIGHT, sq) & bt[KNIGHT])
         | (attacks_step(o, SILVER, sq) & bt[SILVER]) | (attacks_step(o, GOLD, sq) & golds)
         | (attacks_step(o, KING, sq) & (bt[KING] | hd))) & them)
        return true;
    Bitboard rooks = (bt[ROOK] | bt[DRAGON]) & them, bishops = (bt[BISHOP] | bt[HORSE]) & them;
    Bitboard lances = bt[LANCE] & them;
    if ((attack_forward_ray[o][sq] & lances) && (attacks_lance(o, sq, occ) & lances))
        return true;
    if ((attack_rook_empty[sq] & rooks) && (attacks_rook(sq, occ) & rooks))
        return true;
    return (attack_bishop_empty[sq] & bishops) && (attacks_bishop(sq, occ) & bishops);
}

/* Pieces of colour c that shield their own king from an enemy slider
 * (pinned pieces): moving one off the line would expose the king. */
Bitboard pos_pinned(const Position *pos, Color c);

/* Low-level set-up, for shogi/ and tests (others use SFEN): empty the
 * position, place a piece, then compute hist[ply] (keys, checkers). */
void pos_clear(Position *pos);
void pos_put_piece(Position *pos, Square sq, Piece pc);
void pos_compute_state(Position *pos);

/* The key recomputed from scratch (tests compare it with pos_key()). */
uint64_t pos_compute_key(const Position *pos);

/* ---- Consistency (position_check.c) -------------------------------------
 * NULL when every redundant part of the position agrees with the others
 * (board and bitboards, king squares, material and hands, the incremental
 * keys, packed hands and checkers), else what disagrees first. It
 * recomputes everything: for tests and assertions (base/assert.h), which
 * make/unmake run on a sample of positions. */
const char *pos_inconsistency(const Position *pos);
/* The same as a bool; an inconsistent position is described, with its
 * SFEN, on stderr (what an assertion shows before it aborts). */
bool pos_consistent_or_say(const Position *pos);

/* ---- Make / unmake ---------------------------------------------------- */

/* Plays a legal (or at least pseudo-legal and not self-checking) move.
 * The caller keeps pos->ply below POS_MAX_HISTORY - 1 (pos_set_usi checks). */
void pos_do_move(Position *pos, Move m);
void pos_undo_move(Position *pos);
/* Null move for the search: passes the turn. Not legal in a game. */
void pos_do_null(Position *pos);
void pos_undo_null(Position *pos);

/* ---- Legality ---------------------------------------------------------- */

/* Every fully legal move: forced promotions enforced, no nifu, no dead-piece
 * drops, no uchifuzume, no self-check. */
void gen_legal(const Position *pos, MoveList *list);
/* Why a move is illegal in this position; NULL if it is legal. Reasons are
 * short English phrases the UI shows, e.g. "nifu: a pawn is already on file 5",
 * "pawn-drop mate (uchifuzume)", "that move leaves your king in check".
 * The move only needs to be well-formed (squares on the board). */
const char *pos_illegal_reason(const Position *pos, Move m);
static inline bool pos_is_legal(const Position *pos, Move m) { return pos_illegal_reason(pos, m) == NULL; }
bool pos_gives_check(const Position *pos, Move m);
/* No legal move: checkmate if in check, otherwise the side to move has no
 * legal move (a loss in shogi as well). */
bool pos_is_mated(const Position *pos);

/* ---- Game-ending rules --------------------------------------------------- */

typedef enum {
    REP_NONE = 0,
    REP_DRAW,      /* sennichite */
    REP_WIN,       /* the side to move wins: the other side checked every move of the cycle */
    REP_LOSS,      /* the side to move loses: it checked every move of the cycle */
} Repetition;

/* Has the current position (board, hands, side to move) occurred `times`
 * times in the history, counting the current occurrence? A game uses 4; a
 * search uses 2. */
Repetition pos_repetition(const Position *pos, int times);
/* The 27-point impasse declaration (CSA rule): the side to move may declare
 * a win now. */
bool pos_can_declare(const Position *pos);

#endif
