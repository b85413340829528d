/* Resuming an interrupted test (see resume.h). */
#include "app/session/resume.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "app/session/abandon.h"

/* Seconds since the epoch of a stored UTC time, or -1. */
static time_t utc_seconds(const char *utc)
{
    struct tm tm;
    memset(&tm, 0, sizeof tm);
    const char *end = strptime(utc, "%Y-%m-%d %H:%M:%S", &tm);
    return end ? timegm(&tm) : (time_t)-1;
}

void session_local_time(const char *utc, char *buf, size_t len)
{
    time_t t = utc_seconds(utc);
    struct tm local;
    if (t == (time_t)-1 || !localtime_r(&t, &local) || strftime(buf, len, "%Y-%m-%d %H:%M", &local) == 0)
        snprintf(buf, len, "%s", utc);
}

/* Moves stored in game `index` of test t (0 when it has none). */
static int plies_of(Session *s, const StoreTest *t, int index)
{
    StoreGame *games;
    int n = store_games_of_test(s->store, t->id, &games), plies = 0;
    for (int i = 0; i < n; i++)
        if (games[i].index == index)
            plies = games[i].plies;
    free(games);
    return plies;
}

void session_resume_where(Session *s, const StoreTest *t, char *buf, size_t len)
{
    Lang lang = s->cfg.lang;
    SessionState st;
    int game = 0;
    if (session_state_parse(t->state, &st, &game) != 0) {
        snprintf(buf, len, "%s", t->state);
        return;
    }
    switch (st) {
    case SESSION_PRACTICE:
        snprintf(buf, len, app_text(lang, MSG_WHERE_PRACTICE), plies_of(s, t, 0));
        break;
    case SESSION_GAME:
        snprintf(buf, len, app_text(lang, MSG_WHERE_GAME), game, game > SESSION_TEST_GAMES ? game : SESSION_TEST_GAMES,
                 plies_of(s, t, game));
        break;
    case SESSION_BREAK: snprintf(buf, len, app_text(lang, MSG_WHERE_BREAK), game); break;
    case SESSION_ANALYSIS: snprintf(buf, len, "%s", app_text(lang, MSG_WHERE_ANALYSIS)); break;
    case SESSION_RESULT: snprintf(buf, len, "%s", app_text(lang, MSG_WHERE_RESULT)); break;
    default: snprintf(buf, len, "%s", app_text(lang, MSG_WHERE_START)); break;
    }
}

/* Should t be closed without asking? (resume.h says when.) */
static bool close_unasked(const Session *s, const StoreTest *t, SessionState st, bool readable)
{
    if (!readable || st == SESSION_WELCOME || st > SESSION_RESULT)
        return true;
    if (!s->cfg.kiosk || s->cfg.idle_ms <= 0)
        return false;
    time_t at = utc_seconds(t->updated);
    return at != (time_t)-1 && (int64_t)(time(NULL) - at) * 1000 >= s->cfg.idle_ms;
}

/* Asks about t: 1 yes, 0 no, 2 stopped. */
static int ask_resume(Session *s, const StoreTest *t)
{
    char where[160], when[64], text[1600];
    session_resume_where(s, t, where, sizeof where);
    session_local_time(t->updated, when, sizeof when);
    snprintf(text, sizeof text, app_text(s->cfg.lang, MSG_Q_RESUME), t->player, t->player, where, when);
    bool yes = false;
    if (!session_ask(s, SESSION_Q_RESUME, text, &yes))
        return 2;
    return yes ? 1 : 0;
}

int session_offer_resume(Session *s)
{
    /* Each pass closes one test or settles the question, so this ends; the
     * bound only guards against a store that will not record the closing. */
    for (int pass = 0; pass < 100; pass++) {
        StoreTest t;
        int found = store_test_unfinished(s->store, &t);
        if (found < 0) {
            session_store_failed(s);
            return -1;
        }
        if (found == 0)
            return 0;
        SessionState st = SESSION_FAILED;
        int game = 0;
        bool readable = session_state_parse(t.state, &st, &game) == 0;
        int answer = close_unasked(s, &t, st, readable) ? 0 : t.id == s->resume_unasked ? 1 : ask_resume(s, &t);
        s->resume_unasked = 0;
        if (answer == 2)
            return 2;
        if (answer == 1) {
            s->test = t;
            s->state = st;
            s->game_index = game;
            s->cfg.clock = (ClockConfig){ t.main_ms, t.byoyomi_ms, t.increment_ms };
            return 1;
        }
        if (session_abandon(s, &t) != 0)
            return -1;
    }
    snprintf(s->error, sizeof s->error, "the store keeps offering the same unfinished test");
    return -1;
}
