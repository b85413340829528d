/* `kiryoku results [--csv|--json]`: every test taken on this machine, for
 * organisers: name, date, state, clock, rating, interval, positions,
 * records. A rating past its profile's range is "below N" / "above N"
 * (never a number the scale was not checked on); a test on a clock other
 * than 10 minutes says so. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "base/json.h"
#include "base/utf8.h"
#include "ui/display.h"
#include "app/cmd/commands.h"
#include "app/cmd/options.h"
#include "app/failure.h"
#include "app/store.h"
#include "app/text.h"
#include "app/text_width.h"

typedef enum { OUT_TABLE, OUT_CSV, OUT_JSON } OutFormat;

static void csv_field(FILE *f, const char *s, const char *sep)
{
    bool quote = strpbrk(s, ",\"\n\r") != NULL;
    if (!quote) {
        fprintf(f, "%s%s", s, sep);
        return;
    }
    fputc('"', f);
    for (; *s; s++) {
        if (*s == '"')
            fputc('"', f);
        fputc(*s, f);
    }
    fprintf(f, "\"%s", sep);
}

/* Which of the result's figures are shown. */
static bool rated(const StoreListRow *r) { return r->has_result && r->result.has_rating && r->result.bound == 0; }
static bool below(const StoreListRow *r) { return r->has_result && r->result.has_rating && r->result.bound < 0; }
static bool above(const StoreListRow *r) { return r->has_result && r->result.has_rating && r->result.bound > 0; }

static void print_csv(FILE *f, const StoreListRow *rows, int n)
{
    fprintf(f, "test_id,started,player,state,finished,games,rating,low,high,positions,mean_loss,records_dir,"
               "report_json,clock_s,below,above,cost_per_move\n");
    for (int i = 0; i < n; i++) {
        const StoreListRow *r = &rows[i];
        fprintf(f, "%lld,", (long long)r->test.id);
        csv_field(f, r->test.started, ",");
        csv_field(f, r->test.player, ",");
        csv_field(f, r->test.state, ",");
        fprintf(f, "%d,%d,", r->test.finished, r->games_finished);
        if (rated(r))
            fprintf(f, "%d,%d,%d,", r->result.rating, r->result.lo, r->result.hi);
        else
            fprintf(f, ",,,");
        fprintf(f, "%d,", r->has_result ? r->result.positions : 0);
        if (r->has_result && r->result.positions > 0)
            fprintf(f, "%.2f,", r->result.mean_loss);
        else
            fprintf(f, ",");
        csv_field(f, r->has_result ? r->result.records_dir : "", ",");
        csv_field(f, r->has_result ? r->result.report_json : "", ",");
        fprintf(f, "%lld,", (long long)(r->test.main_ms / 1000));
        if (below(r))
            fprintf(f, "%d", r->result.rating);
        fputc(',', f);
        if (above(r))
            fprintf(f, "%d", r->result.rating);
        fputc(',', f);
        if (r->has_result && r->result.positions > 0)
            fprintf(f, "%.2f", r->result.mean_loss < 0 ? -r->result.mean_loss : 0.0);
        fputc('\n', f);
    }
}

static void json_int(FILE *f, const char *key, bool have, long long v)
{
    if (have)
        fprintf(f, ", \"%s\": %lld", key, v);
    else
        fprintf(f, ", \"%s\": null", key);
}

static void print_json(FILE *f, const StoreListRow *rows, int n)
{
    fprintf(f, "[");
    for (int i = 0; i < n; i++) {
        const StoreListRow *r = &rows[i];
        fprintf(f, "%s\n  {\"test_id\": %lld, \"started\": ", i ? "," : "", (long long)r->test.id);
        json_print_string(f, r->test.started);
        fprintf(f, ", \"player\": ");
        json_print_string(f, r->test.player);
        fprintf(f, ", \"state\": ");
        json_print_string(f, r->test.state);
        fprintf(f, ", \"finished\": %s, \"games\": %d", r->test.finished ? "true" : "false", r->games_finished);
        fprintf(f, ", \"clock_main_ms\": %lld, \"ten_minute_clock\": %s", (long long)r->test.main_ms,
                r->test.main_ms == 10 * 60 * 1000 ? "true" : "false");
        json_int(f, "rating", rated(r), r->result.rating);
        json_int(f, "low", rated(r), r->result.lo);
        json_int(f, "high", rated(r), r->result.hi);
        json_int(f, "below", below(r), r->result.rating);
        json_int(f, "above", above(r), r->result.rating);
        fprintf(f, ", \"positions\": %d", r->has_result ? r->result.positions : 0);
        if (r->has_result && r->result.positions > 0)
            fprintf(f, ", \"cost_per_move\": %.2f, \"mean_loss\": %.2f",
                    r->result.mean_loss < 0 ? -r->result.mean_loss : 0.0, r->result.mean_loss);
        if (r->has_result) {
            fprintf(f, ", \"records_dir\": ");
            json_print_string(f, r->result.records_dir);
            fprintf(f, ", \"report_json\": ");
            json_print_string(f, r->result.report_json);
        }
        fprintf(f, "}");
    }
    fprintf(f, "%s]\n", n ? "\n" : "");
}

/* "10m", "20s", "1m30s". */
static void clock_label(char *buf, size_t n, int64_t main_ms)
{
    long long min = main_ms / 60000, sec = main_ms / 1000 % 60;
    if (!sec)
        snprintf(buf, n, "%lldm", min);
    else if (!min)
        snprintf(buf, n, "%llds", sec);
    else
        snprintf(buf, n, "%lldm%llds", min, sec);
}

/* Columns are padded by their width on the terminal, so a Japanese name
 * (two columns a character) keeps the table straight. */
/* One header cell padded to its column in terminal columns (Japanese
 * headers are two columns a character). */
static void head(FILE *f, Lang lang, AppTextId id, int width, bool right)
{
    const char *t = app_text(lang, id);
    int pad = width - utf8_width_n(t, strlen(t));
    if (right)
        fprintf(f, "%*s%s", pad > 0 ? pad : 0, "", t);
    else
        text_print_padded(f, t, width);
}

static void print_table(FILE *f, const StoreListRow *rows, int n, Lang lang)
{
    if (n == 0) {
        fprintf(f, "%s\n", app_text(lang, MSG_LIST_NONE));
        return;
    }
    static const struct { AppTextId id; int width; bool right; } cols[] = {
        { MSG_LIST_ID, 4, false }, { MSG_LIST_STARTED, 19, false }, { MSG_LIST_PLAYER, 20, false },
        { MSG_LIST_STATE, 10, false }, { MSG_LIST_CLOCK, 8, false }, { MSG_LIST_RATING, 6, true },
        { MSG_LIST_RANGE, 12, false }, { MSG_LIST_POSITIONS, 5, true },
    };
    for (size_t k = 0; k < sizeof cols / sizeof cols[0]; k++) {
        head(f, lang, cols[k].id, cols[k].width, cols[k].right);
        fputc(' ', f);
    }
    fprintf(f, " %s\n", app_text(lang, MSG_LIST_RECORDS));
    for (int i = 0; i < n; i++) {
        const StoreListRow *r = &rows[i];
        char rating[16] = "-", range[24] = "-", clock[64];
        if (rated(r)) {
            snprintf(rating, sizeof rating, "%d", r->result.rating);
            snprintf(range, sizeof range, "%d..%d", r->result.lo, r->result.hi);
        } else if (below(r) || above(r)) {
            snprintf(rating, sizeof rating, "%c%d", below(r) ? '<' : '>', r->result.rating);
        }
        clock_label(clock, sizeof clock, r->test.main_ms);
        if (r->test.main_ms != 10 * 60 * 1000)
            strcat(clock, "*");
        fprintf(f, "%-4lld %-19s ", (long long)r->test.id, r->test.started);
        text_print_padded(f, r->test.player, 20);
        fprintf(f, " %-10s %-8s %6s %-12s %5d  %s\n", r->test.state, clock, rating, range,
                r->has_result ? r->result.positions : 0, r->has_result ? r->result.records_dir : "");
    }
    fprintf(f, "%s\n", app_text(lang, MSG_LIST_NOTE));
}

static void usage(FILE *out)
{
    fprintf(out, "usage: kiryoku results [--csv|--json] [--data DIR] [--lang ja|en]\n"
                 "  every placement test taken on this machine: name, date, state, clock,\n"
                 "  rating, its 90%% range, positions and where the records are\n"
                 "  --csv, --json   machine-readable output instead of a table\n"
                 "  --data DIR      data directory (default $XDG_DATA_HOME/kiryoku)\n"
                 "  --lang ja|en    the table's language (default from the locale)\n");
}

int cmd_results(int argc, char **argv)
{
    bool csv = false, json = false;
    const char *data = NULL;
    int lang = ui_lang_from_locale();
    const Option options[] = {
        OPTION_FLAG("--csv", &csv),
        OPTION_FLAG("--json", &json),
        OPTION_STRING("--data", &data),
        OPTION_LANG(&lang),
    };
    const OptionSpec spec = { .command = "results", .usage = usage, .options = options,
                              .option_count = OPTION_COUNT(options) };
    int parsed = options_parse_only(&spec, argc, argv);
    if (parsed != OPTIONS_OK)
        return options_exit_status(parsed);
    if (csv && json) {
        fprintf(stderr, "kiryoku results: --csv and --json exclude each other\n");
        return 2;
    }
    OutFormat fmt = csv ? OUT_CSV : json ? OUT_JSON : OUT_TABLE;
    char dir[512], words[1600], db[600];
    StoreError err;
    if (data)
        snprintf(dir, sizeof dir, "%s", data);
    else if (store_default_dir(dir, sizeof dir, &err) != 0) {
        fprintf(stderr, "kiryoku results: %s\n", failure_store_text((Lang)lang, &err, words, sizeof words));
        return 1;
    }
    snprintf(db, sizeof db, "%s/kiryoku.db", dir);
    struct stat st;
    StoreListRow *rows = NULL;
    int n = 0;
    Store *s = NULL;
    if (stat(db, &st) == 0) { /* no database yet: an empty list, and nothing created */
        s = store_open(dir, &err);
        if (!s || (n = store_list(s, &rows)) < 0) {
            /* The store's failure in the table's language. */
            failure_store_text((Lang)lang, s ? store_error(s) : &err, words, sizeof words);
            fprintf(stderr, "kiryoku results: %s\n", words);
            store_close(s);
            return 1;
        }
    }
    if (fmt == OUT_CSV)
        print_csv(stdout, rows, n);
    else if (fmt == OUT_JSON)
        print_json(stdout, rows, n);
    else
        print_table(stdout, rows, n, (Lang)lang);
    free(rows);
    store_close(s);
    return 0;
}
