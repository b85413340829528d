/* The welcome screen of the placement test: the name each player types
 * (kept for records and results; in kiosk mode nothing is pre-filled), the
 * interactive tour of how to move (a wrong move gets a hint and the board
 * stays; the asked move moves on; q skips), and the analysis progress the
 * headless display logs. Games here end at once (empty scripts resign). */
#include "app/judge.h"
#include "app/session/session.h"
#include "app/session/headless.h"
#include "app/session/tour.h"
#include "shogi/position.h"
#include "shogi/usi.h"
#include "tests/check.h"

#include <signal.h>
#include <stdlib.h>
#include <unistd.h>

static char dir[64], script_path[96];

static void fresh_dir(void)
{
    snprintf(dir, sizeof dir, "/tmp/kiryoku-welcome-XXXXXX");
    if (!mkdtemp(dir))
        abort();
    snprintf(script_path, sizeof script_path, "%s/resign.txt", dir);
    FILE *f = fopen(script_path, "w");
    if (!f)
        abort();
    fprintf(f, "1\n2\n3\n4\n");
    fclose(f);
}

static void remove_dir(void)
{
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    if (system(cmd) != 0)
        fprintf(stderr, "note: could not remove %s\n", dir);
}

/* Kiosk mode starts over after each result: a signal (as an organiser's
 * ^C) ends it after the first. */
static bool stop_after_analysis;

/* Stands in for the estimator and reports progress as the real one does. */
static int fake_analyse(Session *s, StoreResult *out, void *ctx)
{
    (void)ctx;
    if (stop_after_analysis)
        raise(SIGINT);
    for (int i = 0; i <= 8; i++)
        s->display->progress(s->display, "Analysing", i / 8.0, "working");
    out->has_rating = true;
    out->positions = SESSION_ENOUGH_POSITIONS;
    return 0;
}

static Player *script(void)
{
    char err[256];
    Player *p = player_script_new(script_path, err, sizeof err);
    if (!p)
        fprintf(stderr, "script: %s\n", err);
    return p;
}

/* Runs one whole test on display d; returns its end state, the stored name in name. */
static SessionState run_test(Display *d, const char *offered, bool kiosk, char *name, size_t len)
{
    char err[512];
    Session s;
    memset(&s, 0, sizeof s);
    session_config_default(&s.cfg);
    s.cfg.judge = JUDGE_BUILTIN_ID; /* the welcome screen, not the judge: no gpsusi to start */
    s.cfg.player_name = offered;
    s.cfg.kiosk = kiosk;
    s.cfg.tick_ms = 5;
    s.cfg.analyse = fake_analyse;
    StoreError store_err;
    s.store = store_open(dir, &store_err);
    s.display = d;
    s.tested = script();
    s.ai[0] = script();
    s.ai[1] = script();
    DisplayOptions opt = { 0 };
    SessionState end = SESSION_FAILED;
    if (s.store && s.tested && s.ai[0] && s.ai[1] && d->open(d, &opt, err, sizeof err) == 0) {
        end = session_run(&s);
        if (end == SESSION_FAILED)
            fprintf(stderr, "session: %s\n", s.error);
        snprintf(name, len, "%s", s.test.player);
        d->close(d);
    }
    player_free(s.tested);
    player_free(s.ai[0]);
    player_free(s.ai[1]);
    store_close(s.store);
    return end;
}

static void stored_name(char *buf, size_t len)
{
    StoreError err;
    Store *st = store_open(dir, &err);
    StoreTest t;
    buf[0] = '\0';
    if (st && store_test_get(st, 1, &t) == 0)
        snprintf(buf, len, "%s", t.player);
    store_close(st);
}

static void test_name_typed_is_kept(void)
{
    fresh_dir();
    HeadlessAnswers ans = { .name = "  Hanako 花子 " };
    Display *d = display_headless_new(&ans);
    char name[128] = "";
    CHECK_INT(run_test(d, "offered", false, name, sizeof name), SESSION_DONE);
    CHECK_STR(name, "Hanako 花子"); /* trimmed */
    stored_name(name, sizeof name);
    CHECK_STR(name, "Hanako 花子");
    free(d);
    remove_dir();
}

static void test_name_offered_or_default(void)
{
    fresh_dir();
    HeadlessAnswers ans = { 0 }; /* Enter on what is offered */
    Display *d = display_headless_new(&ans);
    char name[128] = "";
    CHECK_INT(run_test(d, "Taro", false, name, sizeof name), SESSION_DONE);
    CHECK_STR(name, "Taro");
    free(d);
    remove_dir();

    /* In kiosk mode nothing is offered: an empty answer is "player". */
    fresh_dir();
    d = display_headless_new(&ans);
    stop_after_analysis = true;
    CHECK_INT(run_test(d, "Taro", true, name, sizeof name), SESSION_STOPPED);
    stop_after_analysis = false;
    CHECK_STR(name, "player");
    free(d);
    remove_dir();
}

/* ---- The tour, through a display that plays scripted moves -------------- */

typedef struct {
    Display *inner;            /* the headless display does everything else */
    Position pos;              /* as last drawn */
    const char *const *events; /* USI moves, "quit" */
    int next;
    int errors;                /* hints shown */
    int boards;                /* tour boards drawn with no move yet */
    bool touring;              /* the last board drawn was the tour's */
} TourFake;

static TourFake fake;

static int tf_open(Display *d, const DisplayOptions *o, char *e, size_t n)
{
    (void)d;
    return fake.inner->open(fake.inner, o, e, n);
}
static void tf_close(Display *d) { (void)d; fake.inner->close(fake.inner); }
static void tf_draw(Display *d, const DisplayGame *g)
{
    (void)d;
    fake.pos = *g->pos;
    fake.touring = g->title && !strncmp(g->title, "How to move", 11);
    if (fake.touring && g->move_count == 0)
        fake.boards++;
}
static void tf_message(Display *d, DisplayMessageKind k, const char *t)
{
    (void)d; (void)t;
    fake.errors += k == DISPLAY_ERROR;
}
static DisplayEvent tf_event(Display *d, int ms)
{
    (void)d; (void)ms;
    DisplayEvent ev = { DISPLAY_EV_NONE, MOVE_NONE };
    const char *e = fake.events[fake.next];
    if (!e || !fake.touring) /* the test's games are between machines */
        return ev;
    fake.next++;
    if (!strcmp(e, "quit")) {
        ev.kind = DISPLAY_EV_QUIT;
        return ev;
    }
    ev.kind = DISPLAY_EV_MOVE;
    ev.move = move_from_usi(&fake.pos, e);
    return ev;
}
static bool tf_page(Display *d, const char *t, const char *b) { (void)d; return fake.inner->show_page(fake.inner, t, b); }
static bool tf_ask(Display *d, int q, const char *text, bool deliberate, bool *a)
{
    (void)d;
    if (q == SESSION_Q_TOUR) {
        *a = true;
        return true;
    }
    return fake.inner->ask_yes_no(fake.inner, q, text, deliberate, a);
}
static bool tf_text(Display *d, const char *t, const char *p, char *b, size_t n)
{
    (void)d;
    return fake.inner->ask_text(fake.inner, t, p, b, n);
}
static void tf_progress(Display *d, const char *t, double f, const char *x)
{
    (void)d;
    fake.inner->progress(fake.inner, t, f, x);
}

static Display tour_display = {
    .name = "tour-fake", .open = tf_open, .close = tf_close, .draw_game = tf_draw, .message = tf_message,
    .next_event = tf_event, .show_page = tf_page, .ask_yes_no = tf_ask, .ask_text = tf_text, .progress = tf_progress,
};

static void run_tour(const char *const *events)
{
    HeadlessAnswers ans = { 0 };
    memset(&fake, 0, sizeof fake);
    fake.inner = display_headless_new(&ans);
    fake.events = events;
    char name[128];
    CHECK_INT(run_test(&tour_display, "Taro", false, name, sizeof name), SESSION_DONE);
    free(fake.inner);
}

static void test_tour_hints_then_moves_on(void)
{
    fresh_dir();
    static const char *const events[] = { "2g2f", "7g7f", "P*5e", "P*3d", NULL };
    run_tour(events);
    CHECK_INT(fake.next, 4);   /* every scripted move was asked for */
    CHECK_INT(fake.errors, 2); /* a hint after each wrong move */
    CHECK_INT(fake.boards, 2); /* both steps shown */
    remove_dir();
}

static void test_tour_can_be_skipped(void)
{
    fresh_dir();
    static const char *const events[] = { "quit", "7g7f", NULL };
    run_tour(events);
    CHECK_INT(fake.next, 1);   /* the tour ended at q; the test went on */
    CHECK_INT(fake.boards, 1);
    remove_dir();
}

/* The headless face logs the analysis at the start and at each quarter. */
static void test_progress_logged_by_quarter(void)
{
    fresh_dir();
    char logpath[128];
    snprintf(logpath, sizeof logpath, "%s/log", dir);
    FILE *log = fopen(logpath, "w+");
    HeadlessAnswers ans = { .log = log };
    Display *d = display_headless_new(&ans);
    char name[128];
    CHECK_INT(run_test(d, "Taro", false, name, sizeof name), SESSION_DONE);
    rewind(log);
    char line[512];
    int lines = 0;
    while (fgets(line, sizeof line, log))
        lines += !strncmp(line, "Analysing: working", 18);
    CHECK_INT(lines, 5); /* 0, 1/4, 2/4, 3/4, 4/4 of nine reports */
    fclose(log);
    free(d);
    remove_dir();
}

int main(void)
{
    RUN(test_name_typed_is_kept);
    RUN(test_name_offered_or_default);
    RUN(test_tour_hints_then_moves_on);
    RUN(test_tour_can_be_skipped);
    RUN(test_progress_logged_by_quarter);
    return check_summary();
}
