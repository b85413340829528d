/* kiryoku mate as a user runs it: the printed line, both lengths, the
 * Japanese line, "no mate", bad input and the --file summary. */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/cmd/commands.h"
#include "tests/check.h"

static char out[65536];

/* Runs cmd_mate with stdout captured into `out`; returns its exit status. */
static int run(int argc, const char **argv)
{
    char path[] = "/tmp/kiryoku-mate-cli-XXXXXX";
    int fd = mkstemp(path);
    if (fd < 0)
        return -1;
    fflush(stdout);
    int saved = dup(1);
    dup2(fd, 1);
    int rc = cmd_mate(argc, (char **)argv);
    fflush(stdout);
    dup2(saved, 1);
    close(saved);
    lseek(fd, 0, SEEK_SET);
    ssize_t n = read(fd, out, sizeof out - 1);
    out[n > 0 ? n : 0] = '\0';
    close(fd);
    unlink(path);
    return rc;
}

static void prints_mate_in_both_conventions(void)
{
    const char *argv[] = { "mate", "6Snl/5+Rg1k/6ppp/9/9/9/9/9/9", "b", "r2b3g3s3n3l15p", "1" };
    CHECK_INT(run(5, argv), 0);
    CHECK(strstr(out, "mate in 1: 4b3b\n") != NULL);
    CHECK(strstr(out, "▲３二龍") != NULL);
    CHECK(strstr(out, "counting every interposition: mate in 3: 4b3b ") != NULL);
    CHECK(strstr(out, "nodes ") != NULL);
}

static void prints_no_mate_and_limits(void)
{
    const char *argv[] = { "mate", "startpos" };
    CHECK_INT(run(2, argv), 0);
    CHECK(strstr(out, "no mate\n") != NULL);
    const char *limited[] = { "mate", "--max-plies", "3", "9/4k4/9/4P4/9/9/9/9/9 b G2r2b4s4n4l17p 1" };
    CHECK_INT(run(4, limited), 0);
    CHECK(strstr(out, "no mate within 3 plies") != NULL);
    const char *budget[] = { "mate", "--nodes", "2", "ln7/1k1+P5/1pp1S4/p8/9/2P6/9/9/9 b BGN2rbg2s2n3l13p 1" };
    CHECK_INT(run(4, budget), 1);
    CHECK(strstr(out, "unknown: no result within 2 nodes") != NULL);
}

static void bad_input_is_refused(void)
{
    const char *bad[] = { "mate", "not-a-position" };
    CHECK_INT(run(2, bad), 2);
    const char *badopt[] = { "mate", "--nodes", "x", "startpos" };
    CHECK_INT(run(4, badopt), 2);
    const char *none[] = { "mate" };
    CHECK_INT(run(1, none), 2);
}

static void file_mode_summarises(void)
{
    char path[1024];
    if (!CHECK_DATA_FILE("tsume/tsume_vectors.tsv", path))
        return;
    const char *argv[] = { "mate", "--file", path, "--hash", "16" };
    CHECK_INT(run(5, argv), 0);
    CHECK(strstr(out, "solved 70 of 70 (100.0%)") != NULL);
    CHECK(strstr(out, "FAILED") == NULL);
}

int main(void)
{
    RUN(prints_mate_in_both_conventions);
    RUN(prints_no_mate_and_limits);
    RUN(bad_input_is_refused);
    RUN(file_mode_summarises);
    return check_summary();
}
