/* Attack/defence and drop rate (see style.h). */
#include "app/report/style.h"

#include <math.h>
#include <stdlib.h>

static int manhattan(Square a, Square b)
{
    return abs(square_file(a) - square_file(b)) + abs(square_rank(a) - square_rank(b));
}

StyleClass style_rule(Square to, Square own_king, Square enemy_king)
{
    if (own_king == SQ_NONE || enemy_king == SQ_NONE)
        return STYLE_NONE;
    return manhattan(to, own_king) >= manhattan(to, enemy_king) ? STYLE_ATTACK : STYLE_DEFENCE;
}

/* Position keeps its fields to shogi/: the king is found on the board. */
static Square king_of(const Position *pos, Color c)
{
    Piece k = make_piece(c, KING);
    for (Square sq = 0; sq < SQ_NB; sq++)
        if (pos_piece_on(pos, sq) == k)
            return sq;
    return SQ_NONE;
}

StyleClass style_of_move(const Position *pos, Move m)
{
    Color us = pos_side(pos);
    return style_rule(move_to(m), king_of(pos, us), king_of(pos, color_flip(us)));
}

bool style_in_middle(int i, int n)
{
    return 3 * i >= n && 3 * i < 2 * n;
}

bool style_in_early(int i, int n)
{
    return 3 * i < 2 * n;
}

int style_add_record(const GameRecord *rec, Color side, StyleFigures *sum)
{
    Position pos;
    char err[128];
    if (!rec->start_sfen[0])
        pos_init_startpos(&pos);
    else if (pos_set_sfen(&pos, rec->start_sfen, err, sizeof err) != 0)
        return -1;
    /* Sides alternate, so the side's move count follows from who starts. */
    int first = pos_side(&pos) == side ? 1 : 0;
    int n = (rec->move_count + first) / 2;
    int k = 0, mid = 0, mid_att = 0;
    for (int i = 0; i < rec->move_count; i++) {
        Move m = rec->moves[i].move;
        if (pos_side(&pos) == side) {
            StyleClass c = style_of_move(&pos, m);
            if (style_in_middle(k, n) && c != STYLE_NONE) {
                mid++;
                mid_att += c == STYLE_ATTACK;
            }
            if (style_in_early(k, n)) {
                sum->early_moves++;
                sum->early_drops += move_is_drop(m);
            }
            k++;
        }
        pos_do_move(&pos, m);
    }
    sum->moves += n;
    sum->middle_moves += mid;
    sum->middle_attacks += mid_att;
    if (mid > 0) {
        sum->records++;
        /* Ties attack: the paper's attacking records were the fewer. */
        sum->attacking_records += 2 * mid_att >= mid;
    }
    return 0;
}

double style_attack_share(const StyleFigures *f)
{
    return f->middle_moves ? (double)f->middle_attacks / f->middle_moves : NAN;
}

double style_drop_rate(const StyleFigures *f)
{
    return f->early_moves ? (double)f->early_drops / f->early_moves : NAN;
}
