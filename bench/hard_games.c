/* bench/hard_games: long games between unequal players, the kind a weak
 * player's placement test is made of (issue 14): the settai AI keeps the
 * game level and never converts a win, so the games run long and end in
 * drop-heavy mating attacks, where a fixed-depth search used to blow up.
 * Built and run by bench/hard_games.sh; its output is the hard-game corpus
 * (bench/hard_games.usi) that bench/budget.sh analyses.
 *
 *   hard_games --black SPEC --white SPEC [--games N] [--seed S]
 *              [--min-plies A] [--max-plies B] [--openings FILE]
 *              [--opening-plies P] [--first K] [--clock-ms C]
 *
 * SPEC: a `kiryoku test --player` spec ("embedded:depth=1",
 * "embedded:softmax=150,depth=3", "level:900") or "settai" (the test's
 * AI1 opponent, embedded engine at its default depth). Game g starts from
 * opening line K + g (first P plies, default 0: the normal start) and is
 * played with no clock (tools/accuracy_game.h) up to B plies (default 350).
 * A game that ends before A plies (default 200) is dropped; a kept one is
 * printed as
 *   # game G: BLACK vs WHITE, END after N plies, D drops in the last 60 plies
 *   startpos moves ...
 * The players' draws are seeded per game, but the settai AI thinks for a
 * time (a share of C ms, the main time each player is told it has left;
 * default: the game loop's ten minutes), so a rebuilt corpus differs in
 * detail: the corpus is kept as a file, not rebuilt by the benchmarks. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tools/accuracy_game.h"
#include "bench/openings.h"
#include "shogi/usi.h"

typedef struct {
    const char *black, *white, *openings;
    int games, min_plies, max_plies, opening_plies, first, clock_ms;
    unsigned long long seed;
} Options;

/* The main time left each player is told it has (0: the game loop's own
 * nominal clock). The settai AI thinks for a share of it, so a short one
 * keeps its drop-heavy endgame moves from taking 15 s each. */
static int told_clock_ms;

/* The game's moves as the players saw them: a Player that passes every
 * call on to the real one and keeps the move list of its last turn and
 * the move it answered, so the game's whole line is known at its end. */
typedef struct {
    Player *inner;
    char *moves;          /* "m1 m2 ... mN" after the last move either side made */
} Recorder;

static char *last_moves;  /* shared by the two recorders of a game */

static void remember(const char *moves, const char *move)
{
    size_t n = strlen(moves) + (move ? strlen(move) + 2 : 1);
    char *s = malloc(n);
    if (!s)
        exit(1);
    snprintf(s, n, "%s%s%s", moves, move && moves[0] ? " " : "", move ? move : "");
    free(last_moves);
    last_moves = s;
}

static int rec_new_game(Player *p, int game_index, Color side)
{
    Recorder *r = p->impl;
    return r->inner->new_game(r->inner, game_index, side);
}

static int rec_begin_turn(Player *p, const PlayerTurn *t)
{
    Recorder *r = p->impl;
    free(r->moves);
    r->moves = strdup(t->moves);
    PlayerTurn told = *t;
    if (told_clock_ms > 0)
        told.clock_ms[BLACK] = told.clock_ms[WHITE] = told_clock_ms;
    int rc = r->inner->begin_turn(r->inner, &told);
    snprintf(p->error, sizeof p->error, "%s", r->inner->error);
    return rc;
}

static PlayerStatus rec_poll(Player *p, int timeout_ms, char move[8], bool *in_book)
{
    Recorder *r = p->impl;
    PlayerStatus st = r->inner->poll(r->inner, timeout_ms, move, in_book);
    if (st == PLAYER_MOVED)
        remember(r->moves ? r->moves : "", move);
    snprintf(p->error, sizeof p->error, "%s", r->inner->error);
    return st;
}

static void rec_cancel(Player *p)
{
    Recorder *r = p->impl;
    r->inner->cancel(r->inner);
}

/* player_free() frees the Player itself after this. */
static void rec_destroy(Player *p)
{
    Recorder *r = p->impl;
    player_free(r->inner);
    free(r->moves);
    free(r);
}

static Player *recorder_new(Player *inner)
{
    Recorder *r = calloc(1, sizeof *r);
    Player *p = calloc(1, sizeof *p);
    if (!r || !p) {
        free(r);
        free(p);
        return NULL;
    }
    r->inner = inner;
    *p = (Player){ .impl = r, .new_game = rec_new_game, .begin_turn = rec_begin_turn, .poll = rec_poll,
                   .cancel = rec_cancel, .destroy = rec_destroy, .has_book = inner->has_book };
    snprintf(p->name, sizeof p->name, "%s", inner->name);
    return p;
}

static Player *make_player(const char *spec, unsigned long long seed, char *err, size_t errlen)
{
    Player *p;
    if (!strcmp(spec, "settai")) {
        p = player_opponent_new("AI1", "embedded", 0, seed, err, errlen);
    } else {
        char full[512];
        bool seeded = !strncmp(spec, "embedded:", 9) || !strncmp(spec, "level:", 6);
        snprintf(full, sizeof full, seeded ? "%s,seed=%llu" : "%s", spec, seed);
        p = player_from_spec(full, err, errlen);
    }
    Player *r = p ? recorder_new(p) : NULL;
    if (p && !r)
        player_free(p);
    return r;
}

/* Drops among the last `window` moves of a move list. */
static int late_drops(const char *moves, int plies, int window)
{
    int k = 0, drops = 0;
    for (const char *m = moves; *m; k++) {
        m += strspn(m, " ");
        if (!*m)
            break;
        if (k >= plies - window && m[1] == '*')
            drops++;
        m += strcspn(m, " ");
    }
    return drops;
}

static int parse(int argc, char **argv, Options *o)
{
    *o = (Options){ .games = 10, .min_plies = 200, .max_plies = 350, .seed = 1,
                    .openings = "tests/data/openings/records2016_10818.sfen" };
    for (int i = 1; i + 1 < argc; i += 2) {
        const char *k = argv[i], *v = argv[i + 1];
        if (!strcmp(k, "--black")) o->black = v;
        else if (!strcmp(k, "--white")) o->white = v;
        else if (!strcmp(k, "--openings")) o->openings = v;
        else if (!strcmp(k, "--games")) o->games = atoi(v);
        else if (!strcmp(k, "--min-plies")) o->min_plies = atoi(v);
        else if (!strcmp(k, "--max-plies")) o->max_plies = atoi(v);
        else if (!strcmp(k, "--opening-plies")) o->opening_plies = atoi(v);
        else if (!strcmp(k, "--first")) o->first = atoi(v);
        else if (!strcmp(k, "--seed")) o->seed = strtoull(v, NULL, 10);
        else if (!strcmp(k, "--clock-ms")) o->clock_ms = atoi(v);
        else return -1;
    }
    return o->black && o->white && o->games > 0 && o->max_plies > 0 ? 0 : -1;
}

int main(int argc, char **argv)
{
    Options o;
    if (parse(argc, argv, &o) != 0) {
        fprintf(stderr, "usage: hard_games --black SPEC --white SPEC [--games N] [--seed S] [--min-plies A]\n"
                        "       [--max-plies B] [--openings FILE] [--opening-plies P] [--first K] [--clock-ms C]\n");
        return 2;
    }
    told_clock_ms = o.clock_ms;
    for (int g = 0; g < o.games; g++) {
        char err[600], opening[1024] = "";
        if (o.opening_plies > 0)
            opening_line(o.openings, o.first + g, o.opening_plies, opening, sizeof opening);
        Player *b = make_player(o.black, o.seed + (unsigned long long)g * 2, err, sizeof err);
        Player *w = b ? make_player(o.white, o.seed + (unsigned long long)g * 2 + 1, err, sizeof err) : NULL;
        AccuracyResult res;
        int rc = w ? accuracy_play_game(b, w, opening, o.max_plies, g, &res, err, sizeof err) : -1;
        if (rc != 0) {
            fprintf(stderr, "hard_games: game %d: %s\n", g, err);
        } else {
            fprintf(stderr, "game %d: %s after %d plies\n", g, accuracy_end_name(res.end), res.plies);
            if (res.plies >= o.min_plies && last_moves) {
                printf("# game %d: %s vs %s, %s after %d plies, %d drops in the last 60 plies\n", g, o.black,
                       o.white, accuracy_end_name(res.end), res.plies, late_drops(last_moves, res.plies, 60));
                printf("startpos moves %s\n", last_moves);
                fflush(stdout);
            }
        }
        player_free(b);
        player_free(w);
        free(last_moves);
        last_moves = NULL;
    }
    return 0;
}
