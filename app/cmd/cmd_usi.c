/* `kiryoku usi`: the embedded engine over the USI protocol.
 *
 * The main thread reads commands; a `go` runs the search on a second
 * thread, so `stop`, `ponderhit`, `isready` and `quit` are answered while
 * it thinks. For `go infinite` and `go ponder` the bestmove waits for
 * `stop` (or `ponderhit`), as the protocol requires. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/assets.h"
#include "app/cmd/commands.h"
#include "app/cmd/options.h"
#include "app/version.h"
#include "engine/book.h"
#include "engine/nnue.h"
#include "engine/engine.h"
#include "shogi/usi.h"

enum { DEFAULT_HASH_MB = 64 };

typedef struct {
    Engine *engine;
    Position pos;
    SearchLimits limits;
    bool checkmate_mode;     /* `go mate`: answer with `checkmate ...` */
    atomic_bool stop;        /* ours, so a `stop` right after `go` is not lost */
    pthread_t thread;
    bool running;
    pthread_mutex_t lock;    /* guards `release` and stdout */
    pthread_cond_t released;
    bool release;            /* bestmove may be sent (infinite/ponder over) */
    bool own_book;           /* answer from the opening book while in it */
    Book *book;              /* loaded when OwnBook is first switched on */
    uint64_t book_rng;
    bool use_nnue;           /* evaluate with the network in eval_file */
    char eval_file[512];     /* a path, or a name among the shipped data */
    int nnue_scale;          /* NnueScale: search units per 100 net cp */
    bool eval_changed;       /* UseNNUE/EvalFile set since the last load */
    Nnue *net;
} Usi;

static void out(Usi *u, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    pthread_mutex_lock(&u->lock);
    vprintf(fmt, ap);
    fflush(stdout);
    pthread_mutex_unlock(&u->lock);
    va_end(ap);
}

static void on_info(const SearchInfo *info, void *user)
{
    Usi *u = user;
    char line[4096], score[32], mv[USI_MOVE_MAX];
    score_to_usi(info->score, score, sizeof score);
    int n = snprintf(line, sizeof line,
                     "info depth %d seldepth %d score %s%s nodes %llu nps %llu time %d hashfull %d",
                     info->depth, info->seldepth, score,
                     info->bound == BOUND_LOWER_INFO ? " lowerbound" : info->bound == BOUND_UPPER_INFO ? " upperbound" : "",
                     (unsigned long long)info->nodes, (unsigned long long)info->nps, info->time_ms, info->hashfull);
    if (u->limits.multipv > 1 || u->limits.objective == OBJECTIVE_ALL_ROOT_SCORES)
        n += snprintf(line + n, sizeof line - (size_t)n, " multipv %d", info->multipv);
    n += snprintf(line + n, sizeof line - (size_t)n, " pv");
    for (int i = 0; i < info->pv_len && n < (int)sizeof line - 16; i++) {
        move_to_usi(info->pv[i], mv);
        n += snprintf(line + n, sizeof line - (size_t)n, " %s", mv);
    }
    out(u, "%s\n", line);
}

static void send_result(Usi *u, const SearchResult *r)
{
    char mv[USI_MOVE_MAX], pm[USI_MOVE_MAX];
    if (u->checkmate_mode) {
        if (r->best_move == MOVE_NONE || !score_is_mate(r->score) || r->score < 0) {
            out(u, "checkmate nomate\n");
            return;
        }
        move_to_usi(r->best_move, mv);
        out(u, "checkmate %s\n", mv);
        return;
    }
    if (r->best_move == MOVE_NONE) {
        out(u, "bestmove resign\n");
        return;
    }
    move_to_usi(r->best_move, mv);
    if (r->ponder_move != MOVE_NONE) {
        move_to_usi(r->ponder_move, pm);
        out(u, "bestmove %s ponder %s\n", mv, pm);
    } else {
        out(u, "bestmove %s\n", mv);
    }
}

static void *search_thread(void *arg)
{
    Usi *u = arg;
    SearchResult *r = malloc(sizeof *r);
    if (!r) {
        out(u, "info string error: out of memory\nbestmove resign\n");
        return NULL;
    }
    engine_search(u->engine, &u->limits, r);
    pthread_mutex_lock(&u->lock);
    while (!u->release)
        pthread_cond_wait(&u->released, &u->lock);
    pthread_mutex_unlock(&u->lock);
    send_result(u, r);
    free(r);
    return NULL;
}

static void release(Usi *u)
{
    pthread_mutex_lock(&u->lock);
    u->release = true;
    pthread_cond_signal(&u->released);
    pthread_mutex_unlock(&u->lock);
}

static void wait_search(Usi *u, bool stop)
{
    if (!u->running)
        return;
    if (stop) {
        atomic_store(&u->stop, true);
        release(u);
    }
    pthread_join(u->thread, NULL);
    u->running = false;
}

/* Waits for a bounded search to answer; stops an infinite or pondering one.
 * Used before commands that change the position or the options, so piped
 * scripts ("go depth 4" then "position ...") behave. */
static void finish_search(Usi *u)
{
    wait_search(u, u->limits.infinite || u->limits.ponder);
}

static int next_int(char **save)
{
    char *t = strtok_r(NULL, " \t", save);
    return t ? atoi(t) : 0;
}

/* A book move for the current position, or MOVE_NONE. */
static Move book_move(Usi *u)
{
    if (!u->own_book || !u->book)
        return MOVE_NONE;
    return book_pick(u->book, &u->pos, &u->book_rng);
}

/* Loads the network named by EvalFile for the engine, or returns to the
 * linear evaluation, once the options are set (at isready or go, so the
 * two options may come in either order). A net that cannot be loaded ends
 * the engine with the reason: a judge must never fall back silently to a
 * weaker evaluation. */
static void select_eval(Usi *u)
{
    if (!u->eval_changed)
        return;
    u->eval_changed = false;
    engine_set_nnue(u->engine, NULL);
    nnue_free(u->net);
    u->net = NULL;
    if (!u->use_nnue)
        return;
    char path[1024], err[1400];
    if (strchr(u->eval_file, '/'))
        snprintf(path, sizeof path, "%s", u->eval_file);
    else if (assets_find(u->eval_file, path, sizeof path) != 0)
        snprintf(path, sizeof path, "%s (not found among the shipped data)", u->eval_file);
    if (!(u->net = nnue_load(path, err, sizeof err)) || engine_set_nnue(u->engine, u->net) != 0) {
        out(u, "info string error: %s\n", u->net ? "out of memory" : err);
        fprintf(stderr, "kiryoku usi: %s\n", u->net ? "out of memory" : err);
        exit(1);
    }
    if (engine_set_search_scale(u->engine, u->nnue_scale) != 0)
        out(u, "info string error: NnueScale %d is outside 10-400; using %d\n", u->nnue_scale, NNUE_SEARCH_SCALE);
    out(u, "info string evaluation: network %s (%s), %s loops\n", path, u->net->about,
        nnue_simd_name(u->net->simd));
}

static void cmd_go(Usi *u, char *args)
{
    finish_search(u);
    select_eval(u);
    Move bm = strstr(args, "mate") ? MOVE_NONE : book_move(u);
    if (bm != MOVE_NONE) {
        char mv[USI_MOVE_MAX];
        move_to_usi(bm, mv);
        out(u, "info string book move\nbestmove %s\n", mv);
        return;
    }
    SearchLimits l = u->limits; /* keeps objective, target, multipv */
    int multipv = l.multipv;
    SearchObjective obj = l.objective;
    int target = l.target_cp;
    search_limits_init(&l);
    l.multipv = multipv;
    l.objective = obj;
    l.target_cp = target;
    u->checkmate_mode = false;
    bool hold = false;
    char *save, *t = strtok_r(args, " \t", &save);
    for (; t; t = strtok_r(NULL, " \t", &save)) {
        if (!strcmp(t, "depth")) l.depth = next_int(&save);
        else if (!strcmp(t, "nodes")) l.nodes = (uint64_t)next_int(&save);
        else if (!strcmp(t, "movetime")) l.movetime_ms = next_int(&save);
        else if (!strcmp(t, "btime")) { l.use_clock = true; l.time_ms[BLACK] = next_int(&save); }
        else if (!strcmp(t, "wtime")) { l.use_clock = true; l.time_ms[WHITE] = next_int(&save); }
        else if (!strcmp(t, "binc")) l.inc_ms[BLACK] = next_int(&save);
        else if (!strcmp(t, "winc")) l.inc_ms[WHITE] = next_int(&save);
        else if (!strcmp(t, "byoyomi")) { l.use_clock = true; l.byoyomi_ms = next_int(&save); }
        else if (!strcmp(t, "infinite")) { l.infinite = true; hold = true; }
        else if (!strcmp(t, "ponder")) { l.ponder = true; hold = true; }
        else if (!strcmp(t, "mate")) {
            /* USI: `go mate <ms>|infinite` asks for a checkmate sequence. */
            char *x = strtok_r(NULL, " \t", &save);
            u->checkmate_mode = true;
            l.mate_plies = SEARCH_MAX_PLY;
            l.objective = OBJECTIVE_BEST;
            if (x && strcmp(x, "infinite"))
                l.movetime_ms = atoi(x);
            else
                l.infinite = true;
        }
    }
    atomic_store(&u->stop, false);
    l.stop_flag = &u->stop;
    u->limits = l;
    u->release = !hold;
    engine_set_position(u->engine, &u->pos);
    if (pthread_create(&u->thread, NULL, search_thread, u) != 0) {
        out(u, "info string error: cannot start the search thread\nbestmove resign\n");
        return;
    }
    u->running = true;
}

static void cmd_position(Usi *u, const char *args)
{
    char err[256];
    if (pos_set_usi(&u->pos, args, err, sizeof err) != 0)
        out(u, "info string error: position: %s\n", err);
}

static void cmd_setoption(Usi *u, char *args)
{
    /* setoption name NAME [value VALUE] */
    char *name = strstr(args, "name ");
    if (!name)
        return;
    name += 5;
    char *value = strstr(name, " value ");
    if (value) {
        *value = '\0';
        value += 7;
    }
    if (!strcmp(name, "USI_Hash") || !strcmp(name, "Hash")) {
        size_t mb = value ? (size_t)atol(value) : DEFAULT_HASH_MB;
        if (engine_set_hash_mb(u->engine, mb) != 0)
            out(u, "info string error: cannot allocate %zu MB of hash; kept the old table\n", mb);
    } else if (!strcmp(name, "MultiPV")) {
        u->limits.multipv = value ? atoi(value) : 1;
    } else if (!strcmp(name, "Objective")) {
        if (value && !strcmp(value, "target"))
            u->limits.objective = OBJECTIVE_CLOSEST_TO_TARGET;
        else if (value && !strcmp(value, "all"))
            u->limits.objective = OBJECTIVE_ALL_ROOT_SCORES;
        else
            u->limits.objective = OBJECTIVE_BEST;
    } else if (!strcmp(name, "Target")) {
        u->limits.target_cp = value ? atoi(value) : 0;
    } else if (!strcmp(name, "OwnBook")) {
        u->own_book = value && !strcmp(value, "true");
        char err[256];
        if (u->own_book && !u->book && !(u->book = assets_open_book(err, sizeof err))) {
            out(u, "info string error: book: %s\n", err);
            u->own_book = false;
        }
    } else if (!strcmp(name, "UseNNUE")) {
        u->use_nnue = value && !strcmp(value, "true");
        u->eval_changed = true;
    } else if (!strcmp(name, "NnueScale")) {
        u->nnue_scale = value ? atoi(value) : NNUE_SEARCH_SCALE;
        u->eval_changed = true;
    } else if (!strcmp(name, "EvalFile")) {
        snprintf(u->eval_file, sizeof u->eval_file, "%s", value ? value : NNUE_DEFAULT_FILE);
        u->eval_changed = true;
    } else if (strcmp(name, "USI_Ponder") != 0) {
        out(u, "info string unknown option '%s' ignored\n", name);
    }
}

static void cmd_usi_hello(Usi *u)
{
    out(u, "id name kiryoku %s\nid author the kiryoku authors\n"
           "option name USI_Hash type spin default %d min 1 max 65536\n"
           "option name USI_Ponder type check default false\n"
           "option name MultiPV type spin default 1 min 1 max 600\n"
           "option name Objective type combo default best var best var target var all\n"
           "option name Target type spin default 0 min -30000 max 30000\n"
           "option name OwnBook type check default false\n"
           "option name UseNNUE type check default false\n"
           "option name EvalFile type string default %s\n"
           "option name NnueScale type spin default %d min 10 max 400\n"
           "usiok\n", KIRYOKU_VERSION, DEFAULT_HASH_MB, NNUE_DEFAULT_FILE, NNUE_SEARCH_SCALE);
}

/* Handles one command line; false on `quit`. */
static bool handle(Usi *u, char *line)
{
    line[strcspn(line, "\r\n")] = '\0';
    char *args = line + strcspn(line, " \t");
    if (*args)
        *args++ = '\0';
    if (!strcmp(line, "usi")) cmd_usi_hello(u);
    else if (!strcmp(line, "isready")) { select_eval(u); out(u, "readyok\n"); }
    else if (!strcmp(line, "setoption")) { finish_search(u); cmd_setoption(u, args); }
    else if (!strcmp(line, "usinewgame")) { finish_search(u); engine_clear_hash(u->engine); }
    else if (!strcmp(line, "position")) { finish_search(u); cmd_position(u, args); }
    else if (!strcmp(line, "go")) cmd_go(u, args);
    else if (!strcmp(line, "stop")) wait_search(u, true);
    else if (!strcmp(line, "ponderhit")) { engine_ponderhit(u->engine); release(u); }
    else if (!strcmp(line, "gameover")) wait_search(u, true);
    else if (!strcmp(line, "quit")) { wait_search(u, true); return false; }
    else if (*line) out(u, "info string unknown command '%s'\n", line);
    return true;
}

static void usage(FILE *f)
{
    fprintf(f, "usage: kiryoku usi\n  speaks the USI protocol on stdin/stdout (for shogi GUIs and match tools)\n"
               "  options: USI_Hash, MultiPV, Objective (best|target|all), Target (cp), OwnBook,\n"
               "  UseNNUE (evaluate with the network; off: the linear evaluation), EvalFile,\n"
               "  NnueScale (the search's units per 100 of the net's cp; scores are reported in cp)\n");
}

int cmd_usi(int argc, char **argv)
{
    /* No options of its own (a GUI sets them over USI), but the parser's
     * --help, --lang and its word on a mistyped argument, as every command. */
    const OptionSpec spec = { .command = "usi", .usage = usage };
    int parsed = options_parse_only(&spec, argc, argv);
    if (parsed != OPTIONS_OK)
        return options_exit_status(parsed);
    Usi u;
    memset(&u, 0, sizeof u);
    u.engine = engine_create(DEFAULT_HASH_MB);
    if (!u.engine) {
        fprintf(stderr, "kiryoku usi: cannot allocate the engine\n");
        return 1;
    }
    engine_set_info_callback(u.engine, on_info, &u);
    atomic_init(&u.stop, false);
    pthread_mutex_init(&u.lock, NULL);
    pthread_cond_init(&u.released, NULL);
    search_limits_init(&u.limits);
    pos_init_startpos(&u.pos);
    u.book_rng = 0x9E3779B97F4A7C15ull;
    snprintf(u.eval_file, sizeof u.eval_file, "%s", NNUE_DEFAULT_FILE);
    u.nnue_scale = NNUE_SEARCH_SCALE;
    char *line = NULL;
    size_t cap = 0;
    bool quit = false;
    while (!quit && getline(&line, &cap, stdin) >= 0)
        quit = !handle(&u, line);
    /* At end of input a bounded search finishes and answers (so scripts can
     * pipe commands in); an infinite or pondering one is stopped. */
    if (quit)
        wait_search(&u, true);
    else
        finish_search(&u);
    free(line);
    engine_destroy(u.engine);
    nnue_free(u.net);
    book_free(u.book);
    pthread_mutex_destroy(&u.lock);
    pthread_cond_destroy(&u.released);
    return 0;
}
