/* One game between two Players with no clock, for the round robin that
 * gives the accuracy pool its true ratings (bench/accuracy_rr.c). The
 * players search at fixed limits (depth, nodes), so a game replays
 * exactly; the session's clocks and screens would only add noise. */
#ifndef KIRYOKU_TOOLS_ACCURACY_GAME_H
#define KIRYOKU_TOOLS_ACCURACY_GAME_H

#include <stddef.h>

#include "app/session/player.h"

typedef enum {
    ACC_END_MATE = 0,     /* the loser is mated */
    ACC_END_RESIGN,       /* the loser resigned (an engine with no move) */
    ACC_END_DECLARE,      /* a correct impasse declaration */
    ACC_END_ILLEGAL,      /* the loser played an illegal move or a false declaration */
    ACC_END_SENNICHITE,   /* fourfold repetition: a draw */
    ACC_END_PERPETUAL,    /* repetition by perpetual check: the checker loses */
    ACC_END_MAX_PLIES,    /* a draw at the ply limit: the position is roughly level */
    ACC_END_ADJUDICATED,  /* at the ply limit one side is far ahead: it wins */
} AccuracyEnd;

/* At the ply limit the embedded engine searches the final position this
 * deep; a side ahead by this much (win probability about 84%) is given the
 * game. Weak players can wander for hundreds of plies in a won position,
 * and calling those games draws would pull every rating together. */
enum { ACC_ADJUDICATE_DEPTH = 4, ACC_ADJUDICATE_CP = 1000 };

typedef struct {
    double black_score;   /* 1 black won, 0.5 draw, 0 white won */
    AccuracyEnd end;
    int plies;            /* moves played, the opening included */
} AccuracyResult;

/* The word for an AccuracyEnd in the results file ("mate", "max-plies"). */
const char *accuracy_end_name(AccuracyEnd e);

/* Plays from the normal start after the USI moves of `opening` (may be NULL
 * or ""), until the game ends or max_plies plies (0 = 320) are on the
 * board (then adjudicated, see above). game_index goes to the players' new_game (it seeds their draws).
 * Returns 0, or -1 with a message when the opening is illegal or a player
 * broke down (that game has no result). */
int accuracy_play_game(Player *black, Player *white, const char *opening, int max_plies, int game_index,
                       AccuracyResult *out, char *err, size_t errlen);

/* The round robin's order of play for n players: game g (0-based) is
 * round g / pairs of pair g % pairs (pairs in the order (0,1), (0,2), ...,
 * (1,2), ...). Even rounds give the pair's first player sente, odd rounds
 * swap; rounds 2k and 2k+1 share opening number (k * pairs + pair), so
 * each opening is played from both sides. Ordered round by round, a run
 * stopped early still covers every pair evenly. */
typedef struct {
    int black, white;     /* indices into the pool */
    int round, opening;
} AccuracyPairing;
void accuracy_schedule(int n, int g, AccuracyPairing *out);

#endif
