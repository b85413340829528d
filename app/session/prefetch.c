/* The analysis of a test's positions while its games are played (see
 * prefetch.h).
 *
 * One thread, niced on its own (Linux keeps a nice value per thread, and
 * the engine thread it opens inherits it), with every signal blocked so
 * that ^C and the terminal's signals still reach the main thread. It has
 * store connections of its own: a thread, not a child process, because an
 * SQLite connection must not cross a fork, and it writes the store. It
 * watches the test's games in the store: when a move was added since it
 * last looked, the analyser runs over every test game with the store as
 * its cache, so it searches just the positions not kept yet, oldest
 * first, and keeps each search as it ends. A stop is asked between
 * searches and ends the running one at once. */
#include "app/session/prefetch.h"

#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include "analysis/counted.h"
#include "app/assets.h"
#include "app/judge.h"
#include "app/session/judge_check.h"
#include "app/session/search_cache.h"
#include "app/session/test_games.h"

/* How often the store is looked at for a new move while all is searched:
 * small beside a move's time, and a query of a few rows. */
enum { PREFETCH_POLL_MS = 100, PREFETCH_NICE = 10 };

/* The one background analysis. Written by the main thread only while no
 * thread runs; the thread reads copy and dir, and stop. */
static struct {
    pthread_t thread;
    bool started;          /* a thread to join */
    atomic_bool stop, ended;
    /* The analysis failed with the judge's error (judge_check.h): the
     * thread ended, its message in judge_err, for the main thread to act
     * on (session_prefetch_judge_failed). */
    atomic_bool judge_failed;
    char judge_err[600];
    int engines_started;   /* by the last thread, once it ended */
    /* session_prefetch_finish: the thread leaves its engines in parked
     * instead of ending them. */
    atomic_bool keep_engines;
    AnalyzeEngines *parked;
    /* The test's judge's searches kept here whose CPU was measured, and
     * that CPU (search_cache_cpu), over every thread for test_id. */
    atomic_int cpu_searches;
    atomic_llong cpu_ms;
    int64_t test_id;
    Session copy;          /* what the thread reads of the session: its config and test */
    char dir[1024];        /* the data directory */
} bg;

static bool stop_asked(void *user)
{
    (void)user;
    return atomic_load(&bg.stop);
}

/* kiryoku test --root-scores (a measuring option): every root move is
 * scored before each move the test's own profile counts, so that the
 * move-choice likelihood can be fitted on the moves the rating rests on:
 * every move out of the book for the default statistic, the thesis's
 * band from ply 40 for the thesis mean's profile. */
static void roots_follow_profile(const SessionConfig *cfg, AnalyzeOptions *o)
{
    AnalyzeBudget b; /* the depth and cap the table's header will name */
    analyze_budget(o, &b);
    Profile p;
    assets_profile_for_budget(cfg->profile, b.depth, (long long)b.nodes, &p);
    if (!p.filters.recorded)
        return; /* the thesis's filters: the analyser's defaults */
    o->counted_min_ply = p.filters.min_ply > 0 ? p.filters.min_ply : 1;
    o->counted_max_abs_eval = p.filters.max_abs_eval >= ANALYSIS_COUNTED_MAX_ABS_EVAL_NONE
                                  ? ANALYSIS_COUNTED_MAX_ABS_EVAL_NONE
                                  : (int)p.filters.max_abs_eval;
}

AnalyzeOptions session_analysis_options(const Session *s)
{
    const SessionConfig *cfg = &s->cfg;
    const Judge *j = judge_find(session_judge_id(s));
    if (!j)
        j = judge_builtin(); /* an id a newer kiryoku stored */
    /* The overrides are the caller's measuring options for this judge;
     * the built-in judge standing in takes none of them. */
    bool own = session_judge_fell_back(s) || (!cfg->analysis_engine && cfg->analysis_depth <= 0);
    bool roots = cfg->analysis_root_scores;
    AnalyzeOptions o = { .engine_spec = !own && cfg->analysis_engine ? cfg->analysis_engine : j->spec,
                         .depth = !own && cfg->analysis_depth > 0 ? cfg->analysis_depth : j->depth,
                         .nodes = own ? j->nodes : 0, .root_scores = roots, .root_scores_counted = roots,
                         .clock_main_ms = cfg->clock.main_ms };
    if (roots)
        roots_follow_profile(cfg, &o);
    return o;
}

/* Searches the positions the store does not keep yet, one engine, kept
 * open from one call to the next. A failure (an engine's, the store's)
 * leaves them to the next move's run, or to the end; a failure of the
 * judge itself ends the background (the main thread lets the built-in
 * judge take over). */
static void analyse_new(const Session *s, AnalyzeEngines *engines)
{
    TestGames t;
    char err[600] = "";
    if (test_games_load(s, false, &t, err, sizeof err) == 0 && t.n > 0) {
        AnalyzeOptions o = session_analysis_options(s);
        SearchCache *c = search_cache_open(bg.dir, s->test.id, t.games, t.n, &o, err, sizeof err);
        if (c) {
            o.workers = 1;
            o.cache = search_cache_hooks(c);
            o.stop = stop_asked;
            o.engines = engines;
            if (analyze_games(t.ag, t.n, &o, NULL, err, sizeof err) != 0 && !stop_asked(NULL) &&
                !session_judge_fell_back(s) && session_judge_error(err)) {
                snprintf(bg.judge_err, sizeof bg.judge_err, "%s", err);
                atomic_store(&bg.judge_failed, true);
            }
            int n;
            long long ms;
            search_cache_cpu(c, &n, &ms);
            atomic_fetch_add(&bg.cpu_searches, n);
            atomic_fetch_add(&bg.cpu_ms, ms);
            search_cache_close(c);
        }
    }
    test_games_free(&t);
}

/* The test's positions so far (plies + 1 a game), or -1: a change means
 * a move or a game to analyse. */
static int test_positions(Store *st, int64_t test_id)
{
    StoreGame *g;
    int n = store_games_of_test(st, test_id, &g), sum = 0;
    for (int i = 0; i < n; i++)
        if (g[i].index >= 1)
            sum += g[i].plies + 1;
    if (n >= 0)
        free(g);
    return n < 0 ? -1 : sum;
}

static void *bg_main(void *arg)
{
    (void)arg;
    /* Below the AI's search, by as much as the program is niced already:
     * on Linux a thread has its own nice value. */
    id_t tid = (id_t)syscall(SYS_gettid);
    if (!bg.copy.cfg.prefetch_unniced)
        setpriority(PRIO_PROCESS, tid, getpriority(PRIO_PROCESS, tid) + PREFETCH_NICE);
    StoreError se;
    Session s = bg.copy;
    s.store = store_open(bg.dir, &se);
    int seen = -1;
    /* One engine for the whole test (issue 34): a USI judge starts once. */
    AnalyzeEngines *engines = analyze_engines_new();
    while (s.store && !stop_asked(NULL) && !atomic_load(&bg.judge_failed)) {
        int now = test_positions(s.store, s.test.id);
        if (now >= 0 && now != seen) {
            seen = now;
            analyse_new(&s, engines);
            continue;
        }
        nanosleep(&(struct timespec){ 0, PREFETCH_POLL_MS * 1000000L }, NULL);
    }
    bg.engines_started = analyze_engines_started(engines);
    if (atomic_load(&bg.keep_engines) && !atomic_load(&bg.judge_failed))
        bg.parked = engines;
    else
        analyze_engines_free(engines);
    store_close(s.store);
    atomic_store(&bg.ended, true);
    return NULL;
}

int session_prefetch_game(const Session *s, const StoreGame *g, char *err, size_t errlen)
{
    if (g->index < 1 || s->test.id <= 0)
        return 0;
    if (session_prefetch_running() && bg.test_id == s->test.id)
        return 0;
    session_prefetch_cancel();
    if (bg.test_id != s->test.id) { /* another test: its own measure */
        atomic_store(&bg.cpu_searches, 0);
        atomic_store(&bg.cpu_ms, 0);
    }
    if (!store_thread_safe()) {
        snprintf(err, errlen, "this SQLite cannot be used from two threads: the games are analysed at the end");
        return -1;
    }
    bg.copy = *s;
    bg.copy.store = NULL;
    bg.test_id = s->test.id;
    snprintf(bg.dir, sizeof bg.dir, "%s", store_dir(s->store));
    atomic_store(&bg.stop, false);
    atomic_store(&bg.ended, false);
    atomic_store(&bg.judge_failed, false);
    /* The thread (and the engine it opens) takes no signal: they are the
     * main thread's to handle. */
    sigset_t all, old;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &old);
    int rc = pthread_create(&bg.thread, NULL, bg_main, NULL);
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    if (rc != 0) {
        snprintf(err, errlen, "cannot start the background analysis: %s", strerror(rc));
        return -1;
    }
    bg.started = true;
    return 0;
}

bool session_prefetch_running(void)
{
    return bg.started && !atomic_load(&bg.ended);
}

void session_prefetch_cancel(void)
{
    if (!bg.started)
        return;
    atomic_store(&bg.stop, true);
    pthread_join(bg.thread, NULL);
    bg.started = false;
}

AnalyzeEngines *session_prefetch_finish(void)
{
    atomic_store(&bg.keep_engines, true);
    session_prefetch_cancel();
    atomic_store(&bg.keep_engines, false);
    AnalyzeEngines *e = bg.parked;
    bg.parked = NULL;
    return e;
}

bool session_prefetch_judge_failed(char *err, size_t len)
{
    if (!atomic_load(&bg.judge_failed) || (bg.started && !atomic_load(&bg.ended)))
        return false;
    if (bg.started)
        pthread_join(bg.thread, NULL);
    bg.started = false;
    atomic_store(&bg.judge_failed, false);
    snprintf(err, len, "%s", bg.judge_err);
    return true;
}

int session_prefetch_engines_started(void)
{
    return bg.engines_started;
}

void session_prefetch_cpu(int64_t test_id, int *searches, long long *cpu_ms)
{
    bool same = bg.test_id == test_id && test_id > 0;
    *searches = same ? atomic_load(&bg.cpu_searches) : 0;
    *cpu_ms = same ? atomic_load(&bg.cpu_ms) : 0;
}
