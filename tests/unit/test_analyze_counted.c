/* `kiryoku analyze --root-scores-counted` (issue 19): the "all" search only
 * before the moves the estimator's default filters could count. On two
 * records of tests/data (one side of one game named an AI with --ai), at
 * a small budget:
 *   - the table equals the plain --root-scores one in every column, except
 *     that root_scores and root_depth are empty exactly on the rows that
 *     fail the filter (an AI's move, ply < 40, in book, |eval_before| > 200
 *     or a mate), worked out here from the table's own columns;
 *   - `estimate --stat choice` gives the same s from both, with no
 *     warning about moves left out;
 *   - the library: the progress callback counts the searches run (its
 *     total grows once, by the rows that got root scores), a record's own
 *     kiryoku-ai header makes an AI as --ai does, and the thresholds can be
 *     set, from the command line too (--counted-min-ply,
 *     --counted-max-abs-eval);
 *   - analysis/'s copy of the estimator's defaults agrees with them. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/cmd/commands.h"
#include "analysis/counted.h"
#include "analysis/analyzer.h"
#include "shogi/game_facts.h"
#include "rating/estimate.h"
#include "shogi/record.h"
#include "tests/capture.h"
#include "tests/check.h"

static char out[1 << 16], err[1 << 16];
static char wars[1024], kfw[1024];

static int run(int (*cmd)(int, char **), int argc, const char **args)
{
    return capture_run(cmd, "cmd", argc, args, "build/test-logs/analyze-counted-cli", out, sizeof out, err,
                       sizeof err);
}

#define RUN_CMD(cmd, ...) run(cmd, (int)(sizeof((const char *[]){ __VA_ARGS__ }) / sizeof(const char *)), \
                              (const char *[]){ __VA_ARGS__ })

#define ALL "build/test-logs/analyze-counted-all.tsv"
#define COUNTED "build/test-logs/analyze-counted.tsv"
/* shogiwars.kifu's gote: an AI for these tables; its sente is the player. */
#define AI_NAME "kiryoku_w 二段"
#define PLAYER "kiryoku_b 三段"

enum { COLUMNS = 15, COL_PLAYER = 2, COL_EVAL = 3, COL_BOOK = 7, COL_ROOTS = 13, COL_DEPTH = 14 };

static int analysed;

static void analyse_both(void)
{
    CHECK_INT(RUN_CMD(cmd_analyze, "--depth", "3", "--nodes", "4000", "--threads", "2", "--ai", AI_NAME,
                      "--root-scores", "-o", ALL, wars, kfw), 0);
    CHECK_INT(RUN_CMD(cmd_analyze, "--depth", "3", "--nodes", "4000", "--threads", "2", "--ai", AI_NAME,
                      "--root-scores-counted", "-o", COUNTED, wars, kfw), 0);
    analysed = 1;
}

static char *read_all(const char *path)
{
    FILE *f = fopen(path, "r");
    char *text = NULL;
    size_t len = 0;
    if (!f || getdelim(&text, &len, '\0', f) < 0) {
        free(text);
        text = NULL;
    }
    if (f)
        fclose(f);
    return text;
}

/* Splits a line at tabs in place, empty fields kept; the field count. */
static int split(char *line, char **f, int max)
{
    int n = 0;
    for (char *p = line; p && n < max;)
        f[n++] = strsep(&p, "\t");
    return n;
}

/* The filter, from the row's own cells and the table's AI names. */
static bool countable(char **f, const AnalysisAis *ais)
{
    long eval = strtol(f[COL_EVAL], NULL, 10);
    return atoi(f[1]) >= 40 && !strcmp(f[COL_BOOK], "0") && strncmp(f[COL_EVAL], "mate", 4) &&
           labs(eval) <= 200 && !analysis_ais_has(ais, f[COL_PLAYER]);
}

typedef struct {
    int rows, counted, level_ai, late_unlevel;
} Tally;

/* One data row of each table. */
static void compare_row(char *a, char *c, const AnalysisAis *ais, Tally *t)
{
    char *fa[COLUMNS + 1], *fc[COLUMNS + 1];
    int na = split(a, fa, COLUMNS + 1), nc = split(c, fc, COLUMNS + 1);
    CHECK_INT(na, COLUMNS);
    CHECK_INT(nc, COLUMNS);
    if (na != COLUMNS || nc != COLUMNS)
        return;
    for (int k = 0; k < COL_ROOTS; k++)
        CHECK_STR(fc[k], fa[k]);
    t->rows++;
    bool ai = analysis_ais_has(ais, fa[COL_PLAYER]);
    long eval = strtol(fa[COL_EVAL], NULL, 10);
    bool level = strncmp(fa[COL_EVAL], "mate", 4) && labs(eval) <= 200;
    t->level_ai += ai && level && atoi(fa[1]) >= 40;
    t->late_unlevel += !ai && !level && atoi(fa[1]) >= 40;
    CHECK(*fa[COL_ROOTS] && *fa[COL_DEPTH]);
    if (countable(fa, ais)) {
        t->counted++;
        CHECK_STR(fc[COL_ROOTS], fa[COL_ROOTS]);
        CHECK_STR(fc[COL_DEPTH], fa[COL_DEPTH]);
    } else {
        CHECK_STR(fc[COL_ROOTS], "");
        CHECK_STR(fc[COL_DEPTH], "");
    }
}

static void only_uncounted_rows_differ(void)
{
    char *all = read_all(ALL), *cnt = read_all(COUNTED);
    CHECK(all && cnt);
    if (!all || !cnt)
        goto done;
    AnalysisAis ais = { .count = 0 };
    char *sa = NULL, *sc = NULL, *la = strtok_r(all, "\n", &sa), *lc = strtok_r(cnt, "\n", &sc);
    Tally t = { 0 };
    for (; la && lc; la = strtok_r(NULL, "\n", &sa), lc = strtok_r(NULL, "\n", &sc)) {
        if (!strncmp(la, "# root_scores:", 14)) {
            CHECK(!strncmp(lc, "# root_scores:", 14) && strstr(lc, "could count"));
            continue;
        }
        if (!strncmp(la, "# ai: ", 6))
            analysis_ais_add(&ais, la + 6);
        if (la[0] == '#' || !strncmp(la, "game\t", 5))
            CHECK_STR(lc, la);
        else
            compare_row(la, lc, &ais, &t);
    }
    CHECK(!la && !lc);
    CHECK_INT(ais.count, 1);
    /* Each kind of row is there, so each check above had something to
     * catch: 230 rows, some counted, some of the AI's and some of the
     * player's past ply 40 that the filter leaves out. */
    CHECK_INT(t.rows, 230);
    CHECK(t.counted >= 10 && t.counted < t.rows / 2);
    CHECK(t.level_ai >= 5);
    CHECK(t.late_unlevel >= 5);
done:
    free(all);
    free(cnt);
}

/* The "choice model: s = ..." line of an estimate's output. */
static void choice_line(const char *text, char *buf, size_t len)
{
    const char *p = strstr(text, "choice model: s = ");
    size_t n = p ? strcspn(p, "\n") : 0;
    snprintf(buf, len, "%.*s", (int)n, p ? p : "");
}

static void estimate_gives_the_same_s(void)
{
    char s_all[256], s_cnt[256];
    CHECK_INT(RUN_CMD(cmd_estimate, "--lang", "en", "--stat", "choice", "--player", PLAYER, "--samples", "200", ALL), 0);
    choice_line(out, s_all, sizeof s_all);
    CHECK(strstr(out, "left out") == NULL && strstr(err, "left out") == NULL);
    CHECK_INT(RUN_CMD(cmd_estimate, "--lang", "en", "--stat", "choice", "--player", PLAYER, "--samples", "200", COUNTED), 0);
    choice_line(out, s_cnt, sizeof s_cnt);
    CHECK(strstr(out, "left out") == NULL && strstr(err, "left out") == NULL);
    CHECK(s_all[0] != '\0');
    CHECK_STR(s_cnt, s_all);
    /* The AI's moves have no root scores: estimating it is refused, naming why. */
    CHECK_INT(RUN_CMD(cmd_estimate, "--lang", "en", "--stat", "choice", "--player", AI_NAME, COUNTED), 1);
    CHECK(strstr(err, "has root scores that list the move") != NULL);
}

/* ---- The library ------------------------------------------------------------ */

typedef struct {
    int calls, last_done, first_total, last_total, growths;
    bool backwards;
} Seen;

static void on_progress(int done, int total, uint64_t nodes, void *user)
{
    (void)nodes;
    Seen *s = user;
    if (s->calls++ == 0)
        s->first_total = total;
    s->backwards |= done < s->last_done || done > total || total < s->last_total;
    s->growths += s->calls > 1 && total > s->last_total;
    s->last_done = done;
    s->last_total = total;
}

/* The table of one record analysed with opt; NULL on failure. */
static char *analyse_lib(const GameRecord *rec, AnalyzeOptions *opt)
{
    char *text = NULL, msg[512];
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    AnalyzeGame g = { rec, "g" };
    int rc = analyze_games(&g, 1, opt, f, msg, sizeof msg);
    fclose(f);
    if (rc != 0)
        fprintf(stderr, "analyse: %s\n", msg);
    return rc == 0 ? text : (free(text), NULL);
}

/* Checks every row of a table against the filter (its AI names from its
 * "# ai:" lines, the limits given); tallies the rows with root scores and
 * those the filter left out for a book move alone. The table is split in
 * place. */
static void check_lib_rows(char *table, int min_ply, long max_eval, int *with_roots, int *book_only)
{
    AnalysisAis ais = { .count = 0 };
    char *save = NULL;
    *with_roots = *book_only = 0;
    for (char *line = strtok_r(table, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
        char *f[COLUMNS + 1];
        if (!strncmp(line, "# ai: ", 6))
            analysis_ais_add(&ais, line + 6);
        if (line[0] == '#' || split(line, f, COLUMNS + 1) != COLUMNS || !strcmp(f[0], "game"))
            continue;
        bool other = atoi(f[1]) >= min_ply && strncmp(f[COL_EVAL], "mate", 4) &&
                     labs(strtol(f[COL_EVAL], NULL, 10)) <= max_eval && !analysis_ais_has(&ais, f[COL_PLAYER]);
        bool want = other && !strcmp(f[COL_BOOK], "0");
        CHECK_INT(*f[COL_ROOTS] != '\0', want);
        CHECK_INT(*f[COL_DEPTH] != '\0', want);
        *with_roots += want;
        *book_only += other && !want;
    }
}

static void library_counts_and_ai_header(void)
{
    GameRecord *rec = NULL;
    RecordError e;
    CHECK_INT(record_read_file(wars, NULL, &rec, &e), 0);
    if (!rec)
        return;
    game_mark_ai(rec, PLAYER); /* this time the record names its sente the AI */
    /* The AI's move 49 from its book: moves 49 and 50 are in book. */
    rec->moves[48].comment = strdup(GAME_BOOK_COMMENT);
    Seen seen = { 0 };
    AnalyzeOptions o = { .depth = 3, .nodes = 4000, .workers = 2, .root_scores = true,
                         .root_scores_counted = true, .progress = on_progress, .progress_user = &seen };
    char *table = analyse_lib(rec, &o);
    CHECK(table && strstr(table, "# ai: " PLAYER "\n"));
    int n = 0, book = 0;
    if (table)
        check_lib_rows(table, 40, 200, &n, &book);
    CHECK(n >= 5);
    CHECK_INT(book, 1);
    CHECK_INT(seen.first_total, rec->move_count + 1);
    CHECK_INT(seen.last_total, rec->move_count + 1 + n);
    CHECK_INT(seen.last_done, seen.last_total);
    CHECK_INT(seen.growths, 1);
    CHECK(!seen.backwards);
    free(table);
    /* Other limits: nearly every move of the other side. */
    o = (AnalyzeOptions){ .depth = 3, .nodes = 4000, .workers = 2, .root_scores = true,
                          .root_scores_counted = true, .counted_min_ply = 2, .counted_max_abs_eval = 5000 };
    table = analyse_lib(rec, &o);
    CHECK(table != NULL);
    if (table)
        check_lib_rows(table, 2, 5000, &n, &book);
    CHECK(n >= rec->move_count / 2 - 10);
    free(table);
    record_free(rec);
}

/* The command line's own limits: looser ones search more rows, each row
 * as check_lib_rows works out; without the counted mode they are refused. */
static void command_line_limits(void)
{
    const char *path = "build/test-logs/analyze-counted-limits.tsv";
    CHECK_INT(RUN_CMD(cmd_analyze, "--depth", "2", "--nodes", "3000", "--threads", "2", "--ai", AI_NAME,
                      "--root-scores-counted", "--counted-min-ply", "20", "--counted-max-abs-eval", "400",
                      "-o", path, wars), 0);
    char *table = read_all(path);
    CHECK(table && strstr(table, "ply >= 20, |eval_before| <= 400"));
    int with_roots = 0, book_only = 0;
    if (table)
        check_lib_rows(table, 20, 400, &with_roots, &book_only);
    CHECK(with_roots > 0);
    free(table);
    CHECK(RUN_CMD(cmd_analyze, "--depth", "2", "--counted-min-ply", "20", "-o", path, wars) != 0);
    CHECK(strstr(err, "need --root-scores-counted") != NULL);
}

static void defaults_agree_with_the_estimator(void)
{
    EstimateOptions o;
    estimate_options_default(&o);
    CHECK_INT(o.min_ply, ANALYSIS_COUNTED_MIN_PLY);
    CHECK_INT((long long)o.max_abs_eval, ANALYSIS_COUNTED_MAX_ABS_EVAL);
    CHECK((double)ANALYSIS_COUNTED_MAX_ABS_EVAL == o.max_abs_eval);
}

int main(void)
{
    if (!CHECK_DATA_FILE("records/shogiwars.kifu", wars) || !CHECK_DATA_FILE("records/kifu_for_windows.kif", kfw))
        return check_summary();
    RUN(analyse_both);
    if (analysed) {
        RUN(only_uncounted_rows_differ);
        RUN(estimate_gives_the_same_s);
    }
    RUN(library_counts_and_ai_header);
    RUN(command_line_limits);
    RUN(defaults_agree_with_the_estimator);
    return check_summary();
}
