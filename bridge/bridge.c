/* The Bridge: spec dispatch, the search thread, waiting and stopping. The
 * backends (usi_backend.c, embedded_backend.c) only search synchronously. */
#include "bridge/backend.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "base/error.h"
#include "base/assert.h"

void bridge_score_format(int s, char *buf, size_t len)
{
    if (s == BRIDGE_SCORE_NONE)
        snprintf(buf, len, "%s", "");
    else if (bridge_score_is_mate(s))
        snprintf(buf, len, "mate%c%d", s > 0 ? '+' : '-', abs(bridge_score_mate_plies(s)));
    else
        snprintf(buf, len, "%d", s);
}

/* The phrases that tell the kinds apart, from the messages this layer
 * writes (usi_backend.c, usi_search.c, usi_process.c: usi_proc_describe_exit
 * and usi_proc_spawn, bridge_open). An engine that dies and then cannot be
 * restarted is reported as dead: that came first. test_usi_backend checks
 * the kind of every message its misbehaving engines provoke. */
static const struct { const char *phrase; BridgeErrorKind kind; } error_phrases[] = {
    { " exited with status ", BRIDGE_ERR_DIED }, { " was killed by signal ", BRIDGE_ERR_DIED },
    { " closed its output", BRIDGE_ERR_DIED }, { " closed its input", BRIDGE_ERR_DIED },
    { " ended (wait status ", BRIDGE_ERR_DIED },
    { "' within ", BRIDGE_ERR_SILENT }, { " did not answer 'stop'", BRIDGE_ERR_SILENT },
    { " sent a malformed bestmove", BRIDGE_ERR_GARBLED }, { " lines that are not USI", BRIDGE_ERR_GARBLED },
    { "cannot run '", BRIDGE_ERR_START }, { "cannot start '", BRIDGE_ERR_START },
    { "unknown engine '", BRIDGE_ERR_SPEC }, { ": no command to run", BRIDGE_ERR_SPEC },
    { "' is not Name=Value", BRIDGE_ERR_SPEC }, { " (its LimitDepth option), not ", BRIDGE_ERR_SPEC },
    { "out of memory", BRIDGE_ERR_MEMORY }, { "not enough memory", BRIDGE_ERR_MEMORY },
};

BridgeErrorKind bridge_error_kind(const char *message)
{
    if (!message || !*message)
        return BRIDGE_ERR_NONE;
    for (size_t i = 0; i < sizeof error_phrases / sizeof error_phrases[0]; i++)
        if (strstr(message, error_phrases[i].phrase))
            return error_phrases[i].kind;
    return BRIDGE_ERR_OTHER;
}

void bridge_limits_init(BridgeLimits *l)
{
    memset(l, 0, sizeof *l);
    l->objective = BRIDGE_BEST;
}

static int compare_roots(const void *a, const void *b)
{
    const BridgeRootScore *x = a, *y = b;
    int sx = x->score == BRIDGE_SCORE_NONE ? -BRIDGE_SCORE_NONE : x->score;
    int sy = y->score == BRIDGE_SCORE_NONE ? -BRIDGE_SCORE_NONE : y->score;
    if (sx != sy)
        return sx > sy ? -1 : 1;
    return strcmp(x->move, y->move); /* a total order: qsort is not stable */
}

void bridge_sort_roots(BridgeRootScore *roots, int n, const char *preferred)
{
    qsort(roots, (size_t)n, sizeof *roots, compare_roots);
    /* Among equal scores the engine's own choice leads. */
    for (int i = 1; preferred && i < n && roots[i].score == roots[0].score; i++)
        if (!strcmp(roots[i].move, preferred)) {
            BridgeRootScore keep = roots[i];
            memmove(roots + 1, roots, sizeof *roots * (size_t)i);
            roots[0] = keep;
            break;
        }
}

int bridge_closest_root(const BridgeRootScore *roots, int n, int target)
{
    int best = -1;
    long best_d = 0;
    for (int i = 0; i < n; i++) {
        if (roots[i].score == BRIDGE_SCORE_NONE)
            continue;
        long d = labs((long)roots[i].score - target);
        if (best < 0 || d < best_d) {
            best = i;
            best_d = d;
        }
    }
    return best;
}

static void set_error(Bridge *b, const char *msg)
{
    snprintf(b->error, sizeof b->error, "%s", msg);
}

bool bridge_spec_is_embedded(const char *spec)
{
    return !spec || !strcmp(spec, "embedded") || !strncmp(spec, "embedded:", 9);
}

Bridge *bridge_open(const char *spec, const BridgeConfig *cfg, char *err, size_t errlen)
{
    const BridgeBackend *backend;
    const char *arg;
    if (bridge_spec_is_embedded(spec)) {
        backend = &bridge_embedded_backend;
        arg = spec && spec[8] == ':' ? spec + 9 : "";
    } else if (!strncmp(spec, "usi:", 4) && spec[4]) {
        backend = &bridge_usi_backend;
        arg = spec + 4;
    } else {
        snprintf(err, errlen, "unknown engine '%s' (expected 'embedded', 'embedded:nnue=FILE' or 'usi:COMMAND')", spec);
        return NULL;
    }
    Bridge *b = calloc(1, sizeof *b);
    if (!b) {
        snprintf(err, errlen, "out of memory opening %s", spec);
        return NULL;
    }
    if (cfg)
        b->cfg = *cfg;
    b->backend = backend;
    b->moves = calloc(1, 1);
    pthread_mutex_init(&b->lock, NULL);
    pthread_condattr_t ca;
    pthread_condattr_init(&ca);
    pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
    pthread_cond_init(&b->done_cond, &ca);
    pthread_condattr_destroy(&ca);
    atomic_init(&b->stop_requested, false);
    snprintf(b->caps.spec, sizeof b->caps.spec, "%s", spec ? spec : "embedded");
    if (!b->moves || backend->open(b, arg, err, errlen) < 0) {
        pthread_cond_destroy(&b->done_cond);
        pthread_mutex_destroy(&b->lock);
        free(b->moves);
        free(b);
        return NULL;
    }
    return b;
}

/* Joins a finished search thread so a new one can start. */
static void join_thread(Bridge *b)
{
    if (b->thread_live) {
        pthread_join(b->thread, NULL);
        b->thread_live = false;
    }
}

void bridge_close(Bridge *b)
{
    if (!b)
        return;
    bridge_stop(b);
    bridge_wait(b, -1);
    join_thread(b);
    b->backend->close(b);
    pthread_cond_destroy(&b->done_cond);
    pthread_mutex_destroy(&b->lock);
    free(b->sfen);
    free(b->moves);
    free(b);
}

void bridge_caps(const Bridge *b, BridgeCaps *out)
{
    *out = b->caps;
}

long long bridge_cpu_ms(const Bridge *b)
{
    return b->backend->cpu_ms ? b->backend->cpu_ms(b) : -1;
}

const char *bridge_error(const Bridge *b)
{
    return b->error;
}

/* The search thread clears `searching` under the lock. */
static bool is_searching(Bridge *b)
{
    pthread_mutex_lock(&b->lock);
    bool s = b->searching;
    pthread_mutex_unlock(&b->lock);
    return s;
}

int bridge_new_game(Bridge *b)
{
    if (is_searching(b)) {
        set_error(b, "new game asked while a search is running");
        return -1;
    }
    return b->backend->new_game ? b->backend->new_game(b) : 0;
}

int bridge_set_position(Bridge *b, const char *sfen, const char *moves)
{
    if (is_searching(b)) {
        set_error(b, "position set while a search is running");
        return -1;
    }
    char *s = (sfen && strcmp(sfen, "startpos")) ? strdup(sfen) : NULL;
    char *m = strdup(moves ? moves : "");
    if ((sfen && strcmp(sfen, "startpos") && !s) || !m) {
        free(s);
        free(m);
        set_error(b, "out of memory setting a position");
        return -1;
    }
    free(b->sfen);
    free(b->moves);
    b->sfen = s;
    b->moves = m;
    return b->backend->check_position ? b->backend->check_position(b) : 0;
}

static void *search_thread(void *arg)
{
    Bridge *b = arg;
    BridgeResult *r = malloc(sizeof *r);
    if (r) {
        memset(r, 0, sizeof *r);
        r->score = BRIDGE_SCORE_NONE;
        b->backend->search(b, &b->limits, b->progress, b->progress_user, r);
        r->stopped = r->stopped || atomic_load(&b->stop_requested);
    }
    pthread_mutex_lock(&b->lock);
    /* Only the search that bridge_go started ends here. */
    KIRYOKU_ASSERT(b->searching);
    if (r) {
        b->result = *r;
        if (r->status == BRIDGE_FAILED)
            set_error(b, r->error);
    } else {
        b->result.status = BRIDGE_FAILED;
        snprintf(b->result.error, sizeof b->result.error, "out of memory for a search result");
    }
    b->searching = false;
    pthread_cond_broadcast(&b->done_cond);
    pthread_mutex_unlock(&b->lock);
    free(r);
    return NULL;
}

int bridge_go(Bridge *b, const BridgeLimits *limits, BridgeProgressFn progress, void *user)
{
    if (is_searching(b)) {
        set_error(b, "a search is already running");
        return -1;
    }
    join_thread(b);
    /* No go while searching: one thread per Bridge, or two searches would
     * share its backend and result. */
    KIRYOKU_ASSERT(!b->thread_live && !b->searching);
    if (limits)
        b->limits = *limits;
    else
        bridge_limits_init(&b->limits);
    b->progress = progress;
    b->progress_user = user;
    atomic_store(&b->stop_requested, false);
    b->searching = true;
    int rc = pthread_create(&b->thread, NULL, search_thread, b);
    if (rc != 0) {
        b->searching = false;
        snprintf(b->error, sizeof b->error, "cannot start a search thread: %s", strerror(rc));
        return -1;
    }
    b->thread_live = true;
    return 0;
}

bool bridge_wait(Bridge *b, int timeout_ms)
{
    pthread_mutex_lock(&b->lock);
    if (timeout_ms < 0) {
        while (b->searching)
            pthread_cond_wait(&b->done_cond, &b->lock);
    } else if (b->searching && timeout_ms > 0) {
        struct timespec ts;
        clock_gettime(CLOCK_MONOTONIC, &ts);
        ts.tv_sec += timeout_ms / 1000;
        ts.tv_nsec += (long)(timeout_ms % 1000) * 1000000L;
        if (ts.tv_nsec >= 1000000000L) {
            ts.tv_sec++;
            ts.tv_nsec -= 1000000000L;
        }
        while (b->searching)
            if (pthread_cond_timedwait(&b->done_cond, &b->lock, &ts) == ETIMEDOUT)
                break;
    }
    bool done = !b->searching;
    pthread_mutex_unlock(&b->lock);
    if (done)
        join_thread(b);
    return done;
}

void bridge_stop(Bridge *b)
{
    atomic_store(&b->stop_requested, true);
    if (b->backend->stop)
        b->backend->stop(b);
}

void bridge_result(Bridge *b, BridgeResult *out)
{
    bridge_wait(b, -1);
    /* The thread is joined: nothing writes the result while it is copied. */
    KIRYOKU_ASSERT(!b->thread_live);
    *out = b->result;
}

int bridge_search(Bridge *b, const BridgeLimits *limits, BridgeResult *out)
{
    if (bridge_go(b, limits, NULL, NULL) < 0) {
        memset(out, 0, sizeof *out);
        out->status = BRIDGE_FAILED;
        err_set(out->error, sizeof out->error, "%s", b->error);
        return -1;
    }
    bridge_result(b, out);
    return out->status == BRIDGE_OK ? 0 : -1;
}
