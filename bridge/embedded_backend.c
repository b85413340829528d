/* The embedded backend: one engine/engine.h instance per Bridge, searched
 * on the Bridge's thread. Each instance owns its tables, so several Bridges
 * search at once. Root objectives are the engine's own. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/error.h"
#include "bridge/backend.h"
#include "engine/nnue.h"
#include "engine/engine.h"
#include "shogi/position.h"
#include "shogi/usi.h"

enum { EMBEDDED_DEFAULT_HASH_MB = 16 };

typedef struct {
    Engine *engine;
    Nnue *net;             /* "embedded:nnue=FILE": the net it evaluates with */
    Position *pos;         /* the position set last, history included */
    Bridge *bridge;        /* for the info callback */
    BridgeProgressFn fn;
    void *user;
    char last_pv[512];     /* the last principal variation reported */
} Embedded;

/* engine/engine.h scores -> the bridge's scale (same convention, wider mate
 * band on our side). */
static int from_engine_score(int s)
{
    if (s == SCORE_NONE)
        return BRIDGE_SCORE_NONE;
    if (score_is_mate(s))
        return bridge_score_from_mate(score_mate_plies(s));
    if (s >= BRIDGE_MATE_MIN)
        return BRIDGE_MATE_MIN - 1;
    if (s <= -BRIDGE_MATE_MIN)
        return -BRIDGE_MATE_MIN + 1;
    return s;
}

static void pv_to_text(const Move *pv, int n, char *buf, size_t len)
{
    size_t off = 0;
    buf[0] = '\0';
    for (int i = 0; i < n && off + USI_MOVE_MAX + 1 < len; i++) {
        char m[USI_MOVE_MAX];
        move_to_usi(pv[i], m);
        off += (size_t)snprintf(buf + off, len - off, "%s%s", i ? " " : "", m);
    }
}

static void on_info(const SearchInfo *info, void *user)
{
    Embedded *em = user;
    if (info->multipv <= 1)
        pv_to_text(info->pv, info->pv_len, em->last_pv, sizeof em->last_pv);
    if (!em->fn)
        return;
    BridgeProgress p = { .depth = info->depth, .seldepth = info->seldepth,
                         .score = from_engine_score(info->score), .nodes = info->nodes,
                         .time_ms = info->time_ms, .multipv = info->multipv };
    p.bound = info->bound == BOUND_LOWER_INFO ? BRIDGE_BOUND_LOWER
            : info->bound == BOUND_UPPER_INFO ? BRIDGE_BOUND_UPPER : BRIDGE_BOUND_EXACT;
    pv_to_text(info->pv, info->pv_len, p.pv, sizeof p.pv);
    em->fn(&p, em->user);
}

/* "nnue=FILE" after "embedded:": evaluate with that net. A file that is
 * missing or damaged is an error naming it, never the linear evaluation. */
static int embedded_use_net(Embedded *em, const char *arg, char *err, size_t errlen)
{
    if (strncmp(arg, "nnue=", 5) != 0 || !arg[5]) {
        err_set(err, errlen, "embedded: unknown option '%s' (expected nnue=FILE)", arg);
        return -1;
    }
    char why[1400];
    if (!(em->net = nnue_load(arg + 5, why, sizeof why))) {
        err_set(err, errlen, "embedded: %s", why);
        return -1;
    }
    if (engine_set_nnue(em->engine, em->net) != 0) {
        err_set(err, errlen, "embedded: not enough memory for the net's accumulators");
        return -1;
    }
    return 0;
}

static void embedded_free(Embedded *em)
{
    engine_destroy(em->engine);
    nnue_free(em->net);
    free(em->pos);
    free(em);
}

static int embedded_open(Bridge *b, const char *arg, char *err, size_t errlen)
{
    Embedded *em = calloc(1, sizeof *em);
    Position *pos = malloc(sizeof *pos);
    size_t hash = b->cfg.hash_mb > 0 ? (size_t)b->cfg.hash_mb : EMBEDDED_DEFAULT_HASH_MB;
    Engine *e = (em && pos) ? engine_create(hash) : NULL;
    if (!e) {
        err_set(err, errlen, "embedded: not enough memory for a %zu MiB engine", hash);
        free(em);
        free(pos);
        return -1;
    }
    pos_init_startpos(pos);
    em->engine = e;
    em->pos = pos;
    if (arg[0] && embedded_use_net(em, arg, err, errlen) != 0) {
        embedded_free(em);
        return -1;
    }
    em->bridge = b;
    engine_set_info_callback(e, on_info, em);
    b->impl = em;
    b->caps.flags = BRIDGE_CAN_DEPTH | BRIDGE_CAN_NODES | BRIDGE_CAN_MOVETIME | BRIDGE_CAN_CLOCK |
                    BRIDGE_NATIVE_OBJECTIVES | BRIDGE_CAN_ALL_ROOTS | BRIDGE_EXACT_MATES |
                    BRIDGE_DETERMINISTIC;
    b->caps.max_multipv = BRIDGE_MAX_ROOT;
    snprintf(b->caps.name, sizeof b->caps.name, "kiryoku embedded engine%s", em->net ? " (network)" : "");
    snprintf(b->caps.author, sizeof b->caps.author, "the kiryoku authors");
    return 0;
}

static void embedded_close(Bridge *b)
{
    embedded_free(b->impl);
}

static int embedded_new_game(Bridge *b)
{
    Embedded *em = b->impl;
    engine_clear_hash(em->engine);
    return 0;
}

static int embedded_check_position(Bridge *b)
{
    Embedded *em = b->impl;
    size_t need = strlen(b->moves) + (b->sfen ? strlen(b->sfen) : 0) + 32;
    char *line = malloc(need);
    if (!line) {
        err_set(b->error, sizeof b->error, "embedded: out of memory setting a position");
        return -1;
    }
    int n = b->sfen ? snprintf(line, need, "sfen %s", b->sfen) : snprintf(line, need, "startpos");
    if (b->moves[0])
        snprintf(line + n, need - (size_t)n, " moves %s", b->moves);
    char why[256];
    int rc = pos_set_usi(em->pos, line, why, sizeof why);
    free(line);
    if (rc < 0) {
        err_set(b->error, sizeof b->error, "embedded: bad position: %s", why);
        pos_init_startpos(em->pos);
        return -1;
    }
    return 0;
}

static void to_engine_limits(const Bridge *b, const BridgeLimits *l, SearchLimits *s)
{
    search_limits_init(s);
    s->depth = l->depth;
    s->nodes = l->nodes;
    s->movetime_ms = l->movetime_ms;
    s->use_clock = l->use_clock;
    s->time_ms[BLACK] = l->btime_ms;
    s->time_ms[WHITE] = l->wtime_ms;
    s->inc_ms[BLACK] = l->binc_ms;
    s->inc_ms[WHITE] = l->winc_ms;
    s->byoyomi_ms = l->byoyomi_ms;
    s->infinite = !l->depth && !l->nodes && !l->movetime_ms && !l->use_clock;
    s->objective = l->objective == BRIDGE_CLOSEST_TO_TARGET ? OBJECTIVE_CLOSEST_TO_TARGET
                 : l->objective == BRIDGE_ALL_ROOT_SCORES   ? OBJECTIVE_ALL_ROOT_SCORES
                                                            : OBJECTIVE_BEST;
    s->target_cp = l->target_cp;
    s->target_slack_cp = l->target_slack_cp;
    s->draw_cp = l->draw_cp;
    s->analysis = l->analysis;
    s->multipv = 1;
    s->stop_flag = (atomic_bool *)&b->stop_requested;
}

static void embedded_search(Bridge *b, const BridgeLimits *l, BridgeProgressFn fn, void *user, BridgeResult *out)
{
    Embedded *em = b->impl;
    SearchLimits sl;
    SearchResult *sr = malloc(sizeof *sr);
    if (!sr) {
        out->status = BRIDGE_FAILED;
        err_set(out->error, sizeof out->error, "embedded: out of memory for a search");
        return;
    }
    to_engine_limits(b, l, &sl);
    em->fn = fn;
    em->user = user;
    em->last_pv[0] = '\0';
    engine_set_position(em->engine, em->pos);
    engine_search(em->engine, &sl, sr);
    em->fn = NULL;
    out->status = BRIDGE_OK;
    if (sr->best_move == MOVE_NONE)
        snprintf(out->bestmove, sizeof out->bestmove, "resign");
    else
        move_to_usi(sr->best_move, out->bestmove);
    if (sr->ponder_move != MOVE_NONE)
        move_to_usi(sr->ponder_move, out->ponder);
    out->score = from_engine_score(sr->score);
    out->depth = sr->depth;
    out->seldepth = sr->seldepth;
    out->nodes = sr->nodes;
    /* The engine counts for sente; the bridge speaks for the side to move. */
    out->leaves = sr->leaf_evals;
    out->leaves_favourable = pos_side(em->pos) == BLACK ? sr->leaf_sente : sr->leaf_evals - sr->leaf_sente;
    out->time_ms = sr->time_ms;
    out->stopped = sr->stopped;
    int n = 0;
    for (int i = 0; i < sr->root_count && n < BRIDGE_MAX_ROOT; i++) {
        if (sr->root[i].score == SCORE_NONE)
            continue;
        move_to_usi(sr->root[i].move, out->root[n].move);
        out->root[n++].score = from_engine_score(sr->root[i].score);
    }
    out->root_count = n;
    bridge_sort_roots(out->root, n, out->bestmove);
    if (n == 0 && sr->best_move != MOVE_NONE) {
        snprintf(out->root[0].move, sizeof out->root[0].move, "%s", out->bestmove);
        out->root[0].score = out->score;
        out->root_count = 1;
    }
    snprintf(out->pv, sizeof out->pv, "%s", em->last_pv[0] ? em->last_pv : out->bestmove);
    free(sr);
}

const BridgeBackend bridge_embedded_backend = {
    .kind = "embedded",
    .open = embedded_open,
    .close = embedded_close,
    .new_game = embedded_new_game,
    .check_position = embedded_check_position,
    .search = embedded_search,
    .stop = NULL,
};
