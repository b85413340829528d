/* The test's analysis (see session_analysis.h): fixed-depth searches of
 * every position through the bridge, written as analysis table v1, then
 * the estimator and the report. */
#include "app/session_analysis.h"

#include <stdlib.h>
#include <string.h>

#include "app/estimate.h"
#include "app/session_records.h"
#include "app/session_report.h"
#include "engine-bridge/engine.h"

typedef struct {
    Session *s;
    Bridge *b;
    int depth;
    int done, total;
    int64_t t0;
    BridgeResult result; /* large: kept off the stack */
} Analyser;

static void progress(Analyser *a, int game, int games)
{
    int64_t spent = clock_monotonic_ms(NULL) - a->t0;
    int pct = a->total ? a->done * 100 / a->total : 100;
    char msg[160];
    if (a->done > 0 && a->done < a->total) {
        int64_t left_s = spent * (a->total - a->done) / a->done / 1000 + 1;
        snprintf(msg, sizeof msg, "Analysing your games: %d%% (game %d of %d), about %lld s left", pct, game, games,
                 (long long)left_s);
    } else {
        snprintf(msg, sizeof msg, "Analysing your games: %d%% (game %d of %d)", pct, game, games);
    }
    a->s->display->message(a->s->display, DISPLAY_INFO, msg);
}

/* The score of the position after `moves`, side to move's view. A position
 * with no legal move (the mover has just mated) scores as mated in 1. */
static int search(Analyser *a, const char *sfen, const char *moves, int *score, char *err, size_t errlen)
{
    BridgeLimits l;
    bridge_limits_init(&l);
    l.depth = a->depth;
    if (bridge_set_position(a->b, sfen, moves) != 0 || bridge_search(a->b, &l, &a->result) != 0) {
        snprintf(err, errlen, "analysis engine: %s", a->result.error[0] ? a->result.error : bridge_error(a->b));
        return -1;
    }
    if (!strcmp(a->result.bestmove, "resign") && (a->result.score == BRIDGE_SCORE_NONE || !bridge_score_is_mate(a->result.score)))
        *score = bridge_score_from_mate(-1);
    else
        *score = a->result.score == BRIDGE_SCORE_NONE ? 0 : a->result.score;
    a->done++;
    return 0;
}

/* Tabs and line breaks would break the TSV. */
static void tsv_name(const char *in, char *out, size_t len)
{
    snprintf(out, len, "%s", in);
    for (char *p = out; *p; p++)
        if (*p == '\t' || *p == '\n' || *p == '\r')
            *p = ' ';
}

static int write_game(Analyser *a, FILE *f, const StoreGame *g, const char *player, int game_no, int games,
                      char *err, size_t errlen)
{
    StoreMove *mv;
    int n = store_moves(a->s->store, g->id, &mv);
    if (n < 0) {
        snprintf(err, errlen, "%s", store_error(a->s->store));
        return -1;
    }
    int *score = malloc(sizeof *score * (size_t)(n + 1));
    char *line = malloc((size_t)n * 7 + 1);
    int rc = score && line ? 0 : -1;
    if (rc)
        snprintf(err, errlen, "out of memory");
    size_t len = 0;
    if (line)
        line[0] = '\0';
    for (int k = 0; rc == 0 && k <= n; k++) {
        if (k > 0)
            len += (size_t)sprintf(line + len, "%s%s", k > 1 ? " " : "", mv[k - 1].usi);
        rc = search(a, g->start_sfen, line, &score[k], err, errlen);
        if (k % 8 == 0 || k == n)
            progress(a, game_no, games);
    }
    Color first = strstr(g->start_sfen, " w ") ? WHITE : BLACK;
    bool book = !strcmp(g->ai_kind, "AI2");
    for (int k = 1; rc == 0 && k <= n; k++) {
        Color mover = (k - 1) % 2 ? color_flip(first) : first;
        bool mine = mover == g->player_color;
        char before[24], after[24], gname[16];
        bridge_score_format(score[k - 1], before, sizeof before);
        bridge_score_format(bridge_score_negate(score[k]), after, sizeof after);
        snprintf(gname, sizeof gname, "game%d", g->index);
        bool in_book = mine ? book : mv[k - 1].in_book;
        fprintf(f, "%s\t%d\t%s\t%s\t%s\t%lld\t%d\t%d\n", gname, k, mine ? player : g->ai_kind, before, after,
                (long long)mv[k - 1].clock_left_ms, n, in_book ? 1 : 0);
        if (!mine)
            book = book && mv[k - 1].in_book;
    }
    free(score);
    free(line);
    free(mv);
    return rc;
}

int session_write_table(Session *s, FILE *f, char *err, size_t errlen)
{
    Analyser *a = calloc(1, sizeof *a);
    if (!a) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    a->s = s;
    a->depth = s->cfg.analysis_depth > 0 ? s->cfg.analysis_depth : SESSION_ANALYSIS_DEPTH;
    const char *spec = s->cfg.analysis_engine ? s->cfg.analysis_engine : "embedded";
    StoreGame *games = NULL;
    int n = store_games_of_test(s->store, s->test.id, &games), rc = -1, count = 0;
    if (n < 0) {
        snprintf(err, errlen, "%s", store_error(s->store));
        goto done;
    }
    for (int i = 0; i < n; i++)
        if (games[i].index > 0 && games[i].finished) {
            a->total += games[i].plies + 1;
            count++;
        }
    a->b = bridge_open(spec, NULL, err, errlen);
    if (!a->b)
        goto done;
    BridgeCaps caps;
    bridge_caps(a->b, &caps);
    char player[128];
    tsv_name(s->test.player, player, sizeof player);
    fprintf(f, "# kiryoku analysis table v1\n# engine: %s\n# depth: %d\n# ai: AI1\n# ai: AI2\n", caps.name, a->depth);
    fprintf(f, "game\tply\tplayer\teval_before\teval_after\tclock_left_ms\tgame_plies\tin_book\n");
    a->t0 = clock_monotonic_ms(NULL);
    rc = 0;
    for (int i = 0, no = 0; rc == 0 && i < n; i++)
        if (games[i].index > 0 && games[i].finished)
            rc = write_game(a, f, &games[i], player, ++no, count, err, errlen);
done:
    if (a->b)
        bridge_close(a->b);
    free(games);
    free(a);
    return rc;
}

int session_analyse(Session *s, StoreResult *out, void *ctx)
{
    (void)ctx;
    char dir[700], tsv[800], tmp[820], err[900];
    if (session_test_dir(s, dir, sizeof dir, err, sizeof err) != 0)
        goto fail;
    snprintf(tsv, sizeof tsv, "%s/analysis.tsv", dir);
    snprintf(tmp, sizeof tmp, "%s.part", tsv);
    FILE *f = fopen(tmp, "w");
    if (!f) {
        snprintf(err, sizeof err, "cannot write %s", tmp);
        goto fail;
    }
    int rc = session_write_table(s, f, err, sizeof err);
    if (fclose(f) != 0 && rc == 0) {
        snprintf(err, sizeof err, "cannot write %s (disk full?)", tmp);
        rc = -1;
    }
    if (rc != 0 || rename(tmp, tsv) != 0) {
        if (rc == 0)
            snprintf(err, sizeof err, "cannot rename %s", tmp);
        goto fail;
    }
    if (session_report_write(s, tsv, dir, out, err, sizeof err) != 0)
        goto fail;
    return 0;
fail:
    snprintf(s->error, sizeof s->error, "analysis failed: %s", err);
    return -1;
}
