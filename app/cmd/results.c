/* `kiryoku results [--csv|--json]`: every test taken on this machine, for
 * organisers: name, date, state, rating, interval, positions, records. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "app/cmd/commands.h"
#include "app/cmd/options.h"
#include "app/store.h"
#include "rating/text_util.h"

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

static void print_csv(FILE *f, const StoreListRow *rows, int n)
{
    fprintf(f, "test_id,started,player,state,finished,games,rating,low,high,positions,mean_loss,records_dir,"
               "report_json\n");
    for (int i = 0; i < n; i++) {
        const StoreListRow *r = &rows[i];
        fprintf(f, "%lld,", (long long)r->test.id);
        csv_field(f, r->test.started, ",");
        csv_field(f, r->test.player, ",");
        csv_field(f, r->test.state, ",");
        fprintf(f, "%d,%d,", r->test.finished, r->games_finished);
        if (r->has_result && r->result.has_rating)
            fprintf(f, "%d,%d,%d,%d,%.2f,", r->result.rating, r->result.lo, r->result.hi, r->result.positions,
                    r->result.mean_loss);
        else
            fprintf(f, ",,,%d,,", r->has_result ? r->result.positions : 0);
        csv_field(f, r->has_result ? r->result.records_dir : "", ",");
        csv_field(f, r->has_result ? r->result.report_json : "", "\n");
    }
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
        if (r->has_result && r->result.has_rating)
            fprintf(f, ", \"rating\": %d, \"interval\": [%d, %d], \"positions\": %d, \"mean_loss\": %.2f",
                    r->result.rating, r->result.lo, r->result.hi, r->result.positions, r->result.mean_loss);
        else
            fprintf(f, ", \"rating\": null, \"positions\": %d", r->has_result ? r->result.positions : 0);
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

static void print_table(FILE *f, const StoreListRow *rows, int n)
{
    if (n == 0) {
        fprintf(f, "No tests taken yet.\n");
        return;
    }
    fprintf(f, "%-4s %-19s %-20s %-10s %6s %-11s %5s  %s\n", "id", "started (UTC)", "player", "state", "rating",
            "interval", "pos", "records");
    for (int i = 0; i < n; i++) {
        const StoreListRow *r = &rows[i];
        char rating[16] = "-", interval[24] = "-";
        if (r->has_result && r->result.has_rating) {
            snprintf(rating, sizeof rating, "%d", r->result.rating);
            snprintf(interval, sizeof interval, "%d-%d", r->result.lo, r->result.hi);
        }
        fprintf(f, "%-4lld %-19s %-20.20s %-10s %6s %-11s %5d  %s\n", (long long)r->test.id, r->test.started,
                r->test.player, r->test.state, rating, interval, r->has_result ? r->result.positions : 0,
                r->has_result ? r->result.records_dir : "");
    }
}

static void usage(FILE *out)
{
    fprintf(out, "usage: kiryoku results [--csv|--json] [--data DIR]\n"
                 "  every placement test taken on this machine: name, date, state, rating,\n"
                 "  interval, positions and where the records are\n"
                 "  --csv, --json   machine-readable output instead of a table\n"
                 "  --data DIR      data directory (default $XDG_DATA_HOME/kiryoku)\n");
}

int cmd_results(int argc, char **argv)
{
    bool csv = false, json = false;
    const char *data = NULL;
    const Option options[] = {
        OPTION_FLAG("--csv", &csv),
        OPTION_FLAG("--json", &json),
        OPTION_STRING("--data", &data),
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
    char dir[512], err[1024], db[600];
    if (data)
        snprintf(dir, sizeof dir, "%s", data);
    else if (store_default_dir(dir, sizeof dir, err, sizeof err) != 0) {
        fprintf(stderr, "kiryoku results: %s\n", err);
        return 1;
    }
    snprintf(db, sizeof db, "%s/kiryoku.db", dir);
    struct stat st;
    StoreListRow *rows = NULL;
    int n = 0;
    Store *s = NULL;
    if (stat(db, &st) == 0) { /* no database yet: an empty list, and nothing created */
        s = store_open(dir, err, sizeof err);
        if (!s || (n = store_list(s, &rows)) < 0) {
            fprintf(stderr, "kiryoku results: %s\n", s ? store_error(s) : err);
            store_close(s);
            return 1;
        }
    }
    if (fmt == OUT_CSV)
        print_csv(stdout, rows, n);
    else if (fmt == OUT_JSON)
        print_json(stdout, rows, n);
    else
        print_table(stdout, rows, n);
    free(rows);
    store_close(s);
    return 0;
}
