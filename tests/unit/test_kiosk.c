/* Kiosk mode and the resume question through a scripted display (issue
 * 17): a visitor who goes idle or quits mid-test has the test closed as
 * abandoned with its games exported, and the next visitor is offered no
 * name and no old test; a wrong secret keeps the kiosk, the right one ends
 * it; a signal ends it with the test resumable; at the kiosk's start a test
 * untouched for longer than the idle time is closed unasked, a recent one
 * is asked about with whose it is and where it stopped; declining closes it
 * and exports its games; an unanswered one closes it and the kiosk goes on;
 * a test that fails waits for the staff on an "Out of service" page. Games are between script players (app/session/player.h). */
#include "app/judge.h"
#include "app/session/kiosk.h"
#include "app/session/operator.h"
#include "app/session/resume.h"
#include "app/session/session.h"
#include "tests/check.h"

#include <stdlib.h>
#include <unistd.h>

static char dir[64], tested_path[96], ai_path[96];

static void fresh_dir(void)
{
    snprintf(dir, sizeof dir, "/tmp/kiryoku-kiosk-XXXXXX");
    if (!mkdtemp(dir))
        abort();
    snprintf(tested_path, sizeof tested_path, "%s/tested.txt", dir);
    snprintf(ai_path, sizeof ai_path, "%s/ai.txt", dir);
    FILE *t = fopen(tested_path, "w"), *a = fopen(ai_path, "w");
    if (!t || !a)
        abort();
    fprintf(t, "1 7g7f\n2\n3\n4\n"); /* game 1: the tested player moves once; then resigns */
    fprintf(a, "1\n2\n3\n4\n");       /* the AI resigns at once */
    fclose(t);
    fclose(a);
}

static void remove_dir(void)
{
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    if (system(cmd) != 0)
        fprintf(stderr, "note: could not remove %s\n", dir);
}

/* ---- A display that plays the visitors' part --------------------------- */

typedef enum { VISIT_FINISH, VISIT_IDLE_IN_GAME, VISIT_QUIT_IN_GAME, VISIT_IDLE_AT_NAME, VISIT_SIGNAL_IN_GAME } Visit;

static struct {
    const Visit *visits;
    const char *const *names;
    int count, next, current;     /* visitors scripted, the next to come, the one at the kiosk */
    int events;                   /* next_event calls in this visitor's games */
    char offered[8][128];         /* the name each visitor was offered */
    const char *const *secrets;   /* typed at each "Operator only" prompt; NULL ends the list */
    int secret_next;
    int welcomes, wrong_pages, resume_asked;
    char resume_text[1600];
    bool resume_answer;
    bool resume_idle;             /* nobody answers the resume question (once) */
    int down_pages;               /* "Out of service" pages shown */
    char down_text[2048];
    bool down_quit;               /* the operator presses q on that page */
    int ai_breaks;                /* the AI's next polls that fail */
    DisplayEventKind last_stop;
} fx;

static int fx_open(Display *d, const DisplayOptions *o, char *e, size_t n) { (void)d; (void)o; (void)e; (void)n; return 0; }
static void fx_close(Display *d) { (void)d; }
static void fx_draw(Display *d, const DisplayGame *g) { (void)d; (void)g; }
static void fx_message(Display *d, DisplayMessageKind k, const char *t) { (void)d; (void)k; (void)t; }
static void fx_progress(Display *d, const char *t, double f, const char *x) { (void)d; (void)t; (void)f; (void)x; }

static bool stop_with(DisplayEventKind why)
{
    fx.last_stop = why;
    return false;
}

static bool fx_page(Display *d, const char *title, const char *body)
{
    (void)d;
    (void)body;
    if (!strcmp(title, app_text(LANG_EN, MSG_WELCOME_TITLE))) {
        fx.welcomes++;
        if (fx.next >= fx.count)
            return stop_with(DISPLAY_EV_QUIT); /* nobody left: the operator presses q */
    }
    if (!strcmp(body, app_text(LANG_EN, MSG_OPERATOR_WRONG)))
        fx.wrong_pages++;
    if (!strcmp(title, app_text(LANG_EN, MSG_KIOSK_DOWN_TITLE)) ||
        !strcmp(title, app_text(LANG_EN, MSG_TROUBLE_TITLE))) {
        fx.down_pages++;
        snprintf(fx.down_text, sizeof fx.down_text, "%s", body);
        if (fx.down_quit)
            return stop_with(DISPLAY_EV_QUIT);
    }
    return true;
}

static bool fx_ask(Display *d, int question, const char *text, bool deliberate, bool *answer)
{
    (void)d;
    CHECK(deliberate == (question == SESSION_Q_RESUME));
    *answer = false;
    if (question == SESSION_Q_RESUME) {
        fx.resume_asked++;
        if (fx.resume_idle) { /* the idle time passes: the test is older than it now */
            fx.resume_idle = false;
            sleep(2);
            return stop_with(DISPLAY_EV_IDLE);
        }
        snprintf(fx.resume_text, sizeof fx.resume_text, "%s", text);
        *answer = fx.resume_answer;
    }
    return true;
}

static bool fx_text(Display *d, const char *title, const char *prompt, char *buf, size_t len)
{
    (void)d; (void)title; (void)prompt;
    if (fx.next >= fx.count)
        return stop_with(DISPLAY_EV_INTERRUPT);
    fx.current = fx.next++;
    snprintf(fx.offered[fx.current], sizeof fx.offered[0], "%s", buf);
    fx.events = 0;
    if (fx.visits[fx.current] == VISIT_IDLE_AT_NAME)
        return stop_with(DISPLAY_EV_IDLE);
    snprintf(buf, len, "%s", fx.names[fx.current]);
    return true;
}

static bool fx_secret(Display *d, const char *title, const char *prompt, char *buf, size_t len)
{
    (void)d; (void)title; (void)prompt;
    const char *s = fx.secrets ? fx.secrets[fx.secret_next] : NULL;
    if (!s)
        return stop_with(DISPLAY_EV_INTERRUPT);
    fx.secret_next++;
    snprintf(buf, len, "%s", s);
    return true;
}

/* In a game: the visitor's way of leaving comes after their first move. */
static DisplayEvent fx_event(Display *d, int ms)
{
    (void)d; (void)ms;
    DisplayEvent ev = { DISPLAY_EV_NONE, MOVE_NONE };
    if (fx.current >= fx.count || ++fx.events < 2)
        return ev;
    switch (fx.visits[fx.current]) {
    case VISIT_IDLE_IN_GAME: ev.kind = DISPLAY_EV_IDLE; break;
    case VISIT_QUIT_IN_GAME: ev.kind = DISPLAY_EV_QUIT; break;
    case VISIT_SIGNAL_IN_GAME: ev.kind = DISPLAY_EV_INTERRUPT; break;
    default: return ev;
    }
    fx.current = fx.count; /* gone */
    return ev;
}

static DisplayEventKind fx_stopped_by(Display *d) { (void)d; return fx.last_stop; }

static Display fake_display = {
    .name = "kiosk-fake", .open = fx_open, .close = fx_close, .draw_game = fx_draw, .message = fx_message,
    .next_event = fx_event, .show_page = fx_page, .ask_yes_no = fx_ask, .ask_text = fx_text,
    .progress = fx_progress, .ask_secret = fx_secret, .stopped_by = fx_stopped_by,
};

/* ---- Session fixtures ---------------------------------------------------- */

/* Every export: which test, which game, its result. */
static struct {
    int count;
    int64_t test[32];
    int index[32];
    char result[32][16];
} exported;

static int record_export(const Session *s, const StoreGame *g, char *err, size_t errlen)
{
    (void)s; (void)err; (void)errlen;
    if (exported.count < 32) {
        exported.test[exported.count] = g->test_id;
        exported.index[exported.count] = g->index;
        snprintf(exported.result[exported.count], sizeof exported.result[0], "%s", g->result);
        exported.count++;
    }
    return 0;
}

static int fake_analyse(Session *s, StoreResult *out, void *ctx)
{
    (void)s; (void)ctx;
    out->has_rating = true;
    out->positions = SESSION_ENOUGH_POSITIONS;
    return 0;
}

static Player *script(const char *path)
{
    char err[256];
    Player *p = player_script_new(path, err, sizeof err);
    if (!p)
        fprintf(stderr, "script: %s\n", err);
    return p;
}

/* The AI's script, except that its polls fail while fx.ai_breaks lasts:
 * an engine that stopped. */
static PlayerStatus breaking_poll(Player *p, int timeout_ms, char move[8], bool *in_book)
{
    if (fx.ai_breaks > 0) {
        fx.ai_breaks--;
        snprintf(p->error, sizeof p->error, "the AI's engine stopped");
        return PLAYER_FAILED;
    }
    Player *inner = p->impl;
    return inner->poll(inner, timeout_ms, move, in_book);
}
static int breaking_new_game(Player *p, int i, Color c) { Player *in = p->impl; return in->new_game(in, i, c); }
static int breaking_begin(Player *p, const PlayerTurn *t) { Player *in = p->impl; return in->begin_turn(in, t); }
static void breaking_cancel(Player *p) { Player *in = p->impl; in->cancel(in); }
static void breaking_destroy(Player *p) { player_free(p->impl); }

static Player *breaking_ai(void)
{
    Player *inner = script(ai_path), *p = calloc(1, sizeof *p);
    if (!inner || !p) {
        player_free(inner);
        free(p);
        return NULL;
    }
    *p = (Player){ .name = "breaking AI", .impl = inner, .new_game = breaking_new_game, .begin_turn = breaking_begin,
                   .poll = breaking_poll, .cancel = breaking_cancel, .destroy = breaking_destroy };
    return p;
}

static Lang run_lang = LANG_EN; /* the language the next run() reads in */

static SessionState run(bool kiosk, int64_t idle_ms)
{
    StoreError err;
    Session s;
    memset(&s, 0, sizeof s);
    session_config_default(&s.cfg);
    s.cfg.judge = JUDGE_BUILTIN_ID; /* the game flow, not the judge: no gpsusi to start */
    s.cfg.kiosk = kiosk;
    s.cfg.idle_ms = idle_ms;
    s.cfg.lang = run_lang;
    s.cfg.player_name = "offered";
    s.cfg.tick_ms = 5;
    s.cfg.analyse = fake_analyse;
    s.cfg.export_game = record_export;
    s.store = store_open(dir, &err);
    s.display = &fake_display;
    s.tested = script(tested_path);
    s.ai[0] = breaking_ai();
    s.ai[1] = breaking_ai();
    SessionState end = SESSION_FAILED;
    CHECK(s.store && s.tested && s.ai[0] && s.ai[1]);
    if (s.store && s.tested && s.ai[0] && s.ai[1]) {
        end = session_run(&s);
        if (end == SESSION_FAILED)
            fprintf(stderr, "session: %s\n", s.error);
    }
    player_free(s.tested);
    player_free(s.ai[0]);
    player_free(s.ai[1]);
    store_close(s.store);
    return end;
}

static void reset(const Visit *visits, const char *const *names, int count)
{
    memset(&fx, 0, sizeof fx);
    memset(&exported, 0, sizeof exported);
    fx.visits = visits;
    fx.names = names;
    fx.count = count;
}

/* The stored tests, oldest first: their players and states. */
static int stored_tests(StoreListRow **rows)
{
    StoreError err;
    Store *st = store_open(dir, &err);
    int n = st ? store_list(st, rows) : -1;
    store_close(st);
    return n;
}

/* Is the store's one test in `state`? (A finished test, unless it is a
 * game's state.) */
static bool only_test_is(const char *state)
{
    StoreListRow *rows = NULL;
    int n = stored_tests(&rows);
    bool is = n == 1 && !strcmp(rows[0].test.state, state) && rows[0].test.finished == (strncmp(state, "game", 4) != 0);
    free(rows);
    return is;
}

/* ---- Cases ---------------------------------------------------------------- */

static void visitors_leave_and_the_next_starts_afresh(void)
{
    fresh_dir();
    static const Visit visits[] = { VISIT_IDLE_IN_GAME, VISIT_IDLE_AT_NAME, VISIT_QUIT_IN_GAME, VISIT_FINISH };
    static const char *const names[] = { "Aoi", "nobody", "Ben", "Chie" };
    static const char *const secrets[] = { "wrong", "", "right", NULL };
    reset(visits, names, 4);
    fx.secrets = secrets;
    char secret[] = "right";
    CHECK(operator_secret_set(secret));
    CHECK_STR(secret, ""); /* the caller's copy is wiped */
    CHECK_INT(run(true, 60000), SESSION_STOPPED);
    CHECK_INT(fx.secret_next, 3);  /* wrong, empty (back to the welcome), right */
    CHECK_INT(fx.wrong_pages, 1);
    for (int v = 0; v < 4; v++)
        CHECK_STR(fx.offered[v], ""); /* nobody inherits a name in a kiosk */
    StoreListRow *rows = NULL;
    int n = stored_tests(&rows);
    CHECK_INT(n, 3); /* the visitor who left at the name stored nothing */
    if (n == 3) {
        CHECK_STR(rows[0].test.player, "Aoi");
        CHECK_STR(rows[0].test.state, "abandoned");
        CHECK_STR(rows[1].test.player, "Ben");
        CHECK_STR(rows[1].test.state, "abandoned");
        CHECK_STR(rows[2].test.player, "Chie");
        CHECK_STR(rows[2].test.state, "done");
    }
    /* Aoi's game 1 (one move, then idle) was exported, ended as abandoned. */
    bool aoi_game = false;
    for (int i = 0; i < exported.count; i++)
        if (n >= 1 && exported.test[i] == rows[0].test.id && exported.index[i] == 1)
            aoi_game = !strcmp(exported.result[i], "none");
    CHECK(aoi_game);
    CHECK_INT(fx.resume_asked, 0);
    free(rows);
    operator_secret_clear();
    remove_dir();
}

static void a_signal_keeps_the_test_resumable(void)
{
    fresh_dir();
    static const Visit visits[] = { VISIT_SIGNAL_IN_GAME };
    static const char *const names[] = { "Dai" };
    reset(visits, names, 1);
    char secret[] = "booth";
    operator_secret_set(secret); /* chosen: not asked at the start */
    CHECK_INT(run(true, 60000), SESSION_STOPPED);
    CHECK(only_test_is("game1"));

    /* The kiosk starts again at once: a recent test is asked about, by name
     * and place; no closes it and exports its game. */
    static const Visit none[] = { VISIT_FINISH };
    reset(none, names, 0);
    fx.resume_answer = false;
    CHECK_INT(run(true, 60000), SESSION_STOPPED); /* at the welcome: q, and no secret typed (input ends) */
    CHECK_INT(fx.resume_asked, 1);
    CHECK(strstr(fx.resume_text, "Resume the test of Dai?") != NULL);
    CHECK(strstr(fx.resume_text, "game 1 of 4 (moves played: 1)") != NULL);
    CHECK_INT(exported.count, 1);
    CHECK(only_test_is("abandoned"));
    operator_secret_clear();
    remove_dir();
}

static void an_old_test_is_closed_unasked_at_the_kiosk_start(void)
{
    fresh_dir();
    static const Visit visits[] = { VISIT_SIGNAL_IN_GAME };
    static const char *const names[] = { "Eri" };
    reset(visits, names, 1);
    char secret[] = "booth";
    operator_secret_set(secret);
    CHECK_INT(run(true, 500), SESSION_STOPPED);
    sleep(2); /* older than the idle time (stored times have whole seconds) */
    reset(visits, names, 0);
    CHECK_INT(run(true, 500), SESSION_STOPPED);
    CHECK_INT(fx.resume_asked, 0);
    CHECK_INT(exported.count, 1);
    CHECK(only_test_is("abandoned"));
    operator_secret_clear();
    remove_dir();
}

/* A kiosk restarted mid-test (a power cut): nobody answers the resume
 * question for the idle time. The test is closed, and the kiosk goes on
 * to its welcome screen instead of ending in front of the next visitor. */
static void an_unanswered_resume_question_keeps_the_kiosk(void)
{
    fresh_dir();
    static const Visit visits[] = { VISIT_SIGNAL_IN_GAME };
    static const char *const names[] = { "Hana" };
    reset(visits, names, 1);
    char secret[] = "booth";
    operator_secret_set(secret);
    CHECK_INT(run(true, 500), SESSION_STOPPED);
    reset(visits, names, 0);
    fx.resume_idle = true;
    CHECK_INT(run(true, 500), SESSION_STOPPED); /* at the welcome: q, and no secret typed */
    CHECK_INT(fx.resume_asked, 1);
    CHECK_INT(fx.welcomes, 1);
    CHECK(only_test_is("abandoned"));
    operator_secret_clear();
    remove_dir();
}

/* A test that fails in a kiosk (here the AI's engine stops) shows "Out of
 * service" with the reason instead of ending the program: Enter tries again
 * and the test is resumed where it stopped; q and the secret end kiosk mode
 * with the test resumable. */
static void a_failure_waits_for_the_staff(void)
{
    fresh_dir();
    static const Visit visits[] = { VISIT_FINISH };
    static const char *const names[] = { "Iku" };
    reset(visits, names, 1);
    char secret[] = "booth";
    operator_secret_set(secret);
    fx.ai_breaks = 1;
    fx.resume_answer = true;
    CHECK_INT(run(true, 60000), SESSION_STOPPED);
    CHECK_INT(fx.down_pages, 1);
    CHECK(strstr(fx.down_text, "the AI's engine stopped") != NULL);
    CHECK(strstr(fx.down_text, "Please call the staff.") != NULL);
    CHECK_INT(fx.resume_asked, 1);
    CHECK(only_test_is("done"));
    remove_dir();

    fresh_dir();
    static const char *const right[] = { "booth", NULL };
    reset(visits, names, 1);
    fx.secrets = right;
    fx.ai_breaks = 1;
    fx.down_quit = true;
    CHECK_INT(run(true, 60000), SESSION_STOPPED);
    CHECK_INT(fx.down_pages, 1);
    CHECK_INT(fx.secret_next, 1);
    CHECK(only_test_is("game1"));
    operator_secret_clear();
    remove_dir();
}

/* A headless test (a machine plays, nobody at a screen) that fails is not
 * held on a page: it ends, failed, with the reason. */
static void a_headless_failure_ends(void)
{
    fresh_dir();
    static const Visit visits[] = { VISIT_FINISH };
    static const char *const names[] = { "Jun" };
    reset(visits, names, 1);
    fx.ai_breaks = 1;
    CHECK_INT(run(false, 0), SESSION_FAILED);
    CHECK_INT(fx.down_pages, 0);
    remove_dir();
}

/* A test stopped in English and resumed in Japanese is the player's in
 * Japanese from then on: `report ID` writes in the language they read last. */
static void a_resumed_test_keeps_its_new_language(void)
{
    fresh_dir();
    static const Visit visits[] = { VISIT_SIGNAL_IN_GAME };
    static const char *const names[] = { "Kai" };
    reset(visits, names, 1);
    CHECK_INT(run(false, 0), SESSION_STOPPED);
    StoreListRow *rows = NULL;
    CHECK(stored_tests(&rows) == 1 && !strcmp(rows[0].test.lang, "en"));
    free(rows);
    static const Visit finish[] = { VISIT_FINISH };
    reset(finish, names, 1);
    fx.resume_answer = true;
    run_lang = LANG_JA;
    CHECK_INT(run(false, 0), SESSION_DONE);
    run_lang = LANG_EN;
    rows = NULL;
    CHECK(stored_tests(&rows) == 1 && !strcmp(rows[0].test.lang, "ja"));
    free(rows);
    remove_dir();
}

/* Outside a kiosk the same question; yes resumes where it stopped. */
static void resume_outside_the_kiosk(void)
{
    fresh_dir();
    static const Visit visits[] = { VISIT_SIGNAL_IN_GAME };
    static const char *const names[] = { "Fumi" };
    reset(visits, names, 1);
    CHECK_INT(run(false, 0), SESSION_STOPPED);
    static const Visit finish[] = { VISIT_FINISH };
    reset(finish, names, 1);
    fx.resume_answer = true;
    CHECK_INT(run(false, 0), SESSION_DONE);
    CHECK_INT(fx.resume_asked, 1);
    CHECK(strstr(fx.resume_text, "n: close it") != NULL); /* it says what no does */
    CHECK(only_test_is("done"));
    remove_dir();
}

/* SHA-256 against FIPS 180-2's examples, and the secret's rules. */
static void operator_secret_hashing(void)
{
    static const struct { const char *in, *hex; } v[] = {
        { "abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad" },
        { "", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855" },
        { "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
          "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1" },
    };
    for (size_t i = 0; i < sizeof v / sizeof v[0]; i++) {
        uint8_t h[32];
        char hex[65];
        operator_sha256(v[i].in, strlen(v[i].in), h);
        for (int k = 0; k < 32; k++)
            snprintf(hex + 2 * k, 3, "%02x", h[k]);
        CHECK_STR(hex, v[i].hex);
    }
    char short_one[] = "abc", ok[] = "秘密の言葉";
    CHECK(!operator_secret_set(short_one));
    CHECK(!operator_secret_is_set());
    CHECK(operator_secret_set(ok)); /* five characters, fifteen bytes */
    CHECK(operator_secret_matches("秘密の言葉"));
    CHECK(!operator_secret_matches("秘密の言"));
    CHECK(!operator_secret_matches(""));
    operator_secret_clear();
    CHECK(!operator_secret_matches("秘密の言葉"));
}

int main(void)
{
    RUN(visitors_leave_and_the_next_starts_afresh);
    RUN(a_signal_keeps_the_test_resumable);
    RUN(an_old_test_is_closed_unasked_at_the_kiosk_start);
    RUN(an_unanswered_resume_question_keeps_the_kiosk);
    RUN(a_failure_waits_for_the_staff);
    RUN(a_headless_failure_ends);
    RUN(resume_outside_the_kiosk);
    RUN(a_resumed_test_keeps_its_new_language);
    RUN(operator_secret_hashing);
    return check_summary();
}
