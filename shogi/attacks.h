/* Attack tables for every piece type and colour, and sliding attacks.
 *
 * The tables are filled before main() runs (a constructor in attacks.c), so
 * they can be used from anywhere without an explicit init call.
 *
 * Step pieces: attacks_step(c, t, sq) for every type that moves one step at
 *   a time (PAWN, KNIGHT, SILVER, GOLD, KING and the promoted small pieces,
 *   which move like GOLD). Empty for sliders.
 * Sliders: attacks_lance/bishop/rook/horse/dragon(…, occupied).
 *   The file direction (lance, rook vertical) is one table lookup indexed by
 *   the occupancy of the file's seven inner squares; ranks and diagonals use
 *   precomputed rays cut at the first blocker.
 * attacks_piece(c, t, sq, occ) dispatches on the type.
 * Geometry: bb_between(a, b) (squares strictly between two aligned squares)
 *   and bb_line(a, b) (the whole line through them), empty when not aligned.
 */
#ifndef KIRYOKU_ATTACKS_H
#define KIRYOKU_ATTACKS_H

#include "shogi/bitboard.h"
#include "shogi/types.h"

/* Ray directions: the four with a positive square delta first. */
enum { DIR_S = 0, DIR_W, DIR_SW, DIR_NW, DIR_N, DIR_E, DIR_NE, DIR_SE, DIR_NB };

extern Bitboard attack_step_table[COLOR_NB][PIECE_TYPE_NB][SQ_NB];
extern Bitboard attack_file_table[SQ_NB][128];  /* both directions along the file */
extern Bitboard attack_forward_ray[COLOR_NB][SQ_NB]; /* empty-board lance attacks */
extern Bitboard attack_ray[DIR_NB][SQ_NB];
extern Bitboard attack_bishop_empty[SQ_NB];
extern Bitboard attack_rook_empty[SQ_NB];
extern Bitboard attack_between[SQ_NB][SQ_NB];
extern Bitboard attack_line[SQ_NB][SQ_NB];

/* Promotion zone and the ranks where a piece could never move again. */
extern Bitboard bb_zone[COLOR_NB];      /* the three far ranks */
extern Bitboard bb_last_rank[COLOR_NB]; /* the far rank */
extern Bitboard bb_last_two[COLOR_NB];  /* the two far ranks */

static inline Bitboard attacks_step(Color c, PieceType t, Square sq) { return attack_step_table[c][t][sq]; }
static inline Bitboard bb_between(Square a, Square b) { return attack_between[a][b]; }
static inline Bitboard bb_line(Square a, Square b) { return attack_line[a][b]; }

/* Attacks along a square's file in both directions, stopping at blockers. */
static inline Bitboard attacks_file(Square sq, Bitboard occ)
{
    int base = sq - sq % 9;
    return attack_file_table[sq][(int)(occ >> (base + 1)) & 127];
}

static inline Bitboard attacks_lance(Color c, Square sq, Bitboard occ)
{
    return attacks_file(sq, occ) & attack_forward_ray[c][sq];
}

/* One ray cut just after its first blocker. */
static inline Bitboard attacks_ray(int dir, Square sq, Bitboard occ)
{
    Bitboard r = attack_ray[dir][sq], b = r & occ;
    if (!b)
        return r;
    return r ^ attack_ray[dir][dir < DIR_N ? bb_lsb(b) : bb_msb(b)];
}

static inline Bitboard attacks_bishop(Square sq, Bitboard occ)
{
    return attacks_ray(DIR_SW, sq, occ) | attacks_ray(DIR_NW, sq, occ)
         | attacks_ray(DIR_NE, sq, occ) | attacks_ray(DIR_SE, sq, occ);
}

static inline Bitboard attacks_rook(Square sq, Bitboard occ)
{
    return attacks_file(sq, occ) | attacks_ray(DIR_W, sq, occ) | attacks_ray(DIR_E, sq, occ);
}

static inline Bitboard attacks_horse(Square sq, Bitboard occ)
{
    return attacks_bishop(sq, occ) | attack_step_table[BLACK][KING][sq];
}

static inline Bitboard attacks_dragon(Square sq, Bitboard occ)
{
    return attacks_rook(sq, occ) | attack_step_table[BLACK][KING][sq];
}

/* The squares a piece of colour c and type t on sq attacks. */
static inline Bitboard attacks_piece(Color c, PieceType t, Square sq, Bitboard occ)
{
    switch (t) {
    case LANCE: return attacks_lance(c, sq, occ);
    case BISHOP: return attacks_bishop(sq, occ);
    case ROOK: return attacks_rook(sq, occ);
    case HORSE: return attacks_horse(sq, occ);
    case DRAGON: return attacks_dragon(sq, occ);
    default: return attack_step_table[c][t][sq];
    }
}

#endif
