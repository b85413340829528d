/* Iterative deepening and the root objectives (see search.h):
 *  - BEST: principal variation search with aspiration windows, MultiPV;
 *  - CLOSEST_TO_TARGET: each root move is searched only with the window
 *    (T - d, T + d), d the distance of the closest move so far, so a move
 *    no closer than the current choice fails out of the window cheaply,
 *    the way PVS refutes a move with a null window;
 *  - ALL_ROOT_SCORES: an exact (aspiration-window) score for every move. */
#include <stdlib.h>
#include <string.h>

#include "engine/engine_internal.h"
#include "engine/evaluate.h"
#include "engine/mate.h"
#include "engine/search_eval.h"
#include "engine/see.h"

enum { ASPIRATION_DELTA = 40 };

static int clamp_score(int s)
{
    return s < -SCORE_INFINITE ? -SCORE_INFINITE : s > SCORE_INFINITE ? SCORE_INFINITE : s;
}

/* Searches one root move with window (alpha, beta); records its PV. */
static int search_root_move(Engine *e, RootMove *rm, int alpha, int beta, int depth)
{
    Position *pos = &e->pos;
    bool check = pos_gives_check(pos, rm->move);
    int ext = check && (depth <= 4 || see_ge(pos, rm->move, 0));
    search_do_move(e, rm->move);
    int v = -search_node(e, -beta, -alpha, depth - 1 + ext, 1, true);
    search_undo_move(e);
    e->root_scored |= !e->aborted;
    if (!e->aborted && v > alpha) {
        rm->pv[0] = rm->move;
        rm->pv_len = 1;
        for (int i = 1; i < e->pv_len[1] && i < SEARCH_MAX_PLY; i++)
            rm->pv[rm->pv_len++] = e->pv[1][i];
    }
    return v;
}

/* Moves root[i] to root[to], shifting the moves between down by one. */
static void root_promote(Engine *e, int i, int to)
{
    RootMove tmp = e->root[i];
    memmove(&e->root[to + 1], &e->root[to], (size_t)(i - to) * sizeof(RootMove));
    e->root[to] = tmp;
}

/* PVS over root[first..]: the best move ends at root[first]. */
static int pvs_root(Engine *e, int first, int alpha, int beta, int depth)
{
    int best = -SCORE_INFINITE;
    for (int i = first; i < e->root_count; i++) {
        RootMove *rm = &e->root[i];
        int v;
        if (i == first) {
            v = search_root_move(e, rm, alpha, beta, depth);
        } else {
            v = search_root_move(e, rm, alpha, alpha + 1, depth);
            if (!e->aborted && v > alpha && v < beta)
                v = search_root_move(e, rm, alpha, beta, depth);
        }
        if (e->aborted)
            return best;
        rm->score = v;
        rm->exact = v > alpha && v < beta;
        if (v > best) {
            best = v;
            if (v > alpha) {
                alpha = v;
                root_promote(e, i, first);
                if (v >= beta)
                    break;
            }
        }
    }
    return best;
}

static void sort_root(Engine *e, int first, int target, bool by_distance)
{
    /* Insertion sort: stable, and the list is nearly sorted already. */
    for (int i = first + 1; i < e->root_count; i++) {
        RootMove tmp = e->root[i];
        int key = by_distance ? -abs(tmp.score - target) : tmp.score;
        int j = i;
        while (j > first) {
            int kj = by_distance ? -abs(e->root[j - 1].score - target) : e->root[j - 1].score;
            if (kj >= key)
                break;
            e->root[j] = e->root[j - 1];
            j--;
        }
        e->root[j] = tmp;
    }
}

/* An exact score for root[i] by widening an aspiration window. */
static int exact_root_score(Engine *e, RootMove *rm, int depth)
{
    int delta = ASPIRATION_DELTA, alpha = -SCORE_INFINITE, beta = SCORE_INFINITE;
    if (depth >= 4 && rm->prev_score != SCORE_NONE && !score_is_mate(rm->prev_score)) {
        alpha = rm->prev_score - delta;
        beta = rm->prev_score + delta;
    }
    for (;;) {
        int v = search_root_move(e, rm, alpha, beta, depth);
        if (e->aborted)
            return v;
        if (v <= alpha && alpha > -SCORE_INFINITE)
            alpha = clamp_score(v - delta);
        else if (v >= beta && beta < SCORE_INFINITE)
            beta = clamp_score(v + delta);
        else
            return v;
        delta *= 2;
    }
}

static void iterate_best(Engine *e, int depth)
{
    int lines = e->limits.multipv < e->root_count ? e->limits.multipv : e->root_count;
    for (int line = 0; line < lines && !e->aborted; line++) {
        int prev = e->root[line].prev_score, delta = ASPIRATION_DELTA;
        int alpha = -SCORE_INFINITE, beta = SCORE_INFINITE;
        if (depth >= 4 && prev != SCORE_NONE && !score_is_mate(prev)) {
            alpha = prev - delta;
            beta = prev + delta;
        }
        for (;;) {
            int v = pvs_root(e, line, alpha, beta, depth);
            if (e->aborted)
                break;
            if (v <= alpha && alpha > -SCORE_INFINITE) {
                beta = (alpha + beta) / 2;
                alpha = clamp_score(v - delta);
            } else if (v >= beta && beta < SCORE_INFINITE) {
                beta = clamp_score(v + delta);
            } else {
                e->root[line].exact = true;
                break;
            }
            delta *= 2;
        }
        if (!e->aborted)
            sort_root(e, line + 1, 0, false);
    }
}

/* Is root move rm strictly inside (lo, hi)? Two null-window probes decide
 * it at the cost PVS pays to refute a move (the side the move fell on in
 * the last iteration is probed first: usually one probe settles it); only
 * a move that passes both gets a (lo, hi) search for its exact value.
 * Returns that value, or a bound outside the interval. */
static int probe_interval(Engine *e, RootMove *rm, int lo, int hi, int depth, bool *inside)
{
    *inside = false;
    bool high_first = rm->prev_score != SCORE_NONE && rm->prev_score >= hi;
    for (int k = 0; k < 2; k++) {
        bool high = (k == 0) == high_first;
        int v = high ? search_root_move(e, rm, hi - 1, hi, depth) : search_root_move(e, rm, lo, lo + 1, depth);
        if (e->aborted || (high ? v >= hi : v <= lo))
            return v;
    }
    int v = search_root_move(e, rm, lo, hi, depth);
    *inside = !e->aborted && v > lo && v < hi;
    return v;
}

static void iterate_target(Engine *e, int depth)
{
    int target = e->limits.target_cp, slack = e->limits.target_slack_cp;
    int dist = SCORE_INFINITE * 2, chosen = -1;
    for (int i = 0; i < e->root_count && !e->aborted; i++) {
        RootMove *rm = &e->root[i];
        int v;
        if (chosen < 0) {
            v = exact_root_score(e, rm, depth);
        } else {
            bool inside;
            int reach = dist + slack;
            v = probe_interval(e, rm, clamp_score(target - reach), clamp_score(target + reach), depth, &inside);
            if (e->aborted)
                break;
            if (!inside) {
                rm->score = v; /* a bound: no closer than the choice */
                rm->exact = false;
                continue;
            }
        }
        if (e->aborted)
            break;
        rm->score = v;
        rm->exact = true;
        if (abs(v - target) < dist) {
            dist = abs(v - target);
            chosen = i;
        }
        if (dist == 0 && slack == 0) {
            /* Nothing beats an exact hit; later moves keep no score. */
            for (int j = i + 1; j < e->root_count; j++) {
                e->root[j].score = SCORE_NONE;
                e->root[j].exact = false;
            }
            break;
        }
    }
    if (chosen > 0)
        root_promote(e, chosen, 0);
    if (!e->aborted)
        sort_root(e, 1, target, true);
}

static void iterate_all(Engine *e, int depth)
{
    for (int i = 0; i < e->root_count && !e->aborted; i++) {
        int v = exact_root_score(e, &e->root[i], depth);
        if (e->aborted)
            break;
        e->root[i].score = v;
        e->root[i].exact = true;
    }
    if (!e->aborted)
        sort_root(e, 0, 0, false);
}

static void report(Engine *e, int depth, const RootMove *rm, int line)
{
    if (!e->info_fn)
        return;
    SearchInfo info;
    memset(&info, 0, sizeof info);
    info.depth = depth;
    info.seldepth = e->seldepth;
    info.score = engine_to_cp(e, rm->score);
    info.bound = BOUND_EXACT_INFO;
    info.nodes = e->nodes;
    info.time_ms = (int)engine_elapsed_ms(e);
    info.nps = info.time_ms > 0 ? e->nodes * 1000 / (uint64_t)info.time_ms : e->nodes * 1000;
    info.hashfull = tt_hashfull(&e->tt);
    info.multipv = line;
    info.pv_len = rm->pv_len;
    memcpy(info.pv, rm->pv, (size_t)rm->pv_len * sizeof(Move));
    e->info_fn(&info, e->info_user);
}

static void report_iteration(Engine *e, int depth)
{
    switch (e->limits.objective) {
    case OBJECTIVE_BEST: {
        int lines = e->limits.multipv < e->root_count ? e->limits.multipv : e->root_count;
        for (int i = 0; i < lines; i++)
            report(e, depth, &e->root[i], i + 1);
        break;
    }
    case OBJECTIVE_CLOSEST_TO_TARGET:
        report(e, depth, &e->root[0], 1);
        break;
    case OBJECTIVE_ALL_ROOT_SCORES:
        for (int i = 0; i < e->root_count; i++)
            report(e, depth, &e->root[i], i + 1);
        break;
    }
}

static void setup_root(Engine *e)
{
    MoveList list;
    gen_legal(&e->pos, &list);
    const TTEntry *te = tt_probe(&e->tt, pos_key(&e->pos));
    MovePicker mp;
    mp_init(&mp, &e->pos, &list, te ? te->move : MOVE_NONE, NULL, &e->history, false);
    e->root_count = 0;
    Move m;
    while ((m = mp_next(&mp)) != MOVE_NONE) {
        RootMove *rm = &e->root[e->root_count++];
        rm->move = m;
        rm->score = rm->prev_score = SCORE_NONE;
        rm->exact = rm->prev_exact = false;
        rm->pv[0] = m;
        rm->pv_len = 1;
    }
}

static bool time_for_another_iteration(Engine *e)
{
    if (e->limits.ponder || e->limits.infinite || e->limits.use_clock == false)
        return true;
    return e->budget.soft_ms < 0 || engine_elapsed_ms(e) < e->budget.soft_ms * 6 / 10;
}

static void fill_result(Engine *e, SearchResult *r, int depth, const RootMove *best)
{
    r->best_move = best->move;
    r->score = engine_to_cp(e, best->prev_score);
    r->depth = depth;
    r->seldepth = e->seldepth;
    r->nodes = e->nodes;
    r->leaf_evals = e->leaf_evals;
    r->leaf_sente = e->leaf_sente;
    r->time_ms = (int)engine_elapsed_ms(e);
    r->stopped = e->aborted;
    r->ponder_move = best->pv_len >= 2 ? best->pv[1] : MOVE_NONE;
    r->root_count = e->root_count;
    for (int i = 0; i < e->root_count; i++) {
        r->root[i].move = e->root[i].move;
        r->root[i].score = e->root[i].prev_exact ? engine_to_cp(e, e->root[i].prev_score) : SCORE_NONE;
    }
}

/* A mate in 1 or 3 plies by the mate probes (engine/mate.h), whatever the
 * search limits: a search stopped at depth 1-2 or by a short movetime can
 * miss a mate in 3, the probe cannot, and it costs a fraction of a depth-2
 * search. Sets *score to the mate score, or SCORE_NONE. */
static Move root_mate_probe(Engine *e, int *score)
{
    Move m = mate_in_1(&e->pos);
    if (m != MOVE_NONE) {
        *score = score_from_mate_plies(1);
        return m;
    }
    m = mate_in_3(&e->pos);
    *score = m != MOVE_NONE ? score_from_mate_plies(3) : SCORE_NONE;
    return m;
}

/* The best-move search plays a probed mate unless it found one as short. */
static void prefer_probed_mate(SearchResult *r, Move mate, int mate_score)
{
    if (mate == MOVE_NONE || (score_is_mate(r->score) && r->score >= mate_score))
        return;
    r->best_move = mate;
    r->score = mate_score;
    r->ponder_move = MOVE_NONE;
}

void engine_search(Engine *e, const SearchLimits *limits, SearchResult *result)
{
    e->limits = *limits;
    e->limits.target_cp = engine_from_cp(e, limits->target_cp);
    e->limits.target_slack_cp = engine_from_cp(e, limits->target_slack_cp);
    e->limits.draw_cp = engine_from_cp(e, limits->draw_cp);
    if (e->limits.multipv < 1)
        e->limits.multipv = 1;
    atomic_store(&e->stop, false);
    atomic_store(&e->ponderhit, false);
    clock_gettime(CLOCK_MONOTONIC, &e->start);
    e->nodes = 0;
    e->leaf_evals = e->leaf_sente = 0;
    e->seldepth = 0;
    e->aborted = false;
    e->root_scored = false;
    if (limits->infinite)
        e->budget.soft_ms = e->budget.hard_ms = -1;
    else
        timeman_budget(&e->limits, e->pos.side, pos_move_number(&e->pos) - 1, &e->budget);
    tt_new_search(&e->tt);
    memset(e->killers, 0, sizeof e->killers);
    memset(result, 0, sizeof *result);
    setup_root(e);
    if (e->root_count == 0) {
        result->score = -SCORE_MATE;
        return;
    }
    int mate_score = SCORE_NONE;
    Move mate = limits->objective == OBJECTIVE_BEST ? root_mate_probe(e, &mate_score) : MOVE_NONE;
    int completed = 0;
    RootMove best = e->root[0];
    for (int depth = 1; depth < SEARCH_MAX_PLY - 8; depth++) {
        e->root_depth = depth;
        switch (e->limits.objective) {
        case OBJECTIVE_BEST: iterate_best(e, depth); break;
        case OBJECTIVE_CLOSEST_TO_TARGET: iterate_target(e, depth); break;
        case OBJECTIVE_ALL_ROOT_SCORES: iterate_all(e, depth); break;
        }
        if (e->aborted)
            break;
        completed = depth;
        for (int i = 0; i < e->root_count; i++) {
            e->root[i].prev_score = e->root[i].score;
            e->root[i].prev_exact = e->root[i].exact;
        }
        best = e->root[0];
        report_iteration(e, depth);
        if (limits->depth && depth >= limits->depth)
            break;
        if (limits->mate_plies && score_is_mate(best.score) && best.score > 0 &&
            score_mate_plies(best.score) <= limits->mate_plies)
            break;
        if (e->root_count == 1 && !limits->infinite && !limits->ponder && !limits->depth)
            break;
        if (!time_for_another_iteration(e))
            break;
    }
    /* A stopped BEST search keeps a move that beat the last iteration's
     * choice inside the interrupted iteration. */
    if (e->aborted && completed > 0 && limits->objective == OBJECTIVE_BEST &&
        e->root[0].move != best.move && e->root[0].score != SCORE_NONE &&
        e->root[0].score > best.prev_score) {
        best = e->root[0];
        best.prev_score = best.score;
    }
    /* Stopped inside the first iteration (a node cap in a position whose
     * depth 1 alone costs more, issue 14: the cap waits for one root move
     * to be scored): the best of the moves scored so far, at depth 1. */
    if (e->aborted && completed == 0 && e->root[0].score != SCORE_NONE) {
        best = e->root[0];
        best.prev_score = best.score;
    }
    fill_result(e, result, completed, &best);
    prefer_probed_mate(result, mate, mate_score);
}
