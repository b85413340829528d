/* A whole placement test sat headless in a unit test: the real session,
 * store, AI opponents, analyser and report, for the suites that check the
 * test end to end (test_session_e2e, test_session_gps). The caller sets
 * the session's configuration; this opens the rest, runs the test and
 * hands the session to `done` while its store is still open. */
#ifndef KIRYOKU_TESTS_SITTING_H
#define KIRYOKU_TESTS_SITTING_H

#include "app/session/headless.h"
#include "app/session/player.h"
#include "app/session/session.h"

#include <stdio.h>
#include <stdlib.h>

typedef struct {
    const char *dir;       /* the store's folder */
    const char *player;    /* the tested player (session/player.h spec) */
    int ai_depth;          /* AI1's and AI2's depth */
    FILE *log;             /* the headless display's log, or NULL */
    void (*done)(Session *s, void *ctx); /* after the test, store open; may be NULL */
    void *ctx;
} SittingSetup;

/* Runs the test of s (its cfg set by the caller) and frees what it opened.
 * SESSION_FAILED, said on stderr, when something would not open. */
static inline SessionState sitting_run(Session *s, const SittingSetup *u)
{
    char err[1024] = "";
    StoreError store_err;
    s->store = store_open(u->dir, &store_err);
    HeadlessAnswers ans = { .log = u->log };
    s->display = display_headless_new(&ans);
    DisplayOptions opt = { 0 };
    s->tested = player_from_spec(u->player, err, sizeof err);
    s->ai[0] = player_opponent_new("AI1", "embedded", u->ai_depth, 7, err, sizeof err);
    s->ai[1] = player_opponent_new("AI2", "embedded", u->ai_depth, 8, err, sizeof err);
    SessionState end = SESSION_FAILED;
    if (s->store && s->display && s->tested && s->ai[0] && s->ai[1] &&
        s->display->open(s->display, &opt, err, sizeof err) == 0) {
        end = session_run(s);
        if (end != SESSION_DONE)
            fprintf(stderr, "%s: %s\n", s->cfg.player_name, s->error);
        if (u->done)
            u->done(s, u->ctx);
        s->display->close(s->display);
    } else {
        fprintf(stderr, "setup: %s\n", err);
    }
    free(s->display);
    player_free(s->tested);
    player_free(s->ai[0]);
    player_free(s->ai[1]);
    store_close(s->store);
    return end;
}

#endif
