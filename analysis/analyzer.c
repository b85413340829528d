/* The analyser (see analyzer.h): schedules one search per position over a
 * pool of Bridges driven from this thread, then writes the table in game
 * and ply order. With root_scores_counted the pool runs twice: the
 * best-move searches, then the "all" searches of the moves they showed
 * the estimator could count. */
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

/* What a position's search gives besides its score, for the table's
 * optional columns (rating/table_extra.h): no extra search. */
enum { PV_PLIES = 5 };
typedef struct {
    char best[8];
    char pv[48];           /* the first PV_PLIES moves of the line */
    uint64_t leaves, favourable;
    int root_depth;        /* the depth the root_scores search completed */
} TaskExtra;

static void keep_extra(TaskExtra *x, const BridgeResult *r)
{
    bool is_move = strcmp(r->bestmove, "resign") && strcmp(r->bestmove, "win");
    snprintf(x->best, sizeof x->best, "%s", is_move ? r->bestmove : "");
    size_t n = 0;
    int plies = 0;
    for (const char *p = r->pv; *p && plies < PV_PLIES && is_move;) {
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

/* What the searches found, one entry per position. */
typedef struct {
    int *scores;           /* the best-move search's score */
    TaskExtra *extras;
    char **cells;          /* the root_scores cell; NULL without the column */
} Results;

typedef struct {
    Bridge *bridge;
    int task;              /* index into tasks, -1 when idle */
    BridgeResult result;
} Slot;

/* The engines and what every search needs. count: what the progress
 * callback is told, over both runs of the pool. */
typedef struct {
    Slot *slots;
    int nslots;
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
    if (t->all) {
        free(res->cells[t->pos]);
        res->cells[t->pos] = analysis_roots_format(r->root, r->root_count);
        res->extras[t->pos].root_depth = r->depth;
        return res->cells[t->pos] ? 0 : -1;
    }
    res->scores[t->pos] = task_score(r);
    keep_extra(&res->extras[t->pos], r);
    return 0;
}

/* Runs tasks to the end on the pool's engines. */
static int run_pool(Pool *p, const Task *tasks, int ntasks, Results *res, char *err, size_t errlen)
{
    const AnalyzeGame *games = p->games;
    const AnalyzeOptions *opt = p->opt;
    int next = 0, done = 0;
    while (done < ntasks) {
        bool progressed = false;
        for (int i = 0; i < p->nslots; i++) {
            Slot *s = &p->slots[i];
            if (s->task < 0 && next < ntasks) {
                s->task = next++;
                if (start_task(s, &tasks[s->task], games, p->gm, &p->l[tasks[s->task].all]) < 0) {
                    const Task *t = &tasks[s->task];
                    err_set(err, errlen, "%s, ply %d: %s", games[t->game].id, t->ply, bridge_error(s->bridge));
                    return -1;
                }
            }
            if (s->task < 0 || !bridge_wait(s->bridge, 0))
                continue;
            bridge_result(s->bridge, &s->result);
            const Task *t = &tasks[s->task];
            if (s->result.status != BRIDGE_OK) {
                err_set(err, errlen, "%s, position after ply %d: %s", games[t->game].id, t->ply,
                        s->result.error);
                return -1;
            }
            if (keep_result(t, &s->result, res) < 0) {
                err_set(err, errlen, "out of memory for the root scores of %s", games[t->game].id);
                return -1;
            }
            s->task = -1;
            done++;
            p->count.done++;
            p->count.nodes += s->result.nodes;
            progressed = true;
            if (opt->progress)
                opt->progress(p->count.done, p->count.total, p->count.nodes, opt->progress_user);
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
static void write_extra(FILE *out, Move played, const TaskExtra *x)
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
static void write_roots(FILE *out, const char *cell, const TaskExtra *x)
{
    if (cell)
        fprintf(out, "\t%s\t%d", cell, x->root_depth);
    else
        fputs("\t\t", out);
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
    fprintf(out, "game\tply\tplayer\teval_before\teval_after\tclock_left_ms\tgame_plies\tin_book"
                 "\tmove\tbest\tpv\tleaf_share\tleaves%s\n",
            res->cells ? "\t" ANALYSIS_ROOTS_COLUMN "\t" ANALYSIS_ROOTS_DEPTH_COLUMN : "");
    int base = 0;
    for (int g = 0; g < ngames; g++) {
        const GameRecord *rec = games[g].rec;
        for (int ply = 1; ply <= rec->move_count; ply++) {
            char before[16], after[16], clock[24] = "";
            bridge_score_format(res->scores[base + ply - 1], before, sizeof before);
            bridge_score_format(bridge_score_negate(res->scores[base + ply]), after, sizeof after);
            long left = game_clock_left_ms(rec, ply);
            if (left >= 0)
                snprintf(clock, sizeof clock, "%ld", left);
            fprintf(out, "%s\t%d\t%s\t%s\t%s\t%s\t%d\t%d", games[g].id, ply, game_player(rec, ply), before, after,
                    clock, rec->move_count, game_in_book(rec, ply) ? 1 : 0);
            write_extra(out, rec->moves[ply - 1].move, &res->extras[base + ply - 1]);
            if (res->cells)
                write_roots(out, res->cells[base + ply - 1], &res->extras[base + ply - 1]);
            fputc('\n', out);
        }
        base += rec->move_count + 1;
    }
}

/* One best-move search per position; with `all`, one "all" search per
 * position that has a move after it. Returns the task count. */
static int make_tasks(const AnalyzeGame *games, int ngames, bool all, Task *tasks)
{
    int k = 0, pos = 0;
    for (int g = 0; g < ngames; g++)
        for (int p = 0; p <= games[g].rec->move_count; p++, pos++) {
            tasks[k++] = (Task){ g, p, pos, false };
            if (all && p < games[g].rec->move_count)
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
            if (analysis_counted_move(games[g].rec, ply, res->scores[pos], ais, &lim))
                tasks[k++] = (Task){ g, ply - 1, pos, true };
    return k;
}

/* The ntasks tasks of make_tasks, then in the counted mode those of
 * plan_counted (written over them: the first ones are done by then). */
static int run_searches(Pool *p, Task *tasks, int ntasks, int ngames, const AnalysisAis *ais, Results *res,
                        char *err, size_t errlen)
{
    const AnalyzeOptions *opt = p->opt;
    p->count.total = ntasks;
    if (run_pool(p, tasks, ntasks, res, err, errlen) < 0)
        return -1;
    if (!opt->root_scores || !opt->root_scores_counted)
        return 0;
    int n = plan_counted(p->games, ngames, opt, ais, res, tasks);
    p->count.total += n;
    if (opt->progress)
        opt->progress(p->count.done, p->count.total, p->count.nodes, opt->progress_user);
    return run_pool(p, tasks, n, res, err, errlen);
}

static void free_results(Results *res, int npos)
{
    for (int i = 0; res->cells && i < npos; i++)
        free(res->cells[i]);
    free(res->cells);
    free(res->scores);
    free(res->extras);
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
    Results res = { malloc(sizeof *res.scores * (size_t)(npos + 1)), calloc((size_t)npos + 1, sizeof *res.extras),
                    opt->root_scores ? calloc((size_t)npos + 1, sizeof *res.cells) : NULL };
    GameMoves *gm = calloc((size_t)ngames + 1, sizeof *gm);
    /* The counted mode's "all" searches wait for the best-move ones. */
    bool all_at_once = opt->root_scores && !opt->root_scores_counted;
    int ntasks = tasks ? make_tasks(games, ngames, all_at_once, tasks) : 0;
    int nslots = opt->workers > 0 ? opt->workers : default_workers();
    if (nslots > ntasks)
        nslots = ntasks > 0 ? ntasks : 1;
    Slot *slots = calloc((size_t)nslots, sizeof *slots);
    Pool pool = { .slots = slots, .nslots = nslots, .games = games, .gm = gm, .opt = opt };
    AnalysisAis ais;
    collect_ais(games, ngames, opt, &ais);
    int rc = -1;
    if (!tasks || !res.scores || !res.extras || (opt->root_scores && !res.cells) || !gm || !slots) {
        err_set(err, errlen, "out of memory for %d positions", npos);
        goto done;
    }
    for (int g = 0; g < ngames; g++)
        if (build_moves(games[g].rec, &gm[g]) < 0) {
            err_set(err, errlen, "out of memory for the moves of %s", games[g].id);
            goto done;
        }
    BridgeConfig cfg = opt->cfg;
    if (cfg.threads <= 0)
        cfg.threads = 1; /* parallelism comes from several engines */
    for (int i = 0; i < nslots; i++) {
        slots[i].task = -1;
        slots[i].bridge = bridge_open(spec, &cfg, err, errlen);
        if (!slots[i].bridge)
            goto done;
    }
    AnalyzeBudget budget;
    analyze_budget(opt, &budget);
    analyze_limits(&budget, &pool.l[0]);
    analysis_roots_limits(&pool.l[0], &pool.l[1]);
    if (run_searches(&pool, tasks, ntasks, ngames, &ais, &res, err, errlen) < 0)
        goto done;
    BridgeCaps caps;
    bridge_caps(slots[0].bridge, &caps);
    write_table(out, games, ngames, opt, &caps, &budget, &ais, &res);
    rc = fflush(out) == 0 ? 0 : -1;
    if (rc < 0)
        err_set(err, errlen, "cannot write the table");
done:
    for (int i = 0; slots && i < nslots; i++)
        if (slots[i].bridge)
            bridge_close(slots[i].bridge);
    for (int g = 0; gm && g < ngames; g++) {
        free(gm[g].text);
        free(gm[g].end);
    }
    free(slots);
    free(gm);
    free_results(&res, npos);
    free(tasks);
    return rc;
}
