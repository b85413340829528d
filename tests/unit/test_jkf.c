/* JKF output: well-formed JSON (checked by a strict validator here, since
 * tests/json.h reads leniently); the header, the start as a preset or a
 * board, moves with from/to/piece/same/promote/capture and times, endings
 * as "special", and every variation as a fork in its place. Reading JKF is
 * refused with a message. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "shogi/record.h"
#include "tests/json.h"

/* ---- A strict JSON validator (RFC 8259 grammar, no semantics) ---------- */

static const char *valid_value(const char *s);

static const char *valid_ws(const char *s)
{
    while (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r')
        s++;
    return s;
}

static const char *valid_string(const char *s)
{
    if (*s++ != '"')
        return NULL;
    while (*s && *s != '"') {
        if ((unsigned char)*s < 0x20)
            return NULL;
        if (*s == '\\') {
            s++;
            if (*s == 'u') {
                for (int i = 1; i <= 4; i++)
                    if (!isxdigit((unsigned char)s[i]))
                        return NULL;
                s += 4;
            } else if (!strchr("\"\\/bfnrt", *s) || !*s) {
                return NULL;
            }
        }
        s++;
    }
    return *s == '"' ? s + 1 : NULL;
}

static const char *valid_number(const char *s)
{
    const char *start = s += *s == '-';
    if (*s == '0')
        s++;
    else
        while (isdigit((unsigned char)*s))
            s++;
    return s > start ? s : NULL;
}

static const char *valid_list(const char *s, char close, bool object)
{
    s = valid_ws(s + 1);
    if (*s == close)
        return s + 1;
    for (;;) {
        if (object) {
            s = valid_string(s);
            if (!s || *(s = valid_ws(s)) != ':')
                return NULL;
            s = valid_ws(s + 1);
        }
        if (!(s = valid_value(s)))
            return NULL;
        s = valid_ws(s);
        if (*s == close)
            return s + 1;
        if (*s != ',')
            return NULL;
        s = valid_ws(s + 1);
    }
}

static const char *valid_value(const char *s)
{
    s = valid_ws(s);
    switch (*s) {
    case '{': return valid_list(s, '}', true);
    case '[': return valid_list(s, ']', false);
    case '"': return valid_string(s);
    case 't': return strncmp(s, "true", 4) ? NULL : s + 4;
    case 'f': return strncmp(s, "false", 5) ? NULL : s + 5;
    case 'n': return strncmp(s, "null", 4) ? NULL : s + 4;
    default: return valid_number(s);
    }
}

static bool valid_json(const char *text)
{
    const char *end = valid_value(text);
    return end && *valid_ws(end) == '\0';
}

/* ---- Helpers ------------------------------------------------------------ */

static GameRecord *read_text(const char *text, const char *name)
{
    GameRecord *rec = NULL;
    RecordError err;
    if (record_read_buffer(text, strlen(text), name, NULL, &rec, &err) < 0) {
        char buf[512];
        fprintf(stderr, "  read failed: %s\n", record_error_text(&err, buf, sizeof buf));
    }
    return rec;
}

/* The record as JKF, checked to be well-formed, and parsed. */
static Json *to_jkf(const GameRecord *rec)
{
    RecordError err;
    char *text = rec ? record_write_buffer(rec, REC_FMT_JKF, REC_ENC_UTF8, NULL, &err) : NULL;
    CHECK(text != NULL);
    if (!text)
        return NULL;
    CHECK(valid_json(text));
    if (!valid_json(text))
        fprintf(stderr, "%s\n", text);
    Json *j = json_parse(text);
    free(text);
    return j;
}

static Json *item(const Json *j, int i) { return j && i < j->count ? j->items[i] : NULL; }

static long number(const Json *j, const char *key)
{
    Json *v = json_get(j, key);
    return v && v->type == JSON_NUMBER ? atol(v->text) : -999;
}

static bool flag(const Json *j, const char *key)
{
    Json *v = json_get(j, key);
    return v && v->type == JSON_BOOL && v->boolean;
}

/* Forks in the whole tree of moves below a list. */
static int count_forks(const Json *moves)
{
    int n = 0;
    for (int i = 0; moves && i < moves->count; i++) {
        Json *forks = json_get(moves->items[i], "forks");
        for (int f = 0; forks && f < forks->count; f++)
            n += 1 + count_forks(forks->items[f]);
    }
    return n;
}

/* ---- Cases -------------------------------------------------------------- */

static const char SAMPLE[] =
    "先手：A \"quoted\"\n"
    "後手：B\\C\n"
    "持ち時間：10分\n"
    "手数----指手---------消費時間--\n"
    "*始まり\n"
    "   1 ７六歩(77)   ( 0:01/00:00:01)\n"
    "   2 ３四歩(33)   ( 0:02/00:00:02)\n"
    "   3 ２二角成(88) ( 1:05/00:01:06)\n"
    "*角交換\n"
    "   4 同　銀(31)   ( 0:03/00:00:05)\n"
    "   5 投了\n"
    "\n"
    "変化：2手\n"
    "   2 ８四歩(83)\n"
    "   3 ６八銀(79)\n"
    "\n"
    "変化：3手\n"
    "   3 ７八銀(79)\n"
    "   4 中断\n";

static void test_moves_times_endings_and_forks(void)
{
    GameRecord *rec = read_text(SAMPLE, "s.kifu");
    Json *j = to_jkf(rec);
    CHECK(j != NULL);
    if (!j) {
        record_free(rec);
        return;
    }
    Json *header = json_get(j, "header");
    CHECK_STR(json_str(header, "先手"), "A \"quoted\"");
    CHECK_STR(json_str(header, "後手"), "B\\C");
    CHECK_STR(json_str(header, "持ち時間"), "10分");
    CHECK_STR(json_str(json_get(j, "initial"), "preset"), "HIRATE");
    Json *moves = json_get(j, "moves");
    CHECK(moves && moves->count == 6); /* the start, four moves, the ending */
    Json *c0 = json_get(item(moves, 0), "comments");
    CHECK(c0 && c0->count == 1 && !strcmp(c0->items[0]->text, "始まり"));
    Json *m1 = json_get(item(moves, 1), "move");
    CHECK_INT(number(json_get(m1, "from"), "x"), 7);
    CHECK_INT(number(json_get(m1, "from"), "y"), 7);
    CHECK_INT(number(json_get(m1, "to"), "y"), 6);
    CHECK_INT(number(m1, "color"), 0);
    CHECK_STR(json_str(m1, "piece"), "FU");
    Json *m3 = json_get(item(moves, 3), "move");
    CHECK(flag(m3, "promote"));
    CHECK_STR(json_str(m3, "capture"), "KA");
    Json *t3 = json_get(item(moves, 3), "time");
    CHECK_INT(number(json_get(t3, "now"), "m"), 1);
    CHECK_INT(number(json_get(t3, "now"), "s"), 5);
    CHECK_INT(number(json_get(t3, "total"), "m"), 1);
    CHECK_INT(number(json_get(t3, "total"), "s"), 6);
    Json *m4 = json_get(item(moves, 4), "move");
    CHECK(flag(m4, "same"));
    CHECK_STR(json_str(m4, "capture"), "UM");
    CHECK_STR(json_str(item(moves, 5), "special"), "TORYO");
    /* 変化：2手 hangs on move 2; 変化：3手 (read after it) on that fork's ply 3 */
    Json *forks = json_get(item(moves, 2), "forks");
    CHECK(forks && forks->count == 1);
    Json *fork = item(forks, 0);
    CHECK(fork && fork->count == 2);
    CHECK_STR(json_str(json_get(item(fork, 0), "move"), "piece"), "FU");
    Json *inner = json_get(item(fork, 1), "forks");
    CHECK(inner && inner->count == 1 && item(inner, 0)->count == 2);
    CHECK_STR(json_str(item(item(inner, 0), 1), "special"), "CHUDAN");
    CHECK(json_get(item(moves, 3), "forks") == NULL);
    CHECK_INT(count_forks(moves), 2);
    json_free(j);
    record_free(rec);
}

static void test_starts(void)
{
    GameRecord *hc = read_text("手合割：香落ち\n   1 ３四歩(33)\n", "h.kifu");
    Json *j = to_jkf(hc);
    CHECK_STR(json_str(json_get(j, "initial"), "preset"), "KY");
    CHECK_INT(number(json_get(item(json_get(j, "moves"), 1), "move"), "color"), 1); /* 上手 moves first */
    json_free(j);
    record_free(hc);

    GameRecord *rec = record_new("7nl/7k1/6p2/8p/9/6+B2/9/9/8K w GSr2g3p 1");
    j = to_jkf(rec);
    Json *initial = json_get(j, "initial");
    CHECK_STR(json_str(initial, "preset"), "OTHER");
    Json *data = json_get(initial, "data");
    CHECK_INT(number(data, "color"), 1);
    Json *board = json_get(data, "board");
    CHECK(board && board->count == 9 && item(board, 0)->count == 9);
    Json *sq11 = item(item(board, 0), 0), *sq93 = item(item(board, 8), 2);
    CHECK_STR(json_str(sq11, "kind"), "KY");
    CHECK_INT(number(sq11, "color"), 1);
    CHECK(sq93 && sq93->count == 0);
    CHECK_STR(json_str(item(item(board, 2), 5), "kind"), "UM"); /* 3六 */
    Json *hands = json_get(data, "hands");
    CHECK_INT(number(item(hands, 0), "KI"), 1);
    CHECK_INT(number(item(hands, 1), "FU"), 3);
    CHECK_INT(number(item(hands, 1), "HI"), 1);
    json_free(j);
    record_free(rec);
}

/* Every record of the dialect corpus writes well-formed JKF, with one fork
 * for each variation the KIF held. */
static void test_dialect_corpus(void)
{
    static const struct { const char *file; int forks; } files[] = {
        { "records/kifu_for_windows.kif", 4 }, { "records/shogigui.kifu", 3 }, { "records/81dojo.kif", 0 },
        { "records/shogihome.kifu", 0 }, { "records/csa_v30.csa", 0 },
    };
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
        char path[1024];
        if (!CHECK_DATA_FILE(files[i].file, path))
            continue;
        GameRecord *rec = NULL;
        RecordError err;
        CHECK_INT(record_read_file(path, NULL, &rec, &err), 0);
        Json *j = to_jkf(rec);
        CHECK_INT(count_forks(json_get(j, "moves")), files[i].forks);
        CHECK_INT(json_get(j, "moves") ? json_get(j, "moves")->count : 0,
                  rec ? 1 + rec->move_count + (rec->end != END_NONE) : -1);
        json_free(j);
        record_free(rec);
    }
}

static void test_reading_jkf_is_refused(void)
{
    GameRecord *rec = NULL;
    RecordError err;
    CHECK(record_read_buffer("{}", 2, "x.jkf", NULL, &rec, &err) < 0);
    CHECK(rec == NULL);
    CHECK(strstr(err.message, "JKF") != NULL);
    CHECK_INT(record_format_from_name("game.jkf"), REC_FMT_JKF);
}

int main(void)
{
    RUN(test_moves_times_endings_and_forks);
    RUN(test_starts);
    RUN(test_dialect_corpus);
    RUN(test_reading_jkf_is_refused);
    return check_summary();
}
