/* bench/bridge_match: games of a kiryoku AI (settai by default) against an
 * engine, written as CSA records for `kiryoku analyze`. Built and run by
 * bench/bridge.sh against build/libkiryoku.a.
 *
 *   bridge_match --games N --out DIR [--ai-depth D]
 *                [--ai-think-depth D [--ai-think-from PLY] [--ai-think-ms MS]
 *                 [--ai-think-nodes N]] [--turns FILE]
 *                [--ai-anticipate CP] [--ai-steer SPEC --ai-steer-depth D]
 *                [--ai ai1|ai2|level:R] [--ai-engine SPEC]
 *                [--opp SPEC] [--opp-depth D | --opp-movetime MS | --opp-nodes N]
 *                [--openings FILE] [--max-plies N] [--seed S] [--first K]
 *                [--max-seconds S]
 *
 * Colours alternate; game k starts from line k of the openings file (USI
 * "startpos moves ..." lines), its first 8 plies, when one is given.
 * --first K starts at game K+1 (numbering, colour, opening and seed as in
 * one long run), so several processes can share a run. --max-seconds S
 * starts no game after S seconds (a bound for a run on a shared machine).
 * --ai-think-depth: settai's deeper search when the game is level or
 * drifting (OpponentConfig.think_depth; here off unless given, where
 * kiryoku test's default is the depth cap + 4, so that each setting a
 * bench compares is named), from ply PLY with --ai-think-from
 * (OpponentConfig.think_from_ply; default SETTAI_THINK_FROM_PLY), for at
 * most MS a turn with --ai-think-ms (OpponentConfig.think_ms; default
 * SETTAI_THINK_MS, -1 the clock's budget alone, as before 2026-11-29),
 * and at most N nodes with --ai-think-nodes (OpponentConfig.think_nodes;
 * default SETTAI_THINK_NODES, -1 none, as before 2026-11-30).
 * --turns FILE appends a line for each of the AI's moves:
 *   game<TAB>ply<TAB>book<TAB>deeper<TAB>winning<TAB>depth<TAB>nodes
 *   <TAB>search ms<TAB>think ms (its budget)
 * --ai-engine: the bridge spec the AI searches with (default embedded;
 * embedded:nnue=FILE for the learned evaluation).
 * --ai-anticipate: settai aims up to CP ahead of replies that beat its
 * forecast (OpponentConfig.anticipate_cp). --ai-steer: settai steered by
 * the engine SPEC searched D deep (ai/settai_steer.h). --opp-nodes: the
 * opponent searches N nodes a move (with one thread: the same game whatever the
 * machine's load). Each game prints
 *   game<TAB>N<TAB>AI colour<TAB>plies<TAB>ending<TAB>AI's result<TAB>AI's ms
 *   <TAB>AI's moves<TAB>of them searched deeper<TAB>their mean depth
 *   <TAB>of them steered<TAB>of those, where the steering changed the move
 * (ms: the wall time the AI spent on its clock) for bench/bridge.sh and
 * bench/settai_clock.sh to sum up. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "app/assets.h"
#include "bench/openings.h"
#include "tools/match.h"
#include "engine/book.h"
#include "shogi/record.h"

typedef struct {
    int games, first, max_seconds, ai_depth, ai_think_depth, ai_think_from, ai_think_ms, opp_depth, opp_movetime;
    int max_plies;
    int opening_plies, steer_depth, ai_anticipate;
    long long opp_nodes;
    long long ai_think_nodes;
    const char *out, *opp, *openings, *ai, *ai_engine, *steer, *turns;
    unsigned long long seed;
} Options;

static int parse(int argc, char **argv, Options *o)
{
    *o = (Options){ .games = 2, .ai_depth = 0, .opp_depth = 1, .max_plies = 320, .opening_plies = 8,
                    .out = "build/bench-games", .opp = "embedded", .ai = "ai1", .ai_engine = "embedded",
                    .seed = 1, .steer_depth = 4 };
    for (int i = 1; i + 1 < argc; i += 2) {
        const char *k = argv[i], *v = argv[i + 1];
        if (!strcmp(k, "--games")) o->games = atoi(v);
        else if (!strcmp(k, "--first")) o->first = atoi(v);
        else if (!strcmp(k, "--max-seconds")) o->max_seconds = atoi(v);
        else if (!strcmp(k, "--out")) o->out = v;
        else if (!strcmp(k, "--ai-depth")) o->ai_depth = atoi(v);
        else if (!strcmp(k, "--ai-think-depth")) o->ai_think_depth = atoi(v);
        else if (!strcmp(k, "--ai-think-from")) o->ai_think_from = atoi(v);
        else if (!strcmp(k, "--ai-think-ms")) o->ai_think_ms = atoi(v);
        else if (!strcmp(k, "--ai-think-nodes")) o->ai_think_nodes = atoll(v);
        else if (!strcmp(k, "--turns")) o->turns = v;
        else if (!strcmp(k, "--ai-anticipate")) o->ai_anticipate = atoi(v);
        else if (!strcmp(k, "--ai-steer")) o->steer = v;
        else if (!strcmp(k, "--ai-steer-depth")) o->steer_depth = atoi(v);
        else if (!strcmp(k, "--ai")) o->ai = v;
        else if (!strcmp(k, "--ai-engine")) o->ai_engine = v;
        else if (!strcmp(k, "--opp")) o->opp = v;
        else if (!strcmp(k, "--opp-depth")) o->opp_depth = atoi(v);
        else if (!strcmp(k, "--opp-movetime")) o->opp_movetime = atoi(v);
        else if (!strcmp(k, "--opp-nodes")) o->opp_nodes = atoll(v);
        else if (!strcmp(k, "--openings")) o->openings = v;
        else if (!strcmp(k, "--max-plies")) o->max_plies = atoi(v);
        else if (!strcmp(k, "--seed")) o->seed = strtoull(v, NULL, 10);
        else {
            fprintf(stderr, "bridge_match: unknown option %s\n", k);
            return -1;
        }
    }
    return 0;
}

/* Indexed by EndKind (shogi/record.h). */
static const char *const ending_names[] = { "none", "resign", "time-up", "sennichite", "impasse",
                                            "mate", "illegal-win", "illegal-loss", "declare-win", "interrupted" };

static const char *result_for(const GameRecord *rec, Color ai)
{
    switch (record_result(rec)) {
    case RESULT_BLACK_WIN:
        return ai == BLACK ? "win" : "loss";
    case RESULT_WHITE_WIN:
        return ai == WHITE ? "win" : "loss";
    case RESULT_DRAW:
        return "draw";
    default:
        return "none";
    }
}

/* The AI's thinking time over the game: its moves are the odd plies
 * (index 0, 2, ...) as sente and the even ones as gote. */
static long ai_ms(const GameRecord *rec, int ai_first_index)
{
    long ms = 0;
    for (int i = ai_first_index; i < rec->move_count; i += 2)
        ms += rec->moves[i].time_ms > 0 ? rec->moves[i].time_ms : 0;
    return ms;
}

/* --turns: one line for each of the AI's moves (turns.tsv's columns in
 * the header comment). */
typedef struct {
    FILE *f;
    int game;
} TurnLog;

static void log_turn(void *ctx, const Position *pos, const OpponentMove *m)
{
    TurnLog *t = ctx;
    fprintf(t->f, "%d\t%d\t%d\t%d\t%d\t%d\t%llu\t%d\t%d\n", t->game, pos->ply + 1, m->from_book, m->deeper,
            m->winning, m->depth, (unsigned long long)m->nodes, m->search_ms, m->think_ms);
    fflush(t->f);
}

static int play(const Options *o, int g, Book *book)
{
    char err[512];
    /* A niced gpsusi loading its data on a busy shared machine missed the
     * default 30 s handshake (a game never played): wait longer here. */
    BridgeConfig cfg = { .threads = 1, .handshake_timeout_ms = 120000 };
    Bridge *ai = bridge_open(o->ai_engine, &cfg, err, sizeof err);
    Bridge *opp = ai ? bridge_open(o->opp, &cfg, err, sizeof err) : NULL;
    Bridge *steer = opp && o->steer ? bridge_open(o->steer, &cfg, err, sizeof err) : NULL;
    if (!ai || !opp || (o->steer && !steer)) {
        fprintf(stderr, "bridge_match: %s\n", err);
        bridge_close(ai);
        bridge_close(opp);
        return -1;
    }
    OpponentConfig oc;
    if (!strncmp(o->ai, "level:", 6))
        opponent_config_target(&oc, o->seed + (unsigned)g, atoi(o->ai + 6));
    else if (!strcmp(o->ai, "ai2") && book)
        opponent_config_ai2(&oc, o->seed + (unsigned)g, book);
    else
        opponent_config_ai1(&oc, o->seed + (unsigned)g);
    oc.max_depth = o->ai_depth;
    oc.think_depth = o->ai_think_depth;
    oc.think_from_ply = o->ai_think_from;
    oc.think_ms = o->ai_think_ms;
    oc.think_nodes = o->ai_think_nodes;
    oc.anticipate_cp = o->ai_anticipate;
    oc.steer = steer;
    oc.steer_depth = o->steer_depth;
    Opponent *pol = opponent_new(ai, &oc);
    BridgeCaps caps;
    bridge_caps(opp, &caps);
    TurnLog turns = { .f = o->turns ? fopen(o->turns, "a") : NULL, .game = g + 1 };
    if (o->turns && !turns.f)
        fprintf(stderr, "bridge_match: cannot append to %s; no turns logged\n", o->turns);
    MatchPlayer a = { .name = oc.name, .opponent = pol, .on_move = turns.f ? log_turn : NULL,
                      .on_move_ctx = &turns };
    MatchPlayer b = { .name = caps.name, .engine = opp };
    bridge_limits_init(&b.limits);
    b.limits.depth = o->opp_movetime || o->opp_nodes ? 0 : o->opp_depth;
    b.limits.movetime_ms = o->opp_movetime;
    b.limits.nodes = o->opp_nodes > 0 ? (uint64_t)o->opp_nodes : 0;
    char opening[256];
    opening_line(o->openings, g, o->opening_plies, opening, sizeof opening);
    MatchConfig mc = { .max_plies = o->max_plies, .main_ms = 600000, .opening = opening };
    GameRecord *rec = NULL;
    int rc = g % 2 == 0 ? match_play(&a, &b, &mc, &rec, err, sizeof err) : match_play(&b, &a, &mc, &rec, err, sizeof err);
    if (rc < 0)
        fprintf(stderr, "bridge_match: game %d: %s\n", g + 1, err);
    if (rec) {
        char path[600];
        snprintf(path, sizeof path, "%s/game%03d.csa", o->out, g + 1);
        RecordError e;
        if (record_write_file(rec, path, REC_FMT_CSA, &e) < 0)
            fprintf(stderr, "bridge_match: cannot write %s\n", path);
        OpponentStats st;
        opponent_stats(pol, &st);
        printf("game\t%d\t%s\t%d\t%s\t%s\t%ld\t%d\t%d\t%.1f\t%d\t%d\n", g + 1, g % 2 ? "gote" : "sente",
               rec->move_count, ending_names[rec->end], result_for(rec, g % 2 ? WHITE : BLACK), ai_ms(rec, g % 2),
               st.moves, st.deeper_moves, st.deeper_moves ? (double)st.deeper_depth_sum / st.deeper_moves : 0.0,
               st.steered_moves, st.steer_changed);
        if (st.steer_failed)
            fprintf(stderr, "bridge_match: game %d: the steering engine failed; settai played unsteered after\n",
                    g + 1);
        fflush(stdout);
        record_free(rec);
    }
    if (turns.f)
        fclose(turns.f);
    opponent_free(pol);
    bridge_close(ai);
    bridge_close(opp);
    bridge_close(steer);
    return rc;
}

int main(int argc, char **argv)
{
    Options o;
    if (parse(argc, argv, &o) < 0)
        return 2;
    mkdir(o.out, 0755);
    char err[256];
    Book *book = !strcmp(o.ai, "ai2") ? assets_open_book(err, sizeof err) : NULL;
    int failed = 0;
    time_t start = time(NULL);
    for (int g = o.first; g < o.first + o.games; g++) {
        if (o.max_seconds > 0 && time(NULL) - start >= o.max_seconds) {
            printf("stopped after %d games: --max-seconds %d reached\n", g - o.first, o.max_seconds);
            break;
        }
        failed += play(&o, g, book) < 0;
    }
    if (book)
        book_free(book);
    return failed ? 1 : 0;
}
