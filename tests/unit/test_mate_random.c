/* The df-pn solver against a plain exhaustive search on random mating
 * nets: the same verdict and the same shortest length (strict rules) for
 * mates of up to 3 and 5 plies, lines that replay to mate, and the tsume
 * convention never longer than the strict one. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/mate.h"
#include "shogi/usi.h"
#include "tests/check.h"

static MateSolver *solver;
static Position pos;
static MateResult res;
static uint64_t rng = 0x1234567887654321ull;

static unsigned rnd(unsigned n)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (unsigned)(rng % n);
}

/* ---- the oracle: every check, every evasion, to a fixed depth ------------ */

static bool defender_mated_within(int plies);

static bool attacker_mates_within(int plies)
{
    if (plies < 1)
        return false;
    MoveList ml;
    gen_legal(&pos, &ml);
    for (int i = 0; i < ml.count; i++) {
        if (!pos_gives_check(&pos, ml.moves[i]))
            continue;
        pos_do_move(&pos, ml.moves[i]);
        bool mates = defender_mated_within(plies - 1);
        pos_undo_move(&pos);
        if (mates)
            return true;
    }
    return false;
}

static bool defender_mated_within(int plies)
{
    MoveList ml;
    gen_legal(&pos, &ml);
    if (ml.count == 0)
        return true;
    if (plies < 2)
        return false;
    for (int i = 0; i < ml.count; i++) {
        pos_do_move(&pos, ml.moves[i]);
        bool mates = attacker_mates_within(plies - 1);
        pos_undo_move(&pos);
        if (!mates)
            return false;
    }
    return true;
}

/* Shortest strict mate of at most max plies, or 0. */
static int oracle_length(int max)
{
    for (int n = 1; n <= max; n += 2)
        if (attacker_mates_within(n))
            return n;
    return 0;
}

/* ---- random mating nets -------------------------------------------------- */

static const char ATTACK_PIECES[] = "GSNLPRB";
static const char *const PROMOTED[] = { "+R", "+B", "+P", "+S" };

/* A gote king in its camp, sente pieces and a few gote defenders around it,
 * a small sente hand and maybe a gote hand; sente to move. */
static bool random_position(void)
{
    char cell[9][9][3];
    memset(cell, 0, sizeof cell);
    int kf = (int)rnd(9), kr = (int)rnd(3);
    strcpy(cell[kr][kf], "k");
    if (rnd(2))
        strcpy(cell[6 + rnd(3)][rnd(9)], "K");
    int attackers = 2 + (int)rnd(5), defenders = (int)rnd(4);
    for (int i = 0; i < attackers + defenders; i++) {
        int r = kr - 2 + (int)rnd(5), f = kf - 2 + (int)rnd(5);
        if (r < 0 || r > 8 || f < 0 || f > 8 || cell[r][f][0])
            continue;
        char piece[3] = { ATTACK_PIECES[rnd(7)], 0, 0 };
        if (rnd(4) == 0)
            strcpy(piece, PROMOTED[rnd(4)]);
        if (i >= attackers) /* a defender: gote's colour */
            for (char *c = piece; *c; c++)
                if (*c != '+')
                    *c = (char)(*c - 'A' + 'a');
        strcpy(cell[r][f], piece);
    }
    char sfen[256], *p = sfen;
    for (int r = 0; r < 9; r++) {
        int empty = 0;
        for (int f = 8; f >= 0; f--) { /* file 9 first */
            if (!cell[r][f][0]) {
                empty++;
                continue;
            }
            if (empty)
                p += sprintf(p, "%d", empty), empty = 0;
            p += sprintf(p, "%s", cell[r][f]);
        }
        if (empty)
            p += sprintf(p, "%d", empty);
        *p++ = r < 8 ? '/' : ' ';
    }
    p += sprintf(p, "b ");
    int hand = 0;
    for (int i = 1 + (int)rnd(3); i > 0; i--, hand++)
        *p++ = ATTACK_PIECES[rnd(7)];
    for (int i = (int)rnd(2); i > 0; i--, hand++)
        *p++ = (char)(ATTACK_PIECES[rnd(7)] - 'A' + 'a');
    if (!hand)
        *p++ = '-';
    strcpy(p, " 1");
    char err[256];
    return pos_set_sfen(&pos, sfen, err, sizeof err) == 0 && !pos_in_check(&pos);
}

static void compare(int max_plies, int *mates, int *checked)
{
    char sfen[256];
    pos_to_sfen(&pos, sfen, sizeof sfen);
    int want = oracle_length(max_plies);
    MateOptions opt = { .max_nodes = 2000000, .max_plies = max_plies, .rules = MATE_STRICT, .find_shortest = true };
    MateStatus st = mate_solve(solver, &pos, &opt, &res);
    (*checked)++;
    if (want) {
        (*mates)++;
        if (st != MATE_FOUND || res.length != want)
            fprintf(stderr, "  %s: oracle mate in %d, solver status %d length %d\n", sfen, want, st, res.length);
        CHECK_INT(st, MATE_FOUND);
        CHECK_INT(res.length, want);
        char err[256];
        if (st == MATE_FOUND && !mate_verify_line(&pos, res.pv, res.pv_len, MATE_STRICT, err, sizeof err)) {
            fprintf(stderr, "  %s: %s\n", sfen, err);
            CHECK(false);
        }
        opt.rules = MATE_TSUME;
        CHECK_INT(mate_solve(solver, &pos, &opt, &res), MATE_FOUND);
        CHECK(res.length <= want);
        if (max_plies == 3)
            CHECK(mate_in_3(&pos) != MOVE_NONE);
    } else {
        if (st != MATE_NONE)
            fprintf(stderr, "  %s: oracle no mate within %d, solver status %d length %d\n", sfen, max_plies, st,
                    res.length);
        CHECK_INT(st, MATE_NONE);
        if (max_plies == 3)
            CHECK_INT(mate_in_3(&pos), MOVE_NONE);
    }
}

static void agrees_with_exhaustive_search(int max_plies, int positions)
{
    int mates = 0, checked = 0, tries = 0;
    while (checked < positions && tries++ < positions * 20)
        if (random_position())
            compare(max_plies, &mates, &checked);
    printf("mate within %d: %d random positions, %d with a mate\n", max_plies, checked, mates);
    CHECK_INT(checked, positions);
    CHECK(mates >= positions / 8); /* the generator does make mates */
}

static void agrees_within_3(void) { agrees_with_exhaustive_search(3, CHECK_SANITIZED ? 100 : 1000); }
static void agrees_within_5(void) { agrees_with_exhaustive_search(5, CHECK_SANITIZED ? 20 : 150); }

int main(void)
{
    solver = mate_new(8);
    CHECK(solver != NULL);
    if (!solver)
        return check_summary();
    RUN(agrees_within_3);
    RUN(agrees_within_5);
    mate_free(solver);
    return check_summary();
}
