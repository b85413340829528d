/* Attack and defence by seed 004's Manhattan-distance rule, the thirds of a
 * one-sided record, and the drop rate. */
#include <math.h>
#include <stdio.h>

#include "app/report/style.h"
#include "shogi/usi.h"
#include "tests/check.h"

static Square sq(int file, int rank) { return make_square(file, rank); }

/* Kings on 5i (ours) and 5a (theirs). 5f: 3 from ours, 5 from theirs:
 * defence. 5e: 4 and 4, a tie: attack. 5d: 5 and 3: attack. 1i: 4 from
 * ours, 4 + 8 = 12 from theirs: defence. 9a: 4 + 8 = 12 and 4: attack. */
static void rule_on_squares_with_ties(void)
{
    Square own = sq(5, 9), enemy = sq(5, 1);
    CHECK_INT(style_rule(sq(5, 6), own, enemy), STYLE_DEFENCE);
    CHECK_INT(style_rule(sq(5, 5), own, enemy), STYLE_ATTACK);
    CHECK_INT(style_rule(sq(5, 4), own, enemy), STYLE_ATTACK);
    CHECK_INT(style_rule(sq(1, 9), own, enemy), STYLE_DEFENCE);
    CHECK_INT(style_rule(sq(9, 1), own, enemy), STYLE_ATTACK);
    /* Off the kings' file: 3f from 5i is 2 + 3 = 5, from 7b is 4 + 4 = 8. */
    CHECK_INT(style_rule(sq(3, 6), own, sq(7, 2)), STYLE_DEFENCE);
    /* 6d from 5i is 1 + 5 = 6, from 7b 1 + 2 = 3. */
    CHECK_INT(style_rule(sq(6, 4), own, sq(7, 2)), STYLE_ATTACK);
    CHECK_INT(style_rule(sq(5, 5), SQ_NONE, enemy), STYLE_NONE);
}

static Move play(Position *pos, const char *usi)
{
    Move m = move_from_usi(pos, usi);
    CHECK(m != MOVE_NONE);
    return m;
}

/* Moves in real positions: a drop is judged by where it lands, a capture
 * by the square taken, a king move from where the king stood, and gote's
 * moves from gote's kings. */
static void rule_on_moves_drops_and_captures(void)
{
    Position pos;
    char err[200];
    /* Sente: king 5i, pawns in hand; gote: king 5a, a silver on 5e. */
    CHECK_INT(pos_set_sfen(&pos, "4k4/9/9/9/4s4/9/9/9/4K4 b 2P 1", err, sizeof err), 0);
    CHECK_INT(style_of_move(&pos, play(&pos, "P*5c")), STYLE_ATTACK);   /* 6 vs 2 */
    CHECK_INT(style_of_move(&pos, play(&pos, "P*5h")), STYLE_DEFENCE);  /* 1 vs 7 */
    CHECK_INT(style_of_move(&pos, play(&pos, "P*5f")), STYLE_DEFENCE);  /* 3 vs 5 */
    CHECK_INT(style_of_move(&pos, play(&pos, "5i4h")), STYLE_DEFENCE);  /* king: 1 vs 7 */
    CHECK_INT(pos_set_sfen(&pos, "4k4/9/9/9/4s4/4R4/9/9/4K4 b - 1", err, sizeof err), 0);
    CHECK_INT(style_of_move(&pos, play(&pos, "5f5e")), STYLE_ATTACK);   /* capture on 5e: 4 vs 4 */
    /* Gote to move: its own king is 5a, the enemy 5i; a drop on 5d is 3 from
     * its king and 5 from sente's: defence; on 5g, 6 vs 2: attack. */
    CHECK_INT(pos_set_sfen(&pos, "4k4/9/9/9/9/9/9/9/4K4 w p 1", err, sizeof err), 0);
    CHECK_INT(style_of_move(&pos, play(&pos, "P*5d")), STYLE_DEFENCE);
    CHECK_INT(style_of_move(&pos, play(&pos, "P*5g")), STYLE_ATTACK);
}

/* Thirds by the one-sided record's own count: 9 moves -> middle 3..5;
 * 10 -> 4..6 (3i >= 10, 3i < 20); first two thirds of 10 -> 0..6. */
static void thirds_of_a_record(void)
{
    int mid9 = 0, mid10 = 0, early10 = 0;
    for (int i = 0; i < 9; i++)
        mid9 += style_in_middle(i, 9) ? 1 << i : 0;
    for (int i = 0; i < 10; i++) {
        mid10 += style_in_middle(i, 10) ? 1 << i : 0;
        early10 += style_in_early(i, 10);
    }
    CHECK_INT(mid9, (1 << 3) | (1 << 4) | (1 << 5));
    CHECK_INT(mid10, (1 << 4) | (1 << 5) | (1 << 6));
    CHECK_INT(early10, 7);
}

static GameRecord *record_of(const char *sfen, const char *const *moves, int n)
{
    GameRecord *rec = record_new(sfen);
    Position pos;
    char err[200];
    CHECK_INT(pos_set_sfen(&pos, sfen, err, sizeof err), 0);
    for (int i = 0; i < n; i++) {
        Move m = move_from_usi(&pos, moves[i]);
        CHECK(m != MOVE_NONE);
        record_append_move(rec, m, -1, NULL);
        pos_do_move(&pos, m);
    }
    return rec;
}

/* Sente plays six moves: drops, P*1c.. (attack), then king moves
 * (defence). Thirds of 6: early 0..3, middle 2..3. Middle: moves 2 and 3.
 * Gote only shuffles its king. */
static void one_sided_figures_and_drop_rate(void)
{
    const char *sfen = "k8/9/9/9/9/9/9/9/8K b 4P 1";
    /* sente: P*9c (attack: 8+6 vs 0+2), 1i2h (king: defence), P*8c (attack),
     * 2h3h (defence), P*7c, 3h4h ; gote: 9a8a, 8a9a, ... */
    const char *moves[] = { "P*9c", "9a8a", "1i2h", "8a9a", "P*8c", "9a8a", "2h3h", "8a9a",
                            "P*7c", "9a8a", "3h4h", "8a9a" };
    GameRecord *rec = record_of(sfen, moves, 12);
    StyleFigures s = { 0 };
    CHECK_INT(style_add_record(rec, BLACK, &s), 0);
    CHECK_INT(s.moves, 6);
    CHECK_INT(s.middle_moves, 2);       /* P*8c, 2h3h */
    CHECK_INT(s.middle_attacks, 1);
    CHECK_INT(s.records, 1);
    CHECK_INT(s.attacking_records, 1);  /* a tie in the middle attacks */
    CHECK_INT(s.early_moves, 4);
    CHECK_INT(s.early_drops, 2);
    CHECK(fabs(style_drop_rate(&s) - 0.5) < 1e-12);
    CHECK(fabs(style_attack_share(&s) - 0.5) < 1e-12);
    StyleFigures g = { 0 };
    CHECK_INT(style_add_record(rec, WHITE, &g), 0);
    CHECK_INT(g.moves, 6);
    CHECK_INT(g.early_drops, 0);
    CHECK(style_drop_rate(&g) == 0);
    CHECK_INT(g.attacking_records, 0);
    StyleFigures none = { 0 };
    CHECK(isnan(style_drop_rate(&none)));
    CHECK(isnan(style_attack_share(&none)));
    record_free(rec);
}

int main(void)
{
    RUN(rule_on_squares_with_ties);
    RUN(rule_on_moves_drops_and_captures);
    RUN(thirds_of_a_record);
    RUN(one_sided_figures_and_drop_rate);
    return check_summary();
}
