/* `kiryoku results`: the table, CSV and JSON forms of the stored tests. */
#include "app/cmd/commands.h"
#include "app/store.h"
#include "base/utf8.h"
#include "tests/check.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

static char dir[64], out_path[96];

/* Runs cmd_results with argv (argc words) and its stdout captured into buf. */
static int run_argv(int argc, char **argv, char *buf, size_t len)
{
    fflush(stdout);
    int saved = dup(1);
    int fd = open(out_path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    dup2(fd, 1);
    close(fd);
    int rc = cmd_results(argc, argv);
    fflush(stdout);
    dup2(saved, 1);
    close(saved);
    FILE *f = fopen(out_path, "r");
    size_t n = f ? fread(buf, 1, len - 1, f) : 0;
    buf[n] = '\0';
    if (f)
        fclose(f);
    return rc;
}

/* `results [FMT]` (NULL: the table view). */
static int run_results(const char *fmt, char *buf, size_t len)
{
    char *argv[5] = { "results", "--data", dir, (char *)fmt, NULL };
    return run_argv(fmt ? 4 : 3, argv, buf, len);
}

static void populate(void)
{
    StoreError err;
    Store *s = store_open(dir, &err);
    if (!s)
        fprintf(stderr, "store_open: %s\n", err.detail);
    CHECK(s != NULL);
    if (!s)
        return;
    int64_t a = store_test_begin(s, "Kuro, \"the cat\"", 600000, 0, 0);
    store_test_set_state(s, a, "done", true);
    StoreResult r = { .test_id = a, .has_rating = true, .rating = 1523, .lo = 1390, .hi = 1650, .positions = 72,
                      .mean_loss = -239.25 };
    snprintf(r.records_dir, sizeof r.records_dir, "%s/tests/1-Kuro", dir);
    snprintf(r.report_json, sizeof r.report_json, "%s/tests/1-Kuro/report.json", dir);
    store_result_save(s, &r);
    int64_t b = store_test_begin(s, "Shiro", 600000, 0, 0);
    store_test_set_state(s, b, "game3", false);
    /* A wide name, a 20-second clock and a rating below the scale's range. */
    int64_t c = store_test_begin(s, "黒田歩", 20000, 0, 0);
    store_test_set_state(s, c, "done", true);
    StoreResult below = { .test_id = c, .has_rating = true, .bound = -1, .rating = 856, .lo = 856, .hi = 856,
                          .positions = 64, .mean_loss = -2100 };
    store_result_save(s, &below);
    store_close(s);
}

static void test_empty_store_creates_nothing(void)
{
    char buf[4096], db[128];
    CHECK_INT(run_results(NULL, buf, sizeof buf), 0);
    CHECK(strstr(buf, "No tests taken yet") != NULL);
    CHECK_INT(run_results("--json", buf, sizeof buf), 0);
    CHECK(strcmp(buf, "[]\n") == 0);
    snprintf(db, sizeof db, "%s/kiryoku.db", dir);
    CHECK(access(db, F_OK) != 0);
}

static void test_csv(void)
{
    char buf[4096];
    CHECK_INT(run_results("--csv", buf, sizeof buf), 0);
    CHECK(strncmp(buf, "test_id,started,player,state,finished,games,rating,low,high,positions,mean_loss,", 80) == 0);
    CHECK(strstr(buf, ",\"Kuro, \"\"the cat\"\"\",done,1,0,1523,1390,1650,72,-239.25,") != NULL);
    CHECK(strstr(buf, ",Shiro,game3,0,0,,,,0,,,,600,,,,,\n") != NULL);
    /* Below the range: no rating, no interval, the range's end as "below". */
    CHECK(strstr(buf, ",黒田歩,done,1,0,,,,64,-2100.00,,,20,856,,2100.00,cp,balanced\n") != NULL);
    int lines = 0;
    for (char *p = buf; *p; p++)
        lines += *p == '\n';
    CHECK_INT(lines, 4);
}

static void test_json(void)
{
    char buf[4096];
    CHECK_INT(run_results("--json", buf, sizeof buf), 0);
    CHECK(strstr(buf, "\"player\": \"Kuro, \\\"the cat\\\"\"") != NULL);
    CHECK(strstr(buf, "\"rating\": 1523, \"low\": 1390, \"high\": 1650, \"below\": null, \"above\": null, "
                      "\"positions\": 72") != NULL);
    CHECK(strstr(buf, "\"ten_minute_clock\": false, \"rating\": null, \"low\": null, \"high\": null, "
                      "\"below\": 856, \"above\": null") != NULL);
    CHECK(strstr(buf, "\"player\": \"Shiro\", \"state\": \"game3\", \"finished\": false") != NULL);
    CHECK(strstr(buf, "\"rating\": null") != NULL);
}

static void test_table(void)
{
    char buf[4096];
    CHECK_INT(run_results(NULL, buf, sizeof buf), 0);
    CHECK(strstr(buf, "1523") != NULL);
    CHECK(strstr(buf, "1390..1650") != NULL);
    CHECK(strstr(buf, "Shiro") != NULL);
    CHECK(strstr(buf, "<856") != NULL);
    CHECK(strstr(buf, "20s*") != NULL);
    /* Every row's state column starts at the same terminal column, the
     * Japanese name (two columns a character) included. */
    int col = -1, rows = 0;
    for (char *line = buf; *line;) {
        char *end = strchr(line, '\n');
        size_t n = end ? (size_t)(end - line) : strlen(line);
        const char *states[] = { "state", "done", "game 3" };
        for (int k = 0; k < 3; k++) {
            char *at = strstr(line, states[k]);
            if (at && (size_t)(at - line) < n) {
                int c = utf8_width_n(line, (size_t)(at - line));
                if (col < 0)
                    col = c;
                CHECK_INT(c, col);
                rows++;
                break;
            }
        }
        line += n + (end != NULL);
    }
    CHECK_INT(rows, 4);
}

/* Runs `results --lang LANG` (table view) into buf. */
static int run_lang(const char *lang, char *buf, size_t len)
{
    char *argv[6] = { "results", "--data", dir, "--lang", (char *)lang, NULL };
    return run_argv(5, argv, buf, len);
}

/* Issue 38: a name typed with escape codes and a bell, and an abandoned
 * test whose games were exported to its records folder. */
static void populate_more(void)
{
    StoreError err;
    Store *s = store_open(dir, &err);
    CHECK(s != NULL);
    if (!s)
        return;
    int64_t a = store_test_begin(s, "Eve\x1b[31m\x07red\x1b]0;pwned\x07 with a long name", 600000, 0, 0);
    store_test_set_state(s, a, "done", true);
    int64_t b = store_test_begin(s, "Mallory", 600000, 0, 0);
    store_test_set_state(s, b, "abandoned", true);
    /* A name a spreadsheet would run as a formula (CSV injection). */
    int64_t f = store_test_begin(s, "=HYPERLINK(\"http://x\",\"y\")", 600000, 0, 0);
    store_test_set_state(s, f, "abandoned", true);
    store_close(s);
    char path[256];
    snprintf(path, sizeof path, "%s/tests", dir);
    mkdir(path, 0700);
    snprintf(path, sizeof path, "%s/tests/%lld-Mallory", dir, (long long)b);
    mkdir(path, 0700);
}

static bool has_control(const char *s)
{
    for (; *s; s++)
        if ((unsigned char)*s < 0x20 && *s != '\n')
            return true;
    return false;
}

static void test_names_sanitised(void)
{
    char buf[8192];
    CHECK_INT(run_results(NULL, buf, sizeof buf), 0);
    CHECK(!has_control(buf));
    CHECK(strstr(buf, "Eve?[31m?red") != NULL);
    CHECK_INT(run_results("--csv", buf, sizeof buf), 0);
    CHECK(!has_control(buf));
    CHECK_INT(run_results("--json", buf, sizeof buf), 0);
    CHECK(!has_control(buf) && strstr(buf, "\\u001b") == NULL);
    /* In CSV, a name that starts like a formula is kept as text: a quote
     * first, as spreadsheets read it (JSON keeps the name as typed). */
    CHECK(strstr(buf, "\"player\": \"=HYPERLINK(") != NULL);
    CHECK_INT(run_results("--csv", buf, sizeof buf), 0);
    CHECK(strstr(buf, ",\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\",abandoned,") != NULL);
    CHECK(strstr(buf, ",=HYPERLINK") == NULL && strstr(buf, ",\"=HYPERLINK") == NULL);
}

/* The abandoned test's exported games are shown: the table says so, CSV
 * and JSON give the folder. */
static void test_abandoned_records_shown(void)
{
    char buf[8192];
    CHECK_INT(run_results("--csv", buf, sizeof buf), 0);
    CHECK(strstr(buf, "-Mallory,") != NULL && strstr(buf, "/tests/") != NULL);
    const char *row = strstr(buf, ",Mallory,abandoned,");
    CHECK(row != NULL && strstr(row, "/tests/") != NULL && strchr(row, '\n') > strstr(row, "/tests/"));
    CHECK_INT(run_results("--json", buf, sizeof buf), 0);
    row = strstr(buf, "\"Mallory\"");
    CHECK(row != NULL && strstr(row, "\"records_dir\": ") != NULL);
    CHECK_INT(run_results(NULL, buf, sizeof buf), 0);
    row = strstr(buf, "Mallory");
    const char *end = row ? strchr(row, '\n') : NULL;
    const char *yes = row ? strstr(row, "yes") : NULL;
    CHECK(row && end && yes && yes < end);
}

/* Every line of the table view fits an 80-column terminal, in both
 * languages, and the Japanese one says its states and clocks in Japanese. */
static void test_table_fits_80_columns_in_both_languages(void)
{
    char buf[8192];
    const char *langs[] = { "en", "ja" };
    for (int k = 0; k < 2; k++) {
        CHECK_INT(run_lang(langs[k], buf, sizeof buf), 0);
        for (char *line = buf; *line;) {
            char *end = strchr(line, '\n');
            size_t n = end ? (size_t)(end - line) : strlen(line);
            int w = utf8_width_n(line, n);
            if (w > 80)
                fprintf(stderr, "  %s: %d columns: %.*s\n", langs[k], w, (int)n, line);
            CHECK(w <= 80);
            line += n + (end != NULL);
        }
    }
    CHECK(strstr(buf, "done") == NULL && strstr(buf, "abandoned") == NULL && strstr(buf, "10m") == NULL);
    CHECK(strstr(buf, "完了") != NULL && strstr(buf, "中断") != NULL && strstr(buf, "10分") != NULL);
}

static void test_bad_option(void)
{
    char buf[512];
    CHECK_INT(run_results("--xml", buf, sizeof buf), 2);
}

int main(void)
{
    snprintf(dir, sizeof dir, "/tmp/kiryoku-results-XXXXXX");
    if (!mkdtemp(dir))
        return 1;
    snprintf(out_path, sizeof out_path, "%s/out.txt", dir);
    RUN(test_empty_store_creates_nothing);
    populate();
    RUN(test_csv);
    RUN(test_json);
    RUN(test_table);
    RUN(test_bad_option);
    populate_more();
    RUN(test_names_sanitised);
    RUN(test_abandoned_records_shown);
    RUN(test_table_fits_80_columns_in_both_languages);
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    if (system(cmd) != 0)
        fprintf(stderr, "note: could not remove %s\n", dir);
    return check_summary();
}
