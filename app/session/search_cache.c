/* The store as the analyser's cache (see search_cache.h). What the store
 * keeps for the test is read once, when the cache is opened, and indexed
 * by game and ply: the analyser asks for every position of every game, and
 * one query beats a thousand. */
#include "app/session/search_cache.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/version.h"

#ifndef KIRYOKU_JUDGE_ID
#error "KIRYOKU_JUDGE_ID comes from the Makefile (build/gen/judge_id)"
#endif

struct SearchCache {
    Store *store;          /* its own connection, relaxed */
    int64_t judge;
    int ngames;
    int64_t *game_ids;
    int *plies;            /* each game's moves when opened */
    int *index[2];         /* per game, plies + 1 slots from offset[g]: a row of rows, or -1 */
    int *offset;
    StoreSearch *rows;
    int nrows;
    int count[2], kept, refused;
    int cpu_searches;      /* of the kept ones, those with a measured CPU */
    long long cpu_ms;
    AnalyzeCache hooks;
};

static int slot(const SearchCache *c, int game, int ply)
{
    if (game < 0 || game >= c->ngames || ply < 0 || ply > c->plies[game])
        return -1;
    return c->offset[game] + ply;
}

static int cache_lookup(void *user, int game, int ply, bool all, AnalyzeFound *out)
{
    SearchCache *c = user;
    int k = slot(c, game, ply), row = k >= 0 ? c->index[all][k] : -1;
    if (row < 0)
        return 0;
    const StoreSearch *r = &c->rows[row];
    *out = (AnalyzeFound){ .score = r->score, .leaves = r->leaves, .favourable = r->favourable,
                           .root_depth = r->root_depth, .cpu_ms = -1 };
    snprintf(out->best, sizeof out->best, "%s", r->best);
    snprintf(out->pv, sizeof out->pv, "%s", r->pv);
    if (all && !(out->roots = strdup(r->roots)))
        return 0; /* out of memory: searched again */
    return 1;
}

static int cache_keep(void *user, int game, int ply, bool all, const AnalyzeFound *f)
{
    SearchCache *c = user;
    StoreSearch r = { .game_id = c->game_ids[game], .ply = ply, .all = all, .score = f->score,
                      .leaves = f->leaves, .favourable = f->favourable, .roots = all ? f->roots : NULL,
                      .root_depth = f->root_depth };
    snprintf(r.best, sizeof r.best, "%s", f->best);
    snprintf(r.pv, sizeof r.pv, "%s", f->pv);
    /* A search the store refuses is still in the analyser's table; the
     * analysis goes on, and it is searched again only if lost. */
    if (store_search_save(c->store, c->judge, &r) == 0) {
        c->kept++;
        if (f->cpu_ms >= 0) {
            c->cpu_searches++;
            c->cpu_ms += f->cpu_ms;
        }
    } else
        c->refused++;
    return 0;
}

/* The judge: what a search depends on, and the build of the engine and
 * analyser that made it (KIRYOKU_JUDGE_ID, a hash of their sources: see
 * the Makefile). */
static int64_t find_judge(Store *s, const AnalyzeOptions *opt)
{
    char fp[700];
    analyze_fingerprint(opt, fp, sizeof fp);
    size_t n = strlen(fp);
    snprintf(fp + n, sizeof fp - n, "# kiryoku: %s, judge build %s\n", KIRYOKU_VERSION, KIRYOKU_JUDGE_ID);
    return store_judge(s, fp);
}

/* Indexes the rows the store gave by game and ply. */
static int index_rows(SearchCache *c)
{
    int total = 0;
    for (int g = 0; g < c->ngames; g++) {
        c->offset[g] = total;
        total += c->plies[g] + 1;
    }
    for (int k = 0; k < 2; k++) {
        if (!(c->index[k] = malloc(sizeof *c->index[k] * (size_t)(total + 1))))
            return -1;
        for (int i = 0; i < total; i++)
            c->index[k][i] = -1;
    }
    for (int i = 0; i < c->nrows; i++) {
        const StoreSearch *r = &c->rows[i];
        int g = 0;
        while (g < c->ngames && c->game_ids[g] != r->game_id)
            g++;
        int k = slot(c, g, r->ply);
        if (k < 0 || (r->all && !r->roots))
            continue; /* not a position of these games now, or unreadable */
        c->index[r->all][k] = i;
        c->count[r->all]++;
    }
    return 0;
}

static SearchCache *fail(SearchCache *c, const char *what, char *err, size_t errlen)
{
    const StoreError *e = c->store ? store_error(c->store) : NULL;
    snprintf(err, errlen, "%s: %s", what, e && e->detail[0] ? e->detail : "out of memory");
    search_cache_close(c);
    return NULL;
}

SearchCache *search_cache_open(const char *dir, int64_t test_id, const StoreGame *games, int ngames,
                               const AnalyzeOptions *opt, char *err, size_t errlen)
{
    SearchCache *c = calloc(1, sizeof *c);
    if (!c) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    StoreError se;
    c->ngames = ngames;
    c->game_ids = calloc((size_t)ngames + 1, sizeof *c->game_ids);
    c->plies = calloc((size_t)ngames + 1, sizeof *c->plies);
    c->offset = calloc((size_t)ngames + 1, sizeof *c->offset);
    if (!c->game_ids || !c->plies || !c->offset)
        return fail(c, "cannot open the kept searches", err, errlen);
    for (int g = 0; g < ngames; g++) {
        c->game_ids[g] = games[g].id;
        c->plies[g] = games[g].plies;
    }
    if (!(c->store = store_open(dir, &se))) {
        snprintf(err, errlen, "cannot open the kept searches: %s", se.detail[0] ? se.detail : se.path);
        search_cache_close(c);
        return NULL;
    }
    if (store_relax_sync(c->store) != 0 || (c->judge = find_judge(c->store, opt)) < 0 ||
        (c->nrows = store_searches_of_test(c->store, test_id, c->judge, &c->rows)) < 0 || index_rows(c) != 0)
        return fail(c, "cannot read the kept searches", err, errlen);
    c->hooks = (AnalyzeCache){ cache_lookup, cache_keep, c };
    return c;
}

void search_cache_close(SearchCache *c)
{
    if (!c)
        return;
    store_close(c->store);
    store_searches_free(c->rows, c->nrows > 0 ? c->nrows : 0);
    free(c->index[0]);
    free(c->index[1]);
    free(c->offset);
    free(c->plies);
    free(c->game_ids);
    free(c);
}

const AnalyzeCache *search_cache_hooks(SearchCache *c) { return &c->hooks; }

bool search_cache_has(const SearchCache *c, int game, int ply, bool all)
{
    int k = slot(c, game, ply);
    return k >= 0 && c->index[all][k] >= 0;
}

int search_cache_count(const SearchCache *c, bool all) { return c->count[all]; }
int search_cache_kept(const SearchCache *c) { return c->kept; }
int search_cache_refused(const SearchCache *c) { return c->refused; }

void search_cache_cpu(const SearchCache *c, int *searches, long long *cpu_ms)
{
    *searches = c->cpu_searches;
    *cpu_ms = c->cpu_ms;
}
