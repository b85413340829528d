/* The target-loss AI at rating R as a Player (see session_player.h): an
 * artificial player whose strength is chosen by a rating, for the accuracy
 * pool (bench/accuracy.sh). The placement test's own AI opponents are
 * session_opponent.c; this one differs in policy (target-loss, no book) and
 * in whom it serves (it is the tested player). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/session_player.h"
#include "engine-bridge/opponent.h"

typedef struct {
    Bridge *bridge;
    Opponent *opp;
    bool thinking;
} LevelImpl;

static int level_new_game(Player *p, int game_index, Color side)
{
    (void)game_index; (void)side;
    LevelImpl *l = p->impl;
    l->thinking = false;
    opponent_new_game(l->opp);
    return 0;
}

static int level_begin_turn(Player *p, const PlayerTurn *t)
{
    LevelImpl *l = p->impl;
    OpponentClock c = {
        .my_ms = (int)t->clock_ms[t->side], .their_ms = (int)t->clock_ms[color_flip(t->side)],
        .byoyomi_ms = (int)t->byoyomi_ms, .inc_ms = (int)t->increment_ms,
    };
    if (opponent_begin(l->opp, t->pos, &c) != 0) {
        snprintf(p->error, sizeof p->error, "%s: %s", p->name, opponent_error(l->opp));
        return -1;
    }
    l->thinking = true;
    return 0;
}

static PlayerStatus level_poll(Player *p, int timeout_ms, char move[8], bool *in_book)
{
    LevelImpl *l = p->impl;
    *in_book = false;
    if (!l->thinking) {
        snprintf(p->error, sizeof p->error, "%s: polled with nothing to think about", p->name);
        return PLAYER_FAILED;
    }
    if (!opponent_ready(l->opp, timeout_ms))
        return PLAYER_THINKING;
    l->thinking = false;
    OpponentMove m;
    if (opponent_take(l->opp, &m) != 0) {
        snprintf(p->error, sizeof p->error, "%s: %s", p->name, opponent_error(l->opp));
        return PLAYER_FAILED;
    }
    if (!m.move[0])
        return PLAYER_RESIGNED; /* no legal move */
    if (!strcmp(m.move, "win"))
        return PLAYER_DECLARED;
    snprintf(move, 8, "%s", m.move);
    return PLAYER_MOVED;
}

static void level_cancel(Player *p)
{
    LevelImpl *l = p->impl;
    if (!l->thinking)
        return;
    opponent_hurry(l->opp);
    OpponentMove discard;
    opponent_take(l->opp, &discard);
    l->thinking = false;
}

static void level_destroy(Player *p)
{
    LevelImpl *l = p->impl;
    if (!l)
        return;
    if (l->opp) {
        level_cancel(p);
        opponent_free(l->opp);
    }
    bridge_close(l->bridge);
    free(l);
    p->impl = NULL;
}

static const Player level_ops = {
    .new_game = level_new_game, .begin_turn = level_begin_turn, .poll = level_poll, .cancel = level_cancel,
    .destroy = level_destroy,
};

Player *player_level_new(int rating, int max_depth, uint64_t seed, char *err, size_t errlen)
{
    Player *p = malloc(sizeof *p);
    LevelImpl *l = calloc(1, sizeof *l);
    if (!p || !l) {
        free(p);
        free(l);
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    *p = level_ops;
    p->impl = l;
    snprintf(p->name, sizeof p->name, "kiryoku level %d", rating);
    l->bridge = bridge_open("embedded", NULL, err, errlen);
    if (!l->bridge) {
        player_free(p);
        return NULL;
    }
    OpponentConfig cfg;
    opponent_config_target(&cfg, seed ? seed : 1, rating);
    cfg.name = p->name;
    cfg.max_depth = max_depth;
    l->opp = opponent_new(l->bridge, &cfg);
    if (!l->opp) {
        snprintf(err, errlen, "%s: cannot start the target-loss AI", p->name);
        player_free(p);
        return NULL;
    }
    return p;
}
