/* kiryoku-dev: the developer tools (`make dev`). The product's commands are
 * in build/kiryoku; these refit the engine's evaluation and make its
 * training data. */
#include <stdio.h>
#include <string.h>

#include "app/cmd/commands.h"
#include "app/version.h"
#include "tools/commands.h"

static const Command commands[] = {
    { "tune", cmd_tune, "fit the evaluation weights to game results (Texel): tune --data FILE [--out FILE]" },
    { "gensfen", cmd_gensfen, "self-play training records for the network: gensfen --out FILE [--games N] [--depth D]" },
    { "train", cmd_train, "train the evaluation network on gensfen records: train --data FILE --out NET [--epochs N]" },
};

static const int command_count = (int)(sizeof commands / sizeof commands[0]);

static int usage(FILE *out)
{
    fprintf(out, "kiryoku-dev %s: the embedded engine's developer tools\n\n"
                 "usage: kiryoku-dev COMMAND [options]   (kiryoku-dev COMMAND --help for details)\n\n",
            KIRYOKU_VERSION);
    for (int i = 0; i < command_count; i++)
        fprintf(out, "  %-8s %s\n", commands[i].name, commands[i].summary);
    return out == stdout ? 0 : 2;
}

int main(int argc, char **argv)
{
    if (argc < 2)
        return usage(stderr);
    const char *name = argv[1];
    if (!strcmp(name, "--help") || !strcmp(name, "-h") || !strcmp(name, "help"))
        return usage(stdout);
    for (int i = 0; i < command_count; i++)
        if (!strcmp(commands[i].name, name))
            return commands[i].run(argc - 1, argv + 1);
    fprintf(stderr, "kiryoku-dev: unknown command '%s' (try 'kiryoku-dev help')\n", name);
    return 2;
}
