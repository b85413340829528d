/* The report's insights as the player reads them (issue 38, "Report and
 * words"): built from a small analysis table written here, then written as
 * report.txt's section and report.html, in English and Japanese. A game
 * won by checkmate ends its graph at the winning end and one lost by mate
 * at the losing end; a gote game's diagrams are drawn from gote's side;
 * the words are ones a newcomer can read; the style row keeps its numbers
 * in order in both languages. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/report/svg.h"
#include "app/report/test_report.h"
#include "app/store.h"
#include "app/report/write.h"
#include "app/text.h"
#include "rating/table.h"
#include "rating/table_extra.h"
#include "tests/check.h"

/* game1: alice (sente) mates at move 3, stored as mate+0.
 * game2: alice (sente) is mated at move 4.
 * game3: alice plays gote with real moves; her move 2 (3c3d) costs 300.
 * No leaf counts: difficulty is not measured. */
static const char fixture[] =
    "# kiryoku analysis table v1\n"
    "# engine: fixture (fixture)\n"
    "# ai: settai\n"
    "game\tply\tplayer\teval_before\teval_after\tclock_left_ms\tgame_plies\tin_book\tmove\tbest\tpv\t"
    "leaf_share\tleaves\n"
    "game1\t1\talice\t0\t0\t\t3\t0\t\t\t\t\t\n"
    "game1\t2\tsettai\t0\t-50\t\t3\t0\t\t\t\t\t\n"
    "game1\t3\talice\t300\tmate+0\t\t3\t0\t\t\t\t\t\n"
    "game2\t1\talice\t0\t0\t\t4\t0\t\t\t\t\t\n"
    "game2\t2\tsettai\t0\t0\t\t4\t0\t\t\t\t\t\n"
    "game2\t3\talice\t-400\t-600\t\t4\t0\t\t\t\t\t\n"
    "game2\t4\tsettai\t600\tmate+0\t\t4\t0\t\t\t\t\t\n"
    "game3\t1\tsettai\t0\t0\t\t4\t0\t7g7f\t7g7f\t7g7f\t\t\n"
    "game3\t2\talice\t0\t-300\t\t4\t0\t3c3d\t8c8d\t8c8d 2g2f\t\t\n"
    "game3\t3\tsettai\t300\t300\t\t4\t0\t2g2f\t2g2f\t2g2f\t\t\n"
    "game3\t4\talice\t-300\t-300\t\t4\t0\t8c8d\t8c8d\t8c8d\t\t\n";

typedef struct {
    Table t;
    TableExtra *x;
    Insight in;
    int counted[4];
    int ok;
} Fixture;

static int row_of(const Table *t, const char *game, int ply)
{
    for (size_t i = 0; i < t->row_count; i++)
        if (!strcmp(t->games[t->rows[i].game], game) && t->rows[i].ply == ply)
            return (int)i;
    return -1;
}

/* The insight of a table written from text, alice's moves at plies[]
 * of game `game` counted; winprob: priced in winning chances over every
 * move (the default statistic's way), else the thesis's centipawns. */
static void fixture_load(Fixture *fx, Lang lang, const char *text, const char *game, const int *plies, int n,
                         bool winprob)
{
    memset(fx, 0, sizeof *fx);
    table_init(&fx->t);
    char err[512];
    /* A file: the optional columns are read again from the table's file. */
    const char *path = "build/test-logs/report-insight.tsv";
    FILE *f = fopen(path, "w");
    if (f) {
        fputs(text, f);
        fclose(f);
    }
    int rc = f ? table_read_file(&fx->t, path, err, sizeof err) : -1;
    if (rc != 0)
        fprintf(stderr, "  fixture: %s\n", err);
    CHECK_INT(rc, 0);
    fx->x = table_extra_read(&fx->t, err, sizeof err);
    CHECK(fx->x != NULL);
    for (int i = 0; i < n && i < 4; i++)
        fx->counted[i] = row_of(&fx->t, game, plies[i]);
    InsightInput src = { .t = &fx->t, .extra = fx->x, .counted = fx->counted, .counted_count = n,
                         .player = table_find_player(&fx->t, "alice"), .lang = lang, .every_move = winprob };
    if (winprob)
        src.stat.unit = UNIT_WINPROB;
    fx->ok = rc == 0 && fx->x && insight_build(&fx->in, &src, err, sizeof err) == 0;
    CHECK(fx->ok);
}

static void fixture_open(Fixture *fx, Lang lang)
{
    /* Alice's moves in game3 count; none of game1's or game2's do. */
    static const int plies[] = { 2, 4 };
    fixture_load(fx, lang, fixture, "game3", plies, 2, false);
}

static void fixture_close(Fixture *fx)
{
    if (fx->ok)
        insight_free(&fx->in);
    free(fx->x);
    table_free(&fx->t);
}

static const InsightGame *game_named(const Fixture *fx, const char *name)
{
    for (int i = 0; fx->ok && i < fx->in.game_count; i++)
        if (!strcmp(fx->in.games[i].name, name))
            return &fx->in.games[i];
    return NULL;
}

/* What a writer wrote, as one string (freed by the caller). */
static char *written(const Fixture *fx, int html)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    if (html) {
        HtmlHead head = { NULL, NULL, 0 };
        insight_write_html(f, &fx->in, &head);
    } else {
        insight_write_text(f, &fx->in);
    }
    fclose(f);
    return buf;
}

/* The y of the last point of the game's evaluation curve. */
static double last_curve_y(const InsightGame *g)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    svg_eval_graph(f, g, LANG_EN);
    fclose(f);
    const char *pts = strstr(buf, "class=\"eval\"");
    pts = pts ? strstr(pts, "points=\"") : NULL;
    const char *end = pts ? strchr(pts + 8, '"') : NULL;
    double y = NAN;
    if (end) {
        const char *comma = end;
        while (comma > pts && *comma != ',')
            comma--;
        y = atof(comma + 1);
    }
    free(buf);
    return y;
}

static void mate_won_ends_at_the_top(void)
{
    Fixture fx;
    fixture_open(&fx, LANG_EN);
    const InsightGame *g = game_named(&fx, "game1");
    CHECK(g != NULL);
    if (g) {
        CHECK_INT(insight_eval(g, 3), INSIGHT_CLIP_CP);
        double y = last_curve_y(g);
        if (!(y < SVG_GRAPH_H / 4.0))
            fprintf(stderr, "  won by mate: last point at y %.1f of %d\n", y, SVG_GRAPH_H);
        CHECK(y < SVG_GRAPH_H / 4.0);
    }
    Score mated_just_now = { .value = 0, .is_mate = 1 };
    CHECK_INT(insight_clip_score(&mated_just_now), INSIGHT_CLIP_CP);
    fixture_close(&fx);
}

static void mate_lost_ends_at_the_bottom(void)
{
    Fixture fx;
    fixture_open(&fx, LANG_EN);
    const InsightGame *g = game_named(&fx, "game2");
    CHECK(g != NULL);
    if (g) {
        CHECK_INT(insight_eval(g, 4), -INSIGHT_CLIP_CP);
        CHECK(last_curve_y(g) > SVG_GRAPH_H * 3 / 4.0);
    }
    fixture_close(&fx);
}

/* The y of the first hand line of the given mark in an SVG board. */
static double hand_y(const char *svg, const char *mark)
{
    const char *at = strstr(svg, mark);
    if (!at)
        return NAN;
    const char *tag = at;
    while (tag > svg && strncmp(tag, "<text", 5))
        tag--;
    const char *y = strstr(tag, " y=\"");
    return y ? atof(y + 4) : NAN;
}

static char *board_svg(const char *sfen, bool flip)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    svg_board(f, sfen, "", "", flip);
    fclose(f);
    return buf;
}

static void gote_boards_from_gote_side(void)
{
    const char *sfen = "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2";
    char *sente = board_svg(sfen, false), *gote = board_svg(sfen, true);
    /* From sente's side sente's hand is below the board; from gote's, gote's. */
    CHECK(hand_y(sente, "☗") > hand_y(sente, "☖"));
    CHECK(hand_y(gote, "☖") > hand_y(gote, "☗"));
    /* The files run 9..1 from sente's side and 1..9 from gote's. */
    const char *f1 = strstr(gote, ">1</text>"), *f9 = strstr(gote, ">9</text>");
    CHECK(f1 && f9);
    free(sente);
    free(gote);

    Fixture fx;
    fixture_open(&fx, LANG_EN);
    const InsightGame *g = game_named(&fx, "game3");
    CHECK(g && !g->player_sente && g->costly_count == 1 && g->costly[0].have_position);
    char *html = written(&fx, 1), *text = written(&fx, 0);
    /* report.html's diagram of game3: gote's hand at the bottom. */
    const char *board = html ? strstr(html, "<svg class=\"board\"") : NULL;
    CHECK(board != NULL);
    if (board) {
        if (!(hand_y(board, "☖") > hand_y(board, "☗")))
            fprintf(stderr, "  gote game's board: ☖ at y %.1f, ☗ at y %.1f\n", hand_y(board, "☖"),
                    hand_y(board, "☗"));
        CHECK(hand_y(board, "☖") > hand_y(board, "☗"));
    }
    /* report.txt's diagram: the files from 1 on the left, gote's hand last. */
    CHECK(text && strstr(text, "  １ ２ ３ ４ ５ ６ ７ ８ ９\n") != NULL);
    CHECK(text && strstr(text, "  ９ ８ ７ ６ ５ ４ ３ ２ １\n") == NULL);
    free(html);
    free(text);
    fixture_close(&fx);
}

/* Words a newcomer cannot read, that the player's part must not have. */
static void no_jargon_for_the_player(void)
{
    static const char *const jargon[] = { "agreement of the search", "leaf counts", "four games",
                                          "None of your counted moves", "next search", "this analysis" };
    Fixture fx;
    fixture_open(&fx, LANG_EN);
    for (int html = 0; html < 2; html++) {
        char *out = written(&fx, html);
        for (size_t i = 0; out && i < sizeof jargon / sizeof jargon[0]; i++) {
            if (strstr(out, jargon[i]))
                fprintf(stderr, "  %s has \"%s\"\n", html ? "report.html" : "report.txt", jargon[i]);
            CHECK(strstr(out, jargon[i]) == NULL);
        }
        /* The real number of games, and why game1 has no costly move. */
        CHECK(out && strstr(out, "What your 3 games say about you") != NULL);
        CHECK(out && strstr(out, "No move of yours in this game was counted") != NULL);
        if (html)
            CHECK(out && strstr(out, "<th>") != NULL);
        free(out);
    }
    fixture_close(&fx);
    fixture_open(&fx, LANG_JA);
    char *out = written(&fx, 0);
    CHECK(out && strstr(out, "3局から見えるあなたの将棋") != NULL);
    CHECK(out && strstr(out, "4局") == NULL);
    free(out);
    fixture_close(&fx);
}

/* The head of the one-game tables below: the fixture's columns. */
#define ONE_GAME_HEAD                                                                                           \
    "# kiryoku analysis table v1\n"                                                                             \
    "# engine: fixture (fixture)\n"                                                                             \
    "# ai: settai\n"                                                                                            \
    "game\tply\tplayer\teval_before\teval_after\tclock_left_ms\tgame_plies\tin_book\tmove\tbest\tpv\t"       \
    "leaf_share\tleaves\n"

/* A game whose only losing counted move was the judge's own best lists no
 * costly move, and says so rather than that nothing lost anything. */
static void own_best_loss_is_no_mistake(void)
{
    static const char one_game[] =
        ONE_GAME_HEAD
        "game1\t1\talice\t0\t-300\t\t2\t0\t7g7f\t7g7f\t7g7f 3c3d\t\t\n"
        "game1\t2\tsettai\t300\t300\t\t2\t0\t3c3d\t3c3d\t3c3d\t\t\n";
    static const int plies[] = { 1 };
    for (int lang = 0; lang < 2; lang++) {
        Fixture fx;
        fixture_load(&fx, lang ? LANG_JA : LANG_EN, one_game, "game1", plies, 1, false);
        const InsightGame *g = game_named(&fx, "game1");
        CHECK(g && g->costly_count == 0 && g->own_best_losses == 1);
        for (int html = 0; html < 2; html++) {
            char *out = written(&fx, html);
            CHECK(out && strstr(out, lang ? "解析エンジン自身も選ぶ手" : "engine's own choice too") != NULL);
            CHECK(out && strstr(out, lang ? "損のある手はありませんでした" : "lost anything") == NULL);
            free(out);
        }
        fixture_close(&fx);
    }
}

/* A game whose counted moves lost less than a point of winning chance
 * each lists none, and says "as much as 1%", not that none lost anything
 * (in winning chances, the unit the every-move statistic prices in). */
static void small_losses_are_not_listed(void)
{
    static const char one_game[] =
        ONE_GAME_HEAD
        "game1\t1\talice\t2000\t1900\t\t2\t0\t7g7f\t2g2f\t2g2f 3c3d\t\t\n"
        "game1\t2\tsettai\t-1900\t-1900\t\t2\t0\t3c3d\t3c3d\t3c3d\t\t\n";
    static const int plies[] = { 1 };
    Fixture fx;
    fixture_load(&fx, LANG_EN, one_game, "game1", plies, 1, true);
    const InsightGame *g = game_named(&fx, "game1");
    CHECK(g && g->costly_count == 0 && g->own_best_losses == 0);
    char *out = written(&fx, 0);
    CHECK(out && strstr(out, "lost as much as 1% of") != NULL);
    free(out);
    fixture_close(&fx);
}

/* The style row: 1 attacking game of 3 reads "1 of 3" and "3局中1局". */
static void style_row_keeps_its_numbers(void)
{
    char buf[200];
    snprintf(buf, sizeof buf, app_text(LANG_EN, MSG_RPT_STYLE_ROW), "You", "40%", 1, 3, "5.0%");
    CHECK_STR(buf, "You: 40% / 1 of 3 / 5.0%");
    snprintf(buf, sizeof buf, app_text(LANG_JA, MSG_RPT_STYLE_ROW), "あなた", "40%", 1, 3, "5.0%");
    CHECK_STR(buf, "あなた: 40% / 3局中1局 / 5.0%");
}

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return NULL;
    char *buf = calloc(1, 65536);
    if (buf)
        buf[fread(buf, 1, 65535, f)] = '\0';
    fclose(f);
    return buf;
}

/* A whole test's report in Japanese, from a store with the fixture's
 * games: the headline, the organiser's part and the result screen's graph
 * of the game won by mate (its last mark at the winning end). */
static void whole_report_in_japanese(void)
{
    char dir[] = "/tmp/kiryoku-report-insight-XXXXXX";
    CHECK(mkdtemp(dir) != NULL);
    StoreError se;
    Store *st = store_open(dir, &se);
    CHECK(st != NULL);
    if (!st)
        return;
    int64_t id = store_test_begin(st, "alice", 600000, 0, 0);
    StoreTest test;
    CHECK_INT(store_test_get(st, id, &test), 0);
    const char *start = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
    store_game_end(st, store_game_begin(st, id, 1, "AI1", BLACK, start, 600000, 0, 0), "black", "mate");
    store_game_end(st, store_game_begin(st, id, 2, "AI1", BLACK, start, 600000, 0, 0), "white", "mate");
    store_game_end(st, store_game_begin(st, id, 3, "AI2", WHITE, start, 600000, 0, 0), "white", "resign");
    char tsv[200];
    snprintf(tsv, sizeof tsv, "%s/analysis.tsv", dir);
    FILE *f = fopen(tsv, "w");
    if (f) {
        fputs(fixture, f);
        fclose(f);
    }
    ReportSource src = { .test_id = id, .player = "alice", .started = test.started, .main_ms = 600000,
                         .lang = LANG_JA, .store = st };
    StoreResult out;
    char err[512];
    CHECK_INT(report_write(&src, tsv, dir, &out, err, sizeof err), 0);
    char *text = slurp(out.report_txt);
    CHECK(text != NULL);
    if (getenv("SHOW_REPORT") && text)
        fputs(text, stderr);
    static const char *const english[] = { "kiryoku placement test", "For the organiser", "no estimate:",
                                           "Reference:", "note: " };
    for (size_t i = 0; text && i < sizeof english / sizeof english[0]; i++) {
        if (strstr(text, english[i]))
            fprintf(stderr, "  report.txt in ja has \"%s\"\n", english[i]);
        CHECK(strstr(text, english[i]) == NULL);
    }
    CHECK(text && strstr(text, "kiryoku 棋力判定テスト") != NULL);
    CHECK(text && strstr(text, "主催者向け") != NULL);
    free(text);
    /* The result page's graph of game 1 (won by mate) ends at "^". */
    char *page = report_result_page_sized(&src, &out, 200, 100);
    const char *g1 = page ? strstr(page, "第1局") : NULL;
    const char *eol = g1 ? strchr(g1, '\n') : NULL;
    const char *graph = eol ? eol + 1 : NULL;
    size_t n = graph ? strcspn(graph, "\n") : 0;
    if (graph)
        fprintf(stderr, "  game 1's graph: %.*s\n", (int)n, graph);
    CHECK(n > 0 && graph[n - 1] == '^');
    free(page);
    store_close(st);
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    CHECK_INT(system(cmd), 0);
}

int main(void)
{
    RUN(own_best_loss_is_no_mistake);
    RUN(small_losses_are_not_listed);
    RUN(mate_won_ends_at_the_top);
    RUN(mate_lost_ends_at_the_bottom);
    RUN(gote_boards_from_gote_side);
    RUN(no_jargon_for_the_player);
    RUN(style_row_keeps_its_numbers);
    RUN(whole_report_in_japanese);
    return check_summary();
}
