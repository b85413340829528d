/* 81-square bitboards. Bit i is square i (file-major, see types.h).
 * A 128-bit integer keeps the code short and the shifts cheap on x86-64
 * and arm64 with both gcc and clang. Bits 81..127 are always zero.
 *
 * Iterating:   while (b) { Square sq = bb_pop(&b); ... }
 * Attack tables for every piece live in attacks.h. */
#ifndef KIRYOKU_BITBOARD_H
#define KIRYOKU_BITBOARD_H

#include <stdbool.h>
#include <stdint.h>

#include "shogi/types.h"

__extension__ typedef unsigned __int128 Bitboard;

static inline bool bb_any(Bitboard b) { return b != 0; }
static inline Bitboard bb_square(Square sq) { return (Bitboard)1 << sq; }
static inline bool bb_test(Bitboard b, Square sq) { return (b >> sq) & 1; }

static inline uint64_t bb_lo(Bitboard b) { return (uint64_t)b; }
static inline uint64_t bb_hi(Bitboard b) { return (uint64_t)(b >> 64); }

/* All 81 squares. */
#define BB_ALL ((((Bitboard)1) << 81) - 1)

static inline int bb_popcount(Bitboard b)
{
    return __builtin_popcountll(bb_lo(b)) + __builtin_popcountll(bb_hi(b));
}

/* More than one bit set (cheaper than a popcount). */
static inline bool bb_many(Bitboard b) { return (b & (b - 1)) != 0; }

/* Lowest set square; b must not be empty. */
static inline Square bb_lsb(Bitboard b)
{
    uint64_t lo = bb_lo(b);
    return lo ? __builtin_ctzll(lo) : 64 + __builtin_ctzll(bb_hi(b));
}

/* Highest set square; b must not be empty. */
static inline Square bb_msb(Bitboard b)
{
    uint64_t hi = bb_hi(b);
    return hi ? 127 - __builtin_clzll(hi) : 63 - __builtin_clzll(bb_lo(b));
}

/* Removes and returns the lowest set square; *b must not be empty. */
static inline Square bb_pop(Bitboard *b)
{
    Square sq = bb_lsb(*b);
    *b &= *b - 1;
    return sq;
}

/* The nine squares of file 1..9 and of rank 1..9. */
static inline Bitboard bb_file(int file) { return (Bitboard)0x1ff << ((file - 1) * 9); }
static inline Bitboard bb_rank(int rank)
{
    Bitboard b = 0;
    for (int f = 0; f < 9; f++)
        b |= (Bitboard)1 << (f * 9 + rank - 1);
    return b;
}

/* Ranks 1..n as the colour sees them from its own side: for BLACK ranks
 * 1..n, for WHITE ranks 10-n..9. Rank 1..3 from the mover's side is the
 * promotion zone; ranks 1 and 1..2 are where pawns/lances and knights
 * could never move again. */
static inline Bitboard bb_far_ranks(Color c, int n)
{
    Bitboard b = 0;
    for (int r = 1; r <= n; r++)
        b |= bb_rank(c == BLACK ? r : 10 - r);
    return b;
}

#endif
