/* The estimator: which moves count, their mean loss, the rating, the
 * per-game breakdown and the warnings (the contract is in estimate.h). */
#include "rating/estimate.h"

#include "rating/estimate_choice.h"

#include <ctype.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "base/utf8.h"
#include "rating/text.h"

void estimate_options_default(EstimateOptions *o)
{
    memset(o, 0, sizeof *o);
    o->max_abs_eval = 200;
    o->min_ply = 40;
    o->clock_filter = 1;
    o->min_clock_left_s = 60;
    o->clock_from_table = 1;
    o->max_progress = 100;
    o->bootstrap_samples = 2000;
    o->seed = 20190314;   /* the thesis's date: any fixed value would do */
    o->level = 0.90;
    o->min_positions = ESTIMATE_MIN_POSITIONS;
    loss_stat_default(&o->stat);
}

int estimate_options_check(const EstimateOptions *o, char *err, size_t errlen)
{
    if (o->stat.kind == STAT_WEIGHTED && o->stat.unit != UNIT_WINPROB)
        return snprintf(err, errlen, "%s", rating_text(o->lang, RT_ERR_WEIGHTED_UNIT)), -1;
    /* In centipawns a mate has no size: one would swamp any statistic. */
    if (o->count_mates && (o->stat.unit != UNIT_WINPROB || o->stat.kind == STAT_CHOICE))
        return snprintf(err, errlen, "%s", rating_text(o->lang, RT_ERR_MATES_UNIT)), -1;
    if (o->stat.best_free && o->stat.kind == STAT_CHOICE)
        return snprintf(err, errlen, "%s", rating_text(o->lang, RT_ERR_BEST_FREE_CHOICE)), -1;
    return 0;
}

int estimate_profile_has_stat(const Profile *p, const LossStat *stat)
{
    return loss_stat_same(&p->stat, stat);
}

EstimateVerdict estimate_verdict(const Profile *p, int rating, int n, int min_positions)
{
    if (n < min_positions)
        return ESTIMATE_TOO_FEW;
    if (profile_has_range(p) && rating < p->range_low)
        return ESTIMATE_BELOW;
    if (profile_has_range(p) && rating > p->range_high)
        return ESTIMATE_ABOVE;
    return ESTIMATE_RATED;
}

const char *estimate_exclusion_name(Exclusion x)
{
    static const char *const names[EX_COUNT] = {
        "other_player", "in_book", "eval_before", "min_ply", "max_ply", "clock",
        "mate_after", "max_progress", "lowest_progress",
    };
    return (x >= 0 && x < EX_COUNT) ? names[x] : "?";
}

static void append_name(char *buf, size_t n, const char *name)
{
    size_t used = strlen(buf);
    snprintf(buf + used, n - used, "%s%s", used ? ", " : "", name);
}

int estimate_pick_player(const Table *t, const char *requested, char *err, size_t errlen)
{
    char names[256] = "";
    for (size_t i = 0; i < t->player_count; i++)
        append_name(names, sizeof names, t->players[i]);
    if (requested) {
        int i = table_find_player(t, requested);
        if (i < 0)
            snprintf(err, errlen, "player '%s' has no moves in the tables (players: %s)",
                     requested, t->player_count ? names : "none");
        return i;
    }
    int found = -1, candidates = 0;
    char humans[256] = "";
    for (size_t i = 0; i < t->player_count; i++) {
        if (table_is_ai(t, t->players[i]))
            continue;
        candidates++;
        found = (int)i;
        append_name(humans, sizeof humans, t->players[i]);
    }
    if (candidates == 1)
        return found;
    if (candidates == 0)
        snprintf(err, errlen, "no player to estimate: the tables have no rows%s%s",
                 t->player_count ? " except the AI's: " : "", names);
    else
        snprintf(err, errlen, "several players (%s); choose one with --player NAME "
                 "(a '# ai: NAME' header comment marks the AI)", humans);
    return -1;
}

double estimate_min_clock_left_s(const TableRow *r, const EstimateOptions *o)
{
    if (o->clock_from_table && r->clock_main_ms > 0)
        return (double)r->clock_main_ms / 1000.0 * ESTIMATE_CLOCK_SHARE;
    return o->min_clock_left_s;
}

Exclusion estimate_row_filter(const TableRow *r, const EstimateOptions *o)
{
    if (r->in_book)
        return EX_BOOK;
    if (r->before.is_mate || fabs((double)r->before.value) > o->max_abs_eval)
        return EX_EVAL;
    if (r->ply < o->min_ply)
        return EX_PLY;
    if (o->max_ply > 0 && r->ply > o->max_ply)
        return EX_MAX_PLY;
    if (o->clock_filter && r->clock_left_ms >= 0 &&
        r->clock_left_ms < estimate_min_clock_left_s(r, o) * 1000.0)
        return EX_CLOCK;
    if (r->after.is_mate && !o->count_mates)
        return EX_MATE_AFTER;
    if (r->ply * 100.0 > o->max_progress * r->game_plies)
        return EX_PROGRESS;
    return EX_COUNT;
}

typedef struct {
    int row;
    int ply, plies;
} ProgressKey;

/* Lower progress first (compared exactly in integers), then table order. */
static int by_progress(const void *a, const void *b)
{
    const ProgressKey *x = a, *y = b;
    long long l = (long long)x->ply * y->plies, r = (long long)y->ply * x->plies;
    if (l != r)
        return l < r ? -1 : 1;
    return (x->row > y->row) - (x->row < y->row);
}

static int by_row(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

int estimate_keep_lowest_progress(const Table *t, int *rows, int count, int n)
{
    ProgressKey *keys = malloc((count ? count : 1) * sizeof *keys);
    if (!keys)
        return -1;
    for (int i = 0; i < count; i++)
        keys[i] = (ProgressKey){ rows[i], t->rows[rows[i]].ply, t->rows[rows[i]].game_plies };
    qsort(keys, count, sizeof *keys, by_progress);
    for (int i = 0; i < count; i++)
        rows[i] = keys[i].row;
    free(keys);
    qsort(rows, n, sizeof *rows, by_row);
    return 0;
}

int estimate_select(const Table *t, const EstimateOptions *o, int player,
                    int **rows_out, int excluded[EX_COUNT])
{
    int ex[EX_COUNT] = { 0 };
    int *rows = malloc((t->row_count ? t->row_count : 1) * sizeof *rows);
    if (!rows)
        return -1;
    int n = 0;
    for (size_t i = 0; i < t->row_count; i++) {
        const TableRow *r = &t->rows[i];
        Exclusion why = r->player == player ? estimate_row_filter(r, o) : EX_OTHER_PLAYER;
        if (why == EX_COUNT)
            rows[n++] = (int)i;
        else
            ex[why]++;
    }
    if (o->lowest_progress > 0 && n > o->lowest_progress) {
        if (estimate_keep_lowest_progress(t, rows, n, o->lowest_progress)) {
            free(rows);
            return -1;
        }
        ex[EX_LOWEST_PROGRESS] = n - o->lowest_progress;
        n = o->lowest_progress;
    }
    if (excluded)
        memcpy(excluded, ex, sizeof ex);
    if (n == 0) {
        free(rows);
        rows = NULL;
    }
    *rows_out = rows;
    return n;
}

double estimate_mean_loss(const Table *t, const int *rows, int n)
{
    long long sum = 0;
    int k = 0;
    for (int i = 0; i < n; i++) {
        const TableRow *r = &t->rows[rows[i]];
        if (r->after.is_mate)   /* counted only under count_mates: no centipawn loss */
            continue;
        sum += table_row_loss(r);
        k++;
    }
    return k ? (double)sum / k : 0.0;
}

/* One entry per game the player moved in, with the counting rows' figures. */
static int breakdown(const Table *t, int player, const Profile *p, const StatRows *sr, Estimate *e)
{
    int *slot = malloc((t->game_count ? t->game_count : 1) * sizeof *slot);
    int *own = malloc((e->positions ? e->positions : 1) * sizeof *own);
    e->games = calloc(t->game_count ? t->game_count : 1, sizeof *e->games);
    if (!slot || !own || !e->games) {
        free(slot);
        free(own);
        return -1;
    }
    for (size_t g = 0; g < t->game_count; g++)
        slot[g] = -1;
    for (size_t i = 0; i < t->row_count; i++) {
        const TableRow *r = &t->rows[i];
        if (r->player != player)
            continue;
        if (slot[r->game] < 0) {
            slot[r->game] = (int)e->game_count++;
            e->games[slot[r->game]].name = t->games[r->game];
            e->games[slot[r->game]].game_plies = r->game_plies;
        }
        e->games[slot[r->game]].moves++;
    }
    for (int i = 0; i < e->positions; i++) {
        const TableRow *r = &t->rows[e->rows[i]];
        e->games[slot[r->game]].positions++;
    }
    for (size_t g = 0; g < e->game_count; g++) {
        EstimateGame *eg = &e->games[g];
        if (!eg->positions)
            continue;
        int k = 0, ok;
        for (int i = 0; i < e->positions; i++)
            if (slot[t->rows[e->rows[i]].game] == (int)g)
                own[k++] = e->rows[i];
        eg->mean_loss = estimate_mean_loss(t, own, k);
        eg->statistic = stat_rows_value(sr, own, k, &ok);
        if (!ok) {
            free(slot);
            free(own);
            return -1;
        }
        eg->rating = e->has_rating ? profile_rating(p, eg->statistic) : 0;
    }
    free(slot);
    free(own);
    return 0;
}

/* One warning in o->lang's words (fmt is a rating_text). A long table
 * path may cut it, never overrun it, and the cut falls between characters
 * so a Japanese warning stays UTF-8. */
static void warn(Estimate *e, const char *fmt, ...)
{
    if (e->warning_count >= ESTIMATE_MAX_WARNINGS)
        return;
    char *dst = e->warnings[e->warning_count++];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(dst, sizeof e->warnings[0], fmt, ap);
    va_end(ap);
    dst[utf8_valid_prefix(dst, strlen(dst))] = '\0';
}

/* Engine names compare without case or surrounding blanks. */
static int same_engine(const char *a, const char *b)
{
    while (isspace((unsigned char)*a))
        a++;
    while (isspace((unsigned char)*b))
        b++;
    size_t na = strlen(a), nb = strlen(b);
    while (na && isspace((unsigned char)a[na - 1]))
        na--;
    while (nb && isspace((unsigned char)b[nb - 1]))
        nb--;
    return na == nb && strncasecmp(a, b, na) == 0;
}

/* Whether a table comes from another engine or budget than the profile's:
 * 1 differs, 0 the same, -1 the table names neither. */
static int source_differs(const TableSource *s, const Profile *p)
{
    if (!s->engine && s->depth < 0)
        return -1;
    int engine_differs = p->engine[0] && s->engine && !same_engine(s->engine, p->engine);
    int depth_differs = p->depth >= 0 && s->depth >= 0 && s->depth != p->depth;
    /* A node cap changes what a depth finds in the positions it stops;
     * no "nodes" on either side means no cap. */
    int nodes_differs = (s->nodes > 0 ? s->nodes : 0) != (p->nodes > 0 ? p->nodes : 0);
    return engine_differs || depth_differs || nodes_differs;
}

int estimate_profile_fits(const Table *t, const Profile *p)
{
    if (!t->source_count)
        return 0;
    for (size_t i = 0; i < t->source_count; i++)
        if (source_differs(&t->sources[i], p) != 0)
            return 0;
    return 1;
}

/* ", at most N nodes a position" for a node cap, "" for none. */
static const char *cap_text(Lang l, long long nodes, char *buf, size_t len)
{
    if (nodes > 0)
        snprintf(buf, len, rating_text(l, RT_NODE_CAP), nodes);
    else
        buf[0] = '\0';
    return buf;
}

/* Warns once per table whose header names another engine or depth than the
 * profile's, and once for all tables that name none: notes for whoever runs
 * the program (the report, `kiryoku estimate`), never the player's screen. */
static void check_engine(const Table *t, const Profile *p, Lang l, Estimate *e)
{
    int unnamed = 0;
    for (size_t i = 0; i < t->source_count; i++) {
        const TableSource *s = &t->sources[i];
        int differs = source_differs(s, p);
        if (differs < 0) {
            unnamed++;
        } else if (differs) {
            char cap_s[64], cap_p[64];
            warn(e, rating_text(l, RT_WARN_MISMATCH), s->name, s->engine ? s->engine : "?", s->depth,
                 cap_text(l, s->nodes, cap_s, sizeof cap_s), p->name, p->engine, p->depth,
                 cap_text(l, p->nodes, cap_p, sizeof cap_p));
        }
    }
    if (unnamed && p->engine[0])
        warn(e, rating_text(l, RT_WARN_UNNAMED), unnamed, p->name, p->engine, p->depth);
}

/* Why the player sees no number, or a bound instead of one, and what the
 * choice fit left out. */
static void verdict_warnings(Estimate *e, const EstimateOptions *o, const Profile *p)
{
    Lang l = o->lang;
    if (e->choice_left_out)
        warn(e, rating_text(l, RT_WARN_LEFT_OUT), e->choice_left_out);
    if (!e->has_rating) {
        char want[160], have[160];
        warn(e, rating_text(l, RT_WARN_NO_RATING), p->name, loss_stat_describe(&p->stat, l, have, sizeof have),
             loss_stat_describe(&o->stat, l, want, sizeof want));
    } else if (e->verdict == ESTIMATE_TOO_FEW) {
        warn(e, rating_text(l, RT_WARN_TOO_FEW), e->positions, o->min_positions);
    } else if (e->verdict == ESTIMATE_BELOW) {
        warn(e, rating_text(l, RT_WARN_BELOW), e->rating, p->name, p->range_low, p->range_high, p->range_low);
    } else if (e->verdict == ESTIMATE_ABOVE) {
        warn(e, rating_text(l, RT_WARN_ABOVE), e->rating, p->name, p->range_low, p->range_high, p->range_high);
    }
}

/* The one main time the player's rows' tables record, or 0 (none, several,
 * or not followed). */
static long long followed_clock(const Table *t, const EstimateOptions *o, int player)
{
    long long main_ms = 0;
    for (size_t i = 0; o->clock_from_table && i < t->row_count; i++) {
        const TableRow *r = &t->rows[i];
        if (r->player != player)
            continue;
        if (r->clock_main_ms <= 0 || (main_ms && r->clock_main_ms != main_ms))
            return 0;
        main_ms = r->clock_main_ms;
    }
    return main_ms;
}

int estimate_run(const Table *t, const EstimateOptions *o, const Profile *p,
                 Estimate *e, char *err, size_t errlen)
{
    memset(e, 0, sizeof *e);
    if (estimate_options_check(o, err, errlen))
        return -1;
    int player = estimate_pick_player(t, o->player, err, errlen);
    if (player < 0)
        return -1;
    if (table_check_duplicates(t, err, errlen))
        return -1;
    e->player = t->players[player];
    e->profile = *p;
    e->level = o->level;
    e->clock_main_ms = followed_clock(t, o, player);
    int n = estimate_select(t, o, player, &e->rows, e->excluded);
    if (n < 0) {
        snprintf(err, errlen, "%s", rating_text(o->lang, RT_ERR_OUT_OF_MEMORY));
        return -1;
    }
    if (n == 0) {
        char band[96];
        if (o->max_abs_eval >= ESTIMATE_NO_EVAL_BAND)
            snprintf(band, sizeof band, "%s", rating_text(o->lang, RT_ERR_NO_BAND));
        else
            snprintf(band, sizeof band, rating_text(o->lang, RT_ERR_BAND), o->max_abs_eval);
        snprintf(err, errlen, rating_text(o->lang, RT_ERR_NO_COUNTING), e->player,
                 (int)t->row_count - e->excluded[EX_OTHER_PLAYER], band, o->min_ply,
                 o->clock_filter ? rating_text(o->lang, RT_ERR_CLOCK_FILTER) : "",
                 rating_text(o->lang, o->count_mates ? RT_ERR_MATES_COUNTED : RT_ERR_NO_MATE_AFTER));
        estimate_free(e);
        return -1;
    }
    e->positions = n;
    e->stat = o->stat;
    if (o->stat.best_free && !table_says_best(t, e->rows, n)) {
        snprintf(err, errlen, rating_text(o->lang, RT_ERR_BEST_FREE_COLUMNS), n, e->player);
        estimate_free(e);
        return -1;
    }
    ChoiceSet cs = { 0 };
    int choice = o->stat.kind == STAT_CHOICE;
    if (choice && estimate_choice_prepare(t, o, e, &cs, err, errlen)) {
        estimate_free(e);
        return -1;
    }
    n = e->positions;
    StatRows sr = { t, &o->stat, choice ? &cs : NULL, choice ? e->choice.s : 0 };
    e->mean_loss = estimate_mean_loss(t, e->rows, n);
    int ok;
    e->statistic = stat_rows_value(&sr, e->rows, n, &ok);
    e->has_rating = estimate_profile_has_stat(p, &o->stat);
    EstimateInterval iv;
    /* The statistic's own interval is worth its cost where no rating may
     * say how sure it is: the choice fit, which has no profile yet. */
    if (ok && (e->has_rating || choice)) {
        estimate_bootstrap(&sr, e->rows, n, p, o->bootstrap_samples, o->seed, o->level, p->rmse, &iv);
        e->has_stat_interval = choice;
        e->stat_low = iv.stat_low;
        e->stat_high = iv.stat_high;
    }
    if (ok && e->has_rating) {
        e->rating = profile_rating(p, e->statistic);
        e->line_rmse = p->rmse;
        e->low = iv.low;
        e->high = iv.high;
        e->boot_low = iv.boot_low;
        e->boot_high = iv.boot_high;
        e->verdict = estimate_verdict(p, e->rating, n, o->min_positions);
    } else {
        e->verdict = ESTIMATE_TOO_FEW;
    }
    if (!ok || breakdown(t, player, p, &sr, e)) {
        snprintf(err, errlen, "%s", rating_text(o->lang, RT_ERR_OUT_OF_MEMORY));
        choice_set_free(&cs);
        estimate_free(e);
        return -1;
    }
    choice_set_free(&cs);
    verdict_warnings(e, o, p);
    check_engine(t, p, o->lang, e);
    return 0;
}

void estimate_free(Estimate *e)
{
    free(e->games);
    free(e->rows);
    e->games = NULL;
    e->rows = NULL;
    e->game_count = 0;
}
