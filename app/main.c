/* kiryoku: the entry point. Dispatches to a subcommand (app/cmd/commands.h). */
#include <stdio.h>
#include <string.h>

#include "app/cmd/commands.h"
#include "app/version.h"

static int cmd_help(int argc, char **argv);

/* In the order a person reaches for them: the test and a free game first,
 * then what is done with their records; the engine's and the estimator's
 * tools for developers and researchers after. */
static const Command commands[] = {
    { "test", cmd_test, "the placement test (the default): [test] [--time S] [--kiosk] [--name NAME] [--lang ja|en]" },
    { "play", cmd_play, "a free game against the AI on the curses board: play [--ai ai1|ai2|level:R|none] [--time S] ..." },
    { "results", cmd_results, "every test taken on this machine: results [--csv|--json]" },
    { "convert", cmd_convert, "game records between KIF, KI2, CSA and USI lines: convert IN OUT | --to FORMAT IN..." },
    { "mate", cmd_mate, "solve a mate problem: mate SFEN [--nodes N] [--max-plies N]" },
    { "analyze", cmd_analyze, "game records -> analysis table (TSV): analyze [--engine SPEC] [--depth D] [--threads N] [-o OUT] GAME..." },
    { "estimate", cmd_estimate, "analysis table(s) -> rating with its interval: estimate [options] TABLE..." },
    { "report", cmd_report, "the report again from stored data: report [options] TESTID | TABLE..." },
    { "calibrate", cmd_calibrate, "fit rating = a*mean_loss + b from rated players' tables: calibrate --ratings FILE TABLE..." },
    { "usi", cmd_usi, "the embedded engine over the USI protocol (for GUIs and match tools)" },
    { "perft", cmd_perft, "count move-generation leaves: perft [--sfen SFEN] DEPTH [--divide]" },
    { "bench", cmd_bench, "search figures: fixed positions at a fixed depth (nodes, time, nps)" },
    { "help", cmd_help, "this list" },
};

static const int command_count = (int)(sizeof commands / sizeof commands[0]);

static int cmd_help(int argc, char **argv)
{
    (void)argc; (void)argv;
    printf("kiryoku %s: a shogi placement test in the terminal\n\n", KIRYOKU_VERSION);
    printf("usage: kiryoku [COMMAND] [options]   (kiryoku COMMAND --help for details)\n"
           "       kiryoku [--time S] [--name NAME] ...   (no command: the placement test)\n\n");
    for (int i = 0; i < command_count; i++)
        printf("  %-10s %s\n", commands[i].name, commands[i].summary);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc < 2)
        return cmd_test(argc, argv); /* `kiryoku` alone is the placement test */
    const char *name = argv[1];
    if (!strcmp(name, "--help") || !strcmp(name, "-h"))
        return cmd_help(argc, argv);
    if (!strcmp(name, "--version")) {
        printf("kiryoku %s\n", KIRYOKU_VERSION);
        return 0;
    }
    /* Options with no command are the test's (README: kiryoku [test] [--time S] ...);
     * the test's parser skips argv[0] as it would the word "test". */
    if (name[0] == '-')
        return cmd_test(argc, argv);
    for (int i = 0; i < command_count; i++)
        if (!strcmp(commands[i].name, name))
            return commands[i].run(argc - 1, argv + 1);
    fprintf(stderr, "kiryoku: unknown command '%s' (try 'kiryoku help')\n", name);
    return 2;
}
