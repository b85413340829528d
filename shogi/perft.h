/* perft: the number of legal move sequences of a given length, the usual
 * test of a move generator. Leaves are counted in bulk (the last ply
 * counts the generated moves without playing them). */
#ifndef KIRYOKU_PERFT_H
#define KIRYOKU_PERFT_H

#include <stdint.h>

#include "shogi/position.h"

uint64_t perft(Position *pos, int depth);

/* perft split by first move: calls report(move, count, ctx) for each legal
 * move in generation order and returns the total. */
uint64_t perft_divide(Position *pos, int depth, void (*report)(Move m, uint64_t nodes, void *ctx), void *ctx);

#endif
