/* One game of the placement test: the move loop with its clock, each move
 * stored durably before the next is shown, the rules' endings, and the
 * game's record files once it ends. Used by session.c. */
#ifndef KIRYOKU_SESSION_GAME_H
#define KIRYOKU_SESSION_GAME_H

#include "app/session/session.h"

typedef enum {
    GAME_RUN_ENDED = 0, /* the game is over and stored (result in *out) */
    GAME_RUN_STOPPED,   /* quit or interrupted: stored, resumable */
    GAME_RUN_FAILED,    /* s->error says why; every stored move stays */
} GameRunStatus;

/* Plays game plan->index of the session's test (0 = the practice game),
 * resuming it if the store holds it unfinished. *out receives the game as
 * stored at the end. */
GameRunStatus session_play_game(Session *s, const GamePlan *plan, StoreGame *out);

/* "You won (checkmate)", "AI1 won on time", "Draw (sennichite)". */
void session_game_summary(const StoreGame *g, const char *player_name, char *buf, size_t len);

#endif
