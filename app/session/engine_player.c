/* The engine player (see player.h): any engine behind the bridge,
 * playing its best move, a softmax draw among its root moves or the
 * human-like draw of human_player.h; and the --player spec parser. (The AI opponents are opponent.c, the
 * target-loss player level_player.c.) */
#include <errno.h>
#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/session/human_player.h"
#include "app/session/player.h"
#include "bridge/bridge.h"
#include "ai/target_loss.h"

/* ---- Engine player ------------------------------------------------------- */

typedef struct {
    Bridge *bridge;
    int depth, movetime_ms;
    uint64_t nodes;
    double softmax_cp;
    bool human;
    HumanModel model;      /* when human */
    bool lapsing;          /* this move is a lapse (HumanModel.lapse_rate) */
    uint64_t seed, rng;
    bool searching;
    BridgeResult result; /* large: kept here, not on the stack */
} EngineImpl;

static int engine_player_new_game(Player *p, int game_index, Color side)
{
    (void)side;
    EngineImpl *e = p->impl;
    /* Each game its own draws, the same ones every time the game is replayed. */
    e->rng = (e->seed + (uint64_t)game_index + 1) * 0x9e3779b97f4a7c15ull;
    if (!e->rng)
        e->rng = 1;
    if (bridge_new_game(e->bridge) != 0) {
        snprintf(p->error, sizeof p->error, "%s: %s", p->name, bridge_error(e->bridge));
        return -1;
    }
    return 0;
}

static int engine_player_begin_turn(Player *p, const PlayerTurn *t)
{
    EngineImpl *e = p->impl;
    if (bridge_set_position(e->bridge, t->start_sfen, t->moves) != 0) {
        snprintf(p->error, sizeof p->error, "%s: %s", p->name, bridge_error(e->bridge));
        return -1;
    }
    BridgeLimits l;
    bridge_limits_init(&l);
    l.depth = e->depth;
    l.nodes = e->nodes;
    l.movetime_ms = e->movetime_ms;
    if (e->softmax_cp > 0 || e->human)
        l.objective = BRIDGE_ALL_ROOT_SCORES;
    /* Drawn only when the player has lapses, so others' games replay as before. */
    e->lapsing = e->human && e->model.lapse_rate > 0 && target_random(&e->rng) < e->model.lapse_rate;
    if (e->lapsing) {
        l.depth = e->model.lapse_depth;
        l.nodes = 0;
    }
    if (!l.depth && !l.nodes && !l.movetime_ms) {
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

/* The drawn root move's index, -1 for the engine's own best move. */
static int pick_root(EngineImpl *e)
{
    if (e->lapsing)
        return player_softmax_draw(e->result.root, e->result.root_count, e->model.lapse_temp_cp, false, &e->rng);
    if (e->human)
        return human_pick(&e->model, e->result.root, e->result.root_count, &e->rng);
    if (e->softmax_cp > 0)
        return player_softmax_pick(e->result.root, e->result.root_count, e->softmax_cp, &e->rng);
    return -1;
}

static PlayerStatus engine_player_poll(Player *p, int timeout_ms, char move[8], bool *in_book)
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
    int k = pick_root(e);
    snprintf(move, 8, "%s", k >= 0 ? e->result.root[k].move : e->result.bestmove);
    return PLAYER_MOVED;
}

static void engine_player_cancel(Player *p)
{
    EngineImpl *e = p->impl;
    if (!e->searching)
        return;
    bridge_stop(e->bridge);
    bridge_wait(e->bridge, -1);
    e->searching = false;
}

static void engine_player_destroy(Player *p)
{
    EngineImpl *e = p->impl;
    if (!e)
        return;
    engine_player_cancel(p);
    bridge_close(e->bridge);
    free(e);
    p->impl = NULL;
}

static const Player engine_ops = {
    .new_game = engine_player_new_game, .begin_turn = engine_player_begin_turn, .poll = engine_player_poll, .cancel = engine_player_cancel,
    .destroy = engine_player_destroy,
};

Player *player_engine_new(const EnginePlayerOptions *o, char *err, size_t errlen)
{
    Player *p = malloc(sizeof *p);
    EngineImpl *e = calloc(1, sizeof *e);
    if (!p || !e) {
        free(p);
        free(e);
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    *p = engine_ops;
    e->bridge = bridge_open(o->spec, NULL, err, errlen);
    if (!e->bridge) {
        free(p);
        free(e);
        return NULL;
    }
    e->depth = o->depth;
    e->nodes = o->nodes;
    e->movetime_ms = o->movetime_ms;
    e->softmax_cp = o->softmax_cp;
    e->human = o->human;
    if (o->human)
        e->model = o->human_model;
    e->seed = o->seed;
    p->impl = e;
    if (o->name) {
        snprintf(p->name, sizeof p->name, "%s", o->name);
    } else {
        BridgeCaps caps;
        bridge_caps(e->bridge, &caps);
        snprintf(p->name, sizeof p->name, "%.63s", caps.name[0] ? caps.name : o->spec);
    }
    return p;
}

/* ---- Softmax ------------------------------------------------------------- */

/* Mates keep their bridge values (>= BRIDGE_MATE_MIN), above every
 * centipawn score, so a mate the search sees is drawn over any won
 * position's +8000; weights are taken relative to the best, so exp()
 * stays finite without a clamp. (A clamp to +5000 made these players pass
 * up mates in won positions and drag games to the ply limit.) */
static bool drawable(int s, bool skip_mates)
{
    return s != BRIDGE_SCORE_NONE && !(skip_mates && bridge_score_is_mate(s) && s > 0);
}

int player_softmax_draw(const BridgeRootScore *roots, int n, double temperature, bool skip_mates, uint64_t *rng)
{
    int best = -1;
    for (int i = 0; i < n; i++)
        if (drawable(roots[i].score, skip_mates) && (best < 0 || roots[i].score > roots[best].score))
            best = i;
    if (best < 0 || temperature <= 0)
        return best;
    double top = roots[best].score, total = 0;
    for (int i = 0; i < n; i++)
        if (drawable(roots[i].score, skip_mates))
            total += exp((roots[i].score - top) / temperature);
    double x = target_random(rng) * total;
    for (int i = 0; i < n; i++) {
        if (!drawable(roots[i].score, skip_mates))
            continue;
        x -= exp((roots[i].score - top) / temperature);
        if (x < 0)
            return i;
    }
    return best; /* rounding left x a hair above 0 */
}

int player_softmax_pick(const BridgeRootScore *roots, int n, double temperature, uint64_t *rng)
{
    return player_softmax_draw(roots, n, temperature, false, rng);
}

/* ---- Specs --------------------------------------------------------------- */

/* temp=, blunder=, matemiss=, lapse=, lapsetemp=, lapsedepth=: the human
 * model's parameters set outright (human_player.h).
 * Returns true when key is one of them (err set if its value is bad). */
static bool human_key(const char *key, const char *val, EnginePlayerOptions *o, const char *spec, char *err,
                      size_t errlen, char **end)
{
    enum { RATE, TEMP, DEPTH };
    static const struct {
        const char *key;
        size_t field; /* offset in HumanModel: a double, or the int lapse_depth */
        int kind;     /* TEMP: (0, 100000]; RATE: [0, 1]; DEPTH: 1-63 */
    } keys[] = {
        { "temp", offsetof(HumanModel, temperature_cp), TEMP },
        { "blunder", offsetof(HumanModel, blunder_rate), RATE },
        { "matemiss", offsetof(HumanModel, mate_miss_rate), RATE },
        { "lapse", offsetof(HumanModel, lapse_rate), RATE },
        { "lapsetemp", offsetof(HumanModel, lapse_temp_cp), TEMP },
        { "lapsedepth", offsetof(HumanModel, lapse_depth), DEPTH },
    };
    err[0] = '\0';
    for (size_t k = 0; k < sizeof keys / sizeof keys[0]; k++) {
        if (strcmp(key, keys[k].key))
            continue;
        double v = strtod(val, end);
        int kind = keys[k].kind;
        bool ok = kind == TEMP   ? v > 0 && v <= 100000
                  : kind == RATE ? v >= 0 && v <= 1
                                 : v >= 1 && v <= 63 && v == (int)v;
        if (**end || errno || !ok) {
            snprintf(err, errlen, "--player %s: %s=%s: expected %s", spec, key, val,
                     kind == TEMP    ? "a temperature in cp (0-100000]"
                     : kind == DEPTH ? "a depth 1-63"
                                     : "a rate from 0 to 1");
            return true;
        }
        char *field = (char *)&o->human_model + keys[k].field;
        if (kind == DEPTH)
            *(int *)field = (int)v;
        else
            *(double *)field = v;
        o->human_keys = true;
        return true;
    }
    return false;
}

/* pace=MIN-MAX: seconds, decimals allowed, 0 <= MIN <= MAX <= 3600. */
static int parse_pace(const char *val, EnginePlayerOptions *o, const char *spec, char *err, size_t errlen)
{
    char *dash, *end = NULL;
    errno = 0;
    double lo = strtod(val, &dash), hi = *dash == '-' ? strtod(dash + 1, &end) : -1;
    if (dash == val || *dash != '-' || *end || errno || !(lo >= 0 && lo <= hi && hi <= 3600)) {
        snprintf(err, errlen, "--player %s: pace=%s: expected MIN-MAX, seconds from 0 to 3600 (pace=3-15)", spec,
                 val);
        return -1;
    }
    o->pace_min_ms = (int)(lo * 1000 + 0.5);
    o->pace_max_ms = (int)(hi * 1000 + 0.5);
    return 0;
}

/* One "KEY=V" of a spec's option list into *o (or *rating for level:).
 * Returns 0, or -1 with a message naming the option. */
static int parse_option(const char *kv, size_t len, EnginePlayerOptions *o, const char *spec, char *err,
                        size_t errlen)
{
    char key[16], val[48];
    const char *eq = memchr(kv, '=', len);
    size_t klen = eq ? (size_t)(eq - kv) : 0;
    size_t vlen = eq ? len - klen - 1 : 0;
    if (!eq || !klen || klen >= sizeof key || !vlen || vlen >= sizeof val) {
        snprintf(err, errlen, "--player %s: expected KEY=VALUE, found '%.*s'", spec, (int)len, kv);
        return -1;
    }
    memcpy(key, kv, klen);
    key[klen] = '\0';
    memcpy(val, eq + 1, vlen);
    val[vlen] = '\0';
    char *end;
    errno = 0;
    if (human_key(key, val, o, spec, err, errlen, &end))
        return *err ? -1 : 0;
    if (!strcmp(key, "pace"))
        return parse_pace(val, o, spec, err, errlen);
    if (!strcmp(key, "softmax")) {
        double t = strtod(val, &end);
        if (*end || errno || !(t > 0 && t <= 100000)) {
            snprintf(err, errlen, "--player %s: softmax=%s: expected a temperature in cp (0-100000]", spec, val);
            return -1;
        }
        o->softmax_cp = t;
        return 0;
    }
    unsigned long long v = strtoull(val, &end, 10);
    if (*end || errno || val[0] == '-') {
        snprintf(err, errlen, "--player %s: %s=%s: expected a whole number", spec, key, val);
        return -1;
    }
    if (!strcmp(key, "depth") && v >= 1 && v <= 63)
        o->depth = (int)v;
    else if (!strcmp(key, "nodes") && v >= 1)
        o->nodes = v;
    else if (!strcmp(key, "movetime") && v >= 1 && v <= 3600000)
        o->movetime_ms = (int)v;
    else if (!strcmp(key, "seed"))
        o->seed = v;
    else {
        snprintf(err, errlen,
                 "--player %s: %s=%s: expected depth=1-63, nodes=N, movetime=MS, softmax=T, seed=N or pace=MIN-MAX "
                 "(human:R also temp=T, blunder=0-1, matemiss=0-1, lapse=0-1, lapsetemp=T, lapsedepth=D)",
                 spec, key, val);
        return -1;
    }
    return 0;
}

/* A comma-separated option list, up to `stop` (or the end). */
static int parse_options(const char *s, const char *stop, EnginePlayerOptions *o, const char *spec, char *err,
                         size_t errlen)
{
    if (!stop)
        stop = s + strlen(s);
    while (s < stop) {
        const char *comma = memchr(s, ',', (size_t)(stop - s));
        const char *end = comma ? comma : stop;
        if (parse_option(s, (size_t)(end - s), o, spec, err, errlen) != 0)
            return -1;
        s = comma ? comma + 1 : stop;
    }
    return 0;
}

/* The spec's pace=, if any, around p (NULL stays NULL). */
static Player *with_pace(Player *p, const EnginePlayerOptions *o, char *err, size_t errlen)
{
    if (!p || o->pace_max_ms <= 0)
        return p;
    return player_paced_new(p, o->pace_min_ms, o->pace_max_ms, o->seed, err, errlen);
}

/* "level:R[,KEY=V...]": only depth, seed and pace mean something there. */
static Player *level_from_spec(const char *spec, char *err, size_t errlen)
{
    char *end;
    long rating = strtol(spec + 6, &end, 10);
    if (end == spec + 6 || (*end && *end != ',') || rating < 0 || rating > 5000) {
        snprintf(err, errlen, "--player %s: expected level:R with R a rating 0-5000", spec);
        return NULL;
    }
    EnginePlayerOptions o = { 0 };
    if (*end && parse_options(end + 1, NULL, &o, spec, err, errlen) != 0)
        return NULL;
    if (o.nodes || o.movetime_ms || o.softmax_cp > 0 || o.human_keys) {
        snprintf(err, errlen, "--player %s: level:R takes only depth= and seed= (and pace=)", spec);
        return NULL;
    }
    return with_pace(player_level_new((int)rating, o.depth, o.seed, err, errlen), &o, err, errlen);
}

/* The parameters the spec left unset (NAN, lapse_depth 0) from the mapping. */
static void fill_unset(HumanModel *m, const HumanModel *mapped)
{
    double *const own[] = { &m->temperature_cp, &m->blunder_rate, &m->mate_miss_rate, &m->lapse_rate,
                            &m->lapse_temp_cp };
    const double from[] = { mapped->temperature_cp, mapped->blunder_rate, mapped->mate_miss_rate,
                            mapped->lapse_rate, mapped->lapse_temp_cp };
    for (size_t i = 0; i < sizeof own / sizeof own[0]; i++)
        if (isnan(*own[i]))
            *own[i] = from[i];
    if (!m->lapse_depth)
        m->lapse_depth = mapped->lapse_depth;
}

/* "human:R[,KEY=V...]": the embedded engine scores every root move to
 * depth= (HUMAN_DEFAULT_DEPTH) or nodes=, and human_player.h draws, with
 * the model from R unless temp=, blunder=, matemiss= or the lapse keys set
 * a parameter. */
static Player *human_from_spec(const char *spec, char *err, size_t errlen)
{
    char *end;
    errno = 0;
    long rating = strtol(spec + 6, &end, 10);
    if (end == spec + 6 || errno || (*end && *end != ',') || rating < 0 || rating > HUMAN_RATING_MAX) {
        snprintf(err, errlen, "--player %s: expected human:R with R a strength 0-%d", spec, HUMAN_RATING_MAX);
        return NULL;
    }
    /* The spec's keys first, the mapping then fills what they left (NAN). */
    EnginePlayerOptions o = { .spec = "embedded", .human = true };
    o.human_model = (HumanModel){ .temperature_cp = NAN, .blunder_rate = NAN, .mate_miss_rate = NAN,
                                  .lapse_rate = NAN, .lapse_temp_cp = NAN, .lapse_depth = 0 };
    if (*end && parse_options(end + 1, NULL, &o, spec, err, errlen) != 0)
        return NULL;
    if (o.movetime_ms || o.softmax_cp > 0) {
        snprintf(err, errlen,
                 "--player %s: human:R takes only depth=, nodes=, seed=, temp=, blunder=, matemiss=, lapse=, "
                 "lapsetemp=, lapsedepth= (and pace=)",
                 spec);
        return NULL;
    }
    if (!o.depth && !o.nodes)
        o.depth = HUMAN_DEFAULT_DEPTH;
    HumanModel mapped;
    human_model_from_rating((int)rating, &mapped);
    fill_unset(&o.human_model, &mapped);
    char name[64];
    snprintf(name, sizeof name, "kiryoku human %ld", rating);
    o.name = name;
    return with_pace(player_engine_new(&o, err, errlen), &o, err, errlen);
}

/* The engine kinds' specs: the human model's keys are for human:R only. */
static Player *engine_new_checked(const EnginePlayerOptions *o, const char *spec, char *err, size_t errlen)
{
    if (o->human_keys) {
        snprintf(err, errlen, "--player %s: temp=, blunder=, matemiss= and lapse keys are for human:R only", spec);
        return NULL;
    }
    return with_pace(player_engine_new(o, err, errlen), o, err, errlen);
}

Player *player_from_spec(const char *spec, char *err, size_t errlen)
{
    if (!strncmp(spec, "script:", 7))
        return player_script_new(spec + 7, err, errlen);
    if (!strncmp(spec, "level:", 6))
        return level_from_spec(spec, err, errlen);
    if (!strncmp(spec, "human:", 6))
        return human_from_spec(spec, err, errlen);
    EnginePlayerOptions o = { .spec = spec };
    if (!strncmp(spec, "usi,", 4)) {
        /* "usi,depth=3:CMD": the limits sit before the command, which may hold ':' */
        const char *colon = strchr(spec, ':');
        if (!colon || !colon[1] || parse_options(spec + 4, colon, &o, spec, err, errlen) != 0) {
            if (!colon || !colon[1])
                snprintf(err, errlen, "--player %s: expected usi,KEY=V,...:CMD", spec);
            return NULL;
        }
        if (o.softmax_cp > 0) {
            snprintf(err, errlen, "--player %s: softmax is for the embedded engine only", spec);
            return NULL;
        }
        char *bridge_spec = malloc(strlen(colon) + 4);
        if (!bridge_spec) {
            snprintf(err, errlen, "out of memory");
            return NULL;
        }
        sprintf(bridge_spec, "usi%s", colon);
        o.spec = bridge_spec;
        Player *p = engine_new_checked(&o, spec, err, errlen);
        free(bridge_spec);
        return p;
    }
    if (!strncmp(spec, "usi:", 4) && spec[4])
        return engine_new_checked(&o, spec, err, errlen);
    if (!strcmp(spec, "embedded") || !strncmp(spec, "embedded:", 9)) {
        o.spec = "embedded";
        if (spec[8] == ':' && parse_options(spec + 9, NULL, &o, spec, err, errlen) != 0)
            return NULL;
        if (o.softmax_cp > 0 && !o.depth && !o.nodes && !o.movetime_ms) {
            snprintf(err, errlen, "--player %s: softmax needs a limit (depth=, nodes= or movetime=)", spec);
            return NULL;
        }
        return engine_new_checked(&o, spec, err, errlen);
    }
    snprintf(err, errlen,
             "--player %s: expected usi:CMD, usi,depth=N:CMD, embedded:depth=N, embedded:softmax=T,depth=N, level:R, "
             "human:R or script:FILE",
             spec);
    return NULL;
}
