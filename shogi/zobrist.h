/* Zobrist keys: one random 64-bit value per (piece, square), per (colour,
 * hand type, count) and for the side to move. A position's key is the XOR
 * of its pieces' keys, its hand counts' keys and, if WHITE is to move, the
 * side key. position.c updates it incrementally. */
#ifndef KIRYOKU_ZOBRIST_H
#define KIRYOKU_ZOBRIST_H

#include <stdint.h>

#include "shogi/types.h"

enum { ZOBRIST_HAND_MAX = 19 }; /* counts 0..18 */

extern uint64_t zobrist_psq[PIECE_NB][SQ_NB];
extern uint64_t zobrist_hand[COLOR_NB][HAND_TYPE_NB][ZOBRIST_HAND_MAX];
extern uint64_t zobrist_side;

#endif
