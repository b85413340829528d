/* The engine player (see session_player.h): any engine behind the bridge,
 * playing its best move. (The AI opponents are session_opponent.c.) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/session_player.h"
#include "engine-bridge/engine.h"

/* ---- Engine player ------------------------------------------------------- */

typedef struct {
    Bridge *bridge;
    int depth, movetime_ms;
    bool searching;
    BridgeResult result; /* large: kept here, not on the stack */
} EngineImpl;

static int engine_new_game(Player *p, int game_index, Color side)
{
    (void)game_index; (void)side;
    EngineImpl *e = p->impl;
    if (bridge_new_game(e->bridge) != 0) {
        snprintf(p->error, sizeof p->error, "%s: %s", p->name, bridge_error(e->bridge));
        return -1;
    }
    return 0;
}

static int engine_begin_turn(Player *p, const PlayerTurn *t)
{
    EngineImpl *e = p->impl;
    if (bridge_set_position(e->bridge, t->start_sfen, t->moves) != 0) {
        snprintf(p->error, sizeof p->error, "%s: %s", p->name, bridge_error(e->bridge));
        return -1;
    }
    BridgeLimits l;
    bridge_limits_init(&l);
    if (e->depth > 0) {
        l.depth = e->depth;
    } else if (e->movetime_ms > 0) {
        l.movetime_ms = e->movetime_ms;
    } else {
        l.use_clock = true;
        l.btime_ms = (int)t->clock_ms[BLACK];
        l.wtime_ms = (int)t->clock_ms[WHITE];
        l.binc_ms = l.winc_ms = (int)t->increment_ms;
        l.byoyomi_ms = (int)t->byoyomi_ms;
    }
    if (bridge_go(e->bridge, &l, NULL, NULL) != 0) {
        snprintf(p->error, sizeof p->error, "%s: %s", p->name, bridge_error(e->bridge));
        return -1;
    }
    e->searching = true;
    return 0;
}

static PlayerStatus engine_poll(Player *p, int timeout_ms, char move[8], bool *in_book)
{
    EngineImpl *e = p->impl;
    *in_book = false;
    if (!e->searching) {
        snprintf(p->error, sizeof p->error, "%s: polled with no search running", p->name);
        return PLAYER_FAILED;
    }
    if (!bridge_wait(e->bridge, timeout_ms))
        return PLAYER_THINKING;
    e->searching = false;
    bridge_result(e->bridge, &e->result);
    if (e->result.status != BRIDGE_OK) {
        snprintf(p->error, sizeof p->error, "%s: %s", p->name,
                 e->result.error[0] ? e->result.error : bridge_error(e->bridge));
        return PLAYER_FAILED;
    }
    if (!strcmp(e->result.bestmove, "resign"))
        return PLAYER_RESIGNED;
    if (!strcmp(e->result.bestmove, "win"))
        return PLAYER_DECLARED;
    snprintf(move, 8, "%s", e->result.bestmove);
    return PLAYER_MOVED;
}

static void engine_cancel(Player *p)
{
    EngineImpl *e = p->impl;
    if (!e->searching)
        return;
    bridge_stop(e->bridge);
    bridge_wait(e->bridge, -1);
    e->searching = false;
}

static void engine_destroy(Player *p)
{
    EngineImpl *e = p->impl;
    if (!e)
        return;
    engine_cancel(p);
    bridge_close(e->bridge);
    free(e);
    p->impl = NULL;
}

Player *player_engine_new(const EnginePlayerOptions *o, char *err, size_t errlen)
{
    Player *p = calloc(1, sizeof *p);
    EngineImpl *e = calloc(1, sizeof *e);
    if (!p || !e) {
        free(p);
        free(e);
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    e->bridge = bridge_open(o->spec, NULL, err, errlen);
    if (!e->bridge) {
        free(p);
        free(e);
        return NULL;
    }
    e->depth = o->depth;
    e->movetime_ms = o->movetime_ms;
    p->impl = e;
    if (o->name) {
        snprintf(p->name, sizeof p->name, "%s", o->name);
    } else {
        BridgeCaps caps;
        bridge_caps(e->bridge, &caps);
        snprintf(p->name, sizeof p->name, "%.63s", caps.name[0] ? caps.name : o->spec);
    }
    p->new_game = engine_new_game;
    p->begin_turn = engine_begin_turn;
    p->poll = engine_poll;
    p->cancel = engine_cancel;
    p->destroy = engine_destroy;
    return p;
}

/* ---- Specs --------------------------------------------------------------- */

/* "depth=N" or "movetime=MS" after "embedded:". */
static int parse_embedded(const char *opts, EnginePlayerOptions *o, char *err, size_t errlen)
{
    int v;
    char tail;
    if (sscanf(opts, "depth=%d%c", &v, &tail) == 1 && v > 0 && v < 64)
        o->depth = v;
    else if (sscanf(opts, "movetime=%d%c", &v, &tail) == 1 && v > 0)
        o->movetime_ms = v;
    else {
        snprintf(err, errlen, "--player embedded:%s: expected embedded:depth=N (1-63) or embedded:movetime=MS",
                 opts);
        return -1;
    }
    return 0;
}

Player *player_from_spec(const char *spec, char *err, size_t errlen)
{
    if (!strncmp(spec, "script:", 7))
        return player_script_new(spec + 7, err, errlen);
    EnginePlayerOptions o = { .spec = spec };
    if (!strncmp(spec, "usi:", 4) && spec[4])
        return player_engine_new(&o, err, errlen);
    if (!strcmp(spec, "embedded") || !strncmp(spec, "embedded:", 9)) {
        o.spec = "embedded";
        if (spec[8] == ':' && parse_embedded(spec + 9, &o, err, errlen) != 0)
            return NULL;
        return player_engine_new(&o, err, errlen);
    }
    snprintf(err, errlen, "--player %s: expected usi:CMD, embedded:depth=N or script:FILE", spec);
    return NULL;
}
