/* `kiryoku results [--csv|--json]`: every test taken on this machine, for
 * organisers: name, date, state, clock, rating, interval, positions,
 * records. A rating past its profile's range is "below N" / "above N"
 * (never a number the scale was not checked on); a test on a clock other
 * than 10 minutes says so. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/json.h"
#include "base/text.h"
#include "base/text_width.h"
#include "base/utf8.h"
#include "ui/display.h"
#include "app/cmd/commands.h"
#include "app/cmd/data_dir.h"
#include "app/cmd/options.h"
#include "app/cmd/results_edit.h"
#include "app/failure.h"
#include "app/store.h"
#include "app/text.h"

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

/* The unit of a result's mean_loss, and what it counted. */
static const char *loss_unit(const StoreListRow *r) { return r->result.winprob ? "winprob" : "cp"; }
static const char *counted(const StoreListRow *r) { return r->result.every_move ? "every_move" : "balanced"; }

static void print_csv(FILE *f, const StoreListRow *rows, char (*records)[1024], int n)
{
    fprintf(f, "test_id,started,player,state,finished,games,rating,low,high,positions,mean_loss,records_dir,"
               "report_json,clock_s,below,above,cost_per_move,loss_unit,counted\n");
    for (int i = 0; i < n; i++) {
        const StoreListRow *r = &rows[i];
        fprintf(f, "%lld,", (long long)r->test.id);
        csv_field(f, r->test.started, ",");
        /* A name is what a visitor typed: one that starts like a formula
         * (= + - @) would run in the spreadsheet the README opens the CSV
         * in, so it gets a quote first, which makes it text there. */
        char name[256], quoted[260];
        text_sanitize(r->test.player, name, sizeof name);
        snprintf(quoted, sizeof quoted, "%s%s", strchr("=+-@", name[0]) && name[0] ? "'" : "", name);
        csv_field(f, quoted, ",");
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
        csv_field(f, records[i], ",");
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
        /* mean_loss and cost_per_move are in loss_unit, over what counted
         * (issue 35: the default counts every move, in winning chances). */
        if (r->has_result)
            fprintf(f, ",%s,%s", loss_unit(r), counted(r));
        else
            fputs(",,", f);
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

static void print_json(FILE *f, const StoreListRow *rows, char (*records)[1024], int n)
{
    fprintf(f, "[");
    for (int i = 0; i < n; i++) {
        const StoreListRow *r = &rows[i];
        fprintf(f, "%s\n  {\"test_id\": %lld, \"started\": ", i ? "," : "", (long long)r->test.id);
        json_print_string(f, r->test.started);
        fprintf(f, ", \"player\": ");
        char name[256];
        json_print_string(f, text_sanitize(r->test.player, name, sizeof name));
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
        if (r->has_result)
            fprintf(f, ", \"loss_unit\": \"%s\", \"counted\": \"%s\"", loss_unit(r), counted(r));
        if (records[i][0]) {
            fprintf(f, ", \"records_dir\": ");
            json_print_string(f, records[i]);
        }
        if (r->has_result) {
            fprintf(f, ", \"report_json\": ");
            json_print_string(f, r->result.report_json);
        }
        fprintf(f, "}");
    }
    fprintf(f, "%s]\n", n ? "\n" : "");
}

/* "10m", "20s", "1m30s" (ja "10分", "20秒", "1分30秒"). */
static void clock_label(char *buf, size_t n, int64_t main_ms, Lang lang)
{
    long min = (long)(main_ms / 60000), sec = (long)(main_ms / 1000 % 60);
    if (!sec)
        snprintf(buf, n, app_text(lang, MSG_LIST_CLOCK_M), min);
    else if (!min)
        snprintf(buf, n, app_text(lang, MSG_LIST_CLOCK_S), sec);
    else
        snprintf(buf, n, app_text(lang, MSG_LIST_CLOCK_MS), min, sec);
}

/* The stored state ("done", "game3", "break2", ...) in the table's words. */
static void state_label(char *buf, size_t n, const char *state, Lang lang)
{
    int game = 0;
    if (!strcmp(state, "done"))
        snprintf(buf, n, "%s", app_text(lang, MSG_LIST_DONE));
    else if (!strcmp(state, "abandoned"))
        snprintf(buf, n, "%s", app_text(lang, MSG_LIST_ABANDONED));
    else if (sscanf(state, "game%d", &game) == 1)
        snprintf(buf, n, app_text(lang, MSG_LIST_IN_GAME), game);
    else if (!strncmp(state, "break", 5))
        snprintf(buf, n, "%s", app_text(lang, MSG_LIST_IN_BREAK));
    else if (!strcmp(state, "analysis") || !strcmp(state, "result"))
        snprintf(buf, n, "%s", app_text(lang, MSG_LIST_ANALYSING));
    else
        snprintf(buf, n, "%s", app_text(lang, MSG_LIST_STARTED_ONLY));
}

/* s cut to at most width terminal columns, a cut marked with '~'. */
static void fit(const char *s, int width, char *buf, size_t n)
{
    const char *p = s, *end = s + strlen(s);
    size_t used = 0;
    int w = 0;
    while (p < end) {
        const char *q = p;
        int cw = utf8_cp_width(utf8_next(&q, end));
        size_t len = (size_t)(q - p);
        bool last = q >= end;
        if (w + cw > width - (last ? 0 : 1) || used + len + 2 > n) {
            buf[used++] = '~';
            break;
        }
        memcpy(buf + used, p, len);
        used += len;
        w += cw < 0 ? 0 : cw;
        p = q;
    }
    buf[used] = '\0';
}

/* One cell padded (or right-aligned) to its width in terminal columns,
 * then the space between columns (none after the last). */
static void cell(FILE *f, const char *t, int width, bool right, bool last)
{
    int pad = width - utf8_width_n(t, strlen(t));
    if (right)
        fprintf(f, "%*s%s", pad > 0 ? pad : 0, "", t);
    else if (last)
        fputs(t, f);
    else
        text_print_padded(f, t, width);
    if (!last)
        fputc(' ', f);
}

/* The table's columns: 79 terminal columns at most, so an 80-column
 * terminal shows each test on one line; the records folder's full path is
 * in --csv and --json, the table says whether there is one. */
enum { COL_ID, COL_DATE, COL_PLAYER, COL_STATE, COL_CLOCK, COL_RATING, COL_RANGE, COL_POS, COL_RECORDS, COLS };
static const struct { AppTextId id; int width; bool right; } cols[COLS] = {
    { MSG_LIST_ID, 4, false }, { MSG_LIST_STARTED, 10, false }, { MSG_LIST_PLAYER, 13, false },
    { MSG_LIST_STATE, 9, false }, { MSG_LIST_CLOCK, 8, false }, { MSG_LIST_RATING, 6, true },
    { MSG_LIST_RANGE, 10, false }, { MSG_LIST_POSITIONS, 4, true }, { MSG_LIST_RECORDS, 7, false },
};

static void print_row(FILE *f, const StoreListRow *r, const char *records, Lang lang)
{
    char text[COLS][256];
    snprintf(text[COL_ID], sizeof text[0], "%lld", (long long)r->test.id);
    snprintf(text[COL_DATE], sizeof text[0], "%.10s", r->test.started);
    char name[256];
    fit(text_sanitize(r->test.player, name, sizeof name), cols[COL_PLAYER].width, text[COL_PLAYER], sizeof text[0]);
    state_label(text[COL_STATE], sizeof text[0], r->test.state, lang);
    clock_label(text[COL_CLOCK], sizeof text[0] - 1, r->test.main_ms, lang);
    if (r->test.main_ms != 10 * 60 * 1000)
        strcat(text[COL_CLOCK], "*");
    snprintf(text[COL_RATING], sizeof text[0], "-");
    snprintf(text[COL_RANGE], sizeof text[0], "-");
    if (rated(r)) {
        snprintf(text[COL_RATING], sizeof text[0], "%d", r->result.rating);
        snprintf(text[COL_RANGE], sizeof text[0], "%d..%d", r->result.lo, r->result.hi);
    } else if (below(r) || above(r)) {
        snprintf(text[COL_RATING], sizeof text[0], "%c%d", below(r) ? '<' : '>', r->result.rating);
    }
    snprintf(text[COL_POS], sizeof text[0], "%d", r->has_result ? r->result.positions : 0);
    snprintf(text[COL_RECORDS], sizeof text[0], "%s", records[0] ? app_text(lang, MSG_LIST_HAS_RECORDS) : "-");
    for (int k = 0; k < COLS; k++)
        cell(f, text[k], cols[k].width, cols[k].right, k == COLS - 1);
    fputc('\n', f);
}

static void print_table(FILE *f, const StoreListRow *rows, char (*records)[1024], int n, const char *dir, Lang lang)
{
    if (n == 0) {
        fprintf(f, "%s\n", app_text(lang, MSG_LIST_NONE));
        return;
    }
    /* The headers are cells too (Japanese ones two columns a character). */
    for (int k = 0; k < COLS; k++)
        cell(f, app_text(lang, cols[k].id), cols[k].width, cols[k].right, k == COLS - 1);
    fputc('\n', f);
    bool any_folder = false;
    for (int i = 0; i < n; i++) {
        print_row(f, &rows[i], records[i], lang);
        any_folder = any_folder || records[i][0];
    }
    fprintf(f, "%s\n", app_text(lang, MSG_LIST_NOTE));
    fprintf(f, app_text(lang, any_folder ? MSG_LIST_WHERE : MSG_LIST_WHERE_LATER), dir);
    fputc('\n', f);
}

static void help(FILE *out, Lang lang) { options_print_text(out, lang, MSG_HELP_RESULTS); }

/* --rename ID NAME or --delete ID, when one was given (1: done, *rc set). */
static int edit(long long rename_id, long long delete_id, bool yes, const char *data, const char *name, Lang lang,
                int *rc)
{
    if (rename_id < 0 && delete_id < 0)
        return 0;
    char dir[512];
    if (data_dir_find("results", data, lang, dir, sizeof dir) != 0)
        *rc = 1;
    else
        *rc = rename_id >= 0 ? results_rename(dir, rename_id, name, lang) : results_delete(dir, delete_id, yes, lang);
    return 1;
}

/* The list itself: every test of the data folder, in the format asked. */
static int list_tests(const char *data, OutFormat fmt, Lang lang)
{
    char dir[512], words[1600];
    if (data_dir_find("results", data, lang, dir, sizeof dir) != 0)
        return 1;
    StoreError err;
    StoreListRow *rows = NULL;
    int n = 0;
    Store *s = NULL;
    if (data_dir_has_store(dir)) { /* no database yet: an empty list, and nothing created */
        s = store_open(dir, &err);
        if (!s || (n = store_list(s, &rows)) < 0) {
            /* The store's failure in the table's language. */
            failure_store_text(lang, s ? store_error(s) : &err, words, sizeof words);
            fprintf(stderr, "kiryoku results: %s\n", words);
            store_close(s);
            return 1;
        }
    }
    char (*records)[1024] = calloc((size_t)n + 1, sizeof *records);
    if (!records) {
        /* Not an empty list: that would tell an organiser the tests are gone. */
        fprintf(stderr, "kiryoku results: %s\n", app_text(lang, MSG_STORE_NO_MEMORY));
        free(rows);
        store_close(s);
        return 1;
    }
    for (int i = 0; i < n; i++)
        data_dir_test_folder(dir, (long long)rows[i].test.id, rows[i].has_result ? &rows[i].result : NULL, records[i],
                             sizeof records[i]);
    if (fmt == OUT_CSV)
        print_csv(stdout, rows, records, n);
    else if (fmt == OUT_JSON)
        print_json(stdout, rows, records, n);
    else
        print_table(stdout, rows, records, n, dir, lang);
    free(records);
    free(rows);
    store_close(s);
    return 0;
}

int cmd_results(int argc, char **argv)
{
    bool csv = false, json = false, yes = false;
    long long rename_id = -1, delete_id = -1;
    const char *data = NULL;
    int lang = ui_lang_from_locale();
    const Option options[] = {
        OPTION_FLAG("--csv", &csv),
        OPTION_FLAG("--json", &json),
        OPTION_LLONG("--rename", &rename_id, 1, INT64_MAX),
        OPTION_LLONG("--delete", &delete_id, 1, INT64_MAX),
        OPTION_FLAG("--yes", &yes),
        OPTION_STRING("--data", &data),
        OPTION_LANG(&lang),
    };
    const OptionSpec spec = { .command = "results", .help = help, .options = options,
                              .option_count = OPTION_COUNT(options) };
    const char **operands = calloc((size_t)argc + 1, sizeof *operands);
    int n_operands = 0, parsed = operands ? options_parse(&spec, argc, argv, operands, &n_operands) : OPTIONS_ERROR;
    const char *name = n_operands > 0 ? operands[0] : "";
    const char *extra = n_operands > (rename_id >= 0) ? operands[rename_id >= 0] : NULL;
    free(operands);
    if (parsed != OPTIONS_OK)
        return options_exit_status(parsed);
    if (extra) {
        options_error("results", (Lang)lang, MSG_OPT_UNEXPECTED, extra, "results");
        return 2;
    }
    if ((int)csv + (int)json + (rename_id >= 0) + (delete_id >= 0) > 1) {
        options_error("results", (Lang)lang, csv && json ? MSG_RESULTS_CSV_AND_JSON : MSG_EDIT_ONE_ACTION);
        return 2;
    }
    int rc = 0;
    if (edit(rename_id, delete_id, yes, data, name, (Lang)lang, &rc))
        return rc;
    return list_tests(data, csv ? OUT_CSV : json ? OUT_JSON : OUT_TABLE, (Lang)lang);
}
