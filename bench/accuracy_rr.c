/* bench/accuracy_rr: the round robin that gives the accuracy pool its true
 * strength (issue 8). Every pair of the pool plays `--rounds` games at the
 * players' fixed limits (no clock, so a game replays exactly), from
 * openings out of the openings file, colours alternated: rounds 2k and
 * 2k+1 of a pair share an opening with colours swapped. Games are ordered
 * round by round, so a run stopped early still covers every pair evenly.
 *
 *   accuracy_rr --pool FILE --out TSV [--rounds N] [--plan FILE] [--openings FILE]
 *               [--opening-plies K] [--max-plies N] [--shard I/N] [--seed S]
 *
 * The pool file has one player a line, "NAME<TAB>SPEC" (a --player spec,
 * app/session/player.h), optionally "<TAB>rr-only" (a player who plays here
 * but sits no placement test: bench/accuracy.sh); '#' starts a comment. One line per finished game
 * is appended to the TSV at once, so a stopped run resumes by skipping the
 * games already there (matched by players and round, so the pool may also
 * gain or lose players between runs); shard I of N plays every Nth game
 * of those planned, starting at the Ith, so N processes can share the work
 * and the file. (Not ids with id % N == I: with an even number of pairs a
 * pair's games all share one parity, and a plan's extra games, which go to
 * a few pairs, left one shard with most of them and one core idle.)
 *
 * A plan (bench/accuracy_plan.py writes one) gives some pairs more games
 * than --rounds: lines "NAME_A<TAB>NAME_B<TAB>GAMES". Lopsided pairs say
 * almost nothing about the ratings, so the plan spends its games on
 * neighbours. Their extra games continue the pair's own rounds (same ids,
 * openings and colour alternation as a longer round robin), so a plan can
 * grow between runs and the file still resumes. Built by bench/accuracy.sh
 * against build/libkiryoku.a. */
#include <errno.h>
#include <fcntl.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <time.h>
#include <unistd.h>

#include "tools/accuracy_game.h"
#include "bench/openings.h"

enum { MAX_POOL = 64, SPEC_MAX = 512 };

typedef struct {
    const char *pool, *out, *openings, *plan;
    int rounds, opening_plies, max_plies, shard, shards;
    unsigned long long seed;
} Options;

typedef struct {
    char name[64];
    char spec[SPEC_MAX];
} Member;

static int usage(const char *why)
{
    fprintf(stderr, "accuracy_rr: %s\nusage: accuracy_rr --pool FILE --out TSV [--rounds N] [--plan FILE] "
            "[--openings FILE] [--opening-plies K] [--max-plies N] [--shard I/N] [--seed S]\n", why);
    return 2;
}

static int parse(int argc, char **argv, Options *o)
{
    *o = (Options){ .rounds = 2, .opening_plies = 12, .max_plies = 320, .shards = 1, .seed = 1 };
    for (int i = 1; i < argc; i += 2) {
        const char *k = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!v) return usage("an option lacks its value");
        if (!strcmp(k, "--pool")) o->pool = v;
        else if (!strcmp(k, "--out")) o->out = v;
        else if (!strcmp(k, "--openings")) o->openings = v;
        else if (!strcmp(k, "--plan")) o->plan = v;
        else if (!strcmp(k, "--rounds")) o->rounds = atoi(v);
        else if (!strcmp(k, "--opening-plies")) o->opening_plies = atoi(v);
        else if (!strcmp(k, "--max-plies")) o->max_plies = atoi(v);
        else if (!strcmp(k, "--seed")) o->seed = strtoull(v, NULL, 10);
        else if (!strcmp(k, "--shard")) {
            if (sscanf(v, "%d/%d", &o->shard, &o->shards) != 2 || o->shards < 1 || o->shard < 0 ||
                o->shard >= o->shards)
                return usage("--shard I/N needs 0 <= I < N");
        } else
            return usage("unknown option");
    }
    if (!o->pool || !o->out || o->rounds < 1)
        return usage("--pool and --out are required, --rounds at least 1");
    return 0;
}

static int load_pool(const char *path, Member *m, int *count)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        fprintf(stderr, "accuracy_rr: %s: %s\n", path, strerror(errno));
        return -1;
    }
    char line[SPEC_MAX + 128];
    *count = 0;
    for (int ln = 1; fgets(line, sizeof line, f); ln++) {
        line[strcspn(line, "\r\n")] = '\0';
        if (!line[0] || line[0] == '#')
            continue;
        char *tab = strchr(line, '\t');
        char *role = tab ? strchr(tab + 1, '\t') : NULL;
        if (role)
            *role++ = '\0';
        if (!tab || tab == line || !tab[1] || *count == MAX_POOL || tab - line >= 64 ||
            (role && strcmp(role, "rr-only") != 0)) {
            fprintf(stderr, "accuracy_rr: %s:%d: expected NAME<TAB>SPEC[<TAB>rr-only] (at most %d players)\n", path,
                    ln, MAX_POOL);
            fclose(f);
            return -1;
        }
        snprintf(m[*count].name, sizeof m[*count].name, "%.*s", (int)(tab - line), line);
        snprintf(m[*count].spec, sizeof m[*count].spec, "%s", tab + 1);
        (*count)++;
    }
    fclose(f);
    if (*count < 2) {
        fprintf(stderr, "accuracy_rr: %s: a round robin needs at least 2 players\n", path);
        return -1;
    }
    return 0;
}

static int member_index(const Member *m, int n, const char *name)
{
    for (int i = 0; i < n; i++)
        if (!strcmp(m[i].name, name))
            return i;
    return -1;
}

/* Fills games[a][b] (both ways) with each pair's number of games: --rounds,
 * or the plan's figure. Returns the largest, or -1 on a bad plan. */
static int load_plan(const Options *o, const Member *m, int n, int (*games)[MAX_POOL])
{
    for (int a = 0; a < n; a++)
        for (int b = 0; b < n; b++)
            games[a][b] = o->rounds;
    int most = o->rounds;
    FILE *f = o->plan ? fopen(o->plan, "r") : NULL;
    if (!o->plan)
        return most;
    if (!f) {
        fprintf(stderr, "accuracy_rr: %s: %s\n", o->plan, strerror(errno));
        return -1;
    }
    char line[256], a[64], b[64];
    int k, bad = 0;
    for (int ln = 1; !bad && fgets(line, sizeof line, f); ln++) {
        if (line[0] == '#' || line[0] == '\n')
            continue;
        int ia = -1, ib = -1;
        if (sscanf(line, "%63[^\t]\t%63[^\t]\t%d", a, b, &k) == 3) {
            ia = member_index(m, n, a);
            ib = member_index(m, n, b);
        }
        if (ia < 0 || ib < 0 || ia == ib || k < 0 || k > 100000) {
            fprintf(stderr, "accuracy_rr: %s:%d: expected NAME<TAB>NAME<TAB>GAMES, two players of the pool\n",
                    o->plan, ln);
            bad = 1;
            break;
        }
        games[ia][ib] = games[ib][ia] = k;
        most = k > most ? k : most;
    }
    fclose(f);
    return bad ? -1 : most;
}

/* Whether game g is one the run plays: its round is within its pair's games. */
static bool planned(int n, int g, int (*games)[MAX_POOL])
{
    AccuracyPairing pg;
    accuracy_schedule(n, g, &pg);
    return pg.round < games[pg.black][pg.white];
}

/* One pass over the schedule: counts the planned games (returned) and
 * lists this shard's share of them, every Nth from the Ith, in ids
 * (*mine of them). Every shard derives the same split from the same plan. */
static int shard_games(const Options *o, int n, int total, int (*games)[MAX_POOL], int *ids, int *mine)
{
    int planned_games = 0;
    *mine = 0;
    for (int g = 0; g < total; g++)
        if (planned(n, g, games) && planned_games++ % o->shards == o->shard)
            ids[(*mine)++] = g;
    return planned_games;
}

/* The schedule's index of the pair (a, b), a < b: pairs in the order
 * (0,1), (0,2), ..., (1,2), ... as accuracy_schedule counts them. */
static int pair_index(int n, int a, int b)
{
    return a * (n - 1) - a * (a - 1) / 2 + (b - a - 1);
}

/* The games already in the results file, as schedule ids of this pool:
 * a row counts by its players' names and its round, not by its id, so a
 * pool that gained or lost players between runs keeps every game of the
 * pairs it still has (those rows keep the ids of the pool that played
 * them). Rows naming a player not in the pool are left alone. */
static unsigned char *games_done(const char *path, const Member *m, int n, int total)
{
    unsigned char *done = calloc((size_t)total, 1);
    FILE *f = done ? fopen(path, "r") : NULL;
    if (!f)
        return done;
    char line[1024], black[64], white[64];
    int round, pairs = n * (n - 1) / 2;
    while (fgets(line, sizeof line, f)) {
        if (sscanf(line, "%*d\t%d\t%63[^\t]\t%63[^\t]\t", &round, black, white) != 3 || round < 0)
            continue;
        int a = member_index(m, n, black), b = member_index(m, n, white);
        if (a < 0 || b < 0 || a == b)
            continue;
        long g = (long)round * pairs + pair_index(n, a < b ? a : b, a < b ? b : a);
        if (g < total)
            done[g] = 1;
    }
    fclose(f);
    return done;
}

/* A shard killed mid-line, or a copy of the file taken while one was
 * writing (a commit of the run directory), leaves a last line without its
 * newline: the next game would be appended onto it. The partial line is cut
 * (its game is played again), under a lock so that shards starting
 * together cut it once. */
static int cut_partial_line(int fd)
{
    char buf[4096];
    int rc = -1;
    if (flock(fd, LOCK_EX) < 0)
        return -1;
    off_t end = lseek(fd, 0, SEEK_END), keep = end;
    while (keep > 0) {
        off_t at = keep > (off_t)sizeof buf ? keep - (off_t)sizeof buf : 0;
        ssize_t got = pread(fd, buf, (size_t)(keep - at), at);
        if (got != keep - at)
            goto out;
        ssize_t i = got - 1;
        while (i >= 0 && buf[i] != '\n')
            i--;
        if (i >= 0) {
            keep = at + i + 1;
            break;
        }
        keep = at;
    }
    if (keep < end) {
        fprintf(stderr, "accuracy_rr: dropping a partial last line (%lld bytes)\n", (long long)(end - keep));
        if (ftruncate(fd, keep) < 0)
            goto out;
    }
    rc = 0;
out:
    flock(fd, LOCK_UN);
    return rc;
}

/* Opens the results file for appending; whoever creates it writes the header. */
static FILE *open_results(const char *path)
{
    int fd = open(path, O_RDWR | O_CREAT | O_EXCL | O_APPEND, 0644);
    bool fresh = fd >= 0;
    if (!fresh)
        fd = open(path, O_RDWR | O_APPEND);
    FILE *f = fd >= 0 && cut_partial_line(fd) == 0 ? fdopen(fd, "a") : NULL;
    if (!f) {
        fprintf(stderr, "accuracy_rr: %s: %s\n", path, strerror(errno));
        if (fd >= 0)
            close(fd);
        return NULL;
    }
    setvbuf(f, NULL, _IOLBF, 0); /* one write per line: shards append whole lines */
    if (fresh)
        fprintf(f, "game\tround\tblack\twhite\tblack_score\tend\tplies\topening\tseconds\n");
    return f;
}

/* The member's spec, with a per-game seed for the kinds that draw at random. */
static Player *make_player(const Member *m, unsigned long long seed, char *err, size_t errlen)
{
    char spec[SPEC_MAX + 32];
    if (!strncmp(m->spec, "embedded:", 9) || !strncmp(m->spec, "level:", 6))
        snprintf(spec, sizeof spec, "%s,seed=%llu", m->spec, seed);
    else
        snprintf(spec, sizeof spec, "%s", m->spec);
    return player_from_spec(spec, err, errlen);
}

static int play_one(const Options *o, const Member *pool, int n, int g, FILE *out)
{
    AccuracyPairing pg;
    accuracy_schedule(n, g, &pg);
    const Member *black = &pool[pg.black], *white = &pool[pg.white];
    int opening_k = pg.opening, round = pg.round;
    char opening[1024], err[600];
    opening_line(o->openings, opening_k, o->opening_plies, opening, sizeof opening);
    Player *pb = make_player(black, o->seed + (unsigned long long)g * 2, err, sizeof err);
    Player *pw = pb ? make_player(white, o->seed + (unsigned long long)g * 2 + 1, err, sizeof err) : NULL;
    AccuracyResult r;
    time_t t0 = time(NULL);
    int rc = pw ? accuracy_play_game(pb, pw, opening, o->max_plies, g, &r, err, sizeof err) : -1;
    player_free(pb);
    player_free(pw);
    if (rc < 0) {
        fprintf(stderr, "accuracy_rr: game %d (%s vs %s): %s\n", g, black->name, white->name, err);
        return -1;
    }
    long secs = (long)(time(NULL) - t0);
    fprintf(out, "%d\t%d\t%s\t%s\t%g\t%s\t%d\t%d\t%ld\n", g, round, black->name, white->name, r.black_score,
            accuracy_end_name(r.end), r.plies, opening_k, secs);
    printf("game %d: %s (sente) vs %s: %s by %s after %d plies, %ld s\n", g, black->name, white->name,
           r.black_score == 1 ? "1-0" : r.black_score == 0 ? "0-1" : "draw", accuracy_end_name(r.end), r.plies,
           secs);
    fflush(stdout);
    return 0;
}

int main(int argc, char **argv)
{
    Options o;
    if (parse(argc, argv, &o) != 0)
        return 2;
    static Member pool[MAX_POOL];
    int n;
    if (load_pool(o.pool, pool, &n) < 0)
        return 1;
    static int games[MAX_POOL][MAX_POOL];
    int most = load_plan(&o, pool, n, games);
    if (most < 0)
        return 1;
    int total = n * (n - 1) / 2 * most, mine;
    int *ids = malloc((size_t)(total > 0 ? total : 1) * sizeof *ids);
    if (!ids) {
        fprintf(stderr, "accuracy_rr: out of memory\n");
        return 1;
    }
    int planned_games = shard_games(&o, n, total, games, ids, &mine);
    FILE *out = open_results(o.out); /* first: it cuts a partial line games_done() would misread */
    unsigned char *done = out ? games_done(o.out, pool, n, total) : NULL;
    if (!done) {
        if (out)
            fclose(out);
        free(ids);
        return 1;
    }
    int left = 0, failed = 0;
    for (int i = 0; i < mine; i++)
        left += !done[ids[i]];
    printf("round robin: %d players, %d games in all; shard %d/%d: %d of its %d games to play\n", n,
           planned_games, o.shard, o.shards, left, mine);
    for (int i = 0; i < mine; i++)
        if (!done[ids[i]])
            failed += play_one(&o, pool, n, ids[i], out) < 0;
    fclose(out);
    free(done);
    free(ids);
    return failed ? 1 : 0;
}
