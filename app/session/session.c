/* The placement test's state machine (see session.h). session_next() is the
 * whole transition table; session_run() performs each state's work and
 * records every transition in the store before acting on it. */
#include "app/session/session.h"
#include "app/session/judge_check.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/failure.h"
#include "app/report/test_report.h"
#include "base/text.h"
#include "app/session/abandon.h"
#include "app/session/game.h"
#include "app/session/kiosk.h"
#include "app/session/trouble.h"
#include "app/session/records.h"
#include "app/session/resume.h"
#include "app/session/tour.h"

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

SessionMore session_more_games(const StoreResult *r, int games, bool kiosk, int fixed_games)
{
    if (fixed_games > 0)
        return games < fixed_games && games < SESSION_MAX_GAMES ? SESSION_MORE_FIXED : SESSION_MORE_NONE;
    if (!r->has_rating || r->positions < SESSION_ENOUGH_POSITIONS)
        return games < SESSION_MAX_GAMES ? SESSION_MORE_FEW : SESSION_MORE_NONE;
    if (kiosk || r->bound != 0 || games < SESSION_TEST_GAMES || games >= SESSION_WIDE_MAX_GAMES)
        return SESSION_MORE_NONE;
    return r->hi - r->lo > SESSION_WIDE_INTERVAL ? SESSION_MORE_WIDE : SESSION_MORE_NONE;
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

int session_store_failed(Session *s)
{
    failure_store_text(s->cfg.lang, store_error(s->store), s->error, sizeof s->error);
    return -1;
}

ReportSource session_report_source(const Session *s)
{
    return (ReportSource){ .test_id = s->test.id, .player = s->test.player, .started = s->test.started,
                           .main_ms = s->test.main_ms, .profile = s->cfg.profile, .lang = s->cfg.lang,
                           .store = s->store, .booth = s->cfg.kiosk,
                           .judge_failed = s->test.judge_failed, .judge_trouble = s->test.judge_trouble };
}

/* The test's row is written when the first game is about to start, so a
 * visitor who only typed a name (or a Ctrl-C at the name) leaves nothing
 * for the next person to inherit. */
static int create_test_row(Session *s)
{
    /* Room for a whole test, as the program checked when it started: a
     * booth runs all day, and a visitor should not begin on a disk that
     * fills during their games (the trouble page says so instead). */
    StoreError room;
    if (store_preflight(store_dir(s->store), STORE_MIN_FREE_BYTES, &room) != 0) {
        failure_store_text(s->cfg.lang, &room, s->error, sizeof s->error);
        return -1;
    }
    const ClockConfig *c = &s->cfg.clock;
    const char *name = s->test.player[0] ? s->test.player : app_text(s->cfg.lang, MSG_DEFAULT_NAME);
    int64_t id = store_test_begin(s->store, name, c->main_ms, c->byoyomi_ms, c->increment_ms);
    StoreTest judged = s->test; /* the judge checked at the welcome screen */
    if (id < 0 || store_test_set_lang(s->store, id, s->cfg.lang) != 0 || store_test_get(s->store, id, &s->test) != 0) {
        session_store_failed(s);
        return -1;
    }
    memcpy(s->test.judge, judged.judge, sizeof s->test.judge);
    memcpy(s->test.judge_failed, judged.judge_failed, sizeof s->test.judge_failed);
    memcpy(s->test.judge_trouble, judged.judge_trouble, sizeof s->test.judge_trouble);
    return session_judge_store(s);
}

int session_store_state(Session *s, SessionState next)
{
    if (s->test.id <= 0 && create_test_row(s) != 0)
        return -1;
    char name[32];
    session_state_name(next, s->game_index, name, sizeof name);
    if (store_test_set_state(s->store, s->test.id, name, next == SESSION_DONE) != 0) {
        session_store_failed(s);
        return -1;
    }
    s->state = next;
    snprintf(s->test.state, sizeof s->test.state, "%s", name);
    return 0;
}

/* Moves to the state after ev and stores it; the caller then does its work. */
static int advance(Session *s, SessionEvent ev)
{
    int game = s->game_index;
    SessionState next = session_next(s->state, &game, ev);
    if (next == SESSION_FAILED) {
        snprintf(s->error, sizeof s->error, "internal: no transition from state %d on event %d", s->state, ev);
        return -1;
    }
    s->game_index = game;
    return session_store_state(s, next);
}

/* ---- Pages ----------------------------------------------------------------- */

void session_note_stop(Session *s)
{
    Display *d = s->display;
    s->stop = d->stopped_by ? d->stopped_by(d) : DISPLAY_EV_INTERRUPT;
    s->interrupted = s->stop == DISPLAY_EV_INTERRUPT;
}

/* In a kiosk q leaves no page: only the welcome screen takes it (for the
 * operator), so a visitor's q shows the same page again. */
static bool kiosk_ignores(const Session *s) { return s->cfg.kiosk && s->stop == DISPLAY_EV_QUIT; }

bool session_page(Session *s, const char *title, const char *body)
{
    for (;;) {
        if (s->display->show_page(s->display, title, body))
            return true;
        session_note_stop(s);
        if (!kiosk_ignores(s))
            return false;
    }
}

bool session_ask(Session *s, int question, const char *text, bool *answer)
{
    /* No to the resume question closes the interrupted test for good: a
     * person who pressed Enter past the last page, or a visitor's stray
     * key, must not decide that. */
    bool deliberate = question == SESSION_Q_RESUME;
    for (;;) {
        if (s->display->ask_yes_no(s->display, question, text, deliberate, answer))
            return true;
        session_note_stop(s);
        if (!kiosk_ignores(s))
            return false;
    }
}

static bool ask_id(Session *s, AppTextId question, bool *answer)
{
    return session_ask(s, question, app_text(s->cfg.lang, question), answer);
}

/* ---- The states' work ----------------------------------------------------- */

/* The name for the records, the report and the results: typed by each
 * player (in kiosk mode nothing is filled in, so no visitor inherits the
 * previous one's name); empty means "player". Kept in memory until the
 * test's row is written. 1 = stopped. */
static int ask_name(Session *s)
{
    Lang lang = s->cfg.lang;
    char name[sizeof s->test.player] = "";
    if (!s->cfg.kiosk && s->cfg.player_name)
        snprintf(name, sizeof name, "%s", s->cfg.player_name);
    for (;;) {
        if (s->display->ask_text(s->display, app_text(lang, MSG_NAME_TITLE), app_text(lang, MSG_NAME_PROMPT), name,
                                 sizeof name))
            break;
        session_note_stop(s);
        if (!kiosk_ignores(s))
            return 1;
    }
    const char *n = text_trim(name);
    /* Stored sanitised: the name reaches screens, records and reports. */
    text_sanitize(*n ? n : app_text(lang, MSG_DEFAULT_NAME), s->test.player, sizeof s->test.player);
    if (s->test.id > 0 && store_test_set_player(s->store, s->test.id, s->test.player) != 0) {
        session_store_failed(s);
        return -1;
    }
    return 0;
}

/* The welcome page. In a kiosk it stays up while nobody is there, and q on
 * it is the operator's way out (kiosk.h). 0 go on, 1 stopped. */
static int welcome_page(Session *s)
{
    Lang lang = s->cfg.lang;
    char tc[48], text[2000];
    app_clock_phrase(lang, s->cfg.clock.main_ms, tc, sizeof tc);
    snprintf(text, sizeof text, app_text(lang, MSG_WELCOME_BODY), tc);
    for (;;) {
        if (s->display->show_page(s->display, app_text(lang, MSG_WELCOME_TITLE), text))
            return 0;
        session_note_stop(s);
        if (!s->cfg.kiosk || s->stop == DISPLAY_EV_INTERRUPT)
            return 1;
        if (s->stop == DISPLAY_EV_QUIT && session_kiosk_operator_leaves(s))
            return 1;
    }
}

static int do_welcome(Session *s)
{
    /* The judge is started once before the first game (judge_check.h): a
     * missing one is said here, not after four games. */
    char note[1500];
    int checked = session_judge_check(s, note, sizeof note);
    if (checked < 0)
        return -1;
    int r = welcome_page(s);
    if (r == 0 && checked == 1 && !session_page(s, app_text(s->cfg.lang, MSG_JUDGE_TITLE), note))
        r = 1;
    if (r == 0)
        r = ask_name(s);
    if (r != 0)
        return r;
    bool tour = false;
    if (!ask_id(s, MSG_Q_TOUR, &tour))
        return 1;
    if (tour && (r = session_tour(s)) != 0)
        return r;
    bool practice = false;
    if (!ask_id(s, MSG_Q_PRACTICE, &practice))
        return 1;
    return advance(s, practice ? SEV_PRACTICE_YES : SEV_PRACTICE_NO);
}

static const char *side_text(Lang lang, Color c)
{
    return app_text(lang, c == BLACK ? MSG_SIDE_SENTE : MSG_SIDE_GOTE);
}

/* "Next: game 2, you play gote (second) against AI1." */
static void next_game_line(const Session *s, int index, char *buf, size_t len)
{
    GamePlan p = session_game_plan(index);
    snprintf(buf, len, app_text(s->cfg.lang, MSG_NEXT_GAME), p.index, side_text(s->cfg.lang, p.player_color),
             p.ai_kind);
}

/* The stored game `index` of the test: 1 found, 0 none, -1 failure. */
static int stored_game(Session *s, int index, StoreGame *out)
{
    StoreGame *games;
    int n = store_games_of_test(s->store, s->test.id, &games);
    if (n < 0) {
        session_store_failed(s);
        return -1;
    }
    int found = 0;
    for (int i = 0; i < n; i++)
        if (games[i].index == index) {
            *out = games[i];
            found = 1;
        }
    free(games);
    return found;
}

/* The page before a game, so that no clock runs before the player presses
 * Enter: the practice game's intro ("it does not count"), the test's start,
 * a game resumed after a stop. Not shown when the page before (a break, the
 * end of the practice game) already said it. 0 go on, 1 stopped, -1 failure. */
static int announce_game(Session *s, const GamePlan *plan)
{
    if (s->next_game_announced) {
        s->next_game_announced = false;
        return 0;
    }
    Lang lang = s->cfg.lang;
    StoreGame g;
    int have = s->test.id > 0 ? stored_game(s, plan->index, &g) : 0;
    if (have < 0)
        return -1;
    char title[200], body[1600], line[800], tc[48], game_title[96];
    session_game_title(lang, plan->index, game_title, sizeof game_title);
    if (have && g.finished)
        return 0;
    if (have && g.plies > 0) {
        snprintf(title, sizeof title, app_text(lang, MSG_GAME_RESUMED_TITLE), game_title);
        snprintf(line, sizeof line, app_text(lang, MSG_GAME_RESUMED), side_text(lang, g.player_color), g.ai_kind,
                 g.plies);
    } else if (plan->index == 0) {
        snprintf(title, sizeof title, "%s", app_text(lang, MSG_PRACTICE_TITLE));
        app_clock_phrase(lang, s->cfg.practice_clock.main_ms, tc, sizeof tc);
        snprintf(line, sizeof line, app_text(lang, MSG_PRACTICE_INTRO), tc);
    } else if (plan->index == 1) {
        snprintf(title, sizeof title, "%s", app_text(lang, MSG_TEST_START_TITLE));
        app_clock_phrase(lang, s->cfg.clock.main_ms, tc, sizeof tc);
        char start[300], next[200];
        snprintf(start, sizeof start, app_text(lang, MSG_TEST_START), tc);
        next_game_line(s, 1, next, sizeof next);
        snprintf(line, sizeof line, "%s\n\n%s", start, next);
    } else {
        snprintf(title, sizeof title, "%s", game_title);
        next_game_line(s, plan->index, line, sizeof line);
    }
    snprintf(body, sizeof body, "%s\n\n%s", line, app_text(lang, MSG_CLOCK_ON_ENTER));
    return session_page(s, title, body) ? 0 : 1;
}

/* After the practice game: what happened, and that the test starts now. */
static int practice_over(Session *s, const StoreGame *g)
{
    Lang lang = s->cfg.lang;
    char summary[200], tc[48], start[300], next[200], body[1200];
    session_game_summary_in(lang, g, s->test.player, summary, sizeof summary);
    app_clock_phrase(lang, s->cfg.clock.main_ms, tc, sizeof tc);
    snprintf(start, sizeof start, app_text(lang, MSG_TEST_START), tc);
    next_game_line(s, 1, next, sizeof next);
    snprintf(body, sizeof body, "%s: %s\n\n%s\n\n%s\n%s", app_text(lang, MSG_PRACTICE_TITLE), summary, start, next,
             app_text(lang, MSG_CLOCK_ON_ENTER));
    if (!session_page(s, app_text(lang, MSG_PRACTICE_OVER_TITLE), body))
        return 1;
    s->next_game_announced = true;
    return 0;
}

/* Plays the current game; 1 = stopped (resumable). */
static int do_game(Session *s)
{
    bool practice = s->state == SESSION_PRACTICE;
    GamePlan plan = session_game_plan(practice ? 0 : s->game_index);
    int r = announce_game(s, &plan);
    if (r != 0)
        return r;
    StoreGame g;
    switch (session_play_game(s, &plan, &g)) {
    case GAME_RUN_ENDED:
        if (advance(s, SEV_GAME_OVER) != 0)
            return -1;
        return practice ? practice_over(s, &g) : 0;
    case GAME_RUN_STOPPED: return 1;
    case GAME_RUN_FAILED: break;
    }
    return -1;
}

static int do_break(Session *s)
{
    Lang lang = s->cfg.lang;
    int watched = session_judge_watch(s);
    if (watched != 0)
        return watched;
    StoreGame g;
    char summary[200] = "", next[200], title[64], body[1200];
    int have = stored_game(s, s->game_index, &g);
    if (have < 0)
        return -1;
    if (have)
        session_game_summary_in(lang, &g, s->test.player, summary, sizeof summary);
    next_game_line(s, s->game_index + 1, next, sizeof next);
    snprintf(body, sizeof body, app_text(lang, MSG_BREAK_BODY), s->game_index, summary, next,
             app_text(lang, MSG_CLOCK_ON_ENTER));
    snprintf(title, sizeof title, app_text(lang, MSG_BREAK_TITLE), s->game_index);
    if (!session_page(s, title, body))
        return 1;
    if (advance(s, SEV_CONTINUE) != 0)
        return -1;
    s->next_game_announced = true;
    return 0;
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
        session_store_failed(s);
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
    ReportSource src = session_report_source(s);
    char *text = report_result_page(&src, &r);
    bool ok = session_page(s, app_text(s->cfg.lang, MSG_RES_TITLE), text ? text : app_text(s->cfg.lang, MSG_RES_NO_REPORT));
    free(text);
    if (!ok)
        return 1;
    bool more = false;
    switch (session_more_games(&r, s->game_index, s->cfg.kiosk, s->cfg.fixed_games)) {
    case SESSION_MORE_NONE: break;
    case SESSION_MORE_FIXED: more = true; break;
    case SESSION_MORE_FEW:
        if (!ask_id(s, MSG_Q_ONE_MORE, &more))
            return 1;
        break;
    case SESSION_MORE_WIDE: {
        /* The width, not the ends: an end past the profile's range is
         * shown as "856 or less", so its raw number would not match the
         * screen the player has just read. */
        char q[600];
        snprintf(q, sizeof q, app_text(s->cfg.lang, MSG_Q_ONE_MORE_WIDE), r.hi - r.lo, s->game_index + 1);
        if (!session_ask(s, SESSION_Q_ONE_MORE_WIDE, q, &more))
            return 1;
        break;
    }
    }
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

/* ---- Starting, resuming, and the kiosk's next visitor ---------------------- */

static void start_new(Session *s)
{
    if (s->display->new_player) /* the last visitor's flip is not the next one's board */
        s->display->new_player(s->display);
    memset(&s->test, 0, sizeof s->test);
    s->state = SESSION_WELCOME;
    s->game_index = 0;
    s->next_game_announced = false;
}

/* A kiosk visitor left the test (q confirmed, or no key for the idle time):
 * a test that reached its result is complete; any other is closed as
 * abandoned. Either way the next visitor starts afresh. */
static int visitor_left(Session *s)
{
    if (s->test.id <= 0)
        return 0; /* nothing was stored yet */
    if (s->state == SESSION_RESULT)
        return advance(s, SEV_FINISH);
    return session_abandon(s, &s->test);
}

/* A resumed test goes on with its own judge: started once more here, and
 * when it is missing now, the built-in one takes over, said on a page. */
static int resume_judge(Session *s)
{
    char note[1500];
    int r = session_judge_check(s, note, sizeof note);
    if (r == 1 && !session_page(s, app_text(s->cfg.lang, MSG_JUDGE_TITLE), note))
        return 0; /* stopped at the page: the test stays resumable, the change kept */
    return r < 0 ? -1 : 0;
}

/* One test, from the resume question to its end: < 0 failed (s->error
 * says why), 0 done, > 0 stopped (s->stop says how). */
static int one_test(Session *s)
{
    s->interrupted = false;
    s->stop = DISPLAY_EV_NONE;
    start_new(s);
    int r = session_offer_resume(s);
    if (r == 2)
        return 1;
    /* A resumed test is read in this run's language from now on: its
     * report is written in it, and `report ID` keeps to it. */
    if (r == 1 && store_test_set_lang(s->store, s->test.id, s->cfg.lang) != 0)
        return session_store_failed(s);
    if (r < 0 || (r == 1 && resume_judge(s) < 0))
        return -1;
    return drive(s);
}

SessionState session_run(Session *s)
{
    if (s->cfg.kiosk && session_kiosk_choose_secret(s) != 0)
        return SESSION_STOPPED;
    for (;;) {
        int r = one_test(s);
        bool person = !s->tested; /* a headless test has nobody to mend a failure */
        if (!s->cfg.kiosk) {
            int64_t failed = s->test.id;
            if (r < 0 && person && session_trouble_page(s)) {
                s->resume_unasked = failed; /* "Enter to go on" was the answer */
                continue;
            }
            if (r < 0)
                s->state = SESSION_FAILED;
            return r < 0 ? SESSION_FAILED : r > 0 ? SESSION_STOPPED : SESSION_DONE;
        }
        if (r > 0 && (s->stop == DISPLAY_EV_INTERRUPT || s->interrupted))
            return SESSION_STOPPED; /* a signal, or the operator: the test stays resumable */
        /* A visitor who left (or never answered the resume question) is
         * closed; a failure waits for the staff, whatever it was. */
        if (r > 0 && visitor_left(s) != 0)
            r = -1;
        if (r < 0 && !session_trouble_page(s))
            return SESSION_STOPPED;
    }
}
