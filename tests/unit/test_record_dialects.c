/* Records as the common programs write them (tests/data/records/, one file
 * per dialect, see its SOURCE.md): every file reads, and its main line (each
 * game's, for several games in a file) is the same USI move list as the
 * .usi file beside it; the endings, results, times, headers and variations
 * each dialect carries come through; KIF->KIF and KI2->KI2 keep the
 * variations; every game survives being written in every format. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/cmd/commands.h"
#include "shogi/encoding.h"
#include "shogi/record.h"
#include "shogi/usi.h"
#include "tests/capture.h"
#include "tests/check.h"

/* What each file must give besides its moves. side: whom the ending is
 * about; plies: the main line's moves (a foul's illegal move is not one);
 * ply/ms: one move's time (0: the dialect has none); header: one header and
 * its value; note: a line the ending's comment holds (NULL: none checked). */
static const struct {
    const char *file;
    EndKind end;
    Color side;
    GameResult result;
    int plies, variations;
    int ply, ms;
    const char *key, *value;
    const char *note;
} expected[] = {
    { "kifu_for_windows.kif", END_RESIGN, WHITE, RESULT_BLACK_WIN, 89, 4, 23, 96000, "持ち時間", "各10分", NULL },
    { "shogidokoro.kif", END_MATE, WHITE, RESULT_BLACK_WIN, 89, 0, 2, 3000, "開始日時", "2024/05/04 21:15:02", NULL },
    { "shogigui.kifu", END_SENNICHITE, BLACK, RESULT_DRAW, 22, 3, 17, 69000, "棋戦", "練習対局", NULL },
    { "shogihome.kifu", END_INTERRUPT, BLACK, RESULT_NONE, 28, 0, 2, 38000, "棋戦", "研究会", NULL },
    { "81dojo.kif", END_TIME_UP, WHITE, RESULT_BLACK_WIN, 100, 0, 1, 14000, "下手", "kiryoku_shitate", NULL },
    { "shogiwars.kifu", END_MATE, WHITE, RESULT_BLACK_WIN, 141, 0, 6, 10000, "先手の戦型", "浮き飛車", NULL },
    { "kifu_for_windows_ki2.ki2", END_ILLEGAL_LOSS, WHITE, RESULT_BLACK_WIN, 59, 0, 0, 0, "後手", "田中 太郎", NULL },
    { "csa_v22.csa", END_RESIGN, BLACK, RESULT_WHITE_WIN, 98, 0, 2, 10000, "棋戦", "kiryoku-test-600-10F+kiryoku_black+kiryoku_white+20240509210001", NULL },
    { "csa_v30.csa", END_MATE, BLACK, RESULT_WHITE_WIN, 82, 0, 1, 5629, "先手", "先手 kiryoku", NULL },
    /* Real sites' fouls: the illegal last move is left out and the game is
     * its mover's loss, the move kept as a comment on the ending. */
    { "shogiclub24_foul.kif", END_ILLEGAL_LOSS, BLACK, RESULT_WHITE_WIN, 50, 0, 2, 11000, "棋戦", "R対局 持ち時間15分",
      "illegal move 51 ▲７五歩(76): that move leaves your king in check" },
    { "lishogi.kif", END_ILLEGAL_LOSS, BLACK, RESULT_WHITE_WIN, 70, 0, 1, 3000, "場所", "https://lishogi.org/kiryoku1",
      "illegal move 71 ▲２二歩打: pawn-drop mate (uchifuzume) is not allowed" },
    { "lishogi.csa", END_ILLEGAL_LOSS, BLACK, RESULT_WHITE_WIN, 70, 0, 2, 17000, "場所", "https://lishogi.org/kiryoku1",
      "illegal move 71 +0022FU: pawn-drop mate (uchifuzume) is not allowed" },
    { "81dojo_foul.csa", END_ILLEGAL_LOSS, WHITE, RESULT_BLACK_WIN, 45, 0, 1, 15000, "棋戦",
      "EARTH+r_kiryoku-900-30+kiryoku_black+kiryoku_white+20240514203011", "illegal move 46 -0048FU: nifu: a pawn is already on file 4" },
    /* 81dojo.kif's game as 81Dojo's CSA gives it: its server's lines, the flag as #TIME_UP */
    { "81dojo.csa", END_TIME_UP, WHITE, RESULT_BLACK_WIN, 100, 0, 1, 14000, "下手", "kiryoku_shitate", NULL },
};
enum { EXPECTED_COUNT = sizeof expected / sizeof expected[0] };

static char *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 1 << 16, n = 0, got;
    char *buf = malloc(cap + 1);
    while (buf && (got = fread(buf + n, 1, cap - n, f)) > 0) {
        n += got;
        if (n == cap) {
            char *grown = realloc(buf, (cap *= 2) + 1);
            if (!grown) {
                free(buf);
                buf = NULL;
            }
            buf = grown;
        }
    }
    fclose(f);
    if (buf)
        buf[n] = '\0';
    *len = n;
    return buf;
}

static GameRecord *read_record(const char *path)
{
    GameRecord *rec = NULL;
    RecordError err;
    if (record_read_file(path, NULL, &rec, &err) < 0) {
        char msg[600];
        fprintf(stderr, "  %s\n", record_error_text(&err, msg, sizeof msg));
        record_free(rec);
        return NULL;
    }
    return rec;
}

/* The main lines as "position ..." lines, one per game. */
static char *main_lines(const GameRecord *rec)
{
    RecordError err;
    return record_write_buffer(rec, REC_FMT_USI, REC_ENC_UTF8, NULL, &err);
}

static bool is_record(const char *name)
{
    const char *dot = strrchr(name, '.');
    return dot && record_format_from_name(name) != REC_FMT_AUTO && strcmp(dot, ".usi") != 0;
}

/* Every record file in the directory has a .usi beside it with its main
 * line(s), and reads to exactly those moves. */
static void test_every_file_reads_to_its_usi_moves(void)
{
    char dir[512], path[1024], usi_path[1024];
    snprintf(dir, sizeof dir, "%s/records", check_testdata());
    DIR *d = opendir(dir);
    CHECK(d != NULL);
    if (!d)
        return;
    int files = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        if (!is_record(e->d_name))
            continue;
        files++;
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        snprintf(usi_path, sizeof usi_path, "%s/%.*s.usi", dir, (int)(strrchr(e->d_name, '.') - e->d_name), e->d_name);
        size_t len;
        char *want = slurp(usi_path, &len);
        GameRecord *rec = read_record(path);
        char *got = rec ? main_lines(rec) : NULL;
        CHECK(want != NULL);
        CHECK(got && want && !strcmp(got, want));
        if (got && want && strcmp(got, want))
            fprintf(stderr, "  %s: main line differs from %s\n", e->d_name, usi_path);
        free(got);
        free(want);
        record_free(rec);
    }
    closedir(d);
    CHECK_INT(files, EXPECTED_COUNT); /* a file added needs its line in `expected` */
}

/* Each dialect's ending and whom it is about, result, number of moves, one
 * move's time, one header, the number of variations, the ending's comment. */
static void test_what_each_dialect_carries(void)
{
    for (int i = 0; i < EXPECTED_COUNT; i++) {
        char rel[256], path[1024];
        snprintf(rel, sizeof rel, "records/%s", expected[i].file);
        if (!CHECK_DATA_FILE(rel, path))
            continue;
        GameRecord *rec = read_record(path);
        CHECK(rec != NULL);
        if (!rec)
            continue;
        CHECK_INT(rec->end, expected[i].end);
        CHECK_INT(rec->end_side, expected[i].side);
        CHECK_INT(record_result(rec), expected[i].result);
        CHECK_INT(rec->move_count, expected[i].plies);
        CHECK_INT(rec->variation_count, expected[i].variations);
        if (expected[i].note)
            CHECK(rec->end_comment && strstr(rec->end_comment, expected[i].note));
        if (expected[i].ply) {
            CHECK(rec->move_count >= expected[i].ply);
            if (rec->move_count >= expected[i].ply)
                CHECK_INT(rec->moves[expected[i].ply - 1].time_ms, expected[i].ms);
        }
        CHECK_STR(record_header(rec, expected[i].key), expected[i].value);
        if (rec->end != expected[i].end || rec->variation_count != expected[i].variations)
            fprintf(stderr, "  %s: ending %d, %d variations\n", expected[i].file, rec->end, rec->variation_count);
        record_free(rec);
    }
}

static bool same_line(const RecordVariation *a, const RecordVariation *b)
{
    if (a->parent != b->parent || a->ply != b->ply || a->move_count != b->move_count || a->end != b->end)
        return false;
    for (int i = 0; i < a->move_count; i++)
        if (a->moves[i].move != b->moves[i].move)
            return false;
    return true;
}

/* KIF and KI2 hold variations: writing a file with them and reading it back
 * gives the same tree (same branch points, moves and endings). */
static void test_kif_to_kif_keeps_variations(void)
{
    static const char *const files[] = { "records/kifu_for_windows.kif", "records/shogigui.kifu" };
    static const RecordFormat formats[] = { REC_FMT_KIF, REC_FMT_KI2 };
    static const char *const names[] = { "back.kifu", "back.ki2u" };
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
        char path[1024];
        if (!CHECK_DATA_FILE(files[i], path))
            continue;
        GameRecord *rec = read_record(path);
        CHECK(rec && rec->variation_count > 0);
        for (int f = 0; rec && f < 2; f++) {
            RecordError err;
            size_t len;
            char *text = record_write_buffer(rec, formats[f], REC_ENC_SJIS, &len, &err);
            GameRecord *back = NULL;
            CHECK(text && record_read_buffer(text, len, names[f], NULL, &back, &err) == 0);
            CHECK(back && back->variation_count == rec->variation_count && back->move_count == rec->move_count);
            for (int v = 0; back && v < rec->variation_count && v < back->variation_count; v++)
                CHECK(same_line(&rec->variations[v], &back->variations[v]));
            for (int m = 0; back && m < rec->move_count && m < back->move_count; m++)
                CHECK_INT(back->moves[m].move, rec->moves[m].move);
            record_free(back);
            free(text);
        }
        record_free(rec);
    }
}

/* A Shift_JIS file whose first line claims UTF-8 (as Shogidokoro writes
 * them) is read by what its bytes are, not by what the line says. */
static void test_shift_jis_under_a_utf8_claim(void)
{
    char path[1024];
    if (!CHECK_DATA_FILE("records/shogidokoro.kif", path))
        return;
    size_t len;
    char *bytes = slurp(path, &len);
    CHECK(bytes && strstr(bytes, "encoding=UTF-8") != NULL);
    GameRecord *rec = read_record(path);
    CHECK(rec && rec->move_count == 89);
    CHECK(rec && record_sente_name(rec) && !strcmp(record_sente_name(rec), "kiryoku depth 4"));
    record_free(rec);
    free(bytes);
}

/* Every game of every file is written in every format and read back with
 * the same start and moves: a dialect's oddities do not leak into output. */
static void test_every_dialect_writes_every_format(void)
{
    static const RecordFormat formats[] = { REC_FMT_KIF, REC_FMT_KI2, REC_FMT_CSA, REC_FMT_USI };
    static const char *const names[] = { "w.kif", "w.ki2", "w.csa", "w.usi" };
    for (int i = 0; i < EXPECTED_COUNT; i++) {
        char rel[256], path[1024];
        snprintf(rel, sizeof rel, "records/%s", expected[i].file);
        if (!CHECK_DATA_FILE(rel, path))
            continue;
        GameRecord *rec = read_record(path);
        for (int f = 0; rec && f < 4; f++) {
            RecordError err;
            size_t len;
            bool sjis = formats[f] == REC_FMT_KIF || formats[f] == REC_FMT_KI2;
            char *text = record_write_buffer(rec, formats[f], sjis ? REC_ENC_SJIS : REC_ENC_UTF8, &len, &err);
            GameRecord *back = NULL;
            CHECK(text && record_read_buffer(text, len, names[f], NULL, &back, &err) == 0);
            char *a = main_lines(rec), *b = back ? main_lines(back) : NULL;
            bool whole = formats[f] == REC_FMT_CSA || formats[f] == REC_FMT_USI; /* KIF, KI2: the first game */
            char *cut = a && !whole ? strchr(a, '\n') : NULL;
            if (cut)
                cut[1] = '\0';
            CHECK(a && b && !strcmp(a, b));
            if (!(a && b && !strcmp(a, b)))
                fprintf(stderr, "  %s via %s differs\n", expected[i].file, names[f]);
            free(a);
            free(b);
            record_free(back);
            free(text);
        }
        record_free(rec);
    }
}

/* ---- Records from real sites -------------------------------------------- */

/* A copy of text with its first `from` replaced by `to` (NULL if absent). */
static char *replaced(const char *text, const char *from, const char *to)
{
    const char *at = strstr(text, from);
    if (!at)
        return NULL;
    size_t head = (size_t)(at - text), tail = strlen(at + strlen(from));
    char *out = malloc(head + strlen(to) + tail + 1);
    if (out)
        snprintf(out, head + strlen(to) + tail + 1, "%.*s%s%s", (int)head, text, to, at + strlen(from));
    return out;
}

/* A copy of text up to its first `mark` (NULL if absent). */
static char *cut_at(const char *text, const char *mark)
{
    const char *at = strstr(text, mark);
    return at ? strndup(text, (size_t)(at - text)) : NULL;
}

/* Reads text as a file called name: 0 and the game in *rec, or -1 with err. */
static int read_text(const char *text, const char *name, GameRecord **rec, RecordError *err)
{
    *rec = NULL;
    int rc = text ? record_read_buffer(text, strlen(text), name, NULL, rec, err) : -1;
    if (!text)
        snprintf(err->message, sizeof err->message, "(no text)");
    return rc;
}

/* text is refused where its illegal move stands (line, column), saying why. */
static void check_refused_at(const char *text, const char *name, int line, int column, const char *why)
{
    GameRecord *rec;
    RecordError err = { 0 };
    CHECK(read_text(text, name, &rec, &err) < 0);
    CHECK(rec == NULL);
    CHECK_INT(err.line, line);
    CHECK_INT(err.column, column);
    CHECK(strstr(err.message, why) != NULL);
    if (!strstr(err.message, why))
        fprintf(stderr, "  %s: '%s'\n", name, err.message);
    record_free(rec);
}

/* text reads to a game of `plies` moves that its mover lost by a foul. */
static void check_foul(const char *text, const char *name, Color offender, int plies, const char *note)
{
    GameRecord *rec;
    RecordError err = { 0 };
    CHECK(read_text(text, name, &rec, &err) == 0);
    if (!rec) {
        fprintf(stderr, "  %s: %s\n", name, err.message);
        return;
    }
    CHECK_INT(rec->end, END_ILLEGAL_LOSS);
    CHECK_INT(rec->end_side, offender);
    CHECK_INT(rec->move_count, plies);
    CHECK(rec->end_comment && strstr(rec->end_comment, note));
    record_free(rec);
}

/* Shogi Club 24's record keeps its foul (the mover left the king in check)
 * only as the game's last move with an ending that names it; the same move
 * followed by a move, by an ending that does not name a foul, or by
 * nothing is refused where it stands, as any illegal move is. */
static void test_a_foul_ends_a_game_only_as_its_last_move(void)
{
    char path[1024];
    if (!CHECK_DATA_FILE("records/shogiclub24_foul.kif", path))
        return;
    size_t len, n;
    char *sjis = slurp(path, &len), *base = sjis ? enc_sjis_to_utf8(sjis, len, &n, NULL) : NULL;
    CHECK(base != NULL);
    if (!base) {
        free(sjis);
        return;
    }
    const char *tail = "52 反則勝ち\r\n*王手放置の反則\r\n", *why = "ply 51: '７五歩(76)': 歩 to 7五: that move leaves your king in check";
    char *texts[] = {
        replaced(base, tail, ""),                                        /* まで… counts it, names no foul */
        replaced(base, tail, "52 投了\r\n"),                             /* an ending that is no foul */
        replaced(base, tail, "52 ３四歩(33)\r\n53 反則勝ち\r\n"),        /* a move after it */
        replaced(base, "51 ７五歩(76)   ( 0:07/00:05:05)\r\n52 反則勝ち", "51 ７五歩(76)   ( 0:07/00:05:05)\r\n52 反則勝ち\r\n53 ７六歩(77)"),
        cut_at(base, "52 反則勝ち"),                                       /* the file ends */
    };
    check_foul(base, "club24.kifu", BLACK, 50, "王手放置の反則");
    for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
        if (i == 3) /* a line after the foul's ending: the game is over */
            check_refused_at(texts[i], "club24.kifu", 60, 1, "a move after the game ended");
        else
            check_refused_at(texts[i], "club24.kifu", 58, 4, why);
        free(texts[i]);
    }
    free(base);
    free(sjis);
}

/* A foul recorded as a game's last move, then an ending that names it, in
 * KIF (反則勝ち or 反則負け numbered one past it), KI2 (the foul last on its
 * line, then a comment or a まで line naming it) and CSA (%ILLEGAL_MOVE,
 * or %+ILLEGAL_ACTION naming the mover): a nifu drop as the game's 11th
 * move ends the game as sente's illegal-move loss after 10 moves. The
 * same move followed by another ending or more moves is refused where it
 * stands, with the message it always had. */
static void test_a_foul_in_kif_ki2_and_csa(void)
{
    const char *kif = "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２六歩(27)\n"
                      "   4 ８四歩(83)\n   5 ２五歩(26)\n   6 ８五歩(84)\n   7 ２四歩(25)\n   8 同　歩(23)\n   9 同　飛(28)\n"
                      "  10 ２三歩打\n  11 ７七歩打   ( 0:02/00:00:09)\n  12 反則勝ち\nまで11手で後手の勝ち\n";
    check_foul(kif, "nifu.kifu", BLACK, 10, "illegal move 11 ▲７七歩打: nifu: a pawn is already on file 7");
    char *f[] = { replaced(kif, "反則勝ち", "反則負け"), replaced(kif, "12 反則勝ち", "12 投了") };
    check_foul(f[0], "nifu.kifu", BLACK, 10, "illegal move 11");
    check_refused_at(f[1], "nifu.kifu", 13, 6, "ply 11: '７七歩打': 歩 to 7七: nifu: a pawn is already on file 7");
    const char *ki2 = "手合割：平手\n▲７六歩 △３四歩 ▲２六歩 △８四歩 ▲２五歩 △８五歩\n"
                      "▲２四歩 △同歩 ▲同飛 △２三歩 ▲７七歩\n*二歩の反則\nまで11手で後手の勝ち\n";
    check_foul(ki2, "nifu.ki2u", BLACK, 10, "illegal move 11 ▲７七歩: nifu");
    char *k[] = {
        replaced(ki2, "*二歩の反則\nまで11手で後手の勝ち", "まで11手で先手の反則負け"),
        replaced(ki2, "*二歩の反則\n", ""),
        replaced(ki2, "▲７七歩\n", "▲７七歩 △８六歩\n"),
    };
    check_foul(k[0], "nifu.ki2u", BLACK, 10, "illegal move 11");
    check_refused_at(k[1], "nifu.ki2u", 3, 20, "ply 11: '７七歩'");
    check_refused_at(k[2], "nifu.ki2u", 3, 20, "ply 11: '７七歩'");
    const char *csa = "PI\n+\n+7776FU\n-3334FU\n+2726FU\n-8384FU\n+2625FU\n-8485FU\n+2524FU\n-2324FU\n"
                      "+2824HI\n-0023FU\n+0077FU\n%ILLEGAL_MOVE\n";
    check_foul(csa, "nifu.csa", BLACK, 10, "illegal move 11 +0077FU: nifu");
    char *c[] = {
        replaced(csa, "%ILLEGAL_MOVE", "%+ILLEGAL_ACTION"), replaced(csa, "%ILLEGAL_MOVE", "%-ILLEGAL_ACTION"),
        replaced(csa, "%ILLEGAL_MOVE", "%TORYO"),          replaced(csa, "%ILLEGAL_MOVE", "-8586FU"),
        replaced(csa, "%ILLEGAL_MOVE\n", ""),             replaced(csa, "%ILLEGAL_MOVE", "/\nPI\n+\n+7776FU"),
    };
    check_foul(c[0], "nifu.csa", BLACK, 10, "illegal move 11");
    for (size_t i = 1; i < sizeof c / sizeof c[0]; i++)
        check_refused_at(c[i], "nifu.csa", 13, 1, "ply 11: +0077FU: nifu: a pawn is already on file 7");
    for (size_t i = 0; i < sizeof f / sizeof f[0]; i++)
        free(f[i]);
    for (size_t i = 0; i < sizeof k / sizeof k[0]; i++)
        free(k[i]);
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++)
        free(c[i]);
}

/* A move's time with its side's total, with an empty total (lishogi's
 * writer when it has none) or with none; CSA's $TIME_LIMIT as lishogi
 * writes it, without a byoyomi or with seconds. */
static void test_time_fields(void)
{
    const char *kif = "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)   ( 0:05/00:00:05)\n"
                      "   2 ３四歩(33)   ( 0:07/)\n   3 ２六歩(27)\n   4 ８四歩(83)   (00:09 / 00:00:16)\n   5 投了\n";
    GameRecord *rec;
    RecordError err;
    CHECK(read_text(kif, "times.kifu", &rec, &err) == 0);
    static const int ms[] = { 5000, 7000, -1, 9000 };
    for (int i = 0; rec && i < 4; i++)
        CHECK_INT(rec->moves[i].time_ms, ms[i]);
    record_free(rec);
    static const struct { const char *limit; int initial, byoyomi; } limits[] = {
        { "00:10", 600, 0 }, { "00:00:30", 30, 0 }, { "01:30+60", 5400, 60 }, { "00:00:30+10", 30, 10 },
    };
    for (size_t i = 0; i < sizeof limits / sizeof limits[0]; i++) {
        char csa[160];
        snprintf(csa, sizeof csa, "N+a\nN-b\n$TIME_LIMIT:%s\nPI\n+\n+7776FU,T3\n%%TORYO\n", limits[i].limit);
        CHECK(read_text(csa, "limit.csa", &rec, &err) == 0);
        CHECK(rec && rec->time.initial_s == limits[i].initial && rec->time.byoyomi_s == limits[i].byoyomi);
        record_free(rec);
    }
    CHECK(read_text("PI\n+\n$TIME_LIMIT:00:10+\n", "limit.csa", &rec, &err) < 0);
    record_free(rec);
}

/* 81Dojo keeps its server's lines in its CSA records: "To_Move:+", I+/I-
 * player lines, and game-end messages after the moves (#RESIGN after
 * %TORYO, #TIME_UP, #SENTE_WIN ...), which give the ending when no '%'
 * line does and settle whose it is. */
static void test_csa_server_lines(void)
{
    static const struct { const char *end; EndKind kind; Color side; GameResult result; } cases[] = {
        { "%TORYO\nT9\n#RESIGN\n#GOTE_WIN", END_RESIGN, BLACK, RESULT_WHITE_WIN },
        { "#TIME_UP\n#GOTE_WIN", END_TIME_UP, BLACK, RESULT_WHITE_WIN },
        { "#TIME_UP\n#SENTE_WIN", END_TIME_UP, WHITE, RESULT_BLACK_WIN },
        { "#SENNICHITE\n#DRAW", END_SENNICHITE, BLACK, RESULT_DRAW },
        { "+2726FU\nT4\n#OUTE_SENNICHITE\n#SENTE_WIN", END_ILLEGAL_LOSS, WHITE, RESULT_BLACK_WIN },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char csa[400];
        snprintf(csa, sizeof csa,
                 "V2\nN+a\nN-b\nTo_Move:+\n$EVENT:EARTH+r_a-900-30+a+b+20240514203011\nI+1612,392,x2|81WS\n"
                 "I-*1580,392,x2|81WS\nPI\n+\n+7776FU\nT3\n-3334FU\nT2\n%s\n'summary:x\n", cases[i].end);
        GameRecord *rec;
        RecordError err;
        CHECK(read_text(csa, "dojo.csa", &rec, &err) == 0);
        if (!rec) {
            fprintf(stderr, "  case %zu: %s\n", i, err.message);
            continue;
        }
        CHECK_INT(rec->end, cases[i].kind);
        CHECK_INT(record_result(rec), cases[i].result);
        CHECK_INT(rec->end_side, cases[i].side);
        record_free(rec);
    }
}

/* The real sites' records go through the commands as they are: `kiryoku
 * analyze` gives a row per move, `kiryoku convert` keeps the ending (and a
 * foul's move, as the ending's comment). */
static void test_real_site_records_analyse_and_convert(void)
{
    static const struct { const char *file, *kept; } files[] = {
        { "shogiclub24_foul.kif", "*illegal move 51" }, { "lishogi.kif", "*illegal move 71" },
        { "lishogi.csa", "*illegal move 71" }, { "81dojo_foul.csa", "*illegal move 46" }, { "81dojo.csa", "切れ負け" },
    };
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
        char rel[256], path[1024], out[8192], err[2048];
        snprintf(rel, sizeof rel, "records/%s", files[i].file);
        if (!CHECK_DATA_FILE(rel, path))
            continue;
        const char *analyze[] = { "--depth", "1", "--nodes", "200", "--threads", "1", "-o", "build/test-logs/real-sites.tsv", path };
        CHECK_INT(capture_run(cmd_analyze, "analyze", 9, analyze, "build/test-logs/real-sites-analyze", out, sizeof out,
                              err, sizeof err), 0);
        capture_slurp("build/test-logs/real-sites.tsv", out, sizeof out);
        CHECK(strstr(out, "\t1\t") != NULL); /* a row for the first move */
        const char *convert[] = { path, "build/test-logs/real-sites.kifu" };
        CHECK_INT(capture_run(cmd_convert, "convert", 2, convert, "build/test-logs/real-sites-convert", out, sizeof out,
                              err, sizeof err), 0);
        capture_slurp("build/test-logs/real-sites.kifu", out, sizeof out);
        CHECK(strstr(out, files[i].kept) != NULL);
    }
}

int main(void)
{
    RUN(test_every_file_reads_to_its_usi_moves);
    RUN(test_what_each_dialect_carries);
    RUN(test_kif_to_kif_keeps_variations);
    RUN(test_shift_jis_under_a_utf8_claim);
    RUN(test_every_dialect_writes_every_format);
    RUN(test_a_foul_ends_a_game_only_as_its_last_move);
    RUN(test_a_foul_in_kif_ki2_and_csa);
    RUN(test_time_fields);
    RUN(test_csa_server_lines);
    RUN(test_real_site_records_analyse_and_convert);
    return check_summary();
}
