/* The accuracy measurement's parts (issue 8): the pool's player specs, the
 * softmax player's draw, the round robin's schedule and clockless games,
 * and (optimised build only) the Elo fit's self-check in
 * bench/accuracy_elo.py, the planner's in bench/accuracy_plan.py, the
 * human player fit's in bench/human_fit.py, the post hoc estimators' in
 * bench/accuracy_estimators.py and the
 * round robin's plan of extra games (build/bench/accuracy_rr), and the
 * seeds the placement tests' step plays (bench/accuracy.sh). */
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include "tools/accuracy_game.h"
#include "app/session/player.h"
#include "tests/check.h"
#include "tests/player_spec.h"

static void test_specs_accepted(void)
{
    char err[600];
    CHECK(opens("embedded:depth=2", err, sizeof err));
    CHECK(opens("embedded:nodes=500", err, sizeof err));
    CHECK(opens("embedded:softmax=80,depth=2", err, sizeof err));
    CHECK(opens("embedded:softmax=12.5,nodes=300,seed=7", err, sizeof err));
    CHECK(opens("level:1200", err, sizeof err));
    CHECK(opens("level:1200,depth=2,seed=3", err, sizeof err));
    Player *p = player_from_spec("level:900,depth=1", err, sizeof err);
    CHECK(p && !strcmp(p->name, "kiryoku level 900"));
    player_free(p);
}

static void test_specs_rejected(void)
{
    char err[600];
    CHECK(!opens("embedded:softmax=50", err, sizeof err));
    CHECK(strstr(err, "softmax needs a limit") != NULL);
    CHECK(!opens("embedded:softmax=0,depth=2", err, sizeof err));
    CHECK(strstr(err, "softmax=0") != NULL);
    CHECK(!opens("embedded:depth=0", err, sizeof err));
    CHECK(!opens("embedded:depth=3x", err, sizeof err));
    CHECK(strstr(err, "depth=3x") != NULL);
    CHECK(!opens("embedded:nodes=-5", err, sizeof err));
    CHECK(!opens("embedded:colour=red", err, sizeof err));
    CHECK(strstr(err, "colour=red") != NULL);
    CHECK(!opens("embedded:depth", err, sizeof err));
    CHECK(!opens("level:strong", err, sizeof err));
    CHECK(!opens("level:1500,nodes=300", err, sizeof err));
    CHECK(strstr(err, "only depth= and seed=") != NULL);
    CHECK(!opens("usi,depth=3:", err, sizeof err));
    CHECK(!opens("usi,softmax=5:/bin/true", err, sizeof err));
    CHECK(!opens("usi,depth=2:/nonexistent/engine", err, sizeof err));
    CHECK(strstr(err, "/nonexistent/engine") != NULL);
    CHECK(!opens("gnushogi", err, sizeof err));
}

static const BridgeRootScore roots[] = {
    { "7g7f", 40 }, { "2g2f", -60 }, { "9i9h", BRIDGE_SCORE_NONE }, { "5i5h", -400 },
};

static void test_softmax_best_when_cold(void)
{
    uint64_t rng = 99;
    CHECK_INT(player_softmax_pick(roots, 4, 0, &rng), 0);
    for (int i = 0; i < 200; i++)
        CHECK_INT(player_softmax_pick(roots, 4, 1e-6, &rng), 0);
    BridgeRootScore none[] = { { "7g7f", BRIDGE_SCORE_NONE } };
    CHECK_INT(player_softmax_pick(none, 1, 50, &rng), -1);
    /* A mate for the mover beats any centipawn score, at any temperature's limit. */
    BridgeRootScore mate[] = { { "7g7f", 3000 }, { "2b8h+", bridge_score_from_mate(3) } };
    CHECK_INT(player_softmax_pick(mate, 2, 0, &rng), 1);
    /* ... and at a warm temperature, beside a won position's +8030 (a
     * +5000 clamp on mates once made these players pass such mates up). */
    BridgeRootScore won[] = { { "2b8h+", 8030 }, { "G*5b", bridge_score_from_mate(1) }, { "7g7f", 7900 } };
    for (int i = 0; i < 200; i++)
        CHECK_INT(player_softmax_pick(won, 3, 300, &rng), 1);
}

static void test_softmax_frequencies(void)
{
    uint64_t rng = 12345;
    int count[4] = { 0 };
    enum { DRAWS = 20000 };
    for (int i = 0; i < DRAWS; i++)
        count[player_softmax_pick(roots, 4, 100, &rng)]++;
    /* exp(0), exp(-1), never, exp(-4.4) over their sum. */
    double z = 1 + exp(-1.0) + exp(-4.4);
    CHECK_INT(count[2], 0);
    CHECK(fabs(count[0] / (double)DRAWS - 1 / z) < 0.015);
    CHECK(fabs(count[1] / (double)DRAWS - exp(-1.0) / z) < 0.015);
    CHECK(fabs(count[3] / (double)DRAWS - exp(-4.4) / z) < 0.005);
}

static void test_softmax_seeded(void)
{
    uint64_t a = 777, b = 777, c = 778;
    int same = 1, differs = 0;
    for (int i = 0; i < 100; i++) {
        int x = player_softmax_pick(roots, 4, 300, &a), y = player_softmax_pick(roots, 4, 300, &b);
        same &= x == y;
        differs |= x != player_softmax_pick(roots, 4, 300, &c);
    }
    CHECK(same);
    CHECK(differs);
}

static void test_schedule(void)
{
    enum { N = 5, PAIRS = N * (N - 1) / 2, ROUNDS = 4 };
    int as_black[N][N] = { { 0 } }, openings[PAIRS * ROUNDS / 2] = { 0 };
    for (int g = 0; g < PAIRS * ROUNDS; g++) {
        AccuracyPairing p;
        accuracy_schedule(N, g, &p);
        CHECK(p.black != p.white && p.black >= 0 && p.black < N && p.white >= 0 && p.white < N);
        CHECK_INT(p.round, g / PAIRS);
        as_black[p.black][p.white]++;
        CHECK(p.opening >= 0 && p.opening < PAIRS * ROUNDS / 2);
        openings[p.opening]++;
        /* the partner game of an opening: the same pair, colours swapped */
        AccuracyPairing q;
        accuracy_schedule(N, g + (p.round % 2 ? -PAIRS : PAIRS), &q);
        CHECK(q.opening == p.opening && q.black == p.white && q.white == p.black);
    }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            CHECK_INT(as_black[i][j], i == j ? 0 : ROUNDS / 2);
    for (int k = 0; k < PAIRS * ROUNDS / 2; k++)
        CHECK_INT(openings[k], 2);
}

static int play(const char *black, const char *white, const char *opening, int max_plies, int g,
                AccuracyResult *r, char *err, size_t len)
{
    Player *b = player_from_spec(black, err, len), *w = b ? player_from_spec(white, err, len) : NULL;
    int rc = w ? accuracy_play_game(b, w, opening, max_plies, g, r, err, len) : -1;
    player_free(b);
    player_free(w);
    return rc;
}

/* A player choosing almost at random loses to a depth-2 searcher, and a
 * game at fixed limits replays exactly. */
static void test_games(void)
{
    const char *strong = "embedded:depth=2", *random = "embedded:softmax=3000,depth=1,seed=5";
    const char *opening = "7g7f 3c3d 2g2f";
    char err[600];
    AccuracyResult r1, r2, r3;
    CHECK_INT(play(strong, random, opening, 0, 1, &r1, err, sizeof err), 0);
    CHECK_INT(play(random, strong, opening, 0, 2, &r2, err, sizeof err), 0);
    CHECK(r1.black_score == 1.0 && r2.black_score == 0.0);
    CHECK(r1.end == ACC_END_MATE || r1.end == ACC_END_RESIGN);
    CHECK(r1.plies > 3 && r1.plies < 320);
    CHECK_INT(play(strong, random, opening, 0, 1, &r3, err, sizeof err), 0);
    CHECK(r3.black_score == r1.black_score && r3.plies == r1.plies && r3.end == r1.end);
    CHECK_INT(play(strong, strong, opening, 12, 1, &r3, err, sizeof err), 0);
    CHECK(r3.end == ACC_END_MAX_PLIES && r3.plies == 12 && r3.black_score == 0.5);
    /* Cut short, a game the searcher dominates is still its win. */
    CHECK_INT(play(strong, random, opening, 40, 1, &r3, err, sizeof err), 0);
    CHECK(r3.black_score == 1.0 && (r3.end == ACC_END_ADJUDICATED || r3.plies < 40));
    CHECK_INT(play(strong, strong, "7g7f 7g7f", 0, 1, &r3, err, sizeof err), -1);
    CHECK(strstr(err, "opening move 2") != NULL);
    CHECK_STR(accuracy_end_name(ACC_END_MAX_PLIES), "max-plies");
}

#if !CHECK_SANITIZED
/* Runs a Python self-check; it passes when its own last line says so. */
static void python_self_test(const char *cmd, const char *summary)
{
    FILE *f = popen(cmd, "r");
    CHECK(f != NULL);
    if (!f)
        return;
    char line[512];
    bool passed = false;
    while (fgets(line, sizeof line, f)) {
        printf("  %s", line);
        passed = !strcmp(line, summary);
    }
    CHECK_INT(pclose(f), 0);
    CHECK(passed);
}

/* The Elo fit recovers known ratings from simulated round robins (its own
 * check prints "N passed, N failed"). Python code: the ASan build has
 * nothing to add, so it runs once. */
static void test_elo_fit(void)
{
    python_self_test("python3 bench/accuracy_elo.py --self-test 2>&1", "1 passed, 0 failed\n");
}

static void test_plan_self_test(void)
{
    python_self_test("python3 bench/accuracy_plan.py --self-test 2>&1", "4 passed, 0 failed\n");
}

/* bench/judge_compare.py --diff: the interval of one judge's r less
 * another's, on made-up judges whose order is known. */
static void test_judge_diff_self_test(void)
{
    python_self_test("python3 bench/judge_compare.py --self-test 2>&1", "3 passed, 0 failed\n");
}

/* The human:R player's exact draw and the choice fit of bench/human_fit.py. */
static void test_human_fit_self_test(void)
{
    python_self_test("python3 bench/human_fit.py --self-test 2>&1", "5 passed, 0 failed\n");
}

/* Whether an estimator added after a run's tests counts as fixed before
 * them: bench/accuracy_estimators.py's check on a git history it makes. */
static void test_post_hoc_self_test(void)
{
    python_self_test("python3 bench/accuracy_estimators.py --self-test 2>&1", "6 passed, 0 failed\n");
}

/* Lines in a file (the results file has a header line). */
static int lines_of(const char *path)
{
    FILE *f = fopen(path, "r");
    int n = 0, c;
    if (!f)
        return -1;
    while ((c = fgetc(f)) != EOF)
        n += c == '\n';
    fclose(f);
    return n;
}

/* Writes text to DIR/NAME; false, after a failed check naming the file, if
 * it cannot (opening, writing or closing: a full disk shows only at the
 * close). Callers stop on false, so every way out of a case that skips its
 * games has failed it first. */
static bool write_in(const char *dir, const char *name, const char *text)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "w");
    bool ok = f != NULL && fputs(text, f) >= 0;
    if (f && fclose(f) != 0)
        ok = false;
    if (!ok) {
        char m[600];
        snprintf(m, sizeof m, "cannot write %s", path);
        check_fail(__FILE__, __LINE__, m);
    }
    return ok;
}

/* The round robin as the tests run it: games cut at 16 plies keep it quick. */
#define QUICK_RR "build/bench/accuracy_rr --max-plies 16 --rounds 2"

static int run(const char *cmd)
{
    int rc = system(cmd);
    return WIFEXITED(rc) ? WEXITSTATUS(rc) : -1;
}

/* accuracy_rr with a plan: the planned pair plays more games than --rounds,
 * the others --rounds; a second run has nothing left; a changed pool keeps
 * the games of its remaining pairs; a plan naming a player outside the
 * pool is refused. Games cut at 16 plies keep it quick. */
static void test_rr_plan(void)
{
    char dir[] = "/tmp/kiryoku-rr-plan-XXXXXX", cmd[1024], path[512];
    bool made = mkdtemp(dir) != NULL;
    CHECK(made);
    if (!made || !write_in(dir, "pool.tsv",
                  "# three quick players\na\tembedded:depth=1\nb\tembedded:softmax=300,depth=1\nc\tembedded:nodes=200\n") ||
        !write_in(dir, "plan.tsv", "# a and c play 5 games\nc\ta\t5\n"))
        return;
    const char *rr = QUICK_RR;
    snprintf(cmd, sizeof cmd, "%s --pool %s/pool.tsv --out %s/games.tsv --plan %s/plan.tsv > %s/log 2>&1", rr, dir,
             dir, dir, dir);
    CHECK_INT(run(cmd), 0);
    snprintf(path, sizeof path, "%s/games.tsv", dir);
    CHECK_INT(lines_of(path), 1 + 2 * 2 + 5);
    char check[1024];
    snprintf(check, sizeof check, "grep -q '9 games in all; shard 0/1: 9 of its 9' %s/log", dir);
    CHECK_INT(run(check), 0);
    CHECK_INT(run(cmd), 0); /* resumed: nothing left */
    CHECK_INT(lines_of(path), 1 + 2 * 2 + 5);
    snprintf(check, sizeof check, "grep -q 'shard 0/1: 0 of its 9' %s/log", dir);
    CHECK_INT(run(check), 0);
    /* The pool changes: b leaves, d joins. a-c keeps its 5 games (more than
     * --rounds), a-d and c-d play theirs, b's games stay in the file. c is
     * rr-only now (no placement test): it plays as before. */
    if (!write_in(dir, "pool2.tsv", "d\tembedded:depth=1\na\tembedded:depth=1\nc\tembedded:nodes=200\trr-only\n"))
        return;
    snprintf(cmd, sizeof cmd, "%s --pool %s/pool2.tsv --out %s/games.tsv > %s/log 2>&1", rr, dir, dir, dir);
    CHECK_INT(run(cmd), 0);
    snprintf(check, sizeof check, "grep -q '6 games in all; shard 0/1: 4 of its 6' %s/log", dir);
    CHECK_INT(run(check), 0);
    snprintf(path, sizeof path, "%s/games.tsv", dir);
    CHECK_INT(lines_of(path), 1 + 2 * 2 + 5 + 4);
    /* The last game's line cut short (a shard killed mid-write, a commit
     * taken while one wrote): the partial line goes, and its game is played
     * again on its own line. */
    snprintf(cmd, sizeof cmd, "truncate -s -4 %s/games.tsv && %s --pool %s/pool2.tsv --out %s/games.tsv > %s/log 2>&1",
             dir, rr, dir, dir, dir);
    CHECK_INT(run(cmd), 0);
    snprintf(check, sizeof check, "grep -q 'dropping a partial last line' %s/log && grep -q 'shard 0/1: 1 of its 6' %s/log",
             dir, dir);
    CHECK_INT(run(check), 0);
    CHECK_INT(lines_of(path), 1 + 2 * 2 + 5 + 4);
    snprintf(check, sizeof check, "awk -F'\t' 'NF != 9 { bad = 1 } END { exit bad }' %s/games.tsv", dir);
    CHECK_INT(run(check), 0);
    /* A third column other than rr-only is refused, with its line. */
    if (!write_in(dir, "pool3.tsv", "a\tembedded:depth=1\nc\tembedded:nodes=200\tsometimes\n"))
        return;
    snprintf(cmd, sizeof cmd, "%s --pool %s/pool3.tsv --out %s/games.tsv 2>&1 | grep -q 'pool3.tsv:2: expected'", rr,
             dir, dir);
    CHECK_INT(run(cmd), 0);
    if (!write_in(dir, "plan.tsv", "a\tnobody\t4\n"))
        return;
    snprintf(cmd, sizeof cmd, "%s --pool %s/pool.tsv --out %s/games.tsv --plan %s/plan.tsv 2>&1 | grep -q 'plan.tsv:1'",
             rr, dir, dir, dir);
    CHECK_INT(run(cmd), 0);
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    CHECK_INT(run(cmd), 0);
}

/* Two shards split the planned games evenly, even when the pool has an
 * even number of pairs and the plan gives one pair most of the games
 * (shards by game id put all of a pair's games on one shard: 13 to 6
 * here), and together they play each game once. */
static void test_rr_shards(void)
{
    char dir[] = "/tmp/kiryoku-rr-shards-XXXXXX", cmd[1024], path[512];
    bool made = mkdtemp(dir) != NULL;
    CHECK(made);
    if (!made || !write_in(dir, "pool.tsv",
                  "a\tembedded:depth=1\nb\tembedded:softmax=300,depth=1\nc\tembedded:nodes=200\nd\tembedded:depth=1\n") ||
        !write_in(dir, "plan.tsv", "a\tb\t9\n"))
        return;
    for (int shard = 0; shard < 2; shard++) {
        snprintf(cmd, sizeof cmd,
                 QUICK_RR " --pool %s/pool.tsv --out %s/games.tsv "
                 "--plan %s/plan.tsv --shard %d/2 > %s/log%d 2>&1",
                 dir, dir, dir, shard, dir, shard);
        CHECK_INT(run(cmd), 0);
    }
    char check[1024];
    snprintf(check, sizeof check,
             "grep -q '19 games in all; shard 0/2: 10 of its 10' %s/log0 && "
             "grep -q '19 games in all; shard 1/2: 9 of its 9' %s/log1",
             dir, dir);
    CHECK_INT(run(check), 0);
    snprintf(path, sizeof path, "%s/games.tsv", dir);
    CHECK_INT(lines_of(path), 1 + 19);
    snprintf(check, sizeof check, "test $(tail -n +2 %s/games.tsv | cut -f1 | sort -u | wc -l) = 19", dir);
    CHECK_INT(run(check), 0);
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    CHECK_INT(run(cmd), 0);
}

/* The placement tests' step plays the seeds from --first-seed (a new
 * round reusing a round robin needs seeds the last one did not play), and
 * says which it played; a seed that is not a whole number from 1 is
 * refused. A stub stands in for the run's kiryoku: only the seeds are
 * checked, and the stub writes the table the step looks for. */
static void test_first_seed(void)
{
    char dir[] = "/tmp/kiryoku-first-seed-XXXXXX", cmd[1024];
    bool made = mkdtemp(dir) != NULL;
    CHECK(made);
    if (!made || !write_in(dir, "pool.tsv", "p\tembedded:depth=1\nq\tembedded:depth=2\trr-only\n") ||
        !write_in(dir, "stub",
                  "#!/bin/sh\n"
                  "[ \"$2\" = --help ] && exit 0\n"
                  "while [ $# -gt 1 ]; do case $1 in --data) d=$2 ;; --seed) s=$2 ;; esac; shift; done\n"
                  "mkdir -p \"$d/tests/1-p\" && : > \"$d/tests/1-p/analysis.tsv\" && echo \"Your rating: $s\"\n"))
        return;
    snprintf(cmd, sizeof cmd,
             "mkdir -p %s/run/bin && cp %s/pool.tsv %s/run/ && echo stub > %s/run/bin/commit && "
             "for b in kiryoku accuracy_rr; do cp %s/stub %s/run/bin/$b && chmod +x %s/run/bin/$b; done",
             dir, dir, dir, dir, dir, dir, dir);
    CHECK_INT(run(cmd), 0);
    snprintf(cmd, sizeof cmd,
             "sh bench/accuracy.sh --dir %s/run --only tests --jobs 1 --seeds 2 --first-seed 5 > %s/log 2>&1", dir,
             dir);
    CHECK_INT(run(cmd), 0);
    char check[1024];
    snprintf(check, sizeof check,
             "test \"$(ls %s/run/tests | grep -v lock | tr '\\n' ' ')\" = 'p-s5 p-s6 ' && "
             "grep -q '^first_seed=5$' %s/run/config && grep -q 'test p seed 6: Your rating: 6' %s/log",
             dir, dir, dir);
    CHECK_INT(run(check), 0);
    snprintf(cmd, sizeof cmd, "sh bench/accuracy.sh --dir %s/run --first-seed 0 2>&1 | grep -q 'from 1, not .0.'",
             dir);
    CHECK_INT(run(cmd), 0);
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    CHECK_INT(run(cmd), 0);
}
#endif

int main(void)
{
    RUN(test_specs_accepted);
    RUN(test_specs_rejected);
    RUN(test_softmax_best_when_cold);
    RUN(test_softmax_frequencies);
    RUN(test_softmax_seeded);
    RUN(test_schedule);
    RUN(test_games);
#if !CHECK_SANITIZED
    RUN(test_elo_fit);
    RUN(test_plan_self_test);
    RUN(test_human_fit_self_test);
    RUN(test_judge_diff_self_test);
    RUN(test_post_hoc_self_test);
    RUN(test_rr_plan);
    RUN(test_rr_shards);
    RUN(test_first_seed);
#endif
    return check_summary();
}
