/* base/assert.h: in the ASan build (KIRYOKU_DEBUG) a broken invariant
 * aborts with a message naming it; in the optimised build the assertion is
 * not even evaluated. Each breach is provoked in a child process through a
 * test-only entry point (a position corrupted behind the make/unmake code's
 * back, a table entry out of range, a clock source that runs backwards). */
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include "app/clock.h"
#include "base/assert.h"
#include "engine/engine.h"
#include "engine/tt.h"
#include "shogi/position.h"
#include "tests/check.h"

static const char *const startpos = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
static Position pos;

/* Runs fn in a child with its stderr captured. In the debug build the
 * child must die of SIGABRT saying "assertion failed" and `phrase`; in the
 * optimised build it must finish normally (only for breaches that are
 * harmless there). */
static void expect_abort(void (*fn)(void), const char *phrase)
{
    int p[2];
    CHECK(pipe(p) == 0);
    fflush(NULL);
    pid_t pid = fork();
    if (pid == 0) {
        close(p[0]);
        dup2(p[1], 2);
        fn();
        _exit(0);
    }
    close(p[1]);
    char said[2048] = "";
    size_t n = 0;
    ssize_t got;
    while (n < sizeof said - 1 && (got = read(p[0], said + n, sizeof said - 1 - n)) > 0)
        n += (size_t)got;
    said[n] = '\0';
    close(p[0]);
    int status;
    CHECK(waitpid(pid, &status, 0) == pid);
    if (KIRYOKU_ASSERTS_ACTIVE) {
        CHECK(WIFSIGNALED(status) && WTERMSIG(status) == SIGABRT);
        CHECK(strstr(said, "kiryoku: assertion failed") != NULL);
        if (!strstr(said, phrase))
            fprintf(stderr, "  expected '%s' in: %s\n", phrase, said);
        CHECK(strstr(said, phrase) != NULL);
    } else {
        CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0);
        CHECK_STR(said, "");
    }
}

/* The condition of a disabled assertion is not evaluated. */
static void disabled_means_not_evaluated(void)
{
    int n = 0;
    KIRYOKU_ASSERT(++n == 1);
    CHECK_INT(n, KIRYOKU_ASSERTS_ACTIVE ? 1 : 0);
}

/* The check names what disagrees; a played position agrees. */
static void inconsistency_is_named(void)
{
    char err[256];
    CHECK_INT(pos_set_sfen(&pos, startpos, err, sizeof err), 0);
    CHECK(pos_inconsistency(&pos) == NULL);
    pos_do_move(&pos, move_make(make_square(7, 7), make_square(7, 6), false));
    CHECK(pos_inconsistency(&pos) == NULL);
    pos.board[make_square(7, 6)] = NO_PIECE; /* the bitboards still hold the pawn */
    CHECK(pos_inconsistency(&pos) != NULL);
    CHECK_STR(pos_inconsistency(&pos), "an empty square is marked occupied");
    CHECK_INT(pos_set_sfen(&pos, startpos, err, sizeof err), 0);
    pos.hist[pos.ply].key ^= 1;
    CHECK_STR(pos_inconsistency(&pos), "the incremental key differs from the recomputed one");
}

/* A pawn taken off the mailbox alone, then the state recomputed (the
 * low-level set-up tests use): the set-up's consistency assertion fires. */
static void corrupt_mailbox(void)
{
    char err[256];
    pos_set_sfen(&pos, startpos, err, sizeof err);
    pos.board[make_square(5, 7)] = NO_PIECE;
    pos_compute_state(&pos);
}

static void corrupted_position_aborts(void)
{
    expect_abort(corrupt_mailbox, "an empty square is marked occupied");
}

/* A gold dropped from an empty hand: make's own check of the move. Only in
 * the debug build: without it the hand count wraps and the key reads past
 * its table. */
static void drop_from_empty_hand(void)
{
    char err[256];
    pos_set_sfen(&pos, startpos, err, sizeof err);
    pos_do_move(&pos, move_make_drop(GOLD, make_square(5, 5)));
}

/* In both builds legality refuses the move (what keeps it from make in
 * the program); only the debug build can show make's own check. */
static void impossible_move_aborts(void)
{
    char err[256];
    CHECK_INT(pos_set_sfen(&pos, startpos, err, sizeof err), 0);
    CHECK(pos_illegal_reason(&pos, move_make_drop(GOLD, make_square(5, 5))) != NULL);
    if (KIRYOKU_ASSERTS_ACTIVE)
        expect_abort(drop_from_empty_hand, "ZOBRIST_HAND_MAX");
}

/* A score beyond the 16-bit entry would be stored truncated. */
static void store_out_of_range(void)
{
    TT tt = { 0 };
    if (tt_init(&tt, 1) == 0)
        tt_store(&tt, 42, SCORE_MATE + 5000, 0, 3, TT_BOUND_EXACT, MOVE_NONE);
    tt_free(&tt);
}

static void table_entry_bounds_abort(void)
{
    expect_abort(store_out_of_range, "score <= SCORE_MATE");
}

static int64_t fake_now;
static int64_t fake_ms(void *ctx) { (void)ctx; return fake_now; }

/* A clock source that steps back while a turn runs. */
static void clock_runs_backwards(void)
{
    ClockConfig cfg = { .main_ms = 600000 };
    ClockSource src = { fake_ms, NULL };
    Clock c;
    fake_now = 10000;
    clock_init(&c, &cfg, &src);
    clock_start(&c, BLACK);
    fake_now = 9000;
    volatile int64_t spent = clock_turn_elapsed(&c);
    (void)spent;
}

static void clock_monotonicity_aborts(void)
{
    expect_abort(clock_runs_backwards, "t >= c->turn_started");
}

int main(void)
{
    RUN(disabled_means_not_evaluated);
    RUN(inconsistency_is_named);
    RUN(corrupted_position_aborts);
    RUN(impossible_move_aborts);
    RUN(table_entry_bounds_abort);
    RUN(clock_monotonicity_aborts);
    return check_summary();
}
