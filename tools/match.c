/* Engine-against-engine games (see match.h). */
#include "tools/match.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/error.h"
#include "bridge/bridge.h"
#include "shogi/game_facts.h"
#include "bridge/usi_process.h"
#include "shogi/usi.h"

enum { MATCH_DEFAULT_MAX_PLIES = 512, MATCH_RETRIES = 1 };

typedef struct {
    char move[8];
    const char *comment;
} Choice;

/* Asks a plain engine for its best move in pos. */
static int ask_engine(MatchPlayer *p, const Position *pos, const int clock[2], const MatchConfig *cfg, Choice *c,
                      char *err, size_t errlen)
{
    char sfen[256];
    /* The whole history matters for repetition: replay from the start. */
    Position *start = malloc(sizeof *start);
    char *moves = malloc((size_t)pos->ply * USI_MOVE_MAX + 1);
    if (!start || !moves) {
        free(start);
        free(moves);
        err_set(err, errlen, "out of memory");
        return -1;
    }
    *start = *pos;
    while (start->ply > 0)
        pos_undo_move(start);
    pos_to_sfen(start, sfen, sizeof sfen);
    size_t off = 0;
    moves[0] = '\0';
    for (int k = 1; k <= pos->ply; k++) {
        char m[USI_MOVE_MAX];
        move_to_usi(pos->hist[k].move, m);
        off += (size_t)sprintf(moves + off, "%s%s", k > 1 ? " " : "", m);
    }
    BridgeLimits l = p->limits;
    if (cfg->main_ms > 0 && l.use_clock) {
        l.btime_ms = clock[BLACK];
        l.wtime_ms = clock[WHITE];
        l.byoyomi_ms = cfg->byoyomi_ms;
    }
    BridgeResult *r = malloc(sizeof *r);
    int rc = -1;
    if (r && bridge_set_position(p->engine, sfen, moves) == 0 && bridge_search(p->engine, &l, r) == 0) {
        snprintf(c->move, sizeof c->move, "%s", r->bestmove);
        rc = 0;
    } else {
        err_set(err, errlen, "%s: %s", p->name, r ? r->error : "out of memory");
    }
    free(r);
    free(start);
    free(moves);
    return rc;
}

static int ask_policy(MatchPlayer *p, const Position *pos, const int clock[2], const MatchConfig *cfg, Choice *c,
                      char *err, size_t errlen)
{
    Color me = pos_side(pos);
    OpponentClock oc = { .my_ms = cfg->main_ms > 0 ? clock[me] : 600000,
                         .their_ms = cfg->main_ms > 0 ? clock[color_flip(me)] : 600000,
                         .byoyomi_ms = cfg->byoyomi_ms };
    OpponentMove m;
    if (opponent_begin(p->opponent, pos, &oc) < 0 || opponent_take(p->opponent, &m) < 0) {
        err_set(err, errlen, "%s", opponent_error(p->opponent));
        return -1;
    }
    if (p->on_move)
        p->on_move(p->on_move_ctx, pos, &m);
    snprintf(c->move, sizeof c->move, "%s", m.move);
    c->comment = m.comment;
    return 0;
}

/* Ends the record if the side to move has lost or the game is drawn. */
static bool game_over(GameRecord *rec, const Position *pos)
{
    Color side = pos_side(pos);
    if (pos_is_mated(pos)) {
        record_set_end(rec, END_MATE, side);
        return true;
    }
    switch (pos_repetition(pos, 4)) {
    case REP_DRAW:
        record_set_end(rec, END_SENNICHITE, side);
        return true;
    case REP_WIN:
        record_set_end(rec, END_ILLEGAL_WIN, side);
        return true;
    case REP_LOSS:
        record_set_end(rec, END_ILLEGAL_LOSS, side);
        return true;
    default:
        return false;
    }
}

static int setup(GameRecord **out, Position *pos, MatchPlayer *black, MatchPlayer *white, const MatchConfig *cfg,
                 char *err, size_t errlen)
{
    char why[256];
    pos_init_startpos(pos);
    if (cfg->start_sfen && pos_set_sfen(pos, cfg->start_sfen, why, sizeof why) < 0) {
        err_set(err, errlen, "bad start position: %s", why);
        return -1;
    }
    char sfen[256];
    pos_to_sfen(pos, sfen, sizeof sfen);
    *out = record_new(cfg->start_sfen ? sfen : NULL);
    if (!*out) {
        err_set(err, errlen, "out of memory");
        return -1;
    }
    record_set_header(*out, REC_SENTE, black->name);
    record_set_header(*out, REC_GOTE, white->name);
    (*out)->time.initial_s = cfg->main_ms > 0 ? cfg->main_ms / 1000 : -1;
    (*out)->time.byoyomi_s = cfg->main_ms > 0 ? cfg->byoyomi_ms / 1000 : -1;
    (*out)->time.increment_s = cfg->main_ms > 0 ? 0 : -1;
    if (black->opponent)
        game_mark_ai(*out, black->name);
    else if (white->opponent)
        game_mark_ai(*out, white->name);
    if (black->opponent)
        opponent_new_game(black->opponent);
    if (white->opponent)
        opponent_new_game(white->opponent);
    return 0;
}

/* Plays the untimed opening moves into the position and the record. */
static int play_opening(GameRecord *rec, Position *pos, const char *opening, char *err, size_t errlen)
{
    int first = pos->ply;
    char why[200];
    if (opening && pos_play_usi_moves(pos, opening, why, sizeof why) != 0) {
        err_set(err, errlen, "opening %s", why);
        return -1;
    }
    for (int k = first + 1; k <= pos->ply; k++)
        record_append_move(rec, pos->hist[k].move, 0, NULL);
    return 0;
}

int match_play(MatchPlayer *black, MatchPlayer *white, const MatchConfig *cfg, GameRecord **out, char *err,
               size_t errlen)
{
    Position *pos = malloc(sizeof *pos);
    *out = NULL;
    if (!pos || setup(out, pos, black, white, cfg, err, errlen) < 0 ||
        play_opening(*out, pos, cfg->opening, err, errlen) < 0) {
        free(pos);
        return -1;
    }
    int clock[2] = { cfg->main_ms, cfg->main_ms };
    int max_plies = cfg->max_plies > 0 ? cfg->max_plies : MATCH_DEFAULT_MAX_PLIES;
    int rc = 0;
    while (!game_over(*out, pos)) {
        if (pos->ply >= max_plies) {
            record_set_end(*out, END_INTERRUPT, pos_side(pos));
            break;
        }
        Color me = pos_side(pos);
        MatchPlayer *p = me == BLACK ? black : white;
        Choice c = { "", NULL };
        long long t0 = usi_now_ms();
        int got = -1;
        for (int tries = 0; got < 0 && tries <= MATCH_RETRIES; tries++)
            got = p->opponent ? ask_policy(p, pos, clock, cfg, &c, err, errlen)
                              : ask_engine(p, pos, clock, cfg, &c, err, errlen);
        int spent = (int)(usi_now_ms() - t0);
        if (got < 0) {
            record_set_end(*out, END_INTERRUPT, me);
            rc = -1;
            break;
        }
        if (cfg->main_ms > 0) {
            clock[me] -= spent;
            if (clock[me] < 0 && -clock[me] > cfg->byoyomi_ms) {
                record_set_end(*out, END_TIME_UP, me);
                break;
            }
            if (clock[me] < 0)
                clock[me] = 0;
        }
        if (!strcmp(c.move, "resign") || !c.move[0]) {
            record_set_end(*out, END_RESIGN, me);
            break;
        }
        if (!strcmp(c.move, "win")) {
            record_set_end(*out, pos_can_declare(pos) ? END_DECLARE_WIN : END_ILLEGAL_LOSS, me);
            break;
        }
        Move m = move_from_usi(pos, c.move);
        if (m == MOVE_NONE || !pos_is_legal(pos, m)) {
            record_set_end(*out, END_ILLEGAL_LOSS, me);
            err_set(err, errlen, "%s played an illegal move '%s' at ply %d", p->name, c.move, pos->ply + 1);
            break;
        }
        pos_do_move(pos, m);
        record_append_move(*out, m, spent, c.comment);
    }
    free(pos);
    return rc;
}
