/* Static exchange evaluation: the material a move wins or loses if both
 * sides keep recapturing on its destination with their least valuable
 * attacker (x-rays included; promotions during the exchange ignored). */
#ifndef KIRYOKU_ENGINE_SEE_H
#define KIRYOKU_ENGINE_SEE_H

#include "shogi/position.h"

int see(const Position *pos, Move m);

#endif
