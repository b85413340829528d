/* The result screen's words and layout (see result_text.h). */
#include "app/report/result_text.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/text.h"
#include "base/text_width.h"
#include "rating/grade.h"

typedef struct {
    char *buf;
    size_t len, cap;
    int lines;
    bool failed;
} Page;

static void put(Page *p, const char *s, size_t n)
{
    if (p->failed)
        return;
    if (p->len + n + 2 > p->cap) {
        size_t cap = (p->cap ? p->cap * 2 : 1024) + n;
        char *b = realloc(p->buf, cap);
        if (!b) {
            p->failed = true;
            return;
        }
        p->buf = b;
        p->cap = cap;
    }
    memcpy(p->buf + p->len, s, n);
    p->len += n;
    p->buf[p->len++] = '\n';
    p->buf[p->len] = '\0';
    p->lines++;
}

/* Adds text as lines of at most cols columns: its own newlines kept, long
 * lines wrapped (at spaces; Japanese between any two characters). */
static void add(Page *p, int cols, const char *text)
{
    const char *s = text;
    while (*s) {
        const char *next;
        size_t n = text_wrap_line(s, cols, &next);
        put(p, s, n);
        s = next;
    }
}

static void add_blank(Page *p)
{
    put(p, "", 0);
}

/* The catalogue text `id` filled in. */
static const char *say(char *buf, size_t n, Lang lang, AppTextId id, ...)
{
    va_list ap;
    va_start(ap, id);
    vsnprintf(buf, n, app_text(lang, id), ap);
    va_end(ap);
    return buf;
}

double result_cost(double mean_loss)
{
    return mean_loss >= 0 ? 0 : -mean_loss;
}

const char *result_cost_text(char *buf, size_t n, double cost, bool winprob)
{
    if (winprob)
        snprintf(buf, n, "%.1f%%", cost);
    else
        snprintf(buf, n, "%ld", lround(cost));
    return buf;
}

/* The loss the player is shown: the statistic where it is one of losses,
 * else (the move-choice fit's s) the mean centipawn loss. */
static double shown_loss(const Estimate *e, double statistic, double mean_loss)
{
    return e->stat.kind == STAT_CHOICE ? mean_loss : statistic;
}

double result_estimate_loss(const Estimate *e)
{
    return shown_loss(e, e->statistic, e->mean_loss);
}

double result_game_loss(const Estimate *e, const EstimateGame *g)
{
    return shown_loss(e, g->statistic, g->mean_loss);
}

double result_game_cost(const Estimate *e, const EstimateGame *g)
{
    return g->positions > 0 ? result_cost(result_game_loss(e, g)) : 0;
}

void result_facts_words(ResultFacts *f, const EstimateOptions *o)
{
    f->every_move = estimate_options_every_move(o);
    f->winprob = estimate_options_winprob(o);
}

void result_facts_from_estimate(ResultFacts *f, const Estimate *e)
{
    f->verdict = e->verdict;
    f->rating = e->rating;
    f->low = e->low;
    f->high = e->high;
    f->boot_low = e->boot_low;
    f->boot_high = e->boot_high;
    f->positions = e->positions;
    f->cost = result_cost(result_estimate_loss(e));
    f->games_counted = 0;
    for (size_t i = 0; i < e->game_count; i++)
        f->games_counted += e->games[i].positions > 0;
}

/* The balanced-positions text `id`, or its every-move twin. */
static AppTextId worded(const ResultFacts *f, AppTextId balanced, AppTextId every)
{
    return f->every_move ? every : balanced;
}

static bool has_range(const ResultFacts *f)
{
    return f->range_low < f->range_high;
}

/* An interval end, as "1234", or "856 or less" where it passes the range. */
static const char *interval_end(char *buf, size_t n, const ResultFacts *f, int v)
{
    if (has_range(f) && v < f->range_low)
        return say(buf, n, f->lang, MSG_RES_OR_LESS, f->range_low);
    if (has_range(f) && v > f->range_high)
        return say(buf, n, f->lang, MSG_RES_OR_MORE, f->range_high);
    snprintf(buf, n, "%d", v);
    return buf;
}

static AppTextId grade_text(Grade g)
{
    static const AppTextId ids[GRADE_COUNT] = {
        MSG_GRADE_BEGINNER, MSG_GRADE_KYU5_TO_2, MSG_GRADE_KYU1_TO_SHODAN,
        MSG_GRADE_DAN2_TO_3, MSG_GRADE_DAN4_TO_5, MSG_GRADE_DAN6_UP,
    };
    return ids[g];
}

/* "1 kyu to shodan", "between ... and ...", or for a rating above the
 * scale's range "... or stronger" (the grade of its top end). */
static const char *grade_phrase(char *buf, size_t n, const ResultFacts *f)
{
    int at = f->verdict == ESTIMATE_BELOW ? f->range_low : f->verdict == ESTIMATE_ABOVE ? f->range_high : f->rating;
    Grade lo, hi;
    grade_of_rating(at, &lo, &hi);
    Lang l = f->lang;
    if (f->verdict == ESTIMATE_ABOVE)
        return say(buf, n, l, MSG_RES_GRADE_OR_STRONGER, app_text(l, grade_text(lo)));
    if (lo == hi)
        return say(buf, n, l, grade_text(lo));
    return say(buf, n, l, MSG_RES_GRADE_BETWEEN, app_text(l, grade_text(lo)), app_text(l, grade_text(hi)));
}

/* The interval is wide when the positions' part of it is at least the
 * line's part: then another game narrows it; the line's own error stays. */
static bool range_is_wide(const ResultFacts *f)
{
    return (f->boot_high - f->boot_low) * 1.4142 >= (f->high - f->low);
}

/* The 90% range. One end past the scale's checked range is no number a
 * person can use ("between 856 or less and 1851"): the range is then said
 * from its other end, with where the scale stops. */
static const char *range_line(char *line, size_t n, const ResultFacts *f)
{
    bool below = has_range(f) && f->low < f->range_low, above = has_range(f) && f->high > f->range_high;
    if (below && !above)
        return say(line, n, f->lang, MSG_RES_RANGE_AT_MOST, f->high, f->range_low);
    if (above && !below)
        return say(line, n, f->lang, MSG_RES_RANGE_AT_LEAST, f->low, f->range_high);
    char a[160], b[160];
    return say(line, n, f->lang, MSG_RES_RANGE, interval_end(a, sizeof a, f, f->low),
               interval_end(b, sizeof b, f, f->high));
}

/* The rating, its range, what it rests on, the grade and the scale. */
static void add_rating(Page *p, int cols, const ResultFacts *f)
{
    Lang l = f->lang;
    char a[160], line[600];
    if (f->verdict == ESTIMATE_TOO_FEW) {
        add(p, cols, app_text(l, worded(f, MSG_RES_TOO_FEW, MSG_RES_TOO_FEW_ALL)));
        add(p, cols, say(line, sizeof line, l, worded(f, MSG_RES_BASIS_TOO_FEW, MSG_RES_BASIS_TOO_FEW_ALL),
                         f->positions, f->min_positions));
        return;
    }
    if (f->verdict == ESTIMATE_RATED)
        snprintf(a, sizeof a, "%d", f->rating);
    else if (f->verdict == ESTIMATE_BELOW)
        say(a, sizeof a, l, MSG_RES_BELOW, f->range_low);
    else
        say(a, sizeof a, l, MSG_RES_ABOVE, f->range_high);
    add(p, cols, say(line, sizeof line, l, MSG_RES_RATING, a));
    if (f->verdict == ESTIMATE_RATED)
        add(p, cols, range_line(line, sizeof line, f));
    char cost[32];
    add(p, cols, say(line, sizeof line, l, worded(f, MSG_RES_BASIS, MSG_RES_BASIS_ALL), f->positions,
                     f->games_counted, result_cost_text(cost, sizeof cost, f->cost, f->winprob)));
    add(p, cols, say(line, sizeof line, l, MSG_RES_GRADE, grade_phrase(a, sizeof a, f)));
}

static void add_scale(Page *p, int cols, const ResultFacts *f)
{
    char tc[64], line[600];
    add(p, cols, app_text(f->lang, MSG_RES_SCALE));
    if (f->main_ms != 10 * 60 * 1000) {
        app_clock_phrase(f->lang, f->main_ms, tc, sizeof tc);
        add(p, cols, say(line, sizeof line, f->lang, MSG_RES_OTHER_CLOCK, tc));
    }
    /* Never a silent switch of judge (issue 34): the player reads which
     * one rated the test. */
    if (f->judge_note && f->judge_note[0])
        add(p, cols, f->judge_note);
}

/* What to do next: one more game when the range is wide, then a free game
 * at the AI level `level`; nothing at a booth, which offers neither. */
static void add_next(Page *p, int cols, const ResultFacts *f, int level)
{
    char line[600];
    if (f->booth)
        return;
    if (f->verdict == ESTIMATE_RATED && range_is_wide(f))
        add(p, cols, app_text(f->lang, MSG_RES_NEXT_MORE));
    add(p, cols, say(line, sizeof line, f->lang, MSG_RES_NEXT_LEVEL, level));
}

/* One or two plain sentences: what the number means, what to do next. */
static void add_meaning(Page *p, int cols, const ResultFacts *f)
{
    Lang l = f->lang;
    char line[600];
    switch (f->verdict) {
    case ESTIMATE_TOO_FEW:
        add(p, cols, app_text(l, worded(f, MSG_RES_MEANS_TOO_FEW, MSG_RES_MEANS_TOO_FEW_ALL)));
        return;
    case ESTIMATE_BELOW:
        add(p, cols, say(line, sizeof line, l, worded(f, MSG_RES_MEANS_BELOW, MSG_RES_MEANS_BELOW_ALL), f->range_low));
        add_next(p, cols, f, f->range_low);
        return;
    case ESTIMATE_ABOVE:
        add(p, cols, say(line, sizeof line, l, worded(f, MSG_RES_MEANS_ABOVE, MSG_RES_MEANS_ABOVE_ALL), f->range_high));
        add_next(p, cols, f, f->range_high);
        return;
    case ESTIMATE_RATED:
        add(p, cols, say(line, sizeof line, l, worded(f, MSG_RES_MEANS, MSG_RES_MEANS_ALL), f->rating));
        add_next(p, cols, f, f->rating);
        return;
    }
}

static AppTextId outcome_text(char outcome)
{
    return outcome == 'w' ? MSG_RES_WON : outcome == 'l' ? MSG_RES_LOST : outcome == 'd' ? MSG_RES_DRAW
                                                                                       : MSG_RES_UNFINISHED;
}

static void add_games(Page *p, int cols, const ResultFacts *f, bool graphs)
{
    Lang l = f->lang;
    char line[600];
    bool any_graph = false;
    for (int i = 0; i < f->game_count; i++) {
        const ResultGame *g = &f->games[i];
        const char *side = app_text(l, g->sente ? MSG_SIDE_SENTE : MSG_SIDE_GOTE);
        const char *outcome = app_text(l, outcome_text(g->outcome));
        char cost[32];
        bool one = g->positions == 1;
        if (g->positions > 0)
            say(line, sizeof line, l,
                worded(f, one ? MSG_RES_GAME_ONE : MSG_RES_GAME, one ? MSG_RES_GAME_ALL_ONE : MSG_RES_GAME_ALL),
                g->index, side, outcome, g->positions, result_cost_text(cost, sizeof cost, g->cost, f->winprob));
        else
            say(line, sizeof line, l, worded(f, MSG_RES_GAME_NONE, MSG_RES_GAME_NONE_ALL), g->index, side, outcome);
        add(p, cols, line);
        if (graphs && g->graph[0]) {
            snprintf(line, sizeof line, "    %s", g->graph);
            add(p, cols, line);
            any_graph = true;
        }
    }
    if (any_graph)
        add(p, cols, app_text(l, MSG_RES_LEGEND));
}

enum { WITH_GAMES = 1, WITH_RECORDS = 2, WITH_GRAPHS = 4, WITH_SPACING = 8 };

static Page compose(const ResultFacts *f, int cols, int parts)
{
    Page p = { 0 };
    bool spaced = parts & WITH_SPACING;
    add_rating(&p, cols, f);
    add_scale(&p, cols, f);
    if (spaced)
        add_blank(&p);
    add_meaning(&p, cols, f);
    if ((parts & WITH_GAMES) && f->game_count) {
        if (spaced)
            add_blank(&p);
        add_games(&p, cols, f, parts & WITH_GRAPHS);
    }
    if ((parts & WITH_RECORDS) && f->records_dir) {
        char line[900];
        if (spaced)
            add_blank(&p);
        add(&p, cols, say(line, sizeof line, f->lang, MSG_RES_RECORDS, f->records_dir));
        /* Issue 18: where the printable report is (test_report.c writes it there). */
        add(&p, cols, say(line, sizeof line, f->lang, MSG_RES_REPORT_FILES, f->records_dir));
    }
    return p;
}

char *result_screen_text(const ResultFacts *f, int rows, int cols)
{
    /* From the fullest page to the barest: the first that fits is shown. */
    static const int layouts[] = {
        WITH_GAMES | WITH_RECORDS | WITH_GRAPHS | WITH_SPACING,
        WITH_GAMES | WITH_RECORDS | WITH_SPACING,
        WITH_GAMES | WITH_RECORDS,
        WITH_GAMES,
        WITH_SPACING,
        0,
    };
    size_t count = sizeof layouts / sizeof layouts[0];
    if (cols < 20)
        cols = 20;
    for (size_t i = 0; i < count; i++) {
        Page p = compose(f, cols, layouts[i]);
        if (p.failed) {
            free(p.buf);
            return NULL;
        }
        if (p.lines <= rows || i + 1 == count)
            return p.buf;
        free(p.buf);
    }
    return NULL;
}
