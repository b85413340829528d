/* Settai steered by the judge's eyes (issues 34 and 36).
 *
 * Settai plays the move its own engine scores closest to 0. Among many
 * replies the one that looks most level to a half-sighted engine is
 * often one it misreads: on the accuracy pool's games gpsshogi at depth 4
 * found 9% of the player's positions from ply 40 level where the built-in
 * engine found 49% (bench/RESULTS.md "Where the rating stands with
 * gpsshogi as the judge"). So a stronger judge cannot rate settai's games,
 * although it reads people's moves far better.
 *
 * Steering: settai's own search names its few replies nearest 0; the
 * steering engine (the judge's engine at the judge's depth) scores the
 * position after each, and settai plays the one that engine finds nearest
 * 0. The position after settai's move is the one the judge analyses
 * before the player's move, so "level" is then the judge's level.
 *
 * The two engines do not read positions alike, and not by chance: where
 * settai's engine sees level, the judge often sees settai well ahead
 * (the first steered games: -1000 to mate for the player while settai
 * read its moves as level). Candidates all near settai's own 0 then give
 * the judge nothing level to choose. So settai aims its own search at a
 * target that follows the judge's reading: the judge's value of the last
 * candidates less settai's own (the offset), smoothed over the game; its
 * candidates are then the replies nearest that target.
 *
 * This file holds the choices as pure functions; the Opponent runs the
 * searches (opponent.h). */
#ifndef KIRYOKU_AI_SETTAI_STEER_H
#define KIRYOKU_AI_SETTAI_STEER_H

#include <stdbool.h>
#include <stdint.h>

#include "bridge/bridge.h"

enum {
    SETTAI_STEER_MAX = 8,        /* candidates scored by the steering engine at most */
    SETTAI_STEER_COUNT = 4,      /* ... by default: about 1-2 CPU s a move with gpsshogi at depth 4 */
    /* Settai's own search scores every reply within this much of its
     * nearest distance to 0 (its slack), so that there are candidates to
     * steer among: a reply 150 cp off level in its eyes is often nearer
     * level in the judge's. */
    SETTAI_STEER_SLACK_CP = 150,
    /* Steering starts some plies before the level positions count (from
     * ply 40), to bring the game into the judge's band by then. */
    SETTAI_STEER_FROM_PLY = 30,
    /* Not with less than this on settai's clock: steering spends about a
     * second a move, which a short clock cannot spare. */
    SETTAI_STEER_MIN_CLOCK_MS = 60000,
    /* One candidate's search stops after this long however deep it got:
     * a loaded machine must not make settai lose on time. */
    SETTAI_STEER_MOVETIME_MS = 3000,
    /* The offset's smoothing: each move's mean offset weighs this many
     * percent against the game's before. */
    SETTAI_STEER_SMOOTH_PCT = 50,
    /* The target stays within this of 0: beyond, a reading so far apart
     * says more about one position than about the engines. */
    SETTAI_STEER_TARGET_MAX_CP = 800,
};

/* The offset between the two readings over a game. */
typedef struct {
    int offset;   /* judge less settai's own, settai's view, cp */
    bool known;   /* no steered move yet: none */
} SteerOffset;

void settai_steer_offset_reset(SteerOffset *s);
/* After a steered move: own[i] settai's value of candidate i, judge[i]
 * the judge's score of the position after it (the player's view; NONE
 * when not scored). Mates on either side are left out. */
void settai_steer_offset_add(SteerOffset *s, const int *own, const int *judge, int n);
/* The target for settai's own search: the value in its eyes the judge
 * should read as level, within +-SETTAI_STEER_TARGET_MAX_CP. */
int settai_steer_target(const SteerOffset *s);

/* Up to `max` indices into roots (settai's scored replies, its view),
 * nearest target first, of the replies within slack_cp of the nearest
 * distance;
 * mates are never candidates (a forced mate is not level in anyone's
 * eyes). Returns how many (0 or 1: nothing to steer among). */
int settai_steer_candidates(const BridgeRootScore *roots, int n, int target, int max, int slack_cp, int *out);

/* The steered pick: judge[i] is the steering engine's score of the
 * position after candidate i, from the player's side (who moves there);
 * BRIDGE_SCORE_NONE when it was not scored. Returns the candidate whose
 * value is nearest 0 (a mate counts as the farthest), drawn with *rng
 * among those within near_cp of it (near_cp < 0: none drawn, the first
 * wins ties); -1 when none was scored. */
int settai_steer_pick(const int *judge, int n, int near_cp, uint64_t *rng);

#endif
