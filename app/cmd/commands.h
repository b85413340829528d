/* The subcommands of the one kiryoku binary. Each lives in its own file
 * under app/ as `int cmd_NAME(int argc, char **argv)`; argv[0] is the
 * subcommand's name. They return the process exit status. */
#ifndef KIRYOKU_COMMANDS_H
#define KIRYOKU_COMMANDS_H

typedef struct {
    const char *name;
    int (*run)(int argc, char **argv);
    const char *summary;
} Command;

int cmd_perft(int argc, char **argv);
int cmd_usi(int argc, char **argv);
int cmd_bench(int argc, char **argv);
int cmd_estimate(int argc, char **argv);
int cmd_analyze(int argc, char **argv);
int cmd_calibrate(int argc, char **argv);
int cmd_results(int argc, char **argv);
int cmd_test(int argc, char **argv);
int cmd_mate(int argc, char **argv);
int cmd_convert(int argc, char **argv);
int cmd_play(int argc, char **argv);
int cmd_report(int argc, char **argv);

#endif
