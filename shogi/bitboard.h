/* 81-square bitboards. Bit i is square i (file-major, see types.h).
 * A 128-bit integer keeps the code short and the shifts cheap on x86-64
 * and arm64 with both gcc and clang. */
#ifndef KIRYOKU_BITBOARD_H
#define KIRYOKU_BITBOARD_H

#include <stdbool.h>
#include <stdint.h>

#include "types.h"

__extension__ typedef unsigned __int128 Bitboard;

static inline bool bb_any(Bitboard b) { return b != 0; }
static inline Bitboard bb_square(Square sq) { return (Bitboard)1 << sq; }
static inline bool bb_test(Bitboard b, Square sq) { return (b >> sq) & 1; }

#endif
