/* CSA v2.2 and v3.0: metadata, PI/P1-P9/P+/P- starts, moves with times, endings,
 * comments, several games per file; CSA→KIF→CSA keeps everything;
 * malformed lines are named. */
#include <stdlib.h>
#include <string.h>

#include "shogi/record.h"
#include "shogi/usi.h"
#include "tests/check.h"

static const char SAMPLE[] =
    "' a sample written for kiryoku's tests\n"
    "V2.2\n"
    "N+Sente Player\n"
    "N-Gote Player\n"
    "$EVENT:kiryoku test\n"
    "$SITE:terminal\n"
    "$START_TIME:2025/03/01 13:00:00\n"
    "$END_TIME:2025/03/01 13:12:00\n"
    "$TIME_LIMIT:00:10+30\n"
    "$OPENING:YAGURA\n"
    "PI\n"
    "+\n"
    "'*game comment\n"
    "+7776FU\n"
    "T3\n"
    "-3334FU,T1\n"
    "'*move comment\n"
    "+8822UM\n"
    "T12\n"
    "-3122GI\n"
    "T2\n"
    "+0045KA\n"
    "T65\n"
    "%TORYO\n"
    "T20\n";

static GameRecord *read_text(const char *text, const char *name, RecordError *err)
{
    GameRecord *rec = NULL;
    if (record_read_buffer(text, strlen(text), name, NULL, &rec, err) < 0) {
        char buf[512];
        fprintf(stderr, "  read failed: %s\n", record_error_text(err, buf, sizeof buf));
    }
    return rec;
}

static char *write(const GameRecord *rec, RecordFormat fmt)
{
    RecordError err;
    return record_write_buffer(rec, fmt, REC_ENC_UTF8, NULL, &err);
}

static void test_read_sample(void)
{
    RecordError err;
    GameRecord *rec = read_text(SAMPLE, "sample.csa", &err);
    CHECK(rec && rec->move_count == 5);
    if (!rec)
        return;
    CHECK_STR(record_sente_name(rec), "Sente Player");
    CHECK_STR(record_gote_name(rec), "Gote Player");
    CHECK_STR(record_header(rec, REC_EVENT), "kiryoku test");
    CHECK_STR(record_header(rec, REC_SITE), "terminal");
    CHECK_STR(record_start_date(rec), "2025/03/01 13:00:00");
    CHECK_STR(record_header(rec, REC_OPENING), "YAGURA");
    CHECK_INT(rec->time.initial_s, 600);
    CHECK_INT(rec->time.byoyomi_s, 30);
    CHECK_INT(rec->moves[0].time_ms, 3000);
    CHECK_INT(rec->moves[1].time_ms, 1000);
    CHECK_INT(rec->moves[4].time_ms, 65000);
    CHECK_STR(rec->comment, "game comment");
    CHECK_STR(rec->moves[1].comment, "move comment");
    CHECK_INT(rec->end, END_RESIGN);
    CHECK_INT(rec->end_side, WHITE);
    CHECK(rec->next == NULL);
    char usi[USI_MOVE_MAX];
    move_to_usi(rec->moves[2].move, usi);
    CHECK_STR(usi, "8h2b+");
    record_free(rec);
}

static void test_csa_kif_csa_round_trip(void)
{
    RecordError err;
    GameRecord *a = read_text(SAMPLE, "a.csa", &err);
    char *kif = a ? write(a, REC_FMT_KIF) : NULL;
    GameRecord *b = kif ? read_text(kif, "b.kifu", &err) : NULL;
    char *csa = b ? write(b, REC_FMT_CSA) : NULL;
    GameRecord *c = csa ? read_text(csa, "c.csa", &err) : NULL;
    CHECK(c != NULL);
    if (c) {
        CHECK_INT(c->move_count, a->move_count);
        for (int i = 0; i < a->move_count; i++) {
            CHECK_INT(c->moves[i].move, a->moves[i].move);
            CHECK_INT(c->moves[i].time_ms, a->moves[i].time_ms);
        }
        CHECK_INT(c->header_count, a->header_count);
        for (int i = 0; i < a->header_count; i++)
            CHECK_STR(record_header(c, a->headers[i].key), a->headers[i].value);
        CHECK_STR(c->moves[1].comment, "move comment");
        CHECK_INT(c->end, END_RESIGN);
    }
    char *again = c ? write(c, REC_FMT_CSA) : NULL;
    CHECK(again && csa && !strcmp(again, csa));
    free(again);
    free(csa);
    free(kif);
    record_free(a);
    record_free(b);
    record_free(c);
}

static void test_positions(void)
{
    static const struct { const char *text, *sfen; } cases[] = {
        { "PI82HI22KA\n-\n", "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1" },
        { "P1-KY-KE-GI-KI-OU-KI-GI-KE * \n"
          "P2 * -HI *  *  *  *  * -KA * \n"
          "P3-FU-FU-FU-FU-FU-FU-FU-FU-FU\n"
          "P4 *  *  *  *  *  *  *  *  * \n"
          "P5 *  *  *  *  *  *  *  *  * \n"
          "P6 *  *  *  *  *  *  *  *  * \n"
          "P7+FU+FU+FU+FU+FU+FU+FU+FU+FU\n"
          "P8 * +KA *  *  *  *  * +HI * \n"
          "P9+KY+KE+GI+KI+OU+KI+GI+KE+KY\n"
          "-\n",
          "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1" },
        { "P-11OU\nP+13KI\nP+00KI00FU\nP-00AL\n+\n", "8k/9/8G/9/9/9/9/9/9 b GP2r2b2g4s4n4l17p 1" },
        /* blanks squeezed, as mail and web pages show a board */
        { "P1-KY-KE-GI-KI-OU-KI-GI-KE-KY\nP2 * -HI * * * * * -KA *\nP3-FU-FU-FU-FU-FU-FU-FU-FU-FU\n"
          "P4 * * * * * * * * *\nP5 * * * * * * * * *\nP6 * * * * * * * * *\n"
          "P7+FU+FU+FU+FU+FU+FU+FU+FU+FU\nP8 * +KA * * * * * +HI *\nP9+KY+KE+GI+KI+OU+KI+GI+KE+KY\n+\n",
          "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        RecordError err;
        GameRecord *rec = read_text(cases[i].text, "p.csa", &err);
        CHECK(rec && !strcmp(rec->start_sfen, cases[i].sfen));
        if (rec && strcmp(rec->start_sfen, cases[i].sfen))
            fprintf(stderr, "  got %s\n", rec->start_sfen);
        char *csa = rec ? write(rec, REC_FMT_CSA) : NULL;
        GameRecord *back = csa ? read_text(csa, "q.csa", &err) : NULL;
        CHECK(back && !strcmp(back->start_sfen, cases[i].sfen));
        record_free(back);
        free(csa);
        record_free(rec);
    }
}

static void test_several_games_and_endings(void)
{
    static const char text[] =
        "V2.2\nPI\n+\n+7776FU\n-3334FU\n%SENNICHITE\n/\n"
        "V2.2\nN+x\nPI\n+\n+2726FU\n%KACHI\n/\n"
        "PI\n+\n+7776FU\n%-ILLEGAL_ACTION\n/\n"
        "PI\n+\n+7776FU\n%+ILLEGAL_ACTION\n/\n"
        "PI\n+\n%TIME_UP\n";
    RecordError err;
    GameRecord *rec = read_text(text, "multi.csa", &err);
    static const struct { int moves; EndKind end; Color side; GameResult result; } want[] = {
        { 2, END_SENNICHITE, BLACK, RESULT_DRAW }, { 1, END_DECLARE_WIN, WHITE, RESULT_WHITE_WIN },
        { 1, END_ILLEGAL_LOSS, WHITE, RESULT_BLACK_WIN }, { 1, END_ILLEGAL_WIN, WHITE, RESULT_WHITE_WIN },
        { 0, END_TIME_UP, BLACK, RESULT_WHITE_WIN },
    };
    GameRecord *g = rec;
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++, g = g ? g->next : NULL) {
        CHECK(g != NULL);
        if (!g)
            break;
        CHECK_INT(g->move_count, want[i].moves);
        CHECK_INT(g->end, want[i].end);
        CHECK_INT(g->end_side, want[i].side);
        CHECK_INT(record_result(g), want[i].result);
    }
    CHECK(g == NULL);
    char *usi = rec ? write(rec, REC_FMT_USI) : NULL;
    CHECK(usi && !strcmp(usi, "position startpos moves 7g7f 3c3d\nposition startpos moves 2g2f\n"
                              "position startpos moves 7g7f\nposition startpos moves 7g7f\nposition startpos\n"));
    free(usi);
    char *csa = rec ? write(rec, REC_FMT_CSA) : NULL;
    GameRecord *back = csa ? read_text(csa, "back.csa", &err) : NULL;
    int n = 0;
    for (GameRecord *b = back, *a = rec; b && a; b = b->next, a = a->next, n++)
        CHECK(b->end == a->end && b->end_side == a->end_side);
    CHECK_INT(n, 5);
    record_free(back);
    free(csa);
    record_free(rec);
}

static void test_malformed(void)
{
    static const struct { const char *text; int line, ply; const char *says; } cases[] = {
        { "V2.2\nPI\n+\n+7776FU\n-3334FU\n+7775FU\n", 6, 3, "ply 3" },   /* 7f pawn cannot jump: no pawn on 77 */
        { "PI\n+\n+7776FU\n+2726FU\n", 4, 2, "turn" },
        { "PI\n+\n+7776XX\n", 3, 1, "+7776FU" },
        { "PI\n+\n+7776FU\nT1x\n", 4, 1, "T12" },
        { "PI\n+\n%RESIGN\n", 3, 1, "%TORYO" },
        { "P1 * \nP2\n+\n", 1, 0, "" },
        { "PI\n+\n+2824HI\n", 3, 1, "ply 1" },
        { "$TIME_LIMIT:ten\n", 1, 0, "$TIME_LIMIT" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        GameRecord *rec = NULL;
        RecordError err;
        CHECK(record_read_buffer(cases[i].text, strlen(cases[i].text), "m.csa", NULL, &rec, &err) < 0);
        CHECK(rec == NULL);
        if (cases[i].line != 1 || cases[i].ply != 0 || cases[i].says[0]) {
            CHECK_INT(err.line, cases[i].line);
            CHECK_INT(err.ply, cases[i].ply);
            CHECK(strstr(err.message, cases[i].says) != NULL);
        }
        if (!strstr(err.message, cases[i].says))
            fprintf(stderr, "  case %zu said: %s\n", i, err.message);
    }
    RecordReadOptions opt = { .keep_partial = true };
    GameRecord *rec = NULL;
    RecordError err;
    CHECK(record_read_buffer(cases[0].text, strlen(cases[0].text), "m.csa", &opt, &rec, &err) < 0);
    CHECK(rec && rec->move_count == 2);
    record_free(rec);
}

/* An error names the column where the statement starts: the second
 * statement of a comma-joined line, a short board row. */
static void test_errors_name_the_column(void)
{
    static const struct { const char *text; int line, column; const char *says; } cases[] = {
        { "PI\n+\n+7776FU,T1,-3334XX\n", 3, 12, "+7776FU" },
        { "PI\n+\n  +7776FU\n  Q\n", 4, 3, "expected a CSA statement" },
        { "P1 * \n", 1, 1, "9 squares" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        GameRecord *rec = NULL;
        RecordError err;
        CHECK(record_read_buffer(cases[i].text, strlen(cases[i].text), "c.csa", NULL, &rec, &err) < 0);
        CHECK_INT(err.line, cases[i].line);
        CHECK_INT(err.column, cases[i].column);
        CHECK(strstr(err.message, cases[i].says) != NULL);
        if (!strstr(err.message, cases[i].says))
            fprintf(stderr, "  case %zu said: %s\n", i, err.message);
    }
}

static void test_v3_time_and_unknown_metadata(void)
{
    static const char text[] = "V2.2\n$TIME:300+0+10\n$MAX_MOVES:256\nPI\n+\n+7776FU,T2.5\n";
    RecordError err;
    GameRecord *rec = read_text(text, "v3.csa", &err);
    CHECK(rec != NULL);
    if (!rec)
        return;
    CHECK_INT(rec->time.initial_s, 300);
    CHECK_INT(rec->time.increment_s, 10);
    CHECK_INT(rec->moves[0].time_ms, 2500);
    CHECK_STR(record_header(rec, "$MAX_MOVES"), "256");
    char *csa = write(rec, REC_FMT_CSA);
    CHECK(csa && strstr(csa, "$MAX_MOVES:256\n") && strstr(csa, "$TIME:300+0+10\n"));
    free(csa);
    record_free(rec);
}

int main(void)
{
    RUN(test_read_sample);
    RUN(test_csa_kif_csa_round_trip);
    RUN(test_positions);
    RUN(test_several_games_and_endings);
    RUN(test_malformed);
    RUN(test_v3_time_and_unknown_metadata);
    RUN(test_errors_name_the_column);
    return check_summary();
}
