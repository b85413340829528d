/* `kiryoku test`: the placement test (app/session/session.h). With --headless the
 * tested player is a machine (--player) and nothing touches the terminal. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "app/cmd/commands.h"
#include "app/session/session.h"
#include "app/session/analysis.h"
#include "app/session/headless.h"
#include "app/session/prefetch.h"
#include "app/session/records.h"
#include "app/store.h"
#include "engine-bridge/analyzer.h"
#include "engine-bridge/opponent.h"

typedef struct {
    bool headless, kiosk, practice, no_resume;
    const char *player_spec, *name, *data_dir, *ai_spec;
    int ai_depth;
    uint64_t seed;
    SessionConfig cfg;
} TestArgs;

static void usage(FILE *f)
{
    fprintf(f,
            "usage: kiryoku test [--headless --player SPEC] [--time S] [--kiosk] [--name NAME]\n"
            "  --headless        no terminal: the tested player is --player\n"
            "  --player SPEC     usi:CMD ARGS | usi,depth=N:CMD (also nodes=, movetime=)\n"
            "                    | embedded:depth=N (also nodes=, movetime=, seed=,\n"
            "                    softmax=T: draw among root moves by exp(score/T))\n"
            "                    | level:R[,depth=D] (the target-loss AI at rating R) | script:FILE\n"
            "  --time S          main time of each test game in seconds (default 600)\n"
            "  --practice-time S the practice game's main time (default 180)\n"
            "  --practice        (headless) play the practice game too\n"
            "  --no-resume       (headless) do not resume an interrupted test; start anew\n"
            "  --kiosk           after the result, start again for the next person\n"
            "  --name NAME       the player's name for records and results\n"
            "  --depth N         analysis depth (default %d)\n"
            "  --analysis-engine SPEC  the analysing engine (bridge spec; default embedded)\n"
            "  --profile P       rating profile (name or file; default: the thesis line)\n"
            "  --ai SPEC         the AI opponents' engine (default embedded)\n"
            "  --ai-depth N      the AI opponents' greatest search depth (default %d, as the analysis)\n"
            "  --seed N          the AI's random choices among equal moves (default: the time)\n"
            "  --data DIR        data directory (default $XDG_DATA_HOME/kiryoku)\n",
            ANALYZE_DEFAULT_DEPTH, OPPONENT_DEFAULT_DEPTH);
}

static int parse_int(const char *opt, const char *v, int lo, int hi, int *out)
{
    char *end;
    long n = v ? strtol(v, &end, 10) : 0;
    if (!v || *end || n < lo || n > hi) {
        fprintf(stderr, "kiryoku test: %s expects a number from %d to %d, got '%s'\n", opt, lo, hi, v ? v : "");
        return -1;
    }
    *out = (int)n;
    return 0;
}

static int parse_args(int argc, char **argv, TestArgs *a)
{
    session_config_default(&a->cfg);
    a->seed = (uint64_t)time(NULL);
    a->ai_spec = "embedded";
    for (int i = 1; i < argc; i++) {
        const char *o = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        int n;
        if (!strcmp(o, "--headless")) a->headless = true;
        else if (!strcmp(o, "--kiosk")) a->kiosk = true;
        else if (!strcmp(o, "--practice")) a->practice = true;
        else if (!strcmp(o, "--no-resume")) a->no_resume = true;
        else if (!strcmp(o, "--help") || !strcmp(o, "-h")) { usage(stdout); exit(0); }
        else if (!v) { fprintf(stderr, "kiryoku test: unknown option or missing value: %s\n", o); return -1; }
        else if (!strcmp(o, "--player")) a->player_spec = argv[++i];
        else if (!strcmp(o, "--name")) a->name = argv[++i];
        else if (!strcmp(o, "--data")) a->data_dir = argv[++i];
        else if (!strcmp(o, "--analysis-engine")) a->cfg.analysis_engine = argv[++i];
        else if (!strcmp(o, "--profile")) a->cfg.profile = argv[++i];
        else if (!strcmp(o, "--ai")) a->ai_spec = argv[++i];
        else if (!strcmp(o, "--time") || !strcmp(o, "--practice-time")) {
            if (parse_int(o, argv[++i], 1, 24 * 3600, &n) != 0) return -1;
            (o[2] == 't' ? &a->cfg.clock : &a->cfg.practice_clock)->main_ms = (int64_t)n * 1000;
        } else if (!strcmp(o, "--depth")) {
            if (parse_int(o, argv[++i], 1, 40, &a->cfg.analysis_depth) != 0) return -1;
        } else if (!strcmp(o, "--seed")) {
            if (parse_int(o, argv[++i], 0, 2000000000, &n) != 0) return -1;
            a->seed = (uint64_t)n;
        } else if (!strcmp(o, "--ai-depth")) {
            if (parse_int(o, argv[++i], 1, 40, &a->ai_depth) != 0) return -1;
        } else { fprintf(stderr, "kiryoku test: unknown option %s (try --help)\n", o); return -1; }
    }
    if (a->headless && !a->player_spec) {
        fprintf(stderr, "kiryoku test: --headless needs --player SPEC (try --help)\n");
        return -1;
    }
    a->cfg.player_name = a->name;
    a->cfg.analyse = session_analyse;
    a->cfg.export_game = session_export_game;
    a->cfg.prefetch = session_prefetch_game;
    a->cfg.kiosk = a->kiosk;
    return 0;
}

/* The data directory, checked before anything else happens. */
static Store *open_checked_store(const TestArgs *a)
{
    char dir[512], err[1024];
    if (a->data_dir)
        snprintf(dir, sizeof dir, "%s", a->data_dir);
    else if (store_default_dir(dir, sizeof dir, err, sizeof err) != 0) {
        fprintf(stderr, "kiryoku test: %s\n", err);
        return NULL;
    }
    if (store_preflight(dir, STORE_MIN_FREE_BYTES, err, sizeof err) != 0) {
        fprintf(stderr, "kiryoku test: cannot start a test: %s\n", err);
        return NULL;
    }
    Store *s = store_open(dir, err, sizeof err);
    if (!s)
        fprintf(stderr, "kiryoku test: %s\n", err);
    return s;
}

static int open_players(Session *s, const TestArgs *a)
{
    char err[1024];
    static const char *const kinds[2] = { "AI1", "AI2" };
    for (int i = 0; i < 2; i++) {
        s->ai[i] = player_opponent_new(kinds[i], a->ai_spec, a->ai_depth, a->seed + (uint64_t)i, err, sizeof err);
        if (!s->ai[i]) {
            fprintf(stderr, "kiryoku test: the AI opponent %s: %s\n", kinds[i], err);
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
    DisplayOptions opt = { .lang = ui_lang_from_locale(), .mouse = true };
    if (!d || d->open(d, &opt, err, sizeof err) != 0) {
        fprintf(stderr, "kiryoku test: cannot open the display: %s\n", d ? err : "out of memory");
        free(d);
        return NULL;
    }
    return d;
}

int cmd_test(int argc, char **argv)
{
    TestArgs a = { 0 };
    if (parse_args(argc, argv, &a) != 0)
        return 2;
    Session *s = calloc(1, sizeof *s);
    if (!s)
        return 1;
    s->cfg = a.cfg;
    int rc = 1;
    s->store = open_checked_store(&a);
    if (!s->store || open_players(s, &a) != 0 || !(s->display = open_display(&a)))
        goto done;
    SessionState st = session_run(s);
    session_prefetch_cancel(); /* a test left mid-way: its games are analysed when it resumes */
    s->display->close(s->display);
    free(s->display);
    s->display = NULL;
    if (st == SESSION_DONE)
        rc = 0;
    else if (st == SESSION_STOPPED) {
        fprintf(stderr, "kiryoku test: stopped; every move is saved. Run kiryoku test again to resume.\n");
        rc = 3;
    } else
        fprintf(stderr, "kiryoku test: %s\n", s->error);
done:
    for (int i = 0; i < 2; i++)
        player_free(s->ai[i]);
    player_free(s->tested);
    store_close(s->store);
    free(s);
    return rc;
}
