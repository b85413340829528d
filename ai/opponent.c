/* The AI opponents (see opponent.h). */
#include "ai/opponent.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/error.h"
#include "bridge/bridge.h"
#include "ai/settai_course.h"
#include "ai/settai_steer.h"
#include "ai/settai_anticipate.h"
#include "ai/target_loss.h"
#include "ai/time_budget.h"
#include "engine/book.h"
#include "shogi/game_facts.h"
#include "shogi/usi.h"

struct Opponent {
    Bridge *bridge;
    OpponentConfig cfg;
    TargetLoss tl;
    SettaiCourse course;   /* settai: level, or playing to win */
    SettaiAnticipate antic; /* settai: where to aim ahead of the player's replies */
    Position *pos;         /* the position being thought about */
    uint64_t rng;
    bool thinking;         /* a Bridge search is under way or unread */
    bool probing;          /* ... and it is the probe for the best value (settai_course.h) */
    /* opponent_hurry() this turn: a probe's move will do, and no more
     * candidates are steered */
    bool hurried;
    bool instant;          /* the move is known without (more) searching */
    bool failed;           /* the turn's search could not start after the probe */
    BridgeObjective objective; /* of the turn's own search */
    int my_ms;             /* its clock at the turn's start */
    /* Steering (settai_steer.h): the turn's own search is read into `own`
     * when it ends, then the steering engine scores each candidate. */
    bool steer_turn;       /* this turn is steered */
    bool own_read;         /* own holds the turn's own search */
    bool steering;         /* a steering search is under way or unread */
    BridgeResult *own, *steer_result;
    int cand[SETTAI_STEER_MAX], cand_n, steer_i;
    int judge[SETTAI_STEER_MAX]; /* the steering engine's scores, the player's view */
    SteerOffset steer_offset; /* the judge's reading against settai's, over the game */
    OpponentMove pending;
    int game_ply;
    uint64_t game_salt; /* opponent_set_game: 0 for game 1 */
    OpponentStats stats;   /* since opponent_new */
    char sfen[256];        /* the game's start, for the Bridge */
    char *moves;           /* USI moves from the start, for the Bridge */
    char error[512];
};

/* Settai alone anticipates, and only when asked (settai_anticipate.h). */
static int anticipate_cap(const OpponentConfig *c)
{
    return c->kind == OPPONENT_SETTAI ? c->anticipate_cp : 0;
}

/* A best value of the position before settai's move: from the ply the
 * anticipation starts at, it measures the player's last reply. */
static void anticipate_measure(Opponent *o, int best)
{
    if (o->game_ply >= SETTAI_ANTICIPATE_FROM_PLY)
        settai_anticipate_best(&o->antic, best);
}

void opponent_config_ai1(OpponentConfig *c, uint64_t seed)
{
    memset(c, 0, sizeof *c);
    c->kind = OPPONENT_SETTAI;
    c->name = "kiryoku AI1";
    c->seed = seed;
}

Book *opponent_book_open(const char *path, char *err, size_t errlen) { return book_load(path, err, errlen); }

void opponent_book_close(Book *book) { book_free(book); }

void opponent_config_ai2(OpponentConfig *c, uint64_t seed, const Book *book)
{
    opponent_config_ai1(c, seed);
    c->name = "kiryoku AI2";
    c->book = book;
}

void opponent_config_target(OpponentConfig *c, uint64_t seed, int rating)
{
    opponent_config_ai1(c, seed);
    c->kind = OPPONENT_TARGET_LOSS;
    c->name = "kiryoku level";
    c->rating = rating;
}

int opponent_pick_closest(const BridgeRootScore *roots, int n, int target, int near_cp, uint64_t *rng)
{
    int best = bridge_closest_root(roots, n, target);
    if (best < 0 || near_cp < 0)
        return best;
    long best_d = labs((long)roots[best].score - target);
    int candidates[BRIDGE_MAX_ROOT], k = 0;
    for (int i = 0; i < n; i++)
        if (roots[i].score != BRIDGE_SCORE_NONE && labs((long)roots[i].score - target) <= best_d + near_cp)
            candidates[k++] = i;
    if (k <= 1)
        return best;
    return candidates[(int)(target_random(rng) * k) % k];
}

Opponent *opponent_new(Bridge *bridge, const OpponentConfig *cfg)
{
    Opponent *o = calloc(1, sizeof *o);
    Position *pos = malloc(sizeof *pos);
    char *moves = malloc((size_t)POS_MAX_HISTORY * USI_MOVE_MAX);
    /* Steering keeps the turn's own search and each candidate's. */
    BridgeResult *own = cfg->steer ? malloc(sizeof *own) : NULL;
    BridgeResult *steer_result = cfg->steer ? malloc(sizeof *steer_result) : NULL;
    if (!o || !pos || !moves || (cfg->steer && (!own || !steer_result))) {
        free(o);
        free(pos);
        free(moves);
        free(own);
        free(steer_result);
        return NULL;
    }
    o->bridge = bridge;
    o->cfg = *cfg;
    if (o->cfg.near_cp == 0)
        o->cfg.near_cp = OPPONENT_NEAR_CP;
    if (o->cfg.max_depth <= 0)
        o->cfg.max_depth = OPPONENT_DEFAULT_DEPTH;
    if (o->cfg.book_plies <= 0)
        o->cfg.book_plies = OPPONENT_BOOK_PLIES;
    if (o->cfg.think_from_ply <= 0)
        o->cfg.think_from_ply = SETTAI_THINK_FROM_PLY;
    if (o->cfg.think_ms == 0)
        o->cfg.think_ms = SETTAI_THINK_MS;
    if (o->cfg.think_nodes == 0)
        o->cfg.think_nodes = SETTAI_THINK_NODES;
    if (o->cfg.steer_count <= 0 || o->cfg.steer_count > SETTAI_STEER_MAX)
        o->cfg.steer_count = SETTAI_STEER_COUNT;
    o->pos = pos;
    o->moves = moves;
    o->own = own;
    o->steer_result = steer_result;
    target_loss_init(&o->tl, cfg->rating, cfg->mate_miss);
    settai_course_reset(&o->course);
    settai_anticipate_reset(&o->antic, anticipate_cap(&o->cfg));
    return o;
}

void opponent_free(Opponent *o)
{
    if (!o)
        return;
    if (o->thinking) {
        bridge_stop(o->bridge);
        bridge_wait(o->bridge, -1);
    }
    if (o->steering) {
        bridge_stop(o->cfg.steer);
        bridge_wait(o->cfg.steer, -1);
    }
    free(o->own);
    free(o->steer_result);
    free(o->pos);
    free(o->moves);
    free(o);
}

void opponent_new_game(Opponent *o)
{
    target_loss_init(&o->tl, o->cfg.rating, o->cfg.mate_miss);
    settai_course_reset(&o->course);
    settai_anticipate_reset(&o->antic, anticipate_cap(&o->cfg));
    settai_steer_offset_reset(&o->steer_offset);
    bridge_new_game(o->bridge);
    if (o->cfg.steer)
        bridge_new_game(o->cfg.steer);
}

void opponent_set_game(Opponent *o, int game_index)
{
    o->game_salt = game_index > 1 ? (uint64_t)(game_index - 1) * 0xd1b54a32d192ed03ull : 0;
}

const char *opponent_error(const Opponent *o)
{
    return o->error;
}

void opponent_stats(const Opponent *o, OpponentStats *out)
{
    *out = o->stats;
}

/* The move just decided: the stats, and its value for the anticipation
 * (a book move has none, so the reply after it measures nothing). */
static void note_move(Opponent *o)
{
    settai_anticipate_moved(&o->antic, o->pending.value);
    o->stats.moves++;
    o->stats.steered_moves += o->pending.steered;
    if (o->pending.deeper) {
        o->stats.deeper_moves++;
        o->stats.deeper_depth_sum += o->pending.depth;
    }
}

/* The start SFEN and USI moves that lead to pos (its history). */
static void game_of(const Position *pos, char *sfen, size_t sfen_len, char *moves)
{
    Position *start = malloc(sizeof *start);
    size_t off = 0;
    moves[0] = '\0';
    for (int k = 1; k <= pos->ply; k++) {
        char m[USI_MOVE_MAX];
        move_to_usi(pos->hist[k].move, m);
        off += (size_t)sprintf(moves + off, "%s%s", k > 1 ? " " : "", m);
    }
    if (!start) {
        pos_to_sfen(pos, sfen, sfen_len); /* no history then: still a legal search */
        moves[0] = '\0';
        return;
    }
    *start = *pos;
    while (start->ply > 0)
        pos_undo_move(start);
    pos_to_sfen(start, sfen, sfen_len);
    free(start);
}

static uint64_t turn_seed(const Opponent *o, const Position *pos)
{
    uint64_t x = o->cfg.seed ^ (pos_key(pos) * 0x9e3779b97f4a7c15ull) ^ (uint64_t)o->game_ply ^ o->game_salt;
    return x ? x : 1;
}

/* A move known without searching: mated, a declaration, or the book. */
static bool instant_move(Opponent *o, const Position *pos)
{
    MoveList legal;
    gen_legal(pos, &legal);
    memset(&o->pending, 0, sizeof o->pending);
    o->pending.value = BRIDGE_SCORE_NONE;
    o->pending.steer_value = BRIDGE_SCORE_NONE;
    if (legal.count == 0)
        return true; /* mated: move "" */
    if (pos_can_declare(pos)) {
        snprintf(o->pending.move, sizeof o->pending.move, "win");
        return true;
    }
    if (!o->cfg.book || o->game_ply >= o->cfg.book_plies)
        return false;
    Move m = book_pick(o->cfg.book, pos, &o->rng);
    if (m == MOVE_NONE || !pos_is_legal(pos, m))
        return false;
    move_to_usi(m, o->pending.move);
    o->pending.from_book = true;
    o->pending.comment = GAME_BOOK_COMMENT;
    return true;
}

/* Settai ending a game the player has thrown away (settai_course.h). */
static bool plays_to_win(const Opponent *o)
{
    return o->cfg.kind == OPPONENT_SETTAI && settai_course_winning(&o->course);
}

/* Target-loss needs V(P), the best move's value, before it knows its target,
 * so it scores every root move. Settai needs only the moves closest to 0
 * (and those within near_cp of them, to draw among): an engine that searches
 * for that natively does it for about the cost of a normal search, where
 * scoring every move costs many times more and so, on a clock, reaches
 * shallower depths. */
static BridgeObjective search_objective(const Opponent *o, int *slack_cp)
{
    BridgeCaps caps;
    bridge_caps(o->bridge, &caps);
    *slack_cp = 0;
    if (plays_to_win(o))
        return BRIDGE_BEST;
    if (o->cfg.kind != OPPONENT_SETTAI || !(caps.flags & BRIDGE_NATIVE_OBJECTIVES))
        return BRIDGE_ALL_ROOT_SCORES;
    *slack_cp = o->cfg.near_cp > 0 ? o->cfg.near_cp : 0;
    return BRIDGE_CLOSEST_TO_TARGET;
}

/* Does this turn start with a probe for the best value? Only settai on an
 * engine that searches for the closest move natively: otherwise every root
 * move is scored and root[0] is the best (choose()). */
static bool probe_wanted(const Opponent *o)
{
    int slack;
    bool anticipating = o->antic.cap && o->game_ply >= SETTAI_ANTICIPATE_FROM_PLY;
    return o->cfg.kind == OPPONENT_SETTAI && !plays_to_win(o) &&
           (settai_course_probe_wanted(&o->course, o->game_ply) || anticipating) &&
           search_objective(o, &slack) == BRIDGE_CLOSEST_TO_TARGET;
}

/* Where settai's own move aims: 0, or ahead of a player who outplays its
 * forecast (settai_anticipate.h). */
static int settai_target(const Opponent *o)
{
    return settai_anticipate_target(&o->antic);
}

/* May settai's own search this turn go past max_depth? Only when asked
 * for (think_depth) and the game is level or drifting; the probe and
 * play to win keep max_depth, whose values the course is tuned on. */
static bool thinks_deeper(const Opponent *o)
{
    return o->cfg.kind == OPPONENT_SETTAI && o->cfg.think_depth > o->cfg.max_depth && !plays_to_win(o) &&
           settai_course_think_deeper(&o->course, o->game_ply, o->cfg.think_from_ply);
}

/* Is this turn steered (settai_steer.h)? Its own search looks for the
 * moves closest to the target (search_objective: settai keeping the game
 * level, on an engine that does so natively and scores the candidates),
 * from SETTAI_STEER_FROM_PLY, with the clock to spare, and while the
 * steering engine has not failed. */
static bool steer_wanted(const Opponent *o, BridgeObjective objective)
{
    return o->cfg.steer && !o->stats.steer_failed && objective == BRIDGE_CLOSEST_TO_TARGET &&
           o->game_ply >= SETTAI_STEER_FROM_PLY && o->my_ms >= SETTAI_STEER_MIN_CLOCK_MS;
}

/* Starts one search of the turn: the probe (the best move) or the turn's
 * own. 0, or -1 with o->error. */
static int start_search(Opponent *o, bool probe)
{
    BridgeLimits l;
    bridge_limits_init(&l);
    l.depth = o->cfg.max_depth;
    l.movetime_ms = o->pending.think_ms;
    o->pending.deeper = !probe && thinks_deeper(o);
    if (o->pending.deeper) {
        l.depth = o->cfg.think_depth;
        if (o->cfg.think_ms > 0 && o->cfg.think_ms < l.movetime_ms)
            l.movetime_ms = o->pending.think_ms = o->cfg.think_ms;
        if (o->cfg.think_nodes > 0)
            l.nodes = (uint64_t)o->cfg.think_nodes;
    }
    if (!probe) {
        l.objective = o->objective = search_objective(o, &l.target_slack_cp);
        if (o->cfg.kind == OPPONENT_SETTAI && !plays_to_win(o)) {
            l.target_cp = settai_target(o);
            l.draw_cp = -OPPONENT_DRAW_CP;
        }
        o->steer_turn = steer_wanted(o, l.objective);
        if (o->steer_turn) {
            l.target_cp = settai_steer_target(&o->steer_offset);
            if (l.target_slack_cp < SETTAI_STEER_SLACK_CP)
                l.target_slack_cp = SETTAI_STEER_SLACK_CP;
        }
    }
    if (bridge_set_position(o->bridge, o->sfen, o->moves) < 0 || bridge_go(o->bridge, &l, NULL, NULL) < 0) {
        err_set(o->error, sizeof o->error, "%s: %s", o->cfg.name, bridge_error(o->bridge));
        return -1;
    }
    o->thinking = true;
    o->probing = probe;
    return 0;
}

int opponent_begin(Opponent *o, const Position *pos, const OpponentClock *clock)
{
    if (o->thinking) {
        snprintf(o->error, sizeof o->error, "%s is already thinking", o->cfg.name);
        return -1;
    }
    o->error[0] = '\0';
    o->hurried = o->failed = false;
    o->steer_turn = o->own_read = o->steering = false;
    o->cand_n = 0;
    o->my_ms = clock->my_ms;
    *o->pos = *pos;
    o->game_ply = pos_move_number(pos) - 1;
    o->rng = turn_seed(o, pos);
    o->instant = instant_move(o, pos);
    if (o->instant)
        return 0;
    game_of(pos, o->sfen, sizeof o->sfen, o->moves);
    o->pending.think_ms = budget_move_ms(clock->my_ms, clock->byoyomi_ms, clock->inc_ms, o->game_ply);
    return start_search(o, probe_wanted(o));
}

/* Is the USI text a legal move here? */
static bool legal_here(const Position *pos, const char *usi)
{
    Move m = move_from_usi(pos, usi);
    return m != MOVE_NONE && pos_is_legal(pos, m);
}

/* The probe has ended: its best value goes to the course. When the course
 * turns to winning (or the caller hurried), the probe's move is the move;
 * otherwise settai's own search starts. A failed probe only costs the
 * course a turn. */
/* The search the turn's move came from: its depth and cost. */
static void pending_search(Opponent *o, const BridgeResult *r)
{
    o->pending.depth = r->depth;
    o->pending.nodes = r->nodes;
    o->pending.search_ms = r->time_ms;
}

static void finish_probe(Opponent *o)
{
    BridgeResult *r = malloc(sizeof *r);
    o->thinking = o->probing = false;
    if (r)
        bridge_result(o->bridge, r);
    bool ok = r && r->status == BRIDGE_OK && legal_here(o->pos, r->bestmove);
    if (ok) {
        settai_course_best(&o->course, o->game_ply, r->score);
        anticipate_measure(o, r->score);
    }
    if (ok && (settai_course_winning(&o->course) || o->hurried)) {
        snprintf(o->pending.move, sizeof o->pending.move, "%s", r->bestmove);
        o->pending.value = o->pending.target = r->score;
        pending_search(o, r);
        o->pending.winning = settai_course_winning(&o->course);
        settai_course_moved(&o->course, o->game_ply, r->score);
        o->instant = true;
    } else if (start_search(o, false) < 0) {
        o->failed = true;
    }
    free(r);
}

/* Starts the steering engine on the position after candidate steer_i.
 * 0, or -1: the steering engine failed, and steering stops for good (settai
 * plays its own pick; the failure is in opponent_stats). */
static int start_steer(Opponent *o)
{
    const char *move = o->own->root[o->cand[o->steer_i]].move;
    size_t len = strlen(o->moves);
    snprintf(o->moves + len, (size_t)POS_MAX_HISTORY * USI_MOVE_MAX - len, "%s%s", len ? " " : "", move);
    BridgeLimits l;
    bridge_limits_init(&l);
    l.depth = o->cfg.steer_depth;
    /* A cap for a loaded machine, and a twentieth of the clock at most. */
    l.movetime_ms = o->my_ms / 20 < SETTAI_STEER_MOVETIME_MS ? o->my_ms / 20 : SETTAI_STEER_MOVETIME_MS;
    int rc = bridge_set_position(o->cfg.steer, o->sfen, o->moves) < 0 ? -1 : bridge_go(o->cfg.steer, &l, NULL, NULL);
    o->moves[len] = '\0';
    if (rc < 0) {
        o->stats.steer_failed = true;
        return -1;
    }
    o->stats.steer_searches++;
    o->steering = true;
    return 0;
}

/* The turn's own search has ended: read it and, when there are replies
 * to choose among, start steering. */
static void finish_own(Opponent *o)
{
    bridge_result(o->bridge, o->own);
    o->thinking = false;
    o->own_read = true;
    o->cand_n = 0;
    if (o->own->status == BRIDGE_OK && !o->hurried)
        o->cand_n = settai_steer_candidates(o->own->root, o->own->root_count, settai_steer_target(&o->steer_offset),
                                            o->cfg.steer_count, SETTAI_STEER_SLACK_CP, o->cand);
    for (int i = 0; i < o->cand_n; i++)
        o->judge[i] = BRIDGE_SCORE_NONE;
    o->steer_i = 0;
    if (o->cand_n < 2 || start_steer(o) < 0)
        o->cand_n = 0;
}

/* Waits up to timeout_ms for the steering to end, starting each next
 * candidate's search as one ends. True when it has ended. */
static bool steer_poll(Opponent *o, int timeout_ms)
{
    while (o->steering) {
        if (!bridge_wait(o->cfg.steer, timeout_ms))
            return false;
        if (timeout_ms > 0)
            timeout_ms = 0; /* the time asked for is spent; forever stays forever */
        bridge_result(o->cfg.steer, o->steer_result);
        o->steering = false;
        if (o->steer_result->status != BRIDGE_OK) {
            o->stats.steer_failed = true;
            break;
        }
        o->judge[o->steer_i++] = o->steer_result->score;
        if (o->steer_i < o->cand_n && !o->hurried)
            start_steer(o);
    }
    return true;
}

bool opponent_ready(Opponent *o, int timeout_ms)
{
    if (o->instant || o->failed)
        return true;
    if (o->steering)
        return steer_poll(o, timeout_ms);
    if (!o->thinking)
        return true;
    if (!bridge_wait(o->bridge, timeout_ms))
        return false;
    if (o->probing) {
        finish_probe(o);
        return o->instant || o->failed;
    }
    if (!o->steer_turn || o->own_read)
        return true;
    finish_own(o);
    return steer_poll(o, 0);
}

void opponent_hurry(Opponent *o)
{
    o->hurried = true;
    if (o->thinking)
        bridge_stop(o->bridge);
    if (o->steering)
        bridge_stop(o->cfg.steer);
}

/* The steered pick over settai's own (settai_steer.h): the candidate the
 * steering engine finds nearest 0, when it scored any. */
static int steer_choice(Opponent *o, int own_pick)
{
    if (o->cand_n < 2 || plays_to_win(o))
        return own_pick;
    int c = settai_steer_pick(o->judge, o->cand_n, o->cfg.near_cp, &o->rng);
    if (c < 0)
        return own_pick;
    int own[SETTAI_STEER_MAX];
    for (int i = 0; i < o->cand_n; i++)
        own[i] = o->own->root[o->cand[i]].score;
    settai_steer_offset_add(&o->steer_offset, own, o->judge, o->cand_n);
    o->pending.steered = true;
    o->pending.steer_value = bridge_score_negate(o->judge[c]);
    o->stats.steer_changed += o->cand[c] != own_pick;
    return o->cand[c];
}

/* Picks the move from the root scores according to the policy. */
static int choose(Opponent *o, const BridgeResult *r)
{
    /* Every root move scored: root[0] is the best, so it serves as the probe. */
    if (o->cfg.kind == OPPONENT_SETTAI && o->objective == BRIDGE_ALL_ROOT_SCORES && r->root_count) {
        settai_course_best(&o->course, o->game_ply, r->root[0].score);
        anticipate_measure(o, r->root[0].score);
    }
    o->pending.winning = plays_to_win(o);
    if (o->pending.winning) {
        o->pending.target = r->score;
        return -1; /* the search's own best move and score */
    }
    if (o->cfg.kind == OPPONENT_SETTAI) {
        o->pending.target = settai_target(o);
        return opponent_pick_closest(r->root, r->root_count, o->pending.target, o->cfg.near_cp, &o->rng);
    }
    TargetMode mode;
    int value = r->root_count ? r->root[0].score : r->score;
    int target = target_loss_aim(&o->tl, o->game_ply, value, &o->rng, &mode);
    o->pending.target = target;
    if (mode == TARGET_BEST || r->root_count == 0)
        return r->root_count ? 0 : -1;
    if (mode == TARGET_AT_MOST) {
        for (int i = 0; i < r->root_count; i++)
            if (r->root[i].score != BRIDGE_SCORE_NONE && r->root[i].score <= target)
                return i;
        return r->root_count - 1;
    }
    return opponent_pick_closest(r->root, r->root_count, target, o->cfg.near_cp, &o->rng);
}

/* The value the course counts a move by: the steering engine's when it
 * chose the move (its level is the judge's), else settai's own. */
static int course_value(const Opponent *o)
{
    return o->pending.steered && !bridge_score_is_mate(o->pending.steer_value) ? o->pending.steer_value
                                                                                : o->pending.value;
}

int opponent_take(Opponent *o, OpponentMove *out)
{
    while (o->probing) {
        bridge_wait(o->bridge, -1);
        finish_probe(o);
    }
    if (o->failed) {
        o->failed = false;
        return -1;
    }
    if (o->instant) {
        o->instant = false;
        note_move(o);
        *out = o->pending;
        return 0;
    }
    if (o->thinking && o->steer_turn) {
        bridge_wait(o->bridge, -1);
        finish_own(o);
    }
    steer_poll(o, -1);
    if (!o->thinking && !o->own_read) {
        snprintf(o->error, sizeof o->error, "%s was not asked for a move", o->cfg.name);
        return -1;
    }
    BridgeResult *r = o->own_read ? o->own : malloc(sizeof *r);
    if (!r) {
        snprintf(o->error, sizeof o->error, "%s: out of memory", o->cfg.name);
        return -1;
    }
    if (!o->own_read)
        bridge_result(o->bridge, r);
    o->thinking = o->own_read = false;
    int rc = 0;
    if (r->status != BRIDGE_OK) {
        err_set(o->error, sizeof o->error, "%s: %s", o->cfg.name, r->error);
        rc = -1;
    } else {
        pending_search(o, r);
        o->pending.steer_value = BRIDGE_SCORE_NONE;
        int k = steer_choice(o, choose(o, r));
        if (k >= 0 && legal_here(o->pos, r->root[k].move)) {
            snprintf(o->pending.move, sizeof o->pending.move, "%s", r->root[k].move);
            o->pending.value = r->root[k].score;
        } else if (legal_here(o->pos, r->bestmove)) {
            snprintf(o->pending.move, sizeof o->pending.move, "%s", r->bestmove);
            o->pending.value = r->score;
        } else {
            /* The engine resigned or named no legal move: settai never
             * resigns, so play the first legal move rather than stop. */
            MoveList legal;
            gen_legal(o->pos, &legal);
            move_to_usi(legal.moves[0], o->pending.move);
            o->pending.value = BRIDGE_SCORE_NONE;
        }
        if (o->cfg.kind == OPPONENT_TARGET_LOSS && o->pending.value != BRIDGE_SCORE_NONE)
            target_loss_played(&o->tl, o->pending.target, o->pending.value);
        if (o->cfg.kind == OPPONENT_SETTAI)
            settai_course_moved(&o->course, o->game_ply, course_value(o));
        note_move(o);
        *out = o->pending;
    }
    if (r != o->own)
        free(r);
    return rc;
}
