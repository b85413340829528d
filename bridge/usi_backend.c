/* The USI backend: starting an external engine, the handshake with
 * timeouts, options, and restarting it when it dies or hangs. The search
 * itself is in usi_search.c. */
#include "bridge/usi_engine.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "base/error.h"

/* mkdir -p for the log directory (errors surface when the log is opened). */
static void make_dirs(char *path)
{
    for (char *p = path + 1; *p; p++) {
        if (*p != '/')
            continue;
        *p = '\0';
        mkdir(path, 0755);
        *p = '/';
    }
    mkdir(path, 0755);
}

/* $XDG_STATE_HOME/kiryoku/engine-NAME.log, else ~/.local/state/kiryoku/. */
static void default_log_path(const char *argv0, char *out, size_t len)
{
    const char *base = strrchr(argv0, '/');
    base = base ? base + 1 : argv0;
    char dir[400];
    const char *xdg = getenv("XDG_STATE_HOME");
    const char *home = getenv("HOME");
    if (xdg && *xdg)
        snprintf(dir, sizeof dir, "%s/kiryoku", xdg);
    else if (home && *home)
        snprintf(dir, sizeof dir, "%s/.local/state/kiryoku", home);
    else
        snprintf(dir, sizeof dir, "/tmp/kiryoku-state");
    make_dirs(dir);
    snprintf(out, len, "%s/engine-%.60s.log", dir, base);
}

const UsiOption *usi_find_option(const UsiEngine *u, const char *name)
{
    for (int i = 0; i < u->option_count; i++)
        if (!strcmp(u->options[i].name, name))
            return &u->options[i];
    return NULL;
}

int usi_set_option(UsiEngine *u, const char *name, const char *value)
{
    char line[256];
    snprintf(line, sizeof line, "setoption name %s value %s", name, value);
    usi_persist_note(u, name);
    return usi_proc_send(&u->proc, line);
}

/* Why the engine stopped talking: its exit, or a timeout. */
static void describe_silence(UsiEngine *u, const char *waiting_for, int timeout_ms, int rc,
                             int lines, const char *last, char *err, size_t errlen)
{
    if (rc < 0) {
        char how[128];
        usi_proc_wait_exit(&u->proc, 500);
        usi_proc_describe_exit(&u->proc, how, sizeof how);
        err_set(err, errlen, "%s %s before sending '%s' (see %s)", u->name, how, waiting_for, u->log_path);
    } else if (lines == 0) {
        err_set(err, errlen, "%s: no '%s' within %d ms (it printed nothing)", u->name, waiting_for, timeout_ms);
    } else {
        err_set(err, errlen, "%s: no '%s' within %d ms (%d lines, the last: '%.60s')", u->name,
                waiting_for, timeout_ms, lines, last);
    }
}

/* Sends `usi`, collects id and options until `usiok`. */
static int handshake(Bridge *b, UsiEngine *u, char *err, size_t errlen)
{
    int timeout = b->cfg.handshake_timeout_ms > 0 ? b->cfg.handshake_timeout_ms : USI_HANDSHAKE_TIMEOUT_MS;
    if (usi_proc_send(&u->proc, "usi") < 0) {
        err_set(err, errlen, "%s closed its input at once", u->name);
        return -1;
    }
    long long deadline = usi_now_ms() + timeout;
    char line[1024], last[128] = "";
    int lines = 0;
    u->option_count = 0;
    for (;;) {
        int left = (int)(deadline - usi_now_ms());
        int rc = left > 0 ? usi_proc_read_line(&u->proc, line, sizeof line, left) : 0;
        if (rc <= 0) {
            describe_silence(u, "usiok", timeout, rc, lines, last, err, errlen);
            return -1;
        }
        lines++;
        snprintf(last, sizeof last, "%.127s", line);
        switch (usi_line_kind(line)) {
        case USI_LINE_USIOK:
            return 0;
        case USI_LINE_ID_NAME:
            usi_parse_id(line, b->caps.name, sizeof b->caps.name);
            break;
        case USI_LINE_ID_AUTHOR:
            usi_parse_id(line, b->caps.author, sizeof b->caps.author);
            break;
        case USI_LINE_OPTION:
            if (u->option_count < USI_MAX_OPTIONS &&
                usi_parse_option(line, &u->options[u->option_count]))
                u->option_count++;
            break;
        default:
            break;
        }
    }
}

/* `isready` -> `readyok`, skipping whatever else the engine says. */
static int wait_ready(Bridge *b, UsiEngine *u, char *err, size_t errlen)
{
    int timeout = b->cfg.handshake_timeout_ms > 0 ? b->cfg.handshake_timeout_ms : USI_HANDSHAKE_TIMEOUT_MS;
    if (usi_proc_send(&u->proc, "isready") < 0) {
        err_set(err, errlen, "%s closed its input before 'isready'", u->name);
        return -1;
    }
    long long deadline = usi_now_ms() + timeout;
    char line[1024], last[128] = "";
    int lines = 0;
    for (;;) {
        int left = (int)(deadline - usi_now_ms());
        int rc = left > 0 ? usi_proc_read_line(&u->proc, line, sizeof line, left) : 0;
        if (rc <= 0) {
            describe_silence(u, "readyok", timeout, rc, lines, last, err, errlen);
            return -1;
        }
        lines++;
        snprintf(last, sizeof last, "%.127s", line);
        if (usi_line_kind(line) == USI_LINE_READYOK)
            return 0;
    }
}

static void set_if_present(UsiEngine *u, const char *name, const char *value)
{
    if (usi_find_option(u, name))
        usi_set_option(u, name, value);
}

/* Our defaults (no book, no pondering, threads/hash as configured), then
 * the user's Name=Value options, which win. */
static int configure(Bridge *b, UsiEngine *u, char *err, size_t errlen)
{
    char num[32];
    u->gps = usi_find_option(u, "MultiPVWidth") != NULL || !strncmp(b->caps.name, "gpsshogi", 8);
    const UsiOption *mpv = usi_find_option(u, "MultiPV");
    u->multipv_max = mpv ? (int)(mpv->max > BRIDGE_MAX_ROOT ? BRIDGE_MAX_ROOT : mpv->max) : 0;
    if (mpv && u->multipv_max < 1)
        u->multipv_max = BRIDGE_MAX_ROOT; /* no max announced */
    u->multipv_now = -1;
    const UsiOption *ld = u->gps ? usi_find_option(u, "LimitDepth") : NULL;
    u->limit_depth = ld && ld->max >= ld->min && ld->min > 0;
    u->limit_depth_min = u->limit_depth ? (int)ld->min : 0;
    u->limit_depth_max = u->limit_depth ? (int)ld->max : 0;
    u->limit_depth_now = -1; /* a new process: its value is gpsusi.conf's, not ours */
    set_if_present(u, "USI_Ponder", "false");
    set_if_present(u, "USI_OwnBook", "false");
    set_if_present(u, "OwnBook", "false");
    set_if_present(u, "BookDepth", "0");
    if (b->cfg.threads > 0) {
        snprintf(num, sizeof num, "%d", b->cfg.threads);
        set_if_present(u, "Threads", num);
        set_if_present(u, "Thread", num);
    }
    if (b->cfg.hash_mb > 0) {
        snprintf(num, sizeof num, "%d", b->cfg.hash_mb);
        set_if_present(u, "USI_Hash", num);
        set_if_present(u, "Hash", num);
    }
    for (int i = 0; i < b->cfg.usi_option_count; i++) {
        const char *opt = b->cfg.usi_options[i];
        const char *eq = strchr(opt, '=');
        if (!eq || eq == opt) {
            err_set(err, errlen, "%s: option '%s' is not Name=Value", u->name, opt);
            return -1;
        }
        char name[128];
        snprintf(name, sizeof name, "%.*s", (int)(eq - opt), opt);
        usi_set_option(u, name, eq + 1);
    }
    return wait_ready(b, u, err, errlen);
}

static void fill_caps(Bridge *b, UsiEngine *u)
{
    unsigned f = BRIDGE_CAN_DEPTH | BRIDGE_CAN_MOVETIME | BRIDGE_CAN_CLOCK;
    if (!u->gps)
        f |= BRIDGE_CAN_NODES | BRIDGE_EXACT_MATES;
    if (u->gps || u->multipv_max > 1)
        f |= BRIDGE_CAN_ALL_ROOTS;
    b->caps.flags = f;
    b->caps.max_multipv = u->gps ? BRIDGE_MAX_ROOT : (u->multipv_max > 0 ? u->multipv_max : 1);
    if (!b->caps.name[0])
        snprintf(b->caps.name, sizeof b->caps.name, "%.127s", u->command);
}

static int start(Bridge *b, UsiEngine *u, char *err, size_t errlen)
{
    char why[200];
    if (usi_proc_spawn(&u->proc, u->argv, u->log_path, why, sizeof why) < 0) {
        err_set(err, errlen, "%s: %s", u->name, why);
        return -1;
    }
    if (handshake(b, u, err, errlen) < 0) {
        usi_proc_terminate(&u->proc, NULL, 0);
        return -1;
    }
    /* Before any setoption: the announced values are the user's. */
    if (!u->persist_joined) {
        usi_persist_join(u);
        u->persist_joined = true;
    }
    if (configure(b, u, err, errlen) < 0) {
        usi_proc_terminate(&u->proc, NULL, 0);
        return -1;
    }
    fill_caps(b, u);
    u->running = true;
    u->game_started = false;
    return 0;
}

void usi_shutdown(UsiEngine *u)
{
    usi_proc_terminate(&u->proc, "quit", 1000);
    u->running = false;
}

int usi_restart(Bridge *b, char *err, size_t errlen)
{
    UsiEngine *u = b->impl;
    usi_shutdown(u);
    return start(b, u, err, errlen);
}

static int usi_open(Bridge *b, const char *arg, char *err, size_t errlen)
{
    UsiEngine *u = calloc(1, sizeof *u);
    if (!u) {
        err_set(err, errlen, "usi:%s: out of memory", arg);
        return -1;
    }
    snprintf(u->command, sizeof u->command, "%s", arg);
    snprintf(u->name, sizeof u->name, "usi:%.150s", arg);
    int argc = usi_split_command(arg, u->argv_storage, sizeof u->argv_storage, u->argv);
    if (argc <= 0) {
        err_set(err, errlen, "%s: no command to run", u->name);
        free(u);
        return -1;
    }
    if (b->cfg.log_path)
        snprintf(u->log_path, sizeof u->log_path, "%s", b->cfg.log_path);
    else
        default_log_path(u->argv[0], u->log_path, sizeof u->log_path);
    if (start(b, u, err, errlen) < 0) {
        usi_persist_leave(u);
        free(u);
        return -1;
    }
    b->impl = u;
    return 0;
}

static void usi_close(Bridge *b)
{
    UsiEngine *u = b->impl;
    usi_persist_leave(u);
    usi_shutdown(u);
    free(u);
}

static int usi_new_game(Bridge *b)
{
    UsiEngine *u = b->impl;
    u->game_started = false; /* usinewgame goes out before the next search */
    u->gps_clear = true;
    return 0;
}

static long long usi_cpu_ms(const Bridge *b)
{
    const UsiEngine *u = b->impl;
    return usi_proc_cpu_ms(&u->proc);
}

const BridgeBackend bridge_usi_backend = {
    .kind = "usi",
    .open = usi_open,
    .close = usi_close,
    .new_game = usi_new_game,
    .check_position = NULL,
    .search = usi_search,
    .stop = NULL,
    .cpu_ms = usi_cpu_ms,
};
