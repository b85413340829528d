/* bench/budget: what an analysis budget costs and what it finds. Issue 14:
 * every position must cost a bounded number of nodes, and the shipped
 * budget must keep the analysis's quality. Built and run by
 * bench/budget.sh.
 *
 *   budget [--depth D] [--nodes N] [--games] [--verbose] FILE
 *       Searches every position of FILE through the embedded Bridge
 *       exactly as `kiryoku analyze` does (a cleared engine per position,
 *       the analyser's limits: the best move at depth D with a cap of N
 *       nodes; D 0 = no depth limit, N 0 = no cap). FILE holds one
 *       position a line ("startpos moves ...", "sfen ... [moves ...]" or
 *       bare USI moves from the start); with --games each line is a game
 *       and every position of it (the start and the one after each move)
 *       is searched, as the analyser does. Prints the positions, total nodes,
 *       the median, 99th percentile and maximum nodes of a position, the
 *       maximum over the median, how many positions the cap stopped, the
 *       depths reached, and the CPU seconds (this process, one core).
 *       --verbose: one line per position too (index, nodes, depth, score,
 *       and with --games the cost the progress page expects of it,
 *       analysis/cost.h).
 *       --objective all: each position's search scores every root move
 *       instead (the second search of `kiryoku analyze --root-scores`,
 *       analysis/roots.h), so its cost can be set beside the
 *       plain analysis's (with --games it also searches the final
 *       position, which the column does not need: one search a game).
 *   budget --agree --depth D --nodes N --vs-depth D2 --vs-nodes N2 FILE
 *       Searches every position at both budgets and prints how often the
 *       best moves agree.
 *
 * Nodes are exact and machine-independent; the CPU seconds are the one
 * figure that depends on the machine (and on its load, a little). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "analysis/cost.h"
#include "analysis/roots.h"
#include "analysis/analyzer.h"
#include "bridge/bridge.h"
#include "shogi/usi.h"

enum { MAX_LINE = 1 << 16, MAX_DEPTH_SEEN = 64 };

typedef struct {
    int depth, vs_depth;
    uint64_t nodes, vs_nodes;
    bool games, agree, verbose, all;
    const char *path;
} Options;

typedef struct {
    uint64_t *nodes;
    int count, cap, stopped;
    int depth_seen[MAX_DEPTH_SEEN + 1];
} Costs;

static double cpu_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* Splits a position line into an SFEN (NULL: the start) and its moves. */
static void split_line(char *line, const char **sfen, const char **moves)
{
    if (!strncmp(line, "position ", 9))
        line += 9;
    *sfen = NULL;
    *moves = line;
    char *m = strstr(line, "moves");
    if (!strncmp(line, "startpos", 8)) {
        *moves = m ? m + 5 : "";
    } else if (!strncmp(line, "sfen ", 5)) {
        *sfen = line + 5;
        if (m) {
            m[-1] = '\0';
            *moves = m + 5;
        } else {
            *moves = "";
        }
    }
    *moves += strspn(*moves, " ");
}

static int search(Bridge *b, const char *sfen, const char *moves, int depth, uint64_t nodes, bool all,
                  BridgeResult *r)
{
    BridgeLimits l;
    analyze_limits(&(AnalyzeBudget){ .depth = depth, .nodes = nodes }, &l);
    if (all)
        analysis_roots_limits(&l, &l);
    if (bridge_new_game(b) != 0 || bridge_set_position(b, sfen, moves) != 0 || bridge_search(b, &l, r) != 0) {
        fprintf(stderr, "budget: %s: %s\n", moves, bridge_error(b)[0] ? bridge_error(b) : r->error);
        return -1;
    }
    return 0;
}

static void costs_add(Costs *c, const BridgeResult *r)
{
    if (c->count == c->cap) {
        c->cap = c->cap ? 2 * c->cap : 1024;
        c->nodes = realloc(c->nodes, sizeof *c->nodes * (size_t)c->cap);
        if (!c->nodes)
            exit(1);
    }
    c->nodes[c->count++] = r->nodes;
    c->stopped += r->stopped;
    c->depth_seen[r->depth < MAX_DEPTH_SEEN ? r->depth : MAX_DEPTH_SEEN]++;
}

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

static void costs_print(Costs *c, double cpu)
{
    if (!c->count)
        return;
    uint64_t total = 0;
    for (int i = 0; i < c->count; i++)
        total += c->nodes[i];
    qsort(c->nodes, (size_t)c->count, sizeof *c->nodes, cmp_u64);
    uint64_t median = c->nodes[c->count / 2], max = c->nodes[c->count - 1];
    uint64_t p99 = c->nodes[(int)((double)(c->count - 1) * 0.99)];
    printf("positions %d\ntotal nodes %llu\nmean %.0f\nmedian %llu\np99 %llu\nmax %llu\nmax/median %.1f\n", c->count,
           (unsigned long long)total, (double)total / c->count, (unsigned long long)median, (unsigned long long)p99,
           (unsigned long long)max, median ? (double)max / (double)median : 0.0);
    printf("stopped by the cap %d\ndepth reached:", c->stopped);
    for (int d = 0; d <= MAX_DEPTH_SEEN; d++)
        if (c->depth_seen[d])
            printf(" %d:%d", d, c->depth_seen[d]);
    printf("\ncpu seconds %.2f (%.1f ms a position)\n", cpu, cpu * 1000.0 / c->count);
}

/* What the progress page expects the position to cost (analysis_cost.h). */
static double expected_nodes(const char *sfen, const char *moves, uint64_t cap)
{
    static Position pos;
    static char line[MAX_LINE + 256];
    char err[256];
    snprintf(line, sizeof line, "%s%s%s%s", sfen ? "sfen " : "startpos", sfen ? sfen : "", *moves ? " moves " : "",
             moves);
    return pos_set_usi(&pos, line, err, sizeof err) == 0 ? analysis_expected_nodes(&pos, cap) : -1.0;
}

/* Every position of one game line: the start, then after each move. */
static int cost_game(Bridge *b, char *line, const Options *o, Costs *c)
{
    const char *sfen, *moves;
    split_line(line, &sfen, &moves);
    char *prefix = strdup(moves);
    if (!prefix)
        return -1;
    size_t len = strlen(prefix);
    /* end = 0 is the start position (an empty prefix); then each move's end. */
    for (size_t end = 0; end <= len; end++) {
        if (end > 0 && end < len && prefix[end] != ' ')
            continue;
        if (end > 0 && end < len && prefix[end - 1] == ' ')
            continue;
        char saved = prefix[end];
        prefix[end] = '\0';
        BridgeResult r;
        int rc = search(b, sfen, prefix, o->depth, o->nodes, o->all, &r);
        if (rc == 0) {
            costs_add(c, &r);
            if (o->verbose)
                printf("%d\t%llu\t%d\t%d\t%.0f\n", c->count, (unsigned long long)r.nodes, r.depth, r.score,
                       expected_nodes(sfen, prefix, o->nodes));
        }
        prefix[end] = saved;
        if (rc != 0) {
            free(prefix);
            return -1;
        }
    }
    free(prefix);
    return 0;
}

static int run(Bridge *b, FILE *f, const Options *o)
{
    static char line[MAX_LINE];
    Costs c = { 0 };
    int n = 0, agree = 0;
    double t0 = cpu_seconds();
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\r\n")] = '\0';
        if (!line[0] || line[0] == '#')
            continue;
        if (o->games) {
            if (cost_game(b, line, o, &c) != 0)
                return 1;
            continue;
        }
        const char *sfen, *moves;
        split_line(line, &sfen, &moves);
        BridgeResult r, vs;
        if (search(b, sfen, moves, o->depth, o->nodes, o->all, &r) != 0)
            return 1;
        costs_add(&c, &r);
        if (o->verbose)
            printf("%d\t%llu\t%d\t%d\t%s\n", c.count, (unsigned long long)r.nodes, r.depth, r.score, r.bestmove);
        if (o->agree) {
            if (search(b, sfen, moves, o->vs_depth, o->vs_nodes, o->all, &vs) != 0)
                return 1;
            agree += !strcmp(r.bestmove, vs.bestmove);
        }
        n++;
    }
    double cpu = cpu_seconds() - t0;
    if (o->agree) {
        printf("budget depth %d nodes %llu vs depth %d nodes %llu: best moves agree on %d of %d positions (%.1f%%)\n",
               o->depth, (unsigned long long)o->nodes, o->vs_depth, (unsigned long long)o->vs_nodes, agree, n,
               n ? 100.0 * agree / n : 0.0);
        return 0;
    }
    printf("budget depth %d nodes %llu%s\n", o->depth, (unsigned long long)o->nodes, o->all ? " objective all" : "");
    costs_print(&c, cpu);
    free(c.nodes);
    return 0;
}

static int parse(int argc, char **argv, Options *o)
{
    *o = (Options){ 0 };
    for (int i = 1; i < argc; i++) {
        const char *k = argv[i];
        bool more = i + 1 < argc;
        if (!strcmp(k, "--games")) o->games = true;
        else if (!strcmp(k, "--agree")) o->agree = true;
        else if (!strcmp(k, "--verbose")) o->verbose = true;
        else if (more && !strcmp(k, "--objective") && !strcmp(argv[i + 1], "all")) o->all = true, i++;
        else if (more && !strcmp(k, "--depth")) o->depth = atoi(argv[++i]);
        else if (more && !strcmp(k, "--nodes")) o->nodes = strtoull(argv[++i], NULL, 10);
        else if (more && !strcmp(k, "--vs-depth")) o->vs_depth = atoi(argv[++i]);
        else if (more && !strcmp(k, "--vs-nodes")) o->vs_nodes = strtoull(argv[++i], NULL, 10);
        else if (k[0] != '-' && !o->path) o->path = k;
        else return -1;
    }
    if (!o->path || (!o->depth && !o->nodes) || (o->agree && ((!o->vs_depth && !o->vs_nodes) || o->games)))
        return -1;
    return 0;
}

int main(int argc, char **argv)
{
    Options o;
    if (parse(argc, argv, &o) != 0) {
        fprintf(stderr, "usage: budget [--depth D] [--nodes N] [--objective all] [--games] [--verbose] FILE\n"
                        "       budget --agree [--depth D] [--nodes N] [--vs-depth D2] [--vs-nodes N2] FILE\n");
        return 2;
    }
    FILE *f = fopen(o.path, "r");
    if (!f) {
        fprintf(stderr, "budget: cannot open %s\n", o.path);
        return 1;
    }
    char err[256];
    Bridge *b = bridge_open("embedded", NULL, err, sizeof err);
    if (!b) {
        fprintf(stderr, "budget: %s\n", err);
        return 1;
    }
    int rc = run(b, f, &o);
    bridge_close(b);
    fclose(f);
    return rc;
}
