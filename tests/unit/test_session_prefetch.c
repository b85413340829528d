/* Background analysis of finished games (session_prefetch.h): a short
 * headless test with engine players where games 1-3 are analysed while the
 * next game is played. Game 1's table must exist before game 4 ends, and
 * the joined analysis.tsv must be byte for byte the table the analyser
 * writes for all four games at once (so the rating does not depend on what
 * ran in the background). A cancelled child leaves no file behind. The same
 * with kiryoku test --root-scores (the root_scores column, counted mode),
 * and a background table counts only when made with the same options. */
#include "app/session/session.h"
#include "app/session/analysis.h"
#include "app/session/headless.h"
#include "app/session/prefetch.h"
#include "app/session/records.h"
#include "analysis/analyzer.h"
#include "shogi/record.h"
#include "tests/check.h"

#include <dirent.h>
#include <limits.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

enum { DEPTH = 2 };
static char dir[64];

/* The tested player, wrapped: when game 4 starts, waits (up to 60 s) for
 * game 1's background table, and notes whether the final analysis will
 * take it as it is (its header names the options of session_cfg). */
static Player *inner;
static bool table1_seen_in_game4, table1_reusable;
static char test_dir[700];
static const SessionConfig *session_cfg;

static int w_new_game(Player *p, int game, Color side)
{
    (void)p;
    if (game == 4) {
        char path[800];
        snprintf(path, sizeof path, "%s/analysis-game1.tsv", test_dir);
        struct stat st;
        for (int i = 0; i < 1200 && !table1_seen_in_game4; i++) {
            table1_seen_in_game4 = stat(path, &st) == 0;
            if (!table1_seen_in_game4)
                nanosleep(&(struct timespec){ 0, 50000000L }, NULL);
        }
        AnalyzeOptions want = session_analysis_options(session_cfg);
        table1_reusable = session_prefetch_table(test_dir, 1, &want, path, sizeof path) == 1;
    }
    return inner->new_game(inner, game, side);
}
static int w_begin(Player *p, const PlayerTurn *t) { (void)p; return inner->begin_turn(inner, t); }
static PlayerStatus w_poll(Player *p, int ms, char mv[8], bool *book) { (void)p; return inner->poll(inner, ms, mv, book); }
static void w_cancel(Player *p) { (void)p; inner->cancel(inner); }

/* The table analyze_games writes for all the test's games in one run;
 * roots: with the root_scores column in the counted mode. */
static char *table_at_once(Session *s, bool roots)
{
    StoreGame *g;
    int n = store_games_of_test(s->store, s->test.id, &g);
    AnalyzeGame ag[SESSION_MAX_GAMES];
    char ids[SESSION_MAX_GAMES][16], err[512];
    int k = 0;
    for (int i = 0; i < n && k < SESSION_MAX_GAMES; i++) {
        if (g[i].index < 1)
            continue;
        snprintf(ids[k], sizeof ids[k], "game%d", g[i].index);
        ag[k] = (AnalyzeGame){ .rec = session_game_record(s, &g[i], err, sizeof err), .id = ids[k] };
        k++;
    }
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    AnalyzeOptions o = { .depth = DEPTH, .root_scores = roots, .root_scores_counted = roots,
                         .clock_main_ms = s->test.main_ms }; /* the test records its clock */
    if (analyze_games(ag, k, &o, f, err, sizeof err) != 0)
        fprintf(stderr, "analyse: %s\n", err);
    fclose(f);
    for (int i = 0; i < k; i++)
        record_free((GameRecord *)ag[i].rec);
    free(g);
    return text;
}

static char *read_all(const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return NULL;
    char *text = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&text, &len);
    int c;
    while ((c = fgetc(f)) != EOF)
        fputc(c, out);
    fclose(out);
    fclose(f);
    return text;
}

/* Files in the test directory whose names contain `part`. */
static int count_files(const char *part)
{
    DIR *d = opendir(test_dir);
    int n = 0;
    struct dirent *e;
    while (d && (e = readdir(d)))
        n += strstr(e->d_name, part) != NULL;
    if (d)
        closedir(d);
    return n;
}

/* Rows of a table whose root_scores cell (its second last) is not empty. */
static int rows_with_roots(const char *table)
{
    int n = 0;
    for (const char *line = table; line && *line; line = strchr(line, '\n'), line = line ? line + 1 : NULL) {
        size_t len = strcspn(line, "\n");
        const char *last = memrchr(line, '\t', len);
        n += line[0] != '#' && last && last > line && last[-1] != '\t' && strncmp(line, "game\t", 5);
    }
    return n;
}

/* A headless test of games of at most max_plies plies by "bg", in the store
 * at store_dir; roots: kiryoku test --root-scores. */
static void background_join(const char *store_dir, int max_plies, bool roots)
{
    char err[1024];
    Session s;
    memset(&s, 0, sizeof s);
    session_config_default(&s.cfg);
    s.cfg.player_name = "bg";
    s.cfg.max_plies = max_plies;
    s.cfg.analysis_depth = DEPTH;
    s.cfg.analysis_root_scores = roots;
    s.cfg.analyse = session_analyse;
    s.cfg.export_game = session_export_game;
    s.cfg.prefetch = session_prefetch_game;
    table1_seen_in_game4 = table1_reusable = false;
    session_cfg = &s.cfg;
    StoreError store_err;
    s.store = store_open(store_dir, &store_err);
    HeadlessAnswers ans = { .log = NULL };
    s.display = display_headless_new(&ans);
    inner = player_from_spec("embedded:depth=1", err, sizeof err);
    Player wrapper = { .name = "bg", .new_game = w_new_game, .begin_turn = w_begin, .poll = w_poll,
                       .cancel = w_cancel };
    s.tested = &wrapper;
    s.ai[0] = player_opponent_new("AI1", "embedded", 1, 7, err, sizeof err);
    s.ai[1] = player_opponent_new("AI2", "embedded", 1, 8, err, sizeof err);
    DisplayOptions opt = { 0 };
    if (!s.store || !s.display || !inner || !s.ai[0] || !s.ai[1] || s.display->open(s.display, &opt, err, sizeof err)) {
        fprintf(stderr, "setup: %s\n", err);
        CHECK(false);
        return;
    }
    /* The directory is named by the test's id and name: the first test here is 1. */
    snprintf(test_dir, sizeof test_dir, "%s/tests/1-bg", store_dir);
    CHECK_INT(session_run(&s), SESSION_DONE);
    if (s.error[0])
        fprintf(stderr, "session: %s\n", s.error);
    CHECK(table1_seen_in_game4);
    CHECK(table1_reusable);
    char path[800];
    snprintf(path, sizeof path, "%s/analysis.tsv", test_dir);
    char *joined = read_all(path), *once = table_at_once(&s, roots);
    CHECK(joined && once);
    if (joined && once) {
        CHECK_STR(joined, once);
        CHECK_INT(strstr(joined, "\troot_scores\troot_depth\n") != NULL, roots);
        if (roots)
            CHECK(rows_with_roots(joined) >= 3);
    }
    CHECK_INT(count_files("analysis-game"), 0); /* joined, then removed */
    CHECK_INT(count_files(".part"), 0);
    free(joined);
    free(once);

    /* A child cancelled at once leaves neither its table nor a part file. */
    StoreGame *g;
    int n = store_games_of_test(s.store, s.test.id, &g);
    CHECK(n >= 1);
    if (n >= 1) {
        CHECK_INT(session_prefetch_game(&s, &g[0], err, sizeof err), 0);
        session_prefetch_cancel();
        CHECK(!session_prefetch_running());
        CHECK_INT(count_files(".part"), 0);
    }
    free(g);
    s.display->close(s.display);
    free(s.display);
    player_free(inner);
    player_free(s.ai[0]);
    player_free(s.ai[1]);
    store_close(s.store);
}

static void test_background_tables_join_to_the_same_table(void)
{
    background_join(dir, 40, false);
}

/* kiryoku test --root-scores: the background tables have the root_scores
 * column in the counted mode, and joined (their lines run to thousands of
 * characters) they are again the table of one analysis. Longer games, for
 * moves past ply 40 to count. */
static void test_root_scores_tables_join_to_the_same_table(void)
{
    char sub[600];
    snprintf(sub, sizeof sub, "%s/roots", dir);
    mkdir(sub, 0755);
    background_join(sub, 90, true);
}

/* A finished table counts only when its header names the budget the final
 * analysis would use, node cap included (issue 14). */
static void test_table_reused_only_with_the_same_budget(void)
{
    char sub[600], path[800], buf[800];
    snprintf(sub, sizeof sub, "%s/budget", dir);
    mkdir(sub, 0755);
    snprintf(path, sizeof path, "%s/analysis-game1.tsv", sub);
    struct {
        const char *budget;
        int depth;  /* the session's analysis depth (0: the default) */
        int reused;
    } cases[] = {
        { "# depth: 5\n# nodes: %llu\n", 0, 1 },
        { "# depth: 5\n", 0, 0 },                 /* searched with no cap */
        { "# depth: 5\n# nodes: 12345\n", 0, 0 }, /* another cap */
        { "# depth: 3\n", 3, 1 },                 /* a depth asked for: no cap */
        { "# depth: 3\n# nodes: %llu\n", 3, 0 },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        FILE *f = fopen(path, "w");
        CHECK(f != NULL);
        if (!f)
            return;
        fprintf(f, "# kiryoku analysis table v1\n# engine: kiryoku embedded engine (embedded)\n");
        fprintf(f, cases[i].budget, (unsigned long long)ANALYZE_DEFAULT_NODES);
        fprintf(f, "game\tply\tplayer\teval_before\teval_after\tclock_left_ms\tgame_plies\tin_book\n");
        fclose(f);
        CHECK_INT(session_prefetch_table(sub, 1, &(AnalyzeOptions){ .depth = cases[i].depth }, buf, sizeof buf),
                  cases[i].reused);
    }
}

/* kiryoku test --root-scores: a table counts only with the root_scores
 * column made the same way (the counted mode, its thresholds), and one
 * with the column does not count without the option. */
static void test_table_reused_only_with_the_same_root_scores(void)
{
    char sub[600], path[800], buf[800], counted[256], every[256], other[256];
    snprintf(sub, sizeof sub, "%s/roots-header", dir);
    mkdir(sub, 0755);
    snprintf(path, sizeof path, "%s/analysis-game1.tsv", sub);
    AnalyzeOptions plain = { .depth = 3 }, roots = { .depth = 3, .root_scores = true },
                   cnt = { .depth = 3, .root_scores = true, .root_scores_counted = true },
                   cnt30 = { .depth = 3, .root_scores = true, .root_scores_counted = true, .counted_min_ply = 30 };
    analyze_roots_header(&cnt, counted, sizeof counted);
    analyze_roots_header(&roots, every, sizeof every);
    analyze_roots_header(&cnt30, other, sizeof other);
    CHECK(strcmp(counted, every) && strcmp(counted, other));
    struct {
        const char *line;   /* the table's root_scores comment */
        const AnalyzeOptions *want;
        int reused;
    } cases[] = {
        { counted, &cnt, 1 }, { "", &cnt, 0 },   { every, &cnt, 0 }, { other, &cnt, 0 },
        { counted, &plain, 0 }, { "", &plain, 1 }, { every, &roots, 1 },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        FILE *f = fopen(path, "w");
        CHECK(f != NULL);
        if (!f)
            return;
        fprintf(f, "# kiryoku analysis table v1\n# engine: kiryoku embedded engine (embedded)\n# depth: 3\n");
        fprintf(f, "# ai: kiryoku AI1\n%sgame\tply\tplayer\teval_before\teval_after\n", cases[i].line);
        fclose(f);
        CHECK_INT(session_prefetch_table(sub, 1, cases[i].want, buf, sizeof buf), cases[i].reused);
    }
    /* The option sets the counted mode. */
    SessionConfig c = { .analysis_depth = 3, .analysis_root_scores = true };
    AnalyzeOptions o = session_analysis_options(&c);
    CHECK(o.root_scores && o.root_scores_counted && o.depth == 3);
}

int main(void)
{
    /* AI2's opening book ships in assets/; the tests run from the source tree */
    char assets[PATH_MAX];
    if (!getenv("KIRYOKU_ASSETS") && realpath("assets", assets))
        setenv("KIRYOKU_ASSETS", assets, 1);
    snprintf(dir, sizeof dir, "/tmp/kiryoku-prefetch-XXXXXX");
    if (!mkdtemp(dir))
        return 1;
    RUN(test_background_tables_join_to_the_same_table);
    RUN(test_table_reused_only_with_the_same_budget);
    RUN(test_table_reused_only_with_the_same_root_scores);
    RUN(test_root_scores_tables_join_to_the_same_table);
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    if (system(cmd) != 0)
        fprintf(stderr, "note: could not remove %s\n", dir);
    return check_summary();
}
