/* The game clock (see clock.h). The state is "main time left at the start
 * of this turn" plus "how long this turn has run"; every reading is derived
 * from those two, so a reading taken at any moment is exact and a pause is
 * just banking the turn's elapsed time. */
#include "app/clock.h"

#include <stdio.h>
#include <time.h>

#include "base/assert.h"

int64_t clock_monotonic_ms(void *ctx)
{
    (void)ctx;
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

double clock_monotonic_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static int64_t now(const Clock *c) { return c->src.now_ms(c->src.ctx); }

void clock_init(Clock *c, const ClockConfig *cfg, const ClockSource *src)
{
    c->cfg = *cfg;
    if (src && src->now_ms)
        c->src = *src;
    else
        c->src = (ClockSource){ clock_monotonic_ms, NULL };
    c->state = CLOCK_IDLE;
    c->side = BLACK;
    c->main_left[BLACK] = c->main_left[WHITE] = cfg->main_ms;
    c->turn_banked = 0;
    c->turn_started = 0;
    c->moves[BLACK] = c->moves[WHITE] = 0;
    c->flag = COLOR_NB;
}

void clock_start(Clock *c, Color side)
{
    c->side = side;
    c->turn_banked = 0;
    c->turn_started = now(c);
    c->state = CLOCK_RUNNING;
}

int64_t clock_turn_elapsed(const Clock *c)
{
    if (c->state == CLOCK_RUNNING) {
        int64_t t = now(c);
        /* The source is monotonic: a reading before the turn started would
         * give the mover time back. */
        KIRYOKU_ASSERT(t >= c->turn_started && c->turn_banked >= 0);
        return c->turn_banked + (t - c->turn_started);
    }
    if (c->state == CLOCK_IDLE)
        return 0;
    return c->turn_banked;
}

/* The turn's budget: everything the side to move may spend on this move. */
static int64_t turn_budget(const Clock *c)
{
    return c->main_left[c->side] + c->cfg.byoyomi_ms;
}

Color clock_flagged(Clock *c)
{
    if (c->flag == COLOR_NB && c->state != CLOCK_IDLE && clock_turn_elapsed(c) >= turn_budget(c))
        c->flag = c->side;
    return c->flag;
}

int64_t clock_press(Clock *c)
{
    if (c->state == CLOCK_IDLE || c->state == CLOCK_STOPPED)
        return 0;
    int64_t spent = clock_turn_elapsed(c);
    Color mover = c->side;
    clock_flagged(c);
    int64_t left = c->main_left[mover] - spent;
    KIRYOKU_ASSERT(spent >= 0 && c->main_left[mover] >= 0);
    c->main_left[mover] = left > 0 ? left : 0;
    if (c->flag == COLOR_NB)
        c->main_left[mover] += c->cfg.increment_ms;
    c->moves[mover]++;
    ClockState was = c->state;
    clock_start(c, color_flip(mover));
    if (was == CLOCK_PAUSED)
        clock_pause(c);
    return spent;
}

void clock_skip(Clock *c, int64_t ms)
{
    if (c->state != CLOCK_RUNNING || ms <= 0)
        return;
    int64_t t = now(c);
    /* The turn restarts later; never later than now, or the turn would
     * have run less than nothing. */
    if (ms > t - c->turn_started) {
        int64_t rest = ms - (t - c->turn_started);
        c->turn_banked = c->turn_banked > rest ? c->turn_banked - rest : 0;
        ms = t - c->turn_started;
    }
    c->turn_started += ms;
}

void clock_refund(Clock *c, Color side, int64_t ms)
{
    if (ms > 0)
        c->main_left[side] += ms;
}

void clock_pause(Clock *c)
{
    if (c->state != CLOCK_RUNNING)
        return;
    c->turn_banked = clock_turn_elapsed(c);
    c->state = CLOCK_PAUSED;
}

void clock_resume(Clock *c)
{
    if (c->state != CLOCK_PAUSED)
        return;
    c->turn_started = now(c);
    c->state = CLOCK_RUNNING;
}

void clock_stop(Clock *c)
{
    if (c->state == CLOCK_RUNNING)
        c->turn_banked = clock_turn_elapsed(c);
    c->state = CLOCK_STOPPED;
}

void clock_restore(Clock *c, const int64_t main_left[COLOR_NB], Color side)
{
    c->main_left[BLACK] = main_left[BLACK] > 0 ? main_left[BLACK] : 0;
    c->main_left[WHITE] = main_left[WHITE] > 0 ? main_left[WHITE] : 0;
    c->side = side;
    c->turn_banked = 0;
    c->turn_started = now(c);
    c->state = CLOCK_PAUSED;
    c->flag = COLOR_NB;
}

void clock_restore_turn(Clock *c, const int64_t main_left[COLOR_NB], Color side, int64_t spent_ms)
{
    clock_restore(c, main_left, side);
    c->turn_banked = spent_ms > 0 ? spent_ms : 0;
}

int64_t clock_main_left(const Clock *c, Color side)
{
    if (side != c->side || c->state == CLOCK_IDLE)
        return c->main_left[side];
    int64_t left = c->main_left[side] - clock_turn_elapsed(c);
    return left > 0 ? left : 0;
}

int64_t clock_byoyomi_left(const Clock *c, Color side)
{
    if (c->cfg.byoyomi_ms <= 0)
        return 0;
    if (side != c->side || c->state == CLOCK_IDLE)
        return c->cfg.byoyomi_ms;
    int64_t into_byo = clock_turn_elapsed(c) - c->main_left[side];
    if (into_byo <= 0)
        return c->cfg.byoyomi_ms;
    int64_t left = c->cfg.byoyomi_ms - into_byo;
    return left > 0 ? left : 0;
}

int64_t clock_ms_to_flag(const Clock *c, Color side)
{
    return clock_main_left(c, side) + clock_byoyomi_left(c, side);
}

void clock_format(int64_t ms, char *buf, size_t len)
{
    if (ms < 0)
        ms = 0;
    if (ms < 10000) {
        snprintf(buf, len, "0:%02d.%d", (int)(ms / 1000), (int)(ms % 1000 / 100));
        return;
    }
    int64_t s = ms / 1000;
    if (s >= 3600)
        snprintf(buf, len, "%d:%02d:%02d", (int)(s / 3600), (int)(s / 60 % 60), (int)(s % 60));
    else
        snprintf(buf, len, "%d:%02d", (int)(s / 60), (int)(s % 60));
}
