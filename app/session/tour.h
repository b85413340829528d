/* The welcome screen's short tour of how to move: two steps on a demo
 * board (a move and a drop), each explained on a page first, then played
 * on the real game screen with the same keys and typed moves as in a game.
 * Another legal move gets a hint and the board stays; q (confirmed) or x on
 * the board skips the rest. Nothing of it is stored or analysed. */
#ifndef KIRYOKU_SESSION_TOUR_H
#define KIRYOKU_SESSION_TOUR_H

#include "app/session/session.h"

/* 0 when the tour ended or was skipped; 1 when a signal or closed input
 * stopped the session (the test stays resumable); -1 on an internal error
 * (s->error says which). */
int session_tour(Session *s);

#endif
