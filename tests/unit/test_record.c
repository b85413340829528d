/* The game-record API: building a record, headers, results, positions;
 * format and encoding detection; USI lines; files; `kiryoku convert`. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/cmd/commands.h"
#include "base/utf8.h"
#include "shogi/encoding.h"
#include "shogi/record.h"
#include "shogi/usi.h"
#include "tests/check.h"

static void test_build_a_record(void)
{
    GameRecord *rec = record_new(NULL);
    Position pos;
    pos_init_startpos(&pos);
    const char *moves[] = { "7g7f", "3c3d", "2g2f" };
    for (int i = 0; i < 3; i++) {
        Move m = move_from_usi(&pos, moves[i]);
        CHECK_INT(record_append_move(rec, m, i * 1500, i == 1 ? "a comment" : NULL), 0);
        pos_do_move(&pos, m);
    }
    record_set_header(rec, REC_SENTE, "A");
    record_set_header(rec, REC_GOTE, "B");
    record_set_header(rec, REC_SENTE, "C");
    CHECK_INT(rec->header_count, 2);
    CHECK_STR(record_sente_name(rec), "C");
    CHECK_STR(record_gote_name(rec), "B");
    CHECK(record_start_date(rec) == NULL);
    CHECK(record_header(rec, "nothing") == NULL);
    CHECK_INT(record_result(rec), RESULT_NONE);
    record_set_end(rec, END_RESIGN, WHITE);
    CHECK_INT(record_result(rec), RESULT_BLACK_WIN);
    Position at;
    CHECK_INT(record_position_at(rec, 3, &at), 0);
    char a[128], b[128];
    pos_to_sfen(&at, a, sizeof a);
    pos_to_sfen(&pos, b, sizeof b);
    CHECK_STR(a, b);
    CHECK_INT(record_position_at(rec, 4, &at), -1);
    CHECK_INT(record_position_at(rec, 0, &at), 0);
    CHECK_INT(pos_side(&at), BLACK);
    rec->time = (TimeControl){ 600, 30, -1 };
    char *kif = record_write_buffer(rec, REC_FMT_KIF, REC_ENC_UTF8, NULL, NULL);
    CHECK(kif && strstr(kif, "持ち時間：10分\n秒読み：30秒\n手合割：平手\n先手：C\n"));
    CHECK(kif && strstr(kif, "   2 ３四歩(33)     ( 0:02/00:00:02)\n*a comment\n")); /* 1.5 s: the nearest second */
    CHECK(kif && strstr(kif, "   4 投了\nまで3手で先手の勝ち\n"));
    free(kif);
    record_free(rec);
}

static void test_detects_format_from_content(void)
{
    static const struct { const char *text; int moves; } cases[] = {
        { "position startpos moves 7g7f 3c3d\n", 2 },
        { "startpos moves 7g7f\n", 1 },
        { "V2.2\nPI\n+\n+7776FU\n", 1 },
        { "+\n+7776FU\n-3334FU\n", 2 },
        { "先手：a\n手数----指手--\n   1 ７六歩(77)\n", 1 },
        { "先手：a\n\n▲７六歩 △３四歩 ▲２六歩\n", 3 },
        { "\xEF\xBB\xBF先手：a\n   1 ７六歩(77)\n", 1 },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        GameRecord *rec = NULL;
        RecordError err;
        int rc = record_read_buffer(cases[i].text, strlen(cases[i].text), "noext", NULL, &rec, &err);
        CHECK(rc == 0 && rec && rec->move_count == cases[i].moves);
        if (rc < 0)
            fprintf(stderr, "  case %zu: %s\n", i, err.message);
        record_free(rec);
    }
    GameRecord *rec = NULL;
    RecordError err;
    CHECK(record_read_buffer("hello\n", 6, "noext", NULL, &rec, &err) < 0);
    CHECK(strstr(err.message, "format") != NULL);
}

static void test_encodings(void)
{
    CHECK(utf8_valid("７六歩", strlen("７六歩")));
    CHECK(!utf8_valid("\x82\xa0", 2));
    CHECK(!utf8_valid("\xC0\xAF", 2)); /* overlong */
    size_t len;
    char *u = enc_sjis_to_utf8("\x95\xe0", 2, &len, NULL); /* 歩 */
    CHECK(u && !strcmp(u, "歩"));
    free(u);
    char *s = enc_utf8_to_sjis("歩😀", strlen("歩😀"), true, &len, NULL);
    CHECK(s && len == 3 && !memcmp(s, "\x95\xe0?", 3));
    free(s);
    size_t bad = 0;
    CHECK(enc_utf8_to_sjis("歩😀", strlen("歩😀"), false, &len, &bad) == NULL);
    CHECK_INT(bad, 3);
    GameRecord *rec = NULL;
    RecordError err;
    CHECK(record_read_buffer("\x81\n\xff\xff\n", 5, "x.kif", NULL, &rec, &err) < 0);
    CHECK_INT(err.line, 1);
    CHECK_INT(err.column, 1);
    RecordReadOptions utf8 = { .encoding = REC_ENC_UTF8 }; /* asked for, not found: where it breaks */
    CHECK(record_read_buffer("先手：a\nab\xff\n", strlen("先手：a\nab\xff\n"), "x.kifu", &utf8, &rec, &err) < 0);
    CHECK_INT(err.line, 2);
    CHECK_INT(err.column, 3);
    char text[512];
    CHECK(!strncmp(record_error_text(&err, text, sizeof text), "x.kifu:2:3: ", 12));
}

static void test_usi_lines(void)
{
    static const char text[] = "# two games\nposition startpos moves 7g7f 3c3d\n"
                               "position sfen 4k4/9/9/9/9/9/9/9/4K4 b G 1 moves G*5b\n";
    GameRecord *rec = NULL;
    RecordError err;
    CHECK_INT(record_read_buffer(text, strlen(text), "g.usi", NULL, &rec, &err), 0);
    CHECK(rec && rec->next && !rec->next->next);
    if (rec && rec->next) {
        CHECK_STR(rec->next->start_sfen, "4k4/9/9/9/9/9/9/9/4K4 b G 1");
        char *out = record_write_buffer(rec, REC_FMT_USI, REC_ENC_UTF8, NULL, &err);
        CHECK(out && !strcmp(out, "position startpos moves 7g7f 3c3d\n"
                                  "position sfen 4k4/9/9/9/9/9/9/9/4K4 b G 1 moves G*5b\n"));
        free(out);
    }
    record_free(rec);
    static const char bad[] = "position startpos moves 7g7f 3c3d 7f7e 4a3b 7e7d 8c8d 7d7b\n";
    RecordReadOptions opt = { .keep_partial = true };
    CHECK(record_read_buffer(bad, strlen(bad), "b.usi", &opt, &rec, &err) < 0);
    CHECK(rec && rec->move_count == 6);
    CHECK_INT(err.ply, 7);
    CHECK_INT(err.column, 55); /* where "7d7b" starts */
    CHECK(strstr(err.message, "ply 7") && strstr(err.message, "7d7b"));
    record_free(rec);
}

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    char *buf = calloc(1, 1 << 16);
    size_t n = buf ? fread(buf, 1, (1 << 16) - 1, f) : 0;
    (void)n;
    fclose(f);
    return buf;
}

static void test_files_and_convert_command(void)
{
    char dir[] = "/tmp/kiryoku-records-XXXXXX";
    CHECK(mkdtemp(dir) != NULL);
    char in[128], kif[128], csa[128], usi[128], ki2[128];
    snprintf(in, sizeof in, "%s/in.usi", dir);
    snprintf(kif, sizeof kif, "%s/out.kif", dir);
    snprintf(ki2, sizeof ki2, "%s/out.ki2", dir);
    snprintf(csa, sizeof csa, "%s/out.csa", dir);
    snprintf(usi, sizeof usi, "%s/back.usi", dir);
    FILE *f = fopen(in, "w");
    fputs("position startpos moves 7g7f 3c3d 8h2b+ 3a2b\n", f);
    fclose(f);
    char *a1[] = { "convert", in, kif, NULL };
    CHECK_INT(cmd_convert(3, a1), 0);
    char *bytes = slurp(kif);
    CHECK(bytes && !utf8_valid(bytes, strlen(bytes)) && strstr(bytes, "encoding=Shift_JIS"));
    free(bytes);
    char *a2[] = { "convert", kif, ki2, NULL };
    CHECK_INT(cmd_convert(3, a2), 0);
    char *a3[] = { "convert", ki2, csa, NULL };
    CHECK_INT(cmd_convert(3, a3), 0);
    char *a4[] = { "convert", csa, usi, NULL };
    CHECK_INT(cmd_convert(3, a4), 0);
    bytes = slurp(usi);
    CHECK(bytes && !strcmp(bytes, "position startpos moves 7g7f 3c3d 8h2b+ 3a2b\n"));
    free(bytes);
    char *a5[] = { "convert", in, "out.unknown", NULL };
    CHECK_INT(cmd_convert(3, a5), 2);
    char *a6[] = { "convert", "--to", "nope", in, NULL };
    CHECK_INT(cmd_convert(4, a6), 2);
    f = fopen(in, "w");
    fputs("position startpos moves 7g7f 7g7f\n", f);
    fclose(f);
    char *a7[] = { "convert", in, kif, NULL };
    CHECK_INT(cmd_convert(3, a7), 1);
    char *a8[] = { "convert", "--help", NULL };
    CHECK_INT(cmd_convert(2, a8), 0);
    const char *files[] = { in, kif, ki2, csa, usi };
    for (int i = 0; i < 5; i++)
        unlink(files[i]);
    rmdir(dir);
}

int main(void)
{
    RUN(test_build_a_record);
    RUN(test_detects_format_from_content);
    RUN(test_encodings);
    RUN(test_usi_lines);
    RUN(test_files_and_convert_command);
    return check_summary();
}
