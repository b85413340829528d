/* The tour of how to move (see tour.h). The board is the game
 * screen itself with no clock, so what the player learns here is exactly
 * what works in the test. */
#include "app/session/tour.h"

#include <stdio.h>
#include <string.h>

#include "shogi/position.h"
#include "shogi/usi.h"

typedef struct {
    const char *sfen;
    const char *goal;   /* the USI move asked for */
    AppTextId page;      /* the explanation before the board */
    AppTextId ask;       /* one line under the board */
} TourStep;

static const TourStep steps[] = {
    { "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1", "7g7f", MSG_TOUR_STEP1, MSG_TOUR_STEP1_ASK },
    { "lnsgkgsnl/1r5b1/pppppp1pp/9/9/9/PPPPPP1PP/1B5R1/LNSGKGSNL b Pp 1", "P*3d", MSG_TOUR_STEP2, MSG_TOUR_STEP2_ASK },
};

static void draw_tour(Session *s, const Position *start, const Position *pos, const Move *moves, int n, int step)
{
    Lang lang = s->cfg.lang;
    char title[96];
    snprintf(title, sizeof title, app_text(lang, MSG_TOUR_BOARD_TITLE), step + 1, (int)(sizeof steps / sizeof steps[0]));
    DisplayGame g = {
        .start = start, .pos = pos, .moves = moves, .move_count = n, .bottom = BLACK, .title = title,
        .names = { app_text(lang, MSG_YOU), app_text(lang, MSG_AI) }, .human = { true, false }, .clock_ms = { -1, -1 },
        .quit_question = app_text(lang, MSG_TOUR_SKIP_Q),
    };
    s->display->draw_game(s->display, &g);
}

/* One step on the board: 0 done, 2 skipped, 1 stopped. */
static int play_step(Session *s, const TourStep *st, int index)
{
    Position start;
    char err[256];
    if (pos_set_sfen(&start, st->sfen, err, sizeof err) != 0) {
        snprintf(s->error, sizeof s->error, "internal: tour position %d: %s", index + 1, err);
        return -1;
    }
    Move goal = move_from_usi(&start, st->goal);
    draw_tour(s, &start, &start, NULL, 0, index);
    s->display->message(s->display, DISPLAY_INFO, app_text(s->cfg.lang, st->ask));
    for (;;) {
        DisplayEvent ev = s->display->next_event(s->display, 200);
        switch (ev.kind) {
        case DISPLAY_EV_NONE:
            continue;
        case DISPLAY_EV_INTERRUPT:
        case DISPLAY_EV_IDLE:
            s->stop = ev.kind;
            s->interrupted = ev.kind == DISPLAY_EV_INTERRUPT;
            return 1;
        case DISPLAY_EV_QUIT:
        case DISPLAY_EV_RESIGN:
            return 2;
        case DISPLAY_EV_MOVE:
            break;
        }
        if (ev.move == goal) {
            Position after = start;
            pos_do_move(&after, goal);
            draw_tour(s, &start, &after, &goal, 1, index);
            return 0;
        }
        /* Legal but not the one asked for: the board stays as it was. */
        char msg[300], usi[USI_MOVE_MAX];
        move_to_usi(ev.move, usi);
        snprintf(msg, sizeof msg, app_text(s->cfg.lang, MSG_TOUR_HINT), usi, st->goal);
        s->display->message(s->display, DISPLAY_ERROR, msg);
    }
}

int session_tour(Session *s)
{
    Lang lang = s->cfg.lang;
    int n = (int)(sizeof steps / sizeof steps[0]);
    for (int i = 0; i < n; i++) {
        char title[96];
        snprintf(title, sizeof title, app_text(lang, MSG_TOUR_PAGE_TITLE), i + 1, n);
        if (!session_page(s, title, app_text(lang, steps[i].page)))
            return 1;
        int r = play_step(s, &steps[i], i);
        if (r == 2)
            return 0;
        if (r != 0)
            return r;
    }
    return session_page(s, app_text(lang, MSG_TOUR_DONE_TITLE), app_text(lang, MSG_TOUR_END)) ? 0 : 1;
}
