/* Attacking or defensive style after seed 004 (Omori and Kaneko, "A study
 * in machine learning from game records for players' styles in shogi",
 * section 4.1), and the drop rate of its section 5.3.
 *
 * A move attacks when the square it goes to is at least as far (Manhattan
 * distance, files plus ranks) from the mover's own king as from the
 * enemy king: d(to, own king) >= d(to, enemy king); otherwise it defends.
 * Ties attack (the paper: attacking moves are a little rarer). Drops and
 * captures are judged by the same square. The kings are where they stand
 * before the move, so a king move is judged from where the king was.
 *
 * A one-sided record (片棋譜: one player's moves of one game) is cut into
 * thirds by its own move count; its attack share is the attacking moves'
 * share of the middle third, and the record is attacking when attacks are
 * at least half there. Its drop rate is the drops' share of the first two
 * thirds (the paper leaves out the endgame, where mating uses many drops;
 * METHOD.md "Style" says how this reads the paper). */
#ifndef KIRYOKU_REPORT_STYLE_H
#define KIRYOKU_REPORT_STYLE_H

#include <stdbool.h>

#include "shogi/record.h"

typedef enum { STYLE_NONE = 0, STYLE_ATTACK, STYLE_DEFENCE } StyleClass;

/* The rule on squares alone. */
StyleClass style_rule(Square to, Square own_king, Square enemy_king);

/* The rule for move m in pos (before it is played); STYLE_NONE when a king
 * is missing (tsume-style positions). */
StyleClass style_of_move(const Position *pos, Move m);

typedef struct {
    int moves;            /* the side's moves in the record(s) */
    int records;          /* one-sided records summed in */
    int attacking_records; /* of which attacking by the middle-third rule */
    int middle_moves, middle_attacks;
    int early_moves, early_drops; /* the first two thirds */
} StyleFigures;

/* The one-sided record of `side` in rec, added to *sum (zero it first). */
int style_add_record(const GameRecord *rec, Color side, StyleFigures *sum);

/* The thirds of a one-sided record of n moves: the middle third is
 * [n/3, 2n/3) by move index (0-based), the first two thirds [0, 2n/3). */
bool style_in_middle(int i, int n);
bool style_in_early(int i, int n);

/* Shares, NAN when there is nothing to share. */
double style_attack_share(const StyleFigures *f);
double style_drop_rate(const StyleFigures *f);

/* The paper's line between drop-heavy and drop-light one-sided records
 * (5.3): half of its professionals' records were above it. */
#define STYLE_DROP_RATE_LINE 0.07

#endif
