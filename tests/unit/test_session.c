/* The placement-test state machine, driven headless by script players on
 * both sides: the whole flow, stop and resume, the flag, illegal moves, and
 * kill -9 of a session in the middle of game 2. */
#include "app/judge.h"
#include "app/report/test_report.h"
#include "app/session/session.h"
#include "app/session/headless.h"
#include "app/session/records.h"
#include "base/utf8.h"
#include "shogi/record.h"
#include "shogi/position.h"
#include "shogi/usi.h"
#include "tests/check.h"

#include <signal.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static char dir[64];
static char tested_script[96], ai_script[96];

/* ---- Fixtures ----------------------------------------------------------- */

static int64_t fake_now;
static int64_t fake_ms(void *ctx) { (void)ctx; return fake_now += 5; }
static const ClockSource fake_time = { fake_ms, NULL };

static void fresh_dir(void)
{
    snprintf(dir, sizeof dir, "/tmp/kiryoku-session-XXXXXX");
    if (!mkdtemp(dir))
        abort();
    snprintf(tested_script, sizeof tested_script, "%s/tested.txt", dir);
    snprintf(ai_script, sizeof ai_script, "%s/ai.txt", dir);
}

static void remove_dir(void)
{
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    if (system(cmd) != 0)
        fprintf(stderr, "note: could not remove %s\n", dir);
}

/* Random legal games, one per test game, split into the two scripts by
 * side: the tested player's moves and the AI's. The side that runs out of
 * script moves first resigns. */
static int lines_plies[SESSION_MAX_GAMES + 1];

static void write_scripts(unsigned seed, int plies)
{
    FILE *ft = fopen(tested_script, "w"), *fa = fopen(ai_script, "w");
    srand(seed);
    Position *pos = malloc(sizeof *pos);
    for (int game = 0; game <= SESSION_MAX_GAMES; game++) {
        GamePlan plan = session_game_plan(game);
        pos_init_startpos(pos);
        fprintf(ft, "%d", game);
        fprintf(fa, "%d", game);
        int k = 0;
        for (; k < plies; k++) {
            MoveList ml;
            gen_legal(pos, &ml);
            if (ml.count == 0)
                break;
            Move m = ml.moves[rand() % ml.count];
            char usi[USI_MOVE_MAX];
            move_to_usi(m, usi);
            fprintf(pos_side(pos) == plan.player_color ? ft : fa, " %s", usi);
            pos_do_move(pos, m);
        }
        lines_plies[game] = k;
        fprintf(ft, "\n");
        fprintf(fa, "\n");
    }
    free(pos);
    fclose(ft);
    fclose(fa);
}

/* The interval the fake analysis reports after N games (0: none, as
 * narrow as can be); set by the adaptive-length cases. */
static int fake_width[SESSION_MAX_GAMES + 1];

static int fake_analyse(Session *s, StoreResult *out, void *ctx)
{
    (void)ctx;
    StoreGame *g;
    int n = store_games_of_test(s->store, s->test.id, &g);
    int plies = 0;
    for (int i = 0; i < n; i++)
        plies += g[i].plies;
    free(g);
    out->has_rating = true;
    out->positions = plies; /* stands in for the estimator: counts what it was given */
    out->rating = 1500;
    out->lo = out->rating - fake_width[n > SESSION_MAX_GAMES ? SESSION_MAX_GAMES : n] / 2;
    out->hi = out->lo + fake_width[n > SESSION_MAX_GAMES ? SESSION_MAX_GAMES : n];
    snprintf(out->report_txt, sizeof out->report_txt, "%s/none.txt", dir);
    return 0;
}

typedef struct {
    Session s;
    Display *display;
} Rig;

/* The headless display's log and answers for the next open_rig (resume
 * is open_rig's own argument). */
static HeadlessAnswers rig_answers;

static Player *script(const char *path)
{
    char err[256];
    Player *p = player_script_new(path, err, sizeof err);
    if (!p)
        fprintf(stderr, "script: %s\n", err);
    return p;
}

static int open_rig(Rig *r, bool resume, const ClockSource *time)
{
    memset(r, 0, sizeof *r);
    char err[512];
    StoreError store_err;
    r->s.store = store_open(dir, &store_err);
    HeadlessAnswers ans = rig_answers;
    ans.resume = resume;
    r->display = display_headless_new(&ans);
    DisplayOptions opt = { 0 };
    if (!r->s.store || !r->display || r->display->open(r->display, &opt, err, sizeof err) != 0)
        return -1;
    r->s.display = r->display;
    session_config_default(&r->s.cfg);
    r->s.cfg.judge = JUDGE_BUILTIN_ID; /* the game flow, not the judge: no gpsusi to start */
    r->s.cfg.player_name = "Taro";
    r->s.cfg.time = time;
    r->s.cfg.analyse = fake_analyse;
    r->s.cfg.tick_ms = 5;
    r->s.tested = script(tested_script);
    r->s.ai[0] = script(ai_script);
    r->s.ai[1] = script(ai_script);
    return r->s.tested && r->s.ai[0] && r->s.ai[1] ? 0 : -1;
}

static void close_rig(Rig *r)
{
    if (r->display) {
        r->display->close(r->display);
        free(r->display);
    }
    player_free(r->s.tested);
    player_free(r->s.ai[0]);
    player_free(r->s.ai[1]);
    store_close(r->s.store);
}

/* The stored moves of game `index` of the only test, as one string. */
static int stored_line(Store *st, int64_t test, int index, char *buf, size_t len, StoreGame *out)
{
    StoreGame *g;
    int n = store_games_of_test(st, test, &g), plies = -1;
    buf[0] = '\0';
    for (int i = 0; i < n; i++) {
        if (g[i].index != index)
            continue;
        *out = g[i];
        StoreMove *mv;
        plies = store_moves(st, g[i].id, &mv);
        size_t used = 0;
        for (int k = 0; k < plies; k++)
            used += (size_t)snprintf(buf + used, len - used, "%s%s", k ? " " : "", mv[k].usi);
        free(mv);
    }
    free(g);
    return plies;
}

/* ---- Cases -------------------------------------------------------------- */

static void test_transition_table(void)
{
    int g = 0;
    SessionState s = SESSION_WELCOME;
    s = session_next(s, &g, SEV_PRACTICE_YES);
    CHECK_INT(s, SESSION_PRACTICE);
    s = session_next(s, &g, SEV_GAME_OVER);
    CHECK_INT(s, SESSION_GAME);
    CHECK_INT(g, 1);
    for (int i = 1; i < 4; i++) {
        s = session_next(s, &g, SEV_GAME_OVER);
        CHECK_INT(s, SESSION_BREAK);
        s = session_next(s, &g, SEV_CONTINUE);
        CHECK_INT(s, SESSION_GAME);
        CHECK_INT(g, i + 1);
    }
    s = session_next(s, &g, SEV_GAME_OVER);
    CHECK_INT(s, SESSION_ANALYSIS);
    s = session_next(s, &g, SEV_ANALYSED);
    CHECK_INT(s, SESSION_RESULT);
    CHECK_INT(session_next(s, &g, SEV_ONE_MORE), SESSION_GAME);
    CHECK_INT(g, 5);
    g = 4;
    CHECK_INT(session_next(SESSION_RESULT, &g, SEV_FINISH), SESSION_DONE);
    CHECK_INT(session_next(SESSION_BREAK, &g, SEV_GAME_OVER), SESSION_FAILED);
    CHECK_INT(session_next(SESSION_DONE, &g, SEV_CONTINUE), SESSION_FAILED);
    g = SESSION_MAX_GAMES;
    CHECK_INT(session_next(SESSION_RESULT, &g, SEV_ONE_MORE), SESSION_FAILED);

    char name[32];
    session_state_name(SESSION_BREAK, 3, name, sizeof name);
    CHECK_STR(name, "break3");
    SessionState back;
    int bg = 0;
    CHECK_INT(session_state_parse("break3", &back, &bg), 0);
    CHECK_INT(back, SESSION_BREAK);
    CHECK_INT(bg, 3);
    CHECK_INT(session_state_parse("analysis", &back, &bg), 0);
    CHECK_INT(back, SESSION_ANALYSIS);
    CHECK_INT(session_state_parse("game", &back, &bg), -1);
    CHECK_INT(session_state_parse("game2x", &back, &bg), -1);
    CHECK_INT(session_state_parse("abandoned", &back, &bg), -1);
}

static void test_game_plan(void)
{
    GamePlan p1 = session_game_plan(1), p2 = session_game_plan(2), p3 = session_game_plan(3),
             p4 = session_game_plan(4);
    CHECK_STR(p1.ai_kind, "AI1");
    CHECK_INT(p1.player_color, BLACK);
    CHECK_STR(p2.ai_kind, "AI1");
    CHECK_INT(p2.player_color, WHITE);
    CHECK_STR(p3.ai_kind, "AI2");
    CHECK_INT(p3.player_color, BLACK);
    CHECK_STR(p4.ai_kind, "AI2");
    CHECK_INT(p4.player_color, WHITE);
}

static void test_whole_test_headless(void)
{
    fresh_dir();
    write_scripts(7, 50);
    Rig r;
    CHECK_INT(open_rig(&r, true, &fake_time), 0);
    r.s.cfg.export_game = session_export_game;
    CHECK_INT(session_run(&r.s), SESSION_DONE);
    if (r.s.error[0])
        fprintf(stderr, "session: %s\n", r.s.error);
    StoreTest t;
    CHECK_INT(store_test_get(r.s.store, r.s.test.id, &t), 0);
    CHECK_STR(t.state, "done");
    CHECK(t.finished);
    StoreGame *g;
    int n = store_games_of_test(r.s.store, t.id, &g);
    CHECK_INT(n, 4);
    int total = 0;
    for (int i = 0; i < n; i++) {
        CHECK(g[i].finished);
        CHECK_INT(g[i].index, i + 1);
        CHECK_INT(g[i].plies, lines_plies[i + 1]); /* the whole scripted line was stored */
        CHECK(g[i].result[0] != '\0');
        total += g[i].plies;
    }
    free(g);
    StoreResult res;
    CHECK_INT(store_result_get(r.s.store, t.id, &res), 1);
    CHECK_INT(res.positions, total);
    /* the stored clocks: each side's clock after its move = main - its time so far */
    char line[4096];
    StoreGame g2;
    stored_line(r.s.store, t.id, 2, line, sizeof line, &g2);
    StoreMove *mv;
    int k = store_moves(r.s.store, g2.id, &mv);
    int64_t used[2] = { 0, 0 };
    int64_t mv_spent_2[4] = { 0, 0, 0, 0 };
    for (int i = 0; i < k; i++) {
        if (i < 4)
            mv_spent_2[i] = mv[i].spent_ms;
        used[i % 2] += mv[i].spent_ms;
        CHECK_INT(mv[i].clock_left_ms, 600000 - used[i % 2]);
    }
    free(mv);
    /* each game exported as KIF and CSA, readable, with the moves and times stored */
    char tdir[700], path[800], err[512];
    CHECK_INT(session_test_dir(&r.s, tdir, sizeof tdir, err, sizeof err), 0);
    for (int i = 1; i <= 4; i++)
        for (int e = 0; e < 2; e++) {
            snprintf(path, sizeof path, "%s/game%d.%s", tdir, i, e ? "csa" : "kifu");
            GameRecord *rec = NULL;
            RecordError re;
            int rc = record_read_file(path, NULL, &rec, &re);
            CHECK_INT(rc, 0);
            if (rc != 0) {
                char msg[400];
                fprintf(stderr, "%s\n", record_error_text(&re, msg, sizeof msg));
                continue;
            }
            CHECK_INT(rec->move_count, lines_plies[i]);
            if (i == 2 && rec->move_count == k && k > 3)
                CHECK_INT(rec->moves[3].time_ms / 1000, (int)(mv_spent_2[3] / 1000));
            CHECK_STR(i % 2 ? record_sente_name(rec) : record_gote_name(rec), "Taro");
            CHECK(record_result(rec) != RESULT_NONE);
            record_free(rec);
        }
    close_rig(&r);
    remove_dir();
}

/* A tested player that asks the process to stop (SIGINT, as ^C would) at a
 * given ply of a given game, then plays on from its script. */
typedef struct {
    Player *inner;
    int game, ply, current_game;
    int skip;   /* how many times game `game` starts before the stop is armed */
    bool fired;
} Stopper;

static Stopper stopper;
static int game2_fd = -1; /* the kill test's child says "game 2 starts" here */

static int st_new_game(Player *p, int game, Color side)
{
    (void)p;
    stopper.current_game = game;
    if (game == 2 && game2_fd >= 0 && write(game2_fd, "2", 1) != 1)
        _exit(5);
    if (game == stopper.game && stopper.skip > 0 && !stopper.fired)
        stopper.skip--, stopper.current_game = -1;
    return stopper.inner->new_game(stopper.inner, game, side);
}
static int st_begin(Player *p, const PlayerTurn *t)
{
    (void)p;
    if (!stopper.fired && stopper.current_game == stopper.game && t->ply >= stopper.ply) {
        stopper.fired = true;
        raise(SIGINT);
    }
    return stopper.inner->begin_turn(stopper.inner, t);
}
static PlayerStatus st_poll(Player *p, int ms, char mv[8], bool *book)
{
    (void)p;
    return stopper.inner->poll(stopper.inner, ms, mv, book);
}
static void st_cancel(Player *p) { (void)p; }

static void test_stop_and_resume(void)
{
    fresh_dir();
    write_scripts(11, 60);
    Rig r;
    CHECK_INT(open_rig(&r, true, &fake_time), 0);
    Player wrapper = { .name = "stopper", .new_game = st_new_game, .begin_turn = st_begin, .poll = st_poll,
                       .cancel = st_cancel };
    stopper = (Stopper){ .inner = r.s.tested, .game = 2, .ply = 21 };
    r.s.tested = &wrapper;
    CHECK_INT(session_run(&r.s), SESSION_STOPPED);
    r.s.tested = stopper.inner;
    int64_t test_id = r.s.test.id;
    char before[4096];
    StoreGame g;
    int plies = stored_line(r.s.store, test_id, 2, before, sizeof before, &g);
    CHECK(plies >= 21 && plies <= 22);
    CHECK(!g.finished);
    StoreTest t;
    store_test_get(r.s.store, test_id, &t);
    CHECK_STR(t.state, "game2");
    StoreMove *mv;
    int n = store_moves(r.s.store, g.id, &mv);
    int64_t saved[COLOR_NB];
    Color side;
    store_clocks_after(&g, mv, n, saved, &side);
    free(mv);
    close_rig(&r);

    /* A new process: resume and finish. */
    CHECK_INT(open_rig(&r, true, &fake_time), 0);
    CHECK_INT(session_run(&r.s), SESSION_DONE);
    CHECK_INT(r.s.test.id, test_id);
    char after[4096];
    plies = stored_line(r.s.store, test_id, 2, after, sizeof after, &g);
    CHECK_INT(plies, lines_plies[2]);
    CHECK(strncmp(after, before, strlen(before)) == 0); /* every move from before the stop, in order */
    n = store_moves(r.s.store, g.id, &mv);
    int k0 = 0;
    for (const char *c = before; *c; c++)
        k0 += *c == ' ';
    k0 += before[0] != '\0'; /* moves stored before the stop */
    if (n > k0) {
        /* the first move after the resume is charged from the clock as saved */
        CHECK_INT(mv[k0].clock_left_ms, saved[side] - mv[k0].spent_ms);
        CHECK(mv[k0].spent_ms < 1000); /* the time the program was down is not charged */
    }
    free(mv);
    close_rig(&r);
    remove_dir();
}


/* A player that never moves: its flag must fall, with nobody moving. */
static int idle_new_game(Player *p, int g, Color c) { (void)p; (void)g; (void)c; return 0; }
static int idle_begin(Player *p, const PlayerTurn *t) { (void)p; (void)t; return 0; }
static PlayerStatus idle_poll(Player *p, int ms, char mv[8], bool *book)
{
    (void)p; (void)ms; (void)mv; *book = false;
    return PLAYER_THINKING;
}

static void test_flag_falls_while_thinking(void)
{
    fresh_dir();
    write_scripts(3, 40);
    Rig r;
    CHECK_INT(open_rig(&r, true, &fake_time), 0);
    r.s.cfg.clock.main_ms = 3000;
    Player idle = { .name = "idle", .new_game = idle_new_game, .begin_turn = idle_begin, .poll = idle_poll,
                    .cancel = st_cancel };
    Player *script_player = r.s.tested;
    r.s.tested = &idle;
    CHECK_INT(session_run(&r.s), SESSION_DONE);
    r.s.tested = script_player;
    StoreGame *g;
    int n = store_games_of_test(r.s.store, r.s.test.id, &g);
    CHECK_INT(n, 4);
    for (int i = 0; i < n; i++) {
        CHECK_STR(g[i].end_reason, "time");
        CHECK_STR(g[i].result, g[i].player_color == BLACK ? "white" : "black");
        CHECK_INT(g[i].plies, g[i].player_color == BLACK ? 0 : 1);
    }
    free(g);
    close_rig(&r);
    remove_dir();
}

/* An AI player as the script plays it, noting the clock each turn says
 * it has and the tested player's. */
static Player *seen_inner;
static int64_t seen_own_min = INT64_MAX, seen_own_max, seen_other_max;
static int seen_begin(Player *p, const PlayerTurn *t)
{
    (void)p;
    int64_t own = t->clock_ms[t->side], other = t->clock_ms[color_flip(t->side)];
    seen_own_min = own < seen_own_min ? own : seen_own_min;
    seen_own_max = own > seen_own_max ? own : seen_own_max;
    seen_other_max = other > seen_other_max ? other : seen_other_max;
    return seen_inner->begin_turn(seen_inner, t);
}
static int seen_new_game(Player *p, int g, Color c) { (void)p; return seen_inner->new_game(seen_inner, g, c); }
static PlayerStatus seen_poll(Player *p, int ms, char mv[8], bool *book)
{
    (void)p;
    return seen_inner->poll(seen_inner, ms, mv, book);
}

/* --ai-untimed: each AI move's time is recorded but given back, so its
 * clock stays full, and the AI is told it has a day, so that no budget
 * binds; the tested player's clock runs as ever. */
static void test_ai_untimed(void)
{
    fresh_dir();
    write_scripts(5, 30);
    Rig r;
    CHECK_INT(open_rig(&r, true, &fake_time), 0);
    r.s.cfg.ai_untimed = true;
    Player *ai0 = r.s.ai[0];
    seen_inner = ai0;
    Player seen = { .name = "seen", .new_game = seen_new_game, .begin_turn = seen_begin, .poll = seen_poll,
                    .cancel = st_cancel };
    r.s.ai[0] = &seen;
    CHECK_INT(session_run(&r.s), SESSION_DONE);
    r.s.ai[0] = ai0;
    CHECK_INT(seen_own_min, SESSION_UNTIMED_CLOCK_MS);
    CHECK_INT(seen_own_max, SESSION_UNTIMED_CLOCK_MS);
    CHECK(seen_other_max <= r.s.cfg.clock.main_ms);
    StoreGame *g;
    int n = store_games_of_test(r.s.store, r.s.test.id, &g);
    CHECK(n >= 4);
    int ai_moves = 0, tested_moves = 0;
    for (int i = 0; i < n; i++) {
        StoreMove *mv;
        int plies = store_moves(r.s.store, g[i].id, &mv);
        for (int k = 0; k < plies; k++) {
            bool ai = (k % 2 == 0) != (g[i].player_color == BLACK);
            CHECK(mv[k].spent_ms > 0);
            if (ai) {
                ai_moves++;
                CHECK_INT(mv[k].clock_left_ms, r.s.cfg.clock.main_ms);
            } else if (k >= 2) {
                tested_moves++;
                CHECK(mv[k].clock_left_ms < mv[k - 2].clock_left_ms);
            }
        }
        if (plies > 0)
            free(mv);
    }
    CHECK(ai_moves > 20 && tested_moves > 20);
    free(g);
    close_rig(&r);
    remove_dir();
}

static void test_illegal_move_loses(void)
{
    fresh_dir();
    FILE *f = fopen(tested_script, "w");
    fprintf(f, "# game 1: the king cannot move two squares\n1 7g7f 5i5g\n");
    fclose(f);
    f = fopen(ai_script, "w");
    fprintf(f, "1 3c3d 8c8d\n");
    fclose(f);
    Rig r;
    CHECK_INT(open_rig(&r, true, &fake_time), 0);
    CHECK_INT(session_run(&r.s), SESSION_DONE);
    StoreGame *g;
    int n = store_games_of_test(r.s.store, r.s.test.id, &g);
    CHECK_INT(n, 4);
    if (n == 4) {
        CHECK_STR(g[0].end_reason, "illegal move");
        CHECK_STR(g[0].result, "white");
        CHECK_INT(g[0].plies, 2);
        CHECK_STR(g[1].end_reason, "resign"); /* no script for game 2: the tested side resigns */
    }
    free(g);
    close_rig(&r);
    remove_dir();
}

static void test_script_errors_name_the_line(void)
{
    fresh_dir();
    FILE *f = fopen(tested_script, "w");
    fprintf(f, "1 7g7f\n\n2 7g7f toolongmove\n");
    fclose(f);
    char err[256];
    Player *p = player_script_new(tested_script, err, sizeof err);
    CHECK(p == NULL);
    CHECK(strstr(err, "tested.txt:3:") != NULL);
    CHECK(strstr(err, "toolongmove") != NULL);
    f = fopen(tested_script, "w");
    fprintf(f, "x 7g7f\n");
    fclose(f);
    p = player_script_new(tested_script, err, sizeof err);
    CHECK(p == NULL);
    CHECK(strstr(err, ":1: expected a game number") != NULL);
    remove_dir();
}

/* kill -9 at random moments: a tested player slow enough that the kills
 * land mid-game, each child resuming the last one's test. */
static PlayerStatus slow_poll(Player *p, int ms, char mv[8], bool *book)
{
    (void)p;
    usleep(stopper.current_game == 2 ? 6000 : 1000); /* game 2 is where the kills land */
    return stopper.inner->poll(stopper.inner, ms, mv, book);
}

/* The unfinished test's stored lines and state ("" when none). */
static void snapshot(char lines[][4096], char *state, size_t len)
{
    StoreError err;
    state[0] = '\0';
    Store *st = store_open(dir, &err);
    StoreTest t;
    if (!st || store_test_unfinished(st, &t) != 1) {
        store_close(st);
        return;
    }
    snprintf(state, len, "%s", t.state);
    for (int i = 1; lines && i <= 4; i++) {
        StoreGame g;
        stored_line(st, t.id, i, lines[i], 4096, &g);
    }
    store_close(st);
}

static pid_t start_child(int *notify)
{
    int p[2];
    if (pipe(p) != 0)
        abort();
    pid_t pid = fork();
    if (pid != 0) {
        close(p[1]);
        *notify = p[0];
        return pid;
    }
    close(p[0]);
    game2_fd = p[1];
    Rig r;
    if (open_rig(&r, true, NULL) != 0)
        _exit(3);
    Player slow = { .name = "slow", .new_game = st_new_game, .begin_turn = st_begin, .poll = slow_poll,
                    .cancel = st_cancel };
    stopper = (Stopper){ .inner = r.s.tested, .game = -1 };
    r.s.tested = &slow;
    r.s.cfg.export_game = session_export_game;
    SessionState st = session_run(&r.s);
    _exit(st == SESSION_DONE ? 0 : 4);
}

/* Game 2 as stored after a kill: how many moves, and the clock of the side
 * to move as saved then (what the resumed game must charge from). */
typedef struct {
    int moves;
    Color side;
    int64_t left;
} SavedClock;

static bool saved_clock(SavedClock *out)
{
    StoreError err;
    Store *st = store_open(dir, &err);
    StoreTest t;
    bool ok = false;
    if (st && store_test_unfinished(st, &t) == 1) {
        char line[4096];
        StoreGame g;
        int n = stored_line(st, t.id, 2, line, sizeof line, &g);
        StoreMove *mv;
        if (n > 0 && !g.finished && store_moves(st, g.id, &mv) == n) {
            int64_t left[COLOR_NB];
            store_clocks_after(&g, mv, n, left, &out->side);
            out->moves = n;
            out->left = left[out->side];
            ok = true;
            free(mv);
        }
    }
    store_close(st);
    return ok;
}

/* Waits (up to 60 s: a loaded machine is slow, not wrong) until the running test has a move of game 2 stored,
 * so that one kill at least lands where a clock is saved: kills at random
 * moments can all land before game 2's first move, and then no resumed
 * move is checked against a saved clock. */
static void wait_for_a_game2_move(void)
{
    for (int waited = 0; waited < 60000; waited += 5) {
        StoreError err;
        Store *st = store_open(dir, &err);
        StoreTest t;
        int n = -1;
        if (st && store_test_unfinished(st, &t) == 1) {
            char line[4096];
            StoreGame g;
            n = stored_line(st, t.id, 2, line, sizeof line, &g);
        }
        store_close(st);
        if (n > 0)
            return;
        usleep(5000);
    }
}

/* The first move after each resume was charged from the clock as saved
 * (the time the program was down charged to nobody); the record exported
 * at the end holds every stored move. */
static int check_clocks_and_record(Store *st, int64_t test, const SavedClock *saved, int nsaved)
{
    int checked = 0;
    char line[4096];
    StoreGame g;
    stored_line(st, test, 2, line, sizeof line, &g);
    StoreMove *mv;
    int n = store_moves(st, g.id, &mv);
    for (int i = 0; i < nsaved; i++) {
        int k = saved[i].moves;
        if (k >= n)
            continue;
        CHECK_INT(mv[k].clock_left_ms, saved[i].left - mv[k].spent_ms);
        CHECK(mv[k].spent_ms < 2000);
        checked++;
    }
    free(mv);
    char tdir[700], path[800], err[512];
    Session s = { .store = st };
    store_test_get(st, test, &s.test);
    CHECK_INT(session_test_dir(&s, tdir, sizeof tdir, err, sizeof err), 0);
    snprintf(path, sizeof path, "%s/game2.kifu", tdir);
    GameRecord *rec = NULL;
    RecordError re;
    CHECK_INT(record_read_file(path, NULL, &rec, &re), 0);
    if (!rec)
        return checked;
    char usi[4096] = "";
    size_t used = 0;
    for (int i = 0; i < rec->move_count; i++) {
        char m[USI_MOVE_MAX];
        move_to_usi(rec->moves[i].move, m);
        used += (size_t)snprintf(usi + used, sizeof usi - used, "%s%s", i ? " " : "", m);
    }
    CHECK(strcmp(usi, line) == 0); /* the record holds every stored move */
    record_free(rec);
    return checked;
}

/* Waits for the child to say game 2 starts (true), or to end (false). */
static bool wait_for_game2(int fd)
{
    char c;
    bool started = read(fd, &c, 1) == 1;
    close(fd);
    return started;
}

/* The kill test, headless: kill -9 the running test at random
 * moments of game 2 (the first kill after a move of it is stored),
 * restart, resume, finish; every move stored before each kill is in the
 * final games, in order, and in game 2's exported record; the games are
 * complete; each resumed game 2 charged its next move from the clock as
 * saved at the kill, and at least one was checked so. */
static void test_kill9_in_game2_loses_nothing(void)
{
    fresh_dir();
    write_scripts(29, CHECK_SANITIZED ? 70 : 100);
    unsigned seed = (unsigned)time(NULL) ^ (unsigned)getpid();
    srand(seed);
    static char seen[5][4096], last[5][4096];
    int kills = 0, status = 0, nsaved = 0, clocks_checked = 0;
    SavedClock saved[6];
    bool reaped = false;
    char state[32] = "";
    int fd;
    pid_t pid = start_child(&fd);
    while (kills < 6 && wait_for_game2(fd)) {
        if (kills == 0)
            wait_for_a_game2_move();
        usleep((useconds_t)(rand() % 40000));
        kill(pid, SIGKILL);
        waitpid(pid, &status, 0);
        if (WIFEXITED(status)) {
            reaped = true;
            break;
        }
        kills++;
        if (saved_clock(&saved[nsaved]))
            nsaved++;
        snapshot(last, state, sizeof state);
        for (int i = 1; i <= 4; i++) {
            if (strncmp(last[i], seen[i], strlen(seen[i])) != 0)
                CHECK(!"a stored move disappeared or changed after kill -9");
            memcpy(seen[i], last[i], sizeof seen[i]);
        }
        pid = start_child(&fd);
    }
    if (!reaped)
        waitpid(pid, &status, 0);
    if (kills >= 6)
        close(fd); /* the last child was not watched: kept open so its write cannot SIGPIPE */
    CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0);
    StoreError err;
    Store *st = store_open(dir, &err);
    StoreListRow *rows;
    int n = st ? store_list(st, &rows) : 0;
    CHECK_INT(n, 1);
    if (n == 1) {
        CHECK(rows[0].test.finished);
        CHECK_INT(rows[0].games_finished, 4);
        for (int i = 1; i <= 4; i++) {
            char line[4096];
            StoreGame g;
            CHECK_INT(stored_line(st, rows[0].test.id, i, line, sizeof line, &g), lines_plies[i]);
            CHECK(strncmp(line, seen[i], strlen(seen[i])) == 0);
        }
        clocks_checked = check_clocks_and_record(st, rows[0].test.id, saved, nsaved);
        free(rows);
    }
    store_close(st);
    printf("# kill -9 during game 2: %d kills; after %d of them the next move was charged from the saved clock"
           " (seed %u)\n", kills, clocks_checked, seed);
    CHECK(kills >= 1);
    /* The first kill comes after a stored move of game 2, so its resume at
     * least was checked against the saved clock. */
    CHECK(nsaved >= 1);
    CHECK(clocks_checked >= 1);
    remove_dir();
}

/* The report from a hand-made analysis table: every counted move of the
 * player loses 100 cp, so the thesis line gives 4.2464 * -100 + 2529. */
static void test_report_from_table(void)
{
    fresh_dir();
    Rig r;
    write_scripts(5, 10);
    CHECK_INT(open_rig(&r, true, &fake_time), 0);
    int64_t id = store_test_begin(r.s.store, "Hana\tko", 600000, 0, 0);
    store_test_get(r.s.store, id, &r.s.test);
    for (int i = 1; i <= 4; i++) {
        GamePlan p = session_game_plan(i);
        int64_t g = store_game_begin(r.s.store, id, i, p.ai_kind, p.player_color,
                                     "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1", 600000, 0, 0);
        store_game_end(r.s.store, g, i == 2 ? "draw" : "black", i == 2 ? "sennichite" : "resign");
    }
    char tsv[128];
    snprintf(tsv, sizeof tsv, "%s/analysis.tsv", dir);
    FILE *f = fopen(tsv, "w");
    fprintf(f, "# kiryoku analysis table v1\n# ai: kiryoku AI1\n# ai: kiryoku AI2\n");
    fprintf(f, "game\tply\tplayer\teval_before\teval_after\tclock_left_ms\tgame_plies\tin_book\n");
    for (int g = 1; g <= 4; g++)
        for (int ply = 1; ply <= 100; ply++) {
            bool mine = (ply % 2 == 1) == (g % 2 == 1);
            fprintf(f, "game%d\t%d\t%s\t%d\t%d\t%d\t100\t0\n", g, ply, mine ? "Hana ko" : (g < 3 ? "kiryoku AI1" : "kiryoku AI2"),
                    50, mine ? -50 : 50, 300000);
        }
    fclose(f);
    StoreResult out;
    char err[512];
    ReportSource src = session_report_source(&r.s);
    CHECK_INT(report_write(&src, tsv, dir, &out, err, sizeof err), 0);
    CHECK(out.has_rating);
    /* ply >= 40 and the player's: sente has 30 (41..99), gote 31 (40..100) */
    CHECK_INT(out.positions, 2 * 30 + 2 * 31);
    CHECK_INT(out.rating, 2104);
    CHECK(out.lo <= 2104 && out.hi >= 2104);
    char *text = report_result_page(&src, &out);
    CHECK(text && strstr(text, "Your rating: 2104") != NULL);
    if (getenv("SHOW_REPORT") && text)
        fputs(text, stderr);
    CHECK(text && strstr(text, "Based on 122 balanced positions in 4 games") != NULL);
    CHECK(text && strstr(text, "Game 2, gote (second), draw") != NULL);
    CHECK(text && strstr(text, "Game 4, gote (second), you lost") != NULL);
    CHECK(text && strstr(text, dir) != NULL);
    free(text);
    f = fopen(out.report_json, "r");
    char json[8192] = "";
    if (f) {
        json[fread(json, 1, sizeof json - 1, f)] = '\0';
        fclose(f);
    }
    CHECK(strstr(json, "\"player\": \"Hana\\u0009ko\"") != NULL);
    CHECK(strstr(json, "\"rating\": 2104") != NULL);
    CHECK(strstr(json, "\"index\": 4, \"ai\": \"AI2\", \"player_color\": \"gote\"") != NULL);
    close_rig(&r);
    remove_dir();
}

/* Kiosk mode: one test after another until a signal; every result kept. */
static void test_kiosk_back_to_back(void)
{
    fresh_dir();
    write_scripts(13, 30);
    Rig r;
    CHECK_INT(open_rig(&r, true, &fake_time), 0);
    r.s.cfg.kiosk = true;
    Player wrapper = { .name = "stopper", .new_game = st_new_game, .begin_turn = st_begin, .poll = st_poll,
                       .cancel = st_cancel };
    stopper = (Stopper){ .inner = r.s.tested, .game = 1, .ply = 6, .skip = 2 };
    r.s.tested = &wrapper;
    CHECK_INT(session_run(&r.s), SESSION_STOPPED);
    r.s.tested = stopper.inner;
    StoreListRow *rows;
    int n = store_list(r.s.store, &rows);
    CHECK_INT(n, 3);
    if (n == 3) {
        CHECK(rows[0].test.finished && rows[0].has_result);
        CHECK(rows[1].test.finished && rows[1].has_result);
        CHECK(!rows[2].test.finished);
        CHECK_STR(rows[2].test.state, "game1");
    }
    free(rows);
    close_rig(&r);
    remove_dir();
}

/* ---- Adaptive length (issue 19) ------------------------------------------- */

/* The lines of `log` that start with `prefix`. */
static int log_lines(FILE *log, const char *prefix)
{
    char line[1024];
    int n = 0;
    rewind(log);
    while (fgets(line, sizeof line, log))
        n += strncmp(line, prefix, strlen(prefix)) == 0;
    return n;
}

/* One whole headless test with the interval the fake analysis reports
 * after each number of games (widths[k] after k games) and the answer to
 * "the range is still wide: play game N?". Returns the games stored and
 * how many times that question came (*asked); the test must end done. */
static int adaptive_run(const int *widths, bool yes, int *asked)
{
    fresh_dir();
    write_scripts(21, 50);
    memset(fake_width, 0, sizeof fake_width);
    for (int k = SESSION_TEST_GAMES; k <= SESSION_MAX_GAMES; k++)
        fake_width[k] = widths[k - SESSION_TEST_GAMES];
    FILE *log = tmpfile();
    rig_answers = (HeadlessAnswers){ .log = log, .extra_wide = yes };
    Rig r;
    CHECK_INT(open_rig(&r, true, &fake_time), 0);
    CHECK_INT(session_run(&r.s), SESSION_DONE);
    if (r.s.error[0])
        fprintf(stderr, "session: %s\n", r.s.error);
    StoreTest t;
    CHECK_INT(store_test_get(r.s.store, r.s.test.id, &t), 0);
    CHECK_STR(t.state, "done");
    StoreGame *g;
    int n = store_games_of_test(r.s.store, t.id, &g);
    int plies = 0;
    for (int i = 0; i < n; i++) {
        CHECK_INT(g[i].index, i + 1);
        CHECK(g[i].finished);
        plies += g[i].plies;
    }
    /* the extra games follow the plan (game 5: AI1, the player sente) */
    if (n >= 5) {
        GamePlan p5 = session_game_plan(5);
        CHECK_STR(g[4].ai_kind, p5.ai_kind);
        CHECK_INT(g[4].player_color, p5.player_color);
    }
    free(g);
    StoreResult res; /* the result is the last analysis's: all the games */
    CHECK_INT(store_result_get(r.s.store, t.id, &res), 1);
    CHECK_INT(res.positions, plies);
    /* the question says why: the width ("... 1500 points wide"), not the
     * too-few-positions wording */
    char why[64];
    snprintf(why, sizeof why, "? Your rating's range (9 chances in 10) is still %d points", widths[0]);
    *asked = log_lines(log, "? Your rating's range");
    CHECK(*asked == 0 || log_lines(log, why) == 1);
    CHECK_INT(log_lines(log, "? Too few"), 0);
    close_rig(&r);
    fclose(log);
    rig_answers = (HeadlessAnswers){ 0 };
    memset(fake_width, 0, sizeof fake_width);
    remove_dir();
    return n;
}

/* Wide after game 4, narrow after game 5: "yes" plays game 5 and stops. */
static void test_wide_interval_yes_plays_game5(void)
{
    const int widths[] = { 1500, 800, 800, 800, 800 };
    int asked = 0;
    CHECK_INT(adaptive_run(widths, true, &asked), 5);
    CHECK_INT(asked, 1);
}

/* Wide every time: games 5 and 6 are offered, no seventh. */
static void test_wide_interval_stops_at_six(void)
{
    const int widths[] = { 1500, 1400, 1300, 1300, 1300 };
    int asked = 0;
    CHECK_INT(adaptive_run(widths, true, &asked), SESSION_WIDE_MAX_GAMES);
    CHECK_INT(asked, SESSION_WIDE_MAX_GAMES - SESSION_TEST_GAMES);
}

/* "no" finishes the test after four games with its result. */
static void test_wide_interval_no_finishes(void)
{
    const int widths[] = { 1500, 1400, 1300, 1300, 1300 };
    int asked = 0;
    CHECK_INT(adaptive_run(widths, false, &asked), 4);
    CHECK_INT(asked, 1);
}

/* Narrow after game 4: no question at all, four games. */
static void test_narrow_interval_asks_nothing(void)
{
    const int widths[] = { SESSION_WIDE_INTERVAL, 1500, 1500, 1500, 1500 };
    int asked = 0;
    CHECK_INT(adaptive_run(widths, true, &asked), 4);
    CHECK_INT(asked, 0);
}

/* The records folder's name: the name's letters, digits, '-', '_' and
 * characters, at most 40 bytes cut between characters (a long Japanese
 * name was cut inside its 14th character), the rest '_'. */
static void test_records_dir_name(void)
{
    static const struct { const char *player, *want; } cases[] = {
        { "山田太郎山田太郎山田太郎山田太郎", "7-山田太郎山田太郎山田太郎山" },
        { "A b/c.d", "7-A_b_c_d" },
        { "abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz", "7-abcdefghijklmnopqrstuvwxyzabcdefghijklmn" },
        { "aé\xff", "7-aé_" },
    };
    fresh_dir();
    StoreError se;
    Session s = { .store = store_open(dir, &se) };
    CHECK(s.store != NULL);
    for (size_t i = 0; s.store && i < sizeof cases / sizeof cases[0]; i++) {
        s.test.id = 7;
        snprintf(s.test.player, sizeof s.test.player, "%s", cases[i].player);
        char path[700], err[256];
        CHECK_INT(session_test_dir(&s, path, sizeof path, err, sizeof err), 0);
        const char *base = strrchr(path, '/');
        CHECK_STR(base ? base + 1 : path, cases[i].want);
        CHECK(utf8_valid(path, strlen(path)));
        rmdir(path);
    }
    store_close(s.store);
    remove_dir();
}

/* A records folder that cannot be made is said in the player's language
 * (a Japanese screen showed "cannot create ..."). */
static void test_records_dir_error_in_japanese(void)
{
    fresh_dir();
    StoreError se;
    Session s = { .store = store_open(dir, &se) };
    CHECK(s.store != NULL);
    char tests[200], path[700], err[512] = "";
    snprintf(tests, sizeof tests, "%s/tests", dir);
    FILE *blocker = fopen(tests, "w"); /* a file where the folder goes */
    if (blocker)
        fclose(blocker);
    s.test.id = 3;
    snprintf(s.test.player, sizeof s.test.player, "hana");
    s.cfg.lang = LANG_JA;
    CHECK_INT(session_test_dir(&s, path, sizeof path, err, sizeof err), -1);
    CHECK(strstr(err, "3-hana を作れません: ") != NULL);
    store_close(s.store);
    remove_dir();
}

int main(void)
{
    RUN(test_transition_table);
    RUN(test_game_plan);
    RUN(test_whole_test_headless);
    RUN(test_stop_and_resume);
    RUN(test_flag_falls_while_thinking);
    RUN(test_ai_untimed);
    RUN(test_illegal_move_loses);
    RUN(test_script_errors_name_the_line);
    RUN(test_kill9_in_game2_loses_nothing);
    RUN(test_report_from_table);
    RUN(test_kiosk_back_to_back);
    RUN(test_wide_interval_yes_plays_game5);
    RUN(test_wide_interval_stops_at_six);
    RUN(test_wide_interval_no_finishes);
    RUN(test_narrow_interval_asks_nothing);
    RUN(test_records_dir_name);
    RUN(test_records_dir_error_in_japanese);
    return check_summary();
}
