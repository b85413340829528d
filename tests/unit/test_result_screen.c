/* The result screen's layout (issue 16): for every verdict, both languages,
 * four to eight games and either clock, the page fits the body of an 80x24
 * terminal (18 lines of 76 columns, kanji two wide) with the rating, its
 * basis, what it means and what next always on it; a 120x40 terminal gets
 * the games' graphs too; the cost is never negative; nothing for the
 * organiser appears. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/report/result_text.h"
#include "app/report/test_report.h"
#include "app/text.h"
#include "base/text_width.h"
#include "base/utf8.h"
#include "tests/check.h"

static void facts(ResultFacts *f, Lang lang, EstimateVerdict v, int games, int64_t main_ms)
{
    memset(f, 0, sizeof *f);
    f->lang = lang;
    f->verdict = v;
    f->rating = 1432;
    f->low = 1012;
    f->high = 1851;
    f->boot_low = 1250;
    f->boot_high = 1610;
    f->positions = v == ESTIMATE_TOO_FEW ? 4 : 231;
    f->min_positions = 50;
    f->games_counted = games;
    f->cost = 207;
    f->range_low = 856;
    f->range_high = 2199;
    f->main_ms = main_ms;
    f->records_dir = "/home/someone/.local/share/kiryoku/tests/12-a-rather-long-player-name";
    f->game_count = games;
    for (int i = 0; i < games; i++) {
        ResultGame *g = &f->games[i];
        g->index = i + 1;
        g->sente = i % 2 == 0;
        g->outcome = "wld-"[i % 4];
        g->positions = i == 2 ? 0 : 57;
        g->cost = 199;
        memset(g->graph, '=', 60);
        g->graph[60] = '\0';
    }
}

static int count_lines(const char *text, int cols, int *widest)
{
    int n = 0;
    *widest = 0;
    for (const char *line = text; *line;) {
        size_t len = strcspn(line, "\n");
        int w = utf8_width_n(line, len);
        if (w > *widest)
            *widest = w;
        n++;
        line += len + (line[len] == '\n');
    }
    (void)cols;
    return n;
}

static bool has(const char *text, Lang lang, AppTextId id)
{
    /* The catalogue text up to its first conversion or newline. */
    const char *t = app_text(lang, id);
    char head[128];
    size_t n = strcspn(t, "%\n");
    snprintf(head, sizeof head, "%.*s", (int)(n < sizeof head ? n : sizeof head - 1), t);
    return strstr(text, head) != NULL;
}

/* f counting every move out of the book in winning chances (issue 35). */
static void every_move(ResultFacts *f)
{
    f->every_move = f->winprob = true;
    f->positions = f->verdict == ESTIMATE_TOO_FEW ? 4 : 462;
    f->cost = 3.14;
    for (int i = 0; i < f->game_count; i++)
        if (f->games[i].positions)
            f->games[i].positions = 118, f->games[i].cost = 2.96;
}

static void fits_80x24(void)
{
    for (int lang = 0; lang < 2; lang++)
        for (int v = ESTIMATE_RATED; v <= ESTIMATE_ABOVE; v++)
            for (int games = 4; games <= 8; games += 4)
                for (int clock = 0; clock < 4; clock++) {
                    ResultFacts f;
                    facts(&f, (Lang)lang, (EstimateVerdict)v, games, clock % 2 ? 20000 : 600000);
                    bool all = clock >= 2;
                    if (all)
                        every_move(&f);
                    char *text = result_screen_text(&f, 18, 76);
                    CHECK(text != NULL);
                    if (!text)
                        continue;
                    int widest, n = count_lines(text, 76, &widest);
                    if (n > 18 || widest > 76)
                        fprintf(stderr, "  lang %d verdict %d games %d clock %d: %d lines, %d columns\n%s", lang,
                                v, games, clock, n, widest, text);
                    CHECK(n <= 18);
                    CHECK(widest <= 76);
                    Lang l = (Lang)lang;
                    CHECK(has(text, l, v != ESTIMATE_TOO_FEW ? MSG_RES_RATING
                                       : all                 ? MSG_RES_TOO_FEW_ALL
                                                             : MSG_RES_TOO_FEW));
                    CHECK(has(text, l, v == ESTIMATE_TOO_FEW ? (all ? MSG_RES_MEANS_TOO_FEW_ALL : MSG_RES_MEANS_TOO_FEW)
                                       : v == ESTIMATE_BELOW ? (all ? MSG_RES_MEANS_BELOW_ALL : MSG_RES_MEANS_BELOW)
                                       : v == ESTIMATE_ABOVE ? (all ? MSG_RES_MEANS_ABOVE_ALL : MSG_RES_MEANS_ABOVE)
                                       : all                 ? MSG_RES_MEANS_ALL
                                                             : MSG_RES_MEANS));
                    if (v != ESTIMATE_TOO_FEW)
                        CHECK(has(text, l, MSG_RES_NEXT_LEVEL));
                    CHECK(has(text, l, MSG_RES_OTHER_CLOCK) == (clock % 2 == 1));
                    free(text);
                }
}

static void more_room_shows_more(void)
{
    for (int lang = 0; lang < 2; lang++) {
        ResultFacts f;
        facts(&f, (Lang)lang, ESTIMATE_RATED, 4, 600000);
        char *small = result_screen_text(&f, 18, 76), *large = result_screen_text(&f, 34, 116);
        CHECK(small && large);
        if (small && large) {
            CHECK(!has(small, (Lang)lang, MSG_RES_LEGEND));
            CHECK(has(large, (Lang)lang, MSG_RES_LEGEND));
            CHECK(strstr(large, "====") != NULL);
            int widest;
            CHECK(count_lines(large, 116, &widest) <= 34);
        }
        free(small);
        free(large);
    }
}

/* What each verdict may and may not show. */
static void numbers_only_where_they_mean_something(void)
{
    ResultFacts f;
    facts(&f, LANG_EN, ESTIMATE_TOO_FEW, 4, 600000);
    char *t = result_screen_text(&f, 18, 76);
    CHECK(t && !strstr(t, "1432") && !strstr(t, "Your rating") && strstr(t, "No rating yet"));
    free(t);
    facts(&f, LANG_EN, ESTIMATE_BELOW, 4, 600000);
    f.rating = -6390;
    t = result_screen_text(&f, 18, 76);
    CHECK(t && strstr(t, "Your rating: below 856") && !strstr(t, "-6390") && !strstr(t, "Likely between"));
    free(t);
    facts(&f, LANG_EN, ESTIMATE_RATED, 4, 600000);
    f.low = 700; /* an end past the range */
    t = result_screen_text(&f, 18, 76);
    CHECK(t && strstr(t, "Your rating: 1432") &&
          strstr(t, "Likely 1851 or less (9 chances in 10; the scale is not checked below 856)."));
    CHECK(t && strstr(t, "average cost per move: 207"));
    CHECK(t && strstr(t, "Approximate grade: between 5 to 2 kyu and 1 kyu to shodan"));
    CHECK(t && !strstr(t, "profile") && !strstr(t, "engine") && !strstr(t, "Note"));
    free(t);
    /* The range said from its other end: "between 856 or less and 1851"
     * named no number a person could use. */
    f.low = 1100;
    f.high = 2500;
    t = result_screen_text(&f, 18, 76);
    CHECK(t && strstr(t, "Likely 1100 or more (9 chances in 10; the scale is not checked above 2199)."));
    free(t);
    f.low = 700;
    t = result_screen_text(&f, 18, 76);
    CHECK(t && strstr(t, "Likely between 856 or less and 2199 or more"));
    free(t);
    facts(&f, LANG_JA, ESTIMATE_RATED, 4, 600000);
    f.low = 700;
    t = result_screen_text(&f, 18, 76);
    CHECK(t && strstr(t, "9割の見込みで 1851 以下です (856 未満は尺度を確かめていません)。"));
    free(t);
}

static void cost_is_positive(void)
{
    CHECK(result_cost(-210.4) == 210.4);
    CHECK(result_cost(-0.4) == 0.4);
    CHECK(result_cost(35.0) == 0); /* a mean gain (the engine's horizon) is no cost */
    char b[32];
    CHECK_STR(result_cost_text(b, sizeof b, 210.4, false), "210"); /* centipawns: whole */
    CHECK_STR(result_cost_text(b, sizeof b, 0.4, false), "0");
    CHECK_STR(result_cost_text(b, sizeof b, 3.14, true), "3.1%"); /* winning chances: one decimal */
    CHECK_STR(result_cost_text(b, sizeof b, 0.04, true), "0.0%");
}

/* Counting every move (issue 35): the words say moves, not balanced
 * positions, and the cost is a share of winning chances. */
static void every_move_is_said_so(void)
{
    ResultFacts f;
    facts(&f, LANG_EN, ESTIMATE_RATED, 4, 600000);
    every_move(&f);
    char *t = result_screen_text(&f, 18, 76);
    CHECK(t && strstr(t, "Based on 462 of your moves in 4 games") && strstr(t, "your winning chance by 3.1%."));
    CHECK(t && strstr(t, "Game 1, sente (first), you won: 118 moves counted, cost 3.0% a move"));
    CHECK(t && strstr(t, "Game 3, sente (first), draw: no move counted"));
    CHECK(t && !strstr(t, "balanced"));
    free(t);
    facts(&f, LANG_JA, ESTIMATE_RATED, 4, 600000);
    every_move(&f);
    t = result_screen_text(&f, 18, 76);
    CHECK(t && strstr(t, "4 局のあなたの指し手 462 手から算出。") && strstr(t, "平均 3.1%"));
    CHECK(t && !strstr(t, "互角"));
    free(t);
    facts(&f, LANG_EN, ESTIMATE_TOO_FEW, 4, 600000);
    every_move(&f);
    t = result_screen_text(&f, 18, 76);
    CHECK(t && strstr(t, "Your moves counted so far: 4; a rating needs at least 50."));
    free(t);
    /* One is one: "1 move counted", "1 balanced position" */
    facts(&f, LANG_EN, ESTIMATE_RATED, 4, 600000);
    every_move(&f);
    f.games[1].positions = 1;
    t = result_screen_text(&f, 18, 76);
    CHECK(t && strstr(t, "Game 2, gote (second), you lost: 1 move counted, cost 3.0%\n"));
    free(t);
    facts(&f, LANG_EN, ESTIMATE_RATED, 4, 600000);
    f.games[1].positions = 1;
    t = result_screen_text(&f, 18, 76);
    CHECK(t && strstr(t, "Game 2, gote (second), you lost: 1 balanced position, cost 199\n"));
    free(t);
}

/* Another game is suggested when the positions' part of the range is at
 * least the line's: only more positions narrow it. */
static void one_more_game_when_positions_dominate(void)
{
    ResultFacts f;
    facts(&f, LANG_EN, ESTIMATE_RATED, 4, 600000);
    f.boot_low = 1000;
    f.boot_high = 1800; /* 800 of 839: positions dominate */
    char *t = result_screen_text(&f, 18, 76);
    CHECK(t && strstr(t, "one more game would narrow it"));
    free(t);
    f.boot_low = 1400;
    f.boot_high = 1460;
    t = result_screen_text(&f, 18, 76);
    CHECK(t && !strstr(t, "one more game would narrow it"));
    free(t);
}

/* Issue 38: a kiosk visitor is shown no file of the booth machine and no
 * command; the same page outside a kiosk names the records' folder and
 * `kiryoku play --ai level:R`. The analysis table
 * is missing, so the page is made from the stored figures alone. */
static void kiosk_page_names_no_path(void)
{
    StoreResult r;
    memset(&r, 0, sizeof r);
    r.has_rating = true;
    r.rating = 1400;
    r.lo = 1200;
    r.hi = 1600;
    r.positions = 120;
    r.mean_loss = 150;
    snprintf(r.records_dir, sizeof r.records_dir, "/nonexistent/booth-machine/tests/7-visitor");
    for (int kiosk = 0; kiosk <= 1; kiosk++) {
        for (int l = 0; l < 2; l++) {
            ReportSource src = { .test_id = 7, .player = "visitor", .lang = (Lang)l, .booth = kiosk != 0 };
            char *text = report_result_page_sized(&src, &r, 24, 80);
            CHECK(text != NULL);
            bool shown = text && strstr(text, "/nonexistent/booth-machine") != NULL;
            /* nor a command to type, which a visitor has no shell for */
            bool command = text && strstr(text, "kiryoku play --ai level:1400") != NULL;
            if (kiosk)
                CHECK(!shown && !command);
            else
                CHECK(shown && command);
            free(text);
        }
    }
}

int main(void)
{
    RUN(kiosk_page_names_no_path);
    RUN(fits_80x24);
    RUN(more_room_shows_more);
    RUN(numbers_only_where_they_mean_something);
    RUN(cost_is_positive);
    RUN(every_move_is_said_so);
    RUN(one_more_game_when_positions_dominate);
    return check_summary();
}
