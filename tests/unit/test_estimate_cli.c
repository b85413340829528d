/* `kiryoku estimate` as a command: exit status, messages and output, by
 * calling cmd_estimate() with its standard streams sent to files. */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/cmd/commands.h"
#include "tests/capture.h"
#include "tests/check.h"
#include "tests/files.h"

static char out[65536], err[65536];

/* Runs cmd_estimate with its standard streams sent to files (tests/capture.h),
 * in English whatever the locale: the checks read its words. */
static int run(int argc, const char **args)
{
    const char *all[32] = { "--lang", "en" };
    for (int i = 0; i < argc && i < 30; i++)
        all[i + 2] = args[i];
    return capture_run(cmd_estimate, "estimate", argc + 2, all, "build/test-estimate-cli", out, sizeof out, err,
                       sizeof err);
}

#define RUN_ARGS(...) run((int)(sizeof((const char *[]){ __VA_ARGS__ }) / sizeof(const char *)), \
                          (const char *[]){ __VA_ARGS__ })

#define S1 "tests/data/thesis/subject1.tsv"

static void text_and_json(void)
{
    CHECK_INT(RUN_ARGS(S1), 0);
    CHECK(strstr(out, "subject1: rating 1484 (90% interval ") != NULL);
    CHECK(strstr(out, "from 55 positions in 4 game(s)") != NULL);
    CHECK_INT(RUN_ARGS("--json", "--lowest-progress=50", S1), 0);
    CHECK(strstr(out, "\"rating\": 1420,") != NULL);
    CHECK(strstr(out, "\"positions\": 50,") != NULL);
    CHECK(strstr(out, "\"resampled\": \"positions within each game\"") != NULL);
    CHECK(strstr(out, "\"lowest_progress\": 50") != NULL);
    CHECK(strstr(out, "{\"game\": \"s1g4\", \"game_plies\": 123") != NULL);
    CHECK_INT(RUN_ARGS("--no-clock-filter", "--json", S1), 0);
    CHECK(strstr(out, "\"rating\": 1529,") != NULL);
}

static void stdin_and_profile_file(void)
{
    write_file("build/test-estimate-cli.profile",
               "name: flat\nengine: Gikou 2.0.2\ndepth: 10\nform: linear\na: 0\nb: 1234\n");
    int saved = dup(0), fd = open(S1, O_RDONLY);
    dup2(fd, 0);
    close(fd);
    int rc = RUN_ARGS("--profile", "build/test-estimate-cli.profile", "-");
    dup2(saved, 0);
    close(saved);
    clearerr(stdin);
    CHECK_INT(rc, 0);
    CHECK(strstr(out, "subject1: rating 1234 (90% interval 1234 to 1234)") != NULL);
}

static void usage_errors_exit_2(void)
{
    CHECK_INT(RUN_ARGS("--json"), 2);
    CHECK(strstr(err, "usage: kiryoku estimate") != NULL);
    CHECK_INT(RUN_ARGS("--frobnicate", S1), 2);
    CHECK(strstr(err, "unknown option '--frobnicate'") != NULL);
    CHECK_INT(RUN_ARGS("--min-ply", "forty", S1), 2);
    CHECK(strstr(err, "--min-ply wants an integer") != NULL);
    CHECK_INT(RUN_ARGS(S1, "--player"), 2);
    CHECK(strstr(err, "no value after '--player'") != NULL);
    CHECK_INT(RUN_ARGS("--level", "1.5", S1), 2);
    CHECK_INT(RUN_ARGS("--lang", "fr", S1), 2);
    CHECK_INT(RUN_ARGS("--help"), 0);
}

static void bad_input_exits_1(void)
{
    write_file("build/test-estimate-cli.tsv",
               "game\tply\tplayer\teval_before\teval_after\tclock_left_ms\tgame_plies\tin_book\n"
               "g1\t41\tp\t0\t-5\t\t99\t0\n"
               "g1\t43\tp\t0\tten\t\t99\t0\n");
    CHECK_INT(RUN_ARGS("build/test-estimate-cli.tsv"), 1);
    CHECK(strstr(err, "build/test-estimate-cli.tsv:3: column 5 (eval_after): 'ten' is not a score") != NULL);
    CHECK_INT(RUN_ARGS("--min-ply", "200", S1), 1);
    CHECK(strstr(err, "no counting positions for 'subject1'") != NULL);
    CHECK_INT(RUN_ARGS("--player", "nobody", S1), 1);
    CHECK(strstr(err, "player 'nobody' has no moves") != NULL);
    CHECK_INT(RUN_ARGS("--profile", "no-such-profile", S1), 1);
    CHECK(strstr(err, "profile 'no-such-profile' not found") != NULL);
    CHECK_INT(RUN_ARGS("build/no-such-table.tsv"), 1);
    CHECK(strstr(err, "build/no-such-table.tsv: cannot open") != NULL);
}

int main(void)
{
    RUN(text_and_json);
    RUN(stdin_and_profile_file);
    RUN(usage_errors_exit_2);
    RUN(bad_input_exits_1);
    return check_summary();
}
