/* A machine player that takes a person's time over each move (see
 * player.h, player_paced_new). An engine player answers in milliseconds,
 * so a headless test of one never leaves the idle time a person's thinking
 * does; whatever runs meanwhile in the background (the analysis of the
 * positions already played) cannot be measured at human pace without it.
 *
 * The inner player thinks as usual; its decision is held back until the
 * drawn think time has passed since the turn began. The time is drawn from
 * a generator seeded by the spec's seed and the game, so a game repeats its
 * think times.
 *
 * A person speeds up as the clock runs low; a player that kept drawing
 * 3-15 s lost on time at ply 125-142 in 10 of 12 games of 10-minute
 * sudden death, a measurement of its clock rather than of the positions
 * a person reaches. So the think time is at most a share of the time left
 * (paced_budget_ms), but never under a second while the draw allows one:
 * moving a piece takes a person that long, and so a long enough game is
 * still lost on time, as a person's is. */
#include "app/session/player.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai/target_loss.h"
#include "app/clock.h"

/* A person in sudden death spends the time left as if this many moves
 * remained: with 600 s and 3-15 s drawn, the share binds from about move
 * 40 (225 s left), and then the moves quicken towards the floor. */
enum { PACE_MOVES_AHEAD = 25, PACE_FLOOR_MS = 1000 };

typedef struct {
    Player *inner;
    int min_ms, max_ms;
    uint64_t seed, rng;
    int64_t turn_started;  /* clock_monotonic_ms() when the turn began */
    int64_t think_ms;      /* this turn's drawn think time */
    bool decided;          /* the inner player's decision, held back: */
    PlayerStatus status;
    char move[8];
    bool in_book;
} PacedImpl;

static int paced_new_game(Player *p, int game_index, Color side)
{
    PacedImpl *z = p->impl;
    z->rng = (z->seed ^ 0x5ace5ace5ace5aceull) + ((uint64_t)game_index + 1) * 0x9e3779b97f4a7c15ull;
    if (!z->rng)
        z->rng = 1;
    z->decided = false;
    if (z->inner->new_game(z->inner, game_index, side) != 0) {
        snprintf(p->error, sizeof p->error, "%s", player_error(z->inner));
        return -1;
    }
    return 0;
}

/* The most a person would spend on this move: a share of the main time
 * left, and what byoyomi and increment give back. */
static int64_t paced_budget_ms(const PlayerTurn *t)
{
    int64_t main_left = t->clock_ms[t->side] > 0 ? t->clock_ms[t->side] : 0;
    return main_left / PACE_MOVES_AHEAD + t->increment_ms + t->byoyomi_ms * 3 / 4;
}

int64_t paced_think_ms(int64_t drawn_ms, const PlayerTurn *t)
{
    int64_t budget = paced_budget_ms(t), floor = drawn_ms < PACE_FLOOR_MS ? drawn_ms : PACE_FLOOR_MS;
    int64_t think = drawn_ms < budget ? drawn_ms : budget;
    return think > floor ? think : floor;
}

static int paced_begin_turn(Player *p, const PlayerTurn *t)
{
    PacedImpl *z = p->impl;
    z->turn_started = clock_monotonic_ms(NULL);
    /* Drawn whatever the clock, so that the draws of later moves do not
     * depend on it. */
    int64_t drawn = z->min_ms + (int64_t)(target_random(&z->rng) * (z->max_ms - z->min_ms));
    z->think_ms = paced_think_ms(drawn, t);
    z->decided = false;
    if (z->inner->begin_turn(z->inner, t) != 0) {
        snprintf(p->error, sizeof p->error, "%s", player_error(z->inner));
        return -1;
    }
    return 0;
}

static void sleep_ms(int64_t ms)
{
    if (ms > 0)
        nanosleep(&(struct timespec){ (time_t)(ms / 1000), (long)(ms % 1000) * 1000000L }, NULL);
}

/* The inner player decides within its own time; the answer is given once
 * the think time has run, waiting at most timeout_ms for either. */
static PlayerStatus paced_poll(Player *p, int timeout_ms, char move[8], bool *in_book)
{
    PacedImpl *z = p->impl;
    int64_t start = clock_monotonic_ms(NULL);
    if (!z->decided) {
        z->status = z->inner->poll(z->inner, timeout_ms, z->move, &z->in_book);
        if (z->status == PLAYER_THINKING)
            return PLAYER_THINKING;
        z->decided = true;
        if (z->status == PLAYER_FAILED) {
            snprintf(p->error, sizeof p->error, "%s", player_error(z->inner));
            z->decided = false;
            return PLAYER_FAILED;
        }
    }
    int64_t now = clock_monotonic_ms(NULL), left = z->turn_started + z->think_ms - now;
    int64_t may_wait = timeout_ms - (now - start);
    if (left > 0) {
        sleep_ms(left < may_wait ? left : may_wait);
        if (clock_monotonic_ms(NULL) < z->turn_started + z->think_ms)
            return PLAYER_THINKING;
    }
    z->decided = false;
    memcpy(move, z->move, 8);
    *in_book = z->in_book;
    return z->status;
}

static void paced_cancel(Player *p)
{
    PacedImpl *z = p->impl;
    if (!z->decided)
        z->inner->cancel(z->inner);
    z->decided = false;
}

static void paced_destroy(Player *p)
{
    PacedImpl *z = p->impl;
    if (!z)
        return;
    player_free(z->inner);
    free(z);
    p->impl = NULL;
}

static const Player paced_ops = {
    .new_game = paced_new_game, .begin_turn = paced_begin_turn, .poll = paced_poll, .cancel = paced_cancel,
    .destroy = paced_destroy,
};

Player *player_paced_new(Player *inner, int min_ms, int max_ms, uint64_t seed, char *err, size_t errlen)
{
    if (!inner)
        return NULL;
    Player *p = malloc(sizeof *p);
    PacedImpl *z = calloc(1, sizeof *z);
    if (!p || !z) {
        free(p);
        free(z);
        player_free(inner);
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    *p = paced_ops;
    *z = (PacedImpl){ .inner = inner, .min_ms = min_ms, .max_ms = max_ms, .seed = seed, .rng = 1 };
    p->impl = z;
    p->has_book = inner->has_book;
    snprintf(p->name, sizeof p->name, "%s", inner->name);
    return p;
}
