/* Mate tests that need no table: checkmate under both length conventions,
 * the futile-interposition rule, mate in 1 and 3, and checking a line. */
#include "engine/mate_rules.h"

#include <stdio.h>
#include <stdlib.h>

#include "shogi/movegen.h"
#include "shogi/usi.h"

static Square king_square(const Position *pos, Color c)
{
    Piece k = make_piece(c, KING);
    for (Square sq = 0; sq < SQ_NB; sq++)
        if (pos_piece_on(pos, sq) == k)
            return sq;
    return SQ_NONE;
}

static int distance(Square a, Square b)
{
    int df = abs(square_file(a) - square_file(b)), dr = abs(square_rank(a) - square_rank(b));
    return df > dr ? df : dr;
}

/* Some capture of the piece just dropped on `to` checks and mates again. */
static bool recapture_mates(Position *pos, Square to)
{
    MoveList caps;
    gen_legal(pos, &caps);
    for (int i = 0; i < caps.count; i++) {
        Move c = caps.moves[i];
        if (move_is_drop(c) || move_to(c) != to || !pos_gives_check(pos, c))
            continue;
        pos_do_move(pos, c);
        MoveList ev;
        gen_legal(pos, &ev);
        bool mated = mate_rules_mated(pos, &ev, MATE_TSUME);
        pos_undo_move(pos);
        if (mated)
            return true;
    }
    return false;
}

/* The evasions are all drops. They are futile if every drop on the
 * interposing square nearest the king is captured with mate (the nearest
 * square is the defender's best chance: the king guards it). */
static bool futile_drops(Position *pos, const MoveList *ev)
{
    Square k = king_square(pos, pos_side(pos));
    if (k == SQ_NONE)
        return false;
    int nearest = 99;
    for (int i = 0; i < ev->count; i++) {
        int d = distance(move_to(ev->moves[i]), k);
        if (d < nearest)
            nearest = d;
    }
    for (int i = 0; i < ev->count; i++) {
        Move m = ev->moves[i];
        if (distance(move_to(m), k) != nearest)
            continue;
        pos_do_move(pos, m);
        bool futile = recapture_mates(pos, move_to(m));
        pos_undo_move(pos);
        if (!futile)
            return false;
    }
    return true;
}

bool mate_rules_mated(Position *pos, const MoveList *legal, MateRules rules)
{
    if (legal->count == 0)
        return true;
    if (rules != MATE_TSUME || !pos_in_check(pos))
        return false;
    for (int i = 0; i < legal->count; i++)
        if (!move_is_drop(legal->moves[i]))
            return false;
    return futile_drops(pos, legal);
}

bool mate_is_mated(Position *pos, MateRules rules)
{
    MoveList ml;
    gen_legal(pos, &ml);
    return pos_in_check(pos) && mate_rules_mated(pos, &ml, rules);
}

Move mate_in_1(Position *pos)
{
    MoveList ml;
    gen_legal_checks(pos, &ml);
    for (int i = 0; i < ml.count; i++) {
        Move m = ml.moves[i];
        pos_do_move(pos, m);
        bool mated = pos_is_mated(pos);
        pos_undo_move(pos);
        if (mated)
            return m;
    }
    return MOVE_NONE;
}

/* Every evasion of the current check is answered by a mate in 1. */
static bool all_evasions_mated_in_1(Position *pos)
{
    MoveList ev;
    gen_legal(pos, &ev);
    for (int i = 0; i < ev.count; i++) {
        pos_do_move(pos, ev.moves[i]);
        bool mated = mate_in_1(pos) != MOVE_NONE;
        pos_undo_move(pos);
        if (!mated)
            return false;
    }
    return true;
}

Move mate_in_3(Position *pos)
{
    Move quick = mate_in_1(pos);
    if (quick != MOVE_NONE)
        return quick;
    MoveList ml;
    gen_legal_checks(pos, &ml);
    for (int i = 0; i < ml.count; i++) {
        Move m = ml.moves[i];
        pos_do_move(pos, m);
        bool mates = all_evasions_mated_in_1(pos);
        pos_undo_move(pos);
        if (mates)
            return m;
    }
    return MOVE_NONE;
}

bool mate_verify_line(const Position *start, const Move *pv, int n, MateRules rules, char *err, size_t errlen)
{
    Position *pos = malloc(sizeof *pos);
    if (!pos) {
        snprintf(err, errlen, "out of memory");
        return false;
    }
    *pos = *start;
    bool ok = true;
    for (int i = 0; i < n && ok; i++) {
        char usi[USI_MOVE_MAX];
        move_to_usi(pv[i], usi);
        const char *why = pos_illegal_reason(pos, pv[i]);
        if (why) {
            snprintf(err, errlen, "ply %d (%s) is illegal: %s", i + 1, usi, why);
            ok = false;
        } else if (i % 2 == 0 && !pos_gives_check(pos, pv[i])) {
            snprintf(err, errlen, "ply %d (%s) is an attacker move that does not check", i + 1, usi);
            ok = false;
        } else {
            pos_do_move(pos, pv[i]);
        }
    }
    if (ok && (n % 2 == 0 || !mate_is_mated(pos, rules))) {
        snprintf(err, errlen, "the line of %d plies does not end in mate", n);
        ok = false;
    }
    free(pos);
    return ok;
}
