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

/* "Hanako won (checkmate)", "AI1 won (on time)", "Draw (sennichite)", in
 * the language given; session_game_summary is the English (for the report). */
void session_game_summary_in(Lang lang, const StoreGame *g, const char *player_name, char *buf, size_t len);
void session_game_summary(const StoreGame *g, const char *player_name, char *buf, size_t len);

/* "Game 2 of 4" ("Game 5 of 5" past the fourth), or "Practice game" for 0. */
void session_game_title(Lang lang, int index, char *buf, size_t len);

/* While a clock runs its turn is saved this often (store_game_checkpoint),
 * so a kill refunds less than a second of it. */
enum { GAME_CHECKPOINT_MS = 500 };

#endif
