/* The headless display (see headless.h). */
#include "app/session/headless.h"

#include <signal.h>
#include <stdlib.h>
#include <string.h>

#include "app/session/session.h"
#include "base/text.h"

typedef struct {
    HeadlessAnswers answers;
    char last_result[256];
    int progress_logged;   /* the last quarter of a progress logged, -1 none */
    struct sigaction old[3];
} Headless;

static volatile sig_atomic_t headless_signalled;
static const int caught[3] = { SIGINT, SIGTERM, SIGHUP };

static void on_signal(int sig) { headless_signalled = sig; }

static int hl_open(Display *d, const DisplayOptions *opt, char *err, size_t errlen)
{
    (void)opt; (void)err; (void)errlen;
    Headless *h = d->impl;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sigemptyset(&sa.sa_mask);
    for (int i = 0; i < 3; i++)
        sigaction(caught[i], &sa, &h->old[i]);
    headless_signalled = 0;
    return 0;
}

static void hl_close(Display *d)
{
    Headless *h = d->impl;
    if (!h)
        return;
    for (int i = 0; i < 3; i++)
        sigaction(caught[i], &h->old[i], NULL);
    free(h);
    d->impl = NULL;
}

static void hl_log(const Headless *h, const char *what, const char *text)
{
    if (h->answers.log) {
        fprintf(h->answers.log, "%s%s\n", what, text);
        fflush(h->answers.log);
    }
}

/* Only the end of a game is worth a line: its title and result. */
static void hl_draw_game(Display *d, const DisplayGame *g)
{
    Headless *h = d->impl;
    if (!g->result) {
        h->last_result[0] = '\0';
        return;
    }
    char line[256];
    snprintf(line, sizeof line, "%s: %s after %d moves", g->title ? g->title : "game", g->result, g->move_count);
    if (strcmp(line, h->last_result) != 0) {
        snprintf(h->last_result, sizeof h->last_result, "%s", line);
        hl_log(h, "", line);
    }
}

static void hl_message(Display *d, DisplayMessageKind kind, const char *text)
{
    hl_log(d->impl, kind == DISPLAY_ERROR ? "error: " : "", text);
}

static DisplayEvent hl_next_event(Display *d, int timeout_ms)
{
    (void)d; (void)timeout_ms;
    DisplayEvent ev = { DISPLAY_EV_NONE, MOVE_NONE };
    if (headless_signalled)
        ev.kind = DISPLAY_EV_INTERRUPT;
    return ev;
}

static bool hl_show_page(Display *d, const char *title, const char *body)
{
    Headless *h = d->impl;
    if (headless_signalled)
        return false;
    hl_log(h, "== ", title);
    /* The result, and a judge that could not be used (judge_check.h): the
     * log says what the screen says. */
    if (!strcmp(title, app_text(LANG_EN, MSG_RES_TITLE)) || !strcmp(title, app_text(LANG_JA, MSG_RES_TITLE)) ||
        !strcmp(title, app_text(LANG_EN, MSG_JUDGE_TITLE)) || !strcmp(title, app_text(LANG_JA, MSG_JUDGE_TITLE)))
        hl_log(h, "", body);
    return true;
}

/* Answers by the question's id; logs the question's first line. */
static bool hl_ask(Display *d, int question, const char *text, bool deliberate, bool *answer)
{
    (void)deliberate; /* the answers are set beforehand */
    Headless *h = d->impl;
    if (headless_signalled)
        return false;
    if (question == SESSION_Q_RESUME)
        *answer = h->answers.resume;
    else if (question == SESSION_Q_PRACTICE)
        *answer = h->answers.practice;
    else if (question == SESSION_Q_ONE_MORE)
        *answer = h->answers.extra_game;
    else if (question == SESSION_Q_ONE_MORE_WIDE)
        *answer = h->answers.extra_wide;
    else
        *answer = false;
    char line[400];
    snprintf(line, sizeof line, "%.*s %s", (int)strcspn(text, "\n"), text, *answer ? "yes" : "no");
    hl_log(h, "? ", line);
    return true;
}

/* Nothing but a signal ever stops a headless page. */
static DisplayEventKind hl_stopped_by(Display *d)
{
    (void)d;
    return DISPLAY_EV_INTERRUPT;
}

/* The name comes from the command line (--name), as a player would type
 * it; without one, the text offered is taken as it stands (Enter). */
static bool hl_ask_text(Display *d, const char *title, const char *prompt, char *buf, size_t len)
{
    (void)prompt;
    Headless *h = d->impl;
    if (headless_signalled || len == 0)
        return false;
    if (h->answers.name)
        snprintf(buf, len, "%s", h->answers.name);
    char line[300], shown[256];
    snprintf(line, sizeof line, "%s: %s", title, text_sanitize(buf, shown, sizeof shown)); /* the log is a terminal's */
    hl_log(h, "> ", line);
    return true;
}

/* A log line at the start and at each quarter: enough to see it move. */
static void hl_progress(Display *d, const char *title, double fraction, const char *text)
{
    Headless *h = d->impl;
    int quarter = (int)(fraction * 4);
    if (fraction > 0 && quarter == h->progress_logged)
        return;
    h->progress_logged = quarter;
    const char *last = strrchr(text, '\n'); /* the figures; the rest explains them on a screen */
    char line[300];
    snprintf(line, sizeof line, "%s: %s", title, last ? last + 1 : text);
    hl_log(h, "", line);
}

static const Display headless_ops = {
    .name = "headless", .open = hl_open, .close = hl_close, .draw_game = hl_draw_game, .message = hl_message,
    .next_event = hl_next_event, .show_page = hl_show_page, .ask_yes_no = hl_ask, .ask_text = hl_ask_text,
    .progress = hl_progress, .stopped_by = hl_stopped_by,
};

Display *display_headless_new(const HeadlessAnswers *answers)
{
    Display *d = display_new(&headless_ops, sizeof(Headless));
    if (!d)
        return NULL;
    Headless *h = d->impl;
    h->answers = *answers;
    h->progress_logged = -1;
    return d;
}
