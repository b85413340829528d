/* The USI backend's state, shared by its two files: usi_backend.c (start,
 * handshake, options, restart) and usi_search.c (one search: go, info,
 * bestmove). Private to bridge/. */
#ifndef KIRYOKU_BRIDGE_USI_ENGINE_H
#define KIRYOKU_BRIDGE_USI_ENGINE_H

#include "bridge/backend.h"
#include "bridge/usi_parse.h"
#include "bridge/usi_process.h"

enum {
    USI_MAX_OPTIONS = 128,
    /* |cp| at or above this is taken for a mate of unknown length: gpsusi
     * prints mates as cp values in the millions. */
    USI_HUGE_CP = 30000,
    /* A search printing this many lines that are not USI is broken. */
    USI_GARBAGE_LIMIT = 10000,
    /* Added to a time-limited search's allowance before we send `stop`
     * ourselves (an engine that overruns its own clock). */
    USI_TIME_GRACE_MS = 5000,
    /* gpsusi loads its data at start-up: on a loaded machine that took more
     * than 10 s, so the default is generous. */
    USI_HANDSHAKE_TIMEOUT_MS = 30000,
};

/* usi_persist.c: what to set back before the engine quits. */
typedef struct UsiPersisted UsiPersisted;

typedef struct {
    char command[512];     /* as given after "usi:" */
    char name[160];        /* "usi:<command>", for messages */
    char argv_storage[1024];
    char *argv[USI_PROC_MAX_ARGS + 1];
    char log_path[512];
    UsiProcess proc;
    bool running;          /* spawned and handshaken */
    bool game_started;     /* `usinewgame` sent since the last start */
    UsiOption options[USI_MAX_OPTIONS];
    int option_count;
    bool gps;              /* gpsusi's quirks: see usi_search.c */
    int multipv_max;       /* MultiPV option max (0: no MultiPV option) */
    int multipv_now;       /* the MultiPV (or MultiPVWidth) value last set; -1 unknown */
    /* gpsusi's LimitDepth option (usi_search.c): announced, its range, and
     * the value last set since the last start (-1: none yet). */
    bool limit_depth;
    int limit_depth_min, limit_depth_max, limit_depth_now;
    /* A new game was asked for: gpsusi keeps what it learnt across
     * `usinewgame`, so the next search first changes LimitDepth, which
     * clears it (usi_search.c). */
    bool gps_clear;
    bool persist_joined;   /* usi_persist_join done (once per open, not per restart) */
    UsiPersisted *persisted;
} UsiEngine;

/* usi_backend.c */
const UsiOption *usi_find_option(const UsiEngine *u, const char *name);
int usi_set_option(UsiEngine *u, const char *name, const char *value);
/* Kills the process and starts it again (handshake, options). 0 or -1. */
int usi_restart(Bridge *b, char *err, size_t errlen);
/* Stops the process for good (kill if it does not quit). */
void usi_shutdown(UsiEngine *u);

/* usi_persist.c: options an engine keeps beyond its process (gpsusi's
 * gpsusi.conf) are set back when the last instance of a command closes. */
/* After the first handshake: remembers the announced values (first
 * instance of this command) and counts this instance. */
void usi_persist_join(UsiEngine *u);
/* Called for every option kiryoku sets. */
void usi_persist_note(UsiEngine *u, const char *name);
/* Before quitting: the last instance sets the noted options back. */
void usi_persist_leave(UsiEngine *u);

/* usi_search.c */
void usi_search(Bridge *b, const BridgeLimits *limits, BridgeProgressFn fn, void *user, BridgeResult *out);
/* Builds the `go` command for this engine (exported for tests). */
void usi_build_go(const UsiEngine *u, const BridgeLimits *l, char *buf, size_t len);

#endif
