/* An opponent policy (ai/opponent.h) as a Player: the placement
 * test's AI1 and AI2 (opponent.c) and the accuracy pool's
 * target-loss levels (level_player.c) are this one adapter with
 * different policies. */
#ifndef KIRYOKU_SESSION_AI_PLAYER_H
#define KIRYOKU_SESSION_AI_PLAYER_H

#include <stddef.h>

#include "app/session/player.h"
#include "ai/opponent.h"

/* A Player named `name` playing the policy cfg, searched by the engine
 * `spec` ("embedded", "usi:CMD"), its settai steered by the engine
 * steer_spec (NULL: not steered; the player opens and owns it, and sets
 * cfg->steer to it). cfg->name is set to the player's name;
 * the player owns `book` (the one cfg uses, or NULL) and frees it, at once
 * if this fails. has_book is set when there is a book. NULL with a message
 * in err on failure. */
Player *player_opponent_make(const char *name, const char *spec, const char *steer_spec, OpponentConfig *cfg,
                             Book *book, char *err, size_t errlen);

#endif
