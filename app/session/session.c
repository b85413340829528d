/* The placement test's state machine (see session.h). session_next() is the
 * whole transition table; session_run() performs each state's work and
 * records every transition in the store before acting on it. */
#include "app/session/session.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/session/game.h"
#include "app/session/records.h"
#include "app/session/report.h"
#include "app/session/tour.h"
#include "rating/text_util.h"

const char *const SESSION_Q_RESUME = "An interrupted test was found. Resume it where it stopped?";
const char *const SESSION_Q_TOUR = "See a short tour of how to move (about a minute)?";
const char *const SESSION_Q_PRACTICE = "Play a short practice game first (not counted)?";
const char *const SESSION_Q_ONE_MORE = "Too few balanced positions for a reliable rating. Play one more game?";
const char *const SESSION_Q_LEAVE_KIOSK = "Leave kiosk mode?";
const char *const SESSION_Q_LEAVE_KIOSK_SURE = "Really leave kiosk mode? (All results are kept.)";

GamePlan session_game_plan(int index)
{
    static const GamePlan plans[SESSION_TEST_GAMES + 1] = {
        { 0, "AI1", BLACK }, { 1, "AI1", BLACK }, { 2, "AI1", WHITE }, { 3, "AI2", BLACK }, { 4, "AI2", WHITE },
    };
    if (index >= 0 && index <= SESSION_TEST_GAMES)
        return plans[index];
    GamePlan extra = { index, index % 2 ? "AI1" : "AI2", index % 2 ? BLACK : WHITE };
    return extra;
}

SessionState session_next(SessionState state, int *game, SessionEvent ev)
{
    switch (state) {
    case SESSION_WELCOME:
        if (ev == SEV_PRACTICE_YES)
            return *game = 0, SESSION_PRACTICE;
        if (ev == SEV_PRACTICE_NO)
            return *game = 1, SESSION_GAME;
        break;
    case SESSION_PRACTICE:
        if (ev == SEV_GAME_OVER)
            return *game = 1, SESSION_GAME;
        break;
    case SESSION_GAME:
        if (ev == SEV_GAME_OVER)
            return *game >= SESSION_TEST_GAMES ? SESSION_ANALYSIS : SESSION_BREAK;
        break;
    case SESSION_BREAK:
        if (ev == SEV_CONTINUE)
            return ++*game, SESSION_GAME;
        break;
    case SESSION_ANALYSIS:
        if (ev == SEV_ANALYSED)
            return SESSION_RESULT;
        break;
    case SESSION_RESULT:
        if (ev == SEV_ONE_MORE && *game < SESSION_MAX_GAMES)
            return ++*game, SESSION_GAME;
        if (ev == SEV_FINISH)
            return SESSION_DONE;
        break;
    default:
        break;
    }
    return SESSION_FAILED;
}

static const char *const state_names[] = {
    [SESSION_WELCOME] = "welcome", [SESSION_PRACTICE] = "practice", [SESSION_GAME] = "game",
    [SESSION_BREAK] = "break", [SESSION_ANALYSIS] = "analysis", [SESSION_RESULT] = "result",
    [SESSION_DONE] = "done", [SESSION_STOPPED] = "stopped", [SESSION_FAILED] = "failed",
};

void session_state_name(SessionState s, int game, char *buf, size_t len)
{
    if (s == SESSION_GAME || s == SESSION_BREAK)
        snprintf(buf, len, "%s%d", state_names[s], game);
    else
        snprintf(buf, len, "%s", state_names[s]);
}

int session_state_parse(const char *name, SessionState *s, int *game)
{
    for (int i = 0; i <= SESSION_FAILED; i++) {
        size_t n = strlen(state_names[i]);
        if (strncmp(name, state_names[i], n) != 0)
            continue;
        if (i == SESSION_GAME || i == SESSION_BREAK) {
            char *end;
            long g = strtol(name + n, &end, 10);
            if (end == name + n || *end || g < 1 || g > SESSION_MAX_GAMES)
                continue;
            *game = (int)g;
        } else if (name[n]) {
            continue;
        }
        *s = (SessionState)i;
        return 0;
    }
    return -1;
}

void session_config_default(SessionConfig *c)
{
    memset(c, 0, sizeof *c);
    c->clock.main_ms = 10 * 60 * 1000;
    c->practice_clock.main_ms = 3 * 60 * 1000;
}

/* ---- Transitions ---------------------------------------------------------- */

/* Moves to the state after ev and stores it; the caller then does its work. */
static int advance(Session *s, SessionEvent ev)
{
    SessionState next = session_next(s->state, &s->game_index, ev);
    if (next == SESSION_FAILED) {
        snprintf(s->error, sizeof s->error, "internal: no transition from state %d on event %d", s->state, ev);
        return -1;
    }
    char name[32];
    session_state_name(next, s->game_index, name, sizeof name);
    if (store_test_set_state(s->store, s->test.id, name, next == SESSION_DONE) != 0) {
        snprintf(s->error, sizeof s->error, "%s", store_error(s->store));
        return -1;
    }
    s->state = next;
    snprintf(s->test.state, sizeof s->test.state, "%s", name);
    return 0;
}

static bool ask(Session *s, const char *question, bool *answer)
{
    return s->display->ask_yes_no(s->display, question, answer);
}

/* ---- The states' work ----------------------------------------------------- */

static void welcome_text(const Session *s, char *buf, size_t len)
{
    long min = (long)(s->cfg.clock.main_ms / 60000);
    long sec = (long)(s->cfg.clock.main_ms / 1000 % 60);
    char tc[32];
    if (!sec)
        snprintf(tc, sizeof tc, "%ld-minute", min);
    else if (!min)
        snprintf(tc, sizeof tc, "%ld-second", sec);
    else
        snprintf(tc, sizeof tc, "%ld min %ld s", min, sec);
    snprintf(buf, len,
             "Welcome to kiryoku, a shogi placement test.\n\n"
             "You will play four %s games against an AI that keeps every game\n"
             "close: it answers good moves with good moves and mistakes with\n"
             "mistakes. Each side has its own clock; when yours runs out, you lose\n"
             "that game. With the 10-minute clock the test takes about 45 minutes.\n\n"
             "Afterwards kiryoku analyses your moves in balanced positions and shows\n"
             "a rating on the Shogi Quest 10-minute scale, with its uncertainty.\n\n"
             "Next: your name, then a short tour of how to move (you may skip it).\n"
             "Every move is saved at once: if anything stops the program, start it\n"
             "again to continue where you were.",
             tc);
}

/* The name for the records, the report and the results: typed by each
 * player (in kiosk mode nothing is filled in, so no visitor inherits the
 * previous one's name); empty means "player". 1 = stopped. */
static int ask_name(Session *s)
{
    char name[sizeof s->test.player] = "";
    if (!s->cfg.kiosk && s->cfg.player_name)
        snprintf(name, sizeof name, "%s", s->cfg.player_name);
    if (!s->display->ask_text(s->display, "Your name",
                              "Your name, for the game records and the list of results.\n"
                              "(Leave it empty to be called \"player\".)",
                              name, sizeof name))
        return 1;
    const char *n = text_trim(name);
    if (!*n)
        n = "player";
    if (store_test_set_player(s->store, s->test.id, n) != 0) {
        snprintf(s->error, sizeof s->error, "%s", store_error(s->store));
        return -1;
    }
    snprintf(s->test.player, sizeof s->test.player, "%s", n);
    return 0;
}

static int do_welcome(Session *s)
{
    char text[1500];
    welcome_text(s, text, sizeof text);
    if (!s->display->show_page(s->display, "kiryoku placement test", text))
        return 1;
    int r = ask_name(s);
    if (r != 0)
        return r;
    bool tour = false;
    if (!ask(s, SESSION_Q_TOUR, &tour))
        return 1;
    if (tour && (r = session_tour(s)) != 0)
        return r;
    bool practice = false;
    if (!ask(s, SESSION_Q_PRACTICE, &practice))
        return 1;
    return advance(s, practice ? SEV_PRACTICE_YES : SEV_PRACTICE_NO);
}

/* Plays the current game; 1 = stopped (resumable). */
static int do_game(Session *s)
{
    GamePlan plan = session_game_plan(s->state == SESSION_PRACTICE ? 0 : s->game_index);
    StoreGame g;
    switch (session_play_game(s, &plan, &g)) {
    case GAME_RUN_ENDED: return advance(s, SEV_GAME_OVER);
    case GAME_RUN_STOPPED: return 1;
    case GAME_RUN_FAILED: break;
    }
    return -1;
}

static int do_break(Session *s)
{
    StoreGame *games;
    int n = store_games_of_test(s->store, s->test.id, &games);
    char summary[160] = "", body[600];
    for (int i = 0; i < n; i++)
        if (games[i].index == s->game_index)
            session_game_summary(&games[i], s->test.player, summary, sizeof summary);
    free(games);
    GamePlan next = session_game_plan(s->game_index + 1);
    snprintf(body, sizeof body,
             "Game %d: %s.\n\nNext: game %d, you play %s against %s.\n"
             "Take a break if you like; continue when you are ready.",
             s->game_index, summary, next.index, next.player_color == BLACK ? "sente (first)" : "gote (second)",
             next.ai_kind);
    char title[32];
    snprintf(title, sizeof title, "After game %d", s->game_index);
    if (!s->display->show_page(s->display, title, body))
        return 1;
    return advance(s, SEV_CONTINUE);
}

static int do_analysis(Session *s)
{
    StoreResult r = { .test_id = s->test.id };
    if (!s->cfg.analyse) {
        snprintf(s->error, sizeof s->error, "internal: no analysis configured");
        return -1;
    }
    if (s->cfg.analyse(s, &r, s->cfg.analyse_ctx) != 0)
        return -1;
    if (store_result_save(s->store, &r) != 0) {
        snprintf(s->error, sizeof s->error, "%s", store_error(s->store));
        return -1;
    }
    return advance(s, SEV_ANALYSED);
}

static int do_result(Session *s)
{
    StoreResult r;
    if (store_result_get(s->store, s->test.id, &r) != 1) {
        snprintf(s->error, sizeof s->error, "the result of test %lld is missing from the store", (long long)s->test.id);
        return -1;
    }
    char *text = session_result_text(s, &r);
    bool ok = s->display->show_page(s->display, "Your result", text ? text : "The result could not be read.");
    free(text);
    if (!ok)
        return 1;
    bool more = false;
    if ((!r.has_rating || r.positions < SESSION_ENOUGH_POSITIONS) && s->game_index < SESSION_MAX_GAMES &&
        !ask(s, SESSION_Q_ONE_MORE, &more))
        return 1;
    return advance(s, more ? SEV_ONE_MORE : SEV_FINISH);
}

/* Runs states until done (0), stopped (1) or failed (-1). */
static int drive(Session *s)
{
    for (;;) {
        int r;
        switch (s->state) {
        case SESSION_WELCOME: r = do_welcome(s); break;
        case SESSION_PRACTICE:
        case SESSION_GAME: r = do_game(s); break;
        case SESSION_BREAK: r = do_break(s); break;
        case SESSION_ANALYSIS: r = do_analysis(s); break;
        case SESSION_RESULT: r = do_result(s); break;
        case SESSION_DONE: return 0;
        default:
            snprintf(s->error, sizeof s->error, "internal: cannot run state %d", s->state);
            return -1;
        }
        if (r != 0)
            return r;
    }
}

/* ---- Starting or resuming ------------------------------------------------- */

/* Offers the store's unfinished test. 1 resumed, 0 start anew, -1 failure,
 * 2 the player left. */
static int offer_resume(Session *s)
{
    StoreTest t;
    int found = store_test_unfinished(s->store, &t);
    if (found < 0) {
        snprintf(s->error, sizeof s->error, "%s", store_error(s->store));
        return -1;
    }
    if (found == 0)
        return 0;
    bool yes = !strcmp(t.state, "welcome"); /* nothing played yet: just continue it */
    if (!yes && !ask(s, SESSION_Q_RESUME, &yes))
        return 2;
    SessionState st;
    int game = 0;
    if (yes && session_state_parse(t.state, &st, &game) == 0 && st <= SESSION_RESULT) {
        s->test = t;
        s->state = st;
        s->game_index = game;
        s->cfg.clock.main_ms = t.main_ms;
        s->cfg.clock.byoyomi_ms = t.byoyomi_ms;
        s->cfg.clock.increment_ms = t.increment_ms;
        return 1;
    }
    /* Declined (or unreadable): keep it, marked so it is not offered again. */
    if (store_test_set_state(s->store, t.id, "abandoned", true) != 0) {
        snprintf(s->error, sizeof s->error, "%s", store_error(s->store));
        return -1;
    }
    return 0;
}

static int start_new(Session *s)
{
    const char *name = s->cfg.player_name && *s->cfg.player_name ? s->cfg.player_name : "player";
    const ClockConfig *c = &s->cfg.clock;
    int64_t id = store_test_begin(s->store, name, c->main_ms, c->byoyomi_ms, c->increment_ms);
    if (id < 0 || store_test_get(s->store, id, &s->test) != 0) {
        snprintf(s->error, sizeof s->error, "%s", store_error(s->store));
        return -1;
    }
    s->state = SESSION_WELCOME;
    s->game_index = 0;
    return 0;
}

/* In kiosk mode after a stop: true when the program should end. A stop
 * mid-test returns to the welcome screen; leaving from the welcome screen
 * takes two confirmations; a signal or closed input ends at once. */
static bool kiosk_leave(Session *s, SessionState stopped_in)
{
    if (s->interrupted)
        return true;
    if (stopped_in != SESSION_WELCOME)
        return false;
    bool yes = false;
    if (!ask(s, SESSION_Q_LEAVE_KIOSK, &yes))
        return true;
    if (!yes)
        return false;
    if (!ask(s, SESSION_Q_LEAVE_KIOSK_SURE, &yes))
        return true;
    return yes;
}

SessionState session_run(Session *s)
{
    for (;;) {
        s->interrupted = false;
        int r = offer_resume(s);
        if (r == 2)
            return SESSION_STOPPED;
        if (r == 0)
            r = start_new(s);
        if (r < 0)
            return SESSION_FAILED;
        r = drive(s);
        if (r < 0) {
            s->state = SESSION_FAILED;
            return SESSION_FAILED;
        }
        if (!s->cfg.kiosk)
            return r > 0 ? SESSION_STOPPED : SESSION_DONE;
        if (r > 0 && kiosk_leave(s, s->state))
            return SESSION_STOPPED;
    }
}
