/* Fills the attack tables declared in attacks.h, once, before main(). */
#include "shogi/attacks.h"

Bitboard attack_step_table[COLOR_NB][PIECE_TYPE_NB][SQ_NB];
Bitboard attack_file_table[SQ_NB][128];
Bitboard attack_forward_ray[COLOR_NB][SQ_NB];
Bitboard attack_ray[DIR_NB][SQ_NB];
Bitboard attack_bishop_empty[SQ_NB];
Bitboard attack_rook_empty[SQ_NB];
Bitboard attack_between[SQ_NB][SQ_NB];
Bitboard attack_line[SQ_NB][SQ_NB];
Bitboard bb_zone[COLOR_NB];
Bitboard bb_last_rank[COLOR_NB];
Bitboard bb_last_two[COLOR_NB];

/* File and rank deltas of each direction, as in the DIR_ enum. */
static const int dir_df[DIR_NB] = { 0, 1, 1, 1, 0, -1, -1, -1 };
static const int dir_dr[DIR_NB] = { 1, 0, 1, -1, -1, 0, -1, 1 };

static bool on_board(int file, int rank) { return file >= 1 && file <= 9 && rank >= 1 && rank <= 9; }

/* Steps as (file delta, rank delta) for BLACK, whose forward is rank - 1;
 * WHITE's steps are the same with the rank delta negated. */
typedef struct { int n; int df[8]; int dr[8]; } Steps;

static const Steps steps_pawn = { 1, { 0 }, { -1 } };
static const Steps steps_knight = { 2, { -1, 1 }, { -2, -2 } };
static const Steps steps_silver = { 5, { -1, 0, 1, -1, 1 }, { -1, -1, -1, 1, 1 } };
static const Steps steps_gold = { 6, { -1, 0, 1, -1, 1, 0 }, { -1, -1, -1, 0, 0, 1 } };
static const Steps steps_king = { 8, { -1, 0, 1, -1, 1, -1, 0, 1 }, { -1, -1, -1, 0, 0, 1, 1, 1 } };

static Bitboard step_bb(const Steps *s, Color c, Square sq)
{
    Bitboard b = 0;
    int f = square_file(sq), r = square_rank(sq);
    for (int i = 0; i < s->n; i++) {
        int nf = f + s->df[i], nr = r + (c == BLACK ? s->dr[i] : -s->dr[i]);
        if (on_board(nf, nr))
            b |= bb_square(make_square(nf, nr));
    }
    return b;
}

static void init_steps(void)
{
    for (int c = 0; c < COLOR_NB; c++)
        for (Square sq = 0; sq < SQ_NB; sq++) {
            Bitboard gold = step_bb(&steps_gold, (Color)c, sq);
            attack_step_table[c][PAWN][sq] = step_bb(&steps_pawn, (Color)c, sq);
            attack_step_table[c][KNIGHT][sq] = step_bb(&steps_knight, (Color)c, sq);
            attack_step_table[c][SILVER][sq] = step_bb(&steps_silver, (Color)c, sq);
            attack_step_table[c][GOLD][sq] = gold;
            attack_step_table[c][KING][sq] = step_bb(&steps_king, (Color)c, sq);
            attack_step_table[c][PRO_PAWN][sq] = gold;
            attack_step_table[c][PRO_LANCE][sq] = gold;
            attack_step_table[c][PRO_KNIGHT][sq] = gold;
            attack_step_table[c][PRO_SILVER][sq] = gold;
        }
}

/* The ray from sq in one direction on an empty board, or cut after the
 * first occupied square of occ. */
static Bitboard slide(Square sq, int dir, Bitboard occ)
{
    Bitboard b = 0;
    int f = square_file(sq) + dir_df[dir], r = square_rank(sq) + dir_dr[dir];
    for (; on_board(f, r); f += dir_df[dir], r += dir_dr[dir]) {
        Square s = make_square(f, r);
        b |= bb_square(s);
        if (bb_test(occ, s))
            break;
    }
    return b;
}

static void init_sliders(void)
{
    for (Square sq = 0; sq < SQ_NB; sq++) {
        for (int d = 0; d < DIR_NB; d++)
            attack_ray[d][sq] = slide(sq, d, 0);
        attack_forward_ray[BLACK][sq] = attack_ray[DIR_N][sq];
        attack_forward_ray[WHITE][sq] = attack_ray[DIR_S][sq];
        attack_bishop_empty[sq] = attack_ray[DIR_SW][sq] | attack_ray[DIR_NW][sq]
                                | attack_ray[DIR_NE][sq] | attack_ray[DIR_SE][sq];
        attack_rook_empty[sq] = attack_ray[DIR_S][sq] | attack_ray[DIR_N][sq]
                              | attack_ray[DIR_W][sq] | attack_ray[DIR_E][sq];
        int base = sq - sq % 9;
        for (int idx = 0; idx < 128; idx++) {
            Bitboard occ = (Bitboard)idx << (base + 1);
            attack_file_table[sq][idx] = slide(sq, DIR_S, occ) | slide(sq, DIR_N, occ);
        }
    }
}

static void init_geometry(void)
{
    for (Square a = 0; a < SQ_NB; a++)
        for (int d = 0; d < DIR_NB; d++) {
            Bitboard ray = attack_ray[d][a];
            int opposite = (d + 4) % DIR_NB;
            Bitboard whole = ray | attack_ray[opposite][a] | bb_square(a);
            for (Bitboard r = ray; r;) {
                Square b = bb_pop(&r);
                attack_between[a][b] = ray & attack_ray[opposite][b];
                attack_line[a][b] = whole;
            }
        }
}

static void init_zones(void)
{
    for (int c = 0; c < COLOR_NB; c++) {
        bb_zone[c] = bb_far_ranks((Color)c, 3);
        bb_last_rank[c] = bb_far_ranks((Color)c, 1);
        bb_last_two[c] = bb_far_ranks((Color)c, 2);
    }
}

__attribute__((constructor)) static void attacks_init(void)
{
    init_steps();
    init_sliders();
    init_geometry();
    init_zones();
}
