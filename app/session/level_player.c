/* The target-loss AI at rating R as a Player (see player.h): an
 * artificial player whose strength is chosen by a rating, for the accuracy
 * pool (bench/accuracy.sh). It is the placement test's opponent adapter
 * (opponent.h) with another policy (target-loss, no book), serving
 * as the tested player. */
#include <stdio.h>

#include "app/session/ai_player.h"

Player *player_level_new(int rating, int max_depth, uint64_t seed, char *err, size_t errlen)
{
    OpponentConfig cfg;
    opponent_config_target(&cfg, seed ? seed : 1, rating);
    cfg.max_depth = max_depth;
    char name[64];
    snprintf(name, sizeof name, "kiryoku level %d", rating);
    return player_opponent_make(name, "embedded", NULL, &cfg, NULL, err, errlen);
}
