/* The curses implementation of the display interface (display.h): owns the
 * UiState, routes each key to the screen module that has focus, and redraws
 * at once after every key so input shows within the same frame. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ui/board_view.h"
#include "ui/clock_view.h"
#include "ui/command_line.h"
#include "ui/curses_compat.h"
#include "ui/display.h"
#include "ui/hand_view.h"
#include "ui/text.h"
#include "ui/help_overlay.h"
#include "ui/input.h"
#include "ui/move_list_view.h"
#include "ui/page_view.h"
#include "ui/pick.h"
#include "ui/status_view.h"
#include "ui/term_guard.h"
#include "ui/ui_state.h"

typedef struct {
    UiState u;
    bool open;
    SCREEN *screen;
} CursesImpl;

static CursesImpl *impl_of(Display *d) { return d->impl; }

static int64_t now_ms(void) { return ui_now_ms(); }

/* ---- Drawing ------------------------------------------------------------- */

/* On a terminal larger than 80x24 the layout, drawn in the top-left
 * corner, moves to the middle of the screen (with the terminal cursor),
 * so a big booth screen is not a corner with empty space beside it. Clicks
 * are moved back by the same offset (cd_next_event). */
static void center_layout(UiState *u)
{
    u->off_y = (u->rows - UI_MIN_ROWS) / 2;
    u->off_x = (u->cols - UI_MIN_COLS) / 2;
    if (u->off_y <= 0 && u->off_x <= 0)
        return;
    WINDOW *copy = newwin(UI_MIN_ROWS, UI_MIN_COLS, 0, 0);
    if (!copy) {
        u->off_y = u->off_x = 0;
        return;
    }
    int cy, cx;
    getyx(stdscr, cy, cx);
    copywin(stdscr, copy, 0, 0, 0, 0, UI_MIN_ROWS - 1, UI_MIN_COLS - 1, FALSE);
    erase();
    copywin(copy, stdscr, 0, 0, u->off_y, u->off_x, u->off_y + UI_MIN_ROWS - 1, u->off_x + UI_MIN_COLS - 1, FALSE);
    delwin(copy);
    move(cy + u->off_y, cx + u->off_x);
}

static void redraw(UiState *u)
{
    getmaxyx(stdscr, u->rows, u->cols);
    erase();
    if (ui_too_small(u)) {
        curs_set(0);
        status_view_draw_too_small(u);
    } else if (u->have_game) {
        board_view_draw(u);
        hand_view_draw(u);
        clock_view_draw(u);
        move_list_view_draw(u);
        status_view_draw(u);
        if (u->help_open)
            help_overlay_draw(u);
        command_line_draw(u); /* last: it places the terminal cursor */
        if (u->help_open)
            curs_set(0);
        center_layout(u);
    } else {
        status_view_draw(u);
    }
    refresh();
}

static void init_colors(UiState *u)
{
    u->colors = has_colors();
    if (!u->colors)
        return;
    start_color();
    use_default_colors();
    init_pair(UI_PAIR_GOTE, COLOR_RED, -1);
    init_pair(UI_PAIR_DEST, COLOR_GREEN, -1);
    init_pair(UI_PAIR_LAST, COLOR_YELLOW, -1);
    init_pair(UI_PAIR_CHECK, COLOR_RED, -1);
    init_pair(UI_PAIR_ERROR, COLOR_RED, -1);
    init_pair(UI_PAIR_SELECT, COLOR_CYAN, -1);
}

/* ---- Display functions ------------------------------------------------------ */

static int cd_open(Display *d, const DisplayOptions *opt, char *err, size_t errlen)
{
    CursesImpl *c = impl_of(d);
    if (c->open)
        return 0;
    if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
        snprintf(err, errlen, "%s", ui_text(opt->lang, TXT_SCREEN_NO_TERMINAL));
        return -1;
    }
    UiLocale loc;
    ui_locale_setup(opt->lang, &loc);
    UiState *u = &c->u;
    u->opt = *opt;
    u->opt.lang = loc.lang;
    u->glyph.pieces = opt->pieces;
    u->glyph.ascii = opt->ascii || loc.ascii || !glyph_locale_has_kanji();
    u->last_key_ms = now_ms();
    term_guard_save(opt->kiosk);
    set_escdelay(25); /* Esc cancels quickly; arrow sequences arrive faster than this */
    c->screen = newterm(NULL, stdout, stdin);
    if (!c->screen) {
        snprintf(err, errlen, ui_text(loc.lang, TXT_SCREEN_NO_CURSES), getenv("TERM") ? getenv("TERM") : "(unset)");
        term_guard_remove();
        return -1;
    }
    set_term(c->screen);
    if (opt->kiosk) {
        raw(); /* no signal from the keyboard at all: Ctrl-C, Ctrl-Z, Ctrl-\ are keys */
    } else {
        cbreak();
        term_guard_signal_keys_off();
        def_prog_mode(); /* curses restores these modes after a suspend */
    }
    noecho();
    keypad(stdscr, TRUE);
    curs_set(0);
    init_colors(u);
    input_enable_mouse(opt->mouse);
    command_line_open(u);
    term_guard_install();
    sel_clear(&u->sel);
    u->cur_col = 4;
    u->cur_row = 6;
    c->open = true;
    redraw(u);
    return 0;
}

static void cd_close(Display *d)
{
    CursesImpl *c = impl_of(d);
    if (!c)
        return;
    if (c->open) {
        command_line_close();
        input_enable_mouse(false);
        erase();
        refresh();
        curs_set(1);
        endwin();
        delscreen(c->screen);
        term_guard_remove();
        c->open = false;
    }
    free(c->u.moves);
    free(c->u.move_ms);
    free(c->u.move_text);
    free(c);
    d->impl = NULL;
}

static bool same_moves(const UiState *u, const DisplayGame *g)
{
    return u->move_count == g->move_count &&
           (g->move_count == 0 || !memcmp(u->moves, g->moves, (size_t)g->move_count * sizeof *g->moves));
}

static void copy_game(UiState *u, const DisplayGame *g)
{
    bool changed = !u->have_game || !same_moves(u, g);
    /* "Board flipped" and the like belong to the game that just ended. */
    if (g->result && g->result[0] && (!u->have_game || !u->result[0]) && u->msg_kind == DISPLAY_INFO)
        ui_set_message(u, DISPLAY_INFO, "");
    if (g->move_count > u->move_cap) {
        int cap = g->move_count + 64;
        Move *m = realloc(u->moves, (size_t)cap * sizeof *m);
        int32_t *t = m ? realloc(u->move_ms, (size_t)cap * sizeof *t) : NULL;
        if (m)
            u->moves = m;
        if (t)
            u->move_ms = t;
        if (!m || !t)
            return;
        u->move_cap = cap;
    }
    u->start = *g->start;
    u->pos = *g->pos;
    u->move_count = g->move_count;
    if (g->move_count) {
        memcpy(u->moves, g->moves, (size_t)g->move_count * sizeof *g->moves);
        if (g->move_ms)
            memcpy(u->move_ms, g->move_ms, (size_t)g->move_count * sizeof *g->move_ms);
    }
    for (int c = 0; c < COLOR_NB; c++) {
        snprintf(u->names[c], sizeof u->names[c], "%s", g->names[c] ? g->names[c] : "");
        u->human[c] = g->human[c];
        u->clock_ms[c] = g->clock_ms[c];
    }
    u->bottom = g->bottom;
    u->clock_running = g->clock_running;
    u->thinking = g->thinking;
    snprintf(u->title, sizeof u->title, "%s", g->title ? g->title : "");
    snprintf(u->quit_question, sizeof u->quit_question, "%s", g->quit_question ? g->quit_question : "");
    snprintf(u->result, sizeof u->result, "%s", g->result ? g->result : "");
    u->have_game = true;
    if (changed) {
        /* A new position: whatever was picked or asked belongs to the old one. */
        sel_clear(&u->sel);
        if (u->focus == FOCUS_PROMOTE)
            u->focus = FOCUS_BOARD;
        if (u->move_count)
            ui_set_message(u, DISPLAY_INFO, "");
        move_list_update(u);
    }
    if (u->result[0] && u->focus != FOCUS_COMMAND)
        u->focus = FOCUS_BOARD;
}

static void cd_draw_game(Display *d, const DisplayGame *g)
{
    CursesImpl *c = impl_of(d);
    copy_game(&c->u, g);
    if (c->open)
        redraw(&c->u);
}

static void cd_message(Display *d, DisplayMessageKind kind, const char *text)
{
    CursesImpl *c = impl_of(d);
    ui_set_message(&c->u, kind, text);
    if (c->open)
        redraw(&c->u);
}

/* ---- Keys ------------------------------------------------------------------------ */

static DisplayEvent none(void) { return (DisplayEvent){ DISPLAY_EV_NONE, MOVE_NONE }; }

static DisplayEvent click(UiState *u, const UiKey *k)
{
    DisplayEvent ev = none();
    if (hand_view_click(u, k->y, k->x, &ev))
        return ev;
    Square sq = board_view_hit(u, k->y, k->x);
    if (sq == SQ_NONE)
        return ev;
    u->in_hand = false;
    int col, row;
    ui_square_cell(u, sq, &col, &row);
    u->cur_col = col;
    u->cur_row = row;
    return pick_square(u, sq);
}

/* A western move typed straight onto the board ("P-7f", "P*5e", "Sx4d"):
 * its piece letter first picked a hand piece; the second character shows it
 * was the start of typed text, so both go to the command line. */
static bool western_continuation(UiState *u, const UiKey *k)
{
    wint_t letter = u->pending_letter;
    u->pending_letter = 0;
    if (!letter || k->kind != UIK_CHAR)
        return false;
    wint_t c = k->ch;
    if (c != '-' && c != '*' && c != 'x' && !(c >= '1' && c <= '9'))
        return false;
    sel_clear(&u->sel);
    ui_set_message(u, DISPLAY_INFO, "");
    UiKey first = { UIK_CHAR, letter, 0, 0, 0 };
    command_line_focus(u, &first);
    DisplayEvent ignored = none();
    command_line_key(u, k, &ignored);
    return true;
}

/* Puts a yes/no question under the board: keys typed before it was there
 * (the rest of "qwerty") do not answer it. */
static void ask(UiState *u, UiFocus question)
{
    u->focus = question;
    input_flush();
}

static DisplayEvent board_focus_key(UiState *u, const UiKey *k)
{
    DisplayEvent ev = none();
    bool over = u->result[0] != 0;
    if (western_continuation(u, k))
        return ev;
    if (k->kind == UIK_CLICK)
        return over ? ev : click(u, k);
    if (input_is_char(k, '?')) {
        u->help_open = true;
    } else if (input_is_char(k, 'q') || (over && (input_is_enter(k) || input_is_escape(k)))) {
        if (over)
            ev.kind = DISPLAY_EV_QUIT;
        else
            ask(u, FOCUS_CONFIRM_QUIT);
    } else if (input_is_char(k, 'f')) {
        u->flipped = !u->flipped;
        ui_set_text(u, DISPLAY_INFO, TXT_FLIPPED);
    } else if (input_is_char(k, 'x')) {
        if (!over)
            ask(u, FOCUS_CONFIRM_RESIGN);
    } else if (input_is_escape(k)) {
        sel_clear(&u->sel);
        ui_set_message(u, DISPLAY_INFO, "");
    } else if (command_line_starts(k)) {
        command_line_focus(u, k);
    } else if (hand_view_key(u, k, &ev)) {
        if (k->kind == UIK_CHAR && k->ch >= 'A' && k->ch <= 'Z')
            u->pending_letter = k->ch;
    } else {
        board_view_key(u, k, &ev);
    }
    return ev;
}

/* The promotion question waits for y or n (another key would play the
 * move unpromoted); quit and resign take any key, and only a deliberate y
 * confirms (input.h: input_answer_yes). */
static DisplayEvent answer_key(UiState *u, const UiKey *k)
{
    DisplayEvent ev = none();
    if (u->focus == FOCUS_PROMOTE) {
        bool yes = input_is_char(k, 'y') || input_is_char(k, 'Y');
        bool no = input_is_char(k, 'n') || input_is_char(k, 'N') || input_is_escape(k);
        return yes || no ? pick_promotion(u, yes) : ev;
    }
    if (k->kind == UIK_CLICK)
        k = &(UiKey){ UIK_NONE, 0, 0, 0, 0 }; /* a click answers no */
    bool yes = input_answer_yes(k);
    UiFocus f = u->focus;
    u->focus = FOCUS_BOARD;
    if (yes && f == FOCUS_CONFIRM_QUIT)
        ev.kind = DISPLAY_EV_QUIT;
    if (yes && f == FOCUS_CONFIRM_RESIGN && !u->result[0])
        ev.kind = DISPLAY_EV_RESIGN;
    return ev;
}

static DisplayEvent dispatch(UiState *u, const UiKey *k)
{
    DisplayEvent ev = none();
    if (k->kind == UIK_RESIZE || ui_too_small(u) || !u->have_game)
        return ev;
    if (help_overlay_key(u, k))
        return ev;
    switch (u->focus) {
    case FOCUS_COMMAND:
        command_line_key(u, k, &ev);
        return ev;
    case FOCUS_PROMOTE:
    case FOCUS_CONFIRM_QUIT:
    case FOCUS_CONFIRM_RESIGN:
        return answer_key(u, k);
    case FOCUS_BOARD:
        break;
    }
    return board_focus_key(u, k);
}

static DisplayEvent cd_next_event(Display *d, int timeout_ms)
{
    CursesImpl *c = impl_of(d);
    int64_t deadline = now_ms() + (timeout_ms > 0 ? timeout_ms : 0);
    for (;;) {
        if (term_guard_interrupted())
            return (DisplayEvent){ DISPLAY_EV_INTERRUPT, MOVE_NONE };
        if (ui_idle(&c->u))
            return (DisplayEvent){ DISPLAY_EV_IDLE, MOVE_NONE };
        int64_t left = deadline - now_ms();
        UiKey k = input_read(left > 0 ? (int)left : 0);
        if (k.kind == UIK_NONE) {
            if (now_ms() >= deadline)
                return none();
            continue;
        }
        UiKeyGate gate = k.kind == UIK_RESIZE ? UI_KEY_USE : ui_gate_key(&c->u, &k);
        if (gate == UI_KEY_STOP)
            return (DisplayEvent){ DISPLAY_EV_INTERRUPT, MOVE_NONE };
        if (gate == UI_KEY_DROP)
            continue;
        if (k.kind == UIK_CLICK) { /* the layout may sit in the middle (center_layout) */
            k.y -= c->u.off_y;
            k.x -= c->u.off_x;
        }
        DisplayEvent ev = dispatch(&c->u, &k);
        redraw(&c->u);
        if (ev.kind != DISPLAY_EV_NONE)
            return ev;
    }
}

/* ---- Pages and questions outside a game (ui/page_view.c) -------------------------- */

static bool cd_show_page(Display *d, const char *title, const char *body)
{
    return page_show(&impl_of(d)->u, title, body);
}

static bool cd_ask_yes_no(Display *d, int question, const char *text, bool deliberate, bool *answer)
{
    (void)question; /* a person reads the text */
    return page_ask_yes_no(&impl_of(d)->u, text, deliberate, answer);
}

static bool cd_ask_text(Display *d, const char *title, const char *prompt, char *buf, size_t len)
{
    return page_ask_text(&impl_of(d)->u, title, prompt, buf, len);
}

static void cd_progress(Display *d, const char *title, double fraction, const char *text)
{
    page_progress(&impl_of(d)->u, title, fraction, text);
}

static bool cd_ask_secret(Display *d, const char *title, const char *prompt, char *buf, size_t len)
{
    return page_ask_secret(&impl_of(d)->u, title, prompt, buf, len);
}

static DisplayEventKind cd_stopped_by(Display *d) { return impl_of(d)->u.stopped_by; }

static void cd_new_player(Display *d)
{
    UiState *u = &impl_of(d)->u;
    u->flipped = false;
    u->help_open = false;
    u->glyph.pieces = u->opt.pieces;
    sel_clear(&u->sel);
    u->in_hand = false;
    u->cur_col = 4;
    u->cur_row = 6;
    u->pending_letter = 0;
    ui_set_message(u, DISPLAY_INFO, "");
    command_line_forget(u); /* also back to FOCUS_BOARD */
    u->have_game = false;   /* the last player's board is not drawn behind the next one's pages */
}

static const Display curses_ops = {
    .name = "curses", .open = cd_open, .close = cd_close, .draw_game = cd_draw_game, .message = cd_message,
    .next_event = cd_next_event, .show_page = cd_show_page, .ask_yes_no = cd_ask_yes_no, .ask_text = cd_ask_text,
    .progress = cd_progress, .ask_secret = cd_ask_secret, .stopped_by = cd_stopped_by, .new_player = cd_new_player,
};

Display *display_curses_new(void) { return display_new(&curses_ops, sizeof(CursesImpl)); }
