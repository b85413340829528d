/* The analysis of a test's positions while its games are played
 * (prefetch.h, issue 34), with headless tests of engine players:
 *  - a player who thinks until the background has searched every position
 *    so far (as a person's thinking would let it) leaves at most the last
 *    position to the end; the progress page's first figures count what
 *    was searched during the games as done; and analysis.tsv is byte for
 *    byte the table the analyser writes for all the games at once, with
 *    the root_scores column in the counted mode too;
 *  - after the store is closed and opened again, the test's analysis
 *    searches nothing and writes the same table;
 *  - a test killed (kill -9) in game 2 and resumed searches none of the
 *    positions kept before the kill again: an analysing engine that logs
 *    every search counts them. */
#include "app/judge.h"
#include "app/session/session.h"
#include "app/session/analysis.h"
#include "app/session/headless.h"
#include "app/session/prefetch.h"
#include "app/session/search_cache.h"
#include "app/session/test_games.h"
#include "analysis/analyzer.h"
#include "shogi/record.h"
#include "tests/check.h"

#include <limits.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

enum { DEPTH = 2 };
static char dir[64];

static void sleep_ms(int ms)
{
    nanosleep(&(struct timespec){ ms / 1000, (long)(ms % 1000) * 1000000L }, NULL);
}

/* ---- What the store keeps ------------------------------------------------- */

/* The test's positions so far and how many of them the store keeps a
 * best-move search of, made with s's options. */
static void kept_of(const Session *s, int *positions, int *kept)
{
    char err[600];
    TestGames t;
    *positions = *kept = -1;
    if (test_games_load(s, false, &t, err, sizeof err) == 0) {
        AnalyzeOptions o = session_analysis_options(s);
        SearchCache *c = search_cache_open(store_dir(s->store), s->test.id, t.games, t.n, &o, err, sizeof err);
        *positions = test_games_positions(&t);
        *kept = c ? search_cache_count(c, false) : -1;
        search_cache_close(c);
    }
    test_games_free(&t);
}

/* ---- A player who waits for the background -------------------------------- */

static Player *inner;
static const Session *running;
static bool waited_too_long;

/* Before each move: until every position on the board so far is kept (up
 * to 60 s), as the time a person thinks would let it be. */
static int w_begin(Player *p, const PlayerTurn *t)
{
    (void)p;
    int positions, kept, waited = 0;
    for (kept_of(running, &positions, &kept); kept < positions && waited < 60000; waited += 20) {
        sleep_ms(20);
        kept_of(running, &positions, &kept);
    }
    waited_too_long |= kept < positions;
    return inner->begin_turn(inner, t);
}
static int w_new_game(Player *p, int game, Color side) { (void)p; return inner->new_game(inner, game, side); }
static PlayerStatus w_poll(Player *p, int ms, char mv[8], bool *book) { (void)p; return inner->poll(inner, ms, mv, book); }
static void w_cancel(Player *p) { (void)p; inner->cancel(inner); }

/* ---- The progress page ---------------------------------------------------- */

/* The first progress the analysis after the last game shows. */
static bool progress_seen;
static double first_fraction;
static char first_text[900];

static void capture_progress(Display *d, const char *title, double fraction, const char *text)
{
    (void)d;
    (void)title;
    if (progress_seen)
        return;
    progress_seen = true;
    first_fraction = fraction;
    snprintf(first_text, sizeof first_text, "%s", text);
}

/* "D of N positions done" on the page: D, or -1. */
static int done_on_page(int n)
{
    char want[64];
    snprintf(want, sizeof want, " of %d positions done.", n);
    const char *at = strstr(first_text, want);
    if (!at)
        return -1;
    while (at > first_text && at[-1] >= '0' && at[-1] <= '9')
        at--;
    return atoi(at);
}

/* ---- Tables ---------------------------------------------------------------- */

/* The table analyze_games writes for all the test's games in one run;
 * roots: with the root_scores column in the counted mode. */
static char *table_at_once(Session *s, bool roots)
{
    char err[600];
    TestGames t;
    char *text = NULL;
    size_t len = 0;
    if (test_games_load(s, true, &t, err, sizeof err) == 0) {
        FILE *f = open_memstream(&text, &len);
        AnalyzeOptions o = { .depth = DEPTH, .root_scores = roots, .root_scores_counted = roots,
                             .clock_main_ms = s->test.main_ms }; /* the test records its clock */
        if (analyze_games(t.ag, t.n, &o, f, err, sizeof err) != 0)
            fprintf(stderr, "analyse: %s\n", err);
        fclose(f);
    }
    test_games_free(&t);
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

/* ---- A session --------------------------------------------------------------- */

static void session_setup(Session *s, const char *store_dir, int max_plies, bool roots, const char *engine)
{
    memset(s, 0, sizeof *s);
    session_config_default(&s->cfg);
    s->cfg.judge = JUDGE_BUILTIN_ID; /* the embedded engine's searches, counted and timed */
    s->cfg.player_name = "bg";
    s->cfg.max_plies = max_plies;
    s->cfg.analysis_depth = DEPTH;
    s->cfg.analysis_root_scores = roots;
    s->cfg.analysis_engine = engine;
    s->cfg.analyse = session_analyse;
    s->cfg.prefetch = session_prefetch_game;
    s->cfg.prefetch_unniced = true; /* beside make test's other suites a niced thread starves */
    StoreError store_err;
    s->store = store_open(store_dir, &store_err);
    HeadlessAnswers ans = { .log = NULL, .resume = true };
    s->display = display_headless_new(&ans);
    DisplayOptions opt = { 0 };
    char err[512];
    if (s->display && s->display->open(s->display, &opt, err, sizeof err) != 0)
        CHECK(false);
}

static void session_teardown(Session *s)
{
    session_prefetch_cancel();
    if (s->display) {
        s->display->close(s->display);
        free(s->display);
    }
    player_free(s->ai[0]);
    player_free(s->ai[1]);
    store_close(s->store);
}

static bool open_ais(Session *s)
{
    char err[512];
    s->ai[0] = player_opponent_new("AI1", "embedded", 1, 7, err, sizeof err);
    s->ai[1] = player_opponent_new("AI2", "embedded", 1, 8, err, sizeof err);
    return s->ai[0] && s->ai[1];
}

/* ---- Played while analysed --------------------------------------------------- */

/* The test's analysis once more, from a store opened again: it searches
 * nothing and writes the same table. */
static void analyse_again(const char *store_dir, Session *done, const char *table, int positions)
{
    StoreTest test = done->test;
    store_close(done->store);
    StoreError e;
    done->store = store_open(store_dir, &e);
    CHECK(done->store != NULL);
    if (!done->store)
        return;
    done->test = test;
    char path[800], dir_of_test[700];
    snprintf(dir_of_test, sizeof dir_of_test, "%s/tests/%lld-bg", store_dir, (long long)test.id);
    snprintf(path, sizeof path, "%s/analysis.tsv", dir_of_test);
    unlink(path);
    progress_seen = false;
    StoreResult r = { .test_id = test.id };
    CHECK_INT(session_analyse(done, &r, NULL), 0);
    CHECK_INT(done_on_page(positions), positions); /* everything kept: nothing left */
    CHECK(first_fraction > 0.999);
    char *again = read_all(path);
    CHECK(again && table);
    if (again && table)
        CHECK_STR(again, table);
    free(again);
}

/* A headless test of games of at most max_plies plies by "bg", in the
 * store at store_dir; roots: kiryoku test --root-scores. */
static void played_while_analysed(const char *store_dir, int max_plies, bool roots)
{
    char err[1024];
    Session s;
    session_setup(&s, store_dir, max_plies, roots, NULL);
    inner = player_from_spec("embedded:depth=1", err, sizeof err);
    Player wrapper = { .name = "bg", .new_game = w_new_game, .begin_turn = w_begin, .poll = w_poll,
                       .cancel = w_cancel };
    s.tested = &wrapper;
    running = &s;
    waited_too_long = progress_seen = false;
    if (!s.store || !s.display || !inner || !open_ais(&s)) {
        CHECK(false);
        session_teardown(&s);
        player_free(inner);
        return;
    }
    s.display->progress = capture_progress;
    CHECK_INT(session_run(&s), SESSION_DONE);
    if (s.error[0])
        fprintf(stderr, "session: %s\n", s.error);
    CHECK(!waited_too_long);
    CHECK(!session_prefetch_running()); /* stopped for the analysis */
    CHECK_INT(session_prefetch_engines_started(), 1); /* one engine for the test, not one a move */
    int positions, kept;
    kept_of(&s, &positions, &kept);
    CHECK_INT(kept, positions); /* the analysis kept what it searched */
    /* The first figures after the last move: all but the last position
     * were searched while the games were played, and are counted done. */
    int before = done_on_page(positions);
    CHECK(before >= positions - 1 && before < positions + 1);
    CHECK(first_fraction >= (double)(positions - 1) / (positions + 1));
    char during[64];
    snprintf(during, sizeof during, " %d of them while you played.", before);
    CHECK(strstr(first_text, during) != NULL);
    char path[800];
    snprintf(path, sizeof path, "%s/tests/%lld-bg/analysis.tsv", store_dir, (long long)s.test.id);
    char *table = read_all(path), *once = table_at_once(&s, roots);
    CHECK(table && once);
    if (table && once) {
        CHECK_STR(table, once);
        CHECK_INT(strstr(table, "\troot_scores\troot_depth\n") != NULL, roots);
        if (roots)
            CHECK(rows_with_roots(table) >= 3);
    }
    analyse_again(store_dir, &s, once, positions);
    free(table);
    free(once);
    session_teardown(&s);
    player_free(inner);
}

static void test_positions_analysed_while_played(void)
{
    char sub[600];
    snprintf(sub, sizeof sub, "%s/played", dir);
    mkdir(sub, 0755);
    played_while_analysed(sub, 40, false);
}

/* kiryoku test --root-scores: the "all" searches of the counted moves are
 * kept too, and the table is again the one of a single analysis. Longer
 * games, for moves past ply 40 to count. */
static void test_root_scores_analysed_while_played(void)
{
    char sub[600];
    snprintf(sub, sizeof sub, "%s/roots", dir);
    mkdir(sub, 0755);
    played_while_analysed(sub, 90, true);
}

/* ---- Killed and resumed -------------------------------------------------------- */

static char engine_spec[900], search_log[700];

static int lines_in(const char *path)
{
    FILE *f = fopen(path, "r");
    int n = 0, c;
    while (f && (c = fgetc(f)) != EOF)
        n += c == '\n';
    if (f)
        fclose(f);
    return n;
}

/* Waits until every engine that logged its start has exited: a killed
 * test's engine lives on (its own process group) until it has read its
 * pipe to the end, and a search it still makes belongs to before the kill. */
static bool engines_gone(const char *log)
{
    char life[800];
    snprintf(life, sizeof life, "%s.life", log);
    for (int waited = 0; waited < 60000; waited += 20) {
        FILE *f = fopen(life, "r");
        int started = 0, ended = 0;
        char line[32];
        while (f && fgets(line, sizeof line, f))
            started += strncmp(line, "start", 5) == 0, ended += strncmp(line, "end", 3) == 0;
        if (f)
            fclose(f);
        if (started > 0 && started == ended)
            return true;
        sleep_ms(20);
    }
    return false;
}

/* The child: the test until it is killed. Moves take 50-100 ms, time
 * enough for the logging engine's instant searches. */
static void play_until_killed(const char *store_dir)
{
    char err[1024];
    Session s;
    session_setup(&s, store_dir, 30, false, engine_spec);
    s.tested = player_from_spec("embedded:depth=1,pace=0.05-0.1", err, sizeof err);
    if (!s.store || !s.display || !s.tested || !open_ais(&s))
        _exit(2);
    session_run(&s);
    _exit(3); /* not killed: the parent's wait failed */
}

/* Game 1's positions, once game 2 is under way. */
static int game1_positions;

/* The test's game 2 has reached ply 10, and five of its positions are
 * kept besides game 1's. */
static bool far_enough(Session *probe)
{
    StoreTest t;
    if (store_test_unfinished(probe->store, &t) != 1)
        return false;
    probe->test = t;
    StoreGame *g;
    int n = store_games_of_test(probe->store, t.id, &g), game2 = -1;
    for (int i = 0; i < n; i++) {
        if (g[i].index == 1)
            game1_positions = g[i].plies + 1;
        if (g[i].index == 2)
            game2 = g[i].plies;
    }
    if (n >= 0)
        free(g);
    int positions, kept;
    kept_of(probe, &positions, &kept);
    return game2 >= 10 && kept >= game1_positions + 5;
}

static void test_resumed_test_searches_no_kept_position_again(void)
{
    char sub[600];
    snprintf(sub, sizeof sub, "%s/killed", dir);
    mkdir(sub, 0755);
    snprintf(search_log, sizeof search_log, "%s/searches.log", sub);
    snprintf(engine_spec, sizeof engine_spec, "usi:sh tests/fake-engines/fake_usi.sh log %s", search_log);
    pid_t pid = fork();
    if (pid == 0)
        play_until_killed(sub);
    Session probe;
    session_setup(&probe, sub, 30, false, engine_spec);
    bool ready = false;
    for (int waited = 0; waited < 120000 && !(ready = far_enough(&probe)); waited += 20)
        sleep_ms(20);
    kill(pid, SIGKILL);
    int status;
    waitpid(pid, &status, 0);
    CHECK(ready);
    CHECK(WIFSIGNALED(status));
    CHECK(engines_gone(search_log));
    int positions_then, kept_then;
    kept_of(&probe, &positions_then, &kept_then); /* a kill loses none: more than far_enough saw */
    int searched_before = lines_in(search_log);
    printf("# killed in game 2 with %d of %d positions kept, %d searches logged\n", kept_then, positions_then,
           searched_before);
    CHECK(kept_then >= game1_positions + 5);

    /* Resumed: the rest of game 2, games 3 and 4, the analysis. */
    char err[1024];
    probe.tested = player_from_spec("embedded:depth=1,pace=0.05-0.1", err, sizeof err);
    CHECK(probe.tested && open_ais(&probe));
    CHECK_INT(session_run(&probe), SESSION_DONE);
    /* The USI judge started once in the background of the resumed test
     * (besides the check on resuming), however many moves followed. */
    CHECK_INT(session_prefetch_engines_started(), 1);
    int positions, kept;
    kept_of(&probe, &positions, &kept);
    int searched_after = lines_in(search_log) - searched_before;
    printf("# resumed: %d positions in all, %d searches after the kill\n", positions, searched_after);
    CHECK_INT(kept, positions);
    /* Each position not kept at the kill is searched once; a search the
     * background was making when it was stopped for the final analysis is
     * made again there, so one more at most. */
    CHECK(searched_after >= positions - kept_then);
    CHECK(searched_after <= positions - kept_then + 1);
    player_free(probe.tested);
    session_teardown(&probe);
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
    RUN(test_positions_analysed_while_played);
    RUN(test_resumed_test_searches_no_kept_position_again);
    RUN(test_root_scores_analysed_while_played);
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    if (system(cmd) != 0)
        fprintf(stderr, "note: could not remove %s\n", dir);
    return check_summary();
}
