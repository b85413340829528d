/* bench/engine_clock: does the time manager keep a sudden-death clock alive
 * for a long game, and how fast is `stop` honoured? Built and run by
 * bench/engine_clock.sh.
 *
 *   engine_clock [--clock-ms C] [--plies N] [--latency-ms L] [--stops K]
 *
 * Clock: the engine plays both sides for N plies (default 250) with the
 * real time manager (use_clock, no byoyomi, no increment) and C ms each
 * (default 60000: ten-minute sudden death run ten times faster, which is
 * harsher, since the fixed reserve and overhead weigh ten times more). Each
 * move's measured time plus L ms of simulated GUI latency comes off the
 * mover's clock. A game that ends early restarts from the start position
 * with the move number carried on, so the time manager sees the real ply.
 * Prints the least time either side had left and the worst overrun of a
 * move past its hard limit.
 * Stop: K infinite searches of a middlegame position are stopped after
 * 50-500 ms from another thread; prints the time from engine_stop() to the
 * search's return (median and maximum).
 *
 *   engine_clock --positions FILE [--left-ms T]
 *
 * Positions (issue 14: drop-heavy endgames where a fixed-depth search blew
 * up): each position of FILE (one USI line each) is searched as the AI
 * plays it on a ten-minute clock with T ms left (default 60000): the
 * best-move search with the real time manager, and settai (closest to 0)
 * at the opponent's depth with the think time ai/time_budget.c gives it.
 * Prints per position the budget, the time used, the depth reached and the
 * nodes, and the worst time past a budget. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "ai/opponent.h"
#include "ai/time_budget.h"
#include "engine/engine.h"
#include "engine/timeman.h"
#include "shogi/usi.h"

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1000.0 + (double)t.tv_nsec / 1e6;
}

static void restart(Position *pos, int ply)
{
    char sfen[128], err[128];
    snprintf(sfen, sizeof sfen, "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL %c - %d",
             ply % 2 ? 'w' : 'b', ply + 1);
    if (pos_set_sfen(pos, sfen, err, sizeof err) != 0) {
        fprintf(stderr, "engine_clock: %s\n", err);
        exit(1);
    }
}

static int run_clock(Engine *e, int clock_ms, int plies, int latency_ms)
{
    static Position pos;
    restart(&pos, 0);
    double left[COLOR_NB] = { clock_ms, clock_ms }, least = clock_ms, worst_over = -1e9;
    int restarts = 0;
    for (int ply = 0; ply < plies; ply++) {
        MoveList moves;
        gen_legal(&pos, &moves);
        if (moves.count == 0 || pos_repetition(&pos, 4) != REP_NONE || pos_move_number(&pos) > 1000) {
            restart(&pos, ply);
            restarts++;
        }
        Color us = pos.side;
        SearchLimits l;
        search_limits_init(&l);
        l.use_clock = true;
        l.time_ms[BLACK] = (int)left[BLACK];
        l.time_ms[WHITE] = (int)left[WHITE];
        TimeBudget b;
        timeman_budget(&l, us, pos_move_number(&pos) - 1, &b);
        SearchResult r;
        engine_set_position(e, &pos);
        double t0 = now_ms();
        engine_search(e, &l, &r);
        double used = now_ms() - t0;
        if (used - (double)b.hard_ms > worst_over)
            worst_over = used - (double)b.hard_ms;
        left[us] -= used + latency_ms;
        if (left[us] < least)
            least = left[us];
        if (left[us] <= 0) {
            printf("clock: FLAGGED at ply %d (%s)\n", ply + 1, us == BLACK ? "sente" : "gote");
            return 1;
        }
        pos_do_move(&pos, r.best_move);
    }
    printf("clock: %d plies, %d ms each, %d ms latency a move, %d restart(s): least time left %.0f ms "
           "(sente %.0f, gote %.0f at the end); worst move past its hard limit %+.1f ms\n",
           plies, clock_ms, latency_ms, restarts, least, left[BLACK], left[WHITE], worst_over);
    return 0;
}

typedef struct {
    Engine *e;
    SearchLimits l;
    SearchResult r;
} Job;

static void *search_job(void *arg)
{
    Job *j = arg;
    engine_search(j->e, &j->l, &j->r);
    return NULL;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static void run_stops(Engine *e, int count)
{
    static Position pos;
    char err[128];
    pos_set_sfen(&pos, "l6nl/1r2gsk2/n1p1g2p1/P2p1spbp/1pP1pp3/2SP2P1P/NPB1GPNP1/4R1SK1/L4G2L b 2P 51", err,
                 sizeof err);
    double *lat = calloc((size_t)count, sizeof *lat);
    if (!lat)
        return;
    srand(1);
    for (int i = 0; i < count; i++) {
        static Job j;
        j.e = e;
        search_limits_init(&j.l);
        j.l.infinite = true;
        engine_clear_hash(e);
        engine_set_position(e, &pos);
        pthread_t th;
        pthread_create(&th, NULL, search_job, &j);
        usleep((useconds_t)(50 + rand() % 451) * 1000);
        double t0 = now_ms();
        engine_stop(e);
        pthread_join(th, NULL);
        lat[i] = now_ms() - t0;
    }
    qsort(lat, (size_t)count, sizeof *lat, cmp_double);
    printf("stop: %d infinite searches stopped after 50-500 ms: latency median %.2f ms, max %.2f ms\n", count,
           lat[count / 2], lat[count - 1]);
    free(lat);
}

/* One search of pos from a cleared table; returns the milliseconds it took. */
static double timed_search(Engine *e, const Position *pos, const SearchLimits *l, SearchResult *r)
{
    engine_clear_hash(e);
    engine_set_position(e, pos);
    double t0 = now_ms();
    engine_search(e, l, r);
    return now_ms() - t0;
}

static int run_positions(Engine *e, const char *path, int left_ms)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        fprintf(stderr, "engine_clock: cannot open %s\n", path);
        return 1;
    }
    static char line[1 << 16];
    static Position pos;
    static SearchResult r;
    double worst = -1e9;
    int n = 0;
    printf("pos\tply\tbest: hard_ms used_ms depth nodes\tsettai: think_ms used_ms depth nodes\n");
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\r\n")] = '\0';
        char err[256];
        if (!line[0] || line[0] == '#')
            continue;
        if (pos_set_usi(&pos, line, err, sizeof err) != 0) {
            fprintf(stderr, "engine_clock: %s: %s\n", path, err);
            fclose(f);
            return 1;
        }
        int ply = pos_move_number(&pos) - 1;
        SearchLimits l;
        search_limits_init(&l);
        l.use_clock = true;
        l.time_ms[BLACK] = l.time_ms[WHITE] = left_ms;
        TimeBudget b;
        timeman_budget(&l, pos.side, ply, &b);
        double used = timed_search(e, &pos, &l, &r);
        printf("%d\t%d\t%lld %.0f %d %llu", ++n, ply, (long long)b.hard_ms, used, r.depth,
               (unsigned long long)r.nodes);
        if (used - (double)b.hard_ms > worst)
            worst = used - (double)b.hard_ms;
        /* Settai as ai/opponent.c searches it. */
        search_limits_init(&l);
        l.depth = OPPONENT_DEFAULT_DEPTH;
        l.movetime_ms = budget_move_ms(left_ms, 0, 0, ply);
        l.objective = OBJECTIVE_CLOSEST_TO_TARGET;
        l.target_slack_cp = OPPONENT_NEAR_CP;
        l.draw_cp = -OPPONENT_DRAW_CP;
        used = timed_search(e, &pos, &l, &r);
        printf("\t%d %.0f %d %llu\n", l.movetime_ms, used, r.depth, (unsigned long long)r.nodes);
        if (used - (double)l.movetime_ms > worst)
            worst = used - (double)l.movetime_ms;
        fflush(stdout);
    }
    fclose(f);
    printf("positions: %d with %d ms left; worst search past its budget %+.1f ms\n", n, left_ms, worst);
    return 0;
}

int main(int argc, char **argv)
{
    int clock_ms = 60000, plies = 250, latency_ms = 30, stops = 20, left_ms = 60000;
    const char *positions = NULL;
    for (int i = 1; i + 1 < argc; i += 2) {
        int v = atoi(argv[i + 1]);
        if (!strcmp(argv[i], "--clock-ms")) clock_ms = v;
        else if (!strcmp(argv[i], "--plies")) plies = v;
        else if (!strcmp(argv[i], "--latency-ms")) latency_ms = v;
        else if (!strcmp(argv[i], "--stops")) stops = v;
        else if (!strcmp(argv[i], "--positions")) positions = argv[i + 1];
        else if (!strcmp(argv[i], "--left-ms")) left_ms = v;
        else {
            fprintf(stderr, "usage: engine_clock [--clock-ms C] [--plies N] [--latency-ms L] [--stops K]\n"
                            "       engine_clock --positions FILE [--left-ms T]\n");
            return 2;
        }
    }
    Engine *e = engine_create(64);
    if (!e)
        return 1;
    if (positions) {
        int rc = run_positions(e, positions, left_ms);
        engine_destroy(e);
        return rc;
    }
    int rc = plies > 0 ? run_clock(e, clock_ms, plies, latency_ms) : 0;
    if (stops > 0)
        run_stops(e, stops);
    engine_destroy(e);
    return rc;
}
