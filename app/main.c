/* kiryoku: the entry point. Dispatches to a subcommand (app/cmd/commands.h). */
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "app/cmd/commands.h"
#include "app/cmd/options.h"
#include "app/text.h"
#include "app/version.h"

static int cmd_help(int argc, char **argv);

/* A command as `kiryoku help` lists it: its line in both languages (not
 * commands.h's English Command, which kiryoku-dev keeps); the analysts'
 * commands are listed under their own heading, their help in English. */
typedef struct {
    const char *name;
    int (*run)(int argc, char **argv);
    AppTextId summary;
    bool analysts;
} Entry;

/* In the order a person reaches for them: the test and a free game first,
 * then what is done with their records; the engine's and the estimator's
 * tools for analysts and developers after, under their own heading. */
static const Entry commands[] = {
    { "test", cmd_test, MSG_CMD_TEST, false },
    { "play", cmd_play, MSG_CMD_PLAY, false },
    { "results", cmd_results, MSG_CMD_RESULTS, false },
    { "report", cmd_report, MSG_CMD_REPORT, false },
    { "help", cmd_help, MSG_CMD_HELP, false },
    { "convert", cmd_convert, MSG_CMD_CONVERT, true },
    { "mate", cmd_mate, MSG_CMD_MATE, true },
    { "analyze", cmd_analyze, MSG_CMD_ANALYZE, true },
    { "estimate", cmd_estimate, MSG_CMD_ESTIMATE, true },
    { "calibrate", cmd_calibrate, MSG_CMD_CALIBRATE, true },
    { "usi", cmd_usi, MSG_CMD_USI, true },
    { "perft", cmd_perft, MSG_CMD_PERFT, true },
    { "bench", cmd_bench, MSG_CMD_BENCH, true },
};

static const int command_count = (int)(sizeof commands / sizeof commands[0]);

/* The list in --lang's language (kiryoku help --lang ja), else the locale's. */
static int cmd_help(int argc, char **argv)
{
    Lang lang = options_lang(argc, argv);
    options_print_text(stdout, lang, MSG_HELP_TOP, KIRYOKU_VERSION);
    for (int i = 0; i < command_count; i++) {
        if (commands[i].analysts && (i == 0 || !commands[i - 1].analysts))
            options_print_text(stdout, lang, MSG_HELP_ANALYSTS);
        printf("  %-10s %s\n", commands[i].name, app_text(lang, commands[i].summary));
    }
    return 0;
}

/* `kiryoku --lang ja results`: the one option every command takes, given
 * before a command's name (the README's Japanese lines start that way), goes
 * to that command. Returns its status, or -1 when argv is not of that form. */
static int lang_before_command(int argc, char **argv)
{
    int skip = !strcmp(argv[1], "--lang") ? 2 : !strncmp(argv[1], "--lang=", 7) ? 1 : 0;
    if (!skip || argc <= skip + 1)
        return -1;
    for (int i = 0; i < command_count; i++) {
        if (strcmp(commands[i].name, argv[1 + skip]) != 0)
            continue;
        char *moved[argc];
        moved[0] = argv[1 + skip];
        for (int k = 0; k < skip; k++)
            moved[1 + k] = argv[1 + k];
        for (int k = 2 + skip; k < argc; k++)
            moved[k - 1] = argv[k];
        moved[argc - 1] = NULL;
        return commands[i].run(argc - 1, moved);
    }
    return -1;
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
    int moved = name[0] == '-' ? lang_before_command(argc, argv) : -1;
    if (moved >= 0)
        return moved;
    if (name[0] == '-')
        return cmd_test(argc, argv);
    for (int i = 0; i < command_count; i++)
        if (!strcmp(commands[i].name, name))
            return commands[i].run(argc - 1, argv + 1);
    options_error(NULL, options_lang(argc, argv), MSG_UNKNOWN_COMMAND, name); /* kiryoku tset --lang ja */
    return 2;
}
