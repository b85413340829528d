/* What a Bridge backend provides (private to bridge/). bridge.c owns
 * the thread, the stop flag and the result; a backend only searches,
 * synchronously, on the thread bridge.c gives it. */
#ifndef KIRYOKU_BRIDGE_BACKEND_H
#define KIRYOKU_BRIDGE_BACKEND_H

#include <pthread.h>
#include <stdatomic.h>

#include "bridge/bridge.h"

typedef struct BridgeBackend {
    const char *kind;
    /* Opens the engine described by `arg` (what follows "usi:"; "" for
     * embedded). Fills b->caps and b->impl. */
    int (*open)(Bridge *b, const char *arg, char *err, size_t errlen);
    void (*close)(Bridge *b);
    int (*new_game)(Bridge *b);
    /* Checks the position (b->sfen, b->moves) when the backend can. */
    int (*check_position)(Bridge *b);
    /* Searches b->sfen/b->moves under limits; fills out (status, error).
     * Polls b->stop_requested; runs on the search thread. */
    void (*search)(Bridge *b, const BridgeLimits *limits, BridgeProgressFn fn, void *user, BridgeResult *out);
    /* Optional: wakes a running search up at once after a stop request. */
    void (*stop)(Bridge *b);
    /* Optional: the CPU the engine has used so far in ms, -1 unknown. */
    long long (*cpu_ms)(const Bridge *b);
} BridgeBackend;

struct Bridge {
    const BridgeBackend *backend;
    void *impl;
    BridgeConfig cfg;
    BridgeCaps caps;
    char *sfen;            /* NULL = startpos */
    char *moves;           /* "" = none */
    char error[512];

    pthread_t thread;
    bool thread_live;      /* a thread was started and not yet joined */
    pthread_mutex_t lock;
    pthread_cond_t done_cond;
    bool searching;
    atomic_bool stop_requested;
    BridgeLimits limits;
    BridgeProgressFn progress;
    void *progress_user;
    BridgeResult result;
};

extern const BridgeBackend bridge_usi_backend;
extern const BridgeBackend bridge_embedded_backend;


#endif
