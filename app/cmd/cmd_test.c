/* `kiryoku test`: the placement test (app/session/session.h). With --headless the
 * tested player is a machine (--player) and nothing touches the terminal. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "app/cmd/commands.h"
#include "app/data_lock.h"
#include "app/failure.h"
#include "app/judge.h"
#include "app/cmd/options.h"
#include "app/session/session.h"
#include "app/session/analysis.h"
#include "app/session/headless.h"
#include "app/session/operator.h"
#include "app/session/prefetch.h"
#include "app/session/records.h"
#include "app/store.h"
#include "analysis/roots.h"
#include "analysis/analyzer.h"
#include "ai/opponent.h"
#include "ai/settai_anticipate.h"
#include "ai/settai_course.h"
#include "ai/settai_steer.h"
#include "app/text.h"

/* The kiosk's idle time when none is given: long enough to think over a
 * move without touching a key (a 10-minute clock flags before it), short
 * enough that the next visitor does not wait long. */
enum { TEST_DEFAULT_IDLE_MINUTES = 10 };

typedef struct {
    bool headless, kiosk, practice, no_resume;
    const char *player_spec, *name, *data_dir, *ai_spec, *operator_secret, *ai_steer;
    int ai_depth, ai_think_depth, ai_think_from, ai_think_ms, ai_anticipate, lang;
    long long ai_think_nodes;
    uint64_t seed;
    SessionConfig cfg;
} TestArgs;

/* --help: the options of the person taking the test and of the organiser
 * running it, in their language; the rest are in usage (--help-all). */
static void help(FILE *f, Lang lang)
{
    char ids[200];
    judge_ids(ids, sizeof ids);
    options_print_text(f, lang, MSG_HELP_TEST, ids, JUDGE_DEFAULT_ID, TEST_DEFAULT_IDLE_MINUTES);
}

/* --help-all: every option, for measuring and development too, in English. */
static void usage(FILE *f)
{
    char ids[200];
    judge_ids(ids, sizeof ids);
    fprintf(f,
            "usage: kiryoku [test] [--headless --player SPEC] [--time S] [--kiosk]\n"
            "                      [--name NAME] [--lang ja|en]\n"
            "  --headless        no terminal: the tested player is --player\n"
            "  --player SPEC     usi:CMD ARGS | usi,depth=N:CMD (also nodes=, movetime=)\n"
            "                    | embedded:depth=N (also nodes=, movetime=, seed=,\n"
            "                    softmax=T: draw among root moves by exp(score/T))\n"
            "                    | level:R[,depth=D] (the target-loss AI at rating R)\n"
            "                    | human:R[,depth=D|nodes=N] (errs like people: softmax,\n"
            "                    blunders, missed mates; R 0-5000 the Quest rating it\n"
            "                    is fitted to lose like, at depth 2, up to 2100; temp=T,\n"
            "                    blunder=B, matemiss=M set one outright; lapse=W: a move\n"
            "                    unread, a softmax at lapsetemp=T over lapsedepth=D)\n"
            "                    | script:FILE. Any but script: may add pace=MIN-MAX:\n"
            "                    each move takes MIN to MAX seconds, like a person's\n"
            "                    (drawn with seed=N), less as its clock runs low (at\n"
            "                    most 1/25 of the time left, at least 1 s); for measuring\n"
            "  --time S          main time of each test game in seconds (default 600)\n"
            "  --practice-time S the practice game's main time (default 180)\n"
            "  --practice        (headless) play the practice game too\n"
            "  --no-resume       (headless) do not resume an interrupted test; start anew\n"
            "  --games N         exactly N test games (%d-%d), no question asked; for\n"
            "                    measuring (bench/accuracy.sh). Without it the test plays\n"
            "                    4 and offers more when positions are too few, or game 5\n"
            "                    and 6 when the rating's 90%% range is wider than %d\n"
            "                    points (not in a kiosk)\n"
            "  --kiosk           a booth: after each result start again for the next\n"
            "                    person; Ctrl-C, Ctrl-Z, Ctrl-\\ and q do not leave; the\n"
            "                    operator leaves with q on the welcome screen and the\n"
            "                    secret, or SIGTERM\n"
            "  --operator-secret S  (kiosk) the secret for leaving (default: asked at the\n"
            "                    start; note that a command line is visible to other\n"
            "                    users until it starts)\n"
            "  --idle-minutes N  (kiosk) a visitor gone this long has left the test: it is\n"
            "                    closed as abandoned, its games kept (default %d; 0 never)\n"
            "  --idle-seconds N  (kiosk) the same in seconds\n"
            "  --lang ja|en      the language of the screens (default from the locale)\n"
            "  --name NAME       the player's name for records and results\n"
            "  --judge ID        the judge: the engine and budget whose analysis rates the\n"
            "                    player, one of: %s\n"
            "                    (default %s). A judge that is another program\n"
            "                    is started at the welcome screen; if it cannot start\n"
            "                    or stops, or the games go so fast that it would finish\n"
            "                    later than the built-in judge, the built-in judge\n"
            "                    (%s) rates the test and the result says so. A\n"
            "                    resumed test keeps the judge it began with\n"
            "  --depth N         analysis depth instead of the judge's (default's: %d)\n"
            "  --analysis-engine SPEC  the analysing engine instead of the judge's\n"
            "                    (a bridge spec)\n"
            "  --root-scores     the analysis also scores every move before each of the\n"
            "                    player's moves the test's profile counts (analyze\n"
            "                    --root-scores-counted with its filters: every move\n"
            "                    out of the book for the default profile), for\n"
            "                    'estimate --stat choice';\n"
            "                    for measuring (bench/accuracy.sh). Embedded engine only\n"
            "  --profile P       rating profile (name or file; default: the one shipped\n"
            "                    for the judge that rated the test)\n"
            "  --ai SPEC         the AI opponents' engine (default embedded)\n"
            "  --ai-depth N      the AI opponents' greatest search depth (default %d, as\n"
            "                    the built-in judge's)\n"
            "  --ai-think-depth N  let settai search up to N deep, within its clock, when\n"
            "                    the game is level or drifting (from ply %d); N above the\n"
            "                    AI depth, 0 off. Default: the AI depth + %d (%d)\n"
            "  --ai-think-from PLY  the ply from which settai may search deeper (default\n"
            "                    %d)\n"
            "  --ai-think-ms MS  the longest such a deeper search may take, so that the\n"
            "                    player waits a few seconds (default %d; 0: as long as\n"
            "                    settai's clock allows)\n"
            "  --ai-think-nodes N  the most nodes such a search may take (default %d, a\n"
            "                    few seconds on a current PC; 0: no node limit). It\n"
            "                    stops at whichever limit comes first: on a machine fast\n"
            "                    enough, the node limit, so that settai reads alike on\n"
            "                    any such machine, busy or idle\n"
            "  --ai-untimed      (headless) the AI's moves are not charged to its clock,\n"
            "                    and it is told it has a day: a busy machine, slowing\n"
            "                    its searches, then neither uses up its clock nor meets\n"
            "                    its time budget, and it reads as on an idle machine;\n"
            "                    for measuring (bench/accuracy.sh)\n"
            "  --ai-anticipate CP  let settai aim up to CP ahead of a player whose\n"
            "                    replies beat its forecast (from ply %d; 10 to 400).\n"
            "                    Default off\n"
            "  --ai-steer ID     steer settai by the judge ID (one of the judges above):\n"
            "                    of its few replies nearest level, it plays the one\n"
            "                    that judge finds nearest level (from ply %d, about a\n"
            "                    second a move). Default off\n"
            "  --seed N          the AI's random choices among equal moves (default: the\n"
            "                    time)\n"
            "  --data DIR        data directory (default $XDG_DATA_HOME/kiryoku)\n",
            SESSION_TEST_GAMES, SESSION_MAX_GAMES, SESSION_WIDE_INTERVAL, TEST_DEFAULT_IDLE_MINUTES, ids,
            JUDGE_DEFAULT_ID, JUDGE_BUILTIN_ID, judge_find(NULL)->depth, OPPONENT_DEFAULT_DEPTH,
            SETTAI_THINK_FROM_PLY, SETTAI_THINK_EXTRA_PLIES, settai_default_think_depth(OPPONENT_DEFAULT_DEPTH),
            SETTAI_THINK_FROM_PLY, SETTAI_THINK_MS, SETTAI_THINK_NODES,
            SETTAI_ANTICIPATE_FROM_PLY, SETTAI_STEER_FROM_PLY);
}

static int parse_args(int argc, char **argv, TestArgs *a)
{
    session_config_default(&a->cfg);
    a->seed = (uint64_t)time(NULL);
    a->ai_spec = "embedded";
    int time_s = (int)(a->cfg.clock.main_ms / 1000), practice_s = (int)(a->cfg.practice_clock.main_ms / 1000);
    int idle_min = TEST_DEFAULT_IDLE_MINUTES, idle_s = -1;
    long long seed = -1;
    a->lang = -1; /* from the locale */
    const Option options[] = {
        OPTION_FLAG("--headless", &a->headless),
        OPTION_FLAG("--kiosk", &a->kiosk),
        OPTION_FLAG("--practice", &a->practice),
        OPTION_FLAG("--no-resume", &a->no_resume),
        OPTION_STRING("--player", &a->player_spec),
        OPTION_STRING("--name", &a->name),
        OPTION_STRING("--data", &a->data_dir),
        OPTION_STRING("--judge", &a->cfg.judge),
        OPTION_STRING("--analysis-engine", &a->cfg.analysis_engine),
        OPTION_FLAG("--root-scores", &a->cfg.analysis_root_scores),
        OPTION_STRING("--profile", &a->cfg.profile),
        OPTION_STRING("--ai", &a->ai_spec),
        OPTION_INT("--time", &time_s, 1, 24 * 3600),
        OPTION_INT("--practice-time", &practice_s, 1, 24 * 3600),
        OPTION_INT("--games", &a->cfg.fixed_games, SESSION_TEST_GAMES, SESSION_MAX_GAMES),
        OPTION_INT("--depth", &a->cfg.analysis_depth, 1, 40),
        OPTION_LLONG("--seed", &seed, 0, 2000000000),
        OPTION_INT("--ai-depth", &a->ai_depth, 1, 40),
        OPTION_INT("--ai-think-depth", &a->ai_think_depth, 0, 40),
        OPTION_INT("--ai-think-from", &a->ai_think_from, 1, 1000),
        OPTION_INT("--ai-think-ms", &a->ai_think_ms, 0, 600000),
        OPTION_LLONG("--ai-think-nodes", &a->ai_think_nodes, 0, 10000000000LL),
        OPTION_INT("--ai-anticipate", &a->ai_anticipate, 10, 400),
        OPTION_FLAG("--ai-untimed", &a->cfg.ai_untimed),
        OPTION_STRING("--ai-steer", &a->ai_steer),
        OPTION_STRING("--operator-secret", &a->operator_secret),
        OPTION_INT("--idle-minutes", &idle_min, 0, 24 * 60),
        OPTION_INT("--idle-seconds", &idle_s, 0, 24 * 3600),
        OPTION_LANG(&a->lang),
    };
    const OptionSpec spec = { .command = "test", .usage = usage, .help = help, .options = options,
                              .option_count = OPTION_COUNT(options) };
    int r = options_parse_only(&spec, argc, argv);
    if (r != OPTIONS_OK)
        return r;
    Lang said = options_lang(argc, argv); /* a typo in a person's option: in the parser's language */
    if (a->headless && !a->player_spec) {
        fprintf(stderr, "kiryoku test: --headless needs --player SPEC (try --help)\n");
        return OPTIONS_ERROR;
    }
    if (a->cfg.ai_untimed && !a->headless) {
        /* A person would face an AI whose clock never moves. */
        fprintf(stderr, "kiryoku test: --ai-untimed is for measuring, with --headless only\n");
        return OPTIONS_ERROR;
    }
    const char *const judge_opts[2][2] = { { "--judge", a->cfg.judge }, { "--ai-steer", a->ai_steer } };
    for (int i = 0; i < 2; i++)
        if (judge_opts[i][1] && !judge_find(judge_opts[i][1])) {
            char ids[200];
            judge_ids(ids, sizeof ids);
            options_error("test", said, MSG_TEST_NO_JUDGE, judge_opts[i][0], judge_opts[i][1], ids);
            return OPTIONS_ERROR;
        }
    int ai_depth = a->ai_depth ? a->ai_depth : OPPONENT_DEFAULT_DEPTH;
    if (a->ai_think_depth < 0)
        a->ai_think_depth = settai_default_think_depth(ai_depth);
    else if (a->ai_think_depth && a->ai_think_depth <= ai_depth) {
        fprintf(stderr, "kiryoku test: --ai-think-depth %d must be above the AI depth (%d), or it changes nothing\n",
                a->ai_think_depth, ai_depth);
        return OPTIONS_ERROR;
    }
    /* Said now, not after four games. */
    const Judge *j = judge_find(a->cfg.judge);
    const char *engine = a->cfg.analysis_engine ? a->cfg.analysis_engine : j->spec;
    if (a->cfg.analysis_root_scores && !analysis_roots_supported(engine)) {
        fprintf(stderr, "kiryoku test: --root-scores needs the embedded engine for the analysis, not '%s'\n", engine);
        return OPTIONS_ERROR;
    }
    a->cfg.clock.main_ms = (int64_t)time_s * 1000;
    a->cfg.practice_clock.main_ms = (int64_t)practice_s * 1000;
    if (seed >= 0)
        a->seed = (uint64_t)seed;
    a->cfg.player_name = a->name;
    a->cfg.analyse = session_analyse;
    a->cfg.export_game = session_export_game;
    a->cfg.prefetch = session_prefetch_game;
    a->cfg.kiosk = a->kiosk;
    if (a->kiosk)
        a->cfg.idle_ms = idle_s >= 0 ? (int64_t)idle_s * 1000 : (int64_t)idle_min * 60000;
    UiLocale loc; /* Japanese only where it can be shown */
    ui_locale_setup(a->lang, &loc);
    a->cfg.lang = loc.lang;
    if (a->operator_secret && !operator_secret_set((char *)a->operator_secret)) { /* argv is writable: wiped */
        options_error("test", said, MSG_TEST_SECRET_TOO_SHORT, OPERATOR_SECRET_MIN_CHARS);
        return OPTIONS_ERROR;
    }
    return OPTIONS_OK;
}

/* Another kiryoku plays a test in dir: said in plain words, the pid when
 * known; false then, and the store is not touched. */
static bool lock_data_dir(DataLock *lock, const char *dir, Lang lang)
{
    long holder = 0;
    int r = data_lock_take(lock, dir, &holder);
    if (r == DATA_LOCK_HELD)
        return true;
    fprintf(stderr, "kiryoku test: ");
    if (r == DATA_LOCK_BUSY && holder > 0)
        fprintf(stderr, app_text(lang, MSG_TEST_DIR_IN_USE), dir, holder);
    else if (r == DATA_LOCK_BUSY)
        fprintf(stderr, app_text(lang, MSG_TEST_DIR_IN_USE_NOPID), dir);
    else
        fprintf(stderr, "%s/kiryoku.lock: %s", dir, strerror(errno));
    fputc('\n', stderr);
    return false;
}

/* The data directory, checked and locked before anything else happens. */
static Store *open_checked_store(const TestArgs *a, DataLock *lock)
{
    char dir[512], words[1600];
    StoreError err;
    Lang lang = a->cfg.lang;
    if (a->data_dir)
        snprintf(dir, sizeof dir, "%s", a->data_dir);
    else if (store_default_dir(dir, sizeof dir, &err) != 0) {
        fprintf(stderr, "kiryoku test: %s\n", failure_store_text(lang, &err, words, sizeof words));
        return NULL;
    }
    if (store_preflight(dir, STORE_MIN_FREE_BYTES, &err) != 0) {
        fprintf(stderr, "kiryoku test: ");
        fprintf(stderr, app_text(lang, MSG_TEST_CANNOT_START), failure_store_text(lang, &err, words, sizeof words));
        fputc('\n', stderr);
        return NULL;
    }
    if (!lock_data_dir(lock, dir, lang))
        return NULL;
    Store *s = store_open(dir, &err);
    if (!s)
        fprintf(stderr, "kiryoku test: %s\n", failure_store_text(lang, &err, words, sizeof words));
    return s;
}

/* A deeper-search cap as given on the command line (-1: not given; 0: no
 * cap) in OpponentConfig's terms (0: the default; < 0: no cap). */
static long long think_cap(long long given)
{
    return given < 0 ? 0 : given == 0 ? -1 : given;
}

static int open_players(Session *s, const TestArgs *a)
{
    char err[1024];
    static const char *const kinds[2] = { "AI1", "AI2" };
    const Judge *steer = a->ai_steer ? judge_find(a->ai_steer) : NULL;
    for (int i = 0; i < 2; i++) {
        AiSetup setup = { .spec = a->ai_spec, .max_depth = a->ai_depth, .think_depth = a->ai_think_depth,
                           .think_from_ply = a->ai_think_from,
                           .think_ms = (int)think_cap(a->ai_think_ms),
                           .think_nodes = think_cap(a->ai_think_nodes),
                          .anticipate_cp = a->ai_anticipate,
                          .steer_spec = steer ? steer->spec : NULL, .steer_depth = steer ? steer->depth : 0,
                          .seed = a->seed + (uint64_t)i };
        s->ai[i] = player_opponent_setup(kinds[i], &setup, err, sizeof err);
        if (!s->ai[i]) {
            char msg[1200];
            snprintf(msg, sizeof msg, app_text(a->cfg.lang, MSG_AI_OPPONENT_FAILED), kinds[i], err);
            failure_print("test", a->cfg.lang, msg);
            return -1;
        }
    }
    if (a->player_spec) {
        s->tested = player_from_spec(a->player_spec, err, sizeof err);
        if (!s->tested) {
            fprintf(stderr, "kiryoku test: %s\n", err);
            return -1;
        }
    }
    return 0;
}

static Display *open_display(const TestArgs *a)
{
    char err[512];
    Display *d = NULL;
    if (a->headless) {
        HeadlessAnswers ans = { .log = stdout, .resume = !a->no_resume, .practice = a->practice, .name = a->name };
        d = display_headless_new(&ans);
    } else {
        d = display_curses_new();
    }
    DisplayOptions opt = { .lang = a->cfg.lang, .mouse = true, .kiosk = a->kiosk, .idle_ms = a->cfg.idle_ms };
    if (!d || d->open(d, &opt, err, sizeof err) != 0) {
        fprintf(stderr, "kiryoku test: cannot open the display: %s\n", d ? err : "out of memory");
        free(d);
        return NULL;
    }
    return d;
}

int cmd_test(int argc, char **argv)
{
    TestArgs a = { .ai_think_depth = -1, .ai_think_ms = -1, .ai_think_nodes = -1 }; /* -1: not given, the default */
    int parsed = parse_args(argc, argv, &a);
    if (parsed != OPTIONS_OK)
        return options_exit_status(parsed);
    Session *s = calloc(1, sizeof *s);
    if (!s)
        return 1;
    s->cfg = a.cfg;
    int rc = 1;
    DataLock lock = { -1 };
    s->store = open_checked_store(&a, &lock);
    if (!s->store || open_players(s, &a) != 0 || !(s->display = open_display(&a)))
        goto done;
    SessionState st = session_run(s);
    session_prefetch_cancel(); /* a test left mid-way: its games are analysed when it resumes */
    s->display->close(s->display);
    free(s->display);
    s->display = NULL;
    /* Stopping is not an error: the player (or the kiosk's operator) chose
     * it, or a signal asked for it, and everything played is saved. */
    if (st == SESSION_DONE)
        rc = 0;
    else if (st == SESSION_STOPPED) {
        fprintf(stderr, "%s\n", app_text(a.cfg.lang, a.kiosk ? MSG_KIOSK_ENDED : MSG_STOPPED_RESUMABLE));
        rc = 0;
    } else
        failure_print("test", a.cfg.lang, s->error);
done:
    for (int i = 0; i < 2; i++)
        player_free(s->ai[i]);
    player_free(s->tested);
    store_close(s->store);
    data_lock_release(&lock);
    free(s);
    return rc;
}
