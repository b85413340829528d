/* The analyser: one search per position, eval_after(n) = -eval_before(n+1),
 * identical tables for any number of threads, the game facts columns, and a
 * table that rating/table.h (the estimator's reader) accepts. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "app/cmd/commands.h"
#include "rating/table.h"
#include "analysis/cost.h"
#include "analysis/analyzer.h"
#include "shogi/game_facts.h"
#include "tools/match.h"
#include "shogi/usi.h"
#include "tests/analysis_text.h"
#include "tests/check.h"
#include "tests/short_game.h"

static GameRecord *game;

static char *analyse_capped(int workers, int depth, uint64_t nodes)
{
    AnalyzeOptions o = { .depth = depth, .nodes = nodes, .workers = workers };
    return test_analysis_text(game, &o);
}

static char *analyse(int workers, int depth) { return analyse_capped(workers, depth, 0); }

static void test_threads_identical(void)
{
    CHECK(game != NULL);
    if (!game)
        return;
    int depth = CHECK_SANITIZED ? 2 : 4;
    char *one = analyse(1, depth), *two = analyse(2, depth), *three = analyse(3, depth);
    CHECK(one && two && three);
    if (one && two && three) {
        CHECK_STR(one, two);
        CHECK_STR(one, three);
    }
    free(one);
    free(two);
    free(three);
}

/* The default budget: depth 5 and the node cap for the embedded engine;
 * another depth asked for is searched in full; other engines' nodes are
 * theirs. */
static void test_budget_defaults(void)
{
    AnalyzeBudget b;
    char head[128];
    analyze_budget(&(AnalyzeOptions){ 0 }, &b);
    CHECK_INT(b.depth, ANALYZE_DEFAULT_DEPTH);
    CHECK(b.nodes == ANALYZE_DEFAULT_NODES && b.nodes > 0);
    CHECK_INT(b.movetime_ms, 0);
    analyze_budget_header(&b, head, sizeof head);
    char want[128];
    snprintf(want, sizeof want, "# depth: %d\n# nodes: %llu\n", ANALYZE_DEFAULT_DEPTH,
             (unsigned long long)ANALYZE_DEFAULT_NODES);
    CHECK_STR(head, want);
    analyze_budget(&(AnalyzeOptions){ .depth = 7 }, &b);
    CHECK(b.depth == 7 && b.nodes == 0);
    analyze_budget(&(AnalyzeOptions){ .depth = ANALYZE_DEFAULT_DEPTH }, &b); /* the default, named */
    CHECK(b.depth == ANALYZE_DEFAULT_DEPTH && b.nodes == ANALYZE_DEFAULT_NODES);
    analyze_budget(&(AnalyzeOptions){ .depth = ANALYZE_DEFAULT_DEPTH, .movetime_ms = 300 }, &b);
    CHECK(b.depth == ANALYZE_DEFAULT_DEPTH && b.nodes == ANALYZE_DEFAULT_NODES && b.movetime_ms == 300);
    analyze_budget(&(AnalyzeOptions){ .depth = 7, .nodes = 5000 }, &b);
    CHECK(b.depth == 7 && b.nodes == 5000);
    analyze_budget(&(AnalyzeOptions){ .nodes = ANALYZE_NODES_NONE }, &b);
    CHECK(b.depth == ANALYZE_DEFAULT_DEPTH && b.nodes == 0);
    analyze_budget(&(AnalyzeOptions){ .engine_spec = "usi:/usr/games/fairy-stockfish" }, &b);
    CHECK(b.depth == ANALYZE_DEFAULT_DEPTH && b.nodes == 0);
    analyze_budget(&(AnalyzeOptions){ .movetime_ms = 300 }, &b);
    CHECK(b.depth == 0 && b.nodes == 0 && b.movetime_ms == 300);
    analyze_budget_header(&b, head, sizeof head);
    CHECK_STR(head, "# movetime_ms: 300\n");
}

/* A cap that stops searches mid-iteration still gives one table for any
 * number of engines (a node count does not depend on the machine or on
 * what ran beside it), the header names it, and it did change the search. */
static void test_cap_threads_identical(void)
{
    CHECK(game != NULL);
    if (!game)
        return;
    int depth = CHECK_SANITIZED ? 3 : 5;
    uint64_t cap = CHECK_SANITIZED ? 300 : 2000;
    char *one = analyse_capped(1, depth, cap), *two = analyse_capped(2, depth, cap);
    char *full = analyse_capped(2, depth, ANALYZE_NODES_NONE);
    CHECK(one && two && full);
    if (one && two && full) {
        CHECK_STR(one, two);
        char want[96];
        snprintf(want, sizeof want, "# depth: %d\n# nodes: %llu\n", depth, (unsigned long long)cap);
        CHECK(strstr(one, want) != NULL);
        CHECK(strstr(full, "# nodes:") == NULL);
        /* The rows (after the header) differ: the cap bit somewhere. */
        const char *a = strstr(one, "game\tply"), *b = strstr(full, "game\tply");
        CHECK(a && b && strcmp(a, b) != 0);
    }
    free(one);
    free(two);
    free(full);
}

/* The progress page's cost model: a drop-heavy endgame (tests/data/explode/,
 * hundreds of legal moves) is expected to cost several times the start
 * position, and never more than the cap. */
static void test_expected_cost(void)
{
    char path[512], line[8192] = "", err[256];
    Position *start = malloc(sizeof *start), *end = malloc(sizeof *end);
    CHECK(start && end);
    FILE *f = CHECK_DATA_FILE("explode/endgame_ply104.usi", path) ? fopen(path, "r") : NULL;
    CHECK(f && fgets(line, sizeof line, f));
    if (f)
        fclose(f);
    line[strcspn(line, "\r\n")] = '\0';
    if (start && end && pos_set_usi(end, line, err, sizeof err) == 0) {
        pos_init_startpos(start);
        double a = analysis_expected_nodes(start, 0), b = analysis_expected_nodes(end, 0);
        CHECK(a > 0 && b > 3 * a);
        CHECK(analysis_expected_nodes(end, (uint64_t)(a + 1)) <= a + 1);
    } else {
        CHECK(false);
    }
    free(start);
    free(end);
}

/* Rows chain: the position after move n is the one before move n+1. */
static void test_rows_chain(void)
{
    CHECK(game != NULL);
    if (!game)
        return;
    char *t = analyse(2, 3);
    CHECK(t != NULL);
    if (!t)
        return;
    CHECK(strstr(t, "# kiryoku analysis table v1\n# engine: kiryoku embedded engine (embedded)\n# depth: 3\n"
                    "# ai: kiryoku AI1\n") == t);
    /* The required columns, then the optional ones (issue 18). */
    CHECK(strstr(t, "game\tply\tplayer\teval_before\teval_after\tclock_left_ms\tgame_plies\tin_book"
                    "\tmove\tbest\tpv\tleaf_share\tleaves\n") != NULL);
    int rows = 0, prev_after_ok = 1;
    char prev_after[32] = "";
    for (char *line = strtok(t, "\n"); line; line = strtok(NULL, "\n")) {
        if (line[0] == '#' || !strncmp(line, "game\t", 5))
            continue;
        char g[16], player[32], before[32], after[32];
        int ply;
        if (sscanf(line, "%15[^\t]\t%d\t%31[^\t]\t%31[^\t]\t%31[^\t]", g, &ply, player, before, after) != 5)
            continue;
        rows++;
        CHECK_INT(ply, rows);
        CHECK_STR(player, ply % 2 ? "alice" : "kiryoku AI1");
        /* eval_after(n-1) from the other side = -eval_before(n). */
        if (prev_after[0]) {
            char neg[32];
            Score s;
            table_parse_score(before, &s);
            if (s.is_mate)
                snprintf(neg, sizeof neg, "mate%c%d", s.value > 0 ? '-' : '+', abs(s.value));
            else
                snprintf(neg, sizeof neg, "%d", -s.value);
            prev_after_ok &= !strcmp(prev_after, neg);
        }
        snprintf(prev_after, sizeof prev_after, "%s", after);
    }
    CHECK_INT(rows, game->move_count);
    CHECK(prev_after_ok);
    free(t);
}

static void test_game_facts(void)
{
    GameRecord *r = record_new(NULL);
    Position pos;
    pos_init_startpos(&pos);
    const char *mv[] = { "7g7f", "3c3d", "2g2f", "8c8d" };
    int times[] = { 1000, 2000, 3000, -1 };
    for (int i = 0; i < 4; i++) {
        Move m = move_from_usi(&pos, mv[i]);
        record_append_move(r, m, times[i], i == 1 ? "kiryoku:book\nnice" : NULL);
        pos_do_move(&pos, m);
    }
    CHECK_STR(game_player(r, 1), "sente");
    record_set_header(r, REC_GOTE, "bot");
    CHECK_STR(game_player(r, 2), "bot");
    CHECK_INT(game_clock_left_ms(r, 1), -1); /* no time control */
    r->time.initial_s = 600;
    r->time.byoyomi_s = 0;
    r->time.increment_s = 0;
    CHECK_INT(game_clock_left_ms(r, 1), 599000);
    CHECK_INT(game_clock_left_ms(r, 3), 596000);
    CHECK_INT(game_clock_left_ms(r, 2), 598000);
    CHECK_INT(game_clock_left_ms(r, 4), -1); /* its own time unknown */
    CHECK(!game_in_book(r, 1));
    CHECK(game_in_book(r, 2));
    CHECK(game_in_book(r, 3));
    CHECK(!game_in_book(r, 4));
    char name[64];
    CHECK(game_ai_name(r, name, sizeof name) == NULL);
    game_mark_ai(r, "bot");
    CHECK_STR(game_ai_name(r, name, sizeof name), "bot");
    record_free(r);
}

/* The whole command on a KIF or CSA file, read back by the estimator's reader. */
static void command_roundtrip(const char *kif)
{
    CHECK(game != NULL);
    if (!game)
        return;
    mkdir("build", 0755);
    mkdir("build/test-logs", 0755);
    const char *tsv = "build/test-logs/analyze-game.tsv";
    RecordError e;
    CHECK_INT(record_write_file(game, kif, REC_FMT_AUTO, &e), 0);
    char *argv[] = { "analyze", "--depth", "2", "--threads", "2", "-o", (char *)tsv, (char *)kif, NULL };
    CHECK_INT(cmd_analyze(8, argv), 0);
    Table t;
    table_init(&t);
    char err[256] = "";
    CHECK_INT(table_read_file(&t, tsv, err, sizeof err), 0);
    if (err[0])
        fprintf(stderr, "  %s\n", err);
    CHECK_INT((int)t.row_count, game->move_count);
    CHECK_INT(t.source_count, 1);
    if (t.source_count)
        CHECK_INT(t.sources[0].depth, 2);
    CHECK(table_is_ai(&t, "kiryoku AI1"));
    CHECK(!table_is_ai(&t, "alice"));
    if (t.row_count > 2) {
        CHECK(t.rows[2].clock_left_ms > 0);
        CHECK_INT(t.rows[2].game_plies, game->move_count);
    }
    table_free(&t);
    char *capped[] = { "analyze", "--depth", "2", "--nodes", "500", "-o", (char *)tsv, (char *)kif, NULL };
    CHECK_INT(cmd_analyze(8, capped), 0);
    table_init(&t);
    CHECK_INT(table_read_file(&t, tsv, err, sizeof err), 0);
    CHECK(t.source_count == 1 && t.sources[0].nodes == 500);
    table_free(&t);
    char *bad[] = { "analyze", "--depth", "x", (char *)kif, NULL };
    CHECK_INT(cmd_analyze(4, bad), 2);
    char *missing[] = { "analyze", "build/test-logs/no-such-game.kif", NULL };
    CHECK_INT(cmd_analyze(2, missing), 2);
}

static void test_command_kif(void)
{
    command_roundtrip("build/test-logs/analyze-game.kifu");
}

static void test_command_csa(void)
{
    command_roundtrip("build/test-logs/analyze-game.csa");
}

int main(void)
{
    game = test_short_game(60);
    RUN(test_threads_identical);
    RUN(test_budget_defaults);
    RUN(test_cap_threads_identical);
    RUN(test_expected_cost);
    RUN(test_rows_chain);
    RUN(test_game_facts);
    RUN(test_command_kif);
    RUN(test_command_csa);
    record_free(game);
    return check_summary();
}
