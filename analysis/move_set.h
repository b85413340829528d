/* Which moves of a game to analyse, for `kiryoku analyze --moves`: a list
 * of plies and ranges ("20-60,75"). A judge is compared with another on
 * the moves that can count (bench/judge_compare.sh); searching only those
 * positions, and not the opening book or the decided endgame, makes a
 * dear judge affordable on the whole human corpus. */
#ifndef KIRYOKU_ANALYSIS_MOVE_SET_H
#define KIRYOKU_ANALYSIS_MOVE_SET_H

#include <stdbool.h>
#include <stddef.h>

enum { MOVE_SET_MAX_RANGES = 512 };

typedef struct {
    int count;
    struct {
        int from, to;      /* plies, 1-based, inclusive */
    } range[MOVE_SET_MAX_RANGES];
} MoveSet;

/* Parses "A", "A-B" items separated by commas (plies >= 1, A <= B).
 * Returns 0, or -1 with a message in err. */
int move_set_parse(const char *text, MoveSet *out, char *err, size_t errlen);

/* Is move `ply` (1-based) in the set? A NULL set holds every move. */
bool move_set_has(const MoveSet *set, int ply);

/* Is the position after `ply` moves needed: the one before a move of the
 * set, or the one after it (its eval_after)? A NULL set needs all. */
bool move_set_needs_position(const MoveSet *set, int ply);

#endif
