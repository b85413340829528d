/* Position, SFEN and make/unmake: round trips, error messages, keys kept
 * incrementally equal to keys from scratch, and the single-move questions
 * (pos_illegal_reason, pos_gives_check, noisy/quiet stages) agreeing with
 * gen_legal on positions from random play. */
#include "tests/check.h"

#include "shogi/movegen.h"
#include "shogi/usi.h"

static Position pos;

static uint64_t rng_state = 0x2545f4914f6cdd1dULL;
static uint64_t rng(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return rng_state;
}

static const char *sfen_of(const Position *p)
{
    static char buf[256];
    pos_to_sfen(p, buf, sizeof buf);
    return buf;
}

static void test_startpos_sfen(void)
{
    pos_init_startpos(&pos);
    CHECK_STR(sfen_of(&pos), "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1");
    CHECK(!pos_in_check(&pos));
    CHECK_INT(pos_move_number(&pos), 1);
}

static void test_sfen_canonical(void)
{
    static const char *const cases[][2] = {
        { "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1",
          "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1" },
        { "4k4/9/9/9/9/9/9/9/4K4 b PPpPp 7", "4k4/9/9/9/9/9/9/9/4K4 b 3P2p 7" },
        { "4k4/9/9/9/9/9/9/9/4K4 b 10P2p", "4k4/9/9/9/9/9/9/9/4K4 b 10P2p 1" },
        { "  4k4/9/9/9/9/9/9/9/4K4   w   -   12  ", "4k4/9/9/9/9/9/9/9/4K4 w - 12" },
        { "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
          "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char err[256] = "";
        CHECK_INT(pos_set_sfen(&pos, cases[i][0], err, sizeof err), 0);
        CHECK_STR(sfen_of(&pos), cases[i][1]);
        CHECK_INT(pos_set_sfen(&pos, cases[i][1], err, sizeof err), 0);
        CHECK_STR(sfen_of(&pos), cases[i][1]);
    }
}

static void test_sfen_errors(void)
{
    static const char *const cases[][2] = {
        { "", "empty" },
        { "4k4/9/9/9/9/9/9/9 b - 1", "expected 9 ranks" },
        { "4k5/9/9/9/9/9/9/9/4K4 b - 1", "rank 1: more than 9 squares" },
        { "4k3/9/9/9/9/9/9/9/4K4 b - 1", "rank 1: 8 squares" },
        { "4x4/9/9/9/9/9/9/9/4K4 b - 1", "expected a piece letter" },
        { "4+g4/9/9/9/9/9/9/9/4K4 b - 1", "'+' must be followed by" },
        { "4k4/9/9/9/9/9/9/9/4K4 x - 1", "side to move 'b' or 'w'" },
        { "4k4/9/9/9/9/9/9/9/4K4 b", "pieces in hand" },
        { "4k4/9/9/9/9/9/9/9/4K4 b K 1", "hand: expected a piece letter" },
        { "4k4/9/9/9/9/9/9/9/4K4 b 19P 1", "count 19 out of range" },
        { "4k4/9/9/9/9/9/9/9/4K4 b - x", "expected a move number" },
        { "4k4/9/9/9/9/9/9/9/4K4 b - 1 junk", "unexpected text" },
        { "k8/p8/p8/9/9/9/9/9/L8 w - 1", "nifu" },
        { "P3k4/9/9/9/9/9/9/9/4K4 b - 1", "could never move again" },
        { "4k4/9/9/9/9/9/9/9/3KK4 b - 1", "more than one king" },
        { "4k4/4R4/9/9/9/9/9/9/4K4 b - 1", "not to move (white) is in check" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char err[256] = "";
        CHECK_INT(pos_set_sfen(&pos, cases[i][0], err, sizeof err), -1);
        if (!strstr(err, cases[i][1]))
            fprintf(stderr, "  '%s': message '%s' lacks '%s'\n", cases[i][0], err, cases[i][1]);
        CHECK(strstr(err, cases[i][1]) != NULL);
    }
}

static bool in_list(const MoveList *l, Move m)
{
    for (int i = 0; i < l->count; i++)
        if (l->moves[i] == m)
            return true;
    return false;
}

/* Every well-formed move: pos_illegal_reason is NULL exactly for the
 * moves gen_legal produces. */
static void check_reasons_agree(const MoveList *legal)
{
    int agreed = 0;
    for (Square to = 0; to < SQ_NB; to++) {
        for (int from = 0; from < SQ_NB + HAND_TYPE_NB - 1; from++)
            for (int promote = 0; promote < 2; promote++) {
                if (from == to)
                    continue;
                Move m = (Move)(to | (from << 7) | (promote ? MOVE_PROMOTE_FLAG : 0));
                bool listed = in_list(legal, m);
                const char *why = pos_illegal_reason(&pos, m);
                if (listed != (why == NULL)) {
                    char usi[USI_MOVE_MAX];
                    move_to_usi(m, usi);
                    fprintf(stderr, "  %s in %s: listed %d, reason %s\n", usi, sfen_of(&pos), listed, why ? why : "none");
                }
                agreed += listed == (why == NULL);
                CHECK(listed == (why == NULL));
            }
    }
    (void)agreed;
}

/* The stages partition the legal moves; gives_check matches the checkers
 * after the move; keys match a recomputation; undo restores everything. */
static void check_position_consistency(bool exhaustive)
{
    MoveList all, noisy, quiet;
    gen_legal(&pos, &all);
    gen_legal_noisy(&pos, &noisy);
    gen_legal_quiet(&pos, &quiet);
    CHECK_INT(noisy.count + quiet.count, all.count);
    for (int i = 0; i < noisy.count; i++) {
        Move m = noisy.moves[i];
        CHECK(in_list(&all, m));
        CHECK(move_is_promote(m) || (!move_is_drop(m) && pos_piece_on(&pos, move_to(m))));
    }
    for (int i = 0; i < quiet.count; i++)
        CHECK(in_list(&all, quiet.moves[i]));
    MoveList checks;
    gen_legal_checks(&pos, &checks);
    int checking = 0;
    for (int i = 0; i < all.count; i++)
        checking += pos_gives_check(&pos, all.moves[i]);
    CHECK_INT(checks.count, checking);
    for (int i = 0; i < checks.count; i++)
        CHECK(in_list(&all, checks.moves[i]) && pos_gives_check(&pos, checks.moves[i]));
    CHECK(pos_key(&pos) == pos_compute_key(&pos));
    if (exhaustive)
        check_reasons_agree(&all);
    char before[256];
    snprintf(before, sizeof before, "%s", sfen_of(&pos));
    uint64_t key = pos_key(&pos);
    for (int i = 0; i < all.count; i++) {
        bool gives = pos_gives_check(&pos, all.moves[i]);
        pos_do_move(&pos, all.moves[i]);
        CHECK(gives == pos_in_check(&pos));
        CHECK(pos_key(&pos) == pos_compute_key(&pos));
        pos_undo_move(&pos);
    }
    CHECK_STR(sfen_of(&pos), before);
    CHECK(pos_key(&pos) == key);
}

static void random_games(const char *start, int games, int max_plies)
{
    char err[256];
    for (int g = 0; g < games; g++) {
        CHECK_INT(pos_set_sfen(&pos, start, err, sizeof err), 0);
        for (int ply = 0; ply < max_plies; ply++) {
            check_position_consistency(ply % 8 == 0);
            MoveList l;
            gen_legal(&pos, &l);
            if (!l.count) {
                CHECK(pos_is_mated(&pos));
                break;
            }
            Move m = l.moves[rng() % (uint64_t)l.count];
            /* Favour captures so hands fill up and drops dominate later. */
            for (int tries = 0; tries < 4 && !pos_piece_on(&pos, move_to(m)); tries++)
                m = l.moves[rng() % (uint64_t)l.count];
            char usi[USI_MOVE_MAX];
            move_to_usi(m, usi);
            CHECK(move_from_usi(&pos, usi) == m);
            pos_do_move(&pos, m);
            /* A SFEN round trip keeps the position and its key. */
            static Position copy;
            CHECK_INT(pos_set_sfen(&copy, sfen_of(&pos), err, sizeof err), 0);
            CHECK(pos_key(&copy) == pos_key(&pos));
        }
    }
}

static void test_random_play_consistency(void)
{
    int games = CHECK_SANITIZED ? 3 : 30;
    random_games("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1", games, 200);
    random_games("9/9/9/3k5/9/5K3/9/9/9 b RB2G2S2N2L9Prb2g2s2n2l9p 1", games / 3, 120);
}

static void test_null_move(void)
{
    pos_init_startpos(&pos);
    uint64_t key = pos_key(&pos);
    pos_do_null(&pos);
    CHECK(pos_side(&pos) == WHITE);
    CHECK(pos_key(&pos) != key);
    CHECK(pos_key(&pos) == pos_compute_key(&pos));
    pos_undo_null(&pos);
    CHECK(pos_key(&pos) == key);
}

static void test_illegal_reasons(void)
{
    static const char *const cases[][3] = {
        { "startpos", "7g7e", "that piece cannot move there" },
        { "startpos", "3c3d", "not your piece" },
        { "startpos", "5e5d", "there is no piece on that square" },
        { "startpos", "7i6i", "you cannot capture your own piece" },
        { "startpos moves 7g7f 3c3d", "8h2b", "" },
        { "startpos moves 7g7f 3c3d 8h2b+ 3a2b", "B*5e", "" },
        { "startpos moves 7g7f 3c3d 8h2b+ 3a2b", "B*5c", "that square is occupied" },
        { "startpos moves 7g7f 3c3d 8h3c", "", "" },
        { "sfen 4k4/9/9/9/9/9/4P4/9/4K4 b P 1", "P*5e", "nifu: a pawn is already on file 5" },
        { "sfen 4k4/9/9/9/9/9/9/9/4K4 b P 1", "P*1a", "a pawn there could never move again" },
        { "sfen 4k4/9/9/9/9/9/9/9/4K4 b N 1", "N*1b", "a knight there could never move again" },
        { "sfen 4k4/9/9/9/9/9/9/9/4K4 b L 1", "L*1a", "a lance there could never move again" },
        { "sfen 4k4/8P/9/9/9/9/9/9/4K4 b - 1", "1b1a", "must promote" },
        { "sfen 4k4/9/9/9/9/9/8P/9/4K4 b - 1", "1g1f+", "cannot promote" },
        { "sfen 4k4/9/9/9/9/9/9/9/4K4 b - 1", "5i4h+", "cannot promote" },
        { "sfen 4k4/4r4/9/9/9/9/9/4G4/4K4 b - 1", "5h4h", "leaves your king in check" },
        { "sfen 4k4/9/9/9/9/9/9/9/4K3r b - 1", "5i4i", "leaves your king in check" },
        { "sfen 3rkr3/9/8p/4N4/1B7/9/1SG6/1KS6/9 b LPp 1", "P*5b", "pawn-drop mate (uchifuzume) is not allowed" },
        { "sfen 4k4/9/9/9/9/9/9/9/4K4 b - 1", "G*5e", "no such piece in hand" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char err[256] = "";
        if (!*cases[i][1])
            continue;
        CHECK_INT(pos_set_usi(&pos, cases[i][0], err, sizeof err), 0);
        Move m = move_from_usi(&pos, cases[i][1]);
        if (m == MOVE_NONE) /* move_from_usi refuses what has no piece to move */
            continue;
        const char *why = pos_illegal_reason(&pos, m);
        if (!*cases[i][2]) {
            CHECK(why == NULL);
            continue;
        }
        if (!why || !strstr(why, cases[i][2]))
            fprintf(stderr, "  %s / %s: '%s' lacks '%s'\n", cases[i][0], cases[i][1], why ? why : "(legal)", cases[i][2]);
        CHECK(why && strstr(why, cases[i][2]));
    }
    pos_init_startpos(&pos);
    CHECK(move_from_usi(&pos, "G*5e") == MOVE_NONE);
    CHECK(move_from_usi(&pos, "5e5d") == MOVE_NONE);
    CHECK(pos_illegal_reason(&pos, move_make_drop(GOLD, make_square(5, 5))) != NULL);
}

static void test_usi_moves(void)
{
    char buf[USI_MOVE_MAX];
    move_to_usi(move_make(make_square(7, 7), make_square(7, 6), false), buf);
    CHECK_STR(buf, "7g7f");
    move_to_usi(move_make(make_square(2, 4), make_square(2, 3), true), buf);
    CHECK_STR(buf, "2d2c+");
    move_to_usi(move_make_drop(PAWN, make_square(5, 5)), buf);
    CHECK_STR(buf, "P*5e");
    pos_init_startpos(&pos);
    static const char *const bad[] = { "", "7g", "7g7f++", "0g7f", "7j7f", "7g7f ", "x*5e", "P*5j", "7g7g" };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        CHECK(move_from_usi(&pos, bad[i]) == MOVE_NONE);
}

static void test_position_lines(void)
{
    char err[256];
    CHECK_INT(pos_set_usi(&pos, "position startpos moves 7g7f 3c3d 8h2b+", err, sizeof err), 0);
    CHECK_INT(pos.ply, 3);
    CHECK_INT(pos_hand(&pos, BLACK, BISHOP), 1);
    CHECK_INT(pos_set_usi(&pos, "startpos", err, sizeof err), 0);
    CHECK_INT(pos_set_usi(&pos, "sfen 4k4/9/9/9/9/9/9/9/4K4 b G 1 moves G*5b", err, sizeof err), 0);
    CHECK_INT(pos_set_usi(&pos, "sfen 4k4/9/9/9/9/9/9/9/4K4 b G moves G*5b", err, sizeof err), 0);
    CHECK_STR(sfen_of(&pos), "4k4/4G4/9/9/9/9/9/9/4K4 w - 2");
    CHECK_INT(pos_set_usi(&pos, "startpos moves 7g7f 3c3d 7f7e 4a3b 7e7c", err, sizeof err), -1);
    CHECK(strstr(err, "move 5 (7e7c)") && strstr(err, "cannot move there"));
    CHECK_INT(pos_set_usi(&pos, "startpos moves 7g7f zz", err, sizeof err), -1);
    CHECK(strstr(err, "move 2 (zz)") != NULL);
    CHECK_INT(pos_set_usi(&pos, "startpos 7g7f", err, sizeof err), -1);
    CHECK(strstr(err, "expected 'moves'") != NULL);
    CHECK_INT(pos_set_usi(&pos, "position fen x", err, sizeof err), -1);
    CHECK(strstr(err, "expected 'startpos' or 'sfen") != NULL);
    CHECK_INT(pos_set_usi(&pos, "sfen 4k4/9 b - 1 moves 5i5h", err, sizeof err), -1);
    CHECK(strstr(err, "SFEN") != NULL);
}

static void test_repetition(void)
{
    char err[256];
    const char *shuffle = " 5i5h 5a5b 5h5i 5b5a";
    char line[512] = "startpos moves";
    CHECK_INT(pos_set_usi(&pos, line, err, sizeof err), 0);
    CHECK(pos_repetition(&pos, 2) == REP_NONE);
    for (int n = 1; n <= 3; n++) {
        strcat(line, shuffle);
        CHECK_INT(pos_set_usi(&pos, line, err, sizeof err), 0);
        CHECK(pos_repetition(&pos, n + 1) == REP_DRAW);
        CHECK(pos_repetition(&pos, n + 2) == REP_NONE);
    }
    /* Perpetual check over four occurrences: the checking side loses. */
    char perp[512] = "sfen lnsg1gsnl/1r5b1/ppppppppp/4k4/9/5R3/PPPPPPPPP/1B7/LNSGKGSNL b - 1 moves";
    for (int n = 0; n < 3; n++)
        strcat(perp, " 4f5f 5d4d 5f4f 4d5d");
    CHECK_INT(pos_set_usi(&pos, perp, err, sizeof err), 0);
    CHECK(pos_repetition(&pos, 4) == REP_LOSS);
    /* Not every move a check (the first 5i5h interrupts): a draw. */
    CHECK_INT(pos_set_usi(&pos, "sfen lnsg1gsnl/1r5b1/ppppppppp/4k4/9/5R3/PPPPPPPPP/1B7/LNSGKGSNL b - 1 moves "
                                "5i5h 5d6d 5h5i 6d5d", err, sizeof err), 0);
    CHECK(pos_repetition(&pos, 2) == REP_DRAW);
    /* A null move cuts the history a repetition may look back into. */
    CHECK_INT(pos_set_usi(&pos, "startpos moves 5i5h 5a5b 5h5i", err, sizeof err), 0);
    pos_do_null(&pos);
    CHECK(pos_repetition(&pos, 2) == REP_NONE);
}

static void test_perpetual_check_win_and_hands(void)
{
    char err[256];
    /* White to move after black's fourth checking cycle: white wins. */
    char line[512] = "sfen lnsg1gsnl/1r5b1/ppppppppp/4k4/9/4R4/PPPPPPPPP/1B7/LNSGKGSNL w - 1 moves";
    for (int n = 0; n < 3; n++)
        strcat(line, " 5d4d 5f4f 4d5d 4f5f");
    CHECK_INT(pos_set_usi(&pos, line, err, sizeof err), 0);
    CHECK(pos_repetition(&pos, 4) == REP_WIN);
    CHECK(pos_repetition(&pos, 5) == REP_NONE);
    /* Packed hands compare as "at least as much of everything". */
    CHECK_INT(pos_set_sfen(&pos, "4k4/9/9/9/9/9/9/9/4K4 b 2R3G4S4N4L18Pb 1", err, sizeof err), 0);
    const StateInfo *st = &pos.hist[pos.ply];
    CHECK(hand_is_superior_or_equal(st->hand_black, st->hand_white) == false);
    CHECK(hand_is_superior_or_equal(st->hand_black, 0));
    CHECK(hand_is_superior_or_equal(st->hand_black, st->hand_black));
    CHECK(!hand_is_superior_or_equal(0, st->hand_black));
    CHECK(st->hand_black == 2 * hand_unit(ROOK) + 3 * hand_unit(GOLD) + 4 * hand_unit(SILVER)
                          + 4 * hand_unit(KNIGHT) + 4 * hand_unit(LANCE) + 18 * hand_unit(PAWN));
    CHECK(st->hand_white == hand_unit(BISHOP));
}

static void test_declaration(void)
{
    char err[256];
    /* Black: 9 pawns, a dragon and a horse in camp (19 points) plus hand. */
    CHECK_INT(pos_set_sfen(&pos, "9/PPPPPPPPP/1K1+R+B4/9/4k4/9/9/9/9 b 7P 1", err, sizeof err), 0);
    CHECK(!pos_can_declare(&pos)); /* 19 + 7 = 26 points: short of 28 */
    CHECK_INT(pos_set_sfen(&pos, "9/PPPPPPPPP/1K1+R+B4/9/4k4/9/9/9/9 b G8P 1", err, sizeof err), 0);
    CHECK(pos_can_declare(&pos)); /* 19 + 1 + 8 = 28 */
    CHECK_INT(pos_set_sfen(&pos, "9/PPPPPPPPP/1K1+R+B4/9/4k4/9/9/9/9 w G8P 1", err, sizeof err), 0);
    CHECK(!pos_can_declare(&pos)); /* white to move: its king is not in camp */
    CHECK_INT(pos_set_sfen(&pos, "9/PPPPPPPPP/1K7/9/4k4/9/9/9/9 b 2R2BG8P 1", err, sizeof err), 0);
    CHECK(!pos_can_declare(&pos)); /* only 9 pieces in camp */
    CHECK_INT(pos_set_sfen(&pos, "9/PPPPPPPPP/K2+R+B4/9/4k4/9/9/9/r8 b G8P 1", err, sizeof err), 0);
    CHECK(pos_in_check(&pos));
    CHECK(!pos_can_declare(&pos)); /* in check */
    CHECK_INT(pos_set_sfen(&pos, "9/9/9/9/4K4/9/ppppppppp/1k1+r+b4/9 w g6p 1", err, sizeof err), 0);
    CHECK(!pos_can_declare(&pos)); /* white needs 27: 19 + 1 + 6 = 26 */
    CHECK_INT(pos_set_sfen(&pos, "9/9/9/9/4K4/9/ppppppppp/1k1+r+b4/9 w g7p 1", err, sizeof err), 0);
    CHECK(pos_can_declare(&pos)); /* 19 + 1 + 7 = 27 */
}

int main(void)
{
    RUN(test_startpos_sfen);
    RUN(test_sfen_canonical);
    RUN(test_sfen_errors);
    RUN(test_null_move);
    RUN(test_illegal_reasons);
    RUN(test_usi_moves);
    RUN(test_position_lines);
    RUN(test_repetition);
    RUN(test_perpetual_check_win_and_hands);
    RUN(test_declaration);
    RUN(test_random_play_consistency);
    return check_summary();
}
