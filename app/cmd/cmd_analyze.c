/* `kiryoku analyze`: game records (KIF/KI2/CSA/USI) -> analysis table v1. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/cmd/commands.h"
#include "app/cmd/options.h"
#include "analysis/counted.h"
#include "analysis/analyzer.h"

enum { MAX_OPTION_ARGS = 64 };

static void usage(FILE *f)
{
    fprintf(f,
            "usage: kiryoku analyze [options] GAME...\n"
            "  reads KIF/KI2/CSA/USI game records and writes analysis table v1 (TSV)\n"
            "  --engine SPEC    embedded (default), embedded:nnue=FILE (the embedded engine\n"
            "                   evaluating with that network) or usi:COMMAND,\n"
            "                   e.g. usi:/usr/games/gpsusi\n"
            "  --depth D        search depth per position (embedded default: %d)\n"
            "  --nodes N        stop a position's search after N nodes, keeping its last\n"
            "                   whole iteration (embedded default at the default depth:\n"
            "                   %llu; 0 = no cap). Nodes, unlike time, give the same\n"
            "                   table on any machine\n"
            "  --movetime MS    a time per position instead of a depth (for USI engines)\n"
            "  --threads N      engines searching at once (default: one per core)\n"
            "  --option N=V     a USI option for the engine (repeatable)\n"
            "  --hash MB        hash table per engine\n"
            "  --ai NAME        a player to list as an AI opponent (repeatable)\n"
            "  --root-scores    also write the root_scores column: for the position before\n"
            "                   each move, every legal move with its score from the\n"
            "                   mover's side (7g7f:+35,2g2f:+20,...,P*5e:mate-3), from a\n"
            "                   second search (objective all) at the same depth and node\n"
            "                   cap, and root_depth, the depth it completed; the other\n"
            "                   columns stay as without it. Embedded engine only; about\n"
            "                   4 times the plain analysis's CPU at the default budget\n"
            "                   (docs/METHOD.md 'Move-choice likelihood'). Read by\n"
            "                   'kiryoku estimate --stat choice'\n"
            "  --root-scores-counted  --root-scores, but the second search runs only\n"
            "                   before the moves 'estimate' could count with its default\n"
            "                   filters (not an AI's, not in book, ply >= %d, |eval_before|\n"
            "                   <= %d cp, no mate); the other rows get empty root_scores\n"
            "                   and root_depth cells, the searched ones the same cells as\n"
            "                   with --root-scores\n"
            "  --counted-min-ply N, --counted-max-abs-eval CP  the counted mode's ply and\n"
            "                   |eval_before| limits instead of the estimator's defaults\n"
            "                   (to read people's choices from earlier or less level\n"
            "                   positions: estimate with the same --min-ply/--max-abs-eval)\n"
            "  --moves LIST     only these moves of each game (plies and ranges, e.g.\n"
            "                   20-60,75): the positions before and after each are\n"
            "                   searched and only their rows written, under a\n"
            "                   '# moves:' line (to compare judges on the moves that\n"
            "                   can count, bench/judge_compare.sh)\n"
            "  -o, --output FILE  write the table to FILE (default: standard output)\n",
            ANALYZE_DEFAULT_DEPTH, (unsigned long long)ANALYZE_DEFAULT_NODES, ANALYSIS_COUNTED_MIN_PLY,
            ANALYSIS_COUNTED_MAX_ABS_EVAL);
}

typedef struct {
    AnalyzeOptions opt;
    long long nodes;       /* --nodes: -1 unset, 0 no cap */
    const char *options[MAX_OPTION_ARGS];
    const char *ais[MAX_OPTION_ARGS];
    const char *out_path;
    const char *moves_text; /* --moves */
    MoveSet moves;
    const char **paths;    /* the record files */
    int path_count;
    bool bar_drawn;        /* the progress bar's line is open on stderr */
} Args;

/* A bar on stderr, redrawn in place; only when stderr is a terminal (run()
 * ends its line). user: the Args; with root_scores the count
 * is of searches: two a position, or with --root-scores-counted one a
 * position and then one per countable move, a total that grows once the
 * first searches have shown which moves those are. */
static void progress_bar(int done, int total, uint64_t nodes, void *user)
{
    (void)nodes;
    Args *a = user;
    const AnalyzeOptions *opt = &a->opt;
    const char *unit = !opt->root_scores ? "positions"
                       : opt->root_scores_counted ? "searches (1 a position, then 1 a countable move)"
                                                  : "searches (2 a position)";
    int width = 40, filled = total ? done * width / total : width;
    fprintf(stderr, "\ranalyze [%.*s%*s] %d/%d %s", filled, "########################################",
            width - filled, "", done, total, unit);
    fflush(stderr);
    a->bar_drawn = true;
}

static const char *base_name(const char *path)
{
    const char *s = strrchr(path, '/');
    return s ? s + 1 : path;
}

/* Game ids: the file's name without extension, "#k" for the k-th game of a
 * file holding several; the whole path when two files share a name. */
static char *make_id(const char *path, int index, char **ids, int nids)
{
    char stem[256];
    snprintf(stem, sizeof stem, "%s", base_name(path));
    char *dot = strrchr(stem, '.');
    if (dot && dot != stem)
        *dot = '\0';
    char buf[600];
    for (int attempt = 0; attempt < 2; attempt++) {
        const char *name = attempt ? path : stem;
        if (index > 0)
            snprintf(buf, sizeof buf, "%s#%d", name, index + 1);
        else
            snprintf(buf, sizeof buf, "%s", name);
        bool clash = false;
        for (int i = 0; i < nids && !clash; i++)
            clash = !strcmp(ids[i], buf);
        if (!clash)
            break;
    }
    return strdup(buf);
}

static int parse_args(int argc, char **argv, Args *a)
{
    memset(a, 0, sizeof *a);
    a->nodes = -1;
    OptionList usi_options = { a->options, 0, MAX_OPTION_ARGS }, ais = { a->ais, 0, MAX_OPTION_ARGS };
    const Option options[] = {
        OPTION_STRING("--engine", &a->opt.engine_spec),
        OPTION_INT("--depth", &a->opt.depth, 1, 64),
        OPTION_LLONG("--nodes", &a->nodes, 0, 1000000000000LL),
        OPTION_INT("--movetime", &a->opt.movetime_ms, 1, 1000000000),
        OPTION_INT("--threads", &a->opt.workers, 1, 1024),
        OPTION_INT("--hash", &a->opt.cfg.hash_mb, 1, 1 << 20),
        OPTION_LIST("--option", &usi_options),
        OPTION_LIST("--ai", &ais),
        OPTION_FLAG("--root-scores", &a->opt.root_scores),
        OPTION_FLAG("--root-scores-counted", &a->opt.root_scores_counted),
        OPTION_INT("--counted-min-ply", &a->opt.counted_min_ply, 1, 100000),
        OPTION_INT("--counted-max-abs-eval", &a->opt.counted_max_abs_eval, 1, ANALYSIS_COUNTED_MAX_ABS_EVAL_NONE),
        OPTION_STRING("--moves", &a->moves_text),
        OPTION_STRING("-o|--output", &a->out_path),
    };
    const OptionSpec spec = { .command = "analyze", .usage = usage, .options = options,
                              .option_count = OPTION_COUNT(options) };
    if (!(a->paths = calloc((size_t)argc, sizeof *a->paths)))
        return OPTIONS_ERROR;
    int r = options_parse(&spec, argc, argv, a->paths, &a->path_count);
    if (a->nodes >= 0)
        a->opt.nodes = a->nodes == 0 ? ANALYZE_NODES_NONE : (uint64_t)a->nodes;
    a->opt.cfg.usi_options = a->options;
    a->opt.cfg.usi_option_count = usi_options.count;
    a->opt.ai_names = a->ais;
    a->opt.ai_name_count = ais.count;
    if (a->opt.root_scores_counted)
        a->opt.root_scores = true;
    if (r == OPTIONS_OK && (a->opt.counted_min_ply || a->opt.counted_max_abs_eval) && !a->opt.root_scores_counted) {
        fprintf(stderr, "kiryoku analyze: --counted-min-ply and --counted-max-abs-eval need --root-scores-counted\n");
        r = OPTIONS_ERROR;
    }
    char err[300];
    if (r == OPTIONS_OK && a->moves_text) {
        if (move_set_parse(a->moves_text, &a->moves, err, sizeof err) < 0) {
            fprintf(stderr, "kiryoku analyze: --moves: %s\n", err);
            r = OPTIONS_ERROR;
        }
        a->opt.moves = &a->moves;
    }
    if (r == OPTIONS_OK && !a->path_count) {
        fprintf(stderr, "kiryoku analyze: no game records given (try --help)\n");
        r = OPTIONS_ERROR;
    }
    return r;
}

/* Reads every record; each game of a file becomes one AnalyzeGame. */
static int read_games(const char **paths, int count, GameRecord ***recs, int *nrecs, AnalyzeGame **games,
                      int *ngames)
{
    int cap = 16;
    *recs = calloc((size_t)count, sizeof **recs);
    *games = malloc(sizeof **games * (size_t)cap);
    char **ids = malloc(sizeof *ids * (size_t)cap);
    *nrecs = *ngames = 0;
    if (!*recs || !*games || !ids)
        return -1;
    for (int i = 0; i < count; i++) {
        RecordError e;
        GameRecord *rec = NULL;
        if (record_read_file(paths[i], NULL, &rec, &e) < 0) {
            char msg[700];
            fprintf(stderr, "kiryoku analyze: %s\n", record_error_text(&e, msg, sizeof msg));
            free(ids);
            return -1;
        }
        (*recs)[(*nrecs)++] = rec;
        int k = 0;
        for (GameRecord *g = rec; g; g = g->next, k++) {
            if (*ngames == cap) {
                cap *= 2;
                *games = realloc(*games, sizeof **games * (size_t)cap);
                ids = realloc(ids, sizeof *ids * (size_t)cap);
                if (!*games || !ids)
                    return -1;
            }
            ids[*ngames] = make_id(paths[i], k, ids, *ngames);
            (*games)[*ngames] = (AnalyzeGame){ g, ids[*ngames] };
            (*ngames)++;
        }
    }
    free(ids); /* the strings live on in games[].id */
    return 0;
}

/* Writes through a temporary file renamed at the end: no half tables. */
static int run(Args *a, AnalyzeGame *games, int ngames)
{
    char tmp[1100] = "";
    FILE *out = stdout;
    if (a->out_path) {
        snprintf(tmp, sizeof tmp, "%s.tmp%d", a->out_path, (int)getpid());
        out = fopen(tmp, "w");
        if (!out) {
            fprintf(stderr, "kiryoku analyze: cannot write %s: ", tmp);
            perror(NULL);
            return 1;
        }
    }
    if (isatty(2)) {
        a->opt.progress = progress_bar;
        a->opt.progress_user = a;
    }
    char err[700];
    int rc = analyze_games(games, ngames, &a->opt, out, err, sizeof err);
    if (a->bar_drawn)
        fputc('\n', stderr);
    if (rc != 0)
        fprintf(stderr, "kiryoku analyze: %s\n", err);
    if (a->out_path) {
        if (fclose(out) != 0 && rc == 0) {
            fprintf(stderr, "kiryoku analyze: cannot write %s\n", a->out_path);
            rc = -1;
        }
        if (rc == 0 && rename(tmp, a->out_path) != 0) {
            fprintf(stderr, "kiryoku analyze: cannot rename %s to %s\n", tmp, a->out_path);
            rc = -1;
        }
        if (rc != 0)
            unlink(tmp);
    }
    return rc == 0 ? 0 : 1;
}

int cmd_analyze(int argc, char **argv)
{
    Args a;
    int parsed = parse_args(argc, argv, &a);
    if (parsed != OPTIONS_OK) {
        free(a.paths);
        return options_exit_status(parsed);
    }
    GameRecord **recs = NULL;
    AnalyzeGame *games = NULL;
    int nrecs = 0, ngames = 0;
    int rc = 2;
    if (read_games(a.paths, a.path_count, &recs, &nrecs, &games, &ngames) == 0)
        rc = run(&a, games, ngames);
    for (int i = 0; i < ngames; i++)
        free((char *)games[i].id);
    for (int i = 0; i < nrecs; i++)
        record_free(recs[i]);
    free(recs);
    free(games);
    free(a.paths);
    return rc;
}
