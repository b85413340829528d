/* The analyser (see analyzer.h): schedules one search per position over a
 * pool of Bridges driven from this thread, then writes the table in game
 * and ply order. With root_scores_counted the pool runs twice: the
 * best-move searches, then the "all" searches of the moves they showed
 * the estimator could count. A search the cache has is taken from it
 * instead, and each search made is handed to it. */
#include "analysis/analyzer.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/error.h"
#include "analysis/counted.h"
#include "analysis/roots.h"
#include "bridge/bridge.h"
#include "shogi/game_facts.h"
#include "shogi/usi.h"

typedef struct {
    int game;
    int ply;               /* the position after `ply` moves */
    int pos;               /* the position's index in Results */
    bool all;              /* the root_scores search, not the best-move one */
} Task;

/* A game's moves as one USI string, with the offset where each prefix ends. */
typedef struct {
    char *text;
    size_t *end;           /* end[n] = length of the first n moves */
} GameMoves;

/* The best-move search's move, line and leaves, for the table's optional
 * columns (rating/table_extra.h): no extra search. */
static void keep_extra(AnalyzeFound *x, const BridgeResult *r)
{
    bool is_move = strcmp(r->bestmove, "resign") && strcmp(r->bestmove, "win");
    snprintf(x->best, sizeof x->best, "%s", is_move ? r->bestmove : "");
    size_t n = 0;
    int plies = 0;
    for (const char *p = r->pv; *p && plies < ANALYZE_PV_PLIES && is_move;) {
        size_t len = strcspn(p, " ");
        if (n + len + 2 > sizeof x->pv)
            break;
        if (n)
            x->pv[n++] = ' ';
        memcpy(x->pv + n, p, len);
        n += len;
        plies++;
        p += len;
        p += strspn(p, " ");
    }
    x->pv[n] = '\0';
    x->leaves = r->leaves;
    x->favourable = r->leaves_favourable;
}

/* What the searches found, one entry per position: the best-move search's
 * fields, and roots once its "all" search is done. */
typedef struct {
    AnalyzeFound *found;
} Results;

typedef struct {
    Bridge *bridge;
    int task;              /* index into tasks, -1 when idle */
    long long cpu0;        /* the engine's CPU when the task started (bridge_cpu_ms) */
    BridgeResult result;
} Slot;

/* The engines and what every search needs. count: what the progress
 * callback is told, over both runs of the pool. */
typedef struct {
    Slot *slots;           /* a slot's engine is opened when it first has a search */
    int nslots;
    const char *spec;
    BridgeConfig cfg;
    const AnalyzeGame *games;
    GameMoves *gm;
    BridgeLimits l[2];     /* [0] the best-move search's, [1] the "all" search's */
    const AnalyzeOptions *opt;
    struct {
        int done, total;
        uint64_t nodes;
    } count;
} Pool;

static int build_moves(const GameRecord *rec, GameMoves *gm)
{
    gm->text = malloc((size_t)rec->move_count * USI_MOVE_MAX + 1);
    gm->end = malloc(sizeof *gm->end * ((size_t)rec->move_count + 1));
    if (!gm->text || !gm->end)
        return -1;
    size_t off = 0;
    gm->end[0] = 0;
    gm->text[0] = '\0';
    for (int i = 0; i < rec->move_count; i++) {
        char m[USI_MOVE_MAX];
        move_to_usi(rec->moves[i].move, m);
        off += (size_t)sprintf(gm->text + off, "%s%s", i ? " " : "", m);
        gm->end[i + 1] = off;
    }
    return 0;
}

static int default_workers(void)
{
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n > 0 ? (int)n : 1;
}

/* Starts the search of task t on slot s. */
static int start_task(Slot *s, const Task *t, const AnalyzeGame *games, GameMoves *gm, const BridgeLimits *l)
{
    GameMoves *m = &gm[t->game];
    char saved = m->text[m->end[t->ply]];
    m->text[m->end[t->ply]] = '\0';
    const GameRecord *rec = games[t->game].rec;
    /* A cleared engine per position: the score then depends on the position
     * alone, not on what this engine searched before. */
    int rc = bridge_new_game(s->bridge);
    if (rc == 0)
        rc = bridge_set_position(s->bridge, rec->start_sfen[0] ? rec->start_sfen : NULL, m->text);
    m->text[m->end[t->ply]] = saved;
    if (rc == 0)
        rc = bridge_go(s->bridge, l, NULL, NULL);
    return rc;
}

/* The position's score, side to move's view; no move at all = mated. */
static int task_score(const BridgeResult *r)
{
    if (r->score != BRIDGE_SCORE_NONE)
        return r->score;
    return -BRIDGE_MATE;
}

/* Keeps a finished search in res; -1 when out of memory. */
static int keep_result(const Task *t, const BridgeResult *r, Results *res)
{
    AnalyzeFound *f = &res->found[t->pos];
    if (t->all) {
        free(f->roots);
        f->roots = analysis_roots_format(r->root, r->root_count);
        f->root_depth = r->depth;
        return f->roots ? 0 : -1;
    }
    f->score = task_score(r);
    keep_extra(f, r);
    return 0;
}

/* Takes task t's search from the cache: true when it had it. */
static bool cached(const AnalyzeCache *c, const Task *t, Results *res)
{
    AnalyzeFound got = { 0 };
    if (!c || c->lookup(c->user, t->game, t->ply, t->all, &got) != 1) {
        free(got.roots);
        return false;
    }
    AnalyzeFound *f = &res->found[t->pos];
    if (t->all) {
        free(f->roots);
        f->roots = got.roots;
        f->root_depth = got.root_depth;
    } else {
        char *roots = f->roots;
        int depth = f->root_depth;
        *f = got;
        f->roots = roots;
        f->root_depth = depth;
        free(got.roots);
    }
    return true;
}

/* Fills res with the tasks the cache has, counts them done, and moves the
 * others to the front: returns how many are left to search. */
static int take_cached(Pool *p, Task *tasks, int ntasks, Results *res)
{
    int left = 0;
    for (int i = 0; i < ntasks; i++) {
        if (cached(p->opt->cache, &tasks[i], res))
            p->count.done++;
        else
            tasks[left++] = tasks[i];
    }
    return left;
}

static void report_progress(const Pool *p)
{
    if (p->opt->progress)
        p->opt->progress(p->count.done, p->count.total, p->count.nodes, p->opt->progress_user);
}

struct AnalyzeEngines {
    Bridge **bridge;
    int count, cap;
    char spec[512];
    int threads, hash_mb;  /* what they were opened with (and the options: none) */
    int started;
};

AnalyzeEngines *analyze_engines_new(void)
{
    return calloc(1, sizeof(AnalyzeEngines));
}

static void engines_end_all(AnalyzeEngines *e)
{
    for (int i = 0; i < e->count; i++)
        bridge_close(e->bridge[i]);
    e->count = 0;
}

void analyze_engines_free(AnalyzeEngines *e)
{
    if (!e)
        return;
    engines_end_all(e);
    free(e->bridge);
    free(e);
}

int analyze_engines_started(const AnalyzeEngines *e)
{
    return e ? e->started : 0;
}

/* Lends the kept engines to the pool's slots; engines opened another way
 * (or with USI options, which are not compared) are ended first. */
static void engines_lend(AnalyzeEngines *e, Pool *p)
{
    bool same = !strcmp(e->spec, p->spec) && e->threads == p->cfg.threads && e->hash_mb == p->cfg.hash_mb &&
                p->cfg.usi_option_count == 0;
    if (!same) {
        engines_end_all(e);
        snprintf(e->spec, sizeof e->spec, "%s", p->spec);
        e->threads = p->cfg.threads;
        e->hash_mb = p->cfg.hash_mb;
    }
    int n = e->count < p->nslots ? e->count : p->nslots;
    if (n == 0)
        return; /* none held yet (e->bridge may be NULL) */
    for (int i = 0; i < n; i++)
        p->slots[i].bridge = e->bridge[i];
    memmove(e->bridge, e->bridge + n, sizeof *e->bridge * (size_t)(e->count - n));
    e->count -= n;
}

/* Takes the pool's engines back after a call: idle (a search a stop
 * left running is stopped first), or ended when the analysis failed. */
static void engines_take_back(AnalyzeEngines *e, Pool *p, bool keep)
{
    if (!keep)
        engines_end_all(e);
    for (int i = 0; i < p->nslots; i++) {
        Bridge *b = p->slots[i].bridge;
        if (!b)
            continue;
        p->slots[i].bridge = NULL;
        bridge_stop(b);
        bridge_wait(b, -1);
        if (keep && e->count == e->cap) {
            int cap = e->cap ? 2 * e->cap : 4;
            Bridge **more = realloc(e->bridge, sizeof *more * (size_t)cap);
            if (more) {
                e->bridge = more;
                e->cap = cap;
            }
        }
        if (keep && e->count < e->cap)
            e->bridge[e->count++] = b;
        else
            bridge_close(b);
    }
}

/* Opens slot s's engine if it has none yet. */
static int open_slot(Pool *p, Slot *s, char *err, size_t errlen)
{
    if (!s->bridge) {
        s->bridge = bridge_open(p->spec, &p->cfg, err, errlen);
        if (s->bridge && p->opt->engines)
            p->opt->engines->started++;
    }
    return s->bridge ? 0 : -1;
}

/* A search just finished on slot s: kept in res and handed to the cache. */
static int finish_task(Pool *p, Slot *s, const Task *t, Results *res, char *err, size_t errlen)
{
    const AnalyzeGame *g = &p->games[t->game];
    if (s->result.status != BRIDGE_OK) {
        err_set(err, errlen, "%s, position after ply %d: %s", g->id, t->ply, s->result.error);
        return -1;
    }
    if (keep_result(t, &s->result, res) < 0) {
        err_set(err, errlen, "out of memory for the root scores of %s", g->id);
        return -1;
    }
    /* Read once the search is over, so the engine is idle: a judge's
     * cost as measured on this machine (app/judge_pace.h). */
    long long cpu1 = bridge_cpu_ms(s->bridge);
    res->found[t->pos].cpu_ms = s->cpu0 >= 0 && cpu1 >= s->cpu0 ? cpu1 - s->cpu0 : -1;
    const AnalyzeCache *c = p->opt->cache;
    if (c && c->keep(c->user, t->game, t->ply, t->all, &res->found[t->pos]) != 0) {
        err_set(err, errlen, "%s, position after ply %d: its search could not be kept", g->id, t->ply);
        return -1;
    }
    p->count.done++;
    p->count.nodes += s->result.nodes;
    report_progress(p);
    return 0;
}

/* Starts the next task on idle slot s: 0, or -1 with err. */
static int start_next(Pool *p, Slot *s, const Task *tasks, int next, char *err, size_t errlen)
{
    const Task *t = &tasks[next];
    if (open_slot(p, s, err, errlen) < 0)
        return -1;
    s->task = next;
    s->cpu0 = bridge_cpu_ms(s->bridge);
    if (start_task(s, t, p->games, p->gm, &p->l[t->all]) < 0) {
        err_set(err, errlen, "%s, ply %d: %s", p->games[t->game].id, t->ply, bridge_error(s->bridge));
        return -1;
    }
    return 0;
}

static bool stop_asked(const AnalyzeOptions *opt)
{
    return opt->stop && opt->stop(opt->stop_user);
}

/* Runs tasks to the end on the pool's engines. A stop leaves the running
 * searches to bridge_close, which stops them; none of them is kept. */
static int run_pool(Pool *p, const Task *tasks, int ntasks, Results *res, char *err, size_t errlen)
{
    int next = 0, done = 0;
    while (done < ntasks) {
        if (stop_asked(p->opt)) {
            err_set(err, errlen, "stopped");
            return -1;
        }
        bool progressed = false;
        for (int i = 0; i < p->nslots; i++) {
            Slot *s = &p->slots[i];
            if (s->task < 0 && next < ntasks && start_next(p, s, tasks, next++, err, errlen) < 0)
                return -1;
            if (s->task < 0 || !bridge_wait(s->bridge, 0))
                continue;
            bridge_result(s->bridge, &s->result);
            if (finish_task(p, s, &tasks[s->task], res, err, errlen) < 0)
                return -1;
            s->task = -1;
            done++;
            progressed = true;
        }
        if (!progressed) {
            for (int i = 0; i < p->nslots; i++)
                if (p->slots[i].task >= 0) {
                    bridge_wait(p->slots[i].bridge, 5);
                    break;
                }
        }
    }
    return 0;
}

void analyze_budget(const AnalyzeOptions *opt, AnalyzeBudget *out)
{
    out->movetime_ms = opt->movetime_ms;
    out->depth = opt->depth > 0 ? opt->depth : opt->movetime_ms > 0 ? 0 : ANALYZE_DEFAULT_DEPTH;
    if (opt->nodes == ANALYZE_NODES_NONE)
        out->nodes = 0;
    else if (opt->nodes > 0)
        out->nodes = opt->nodes;
    else
        /* The default cap belongs to the default depth: another depth
         * asked for is searched in full, as before. Another engine's nodes
         * are not ours to count. */
        out->nodes = bridge_spec_is_embedded(opt->engine_spec) && out->depth == ANALYZE_DEFAULT_DEPTH ? ANALYZE_DEFAULT_NODES : 0;
}

void analyze_limits(const AnalyzeBudget *b, BridgeLimits *l)
{
    bridge_limits_init(l);
    l->depth = b->depth;
    l->nodes = b->nodes;
    l->movetime_ms = b->movetime_ms;
    l->analysis = true;
}

void analyze_budget_header(const AnalyzeBudget *b, char *buf, size_t len)
{
    size_t n = 0;
    buf[0] = '\0';
    if (b->depth > 0)
        n += (size_t)snprintf(buf + n, len - n, "# depth: %d\n", b->depth);
    if (b->nodes > 0 && n < len)
        n += (size_t)snprintf(buf + n, len - n, "# nodes: %llu\n", (unsigned long long)b->nodes);
    if (b->movetime_ms > 0 && n < len)
        snprintf(buf + n, len - n, "# movetime_ms: %d\n", b->movetime_ms);
}

/* The optional columns of the position before the move: the move, the
 * engine's best move and line there, and the leaf share (the mover's). */
static void write_extra(FILE *out, Move played, const AnalyzeFound *x)
{
    char move[USI_MOVE_MAX], share[16] = "";
    move_to_usi(played, move);
    if (x->leaves > 0)
        snprintf(share, sizeof share, "%.4f", (double)x->favourable / (double)x->leaves);
    fprintf(out, "\t%s\t%s\t%s\t%s\t", move, x->best, x->pv, share);
    if (x->leaves > 0)
        fprintf(out, "%llu", (unsigned long long)x->leaves);
}

/* The names the table's "# ai:" lines list: each record's own AI, then
 * the ones the caller named. */
static void collect_ais(const AnalyzeGame *games, int ngames, const AnalyzeOptions *opt, AnalysisAis *ais)
{
    ais->count = 0;
    for (int g = 0; g < ngames; g++) {
        char buf[ANALYSIS_AI_NAME_LEN];
        const char *name = game_ai_name(games[g].rec, buf, sizeof buf);
        if (name)
            analysis_ais_add(ais, name);
    }
    for (int i = 0; i < opt->ai_name_count; i++)
        analysis_ais_add(ais, opt->ai_names[i]);
}

/* The thresholds of the counted mode, the defaults filled in. */
static AnalysisCountedLimits counted_limits(const AnalyzeOptions *opt)
{
    return (AnalysisCountedLimits){
        opt->counted_min_ply > 0 ? opt->counted_min_ply : ANALYSIS_COUNTED_MIN_PLY,
        opt->counted_max_abs_eval > 0 ? opt->counted_max_abs_eval : ANALYSIS_COUNTED_MAX_ABS_EVAL,
    };
}

void analyze_roots_header(const AnalyzeOptions *opt, char *buf, size_t len)
{
    AnalysisCountedLimits lim = counted_limits(opt);
    if (!opt->root_scores)
        snprintf(buf, len, "%s", "");
    else if (!opt->root_scores_counted)
        snprintf(buf, len, "# root_scores: every root move, objective all, at the same budget\n");
    else
        snprintf(buf, len, "# root_scores: every root move, objective all, at the same budget; only before "
                 "a move the estimate could count (not an AI's, not in book, ply >= %d, |eval_before| <= %d, "
                 "no mate)\n", lim.min_ply, lim.max_abs_eval);
}

/* The root_scores and root_depth cells; both empty for a position that
 * had no "all" search. */
static void write_roots(FILE *out, const AnalyzeFound *x)
{
    if (x->roots)
        fprintf(out, "\t%s\t%d", x->roots, x->root_depth);
    else
        fputs("\t\t", out);
}

/* "# moves: 20-60,75": the table holds those moves alone. */
static void write_moves_line(FILE *out, const MoveSet *moves)
{
    fputs("# moves: ", out);
    for (int i = 0; i < moves->count; i++) {
        fprintf(out, "%s%d", i ? "," : "", moves->range[i].from);
        if (moves->range[i].to > moves->range[i].from)
            fprintf(out, "-%d", moves->range[i].to);
    }
    fputc('\n', out);
}

static void write_table(FILE *out, const AnalyzeGame *games, int ngames, const AnalyzeOptions *opt,
                        const BridgeCaps *caps, const AnalyzeBudget *budget, const AnalysisAis *ais,
                        const Results *res)
{
    char lines[128], roots[256];
    analyze_budget_header(budget, lines, sizeof lines);
    analyze_roots_header(opt, roots, sizeof roots);
    fprintf(out, "# kiryoku analysis table v1\n");
    fprintf(out, "# engine: %s (%s)\n", caps->name, caps->spec);
    fputs(lines, out);
    if (opt->clock_main_ms > 0)
        fprintf(out, "# clock_main_ms: %lld\n", opt->clock_main_ms);
    for (int i = 0; i < ais->count; i++)
        fprintf(out, "# ai: %s\n", ais->names[i]);
    fputs(roots, out);
    if (opt->moves)
        write_moves_line(out, opt->moves);
    fprintf(out, "game\tply\tplayer\teval_before\teval_after\tclock_left_ms\tgame_plies\tin_book"
                 "\tmove\tbest\tpv\tleaf_share\tleaves%s\n",
            opt->root_scores ? "\t" ANALYSIS_ROOTS_COLUMN "\t" ANALYSIS_ROOTS_DEPTH_COLUMN : "");
    int base = 0;
    for (int g = 0; g < ngames; g++) {
        const GameRecord *rec = games[g].rec;
        for (int ply = 1; ply <= rec->move_count; ply++) {
            if (!move_set_has(opt->moves, ply))
                continue;
            char before[16], after[16], clock[24] = "";
            const AnalyzeFound *x = &res->found[base + ply - 1];
            bridge_score_format(x->score, before, sizeof before);
            bridge_score_format(bridge_score_negate(x[1].score), after, sizeof after);
            long left = game_clock_left_ms(rec, ply);
            if (left >= 0)
                snprintf(clock, sizeof clock, "%ld", left);
            fprintf(out, "%s\t%d\t%s\t%s\t%s\t%s\t%d\t%d", games[g].id, ply, game_player(rec, ply), before, after,
                    clock, rec->move_count, game_in_book(rec, ply) ? 1 : 0);
            write_extra(out, rec->moves[ply - 1].move, x);
            if (opt->root_scores)
                write_roots(out, x);
            fputc('\n', out);
        }
        base += rec->move_count + 1;
    }
}

/* One best-move search per position the moves asked for need; with
 * `all`, one "all" search before each of those moves. Returns the task
 * count. */
static int make_tasks(const AnalyzeGame *games, int ngames, const MoveSet *moves, bool all, Task *tasks)
{
    int k = 0, pos = 0;
    for (int g = 0; g < ngames; g++)
        for (int p = 0; p <= games[g].rec->move_count; p++, pos++) {
            if (!move_set_needs_position(moves, p))
                continue;
            tasks[k++] = (Task){ g, p, pos, false };
            if (all && p < games[g].rec->move_count && move_set_has(moves, p + 1))
                tasks[k++] = (Task){ g, p, pos, true };
        }
    return k;
}

/* After the best-move searches: one "all" search before each move the
 * estimator could count. Returns the task count. */
static int plan_counted(const AnalyzeGame *games, int ngames, const AnalyzeOptions *opt, const AnalysisAis *ais,
                        const Results *res, Task *tasks)
{
    AnalysisCountedLimits lim = counted_limits(opt);
    int k = 0, pos = 0;
    for (int g = 0; g < ngames; g++, pos++)
        for (int ply = 1; ply <= games[g].rec->move_count; ply++, pos++)
            if (move_set_has(opt->moves, ply) &&
                analysis_counted_move(games[g].rec, ply, res->found[pos].score, ais, &lim))
                tasks[k++] = (Task){ g, ply - 1, pos, true };
    return k;
}

/* The ntasks tasks of make_tasks, then in the counted mode those of
 * plan_counted (written over them: the first ones are done by then). The
 * progress is reported once the cache has given what it has, before any
 * search. */
static int run_searches(Pool *p, Task *tasks, int ntasks, int ngames, const AnalysisAis *ais, Results *res,
                        char *err, size_t errlen)
{
    const AnalyzeOptions *opt = p->opt;
    p->count.total = ntasks;
    ntasks = take_cached(p, tasks, ntasks, res);
    report_progress(p);
    if (run_pool(p, tasks, ntasks, res, err, errlen) < 0)
        return -1;
    if (!opt->root_scores || !opt->root_scores_counted)
        return 0;
    int n = plan_counted(p->games, ngames, opt, ais, res, tasks);
    p->count.total += n;
    n = take_cached(p, tasks, n, res);
    report_progress(p);
    return run_pool(p, tasks, n, res, err, errlen);
}

void analyze_fingerprint(const AnalyzeOptions *opt, char *buf, size_t len)
{
    AnalyzeBudget b;
    analyze_budget(opt, &b);
    char budget[128], roots[256];
    analyze_budget_header(&b, budget, sizeof budget);
    analyze_roots_header(opt, roots, sizeof roots);
    snprintf(buf, len, "# engine: %s\n%s%s", opt->engine_spec ? opt->engine_spec : "embedded", budget, roots);
}

static void free_results(Results *res, int npos)
{
    for (int i = 0; res->found && i < npos; i++)
        free(res->found[i].roots);
    free(res->found);
}

static void free_moves(GameMoves *gm, int ngames)
{
    for (int g = 0; gm && g < ngames; g++) {
        free(gm[g].text);
        free(gm[g].end);
    }
    free(gm);
}

/* The table's header names the engine: the one that searched, or, when
 * the cache had every search, one opened for its name. */
static int write_out(FILE *out, Pool *p, int ngames, const AnalyzeBudget *budget, const AnalysisAis *ais,
                     const Results *res, char *err, size_t errlen)
{
    if (open_slot(p, &p->slots[0], err, errlen) < 0)
        return -1;
    BridgeCaps caps;
    bridge_caps(p->slots[0].bridge, &caps);
    write_table(out, p->games, ngames, p->opt, &caps, budget, ais, res);
    if (fflush(out) == 0)
        return 0;
    err_set(err, errlen, "cannot write the table");
    return -1;
}

int analyze_games(const AnalyzeGame *games, int ngames, const AnalyzeOptions *opt, FILE *out, char *err,
                  size_t errlen)
{
    const char *spec = opt->engine_spec ? opt->engine_spec : "embedded";
    if (opt->root_scores && !analysis_roots_supported(spec)) {
        err_set(err, errlen, "--root-scores needs the embedded engine, which scores every root move in "
                "one search (Objective all); '%s' cannot", spec);
        return -1;
    }
    int npos = 0;
    for (int g = 0; g < ngames; g++)
        npos += games[g].rec->move_count + 1;
    Task *tasks = malloc(sizeof *tasks * (size_t)(2 * npos + 1));
    Results res = { calloc((size_t)npos + 1, sizeof *res.found) };
    GameMoves *gm = calloc((size_t)ngames + 1, sizeof *gm);
    /* The counted mode's "all" searches wait for the best-move ones. */
    bool all_at_once = opt->root_scores && !opt->root_scores_counted;
    int ntasks = tasks ? make_tasks(games, ngames, opt->moves, all_at_once, tasks) : 0;
    int nslots = opt->workers > 0 ? opt->workers : default_workers();
    if (nslots > ntasks)
        nslots = ntasks > 0 ? ntasks : 1;
    Slot *slots = calloc((size_t)nslots, sizeof *slots);
    Pool pool = { .slots = slots, .nslots = nslots, .spec = spec, .cfg = opt->cfg, .games = games, .gm = gm,
                  .opt = opt };
    if (pool.cfg.threads <= 0)
        pool.cfg.threads = 1; /* parallelism comes from several engines */
    AnalysisAis ais;
    collect_ais(games, ngames, opt, &ais);
    int rc = -1;
    if (!tasks || !res.found || !gm || !slots) {
        err_set(err, errlen, "out of memory for %d positions", npos);
        goto done;
    }
    for (int g = 0; g < ngames; g++)
        if (build_moves(games[g].rec, &gm[g]) < 0) {
            err_set(err, errlen, "out of memory for the moves of %s", games[g].id);
            goto done;
        }
    for (int i = 0; i < nslots; i++)
        slots[i].task = -1;
    if (opt->engines)
        engines_lend(opt->engines, &pool);
    AnalyzeBudget budget;
    analyze_budget(opt, &budget);
    analyze_limits(&budget, &pool.l[0]);
    analysis_roots_limits(&pool.l[0], &pool.l[1]);
    if (run_searches(&pool, tasks, ntasks, ngames, &ais, &res, err, errlen) == 0)
        rc = out ? write_out(out, &pool, ngames, &budget, &ais, &res, err, errlen) : 0;
done:
    if (opt->engines && slots)
        engines_take_back(opt->engines, &pool, rc == 0 || stop_asked(opt));
    for (int i = 0; slots && i < nslots; i++)
        if (slots[i].bridge)
            bridge_close(slots[i].bridge);
    free(slots);
    free_moves(gm, ngames);
    free_results(&res, npos);
    free(tasks);
    return rc;
}
