/* Analysis table v1 reader: the format, and errors that name file, line and
 * column. */
#include <stdio.h>
#include <string.h>

#include "rating/table.h"
#include "tests/check.h"

#define HEADER "game\tply\tplayer\teval_before\teval_after\tclock_left_ms\tgame_plies\tin_book\n"

/* Reads `text` as a file named "t.tsv"; returns the reader's status. */
static int read_text(Table *t, const char *text, char *err, size_t errlen)
{
    FILE *f = fmemopen((void *)text, strlen(text), "r");
    int rc = table_read_stream(t, f, "t.tsv", err, errlen);
    fclose(f);
    return rc;
}

/* Expects the text to fail with a message that contains `want`. */
static void expect_error(const char *text, const char *want)
{
    Table t;
    char err[512] = "";
    table_init(&t);
    CHECK_INT(read_text(&t, text, err, sizeof err), -1);
    if (!strstr(err, want)) {
        char m[800];
        snprintf(m, sizeof m, "message '%s' lacks '%s'", err, want);
        check_fail(__FILE__, __LINE__, m);
    }
    table_free(&t);
}

static void reads_rows_comments_and_header_keys(void)
{
    const char *text =
        "# kiryoku analysis table v1\n"
        "# engine: Gikou 2.0.2\n"
        "# depth: 10\n"
        "# ai: settai\n"
        "# ai: settai-book\n"
        "# just a remark: with a colon\n"
        "\n"
        HEADER
        "g1\t41\talice\t-35\t-120\t412000\t117\t0\n"
        "g1\t42\tsettai\t120\tmate-3\t\t117\t0\n"
        "g2\t12\talice\tmate+5\t77\t599000\t80\t1\n";
    Table t;
    char err[512];
    table_init(&t);
    CHECK_INT(read_text(&t, text, err, sizeof err), 0);
    CHECK_INT(t.row_count, 3);
    CHECK_INT(t.player_count, 2);
    CHECK_INT(t.game_count, 2);
    CHECK_STR(t.sources[0].engine, "Gikou 2.0.2");
    CHECK_INT(t.sources[0].depth, 10);
    CHECK_INT(t.ai_count, 2);
    CHECK(table_is_ai(&t, "settai"));
    CHECK(!table_is_ai(&t, "alice"));
    CHECK_INT(t.rows[0].ply, 41);
    CHECK_INT(table_row_loss(&t.rows[0]), -85);
    CHECK_INT(t.rows[0].clock_left_ms, 412000);
    CHECK_INT(t.rows[1].clock_left_ms, -1);
    CHECK(t.rows[1].after.is_mate && t.rows[1].after.value == -3);
    CHECK(t.rows[2].before.is_mate && t.rows[2].before.value == 5);
    CHECK_INT(t.rows[2].in_book, 1);
    CHECK_INT(t.rows[2].line, 11);
    table_free(&t);
}

static void columns_in_any_order_extra_ignored_crlf(void)
{
    const char *text =
        "note\tplayer\tin_book\tgame\tgame_plies\tply\teval_after\teval_before\tclock_left_ms\tsfen\r\n"
        "x\tbob\t0\tg7\t90\t50\t-10\t20\t30000\tlnsgkgsnl/9/9 b - 1\r\n";
    Table t;
    char err[512];
    table_init(&t);
    CHECK_INT(read_text(&t, text, err, sizeof err), 0);
    CHECK_INT(t.row_count, 1);
    CHECK_STR(t.players[t.rows[0].player], "bob");
    CHECK_STR(t.games[t.rows[0].game], "g7");
    CHECK_INT(table_row_loss(&t.rows[0]), -30);
    CHECK_INT(t.rows[0].clock_left_ms, 30000);
    CHECK_INT(t.rows[0].game_plies, 90);
    CHECK_INT(t.sources[0].depth, -1);
    CHECK(t.sources[0].engine == NULL);
    table_free(&t);
}

static void several_files_accumulate(void)
{
    Table t;
    char err[512];
    table_init(&t);
    CHECK_INT(read_text(&t, "# depth: 8\n" HEADER "g1\t41\ta\t0\t-5\t\t99\t0\n", err, sizeof err), 0);
    CHECK_INT(read_text(&t, HEADER "g2\t41\ta\t0\t-5\t\t99\t0\n", err, sizeof err), 0);
    CHECK_INT(t.source_count, 2);
    CHECK_INT(t.row_count, 2);
    CHECK_INT(t.rows[1].source, 1);
    CHECK_INT(t.sources[0].depth, 8);
    CHECK_INT(t.sources[1].depth, -1);
    table_free(&t);
}

static void scores(void)
{
    Score s;
    CHECK_INT(table_parse_score("-0", &s), 0);
    CHECK_INT(table_parse_score("mate+0", &s), 0);
    CHECK_INT(table_parse_score("mate-12", &s), 0);
    CHECK(s.is_mate && s.value == -12);
    CHECK_INT(table_parse_score("mate12", &s), -1);
    CHECK_INT(table_parse_score("mate+", &s), -1);
    CHECK_INT(table_parse_score("mate+-3", &s), -1);
    CHECK_INT(table_parse_score("12.5", &s), -1);
    CHECK_INT(table_parse_score("", &s), -1);
    CHECK_INT(table_parse_score(" 5", &s), -1);
    CHECK_INT(table_parse_score("99999999999", &s), -1);
    CHECK_INT(table_parse_score("10000000", &s), 0);
    CHECK_INT(table_parse_score("-10000001", &s), -1);
}

static void errors_name_file_line_column(void)
{
    expect_error("", "t.tsv:0: no header row");
    expect_error("# only comments\n", "no header row");
    expect_error("game\tply\tplayer\teval_before\teval_after\tgame_plies\tin_book\n",
                 "t.tsv:1: the header row lacks the required column 'clock_left_ms'");
    expect_error(HEADER HEADER, "t.tsv:2: column 2 (ply): 'ply' is not a ply number");
    expect_error(HEADER "g1\t41\ta\tabc\t-5\t\t99\t0\n",
                 "t.tsv:2: column 4 (eval_before): 'abc' is not a score");
    expect_error(HEADER "g1\t41\ta\t0\t-5x\t\t99\t0\n", "t.tsv:2: column 5 (eval_after)");
    expect_error(HEADER "g1\t41\ta\t0\t-5\t1.5\t99\t0\n", "t.tsv:2: column 6 (clock_left_ms)");
    expect_error(HEADER "g1\t41\ta\t0\t-5\t-3\t99\t0\n", "column 6 (clock_left_ms)");
    expect_error(HEADER "g1\t41\ta\t0\t-5\t\t0\t0\n", "t.tsv:2: column 7 (game_plies)");
    expect_error(HEADER "g1\t41\ta\t0\t-5\t\t99\tyes\n", "t.tsv:2: column 8 (in_book): 'yes' is not 0 or 1");
    expect_error(HEADER "g1\t0\ta\t0\t-5\t\t99\t0\n", "t.tsv:2: column 2 (ply)");
    expect_error(HEADER "g1\t100\ta\t0\t-5\t\t99\t0\n", "column 2 (ply): ply 100 is beyond the game's 99 plies");
    expect_error(HEADER "\n# c\ng1\t41\ta\t0\n", "t.tsv:4: column 5 (eval_after): missing (the row has only 4 fields)");
    expect_error(HEADER "\t41\ta\t0\t-5\t\t99\t0\n", "column 1 (game): empty game identifier");
    expect_error(HEADER "g\t41\t\t0\t-5\t\t99\t0\n", "column 3 (player): empty player name");
    expect_error("# depth: ten\n" HEADER, "t.tsv:1: '# depth:' wants a non-negative integer");
    expect_error("ply\tply\n", "t.tsv:1: column 'ply' appears twice");
}

/* Thousands of games and players: names are hashed, so check every row
 * still maps to its own game and player. */
static void many_names(void)
{
    size_t cap = 1 << 20, n = 0;
    char *text = malloc(cap);
    n += snprintf(text + n, cap - n, HEADER);
    for (int g = 0; g < 5000; g++)
        for (int ply = 1; ply <= 2; ply++)
            n += snprintf(text + n, cap - n, "game%d\t%d\tplayer%d\t0\t-1\t\t2\t0\n", g, ply,
                          (g * 2 + ply) % 3001);
    Table t;
    char err[512], want[32];
    table_init(&t);
    FILE *f = fmemopen(text, n, "r");
    CHECK_INT(table_read_stream(&t, f, "many.tsv", err, sizeof err), 0);
    fclose(f);
    CHECK_INT(t.game_count, 5000);
    CHECK_INT(t.player_count, 3001);
    int bad = 0;
    for (size_t i = 0; i < t.row_count; i++) {
        snprintf(want, sizeof want, "game%zu", i / 2);
        bad += strcmp(t.games[t.rows[i].game], want) != 0;
        snprintf(want, sizeof want, "player%zu", (i / 2 * 2 + t.rows[i].ply) % 3001);
        bad += strcmp(t.players[t.rows[i].player], want) != 0;
    }
    CHECK_INT(bad, 0);
    CHECK_INT(table_find_player(&t, "player3000"), t.rows[2999].player);
    CHECK_INT(table_find_player(&t, "player3001"), -1);
    CHECK_INT(table_check_duplicates(&t, err, sizeof err), 0);
    table_free(&t);
    free(text);
}

static void missing_file(void)
{
    Table t;
    char err[512];
    table_init(&t);
    CHECK_INT(table_read_file(&t, "/nonexistent/x.tsv", err, sizeof err), -1);
    CHECK(strstr(err, "/nonexistent/x.tsv: cannot open") != NULL);
    table_free(&t);
}

/* "# nodes:" names the node cap per position; a table without one has none. */
static void node_cap_header(void)
{
    Table t;
    char err[512] = "";
    table_init(&t);
    CHECK_INT(read_text(&t, "# depth: 5\n# nodes: 3000000000\n" HEADER "g1\t41\ta\t0\t-5\t\t99\t0\n", err,
                        sizeof err), 0);
    CHECK_INT(read_text(&t, "# depth: 5\n" HEADER "g2\t41\ta\t0\t-5\t\t99\t0\n", err, sizeof err), 0);
    CHECK_INT(t.source_count, 2);
    CHECK(t.sources[0].nodes == 3000000000LL); /* past 2^31: a count, not an int */
    CHECK(t.sources[1].nodes == -1);
    table_free(&t);
    expect_error("# nodes: 0\n" HEADER, "t.tsv:1: '# nodes:' wants a positive integer, not '0'");
    expect_error("# nodes: 30k\n" HEADER, "t.tsv:1: '# nodes:' wants a positive integer");
    expect_error("# nodes: -5\n" HEADER, "t.tsv:1: '# nodes:' wants a positive integer");
}

int main(void)
{
    RUN(reads_rows_comments_and_header_keys);
    RUN(node_cap_header);
    RUN(columns_in_any_order_extra_ignored_crlf);
    RUN(several_files_accumulate);
    RUN(scores);
    RUN(errors_name_file_line_column);
    RUN(many_names);
    RUN(missing_file);
    return check_summary();
}
