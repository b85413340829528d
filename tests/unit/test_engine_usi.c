/* `kiryoku usi` driven through a pipe: the handshake, options, a fixed-depth
 * search whose bestmove is legal, settai mode, `go mate`, the book and the
 * network. Every run must exit 0: under the ASan build a sanitizer report
 * makes the child exit non-zero, and that fails the case that ran it. */
#include <sys/wait.h>
#include <unistd.h>

#include "shogi/usi.h"
#include "tests/check.h"

static const char *binary(void)
{
    return CHECK_SANITIZED ? "build/asan/kiryoku" : "build/kiryoku";
}

/* Runs the binary with `script` on stdin; returns its whole output. */
static char *run_usi(const char *script)
{
    char path[] = "/tmp/kiryoku-usi-test-XXXXXX";
    int fd = mkstemp(path);
    if (fd < 0)
        return NULL;
    if (write(fd, script, strlen(script)) != (ssize_t)strlen(script)) {
        close(fd);
        return NULL;
    }
    close(fd);
    char cmd[512];
    snprintf(cmd, sizeof cmd, "%s usi < %s", binary(), path);
    FILE *p = popen(cmd, "r");
    CHECK(p != NULL);
    static char out[1 << 16];
    size_t n = p ? fread(out, 1, sizeof out - 1, p) : 0;
    out[n] = '\0';
    int status = p ? pclose(p) : -1;
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        char m[700];
        snprintf(m, sizeof m, "%s did not exit 0 (wait status %d; a sanitizer report is above, if any)", cmd, status);
        check_fail(__FILE__, __LINE__, m);
    }
    unlink(path);
    return out;
}

/* The move after "bestmove " (or "checkmate "), copied into buf. */
static const char *word_after(const char *out, const char *key, char *buf, size_t len)
{
    const char *b = strstr(out, key);
    if (!b)
        return "";
    b += strlen(key);
    size_t i = 0;
    while (b[i] && b[i] != ' ' && b[i] != '\n' && i + 1 < len) {
        buf[i] = b[i];
        i++;
    }
    buf[i] = '\0';
    return buf;
}

static void test_handshake_and_search(void)
{
    char *out = run_usi("usi\nisready\nusinewgame\nposition startpos moves 7g7f 3c3d\ngo depth 4\n");
    CHECK(out && strstr(out, "id name kiryoku"));
    CHECK(strstr(out, "option name USI_Hash type spin"));
    CHECK(strstr(out, "usiok\n"));
    CHECK(strstr(out, "readyok\n"));
    CHECK(strstr(out, "info depth 4 "));
    CHECK(strstr(out, " score cp "));
    char mv[16];
    word_after(out, "bestmove ", mv, sizeof mv);
    static Position pos;
    char err[128];
    CHECK_INT(pos_set_usi(&pos, "startpos moves 7g7f 3c3d", err, sizeof err), 0);
    Move m = move_from_usi(&pos, mv);
    CHECK(m != MOVE_NONE && pos_is_legal(&pos, m));
}

static void test_settai_option_and_stop(void)
{
    char *out = run_usi("usi\nsetoption name USI_Hash value 8\nsetoption name Objective value target\n"
                        "setoption name Target value 0\nposition startpos\ngo infinite\nstop\n");
    CHECK(out && strstr(out, "bestmove "));
    CHECK(!strstr(out, "unknown"));
}

static void test_multipv_all(void)
{
    char *out = run_usi("usi\nsetoption name Objective value all\nposition startpos\ngo depth 2\n");
    /* 30 legal moves at the start: 30 lines per iteration. */
    CHECK(out && strstr(out, "info depth 2 ") && strstr(out, " multipv 30 "));
    CHECK(!strstr(out, " multipv 31 "));
}

static void test_go_mate(void)
{
    char *out = run_usi("position sfen 4k4/9/4P4/9/9/9/9/9/4K4 b G 1\ngo mate 2000\n");
    char mv[16];
    CHECK_STR(word_after(out, "checkmate ", mv, sizeof mv), "G*5b");
    out = run_usi("position startpos\ngo mate 300\n");
    CHECK(strstr(out, "checkmate nomate"));
}

static void test_bad_input_is_named(void)
{
    char *out = run_usi("position startpos moves 7g7f 7g7f\nfrobnicate\nisready\n");
    CHECK(strstr(out, "info string error: position:"));
    CHECK(strstr(out, "unknown command 'frobnicate'"));
    CHECK(strstr(out, "readyok"));
}

/* UseNNUE finds the shipped net, says which loops this CPU runs it with,
 * and searches with it. */
static void test_network(void)
{
    char *out = run_usi("setoption name UseNNUE value true\nisready\nposition startpos\ngo depth 3\n");
    CHECK(out && strstr(out, "info string evaluation: network "));
    CHECK(strstr(out, "kiryoku.nnue (train seed 1, 496120 positions"));
    CHECK(strstr(out, ", plain loops\n") || strstr(out, ", sse2 loops\n") || strstr(out, ", vector loops\n") ||
          strstr(out, ", avx2 loops\n"));
    char mv[16];
    static Position pos;
    pos_init_startpos(&pos);
    Move m = move_from_usi(&pos, word_after(out, "bestmove ", mv, sizeof mv));
    CHECK(m != MOVE_NONE && pos_is_legal(&pos, m));
}

static void test_own_book(void)
{
    char *out = run_usi("usi\nsetoption name OwnBook value true\nposition startpos\ngo movetime 50\n");
    CHECK(strstr(out, "option name OwnBook type check"));
    /* The book ships in assets/, beside which the tests run: not finding it is a failure. */
    CHECK(!strstr(out, "info string error: book:"));
    CHECK(strstr(out, "info string book move"));
    char mv[16];
    static Position pos;
    pos_init_startpos(&pos);
    Move m = move_from_usi(&pos, word_after(out, "bestmove ", mv, sizeof mv));
    CHECK(m != MOVE_NONE && pos_is_legal(&pos, m));
}

int main(void)
{
    /* Tests run from the source tree; the ASan binary is not beside assets/. */
    if (!getenv("KIRYOKU_ASSETS"))
        setenv("KIRYOKU_ASSETS", "assets", 1);
    if (access(binary(), X_OK) != 0) {
        char m[256];
        snprintf(m, sizeof m, "%s is not built (make test builds it)", binary());
        check_fail(__FILE__, __LINE__, m);
        return check_summary();
    }
    RUN(test_handshake_and_search);
    RUN(test_settai_option_and_stop);
    RUN(test_multipv_all);
    RUN(test_go_mate);
    RUN(test_bad_input_is_named);
    RUN(test_own_book);
    RUN(test_network);
    return check_summary();
}
