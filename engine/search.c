/* The tree search below the root: principal variation search with a
 * transposition table, null-move pruning, late-move reductions, futility
 * pruning, check extensions, and a quiescence search over captures and
 * promotions (all evasions when in check). Checks are pruned and reduced
 * like other moves and extended only when they keep their piece; an
 * analysis search also skips losing interpositions in the quiescence
 * search (SearchLimits.analysis).
 * Repetition is scored inside the tree: a repeated position is a draw, or
 * a loss for the side that gave check on every move of the cycle. */
#include <math.h>
#include <pthread.h>
#include <stdlib.h>

#include "base/assert.h"
#include "engine/engine_internal.h"
#include "engine/evaluate.h"
#include "engine/search_eval.h"
#include "engine/see.h"
#include "shogi/movegen.h"

static uint8_t lmr_table[64][64];
static pthread_once_t lmr_once = PTHREAD_ONCE_INIT;

static void build_lmr(void)
{
    for (int d = 1; d < 64; d++)
        for (int m = 1; m < 64; m++)
            lmr_table[d][m] = (uint8_t)(0.6 + log(d) * log(m) / 2.2);
}

static int reduction(int depth, int moves)
{
    pthread_once(&lmr_once, build_lmr);
    return lmr_table[depth < 63 ? depth : 63][moves < 63 ? moves : 63];
}

static void update_pv(Engine *e, int ply, Move m)
{
    e->pv[ply][ply] = m;
    for (int i = ply + 1; i < e->pv_len[ply + 1]; i++)
        e->pv[ply][i] = e->pv[ply + 1][i];
    e->pv_len[ply] = e->pv_len[ply + 1] > ply + 1 ? e->pv_len[ply + 1] : ply + 1;
}

static void history_add(int16_t *h, int bonus)
{
    int v = *h + bonus - *h * abs(bonus) / 16000;
    *h = (int16_t)(v > 16000 ? 16000 : v < -16000 ? -16000 : v);
}

static void reward_quiet(Engine *e, int ply, int depth, Move best, const Move *tried, int ntried)
{
    Color us = e->pos.side;
    int bonus = depth * depth * 16 > 1600 ? 1600 : depth * depth * 16;
    history_add(&e->history[us][history_from(best)][move_to(best)], bonus);
    for (int i = 0; i < ntried; i++)
        if (tried[i] != best)
            history_add(&e->history[us][history_from(tried[i])][move_to(tried[i])], -bonus);
    if (e->killers[ply][0] != best) {
        e->killers[ply][1] = e->killers[ply][0];
        e->killers[ply][0] = best;
    }
}

static int mated_in(int ply) { return -(SCORE_MATE - ply); }

/* Score of a repeated position for the side to move, or SCORE_NONE. A draw
 * is worth limits.draw_cp to the side to move at the root (even plies). */
static int repetition_score(const Engine *e, const Position *pos, int ply)
{
    switch (pos_repetition(pos, 2)) {
    case REP_DRAW: return SCORE_DRAW + (ply & 1 ? -e->limits.draw_cp : e->limits.draw_cp);
    case REP_WIN: return SCORE_MATE - ply;
    case REP_LOSS: return mated_in(ply);
    default: return SCORE_NONE;
    }
}

/* Every search below the root gets a real window inside the score range,
 * and returns a score inside it: a window that is empty or inverted makes
 * every bound stored from it a lie. */
#define ASSERT_WINDOW(alpha, beta, ply) \
    KIRYOKU_ASSERT(-SCORE_INFINITE <= (alpha) && (alpha) < (beta) && (beta) <= SCORE_INFINITE && (ply) >= 0 && \
                   (ply) < SEARCH_MAX_PLY)
#define ASSERT_SCORE(v) KIRYOKU_ASSERT((v) >= -SCORE_MATE && (v) <= SCORE_MATE)

/* qply counts the plies since the main search handed over. A promotion
 * that captures nothing is tried only in the first QS_QUIET_PROMOTION_PLIES
 * of them: with pieces in both promotion zones, chains of quiet promotions
 * and captures ran 20-38 plies deep and a drop-heavy endgame cost millions
 * of nodes at depth 1. Two plies keep a promotion answered by one (400
 * games at 10k nodes against trying them all: -1 Elo [-35, +33]; one ply:
 * -10 [-44, +24]). */
#define QS_QUIET_PROMOTION_PLIES 2
static int qsearch(Engine *e, int alpha, int beta, int ply, int qply)
{
    ASSERT_WINDOW(alpha, beta, ply);
    Position *pos = &e->pos;
    e->nodes++;
    e->pv_len[ply] = ply;
    if ((e->nodes & 255) == 0 && engine_should_abort(e))
        return 0;
    if (e->aborted)
        return 0;
    if (ply > e->seldepth)
        e->seldepth = ply;
    bool in_check = pos_in_check(pos);
    if (ply >= SEARCH_MAX_PLY - 1)
        return in_check ? 0 : search_evaluate(e);

    const TTEntry *te = tt_probe(&e->tt, pos_key(pos));
    Move tt_move = te ? te->move : MOVE_NONE;
    if (te) {
        int s = tt_score_from(te->score, ply), b = tt_bound(te);
        if (b == TT_BOUND_EXACT || (b == TT_BOUND_LOWER && s >= beta) || (b == TT_BOUND_UPPER && s <= alpha))
            return s;
    }
    int best = -SCORE_INFINITE, stand = SCORE_NONE;
    if (!in_check) {
        stand = te ? te->eval : search_evaluate(e);
        if (stand >= beta)
            return stand;
        if (stand > alpha)
            alpha = stand;
        best = stand;
    }
    /* Out of check only captures and promotions are tried: generate just
     * those (the quiet half is most of the moves, and was thrown away). */
    MoveList list;
    if (in_check) {
        gen_legal(pos, &list);
        if (list.count == 0)
            return mated_in(ply);
    } else {
        gen_legal_noisy(pos, &list);
    }
    MovePicker mp;
    mp_init(&mp, pos, &list, tt_move, NULL, in_check ? &e->history : NULL, !in_check);
    Move m, best_move = MOVE_NONE;
    while ((m = mp_next(&mp)) != MOVE_NONE) {
        /* Analysis: in check, once an evasion holds off mate, a quiet one
         * that just loses its piece is not tried (with pieces in hand every
         * check offers a drop on each square between, each taken with
         * check again; issue 14). */
        if (e->limits.analysis && in_check && best > -SCORE_MATE_MIN && !move_is_capture(pos, m) &&
            !move_is_promote(m) && !see_ge(pos, m, 0))
            continue;
        if (!in_check && qply >= QS_QUIET_PROMOTION_PLIES && !move_is_capture(pos, m))
            continue;
        if (!in_check) {
            /* Delta pruning: even winning the victim cannot reach alpha. */
            Piece victim = pos->board[move_to(m)];
            int gain = victim == NO_PIECE ? 0 : piece_value[piece_type(victim)];
            if (move_is_promote(m))
                gain += 300;
            if (stand + gain * 2 + 150 <= alpha)
                continue;
        }
        search_do_move(e, m);
        int v = -qsearch(e, -beta, -alpha, ply + 1, qply + 1);
        search_undo_move(e);
        if (e->aborted)
            return 0;
        if (v > best) {
            best = v;
            if (v > alpha) {
                alpha = v;
                best_move = m;
                update_pv(e, ply, m);
                if (v >= beta)
                    break;
            }
        }
    }
    ASSERT_SCORE(best);
    tt_store(&e->tt, pos_key(pos), tt_score_to(best, ply), stand == SCORE_NONE ? 0 : stand, 0,
             best >= beta ? TT_BOUND_LOWER : TT_BOUND_UPPER, best_move);
    return best;
}

/* Null-move pruning: if passing still fails high, the node surely does. */
static bool null_move_cuts(Engine *e, int beta, int depth, int ply, int eval)
{
    if (depth < 3 || eval < beta || beta >= SCORE_MATE_MIN || beta <= -SCORE_MATE_MIN)
        return false;
    int r = 3 + depth / 4 + (eval - beta > 300);
    search_do_null(e);
    int v = -search_node(e, -beta, -beta + 1, depth - 1 - r, ply + 1, false);
    search_undo_null(e);
    return !e->aborted && v >= beta;
}

/* Quiet moves a non-PV node skips once it has a score that is not a mate
 * against it. In a drop-heavy position most quiet moves are checking
 * drops: exempting checks from pruning let the tree grow about tenfold per
 * ply (issue 14, first seen in analysis), and in play it cost depth too
 * (issue 15: +49 Elo in 400 games at equal nodes once play took these
 * rules). So quiet checks count toward late-move pruning like any quiet
 * move, and at low depth a check or (in check) an interposition that only
 * loses its piece is skipped. Futility stays off for checks and evasions: a static guess says
 * little about a king under attack. */
static bool skip_quiet(bool in_check, bool check, bool safe, int depth, int searched, int eval, int alpha)
{
    if (depth <= 3 && (check || in_check) && !safe)
        return true;
    if (in_check || depth > 4)
        return false;
    if (searched >= 4 + depth * depth * 3)
        return true; /* late-move pruning */
    return !check && eval + 120 + 110 * depth <= alpha; /* futility */
}

int search_node(Engine *e, int alpha, int beta, int depth, int ply, bool null_ok)
{
    ASSERT_WINDOW(alpha, beta, ply);
    Position *pos = &e->pos;
    if (depth <= 0)
        return qsearch(e, alpha, beta, ply, 0);
    e->nodes++;
    e->pv_len[ply] = ply;
    if ((e->nodes & 255) == 0 && engine_should_abort(e))
        return 0;
    if (e->aborted)
        return 0;
    if (ply > e->seldepth)
        e->seldepth = ply;
    bool pv_node = beta - alpha > 1;
    int rep = repetition_score(e, pos, ply);
    if (rep != SCORE_NONE)
        return rep;
    /* Mate-distance pruning: no line here beats a mate found nearer the root. */
    if (alpha < mated_in(ply))
        alpha = mated_in(ply);
    if (beta > SCORE_MATE - ply - 1)
        beta = SCORE_MATE - ply - 1;
    if (alpha >= beta)
        return alpha;
    bool in_check = pos_in_check(pos);
    if (ply >= SEARCH_MAX_PLY - 1)
        return in_check ? 0 : search_evaluate(e);

    uint64_t key = pos_key(pos);
    const TTEntry *te = tt_probe(&e->tt, key);
    Move tt_move = te ? te->move : MOVE_NONE;
    if (te && !pv_node && te->depth >= depth) {
        int s = tt_score_from(te->score, ply), b = tt_bound(te);
        if (b == TT_BOUND_EXACT || (b == TT_BOUND_LOWER && s >= beta) || (b == TT_BOUND_UPPER && s <= alpha))
            return s;
    }
    int eval = in_check ? -SCORE_INFINITE : te ? te->eval : search_evaluate(e);
    /* Not right below the root: a root move's value decides the settai
     * and all-scores objectives, so it must not hang on a static guess. */
    if (!in_check && !pv_node && ply >= 2) {
        /* Reverse futility: far above beta at low depth. */
        if (depth <= 6 && eval - 110 * depth >= beta && eval < SCORE_MATE_MIN)
            return eval;
        if (null_ok && null_move_cuts(e, beta, depth, ply, eval))
            return beta;
        if (e->aborted)
            return 0;
    }

    MoveList list;
    gen_legal(pos, &list);
    if (list.count == 0)
        return mated_in(ply);
    MovePicker mp;
    mp_init(&mp, pos, &list, tt_move, e->killers[ply], &e->history, false);
    e->killers[ply + 1][0] = e->killers[ply + 1][1] = MOVE_NONE;

    int best = -SCORE_INFINITE, searched = 0, ntried = 0;
    Move best_move = MOVE_NONE, m, tried[64];
    int old_alpha = alpha;
    while ((m = mp_next(&mp)) != MOVE_NONE) {
        bool capture = move_is_capture(pos, m);
        bool quiet = !capture && !move_is_promote(m);
        bool check = pos_gives_check(pos, m);
        bool killer = m == e->killers[ply][0] || m == e->killers[ply][1];
        /* Does a check or an evasion keep its piece (SEE >= 0)? */
        bool safe = !(check || in_check) || see_ge(pos, m, 0);
        /* The first move is never pruned (best is still -infinite); PV
         * nodes prune nothing, so exact scores stay exact. */
        if (!pv_node && best > -SCORE_MATE_MIN) {
            if (quiet && skip_quiet(in_check, check, safe, depth, searched, eval, alpha))
                continue;
            if (capture && !in_check && !check && depth <= 4 && m != tt_move && !see_ge(pos, m, -90 * depth))
                continue;
        }
        /* Only a check that keeps its piece is extended: extending every
         * check let a line of dropped-and-taken pieces run to twice the
         * nominal depth. */
        int ext = check && ply < 2 * e->root_depth && safe;
        int new_depth = depth - 1 + ext;
        search_do_move(e, m);
        int v;
        if (searched == 0) {
            v = -search_node(e, -beta, -alpha, new_depth, ply + 1, true);
        } else {
            int r = 0;
            /* Quiet checks are reduced like other quiet moves: when most
             * moves are checking drops, exempting them left nothing to
             * reduce. */
            if (depth >= 3 && quiet && !in_check) {
                r = reduction(depth, searched + 1) - pv_node - killer;
                r -= e->history[color_flip(pos->side)][history_from(m)][move_to(m)] / 6000;
                if (r < 0)
                    r = 0;
                if (r > new_depth - 1)
                    r = new_depth - 1;
            }
            v = -search_node(e, -alpha - 1, -alpha, new_depth - r, ply + 1, true);
            if (v > alpha && r > 0)
                v = -search_node(e, -alpha - 1, -alpha, new_depth, ply + 1, true);
            if (v > alpha && v < beta)
                v = -search_node(e, -beta, -alpha, new_depth, ply + 1, true);
        }
        search_undo_move(e);
        if (e->aborted)
            return 0;
        searched++;
        if (v > best) {
            best = v;
            if (v > alpha) {
                best_move = m;
                alpha = v;
                update_pv(e, ply, m);
                if (v >= beta) {
                    if (quiet)
                        reward_quiet(e, ply, depth, m, tried, ntried);
                    break;
                }
            }
        }
        if (quiet && ntried < 64)
            tried[ntried++] = m;
    }
    ASSERT_SCORE(best);
    int bound = best >= beta ? TT_BOUND_LOWER : best > old_alpha ? TT_BOUND_EXACT : TT_BOUND_UPPER;
    tt_store(&e->tt, key, tt_score_to(best, ply), in_check ? 0 : eval, depth, bound, best_move);
    return best;
}
