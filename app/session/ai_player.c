/* Opponent policies as Players (see opponent.h), over one engine each; and
 * the placement test's AI1 and AI2 (player.h), AI2 with the shipped opening
 * book (app/assets.h). */
#include "app/session/ai_player.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/assets.h"

typedef struct {
    Bridge *bridge;
    Bridge *steer;   /* the engine that steers settai (settai_steer.h), or NULL */
    Book *book;
    Opponent *opp;
    bool thinking;
} OpponentImpl;

static int opp_new_game(Player *p, int game_index, Color side)
{
    (void)side;
    OpponentImpl *o = p->impl;
    o->thinking = false;
    opponent_new_game(o->opp);
    opponent_set_game(o->opp, game_index);
    return 0;
}

static int opp_begin_turn(Player *p, const PlayerTurn *t)
{
    OpponentImpl *o = p->impl;
    OpponentClock c = {
        .my_ms = (int)t->clock_ms[t->side], .their_ms = (int)t->clock_ms[color_flip(t->side)],
        .byoyomi_ms = (int)t->byoyomi_ms, .inc_ms = (int)t->increment_ms,
    };
    if (opponent_begin(o->opp, t->pos, &c) != 0) {
        snprintf(p->error, sizeof p->error, "%s: %s", p->name, opponent_error(o->opp));
        return -1;
    }
    o->thinking = true;
    return 0;
}

static PlayerStatus opp_poll(Player *p, int timeout_ms, char move[8], bool *in_book)
{
    OpponentImpl *o = p->impl;
    *in_book = false;
    if (!o->thinking) {
        snprintf(p->error, sizeof p->error, "%s: polled with nothing to think about", p->name);
        return PLAYER_FAILED;
    }
    if (!opponent_ready(o->opp, timeout_ms))
        return PLAYER_THINKING;
    o->thinking = false;
    OpponentMove m;
    if (opponent_take(o->opp, &m) != 0) {
        snprintf(p->error, sizeof p->error, "%s: %s", p->name, opponent_error(o->opp));
        return PLAYER_FAILED;
    }
    if (!m.move[0])
        return PLAYER_RESIGNED; /* no legal move: the session has seen the mate already */
    if (!strcmp(m.move, "win"))
        return PLAYER_DECLARED;
    snprintf(move, 8, "%s", m.move);
    *in_book = m.from_book;
    return PLAYER_MOVED;
}

static void opp_cancel(Player *p)
{
    OpponentImpl *o = p->impl;
    if (!o->thinking)
        return;
    opponent_hurry(o->opp);
    OpponentMove discard;
    opponent_take(o->opp, &discard);
    o->thinking = false;
}

static void opp_destroy(Player *p)
{
    OpponentImpl *o = p->impl;
    if (!o)
        return;
    if (o->opp) {
        opp_cancel(p);
        opponent_free(o->opp);
    }
    bridge_close(o->bridge);
    bridge_close(o->steer);
    opponent_book_close(o->book);
    free(o);
    p->impl = NULL;
}

static const Player opponent_ops = {
    .new_game = opp_new_game, .begin_turn = opp_begin_turn, .poll = opp_poll, .cancel = opp_cancel,
    .destroy = opp_destroy,
};

Player *player_opponent_make(const char *name, const char *spec, const char *steer_spec, OpponentConfig *cfg,
                             Book *book, char *err, size_t errlen)
{
    Player *p = malloc(sizeof *p);
    OpponentImpl *o = calloc(1, sizeof *o);
    if (!p || !o) {
        free(p);
        free(o);
        opponent_book_close(book);
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    *p = opponent_ops;
    p->impl = o;
    p->has_book = book != NULL;
    o->book = book;
    snprintf(p->name, sizeof p->name, "%s", name);
    o->bridge = bridge_open(spec, NULL, err, errlen);
    if (!o->bridge) {
        player_free(p);
        return NULL;
    }
    if (steer_spec && !(o->steer = bridge_open(steer_spec, NULL, err, errlen))) {
        player_free(p);
        return NULL;
    }
    cfg->name = p->name;
    cfg->steer = o->steer;
    o->opp = opponent_new(o->bridge, cfg);
    if (!o->opp) {
        snprintf(err, errlen, "%s: cannot start the opponent", p->name);
        player_free(p);
        return NULL;
    }
    return p;
}

Player *player_opponent_new(const char *ai_kind, const char *spec, int max_depth, uint64_t seed, char *err,
                            size_t errlen)
{
    AiSetup setup = { .spec = spec, .max_depth = max_depth, .seed = seed };
    return player_opponent_setup(ai_kind, &setup, err, errlen);
}

Player *player_opponent_setup(const char *ai_kind, const AiSetup *setup, char *err, size_t errlen)
{
    bool ai2 = !strcmp(ai_kind, "AI2");
    OpponentConfig cfg;
    Book *book = NULL;
    if (ai2) {
        if (!(book = assets_open_book(err, errlen)))
            return NULL;
        opponent_config_ai2(&cfg, setup->seed, book);
    } else {
        opponent_config_ai1(&cfg, setup->seed);
    }
    cfg.max_depth = setup->max_depth;
    cfg.think_depth = setup->think_depth;
    cfg.think_from_ply = setup->think_from_ply;
    cfg.think_ms = setup->think_ms;
    cfg.think_nodes = setup->think_nodes;
    cfg.anticipate_cp = setup->anticipate_cp;
    cfg.steer_depth = setup->steer_depth;
    return player_opponent_make(ai2 ? "kiryoku AI2" : "kiryoku AI1", setup->spec, setup->steer_spec, &cfg, book,
                                err, errlen);
}
