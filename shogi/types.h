/* The basic vocabulary of the rules core: colours, squares, pieces, moves.
 * Everything above shogi/ speaks in these types; positions cross process
 * boundaries as SFEN and moves as USI strings (see sfen.h, usi.h). */
#ifndef KIRYOKU_TYPES_H
#define KIRYOKU_TYPES_H

#include <stdbool.h>
#include <stdint.h>

typedef enum { BLACK = 0, WHITE = 1, COLOR_NB = 2 } Color; /* sente, gote */

static inline Color color_flip(Color c) { return (Color)(c ^ 1); }

/* Squares are file-major: sq = (file-1)*9 + (rank-1), file 1..9 right to
 * left as sente sees the board, rank 1..9 top (gote's side) to bottom.
 * USI "7g" is file 7, rank 7 (g). File-major keeps a file contiguous in a
 * bitboard, which makes lance and rook file attacks cheap. */
typedef int Square;
enum { SQ_NB = 81, SQ_NONE = 81 };

static inline Square make_square(int file, int rank) { return (file - 1) * 9 + (rank - 1); }
static inline int square_file(Square sq) { return sq / 9 + 1; }
static inline int square_rank(Square sq) { return sq % 9 + 1; }

/* Piece types. A promoted type is its base type + PROMOTE_OFFSET. The hand
 * holds PAWN..GOLD. */
typedef enum {
    NO_PIECE_TYPE = 0,
    PAWN, LANCE, KNIGHT, SILVER, BISHOP, ROOK, GOLD, KING,
    PRO_PAWN, PRO_LANCE, PRO_KNIGHT, PRO_SILVER, HORSE, DRAGON,
    PIECE_TYPE_NB
} PieceType;

enum { PROMOTE_OFFSET = 8, HAND_TYPE_FIRST = PAWN, HAND_TYPE_LAST = GOLD, HAND_TYPE_NB = 8 };

static inline bool type_can_promote(PieceType t) { return t >= PAWN && t <= ROOK; }
static inline bool type_is_promoted(PieceType t) { return t >= PRO_PAWN; }
static inline PieceType type_promote(PieceType t) { return (PieceType)(t + PROMOTE_OFFSET); }
/* The type a piece returns to when captured. */
static inline PieceType type_unpromote(PieceType t) { return t >= PRO_PAWN ? (PieceType)(t - PROMOTE_OFFSET) : t; }

/* A piece on the board: type | colour << 4. 0 is an empty square. */
typedef uint8_t Piece;
enum { NO_PIECE = 0, PIECE_WHITE_FLAG = 16, PIECE_NB = 32 };

static inline Piece make_piece(Color c, PieceType t) { return (Piece)(t | (c << 4)); }
static inline PieceType piece_type(Piece p) { return (PieceType)(p & 15); }
static inline Color piece_color(Piece p) { return (Color)(p >> 4); }

/* A move in 16 bits: to (0-6), from (7-13; for a drop, SQ_NB - 1 + the
 * dropped type, so 82..88), promotion flag (14). MOVE_NONE is 0, which no
 * legal move encodes (from a1 to a1). */
typedef uint16_t Move;
enum { MOVE_NONE = 0, MOVE_PROMOTE_FLAG = 1 << 14 };

static inline Move move_make(Square from, Square to, bool promote)
{
    return (Move)(to | (from << 7) | (promote ? MOVE_PROMOTE_FLAG : 0));
}
static inline Move move_make_drop(PieceType t, Square to) { return (Move)(to | ((SQ_NB - 1 + t) << 7)); }
static inline Square move_to(Move m) { return m & 127; }
static inline Square move_from(Move m) { return (m >> 7) & 127; }
static inline bool move_is_drop(Move m) { return move_from(m) >= SQ_NB; }
static inline PieceType move_drop_type(Move m) { return (PieceType)(move_from(m) - (SQ_NB - 1)); }
static inline bool move_is_promote(Move m) { return (m & MOVE_PROMOTE_FLAG) != 0; }

/* 593 is the most legal moves any shogi position is known to have. */
enum { MAX_MOVES = 600 };

typedef struct {
    Move moves[MAX_MOVES];
    int count;
} MoveList;

#endif
