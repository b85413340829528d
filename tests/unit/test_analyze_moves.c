/* `kiryoku analyze --moves` (analysis/move_set.h): the list's grammar and
 * its errors; a table of some moves holds exactly those rows, each the
 * same as in the whole game's table (a position is searched from a cleared
 * engine, so its score does not depend on what else was searched); only
 * the positions those rows need are searched; the header says which moves
 * the table holds. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/analyzer.h"
#include "analysis/move_set.h"
#include "tests/analysis_text.h"
#include "tests/check.h"
#include "tests/short_game.h"

static GameRecord *game;

static void test_parse(void)
{
    MoveSet s;
    char err[256];
    CHECK_INT(move_set_parse("20-22,40", &s, err, sizeof err), 0);
    CHECK_INT(s.count, 2);
    CHECK(!move_set_has(&s, 19) && move_set_has(&s, 20) && move_set_has(&s, 22) && !move_set_has(&s, 23));
    CHECK(move_set_has(&s, 40) && !move_set_has(&s, 41));
    /* Positions: before move 20 (after 19 moves) to after move 22, and both
     * sides of move 40. */
    CHECK(!move_set_needs_position(&s, 18) && move_set_needs_position(&s, 19) && move_set_needs_position(&s, 22));
    CHECK(!move_set_needs_position(&s, 23) && move_set_needs_position(&s, 39) && move_set_needs_position(&s, 40));
    CHECK(move_set_has(NULL, 7) && move_set_needs_position(NULL, 0));
    const char *bad[] = { "", "0", "x", "20-", "20-10", "5,", ",5", "3-4-5", "7 8", "-3", "100001" };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        err[0] = '\0';
        CHECK_INT(move_set_parse(bad[i], &s, err, sizeof err), -1);
        CHECK(strstr(err, "20-60,75") || strstr(err, "at most"));
    }
    char many[4000] = "1";
    for (int i = 2; i <= MOVE_SET_MAX_RANGES + 1; i++)
        snprintf(many + strlen(many), sizeof many - strlen(many), ",%d", i);
    CHECK_INT(move_set_parse(many, &s, err, sizeof err), -1);
    CHECK(strstr(err, "at most") != NULL);
}

typedef struct {
    int searched[256];
} Seen;

static int seen_lookup(void *user, int g, int ply, bool all, AnalyzeFound *out)
{
    (void)user, (void)g, (void)ply, (void)all, (void)out;
    return 0;
}

static int seen_keep(void *user, int g, int ply, bool all, const AnalyzeFound *f)
{
    (void)g, (void)all, (void)f;
    Seen *s = user;
    if (ply >= 0 && ply < 256)
        s->searched[ply]++;
    return 0;
}

/* The table of `moves` (NULL: all), noting each searched position in seen. */
static char *analyse(const MoveSet *moves, Seen *seen)
{
    AnalyzeCache cache = { seen_lookup, seen_keep, seen };
    AnalyzeOptions o = { .depth = CHECK_SANITIZED ? 2 : 3, .workers = 2, .moves = moves, .cache = &cache };
    return test_analysis_text(game, &o);
}

/* The row of move `ply` in a table ("g1\t<ply>\t..." up to its newline),
 * or NULL. */
static char *row_of(const char *table, int ply)
{
    char key[32];
    snprintf(key, sizeof key, "\ng1\t%d\t", ply);
    const char *p = strstr(table, key);
    if (!p)
        return NULL;
    p++;
    return strndup(p, strcspn(p, "\n"));
}

static int count_rows(const char *table)
{
    int n = 0;
    for (const char *p = strstr(table, "\ng1\t"); p; p = strstr(p + 1, "\ng1\t"))
        n++;
    return n;
}

static void test_rows_and_searches(void)
{
    CHECK(game && game->move_count >= 16 && game->move_count < 255);
    if (!game || game->move_count < 16 || game->move_count >= 255)
        return;
    MoveSet s;
    char err[256];
    CHECK_INT(move_set_parse("4-6,12,900", &s, err, sizeof err), 0);
    Seen *all_seen = calloc(1, sizeof *all_seen), *some_seen = calloc(1, sizeof *some_seen);
    char *whole = analyse(NULL, all_seen), *some = analyse(&s, some_seen);
    CHECK(whole && some);
    if (whole && some) {
        CHECK(strstr(some, "\n# moves: 4-6,12,900\n") != NULL);
        CHECK(strstr(whole, "# moves:") == NULL);
        CHECK_INT(count_rows(some), 4);
        const int plies[] = { 4, 5, 6, 12 };
        for (int i = 0; i < 4; i++) {
            char *a = row_of(whole, plies[i]), *b = row_of(some, plies[i]);
            CHECK(a && b);
            if (a && b)
                CHECK_STR(b, a);
            free(a);
            free(b);
        }
        /* Positions after 3..6 moves and after 11 and 12: six searches. */
        int n = 0;
        for (int p = 0; p < 256; p++) {
            n += some_seen->searched[p];
            CHECK(some_seen->searched[p] <= 1);
        }
        CHECK_INT(n, 6);
        CHECK(some_seen->searched[3] && some_seen->searched[6] && some_seen->searched[11] && some_seen->searched[12]);
        CHECK(!some_seen->searched[2] && !some_seen->searched[7] && !some_seen->searched[13]);
        CHECK_INT(all_seen->searched[0] + all_seen->searched[game->move_count], 2);
    }
    free(whole);
    free(some);
    free(all_seen);
    free(some_seen);
}

int main(void)
{
    game = test_short_game(30);
    RUN(test_parse);
    RUN(test_rows_and_searches);
    record_free(game);
    return check_summary();
}
