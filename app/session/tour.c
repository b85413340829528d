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
    const char *page;   /* the explanation before the board */
    const char *ask;    /* one line under the board */
} TourStep;

static const TourStep steps[] = {
    {
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
        "7g7f",
        "Your pieces are at the bottom of the board. To move one, either\n"
        "  - move the cursor with the arrow keys (or h j k l), press Enter on\n"
        "    the piece, then move to where it goes (those squares are marked)\n"
        "    and press Enter again; or click the piece, then the square;\n"
        "  - or type the move and press Enter: 7g7f, or P-7f, or 7六歩.\n"
        "Squares are named file (1-9, right to left) then rank (a-i or 一-九,\n"
        "top to bottom): 7g is the same square as 7七.\n\n"
        "Try it: move the pawn in front of your bishop one square forward,\n"
        "from 7g (7七) to 7f (7六). Press q on the board to skip the tour.",
        "Tour: move the pawn from 7g (7七) to 7f (7六); or type 7g7f",
    },
    {
        "lnsgkgsnl/1r5b1/pppppp1pp/9/9/9/PPPPPP1PP/1B5R1/LNSGKGSNL b Pp 1",
        "P*3d",
        "Well done.\n\n"
        "Pieces you capture go to your hand (shown under the board) and can be\n"
        "dropped later on an empty square instead of moving. Press the piece's\n"
        "letter (P for a pawn) to pick it from your hand, or move the cursor\n"
        "down below the board onto it and press Enter; then choose the square.\n"
        "Or type the drop: P*3d.\n\n"
        "Try it: drop the pawn from your hand on 3d (3四).",
        "Tour: drop your pawn from the hand on 3d (3四); or type P*3d",
    },
};

static const char *const TOUR_END =
    "That is all you need to play.\n\n"
    "In a game your clock runs only while it is your move. A piece that\n"
    "enters the last three ranks may promote: the game asks you (y/n).\n"
    "Press ? during a game to see every key; f flips the board, x resigns\n"
    "(it asks first) and q stops the test (it asks first; everything is\n"
    "saved and the test continues when you start kiryoku again).";

static void draw_tour(Session *s, const Position *start, const Position *pos, const Move *moves, int n, int step)
{
    char title[48];
    snprintf(title, sizeof title, "How to move: step %d of %d", step + 1, (int)(sizeof steps / sizeof steps[0]));
    DisplayGame g = {
        .start = start, .pos = pos, .moves = moves, .move_count = n, .bottom = BLACK, .title = title,
        .names = { "You", "AI" }, .human = { true, false }, .clock_ms = { -1, -1 },
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
    s->display->message(s->display, DISPLAY_INFO, st->ask);
    for (;;) {
        DisplayEvent ev = s->display->next_event(s->display, 200);
        switch (ev.kind) {
        case DISPLAY_EV_NONE:
            continue;
        case DISPLAY_EV_INTERRUPT:
            s->interrupted = true;
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
        char msg[200], usi[USI_MOVE_MAX];
        move_to_usi(ev.move, usi);
        snprintf(msg, sizeof msg, "%s is legal, but this step asks for %s. Try again (q skips)", usi, st->goal);
        s->display->message(s->display, DISPLAY_ERROR, msg);
    }
}

int session_tour(Session *s)
{
    int n = (int)(sizeof steps / sizeof steps[0]);
    for (int i = 0; i < n; i++) {
        char title[48];
        snprintf(title, sizeof title, "How to move (%d of %d)", i + 1, n);
        if (!s->display->show_page(s->display, title, steps[i].page))
            return 1;
        int r = play_step(s, &steps[i], i);
        if (r == 2)
            return 0;
        if (r != 0)
            return r;
    }
    return s->display->show_page(s->display, "How to move: done", TOUR_END) ? 0 : 1;
}
