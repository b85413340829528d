/* The organiser's tools on a test's own data (issue 38): `kiryoku estimate`
 * and `kiryoku report TABLE` must rate a test's analysis.tsv as the test
 * did (the same profile, the same time-trouble bar, so the same count and
 * rating), and `kiryoku report ID` on a test with nothing to report must
 * say so. The test's own figures come from report_write, the function the
 * test calls after its last game. In Japanese, everything the organiser
 * reads is Japanese and fits 80 columns (tests/japanese.h). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "app/cmd/commands.h"
#include "app/report/test_report.h"
#include "app/store.h"
#include "rating/profile.h"
#include "tests/capture.h"
#include "tests/check.h"
#include "tests/japanese.h"

#define DIR "build/test-report-cli"

static char out[65536], err[65536];

static int run(int (*cmd)(int, char **), const char *name, int argc, const char **args)
{
    return capture_run(cmd, name, argc, args, DIR "/cmd", out, sizeof out, err, sizeof err);
}

#define RUN_CMD(cmd, ...) run(cmd, #cmd, (int)(sizeof((const char *[]){ __VA_ARGS__ }) / sizeof(const char *)), \
                              (const char *[]){ __VA_ARGS__ })

/* A table the way the test writes it after two games on a 60 s clock:
 * kiryoku's engine at its default budget, the AI named, every clock under
 * the thesis's fixed 60 s, the last moves under 10% of the main time.
 * With clock false the "# clock_main_ms:" line is left out (an older
 * table). */
static void write_table(const char *path, bool clock)
{
    FILE *f = fopen(path, "w");
    fprintf(f, "# kiryoku analysis table v1\n# engine: kiryoku embedded engine (embedded)\n"
               "# depth: 5\n# nodes: 150000\n%s# ai: kiryoku AI1\n"
               "game\tply\tplayer\teval_before\teval_after\tclock_left_ms\tgame_plies\tin_book\n",
            clock ? "# clock_main_ms: 60000\n" : "");
    for (int g = 1; g <= 2; g++)
        for (int ply = 1; ply <= 120; ply++) {
            int before = (ply * 37 + g * 11) % 300 - 150, loss = 50 + ply * 13 % 200;
            fprintf(f, "game%d\t%d\t%s\t%d\t%d\t%d\t120\t0\n", g, ply, ply % 2 ? "alice" : "kiryoku AI1", before,
                    before - loss, 60000 - ply * 480);
        }
    fclose(f);
}

/* The test's own figures for the table: report_write as the test calls
 * it, for a test stored with a 60 s clock, its report in lang. */
static int test_figures_in(const char *tsv, Lang lang, StoreResult *res)
{
    StoreError se;
    Store *s = store_open(DIR, &se);
    CHECK(s != NULL);
    if (!s)
        return -1;
    int64_t id = store_test_begin(s, "alice", 60000, 0, 0);
    ReportSource src = { .test_id = id, .player = "alice", .started = "2026-01-01 00:00:00", .main_ms = 60000,
                         .lang = lang, .store = s };
    char msg[1024];
    int rc = report_write(&src, tsv, DIR, res, msg, sizeof msg);
    if (rc != 0)
        fprintf(stderr, "report_write: %s\n", msg);
    store_close(s);
    return rc;
}

static int test_figures(const char *tsv, StoreResult *res) { return test_figures_in(tsv, LANG_EN, res); }

static int json_int(const char *text, const char *key)
{
    char pat[64];
    snprintf(pat, sizeof pat, "\"%s\": ", key);
    const char *at = strstr(text, pat);
    return at ? atoi(at + strlen(pat)) : -1;
}

/* estimate on a 60 s test's table counts what the test counted (10% of
 * the main time left, not the fixed 60 s) and gives its rating. */
static void estimate_agrees_with_the_test(void)
{
    write_table(DIR "/analysis.tsv", true);
    StoreResult res;
    CHECK_INT(test_figures(DIR "/analysis.tsv", &res), 0);
    CHECK(res.positions >= 50);
    CHECK_INT(RUN_CMD(cmd_estimate, "--json", DIR "/analysis.tsv"), 0);
    CHECK_INT(json_int(out, "positions"), res.positions);
    CHECK_INT(json_int(out, "rating"), res.rating);
    CHECK_INT(RUN_CMD(cmd_estimate, "--lang", "en", DIR "/analysis.tsv"), 0);
    CHECK(strstr(out, "clock left >= 6 s") != NULL);
}

/* Issue 35: kiryoku's tables are rated by the every-move statistic unless
 * an option asks for what only the thesis mean's profile takes: then that
 * profile rates (the same table and engine), not an error. An option the
 * default's profile already holds keeps it. */
static void options_choose_the_profile_that_takes_them(void)
{
    write_table(DIR "/analysis.tsv", true);
    CHECK_INT(RUN_CMD(cmd_estimate, "--json", DIR "/analysis.tsv"), 0);
    CHECK(strstr(out, "\"name\": \"" PROFILE_DEFAULT_NAME "\"") != NULL);
    CHECK(strstr(out, "\"unit\": \"winprob\"") != NULL);
    int every = json_int(out, "positions");
    CHECK_INT(RUN_CMD(cmd_estimate, "--json", "--max-abs-eval", "200", DIR "/analysis.tsv"), 0);
    CHECK(strstr(out, "\"name\": \"" PROFILE_EMBEDDED_NAME "\"") != NULL);
    int balanced = json_int(out, "positions");
    CHECK(balanced > 0 && balanced < every);
    CHECK_INT(RUN_CMD(cmd_estimate, "--json", "--unit", "winprob", DIR "/analysis.tsv"), 0);
    CHECK(strstr(out, "\"name\": \"" PROFILE_DEFAULT_NAME "\"") != NULL);
    /* --profile still wins, and a contradiction with it is still refused. */
    CHECK_INT(RUN_CMD(cmd_estimate, "--profile", PROFILE_DEFAULT_NAME, "--max-abs-eval", "200", DIR "/analysis.tsv"), 1);
}

/* A table without the clock comment keeps the fixed 60 s bar: here every
 * move is under it, so nothing counts (today's behaviour, kept). */
static void older_table_keeps_60_s(void)
{
    write_table(DIR "/old.tsv", false);
    CHECK_INT(RUN_CMD(cmd_estimate, "--lang", "en", DIR "/old.tsv"), 1);
    CHECK(strstr(err, "no counting positions") != NULL);
    /* --min-clock-left wins over the table's clock. */
    CHECK_INT(RUN_CMD(cmd_estimate, "--min-clock-left", "60", DIR "/analysis.tsv"), 1);
}

/* report TABLE on the test's own table: the profile made for its judge
 * (kiryoku's own), named with the reason; the test's rating; the reader's
 * lines first and the organiser's block under its heading at the end. */
static void report_table_agrees_with_the_test(void)
{
    write_table(DIR "/analysis.tsv", true);
    StoreResult res;
    CHECK_INT(test_figures(DIR "/analysis.tsv", &res), 0);
    mkdir(DIR "/out", 0755);
    CHECK_INT(RUN_CMD(cmd_report, "--lang", "en", "-o", DIR "/out", DIR "/analysis.tsv"), 0);
    CHECK(strstr(out, "profile " PROFILE_DEFAULT_NAME ": the shipped profile made for the table's judge") != NULL);
    char text[65536];
    capture_slurp(DIR "/out/report.json", text, sizeof text);
    CHECK_INT(json_int(text, "rating"), res.rating);
    CHECK_INT(json_int(text, "positions"), res.positions);
    capture_slurp(DIR "/out/report.txt", text, sizeof text);
    CHECK(strstr(text, "engine/profile mismatch") == NULL);
    char rating[32];
    snprintf(rating, sizeof rating, "%d", res.rating);
    const char *organiser = strstr(text, "---- For the organiser");
    const char *developer = strstr(text, "shown to the player:");
    const char *number = strstr(text, rating);
    CHECK(organiser != NULL && developer != NULL && number != NULL);
    CHECK(number && organiser && number < organiser);          /* the rating is read first */
    CHECK(developer && organiser && developer > organiser);    /* the technical block at the end */
    CHECK(strstr(text, "profile " PROFILE_DEFAULT_NAME ": the shipped profile") > organiser);
}

/* A test whose player made no move: the result screen promises
 * report.html, so report_write writes it (with the screen's words) and
 * `report ID` rewrites all three files and exits 0. */
static void no_moves_still_get_the_promised_report(void)
{
    mkdir(DIR "/t", 0755);
    FILE *f = fopen(DIR "/t/analysis.tsv", "w");
    fprintf(f, "# kiryoku analysis table v1\n# engine: kiryoku embedded engine (embedded)\n# depth: 5\n"
               "# nodes: 150000\n# clock_main_ms: 600000\n# ai: kiryoku AI1\n"
               "game\tply\tplayer\teval_before\teval_after\tclock_left_ms\tgame_plies\tin_book\n"
               "game1\t1\tkiryoku AI1\t30\t20\t599000\t1\t1\n");
    fclose(f);
    StoreError se;
    Store *s = store_open(DIR, &se);
    CHECK(s != NULL);
    if (!s)
        return;
    int64_t id = store_test_begin(s, "bob", 600000, 0, 0);
    /* A name stored raw by an older version: printed with no escape code. */
    ReportSource src = { .test_id = id, .player = "bob\x1b[2J\x07", .started = "2026-01-01 00:00:00",
                         .main_ms = 600000, .lang = LANG_EN, .store = s };
    StoreResult res;
    char msg[1024];
    remove(DIR "/t/report.html");
    CHECK_INT(report_write(&src, DIR "/t/analysis.tsv", DIR "/t", &res, msg, sizeof msg), 0);
    char *page = report_result_page_sized(&src, &res, 24, 80);
    CHECK(page && strstr(page, "report.html") != NULL); /* the promise */
    free(page);
    struct stat st;
    CHECK(stat(DIR "/t/report.html", &st) == 0 && st.st_size > 0);
    char text[65536];
    capture_slurp(DIR "/t/report.html", text, sizeof text);
    CHECK(strstr(text, "</html>") != NULL);
    CHECK(strchr(text, '\x1b') == NULL && strchr(text, '\x07') == NULL);
    capture_slurp(DIR "/t/report.txt", text, sizeof text);
    CHECK(strchr(text, '\x1b') == NULL && strchr(text, '\x07') == NULL && strstr(text, "bob?[2J?") != NULL);
    store_test_set_state(s, id, "done", true);
    CHECK_INT(store_result_save(s, &res), 0);
    store_close(s);
    remove(DIR "/t/report.html");
    char ids[32];
    snprintf(ids, sizeof ids, "%lld", (long long)id);
    CHECK_INT(RUN_CMD(cmd_report, "--data", DIR, "--lang", "en", ids), 0);
    CHECK(stat(DIR "/t/report.html", &st) == 0 && st.st_size > 0);
}

/* ---- In Japanese ------------------------------------------------------------ */

/* The data the organiser's part names as it is: the player, the games, the
 * table, the profile, the engines (the judge's name is the profile's). */
static const char *const table_data[] = { "alice", "game1", "game2", DIR "/analysis.tsv", PROFILE_DEFAULT_NAME,
                                          "kiryoku embedded engine (embedded)", "gpsshogi 0.7.0 (gpsusi)",
                                          "Gikou 2.0.2", "kiryoku estimate:", NULL };

/* report.txt's part for the organiser: from its heading to the end. */
static const char *organiser_part(const char *text, const char *heading)
{
    const char *at = strstr(text, heading);
    CHECK(at != NULL);
    return at ? at : "";
}

/* `report TABLE --lang ja`: the organiser's heading, the estimate, the
 * profile's note and the line on standard output, all Japanese. */
static void report_table_in_japanese(void)
{
    write_table(DIR "/analysis.tsv", true);
    mkdir(DIR "/ja", 0755);
    CHECK_INT(RUN_CMD(cmd_report, "--lang", "ja", "-o", DIR "/ja", DIR "/analysis.tsv"), 0);
    char note[4096];
    const char *paths = strstr(out, DIR "/ja/report.txt"); /* the note comes before the files' paths */
    snprintf(note, sizeof note, "%.*s", paths ? (int)(paths - out) : 0, out);
    CHECK(strstr(note, "プロファイル " PROFILE_DEFAULT_NAME ": 解析表の判定エンジン") != NULL);
    japanese_check("report TABLE's note", note, table_data);
    char text[65536];
    capture_slurp(DIR "/ja/report.txt", text, sizeof text);
    CHECK(strstr(text, "For the organiser") == NULL);
    const char *part = organiser_part(text, "---- 主催者向け (プレイヤー向けではありません) ----\n");
    CHECK(strstr(part, "alice: 推定レーティング ") != NULL);
    japanese_check("report TABLE", part, table_data);
}

/* A test's report.txt in Japanese: the estimator's figures, the moves left
 * out and the notes, with no 英語のまま left. */
static void test_report_in_japanese(void)
{
    write_table(DIR "/analysis.tsv", true);
    StoreResult res;
    CHECK_INT(test_figures_in(DIR "/analysis.tsv", LANG_JA, &res), 0);
    char text[65536];
    capture_slurp(DIR "/report.txt", text, sizeof text);
    const char *part = organiser_part(text, "---- 主催者向け (プレイヤーの画面には出ません) ----\n");
    CHECK(strstr(part, "英語") == NULL);
    CHECK(strstr(part, "推定の数値:\nalice: 推定レーティング ") != NULL);
    CHECK(strstr(part, "数えなかった手: 相手の手 120、定跡 0、") != NULL);
    CHECK(strstr(part, "注: プロファイル " PROFILE_DEFAULT_NAME ": ") != NULL);
    japanese_check("report.txt", part, table_data);
}

/* No estimate, in Japanese: the reason is Japanese too. */
static void no_estimate_in_japanese(void)
{
    mkdir(DIR "/tja", 0755);
    FILE *f = fopen(DIR "/tja/analysis.tsv", "w");
    fprintf(f, "# kiryoku analysis table v1\n# engine: kiryoku embedded engine (embedded)\n# depth: 5\n"
               "# nodes: 150000\n# ai: kiryoku AI1\n"
               "game\tply\tplayer\teval_before\teval_after\tclock_left_ms\tgame_plies\tin_book\n"
               "game1\t1\tkiryoku AI1\t30\t20\t599000\t1\t1\n");
    fclose(f);
    StoreError se;
    Store *s = store_open(DIR, &se);
    CHECK(s != NULL);
    if (!s)
        return;
    ReportSource src = { .test_id = store_test_begin(s, "bob", 600000, 0, 0), .player = "bob",
                         .started = "2026-01-01 00:00:00", .main_ms = 600000, .lang = LANG_JA, .store = s };
    StoreResult res;
    char msg[1024], text[65536];
    CHECK_INT(report_write(&src, DIR "/tja/analysis.tsv", DIR "/tja", &res, msg, sizeof msg), 0);
    store_close(s);
    capture_slurp(DIR "/tja/report.txt", text, sizeof text);
    const char *part = organiser_part(text, "---- 主催者向け (プレイヤーの画面には出ません) ----\n");
    CHECK(strstr(part, "推定なし: プレイヤーの指し手は1手も解析されていません\n") != NULL);
    japanese_check("no estimate", part, table_data);
}

/* `estimate --lang ja`: the text and the reason for no estimate. */
static void estimate_in_japanese(void)
{
    write_table(DIR "/analysis.tsv", true);
    CHECK_INT(RUN_CMD(cmd_estimate, "--lang", "ja", DIR "/analysis.tsv"), 0);
    CHECK(strstr(out, "alice: 推定レーティング ") != NULL);
    japanese_check("estimate", out, table_data);
    write_table(DIR "/old.tsv", false);
    CHECK_INT(RUN_CMD(cmd_estimate, "--lang", "ja", DIR "/old.tsv"), 1);
    CHECK(strstr(err, "'alice' には数える局面がありません") != NULL);
    char word[64];
    japanese_english_word(err, table_data, word, sizeof word);
    CHECK_STR(word, "");
}

/* `report ID --lang ja` that cannot write a report says why in Japanese. */
static void report_errors_in_japanese(void)
{
    const char *const data[] = { "kiryoku report:", DIR, NULL };
    CHECK_INT(RUN_CMD(cmd_report, "--data", DIR, "--lang", "ja", "99999"), 1);
    CHECK(strstr(err, "テスト 99999 はありません") != NULL);
    char word[64];
    japanese_english_word(err, data, word, sizeof word);
    CHECK_STR(word, "");
    StoreError se;
    Store *s = store_open(DIR, &se);
    CHECK(s != NULL);
    if (!s)
        return;
    char id[32];
    snprintf(id, sizeof id, "%lld", (long long)store_test_begin(s, "carol", 600000, 0, 0));
    store_close(s);
    /* No result: why, from the test's state. */
    const char *const told[] = { "kiryoku report:", "`kiryoku results`", NULL };
    CHECK_INT(RUN_CMD(cmd_report, "--data", DIR, "--lang", "ja", id), 1);
    CHECK(strstr(err, "は終わっていないので、結果がありません") != NULL);
    japanese_english_word(err, told, word, sizeof word);
    CHECK_STR(word, "");
    CHECK_INT(RUN_CMD(cmd_report, "--data", DIR, "--lang", "en", id), 1);
    CHECK(strstr(err, "has no result: it is not finished") != NULL);
    s = store_open(DIR, &se);
    CHECK(s && store_test_set_state(s, atoll(id), "abandoned", true) == 0);
    store_close(s);
    CHECK_INT(RUN_CMD(cmd_report, "--data", DIR, "--lang", "ja", id), 1);
    CHECK(strstr(err, "は放棄されたので、結果がありません") != NULL);
    s = store_open(DIR, &se);
    CHECK(s && store_test_set_state(s, atoll(id), "done", true) == 0);
    store_close(s);
    CHECK_INT(RUN_CMD(cmd_report, "--data", DIR, "--lang", "ja", id), 1);
    CHECK(strstr(err, "にはまだ結果がありません (解析が終わっていません)") != NULL);
    /* A name where the number was meant: both things it could have been. */
    const char *const named[] = { "kiryoku report:", "carol", "`kiryoku results`", strerror(ENOENT), NULL };
    CHECK_INT(RUN_CMD(cmd_report, "--data", DIR, "--lang", "ja", "carol"), 1);
    CHECK(strstr(err, "carol はテストの番号でも、読める解析表でもありません") != NULL);
    japanese_english_word(err, named, word, sizeof word);
    CHECK_STR(word, "");
    CHECK_INT(RUN_CMD(cmd_report, "--data", DIR, "--lang", "en", "carol"), 1);
    CHECK(strstr(err, "carol is neither a test's number") != NULL);
}

/* A mistyped --data is said to be one: it read as "no tests yet" or a
 * database error, and asking an empty folder left a database in it. */
static void data_folder_checked(void)
{
    const char *const data[] = { "kiryoku report:", "kiryoku results:", DIR "/nope", "--data", NULL };
    char word[64];
    CHECK_INT(RUN_CMD(cmd_report, "--data", DIR "/nope", "--lang", "ja", "1"), 1);
    CHECK(strstr(err, "フォルダ " DIR "/nope がありません") != NULL);
    japanese_english_word(err, data, word, sizeof word);
    CHECK_STR(word, "");
    CHECK_INT(RUN_CMD(cmd_results, "--data", DIR "/nope", "--lang", "en"), 1);
    CHECK(strstr(err, "kiryoku results: there is no folder " DIR "/nope") != NULL);
    CHECK_INT(RUN_CMD(cmd_results, "--data", DIR "/analysis.tsv", "--lang", "ja"), 1);
    CHECK(strstr(err, DIR "/analysis.tsv はフォルダではありません") != NULL);
    mkdir(DIR "/empty", 0755);
    remove(DIR "/empty/kiryoku.db");
    CHECK_INT(RUN_CMD(cmd_report, "--data", DIR "/empty", "--lang", "en", "1"), 1);
    CHECK(strstr(err, "no test has been taken with the data folder " DIR "/empty") != NULL);
    struct stat st;
    CHECK(stat(DIR "/empty/kiryoku.db", &st) != 0);
    CHECK_INT(RUN_CMD(cmd_results, "--data", DIR "/empty"), 0);
    CHECK(stat(DIR "/empty/kiryoku.db", &st) != 0);
}

int main(void)
{
    mkdir("build", 0755);
    mkdir(DIR, 0755);
    remove(DIR "/kiryoku.db");
    RUN(estimate_agrees_with_the_test);
    RUN(older_table_keeps_60_s);
    RUN(options_choose_the_profile_that_takes_them);
    RUN(report_table_agrees_with_the_test);
    RUN(no_moves_still_get_the_promised_report);
    RUN(report_table_in_japanese);
    RUN(test_report_in_japanese);
    RUN(no_estimate_in_japanese);
    RUN(estimate_in_japanese);
    RUN(report_errors_in_japanese);
    RUN(data_folder_checked);
    return check_summary();
}
