/* The analysis table's optional columns (issue 18): the move played, the
 * engine's best move and line, and seed 003's leaf share, written by the
 * analyser from the searches it makes anyway and read back by
 * rating/table_extra.h; the table stays v1 and the same for any number of
 * workers. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/analyzer.h"
#include "rating/table.h"
#include "rating/table_extra.h"
#include "shogi/usi.h"
#include "tests/analysis_text.h"
#include "tests/check.h"

/* Gote plays without its rook: sente is clearly better throughout. */
static const char *const sfen = "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
static const char *const moves[] = { "7g7f", "3c3d", "2g2f", "4a3b", "2f2e", "8c8d" };
enum { PLIES = 6 };

static GameRecord *make_game(void)
{
    GameRecord *rec = record_new(sfen);
    Position pos;
    char err[200];
    if (pos_set_sfen(&pos, sfen, err, sizeof err) != 0)
        return rec;
    for (int i = 0; i < PLIES; i++) {
        Move m = move_from_usi(&pos, moves[i]);
        record_append_move(rec, m, -1, NULL);
        pos_do_move(&pos, m);
    }
    return rec;
}

static char *analyse(GameRecord *rec, int workers)
{
    AnalyzeOptions o = { .depth = 3, .workers = workers };
    return test_analysis_text(rec, &o);
}

static GameRecord *game;
static char *table_text;

/* One worker or two: the same bytes, new columns included. */
static void same_table_for_any_workers(void)
{
    char *two = analyse(game, 2);
    CHECK(table_text && two);
    if (table_text && two)
        CHECK_STR(table_text, two);
    free(two);
}

/* The v1 reader still reads it; the extra reader finds every column. */
static void columns_read_back(void)
{
    const char *path = "build/test-logs/analysis-columns.tsv";
    FILE *f = fopen(path, "w");
    CHECK(f && table_text);
    if (!f || !table_text)
        return;
    fputs(table_text, f);
    fclose(f);
    Table t;
    char err[512];
    table_init(&t);
    CHECK_INT(table_read_file(&t, path, err, sizeof err), 0);
    CHECK_INT(t.row_count, PLIES);
    TableExtra *x = table_extra_read(&t, err, sizeof err);
    CHECK(x != NULL);
    Position pos;
    pos_set_sfen(&pos, sfen, err, sizeof err);
    for (size_t i = 0; x && i < t.row_count; i++) {
        CHECK_STR(x[i].move, moves[i]);
        Move best = move_from_usi(&pos, x[i].best);
        CHECK(best != MOVE_NONE && pos_is_legal(&pos, best));
        CHECK(!strncmp(x[i].pv, x[i].best, strlen(x[i].best)));
        CHECK(x[i].leaves > 0);
        CHECK(x[i].leaf_share >= 0 && x[i].leaf_share <= 1);
        /* The share is the mover's: sente, a rook up, sees its leaves
         * mostly favourable; gote mostly not. */
        if (t.rows[i].ply % 2)
            CHECK(x[i].leaf_share > 0.5);
        else
            CHECK(x[i].leaf_share < 0.5);
        pos_do_move(&pos, move_from_usi(&pos, moves[i]));
    }
    free(x);
    table_free(&t);
}

/* A table without the columns reads with the fields empty. */
static void old_tables_give_empty_fields(void)
{
    const char *path = "build/test-logs/analysis-old.tsv";
    FILE *f = fopen(path, "w");
    CHECK(f != NULL);
    if (!f)
        return;
    fputs("# kiryoku analysis table v1\ngame\tply\tplayer\teval_before\teval_after\tclock_left_ms\tgame_plies\t"
          "in_book\ng1\t1\ta\t0\t-10\t\t2\t0\ng1\t2\tb\t10\t0\t\t2\t0\n", f);
    fclose(f);
    Table t;
    char err[512];
    table_init(&t);
    CHECK_INT(table_read_file(&t, path, err, sizeof err), 0);
    TableExtra *x = table_extra_read(&t, err, sizeof err);
    CHECK(x != NULL);
    for (size_t i = 0; x && i < t.row_count; i++) {
        CHECK_STR(x[i].best, "");
        CHECK_STR(x[i].move, "");
        CHECK(x[i].leaf_share < 0);
        CHECK_INT(x[i].leaves, 0);
    }
    free(x);
    table_free(&t);
}

int main(void)
{
    game = make_game();
    table_text = analyse(game, 1);
    RUN(same_table_for_any_workers);
    RUN(columns_read_back);
    RUN(old_tables_give_empty_fields);
    free(table_text);
    record_free(game);
    return check_summary();
}
