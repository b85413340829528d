/* Pages outside a game (see page_view.h). */
#include "ui/page_view.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>
#include <wctype.h>

#include "base/text_width.h"
#include "base/utf8.h"
#include "ui/curses_compat.h"
#include "ui/input.h"
#include "ui/status_view.h"
#include "ui/term_guard.h"

/* Longest name or answer: 40 characters and 40 columns (20 kanji), so
 * that "  > NAME" fits an 80-column page: 40 kanji ran past its edge. */
enum { PAGE_TEXT_MAX = 40 };

/* One line of a page's body at row *y, wrapped at the page's right margin
 * with its continuations under the line's own indent: a line with a path
 * or an error in it may be wider than the terminal, whose own wrap would
 * run it over the next line. Returns where the next line starts. */
static const char *draw_body_line(UiState *u, const char *line, int *y)
{
    const char *end = line + strcspn(line, "\n");
    int width = u->cols - 4, indent = (int)strspn(line, " ");
    if (indent > width / 2)
        indent = 0;
    const char *p = line;
    do {
        const char *next;
        int at = p == line ? 0 : indent;
        size_t n = text_wrap_line(p, width - at, &next);
        if (*y < u->rows - 2)
            mvaddnstr(*y, 2 + at, p, (int)n);
        (*y)++;
        p = next;
    } while (p < end);
    return *end ? end + 1 : end;
}

/* Title, body (newline-separated lines) and footer; returns the first row
 * under the body. Does not refresh: the caller may add to the page. */
static int draw_page(UiState *u, const char *title, const char *body, const char *footer)
{
    getmaxyx(stdscr, u->rows, u->cols);
    erase();
    curs_set(0);
    attr_set(A_BOLD, 0, NULL);
    mvprintw(1, 2, "%s", title ? title : "");
    attr_set(A_NORMAL, 0, NULL);
    int y = 3;
    for (const char *line = body ? body : ""; *line && y < u->rows - 2;)
        line = draw_body_line(u, line, &y);
    attr_set(A_DIM, 0, NULL);
    mvprintw(u->rows - 1 > y + 2 ? u->rows - 1 : y + 2, 2, "%s", footer);
    attr_set(A_NORMAL, 0, NULL);
    return y;
}

/* The one key loop of every page: draw(ctx) after a resize (and first),
 * key(ctx, k) for each key until it returns nonzero. Returns key's answer
 * (1 = done), or -1 when the page gave up, with the reason in
 * u->stopped_by: q (the key handler returned -1), a signal or Ctrl-C, or no
 * key for the idle time. */
typedef struct {
    void (*draw)(UiState *u, void *ctx);
    int (*key)(void *ctx, const UiKey *k);
} PageHandlers;

static int give_up(UiState *u, DisplayEventKind why)
{
    u->stopped_by = why;
    return -1;
}

/* Pages are laid out for the game's 80x24: narrower, the terminal wrapped
 * their lines over each other. Below that size a page says so instead, as
 * the board does, and draws itself again once the terminal is enlarged.
 * Returns whether it was too small. */
static bool draw_too_small(UiState *u)
{
    getmaxyx(stdscr, u->rows, u->cols);
    if (!ui_too_small(u))
        return false;
    erase();
    curs_set(0);
    status_view_draw_too_small(u);
    refresh();
    return true;
}

static void page_draw(UiState *u, const PageHandlers *h, void *ctx)
{
    if (!draw_too_small(u))
        h->draw(u, ctx);
}

static int page_loop(UiState *u, const PageHandlers *h, void *ctx)
{
    page_draw(u, h, ctx);
    for (;;) {
        if (term_guard_interrupted())
            return give_up(u, DISPLAY_EV_INTERRUPT);
        if (ui_idle(u))
            return give_up(u, DISPLAY_EV_IDLE);
        UiKey k = input_read(100);
        if (k.kind == UIK_NONE)
            continue;
        if (k.kind == UIK_RESIZE) {
            page_draw(u, h, ctx);
            continue;
        }
        UiKeyGate gate = ui_gate_key(u, &k);
        if (gate == UI_KEY_STOP)
            return give_up(u, DISPLAY_EV_INTERRUPT);
        if (gate == UI_KEY_DROP || ui_too_small(u))
            continue; /* nothing is answered unseen */
        int r = h->key(ctx, &k);
        if (r > 0)
            return r;
        if (r < 0)
            return give_up(u, DISPLAY_EV_QUIT);
        page_draw(u, h, ctx);
    }
}

/* ---- A page of text -------------------------------------------------------- */

typedef struct {
    const char *title, *body;
} TextPage;

static void text_page_draw(UiState *u, void *ctx)
{
    const TextPage *p = ctx;
    draw_page(u, p->title, p->body, ui_text(u->opt.lang, TXT_PRESS_KEY));
    refresh();
}

/* Enter or Space goes on; q leaves (stopped_by says so). */
static int text_page_key(void *ctx, const UiKey *k)
{
    (void)ctx;
    if (input_is_enter(k) || input_is_char(k, ' '))
        return 1;
    return input_is_char(k, 'q') ? -1 : 0;
}

bool page_show(UiState *u, const char *title, const char *body)
{
    TextPage p = { title, body };
    static const PageHandlers h = { text_page_draw, text_page_key };
    return page_loop(u, &h, &p) == 1;
}

/* ---- A yes/no question ----------------------------------------------------- */

typedef struct {
    const char *question;
    bool deliberate;
    bool answer;
} YesNoPage;

/* The question's first line is the title; the rest explains the answers. */
static void yes_no_draw(UiState *u, void *ctx)
{
    const YesNoPage *p = ctx;
    char title[256];
    size_t n = strcspn(p->question, "\n");
    snprintf(title, sizeof title, "%.*s", (int)n, p->question);
    draw_page(u, title, p->question[n] ? p->question + n + 1 : "", ui_text(u->opt.lang, TXT_YES_NO));
    refresh();
}

/* Every key answers (input.h: input_answer_yes): only a deliberate y is
 * yes; for a deliberate question only y and n answer. */
static int yes_no_key(void *ctx, const UiKey *k)
{
    YesNoPage *p = ctx;
    if (!p->deliberate) {
        p->answer = input_answer_yes(k);
        return 1;
    }
    int a = input_answer_deliberate(k);
    if (a < 0)
        return 0;
    p->answer = a == 1;
    return 1;
}

bool page_ask_yes_no(UiState *u, const char *question, bool deliberate, bool *answer)
{
    YesNoPage p = { question, deliberate, false };
    input_flush(); /* keys typed before the question was there do not answer it */
    static const PageHandlers h = { yes_no_draw, yes_no_key };
    if (page_loop(u, &h, &p) != 1)
        return false;
    *answer = p.answer;
    return true;
}

/* ---- A line of text -------------------------------------------------------- */

typedef struct {
    const char *title, *prompt;
    bool hidden;                 /* a secret: nothing of it is drawn */
    wchar_t text[PAGE_TEXT_MAX + 1];
    int n;
} TextEntry;

static int char_cols(wchar_t c)
{
    int w = wcwidth(c);
    return w < 1 ? 1 : w;
}

static int entry_cols(const wchar_t *text, int n)
{
    int cols = 0;
    for (int i = 0; i < n; i++)
        cols += char_cols(text[i]);
    return cols;
}

static void text_entry_draw(UiState *u, void *ctx)
{
    TextEntry *e = ctx;
    UiTextId hint = e->hidden ? TXT_SECRET_ENTRY_HINT : TXT_TEXT_ENTRY_HINT;
    int y = draw_page(u, e->title, e->prompt, ui_text(u->opt.lang, hint)) + 1;
    mvaddstr(y, 2, "> ");
    if (e->hidden) {
        curs_set(1);
        refresh();
        return;
    }
    attr_set(A_UNDERLINE, 0, NULL);
    addnwstr(e->text, e->n);
    attr_set(A_NORMAL, 0, NULL);
    int w = 0;
    for (int i = 0; i < e->n; i++)
        w += utf8_cp_width((long)e->text[i]);
    move(y, 4 + w);
    curs_set(1);
    refresh();
}

static int text_entry_key(void *ctx, const UiKey *k)
{
    TextEntry *e = ctx;
    if (input_is_enter(k))
        return 1;
    bool erase_key = (k->kind == UIK_KEY && k->code == KEY_BACKSPACE) ||
                     (k->kind == UIK_CHAR && (k->ch == 127 || k->ch == 8));
    if (erase_key && e->n > 0)
        e->text[--e->n] = L'\0';
    else if (k->kind == UIK_CHAR && k->ch == 21) /* Ctrl-U: start again */
        e->text[e->n = 0] = L'\0';
    else if (k->kind == UIK_CHAR && iswprint(k->ch) && e->n < PAGE_TEXT_MAX &&
             (e->hidden || entry_cols(e->text, e->n) + char_cols((wchar_t)k->ch) <= PAGE_TEXT_MAX)) {
        e->text[e->n++] = (wchar_t)k->ch;
        e->text[e->n] = L'\0';
    }
    return 0;
}

/* The typed characters as multibyte text; characters the locale cannot
 * write are left out rather than failing the whole answer. */
static void text_entry_result(const TextEntry *e, char *buf, size_t len)
{
    size_t used = 0;
    mbstate_t st;
    memset(&st, 0, sizeof st);
    for (int i = 0; i < e->n; i++) {
        char mb[MB_LEN_MAX];
        size_t m = wcrtomb(mb, e->text[i], &st);
        if (m == (size_t)-1) {
            memset(&st, 0, sizeof st);
            continue;
        }
        if (used + m + 1 > len)
            break;
        memcpy(buf + used, mb, m);
        used += m;
    }
    buf[used] = '\0';
}

static bool ask_line(UiState *u, const char *title, const char *prompt, bool hidden, char *buf, size_t len)
{
    if (len == 0)
        return false;
    TextEntry e = { .title = title, .prompt = prompt, .hidden = hidden };
    size_t got = hidden ? 0 : mbstowcs(e.text, buf, PAGE_TEXT_MAX);
    e.n = got == (size_t)-1 ? 0 : (int)got;
    while (e.n > 0 && entry_cols(e.text, e.n) > PAGE_TEXT_MAX) /* a name given on the command line */
        e.n--;
    e.text[e.n] = L'\0';
    static const PageHandlers h = { text_entry_draw, text_entry_key };
    int r = page_loop(u, &h, &e);
    curs_set(0);
    if (r == 1)
        text_entry_result(&e, buf, len);
    explicit_bzero(e.text, sizeof e.text); /* a secret leaves no copy behind */
    return r == 1;
}

bool page_ask_text(UiState *u, const char *title, const char *prompt, char *buf, size_t len)
{
    return ask_line(u, title, prompt, false, buf, len);
}

bool page_ask_secret(UiState *u, const char *title, const char *prompt, char *buf, size_t len)
{
    buf[0] = '\0';
    return ask_line(u, title, prompt, true, buf, len);
}

/* ---- Progress of a long job ------------------------------------------------ */

void page_progress(UiState *u, const char *title, double fraction, const char *text)
{
    if (draw_too_small(u))
        return;
    int y = draw_page(u, title, text, ui_text(u->opt.lang, TXT_PROGRESS_HINT)) + 1;
    if (fraction < 0)
        fraction = 0;
    if (fraction > 1)
        fraction = 1;
    int width = (u->cols > 20 ? u->cols : 20) - 14;
    if (width > 60)
        width = 60;
    int filled = (int)(fraction * width);
    mvaddch(y, 2, '[');
    for (int i = 0; i < width; i++)
        addch(i < filled ? '#' : '.');
    printw("] %3d%%", (int)(fraction * 100));
    refresh();
}
