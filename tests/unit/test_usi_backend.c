/* The USI backend against scripted fake engines (tests/fake-engines/):
 * parsing, go building, objectives over MultiPV, and every failure mode the
 * bridge must survive: no handshake, crash mid-search, garbage, a hung stop.
 * A real fairy-stockfish smoke test ends it; the peer is a test dependency
 * (scripts/install-deps.sh), so its absence is a failure, not a skip. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "bridge/bridge.h"
#include "bridge/usi_engine.h"
#include "bridge/usi_parse.h"
#include "tests/check.h"

static const char *LOG = "build/test-logs/fake-engines.log";

static BridgeConfig quick_config(void)
{
    BridgeConfig c = { 0 };
    c.log_path = LOG;
    c.handshake_timeout_ms = 1500;
    c.stop_timeout_ms = 800;
    return c;
}

/* The fake engine's state file (crash-once, persist), one per test run. */
static const char *state_path(void)
{
    static char path[128];
    snprintf(path, sizeof path, "build/test-logs/fake-state-%d", (int)getpid());
    return path;
}

static Bridge *open_fake_with(const char *mode, const BridgeConfig *c, char *err, size_t errlen)
{
    char spec[256];
    snprintf(spec, sizeof spec, "usi:sh tests/fake-engines/fake_usi.sh %s %s", mode, state_path());
    return bridge_open(spec, c, err, errlen);
}

static Bridge *open_fake(const char *mode, char *err, size_t errlen)
{
    BridgeConfig c = quick_config();
    return open_fake_with(mode, &c, err, errlen);
}

/* A fake engine that must start: NULL (a failed check, the reason on
 * stderr) if it did not. */
static Bridge *started_fake(const char *mode)
{
    char err[256] = "";
    Bridge *b = open_fake(mode, err, sizeof err);
    CHECK(b != NULL);
    if (!b)
        fprintf(stderr, "  %s: %s\n", mode, err);
    return b;
}

static BridgeLimits depth_limits(int depth)
{
    BridgeLimits l;
    bridge_limits_init(&l);
    l.depth = depth;
    return l;
}

static void test_parse_info(void)
{
    UsiInfo in;
    CHECK(usi_parse_info("info depth 6 seldepth 7 multipv 2 score cp -35 upperbound nodes 2227 time 10 pv 2h6h 6a5b",
                         &in));
    CHECK_INT(in.depth, 6);
    CHECK_INT(in.seldepth, 7);
    CHECK_INT(in.multipv, 2);
    CHECK_INT(in.score_value, -35);
    CHECK_INT(in.bound, BRIDGE_BOUND_UPPER);
    CHECK_INT(in.nodes, 2227);
    CHECK_STR(in.first_move, "2h6h");
    CHECK_STR(in.pv, "2h6h 6a5b");
    CHECK(usi_parse_info("info score mate -4 pv P*5e\r", &in));
    CHECK_INT(usi_info_score(&in, 0), bridge_score_from_mate(-4));
    CHECK(usi_parse_info("info score mate + pv 5e5d+", &in));
    CHECK(bridge_score_is_mate(usi_info_score(&in, 0)));
    CHECK(usi_info_score(&in, 0) > 0);
    CHECK(usi_parse_info("info depth 4 score cp 1148897 pv 3i4h pass", &in));
    CHECK(bridge_score_is_mate(usi_info_score(&in, USI_HUGE_CP)));
    CHECK(!usi_parse_info("info string hello 123", &in));
    CHECK(!usi_parse_info("info score cp abc", &in));
}

static void test_parse_other_lines(void)
{
    char m[8], p[8];
    CHECK(usi_parse_bestmove("bestmove 2d2c+ ponder P*5e", m, p));
    CHECK_STR(m, "2d2c+");
    CHECK_STR(p, "P*5e");
    CHECK(usi_parse_bestmove("bestmove resign", m, p));
    CHECK_STR(m, "resign");
    CHECK(!usi_parse_bestmove("bestmove", m, p));
    CHECK(!usi_parse_bestmove("bestmove 7g7g", m, p));
    CHECK(!usi_parse_bestmove("bestmove K*5e", m, p));
    UsiOption o;
    CHECK(usi_parse_option("option name MultiPV type spin default 1 min 1 max 500", &o));
    CHECK_STR(o.name, "MultiPV");
    CHECK_STR(o.type, "spin");
    CHECK_INT(o.max, 500);
    CHECK(!usi_parse_option("option name type spin", &o));
    CHECK_INT(usi_line_kind("  usiok \r"), USI_LINE_USIOK);
    CHECK_INT(usi_line_kind("id name X Y"), USI_LINE_ID_NAME);
    char name[32];
    usi_parse_id("id name Fairy-Stockfish 11.1 \r", name, sizeof name);
    CHECK_STR(name, "Fairy-Stockfish 11.1");
}

static void test_score_format(void)
{
    char buf[16];
    bridge_score_format(-120, buf, sizeof buf);
    CHECK_STR(buf, "-120");
    bridge_score_format(bridge_score_from_mate(5), buf, sizeof buf);
    CHECK_STR(buf, "mate+5");
    bridge_score_format(bridge_score_negate(bridge_score_from_mate(5)), buf, sizeof buf);
    CHECK_STR(buf, "mate-5");
}

static void test_build_go(void)
{
    UsiEngine u = { 0 };
    BridgeLimits l;
    char go[128];
    bridge_limits_init(&l);
    l.depth = 8;
    l.nodes = 5000;
    usi_build_go(&u, &l, go, sizeof go);
    CHECK_STR(go, "go depth 8 nodes 5000");
    bridge_limits_init(&l);
    usi_build_go(&u, &l, go, sizeof go);
    CHECK_STR(go, "go infinite");
    l.use_clock = true;
    l.btime_ms = 60000;
    l.wtime_ms = 50000;
    l.byoyomi_ms = 1000;
    usi_build_go(&u, &l, go, sizeof go);
    CHECK_STR(go, "go btime 60000 wtime 50000 byoyomi 1000");
    u.gps = true;
    bridge_limits_init(&l);
    l.movetime_ms = 1500;
    usi_build_go(&u, &l, go, sizeof go);
    CHECK_STR(go, "go btime 0 wtime 0 byoyomi 1500 byoyomi_extension 1500");
    bridge_limits_init(&l);
    l.depth = 5;
    usi_build_go(&u, &l, go, sizeof go);
    CHECK_STR(go, "go infinite"); /* no LimitDepth: stopped at that depth */
    u.limit_depth = true;
    u.limit_depth_min = 4;
    u.limit_depth_max = 10;
    usi_build_go(&u, &l, go, sizeof go);
    CHECK_STR(go, "go btime 0 wtime 0 byoyomi 600000"); /* the depth ends it */
    l.movetime_ms = 1500;
    usi_build_go(&u, &l, go, sizeof go);
    CHECK_STR(go, "go btime 0 wtime 0 byoyomi 1500 byoyomi_extension 1500");
}

static void test_split_command(void)
{
    char st[128], *argv[USI_PROC_MAX_ARGS + 1];
    CHECK_INT(usi_split_command("python3  'my engine.py' --x \"a b\"", st, sizeof st, argv), 4);
    CHECK_STR(argv[1], "my engine.py");
    CHECK_STR(argv[3], "a b");
    CHECK(argv[4] == NULL);
}

static void test_ok_engine_objectives(void)
{
    Bridge *b = started_fake("ok");
    if (!b)
        return;
    BridgeCaps caps;
    bridge_caps(b, &caps);
    CHECK_STR(caps.name, "Fake Engine (ok)");
    CHECK_INT(caps.max_multipv, 500);
    CHECK(caps.flags & BRIDGE_CAN_ALL_ROOTS);
    CHECK_INT(bridge_set_position(b, "startpos", ""), 0);
    BridgeLimits l = depth_limits(2);
    BridgeResult r;
    CHECK_INT(bridge_search(b, &l, &r), 0);
    CHECK_STR(r.bestmove, "7g7f");
    CHECK_STR(r.ponder, "3c3d");
    CHECK_INT(r.score, 50);
    CHECK_INT(r.depth, 2);
    l.objective = BRIDGE_ALL_ROOT_SCORES;
    CHECK_INT(bridge_search(b, &l, &r), 0);
    CHECK_INT(r.root_count, 5);
    CHECK_STR(r.root[0].move, "7g7f");
    CHECK_STR(r.root[4].move, "9g9f");
    CHECK_INT(r.root[4].score, bridge_score_from_mate(-3));
    l.objective = BRIDGE_CLOSEST_TO_TARGET;
    l.target_cp = 0;
    CHECK_INT(bridge_search(b, &l, &r), 0);
    CHECK_STR(r.bestmove, "5g5f");
    CHECK_INT(r.score, -10);
    l.target_cp = -100;
    CHECK_INT(bridge_search(b, &l, &r), 0);
    CHECK_STR(r.bestmove, "1g1f");
    bridge_close(b);
}

static int progress_calls;
static void count_progress(const BridgeProgress *p, void *user)
{
    (void)p;
    (void)user;
    progress_calls++;
}

static void test_async_stop(void)
{
    Bridge *b = started_fake("ok");
    if (!b)
        return;
    BridgeLimits l = depth_limits(0); /* infinite: the fake waits for stop */
    progress_calls = 0;
    CHECK_INT(bridge_go(b, &l, count_progress, NULL), 0);
    CHECK(!bridge_wait(b, 150));
    CHECK(bridge_go(b, &l, NULL, NULL) < 0); /* one search at a time */
    bridge_stop(b);
    CHECK(bridge_wait(b, 2000));
    BridgeResult r;
    bridge_result(b, &r);
    CHECK_INT(r.status, BRIDGE_OK);
    CHECK(r.stopped);
    CHECK_STR(r.bestmove, "7g7f");
    CHECK(progress_calls >= 3);
    bridge_close(b);
}

static void test_no_handshake(void)
{
    char err[256] = "";
    Bridge *b = open_fake("silent", err, sizeof err);
    CHECK(b == NULL);
    CHECK(strstr(err, "fake_usi.sh silent") != NULL);
    CHECK(strstr(err, "no 'usiok' within 1500 ms (it printed nothing)") != NULL);
    CHECK_INT(bridge_error_kind(err), BRIDGE_ERR_SILENT);
    b = open_fake("noready", err, sizeof err);
    CHECK(b == NULL);
    CHECK(strstr(err, "no 'readyok'") != NULL);
    CHECK_INT(bridge_error_kind(err), BRIDGE_ERR_SILENT);
    BridgeConfig c = quick_config();
    b = bridge_open("usi:/nonexistent/engine-binary", &c, err, sizeof err);
    CHECK(b == NULL);
    CHECK(strstr(err, "cannot run '/nonexistent/engine-binary'") != NULL);
    CHECK_INT(bridge_error_kind(err), BRIDGE_ERR_START);
    b = bridge_open("uci:foo", &c, err, sizeof err);
    CHECK(b == NULL);
    CHECK(strstr(err, "unknown engine") != NULL);
    CHECK_INT(bridge_error_kind(err), BRIDGE_ERR_SPEC);
}

static void test_crash_mid_search(void)
{
    Bridge *b = started_fake("crash");
    if (!b)
        return;
    BridgeLimits l = depth_limits(3);
    BridgeResult r;
    CHECK(bridge_search(b, &l, &r) < 0);
    CHECK_INT(r.status, BRIDGE_FAILED);
    CHECK(strstr(r.error, "exited with status 3 during the search after 'go depth 3'") != NULL);
    CHECK(strstr(r.error, "(and again after a restart)") != NULL);
    CHECK(strstr(bridge_error(b), "fake_usi.sh crash") != NULL);
    CHECK_INT(bridge_error_kind(r.error), BRIDGE_ERR_DIED);
    CHECK_INT(bridge_error_kind(bridge_error(b)), BRIDGE_ERR_DIED);
    bridge_close(b);
}

static void test_crash_once_restarts(void)
{
    unlink(state_path());
    Bridge *b = started_fake("crash-once");
    if (!b)
        return;
    BridgeLimits l = depth_limits(3);
    BridgeResult r;
    CHECK_INT(bridge_search(b, &l, &r), 0);
    CHECK(r.restarted);
    CHECK_STR(r.bestmove, "7g7f");
    CHECK_INT(bridge_search(b, &l, &r), 0); /* and it keeps working */
    CHECK(!r.restarted);
    bridge_close(b);
    unlink(state_path());
}

static void test_garbage(void)
{
    Bridge *b = started_fake("garbage");
    if (!b)
        return;
    BridgeLimits l = depth_limits(2);
    BridgeResult r;
    CHECK_INT(bridge_search(b, &l, &r), 0);
    CHECK_STR(r.bestmove, "7g7f");
    bridge_close(b);
    b = started_fake("bad-bestmove");
    if (!b)
        return;
    CHECK(bridge_search(b, &l, &r) < 0);
    CHECK(strstr(r.error, "malformed bestmove: 'bestmove xyzzy'") != NULL);
    CHECK_INT(bridge_error_kind(r.error), BRIDGE_ERR_GARBLED);
    bridge_close(b);
}

static void test_ignore_stop(void)
{
    Bridge *b = started_fake("ignore-stop");
    if (!b)
        return;
    BridgeLimits l = depth_limits(0);
    CHECK_INT(bridge_go(b, &l, NULL, NULL), 0);
    CHECK(!bridge_wait(b, 100));
    bridge_stop(b);
    CHECK(bridge_wait(b, 5000));
    BridgeResult r;
    bridge_result(b, &r);
    /* The move it printed is kept; the engine was replaced. */
    CHECK_INT(r.status, BRIDGE_OK);
    CHECK_STR(r.bestmove, "2g2f");
    CHECK(r.restarted);
    CHECK(strstr(r.error, "did not answer 'stop' within 800 ms") != NULL);
    CHECK_INT(bridge_error_kind(r.error), BRIDGE_ERR_SILENT);
    bridge_close(b);
}

/* The fake engine's state file as text (malloc'd), NULL if unreadable. */
static char *read_state(void)
{
    FILE *f = fopen(state_path(), "r");
    if (!f)
        return NULL;
    char *text = calloc(1, 4096);
    if (text && fread(text, 1, 4095, f) == 0)
        text[0] = '\0';
    fclose(f);
    return text;
}

/* gpsusi's LimitDepth: a depth search sets it (once while it stays), a
 * timed one sets it to its largest value so that a limit left in
 * gpsusi.conf does not end it early, and a depth it cannot take is
 * refused before anything is sent. */
static void test_gps_limit_depth(void)
{
    unlink(state_path());
    Bridge *b = started_fake("gpsdepth");
    if (!b)
        return;
    BridgeLimits l = depth_limits(4);
    BridgeResult r;
    CHECK_INT(bridge_search(b, &l, &r), 0);
    CHECK_INT(r.depth, 4);
    CHECK_STR(r.bestmove, "7g7f");
    CHECK_INT(bridge_search(b, &l, &r), 0);
    l = depth_limits(3);
    CHECK_INT(bridge_search(b, &l, &r), -1);
    CHECK(strstr(r.error, "a depth of 4 to 10 (its LimitDepth option), not 3") != NULL);
    CHECK_INT(bridge_error_kind(r.error), BRIDGE_ERR_SPEC);
    bridge_limits_init(&l);
    l.movetime_ms = 100;
    CHECK_INT(bridge_search(b, &l, &r), 0);
    CHECK_INT(r.depth, 10);
    /* A new game clears gpsusi's tables by changing LimitDepth: at once
     * when the depth changes anyway, else through another value. */
    l = depth_limits(4);
    CHECK_INT(bridge_new_game(b), 0);
    CHECK_INT(bridge_search(b, &l, &r), 0);
    CHECK_INT(bridge_new_game(b), 0);
    CHECK_INT(bridge_search(b, &l, &r), 0);
    CHECK_INT(r.depth, 4);
    char *text = read_state();
    CHECK(text && !strcmp(text, "LimitDepth=4\nLimitDepth=10\nLimitDepth=4\nLimitDepth=10\nLimitDepth=4\n"));
    free(text);
    bridge_close(b);
    unlink(state_path());
}

static void test_gps_quirks(void)
{
    Bridge *b = started_fake("gps");
    if (!b)
        return;
    BridgeCaps caps;
    bridge_caps(b, &caps);
    CHECK(!(caps.flags & BRIDGE_EXACT_MATES));
    BridgeLimits l = depth_limits(3); /* emulated: go infinite, stop at depth 3 */
    BridgeResult r;
    CHECK_INT(bridge_search(b, &l, &r), 0);
    CHECK_STR(r.bestmove, "7g7f");
    CHECK(!r.restarted);
    bridge_limits_init(&l);
    l.movetime_ms = 200;
    l.objective = BRIDGE_ALL_ROOT_SCORES;
    CHECK_INT(bridge_search(b, &l, &r), 0);
    CHECK_INT(r.root_count, 5);
    CHECK(bridge_score_is_mate(r.root[4].score));
    CHECK(r.root[4].score < 0);
    l.objective = BRIDGE_CLOSEST_TO_TARGET;
    CHECK_INT(bridge_search(b, &l, &r), 0);
    CHECK_STR(r.bestmove, "5g5f");
    bridge_close(b);
}


/* An engine that keeps its options in a file (as gpsusi keeps
 * gpsusi.conf) finds them as they were once the last of two instances
 * closes, though each set its own while it ran. */
static void test_persisted_options_set_back(void)
{
    FILE *f = fopen(state_path(), "w");
    CHECK(f != NULL);
    if (!f)
        return;
    fputs("multipv=1\nhash=16\n", f);
    fclose(f);
    char err[256] = "";
    BridgeConfig c = quick_config();
    c.hash_mb = 64;
    Bridge *a = open_fake_with("persist", &c, err, sizeof err);
    Bridge *b = open_fake_with("persist", &c, err, sizeof err);
    CHECK(a && b);
    if (a) {
        BridgeLimits l = depth_limits(2);
        l.objective = BRIDGE_ALL_ROOT_SCORES;
        BridgeResult r;
        CHECK_INT(bridge_search(a, &l, &r), 0);
    }
    char *text = read_state();
    CHECK(text && strstr(text, "multipv=500\nhash=64\n")); /* it does persist */
    free(text);
    bridge_close(a);
    text = read_state();
    CHECK(text && strstr(text, "multipv=500\nhash=64\n")); /* b still runs */
    free(text);
    bridge_close(b);
    text = read_state();
    CHECK(text && !strcmp(text, "multipv=1\nhash=16\n"));
    free(text);
    unlink(state_path());
}

static void test_fairy_stockfish(void)
{
    const char *fs = "/usr/games/fairy-stockfish";
    if (access(fs, X_OK) != 0) {
        check_fail(__FILE__, __LINE__, "/usr/games/fairy-stockfish is not installed (make deps-test installs it)");
        return;
    }
    char err[256] = "";
    BridgeConfig c = { 0 };
    c.log_path = LOG;
    c.threads = 1;
    c.hash_mb = 16;
    Bridge *b = bridge_open("usi:/usr/games/fairy-stockfish", &c, err, sizeof err);
    CHECK(b != NULL);
    if (!b) {
        fprintf(stderr, "  %s\n", err);
        return;
    }
    BridgeCaps caps;
    bridge_caps(b, &caps);
    CHECK_INT(caps.max_multipv, 500);
    CHECK_INT(bridge_set_position(b, NULL, "7g7f 3c3d"), 0);
    BridgeLimits l;
    bridge_limits_init(&l);
    l.depth = 4;
    l.objective = BRIDGE_ALL_ROOT_SCORES;
    BridgeResult r;
    CHECK_INT(bridge_search(b, &l, &r), 0);
    CHECK(r.root_count > 30); /* every legal move: more than the 30 at the start */
    l.objective = BRIDGE_BEST;
    CHECK_INT(bridge_search(b, &l, &r), 0);
    CHECK(usi_move_shape_ok(r.bestmove));
    CHECK_INT(r.root_count, 1);
    bridge_close(b);
}

/* The kinds the program words for the player (bridge_error_kind): the
 * messages as the opponent and the session prefix them, a dead engine that
 * cannot be restarted, and the rest. */
static void test_error_kinds(void)
{
    static const struct { const char *msg; BridgeErrorKind kind; } cases[] = {
        { "", BRIDGE_ERR_NONE },
        { "AI1: usi:./eng was killed by signal 11 (Segmentation fault) during the search after 'go btime 1' "
          "(see /tmp/e.log)", BRIDGE_ERR_DIED },
        { "AI2: usi:./eng closed its output before sending 'usiok' (see x); restart failed: usi:./eng: "
          "cannot run './eng': No such file or directory", BRIDGE_ERR_DIED },
        { "usi:./eng: cannot start './eng': Resource temporarily unavailable", BRIDGE_ERR_START },
        { "usi:x: option 'Hash' is not Name=Value", BRIDGE_ERR_SPEC },
        { "usi: : no command to run", BRIDGE_ERR_SPEC },
        { "usi:x sent 12 lines that are not USI (the last: 'hello')", BRIDGE_ERR_GARBLED },
        { "embedded: not enough memory for a 4096 MiB engine", BRIDGE_ERR_MEMORY },
        { "out of memory for a search", BRIDGE_ERR_MEMORY },
        { "a search is already running", BRIDGE_ERR_OTHER },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        CHECK_INT(bridge_error_kind(cases[i].msg), cases[i].kind);
        if (bridge_error_kind(cases[i].msg) != cases[i].kind)
            fprintf(stderr, "  kind of '%s'\n", cases[i].msg);
    }
    CHECK_INT(bridge_error_kind(NULL), BRIDGE_ERR_NONE);
}

int main(void)
{
    mkdir("build", 0755);
    mkdir("build/test-logs", 0755);
    RUN(test_parse_info);
    RUN(test_parse_other_lines);
    RUN(test_score_format);
    RUN(test_build_go);
    RUN(test_split_command);
    RUN(test_ok_engine_objectives);
    RUN(test_async_stop);
    RUN(test_no_handshake);
    RUN(test_crash_mid_search);
    RUN(test_crash_once_restarts);
    RUN(test_garbage);
    RUN(test_ignore_stop);
    RUN(test_gps_quirks);
    RUN(test_gps_limit_depth);
    RUN(test_persisted_options_set_back);
    RUN(test_fairy_stockfish);
    RUN(test_error_kinds);
    return check_summary();
}
