/* bench/explode: how fast does the tree grow with depth? Issue 14: at
 * depth 5 some drop-heavy endgames cost millions of nodes while most
 * positions cost thousands. Built and run by bench/explode.sh.
 *
 *   explode [--depth D] [--cap N] [--play] POSITIONS
 *       Searches every position (one a line: "startpos moves ...",
 *       "sfen ... [moves ...]", or a game's bare USI moves) from a cleared
 *       table with the analyser's search (--play: the search the engine
 *       plays with, which searches checks in full; SearchLimits.analysis)
 *       to depth D (default 5), and prints the
 *       cumulative nodes after each iteration: the cost of a depth-d search.
 *       A position that passes N nodes (default 50,000,000) is cut off;
 *       its unfinished depths print as "-". Then, per depth, the total, the
 *       median and maximum over the positions that finished it, and the
 *       effective branching factor (total(d) / total(d-1) over positions
 *       that finished both).
 *   explode --scan --depth D [--from-ply P] [--top K] [--cap N] GAMES
 *       Searches every position from ply P (default 40) of each game (one
 *       game a line) to depth D (default 3) and prints the K (default 20)
 *       costliest as "startpos moves ..." lines, costliest first, with
 *       their node count as a "# nodes" comment line above each: a set of
 *       exploding positions to feed back to the first form.
 *
 * Node counts are exact and the same on any machine (a single-threaded
 * search from a cleared table), so they are the figures to compare. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/engine.h"
#include "shogi/usi.h"

enum { MAX_DEPTH = 16, MAX_LINE = 1 << 16 };

typedef struct {
    int depth, from_ply, top;
    uint64_t cap;
    bool scan, play;
    const char *path;
} Options;

typedef struct {
    uint64_t nodes[MAX_DEPTH + 1]; /* cumulative after iteration d; 0 = not finished */
    uint64_t total;                /* the whole search */
    bool cut;                      /* stopped by the cap */
} Growth;

static void on_info(const SearchInfo *info, void *user)
{
    Growth *g = user;
    if (info->depth >= 1 && info->depth <= MAX_DEPTH && info->multipv <= 1)
        g->nodes[info->depth] = info->nodes;
}

/* Cumulative nodes per completed iteration of a cleared depth-D search. */
static void grow(Engine *e, const Position *pos, int depth, uint64_t cap, bool play, Growth *g)
{
    memset(g, 0, sizeof *g);
    SearchLimits l;
    search_limits_init(&l);
    l.depth = depth;
    l.nodes = cap;
    l.analysis = !play;
    SearchResult *r = malloc(sizeof *r);
    if (!r)
        exit(1);
    engine_clear_hash(e);
    engine_set_position(e, pos);
    engine_set_info_callback(e, on_info, g);
    engine_search(e, &l, r);
    g->total = r->nodes;
    g->cut = r->stopped;
    free(r);
}

/* A line as a position command: bare moves get "startpos moves". */
static int set_line(Position *pos, const char *line, char *err, size_t errlen)
{
    if (!strncmp(line, "position ", 9) || !strncmp(line, "startpos", 8) || !strncmp(line, "sfen ", 5))
        return pos_set_usi(pos, line, err, errlen);
    static char buf[MAX_LINE + 32];
    snprintf(buf, sizeof buf, "startpos moves %s", line);
    return pos_set_usi(pos, buf, err, errlen);
}

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

static void summarise(const Growth *g, int n, int depth)
{
    uint64_t *v = malloc(sizeof *v * (size_t)(n + 1));
    if (!v)
        exit(1);
    printf("\ndepth\tfinished\ttotal\tmedian\tmax\tEBF\n");
    for (int d = 1; d <= depth; d++) {
        int k = 0;
        uint64_t total = 0, here = 0, before = 0;
        for (int i = 0; i < n; i++) {
            if (!g[i].nodes[d])
                continue;
            v[k++] = g[i].nodes[d];
            total += g[i].nodes[d];
            if (d > 1 && g[i].nodes[d - 1]) {
                here += g[i].nodes[d];
                before += g[i].nodes[d - 1];
            }
        }
        qsort(v, (size_t)k, sizeof *v, cmp_u64);
        printf("%d\t%d/%d\t%llu\t%llu\t%llu\t", d, k, n, (unsigned long long)total,
               (unsigned long long)(k ? v[k / 2] : 0), (unsigned long long)(k ? v[k - 1] : 0));
        if (before)
            printf("%.2f\n", (double)here / (double)before);
        else
            printf("-\n");
    }
    free(v);
}

static int measure(Engine *e, const Options *o, FILE *f)
{
    static char line[MAX_LINE];
    static Position pos;
    Growth *g = NULL;
    int n = 0, cap = 0;
    printf("pos");
    for (int d = 1; d <= o->depth; d++)
        printf("\td%d", d);
    printf("\n");
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\r\n")] = '\0';
        if (!line[0] || line[0] == '#')
            continue;
        char err[256];
        if (set_line(&pos, line, err, sizeof err) != 0) {
            fprintf(stderr, "explode: position %d: %s\n", n + 1, err);
            return 1;
        }
        if (n == cap) {
            cap = cap ? cap * 2 : 64;
            g = realloc(g, sizeof *g * (size_t)cap);
            if (!g)
                return 1;
        }
        grow(e, &pos, o->depth, o->cap, o->play, &g[n]);
        printf("%d", n + 1);
        for (int d = 1; d <= o->depth; d++)
            g[n].nodes[d] ? printf("\t%llu", (unsigned long long)g[n].nodes[d]) : printf("\t-");
        printf("\n");
        fflush(stdout);
        n++;
    }
    summarise(g, n, o->depth);
    free(g);
    return 0;
}

typedef struct {
    uint64_t nodes;
    int game, ply;
} Hit;

static int cmp_hit(const void *a, const void *b)
{
    const Hit *x = a, *y = b;
    if (x->nodes != y->nodes)
        return x->nodes > y->nodes ? -1 : 1;
    return x->game != y->game ? x->game - y->game : x->ply - y->ply;
}

/* Keeps the K costliest in top[] (sorted, costliest first). */
static void keep(Hit *top, int *n, int k, Hit h)
{
    if (*n == k && cmp_hit(&h, &top[k - 1]) >= 0)
        return;
    if (*n < k)
        (*n)++;
    int i = *n - 1;
    while (i > 0 && cmp_hit(&h, &top[i - 1]) < 0) {
        top[i] = top[i - 1];
        i--;
    }
    top[i] = h;
}

/* The first `plies` moves of a game line, as a position command. */
static void print_prefix(const char *line, int plies)
{
    const char *p = line;
    for (int i = 0; i < plies && *p; i++) {
        p += strcspn(p, " ");
        if (i + 1 < plies)
            p += strspn(p, " ");
    }
    printf("startpos moves %.*s\n", (int)(p - line), line);
}

static int scan(Engine *e, const Options *o, FILE *f)
{
    static char line[MAX_LINE];
    static Position pos;
    Hit *top = calloc((size_t)o->top, sizeof *top);
    char **games = NULL;
    int ngames = 0, ntop = 0;
    if (!top)
        return 1;
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\r\n")] = '\0';
        if (!line[0] || line[0] == '#')
            continue;
        char *moves = strstr(line, "moves ");
        moves = moves ? moves + 6 : line;
        games = realloc(games, sizeof *games * (size_t)(ngames + 1));
        if (!games || !(games[ngames] = strdup(moves)))
            return 1;
        char err[256];
        if (set_line(&pos, games[ngames], err, sizeof err) != 0) {
            fprintf(stderr, "explode: game %d: %s\n", ngames + 1, err);
            return 1;
        }
        int plies = pos_move_number(&pos) - 1;
        for (int p = plies; p >= o->from_ply; p--) {
            Growth g;
            grow(e, &pos, o->depth, o->cap, o->play, &g);
            /* A position with no legal move reports no iteration. */
            uint64_t cost = g.cut ? o->cap : g.total;
            keep(top, &ntop, o->top, (Hit){ cost, ngames, p });
            if (p > 0)
                pos_undo_move(&pos);
        }
        fprintf(stderr, "\rgame %d", ngames + 1);
        ngames++;
    }
    fprintf(stderr, "\n");
    for (int i = 0; i < ntop; i++) {
        printf("# nodes %llu at depth %d: game %d, after ply %d\n", (unsigned long long)top[i].nodes, o->depth,
               top[i].game + 1, top[i].ply);
        print_prefix(games[top[i].game], top[i].ply);
    }
    for (int i = 0; i < ngames; i++)
        free(games[i]);
    free(games);
    free(top);
    return 0;
}

static int parse(int argc, char **argv, Options *o)
{
    *o = (Options){ .depth = 0, .from_ply = 40, .top = 20, .cap = 50000000 };
    for (int i = 1; i < argc; i++) {
        const char *k = argv[i];
        if (!strcmp(k, "--scan")) {
            o->scan = true;
        } else if (!strcmp(k, "--play")) {
            o->play = true;
        } else if (i + 1 < argc && !strcmp(k, "--depth")) {
            o->depth = atoi(argv[++i]);
        } else if (i + 1 < argc && !strcmp(k, "--from-ply")) {
            o->from_ply = atoi(argv[++i]);
        } else if (i + 1 < argc && !strcmp(k, "--top")) {
            o->top = atoi(argv[++i]);
        } else if (i + 1 < argc && !strcmp(k, "--cap")) {
            o->cap = strtoull(argv[++i], NULL, 10);
        } else if (k[0] != '-' && !o->path) {
            o->path = k;
        } else {
            fprintf(stderr, "explode: unknown option %s\n", k);
            return -1;
        }
    }
    if (!o->depth)
        o->depth = o->scan ? 3 : 5;
    return o->path && o->depth >= 1 && o->depth <= MAX_DEPTH && o->top >= 1 ? 0 : -1;
}

int main(int argc, char **argv)
{
    Options o;
    if (parse(argc, argv, &o) != 0) {
        fprintf(stderr, "usage: explode [--depth D] [--cap N] [--play] POSITIONS\n"
                        "       explode --scan [--depth D] [--from-ply P] [--top K] [--cap N] [--play] GAMES\n");
        return 2;
    }
    FILE *f = fopen(o.path, "r");
    if (!f) {
        fprintf(stderr, "explode: cannot open %s\n", o.path);
        return 1;
    }
    Engine *e = engine_create(16);
    if (!e)
        return 1;
    int rc = o.scan ? scan(e, &o, f) : measure(e, &o, f);
    engine_destroy(e);
    fclose(f);
    return rc;
}
