/* kiryoku report: the report regenerated from stored data (issue 18), for
 * an organiser or after a new version. A test's number rewrites that
 * test's report.txt, report.json and report.html from its analysis table
 * and records, the way the test wrote them; analysis tables (from
 * `kiryoku analyze`, with or without the optional columns) give the same
 * three files for their player in --out. */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/assets.h"
#include "app/cmd/commands.h"
#include "app/cmd/data_dir.h"
#include "app/cmd/options.h"
#include "app/failure.h"
#include "app/report/result_text.h"
#include "app/report/test_report.h"
#include "app/report/write.h"
#include "app/store.h"
#include "app/text.h"
#include "rating/estimate.h"
#include "rating/estimate_print.h"
#include "ui/display.h"

static void help(FILE *out, Lang lang) { options_print_text(out, lang, MSG_HELP_REPORT); }

typedef struct {
    const char *out, *records, *player, *profile, *data;
    int lang;        /* the language of messages, and of a table's report */
    bool lang_given; /* --lang: a test's report too; else the test's own */
} Args;

static bool is_number(const char *s)
{
    if (!*s)
        return false;
    for (; *s; s++)
        if (!isdigit((unsigned char)*s))
            return false;
    return true;
}

/* Why a stored test has no result to write a report from. */
static AppTextId no_result_why(const StoreTest *t)
{
    if (!t->finished)
        return MSG_RPT_UNFINISHED;
    return strcmp(t->state, "abandoned") ? MSG_RPT_NO_RESULT : MSG_RPT_ABANDONED;
}

static int report_test(const Args *a, long long id)
{
    char dir[512], err[1600];
    if (data_dir_find("report", a->data, (Lang)a->lang, dir, sizeof dir) != 0)
        return 1;
    if (!data_dir_has_store(dir)) {
        options_error("report", (Lang)a->lang, MSG_RPT_NO_STORE, dir);
        return 1;
    }
    StoreError se;
    Store *store = store_open(dir, &se);
    if (!store) {
        fprintf(stderr, "kiryoku report: %s\n", failure_store_text((Lang)a->lang, &se, err, sizeof err));
        return 1;
    }
    StoreTest test;
    StoreResult old;
    int rc = 1;
    if (store_test_get(store, id, &test) != 0) {
        options_error("report", (Lang)a->lang, MSG_RPT_NO_TEST, id, dir);
    } else if (store_result_get(store, id, &old) != 1 || !old.records_dir[0]) {
        options_error("report", (Lang)a->lang, no_result_why(&test), id);
    } else {
        char tsv[700];
        StoreResult res;
        snprintf(tsv, sizeof tsv, "%s/analysis.tsv", old.records_dir);
        /* In the language the player read, unless --lang asks for another. */
        Lang lang = a->lang_given ? (Lang)a->lang : store_test_lang(&test, (Lang)a->lang);
        ReportSource src = { .test_id = test.id, .player = test.player, .started = test.started,
                             .main_ms = test.main_ms, .profile = a->profile, .lang = lang, .store = store,
                             .judge_failed = test.judge_failed, .judge_trouble = test.judge_trouble };
        if (report_write(&src, tsv, old.records_dir, &res, err, sizeof err) != 0) {
            fprintf(stderr, "kiryoku report: %s\n", err);
        } else {
            printf("%s\n%s\n%s/report.html\n", res.report_txt, res.report_json, res.records_dir);
            rc = 0;
        }
    }
    store_close(store);
    return rc;
}

/* ---- From tables --------------------------------------------------------- */

typedef struct {
    Table t;
    Estimate e;
    EstimateOptions o;
    bool have;
    Insight in;
    char profile_why[1024];  /* which profile rated, and why */
    char why_none[1024];     /* the estimator's message when !have */
    Lang lang;
} FromTables;

/* The reader's page: the rating and its range first, as a test's result
 * screen words them (result_text.h), from the estimate alone; the clock is
 * the one the table records (10 minutes when it records none). */
static char *reader_page(const FromTables *r)
{
    ResultFacts f;
    memset(&f, 0, sizeof f);
    f.lang = r->lang;
    f.verdict = ESTIMATE_TOO_FEW;
    f.min_positions = r->o.min_positions;
    f.range_low = r->e.profile.range_low;
    f.range_high = r->e.profile.range_high;
    f.main_ms = r->have && r->e.clock_main_ms > 0 ? r->e.clock_main_ms : 10 * 60 * 1000;
    result_facts_words(&f, &r->o);
    if (r->have && r->e.has_rating)
        result_facts_from_estimate(&f, &r->e);
    return result_screen_text(&f, INT_MAX, 76);
}

/* What only the organiser needs, under its own heading at the end: the
 * estimator's figures and filters, and which profile rated and why, in
 * the report's language. */
static void organiser_section(FILE *f, const FromTables *r)
{
    fprintf(f, "\n%s\n", app_text(r->lang, MSG_RPT_ORG_TABLE_TITLE));
    if (r->have) {
        estimate_print_text(f, &r->e, &r->o, r->lang);
    } else {
        char line[sizeof r->why_none + 64];
        snprintf(line, sizeof line, app_text(r->lang, MSG_RPT_ORG_NONE), r->why_none);
        report_organiser_line(f, r->lang, line);
    }
    report_organiser_line(f, r->lang, r->profile_why);
}

static int write_one(const char *dir, const char *name, FromTables *r, int kind)
{
    char path[1200], tmp[1210];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    snprintf(tmp, sizeof tmp, "%s.part", path);
    FILE *f = fopen(tmp, "w");
    if (!f) {
        options_error("report", r->lang, MSG_RPT_CANNOT_WRITE, tmp);
        return -1;
    }
    if (kind == 0) {
        char *page = reader_page(r);
        if (page)
            fputs(page, f);
        free(page);
        insight_write_text(f, &r->in);
        organiser_section(f, r);
    } else if (kind == 1) {
        fputs("{\n  \"estimate\": ", f);
        if (r->have)
            estimate_print_json(f, &r->e, &r->o);
        else
            fputs("null", f);
        insight_write_json(f, &r->in);
        fputs("\n}\n", f);
    } else {
        char *summary = reader_page(r);
        HtmlHead head = { r->t.sources[0].name, summary,
                          r->have && r->e.verdict == ESTIMATE_RATED ? r->e.rating : 0 };
        insight_write_html(f, &r->in, &head);
        free(summary);
    }
    if (fclose(f) != 0 || rename(tmp, path) != 0) {
        options_error("report", r->lang, MSG_RPT_CANNOT_WRITE, path);
        return -1;
    }
    printf("%s\n", path);
    return 0;
}

static void folder_of(const char *path, char *buf, size_t len)
{
    snprintf(buf, len, "%s", path);
    char *slash = strrchr(buf, '/');
    if (slash)
        *slash = '\0';
    else
        snprintf(buf, len, ".");
}

static int report_tables(const Args *a, const char **paths, int n)
{
    FromTables r;
    memset(&r, 0, sizeof r);
    table_init(&r.t);
    char err[1024], first_dir[900], ref[700];
    int rc = 1;
    for (int i = 0; i < n; i++) {
        /* A name or a mistyped number where a test's number was meant: say
         * both things it could have been, in the reader's language. */
        if (access(paths[i], R_OK) != 0) {
            options_error("report", (Lang)a->lang, MSG_RPT_NOT_TEST_OR_TABLE, paths[i], strerror(errno));
            goto done;
        }
        if (table_read_file(&r.t, paths[i], err, sizeof err) != 0) {
            fprintf(stderr, "kiryoku report: %s\n", err);
            goto done;
        }
    }
    Profile p;
    r.lang = (Lang)a->lang;
    if (a->profile && assets_load_profile(&p, a->profile, err, sizeof err) != 0) {
        fprintf(stderr, "kiryoku report: %s\n", err);
        goto done;
    }
    if (a->profile)
        snprintf(r.profile_why, sizeof r.profile_why, app_text(r.lang, MSG_PROFILE_ASKED_OPTION), p.name);
    else
        assets_profile_for_table(&r.t, NULL, r.lang, &p, r.profile_why, sizeof r.profile_why);
    estimate_options_default(&r.o);
    r.o.player = a->player;
    r.o.lang = r.lang;
    int player = estimate_pick_player(&r.t, a->player, err, sizeof err);
    if (player >= 0)
        player = estimate_options_follow_profile(&r.o, &p, err, sizeof err) ? -1 : player;
    if (player < 0) {
        fprintf(stderr, "kiryoku report: %s\n", err);
        goto done;
    }
    r.have = estimate_run(&r.t, &r.o, &p, &r.e, r.why_none, sizeof r.why_none) == 0;
    if (!r.have)
        r.e.profile = p;
    folder_of(paths[0], first_dir, sizeof first_dir);
    TableExtra *x = table_extra_read(&r.t, err, sizeof err);
    InsightInput src = { .t = &r.t, .extra = x, .counted = r.have ? r.e.rows : NULL,
                         .counted_count = r.have ? r.e.positions : 0, .player = player,
                         .records_dir = a->records ? a->records : first_dir,
                         .reference = assets_find("style-reference.txt", ref, sizeof ref) == 0 ? ref : NULL,
                         .lang = (Lang)a->lang, .stat = r.o.stat,
                         .every_move = estimate_options_every_move(&r.o) };
    if (insight_build(&r.in, &src, err, sizeof err) != 0) {
        free(x);
        fprintf(stderr, "kiryoku report: %s\n", err);
        goto done;
    }
    free(x);
    const char *out = a->out ? a->out : first_dir;
    report_organiser_line(stdout, r.lang, r.profile_why);
    rc = write_one(out, "report.txt", &r, 0) == 0 && write_one(out, "report.json", &r, 1) == 0 &&
                 write_one(out, "report.html", &r, 2) == 0 ? 0 : 1;
    insight_free(&r.in);
done:
    if (r.have)
        estimate_free(&r.e);
    table_free(&r.t);
    return rc;
}

int cmd_report(int argc, char **argv)
{
    Args a = { .lang = -1 };
    Option opts[] = {
        OPTION_STRING("--out|-o", &a.out),
        OPTION_STRING("--records", &a.records),
        OPTION_STRING("--player", &a.player),
        OPTION_LANG(&a.lang),
        OPTION_STRING("--profile", &a.profile),
        OPTION_STRING("--data", &a.data),
    };
    OptionSpec spec = { .command = "report", .help = help, .options = opts, .option_count = OPTION_COUNT(opts) };
    const char **operands = calloc((size_t)argc + 1, sizeof *operands);
    int n = 0;
    int parsed = operands ? options_parse(&spec, argc, argv, operands, &n) : OPTIONS_ERROR;
    a.lang_given = a.lang >= 0;
    if (!a.lang_given)
        a.lang = ui_lang_from_locale();
    int rc;
    if (parsed != OPTIONS_OK)
        rc = options_exit_status(parsed);
    else if (n == 0) {
        help(stderr, (Lang)a.lang);
        rc = 2;
    } else if (n == 1 && is_number(operands[0]))
        rc = report_test(&a, atoll(operands[0]));
    else
        rc = report_tables(&a, operands, n);
    free(operands);
    return rc;
}
