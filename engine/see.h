/* Static exchange evaluation: the material a move wins or loses if both
 * sides keep recapturing on its destination with their least valuable
 * attacker (x-rays included; promotions during the exchange ignored). */
#ifndef KIRYOKU_ENGINE_SEE_H
#define KIRYOKU_ENGINE_SEE_H

#include "shogi/position.h"

int see(const Position *pos, Move m);
/* see(pos, m) >= threshold, without running the exchange when the answer
 * is sure: a capture without promotion loses at worst the capturing piece,
 * so taking a piece worth at least the threshold more than the capturer
 * passes at once (SEE ran for every capture the move picker scored, ~8% of
 * the search time). */
bool see_ge(const Position *pos, Move m, int threshold);

#endif
