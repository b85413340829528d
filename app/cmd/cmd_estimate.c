/* `kiryoku estimate [options] TABLE...`: analysis tables -> a rating. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/assets.h"
#include "app/cmd/commands.h"
#include "app/cmd/options.h"
#include "rating/estimate.h"
#include "rating/estimate_options.h"
#include "rating/estimate_print.h"
#include "ui/display.h"

static void usage(FILE *out)
{
    fprintf(out,
        "usage: kiryoku estimate [options] TABLE...   ('-' reads standard input)\n"
        "Estimates the tested player's rating from analysis tables (v1 TSV) as the\n"
        "placement test does: for kiryoku's own tables by the winning-chance mean\n"
        "over every move out of the AI's book; with an option that profile does not\n"
        "take, or another engine's tables, by the mean loss over balanced positions\n"
        "(Baba 2019); or by another statistic of the losses (--stat, --unit) when\n"
        "the profile was fitted for it; with a profile for another statistic, the\n"
        "statistic is printed without a rating.\n"
        "--stat choice fits the move-choice likelihood's sensitivity s to every legal\n"
        "move's score (tables from 'kiryoku analyze --root-scores') and prints s with\n"
        "its bootstrap interval and the mean log-likelihood per move (with --unit\n"
        "winprob the deltas are points of winning chance); no profile for\n"
        "it is shipped yet, so it gives no rating (docs/METHOD.md, 'Move-choice\n"
        "likelihood').\n"
        "  --player NAME         the player to estimate (default: the only player\n"
        "                        not named by a '# ai: NAME' header comment)\n"
        "  --profile NAME|FILE   the mean-loss -> rating mapping (default: the shipped\n"
        "                        profile made for the tables' engine and budget, as\n"
        "                        their '# engine:' and '# depth:' lines name it, that\n"
        "                        takes the options given; for kiryoku's own\n"
        "                        %s,\n"
        "                        else %s), else the thesis line,\n"
        "                        rating = 4.2464 * mean_loss + 2529). A profile that\n"
        "                        records its statistic and filters (one 'kiryoku\n"
        "                        calibrate' wrote) sets those the options leave\n"
        "                        out, and an option that contradicts it is refused\n"
        "  --json                print JSON instead of text\n"
        "  --lang ja|en          the language of the text and the warnings (default\n"
        "                        from the locale; JSON keys stay English)\n"
        "%s"
        "exit status: 0 estimated, 1 bad input or nothing to estimate, 2 usage\n",
        PROFILE_DEFAULT_NAME, PROFILE_EMBEDDED_NAME, estimate_options_help);
}

/* Reads the tables, estimates, prints; returns the exit status. */
static int run(const char **tables, int count, const EstimateOptions *o,
               const char *profile_spec, bool json)
{
    char err[1024];
    if (!count) {
        usage(stderr);
        return 2;
    }
    Profile p;
    if (profile_spec && assets_load_profile(&p, profile_spec, err, sizeof err)) {
        fprintf(stderr, "kiryoku estimate: %s\n", err);
        return 1;
    }
    Table t;
    table_init(&t);
    int status = 0;
    for (int k = 0; k < count && !status; k++)
        if (table_read_file(&t, tables[k], err, sizeof err))
            status = 1;
    if (!status && !profile_spec)
        assets_profile_for_table(&t, o, o->lang, &p, NULL, 0);
    /* A profile that names its statistic and filters rates only estimates
     * made with them. */
    EstimateOptions used = *o;
    if (!status && estimate_options_follow_profile(&used, &p, err, sizeof err))
        status = 1;
    Estimate e;
    if (!status && estimate_run(&t, &used, &p, &e, err, sizeof err))
        status = 1;
    if (status) {
        fprintf(stderr, "kiryoku estimate: %s\n", err);
    } else {
        if (json)
            estimate_print_json(stdout, &e, &used);
        else
            estimate_print_text(stdout, &e, &used, used.lang);
        estimate_free(&e);
    }
    table_free(&t);
    return status;
}

/* The estimator's own filter options (rating/estimate_options.h). */
static int estimator_options(void *ctx, int argc, char **argv, int *i, char *err, size_t errlen)
{
    return estimate_parse_option(ctx, argc, argv, i, err, errlen);
}

int cmd_estimate(int argc, char **argv)
{
    EstimateOptions o;
    estimate_options_default(&o);
    const char *profile_spec = NULL;
    bool json = false;
    int lang = ui_lang_from_locale();
    const Option options[] = {
        OPTION_STRING("--player", &o.player),
        OPTION_STRING("--profile", &profile_spec),
        OPTION_FLAG("--json", &json),
        OPTION_LANG(&lang),
    };
    const OptionSpec spec = { .command = "estimate", .usage = usage, .options = options,
                              .option_count = OPTION_COUNT(options), .delegate = estimator_options,
                              .delegate_ctx = &o };
    const char **tables = calloc((size_t)argc, sizeof *tables);
    int count = 0;
    if (!tables)
        return 1;
    int parsed = options_parse(&spec, argc, argv, tables, &count);
    o.lang = (Lang)lang;
    int status = parsed == OPTIONS_OK ? run(tables, count, &o, profile_spec, json) : options_exit_status(parsed);
    free(tables);
    return status;
}
