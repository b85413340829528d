/* The readline command line (see command_line.h).
 *
 * readline owns the line buffer, history, editing keys and completion;
 * curses owns the terminal. readline's input comes from a small byte queue
 * filled from curses keys (rl_getc_function), its terminal set-up is
 * disabled (rl_prep_term_function), its own output goes to /dev/null, and
 * curses draws rl_line_buffer itself. */
#include "ui/command_line.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

#include <readline/history.h>
#include <readline/readline.h>

#include "base/utf8.h"
#include "ui/curses_compat.h"
#include "ui/move_input.h"

static struct {
    unsigned char queue[64];
    int head, tail;
    char *line;        /* a finished line, waiting to be parsed */
    bool line_done;
    FILE *sink;        /* readline's output stream: nothing of it reaches the screen */
    UiState *u;        /* for completion: the position to complete in */
    char matches_text[256];
} cl;

static int cl_getc(FILE *f)
{
    (void)f;
    if (cl.head == cl.tail)
        return EOF;
    int c = cl.queue[cl.head];
    cl.head = (cl.head + 1) % (int)sizeof cl.queue;
    return c;
}

static int cl_input_available(void) { return cl.head != cl.tail; }
static void cl_redisplay(void) {}
static void cl_prep(int meta) { (void)meta; }
static void cl_deprep(void) {}

static void cl_on_line(char *line)
{
    free(cl.line);
    cl.line = line;
    cl.line_done = true;
    if (line && *line)
        add_history(line);
}

/* ---- Completion: the legal moves of the drawn position ------------------ */

typedef struct {
    char **items;
    int count, cap;
} Candidates;

static void add_candidate(const char *text, void *ctx)
{
    Candidates *c = ctx;
    for (int i = 0; i < c->count; i++)
        if (!strcmp(c->items[i], text))
            return;
    if (c->count == c->cap) {
        int cap = c->cap ? c->cap * 2 : 32;
        char **n = realloc(c->items, (size_t)cap * sizeof *n);
        if (!n)
            return;
        c->items = n;
        c->cap = cap;
    }
    c->items[c->count] = strdup(text);
    if (c->items[c->count])
        c->count++;
}

static Candidates cands;
static int cand_next;

static char *cl_generator(const char *text, int state)
{
    if (state == 0) {
        for (int i = cand_next; i < cands.count; i++)
            free(cands.items[i]);
        cands.count = 0;
        cand_next = 0;
        if (cl.u && cl.u->have_game)
            typed_candidates(&cl.u->pos, text, add_candidate, &cands);
    }
    /* readline frees what it is given. */
    return cand_next < cands.count ? cands.items[cand_next++] : NULL;
}

static char **cl_complete(const char *text, int start, int end)
{
    (void)start;
    (void)end;
    rl_attempted_completion_over = 1;
    return rl_completion_matches(text, cl_generator);
}

/* Several matches: list them on the message line instead of the terminal. */
static void cl_show_matches(char **matches, int num, int max_len)
{
    (void)max_len;
    size_t used = 0;
    cl.matches_text[0] = 0;
    for (int i = 1; i <= num && used + 2 < sizeof cl.matches_text; i++) {
        int n = snprintf(cl.matches_text + used, sizeof cl.matches_text - used, "%s%s", i > 1 ? " " : "", matches[i]);
        if (n < 0)
            break;
        used += (size_t)n;
    }
    if (cl.u)
        ui_set_message(cl.u, DISPLAY_INFO, cl.matches_text);
}

/* ---- Life cycle ----------------------------------------------------------- */

void command_line_open(UiState *u)
{
    memset(&cl, 0, sizeof cl);
    cl.u = u;
    cl.sink = fopen("/dev/null", "w");
    rl_readline_name = "kiryoku";
    rl_catch_signals = 0;
    rl_catch_sigwinch = 0;
    rl_change_environment = 0; /* LINES/COLUMNS would freeze curses' size */
    rl_getc_function = cl_getc;
    rl_input_available_hook = cl_input_available;
    rl_redisplay_function = cl_redisplay;
    rl_prep_term_function = cl_prep;
    rl_deprep_term_function = cl_deprep;
    rl_outstream = cl.sink ? cl.sink : stderr;
    rl_attempted_completion_function = cl_complete;
    rl_completion_display_matches_hook = cl_show_matches;
    rl_completer_word_break_characters = " ";
    rl_variable_bind("show-all-if-ambiguous", "on");
    rl_variable_bind("bell-style", "none");
    rl_callback_handler_install("", cl_on_line);
}

void command_line_close(void)
{
    rl_callback_handler_remove();
    /* What readline keeps of the lines typed, freed rather than left for
     * the exit: the current line's undo steps, and the history with the
     * undo steps it saves in it (which plain clear_history keeps). */
    rl_free_line_state();
    rl_clear_history();
    free(cl.line);
    cl.line = NULL;
    for (int i = cand_next; i < cands.count; i++)
        free(cands.items[i]);
    free(cands.items);
    memset(&cands, 0, sizeof cands);
    if (cl.sink)
        fclose(cl.sink);
    cl.sink = NULL;
}

/* ---- Keys ------------------------------------------------------------------- */

static void push_byte(unsigned char b)
{
    int next = (cl.tail + 1) % (int)sizeof cl.queue;
    if (next == cl.head)
        return;
    cl.queue[cl.tail] = b;
    cl.tail = next;
}

static void feed_bytes(const char *bytes, size_t n)
{
    for (size_t i = 0; i < n; i++)
        push_byte((unsigned char)bytes[i]);
    while (cl_input_available() && !cl.line_done)
        rl_callback_read_char();
}

static void feed_char(wint_t c)
{
    char mb[MB_LEN_MAX + 1];
    mbstate_t st;
    memset(&st, 0, sizeof st);
    size_t n = wcrtomb(mb, (wchar_t)c, &st);
    if (n != (size_t)-1)
        feed_bytes(mb, n);
}

/* curses function keys become the readline (emacs) control keys. */
static void feed_key(int code)
{
    char k = 0;
    switch (code) {
    case KEY_LEFT: k = 2; break;       /* C-b */
    case KEY_RIGHT: k = 6; break;      /* C-f */
    case KEY_UP: k = 16; break;        /* C-p: previous history */
    case KEY_DOWN: k = 14; break;      /* C-n */
    case KEY_HOME: k = 1; break;       /* C-a */
    case KEY_END: k = 5; break;        /* C-e */
    case KEY_BACKSPACE: k = 127; break;
    case KEY_DC:
        if (rl_point < rl_end)
            k = 4; /* C-d deletes under the cursor; never as end-of-file */
        break;
    case KEY_ENTER: k = '\n'; break;
    default: break;
    }
    if (k)
        feed_bytes(&k, 1);
}

bool command_line_starts(const UiKey *k)
{
    if (k->kind != UIK_CHAR)
        return false;
    return k->ch == ':' || k->ch == '+' || (k->ch >= '1' && k->ch <= '9') || k->ch > 127;
}

void command_line_focus(UiState *u, const UiKey *first)
{
    u->focus = FOCUS_COMMAND;
    rl_replace_line("", 0);
    rl_point = rl_end = 0;
    if (first && first->kind == UIK_CHAR && first->ch != ':')
        feed_char(first->ch);
}

static void leave(UiState *u)
{
    u->focus = FOCUS_BOARD;
    rl_replace_line("", 1); /* and its undo steps: a line left is not undone */
    rl_point = rl_end = 0;
}

void command_line_forget(UiState *u)
{
    leave(u);
    rl_clear_history();
}

static void act_on_line(UiState *u, const char *line, DisplayEvent *ev)
{
    TypedInput in;
    if (!u->have_game) {
        leave(u);
        return;
    }
    typed_parse(&u->pos, line, &in);
    switch (in.kind) {
    case TYPED_EMPTY: leave(u); break;
    case TYPED_FLIP: u->flipped = !u->flipped; leave(u); break;
    case TYPED_HELP: u->help_open = true; leave(u); break;
    case TYPED_QUIT: leave(u); u->focus = FOCUS_CONFIRM_QUIT; break;
    case TYPED_RESIGN:
        leave(u);
        if (!u->result[0])
            ev->kind = DISPLAY_EV_RESIGN;
        break;
    case TYPED_MOVE:
        if (!ui_can_move(u)) {
            ui_set_text(u, DISPLAY_ERROR, TXT_NOT_YOUR_TURN);
            break;
        }
        leave(u);
        sel_clear(&u->sel);
        ui_set_message(u, DISPLAY_INFO, "");
        ev->kind = DISPLAY_EV_MOVE;
        ev->move = in.move;
        break;
    case TYPED_ASK_PROMOTION:
        if (!ui_can_move(u)) {
            ui_set_text(u, DISPLAY_ERROR, TXT_NOT_YOUR_TURN);
            break;
        }
        leave(u);
        sel_ask_promotion(&u->sel, in.move, in.promote);
        u->focus = FOCUS_PROMOTE;
        ui_set_text(u, DISPLAY_INFO, TXT_PROMOTE_Q);
        break;
    case TYPED_ERROR:
        /* Keep the text so the player can correct it. */
        {
            char buf[256];
            ui_set_message(u, DISPLAY_ERROR, ui_rule_reason(u->opt.lang, in.err, buf, sizeof buf));
        }
        break;
    }
}

void command_line_key(UiState *u, const UiKey *k, DisplayEvent *ev)
{
    cl.u = u;
    if (input_is_escape(k)) {
        leave(u);
        return;
    }
    if (k->kind == UIK_KEY)
        feed_key(k->code);
    else if (k->kind == UIK_CHAR)
        feed_char(k->ch == '\r' ? '\n' : k->ch);
    if (!cl.line_done)
        return;
    cl.line_done = false;
    if (!cl.line) { /* end of file (C-d on an empty line): back to the board */
        leave(u);
        return;
    }
    char *line = cl.line;
    cl.line = NULL;
    act_on_line(u, line, ev);
    /* An erroneous line stays editable: put it back. */
    if (u->focus == FOCUS_COMMAND) {
        rl_replace_line(line, 0);
        rl_point = rl_end;
    }
    free(line);
}

void command_line_draw(UiState *u)
{
    move(UI_COMMAND_Y, 0);
    clrtoeol();
    const char *prompt = ui_text(u->opt.lang, TXT_PROMPT);
    if (u->focus != FOCUS_COMMAND) {
        attr_set(A_DIM, 0, NULL);
        mvprintw(UI_COMMAND_Y, 0, "%s", prompt);
        attr_set(A_NORMAL, 0, NULL);
        curs_set(0);
        return;
    }
    attr_set(A_BOLD, 0, NULL);
    mvprintw(UI_COMMAND_Y, 0, "%s", prompt);
    attr_set(A_NORMAL, 0, NULL);
    printw("%s", rl_line_buffer ? rl_line_buffer : "");
    int x = utf8_width(prompt) + (rl_line_buffer ? utf8_width_n(rl_line_buffer, (size_t)rl_point) : 0);
    move(UI_COMMAND_Y, x < u->cols ? x : u->cols - 1);
    curs_set(1);
}
