/* `kiryoku estimate [options] TABLE...`: analysis tables -> a rating. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/cmd/commands.h"
#include "rating/estimate.h"
#include "rating/estimate_options.h"
#include "rating/estimate_report.h"

static void usage(FILE *out)
{
    fprintf(out,
        "usage: kiryoku estimate [options] TABLE...   ('-' reads standard input)\n"
        "Estimates the tested player's rating from analysis tables (v1 TSV) by the\n"
        "mean loss over balanced positions (Baba 2019).\n"
        "  --player NAME         the player to estimate (default: the only player\n"
        "                        not named by a '# ai: NAME' header comment)\n"
        "  --profile NAME|FILE   the mean-loss -> rating mapping (default: the\n"
        "                        thesis line, rating = 4.2464 * mean_loss + 2529)\n"
        "  --json                print JSON instead of text\n"
        "%s"
        "exit status: 0 estimated, 1 bad input or nothing to estimate, 2 usage\n",
        estimate_options_help);
}

static int usage_error(const char **tables, const char *fmt, const char *what)
{
    free(tables);
    fprintf(stderr, "kiryoku estimate: ");
    fprintf(stderr, fmt, what);
    fputc('\n', stderr);
    return 2;
}

/* Reads the tables, estimates, prints; returns the exit status. */
static int run(const char **tables, int count, const EstimateOptions *o,
               const char *profile_spec, int json)
{
    char err[1024];
    if (!count) {
        usage(stderr);
        return 2;
    }
    Profile p;
    if (profile_spec ? profile_load(&p, profile_spec, err, sizeof err) : (profile_default(&p), 0)) {
        fprintf(stderr, "kiryoku estimate: %s\n", err);
        return 1;
    }
    Table t;
    table_init(&t);
    int status = 0;
    for (int k = 0; k < count && !status; k++)
        if (table_read_file(&t, tables[k], err, sizeof err))
            status = 1;
    Estimate e;
    if (!status && estimate_run(&t, o, &p, &e, err, sizeof err))
        status = 1;
    if (status) {
        fprintf(stderr, "kiryoku estimate: %s\n", err);
    } else {
        if (json)
            estimate_print_json(stdout, &e, o);
        else
            estimate_print_text(stdout, &e, o);
        estimate_free(&e);
    }
    table_free(&t);
    return status;
}

int cmd_estimate(int argc, char **argv)
{
    EstimateOptions o;
    estimate_options_default(&o);
    const char *profile_spec = NULL;
    int json = 0, table_args = 0, missing;
    char err[1024];
    const char **tables = calloc(argc, sizeof *tables);
    if (!tables)
        return 1;
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i], *v;
        int r = estimate_parse_option(&o, argc, argv, &i, err, sizeof err);
        if (r < 0)
            return usage_error(tables, "%s", err);
        if (r > 0)
            continue;
        if (!strcmp(arg, "-h") || !strcmp(arg, "--help")) {
            free(tables);
            usage(stdout);
            return 0;
        }
        if (!strcmp(arg, "--json")) {
            json = 1;
            continue;
        }
        if ((v = option_value(argc, argv, &i, "--player", &missing)))
            o.player = v;
        else if (!missing && (v = option_value(argc, argv, &i, "--profile", &missing)))
            profile_spec = v;
        else if (missing)
            return usage_error(tables, "no value after '%s'", arg);
        else if (arg[0] == '-' && arg[1])
            return usage_error(tables, "unknown option '%s' (see kiryoku estimate --help)", arg);
        else
            tables[table_args++] = arg;
    }
    int status = run(tables, table_args, &o, profile_spec, json);
    free(tables);
    return status;
}

