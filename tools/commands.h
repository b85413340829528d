/* The developer commands of build/kiryoku-dev (`make dev`): tools that refit
 * or retrain the embedded engine. They are not part of the placement test,
 * so the shipped build/kiryoku does not carry them. Each lives in
 * tools/cmd_NAME.c and shares app/cmd/options.h's parser. */
#ifndef KIRYOKU_TOOLS_COMMANDS_H
#define KIRYOKU_TOOLS_COMMANDS_H

int cmd_tune(int argc, char **argv);
int cmd_gensfen(int argc, char **argv);
int cmd_train(int argc, char **argv);

#endif
