/* A clockless game between two Players (see accuracy_game.h). */
#include "tools/accuracy_game.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bridge/bridge.h"
#include "shogi/usi.h"

enum { ACC_DEFAULT_MAX_PLIES = 320, ACC_POLL_MS = 1000, ACC_NOMINAL_CLOCK_MS = 600000 };

const char *accuracy_end_name(AccuracyEnd e)
{
    static const char *const names[] = { "mate",       "resign",    "declare",  "illegal",
                                         "sennichite", "perpetual", "max-plies", "adjudicated" };
    return (unsigned)e < sizeof names / sizeof names[0] ? names[e] : "?";
}

void accuracy_schedule(int n, int g, AccuracyPairing *out)
{
    int pairs = n * (n - 1) / 2, pair = g % pairs, a = 0, b = 1;
    for (int k = 0; k < pair; k++)
        if (++b == n) {
            a++;
            b = a + 1;
        }
    out->round = g / pairs;
    out->black = out->round % 2 ? b : a;
    out->white = out->round % 2 ? a : b;
    out->opening = (out->round / 2) * pairs + pair;
}

/* The score for black when `loser` lost. */
static double loss_for(Color loser) { return loser == BLACK ? 0.0 : 1.0; }

/* Ends the game if the position on the board is over. */
static bool over_on_board(const Position *pos, AccuracyResult *out)
{
    Color side = pos_side(pos);
    if (pos_is_mated(pos)) {
        out->end = ACC_END_MATE;
        out->black_score = loss_for(side);
        return true;
    }
    switch (pos_repetition(pos, 4)) {
    case REP_DRAW:
        out->end = ACC_END_SENNICHITE;
        out->black_score = 0.5;
        return true;
    case REP_WIN:
        out->end = ACC_END_PERPETUAL;
        out->black_score = loss_for(color_flip(side));
        return true;
    case REP_LOSS:
        out->end = ACC_END_PERPETUAL;
        out->black_score = loss_for(side);
        return true;
    default:
        return false;
    }
}

/* Appends a USI move to the space-separated list (grown as needed). */
static int append_move(char **moves, size_t *cap, size_t *len, const char *m)
{
    size_t need = *len + strlen(m) + 2;
    if (need > *cap) {
        size_t grown = need * 2;
        char *p = realloc(*moves, grown);
        if (!p)
            return -1;
        *moves = p;
        *cap = grown;
    }
    *len += (size_t)sprintf(*moves + *len, "%s%s", *len ? " " : "", m);
    return 0;
}

/* Plays the opening line and copies its moves into the game's move list. */
static int play_opening(Position *pos, const char *opening, char **moves, size_t *cap, size_t *len, char *err,
                        size_t errlen)
{
    char why[200];
    if (opening && pos_play_usi_moves(pos, opening, why, sizeof why) != 0) {
        snprintf(err, errlen, "opening %s", why);
        return -1;
    }
    for (int k = 1; k <= pos->ply; k++) {
        char tok[USI_MOVE_MAX];
        move_to_usi(pos->hist[k].move, tok);
        if (append_move(moves, cap, len, tok) < 0) {
            snprintf(err, errlen, "out of memory");
            return -1;
        }
    }
    return 0;
}

/* The ply limit is reached: the side far ahead wins, else a draw. */
static int adjudicate(const Position *pos, const char *moves, AccuracyResult *out, char *err, size_t errlen)
{
    Bridge *b = bridge_open("embedded", NULL, err, errlen);
    BridgeResult *r = malloc(sizeof *r);
    BridgeLimits l;
    bridge_limits_init(&l);
    l.depth = ACC_ADJUDICATE_DEPTH;
    int rc = -1;
    if (b && r && bridge_set_position(b, "startpos", moves) == 0 && bridge_search(b, &l, r) == 0) {
        Color side = pos_side(pos);
        *out = (AccuracyResult){ .black_score = 0.5, .end = ACC_END_MAX_PLIES };
        if (r->score != BRIDGE_SCORE_NONE && (r->score >= ACC_ADJUDICATE_CP || r->score <= -ACC_ADJUDICATE_CP)) {
            out->end = ACC_END_ADJUDICATED;
            out->black_score = loss_for(r->score > 0 ? color_flip(side) : side);
        }
        rc = 0;
    } else if (b) {
        snprintf(err, errlen, "adjudication: %s", r ? r->error : "out of memory");
    }
    free(r);
    bridge_close(b);
    return rc;
}

/* Asks p for its move. Returns the player's final status. */
static PlayerStatus ask(Player *p, const Position *pos, const char *moves, int game_index, char move[8])
{
    PlayerTurn t = { .game_index = game_index, .start_sfen = "startpos", .moves = moves, .ply = pos->ply,
                     .pos = pos, .side = pos_side(pos),
                     .clock_ms = { ACC_NOMINAL_CLOCK_MS, ACC_NOMINAL_CLOCK_MS } };
    if (p->begin_turn(p, &t) != 0)
        return PLAYER_FAILED;
    PlayerStatus st;
    bool in_book;
    while ((st = p->poll(p, ACC_POLL_MS, move, &in_book)) == PLAYER_THINKING)
        ;
    return st;
}

/* One move of the side to move; true when it ended the game. */
static int play_move(Player *p, Position *pos, char **moves, size_t *cap, size_t *len, int game_index,
                     AccuracyResult *out, char *err, size_t errlen)
{
    Color me = pos_side(pos);
    char move[8] = "";
    switch (ask(p, pos, *moves, game_index, move)) {
    case PLAYER_MOVED:
        break;
    case PLAYER_RESIGNED:
        out->end = ACC_END_RESIGN;
        out->black_score = loss_for(me);
        return 1;
    case PLAYER_DECLARED:
        out->end = pos_can_declare(pos) ? ACC_END_DECLARE : ACC_END_ILLEGAL;
        out->black_score = out->end == ACC_END_DECLARE ? 1.0 - loss_for(me) : loss_for(me);
        return 1;
    default:
        snprintf(err, errlen, "%s at ply %d: %s", p->name, pos->ply + 1, p->error[0] ? p->error : "no move");
        return -1;
    }
    Move m = move_from_usi(pos, move);
    if (m == MOVE_NONE || !pos_is_legal(pos, m)) {
        out->end = ACC_END_ILLEGAL;
        out->black_score = loss_for(me);
        return 1;
    }
    pos_do_move(pos, m);
    if (append_move(moves, cap, len, move) < 0) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    return 0;
}

int accuracy_play_game(Player *black, Player *white, const char *opening, int max_plies, int game_index,
                       AccuracyResult *out, char *err, size_t errlen)
{
    Position *pos = malloc(sizeof *pos);
    char *moves = calloc(1, 1);
    size_t cap = 1, len = 0;
    int rc = -1;
    if (!pos || !moves) {
        snprintf(err, errlen, "out of memory");
        goto done;
    }
    pos_init_startpos(pos);
    if (play_opening(pos, opening, &moves, &cap, &len, err, errlen) < 0)
        goto done;
    if (black->new_game(black, game_index, BLACK) != 0 || white->new_game(white, game_index, WHITE) != 0) {
        snprintf(err, errlen, "%s", black->error[0] ? black->error : white->error);
        goto done;
    }
    int limit = max_plies > 0 ? max_plies : ACC_DEFAULT_MAX_PLIES;
    *out = (AccuracyResult){ .black_score = 0.5, .end = ACC_END_MAX_PLIES };
    int step = 0;
    /* over_on_board runs before the ply limit: a mate on the last ply counts. */
    while (step == 0 && !over_on_board(pos, out) && pos->ply < limit)
        step = play_move(pos_side(pos) == BLACK ? black : white, pos, &moves, &cap, &len, game_index, out, err,
                         errlen);
    if (step == 0 && out->end == ACC_END_MAX_PLIES && adjudicate(pos, moves, out, err, errlen) < 0)
        step = -1;
    out->plies = pos->ply;
    rc = step < 0 ? -1 : 0;
done:
    free(pos);
    free(moves);
    return rc;
}
