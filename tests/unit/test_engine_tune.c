/* `kiryoku-dev tune` end to end on a tiny data set: it reads games and scored
 * positions, reports losses, and writes a weights file that is C. */
#include <unistd.h>

#include "tests/check.h"

static const char *binary(void)
{
    return CHECK_SANITIZED ? "build/asan/kiryoku-dev" : "build/kiryoku-dev";
}

static const char *LINE = "startpos moves 7g7f 3c3d 2g2f 8c8d 2f2e 8d8e 6i7h 4a3b 2e2d 2c2d 2h2d P*2c 2d2f";

static int run(const char *data_text, const char *extra, char *out, size_t outlen)
{
    char data[] = "/tmp/kiryoku-tune-test-XXXXXX";
    int fd = mkstemp(data);
    if (fd < 0 || write(fd, data_text, strlen(data_text)) != (ssize_t)strlen(data_text))
        return -1;
    close(fd);
    char cmd[512];
    snprintf(cmd, sizeof cmd, "%s tune --data %s --iters 20 --min-ply 0 %s 2>/dev/null", binary(), data, extra);
    FILE *p = popen(cmd, "r");
    size_t n = p ? fread(out, 1, outlen - 1, p) : 0;
    out[n] = '\0';
    int rc = p ? pclose(p) : -1;
    unlink(data);
    return rc;
}

static void test_games_and_weights_file(void)
{
    char text[4096] = "", out[4096];
    for (int i = 0; i < 12; i++) {
        char line[256];
        snprintf(line, sizeof line, "%s\t%s\n", i % 2 ? "1" : "0", LINE);
        strcat(text, line);
    }
    char weights[] = "/tmp/kiryoku-tune-weights-XXXXXX";
    int fd = mkstemp(weights);
    close(fd);
    char extra[128];
    snprintf(extra, sizeof extra, "--out %s", weights);
    CHECK_INT(run(text, extra, out, sizeof out), 0);
    CHECK(strstr(out, "positions: "));
    CHECK(strstr(out, "validation loss"));
    FILE *fp = fopen(weights, "r");
    char buf[512] = "";
    size_t n = fp ? fread(buf, 1, sizeof buf - 1, fp) : 0;
    buf[n] = '\0';
    if (fp)
        fclose(fp);
    CHECK(strstr(buf, "const int16_t eval_weights[EVAL_FEATURE_NB] = {"));
    unlink(weights);
}

static void test_scored_positions_and_bad_input(void)
{
    char text[1024], out[4096];
    snprintf(text, sizeof text, "0.73\t%s\n0.41\tstartpos moves 7g7f 3c3d\n", LINE);
    CHECK_INT(run(text, "--scored", out, sizeof out), 0);
    CHECK(strstr(out, "positions: "));
    CHECK(run("1\tstartpos moves 7g7f 7g7f\n", "", out, sizeof out) != 0);
}

int main(void)
{
    if (access(binary(), X_OK) != 0) {
        char m[256];
        snprintf(m, sizeof m, "%s is not built (make test builds it)", binary());
        check_fail(__FILE__, __LINE__, m);
        return check_summary();
    }
    RUN(test_games_and_weights_file);
    RUN(test_scored_positions_and_bad_input);
    return check_summary();
}
