/* The embedded engine: determinism, mates, root objectives (settai against
 * the all-scores list), stop latency, concurrent instances, evaluation
 * symmetry and the time budget. */
#include <ctype.h>
#include <pthread.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "engine/evaluate.h"
#include "engine/engine.h"
#include "engine/timeman.h"
#include "shogi/usi.h"
#include "tests/check.h"
#include "tests/sfen.h"

static const char *const MIDDLEGAME[] = {
    "l6nl/1r2gsk2/n1p1g2p1/P2p1spbp/1pP1pp3/2SP2P1P/NPB1GPNP1/4R1SK1/L4G2L b 2P 51",
    "lr5nl/3sggks1/p1n2p3/2p1p1pp1/PpP5p/3GPPP2/1P1S2NPP/4RGS2/LN1b2K1L b BPp 51",
    "lns5l/2r1g2s1/p3bknpp/1+b1pp1p2/1p3p1P1/2S1S1P2/PPNP1G2P/2G4R1/L3KG1NL b 2P2p 51",
    "ln3k1nl/1r2g1g2/p1p1p1sp1/3P2p1p/1p7/2PGSp1P1/PPS1P1P1P/3K3R1/LN3G1NL b BPbsp 51",
};

static Position *load(const char *sfen) { return test_position(sfen); }

/* A search from a cleared table; the result lives until the next call. */
static SearchResult *search_cleared(Engine *e, const Position *pos, const SearchLimits *l)
{
    static SearchResult r;
    engine_clear_hash(e);
    engine_set_position(e, pos);
    engine_search(e, l, &r);
    return &r;
}

static SearchResult *search_from(Engine *e, const char *sfen, int depth, SearchObjective obj, int slack)
{
    SearchLimits l;
    search_limits_init(&l);
    l.depth = depth;
    l.objective = obj;
    l.target_slack_cp = slack;
    return search_cleared(e, load(sfen), &l);
}

static SearchResult *search_depth(Engine *e, const char *sfen, int depth, SearchObjective obj)
{
    return search_from(e, sfen, depth, obj, 0);
}

static int small(int full) { return CHECK_SANITIZED ? (full > 5 ? full - 2 : full) : full; }

static void test_determinism(void)
{
    Engine *e = engine_create(8);
    for (int i = 0; i < 2; i++) {
        SearchResult a = *search_depth(e, MIDDLEGAME[i], small(7), OBJECTIVE_BEST);
        SearchResult b = *search_depth(e, MIDDLEGAME[i], small(7), OBJECTIVE_BEST);
        CHECK_INT(a.best_move, b.best_move);
        CHECK_INT(a.score, b.score);
        CHECK_INT(a.nodes, b.nodes);
        CHECK(a.best_move != MOVE_NONE);
        CHECK(pos_is_legal(load(MIDDLEGAME[i]), a.best_move));
    }
    engine_destroy(e);
}

static void test_mate_in_one(void)
{
    Engine *e = engine_create(4);
    /* Gote's king on 5a; a gold dropped on 5b, guarded by the pawn on 5c. */
    SearchResult *r = search_depth(e, "4k4/9/4P4/9/9/9/9/9/4K4 b G 1", 3, OBJECTIVE_BEST);
    char mv[USI_MOVE_MAX];
    move_to_usi(r->best_move, mv);
    CHECK_STR(mv, "G*5b");
    CHECK(score_is_mate(r->score));
    CHECK_INT(score_mate_plies(r->score), 1);
    char buf[32];
    score_to_usi(r->score, buf, sizeof buf);
    CHECK_STR(buf, "mate 1");
    /* The mated side sees its loss as a mate score too. */
    r = search_depth(e, "4k4/4G4/4P4/9/9/9/9/9/4K4 w - 1", 2, OBJECTIVE_BEST);
    CHECK_INT(r->best_move, MOVE_NONE);
    engine_destroy(e);
}

static int root_score_of(const SearchResult *r, Move m)
{
    for (int i = 0; i < r->root_count; i++)
        if (r->root[i].move == m)
            return r->root[i].score;
    return SCORE_NONE;
}

static void test_all_root_scores(void)
{
    Engine *e = engine_create(8);
    SearchResult *r = search_depth(e, MIDDLEGAME[2], small(4), OBJECTIVE_ALL_ROOT_SCORES);
    MoveList legal;
    gen_legal(load(MIDDLEGAME[2]), &legal);
    CHECK_INT(r->root_count, legal.count);
    for (int i = 0; i < r->root_count; i++) {
        CHECK(r->root[i].score != SCORE_NONE);
        if (i > 0)
            CHECK(r->root[i - 1].score >= r->root[i].score);
    }
    CHECK_INT(r->best_move, r->root[0].move);
    CHECK_INT(r->score, r->root[0].score);
    engine_destroy(e);
}

/* Settai picks the move whose value is closest to the target; the values
 * the full list gives for the same depth must agree, up to the instability
 * of a pruned search (a null-window probe and an aspiration search prune
 * differently below the root's children; measured at depth 4: usually 0,
 * up to ~85 cp with the fitted tempo 84, 153 cp with the calibrated 55 on
 * MIDDLEGAME[0] at target 0, a move the probe refuted below -277 that the
 * aspiration search scores -124). */
static void test_settai_matches_all_scores(void)
{
    Engine *e = engine_create(8);
    for (int p = 0; p < 4; p++) {
        for (int target = -300; target <= 300; target += 300) {
            SearchResult all = *search_depth(e, MIDDLEGAME[p], small(4), OBJECTIVE_ALL_ROOT_SCORES);
            SearchLimits l;
            search_limits_init(&l);
            l.depth = small(4);
            l.objective = OBJECTIVE_CLOSEST_TO_TARGET;
            l.target_cp = target;
            SearchResult s;
            engine_clear_hash(e);
            engine_set_position(e, load(MIDDLEGAME[p]));
            engine_search(e, &l, &s);
            int best_dist = 1 << 30;
            for (int i = 0; i < all.root_count; i++)
                if (abs(all.root[i].score - target) < best_dist)
                    best_dist = abs(all.root[i].score - target);
            int chosen = root_score_of(&all, s.best_move);
            CHECK(chosen != SCORE_NONE);
            CHECK(abs(chosen - target) <= best_dist + 160);
            CHECK(abs(s.score - chosen) <= 160);
            CHECK(s.score == root_score_of(&s, s.best_move));
        }
    }
    engine_destroy(e);
}

static SearchResult *search_closest(Engine *e, const char *sfen, int depth, int slack)
{
    return search_from(e, sfen, depth, OBJECTIVE_CLOSEST_TO_TARGET, slack);
}

static int exact_count(const SearchResult *r)
{
    int n = 0;
    for (int i = 0; i < r->root_count; i++)
        n += r->root[i].score != SCORE_NONE;
    return n;
}

/* With a slack, settai learns the near-equal moves it draws among (the
 * start position has many within 30 cp of 0), the chosen move is still the
 * closest of them, and it costs far less than scoring every move. */
static void test_settai_slack(void)
{
    Engine *e = engine_create(8);
    const char *start = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
    SearchResult plain = *search_closest(e, start, small(4), 0);
    SearchResult slack = *search_closest(e, start, small(4), 30);
    uint64_t all_nodes = search_depth(e, start, small(4), OBJECTIVE_ALL_ROOT_SCORES)->nodes;
    CHECK(exact_count(&slack) > exact_count(&plain));
    CHECK(exact_count(&slack) >= 2);
    for (int i = 0; i < slack.root_count; i++)
        if (slack.root[i].score != SCORE_NONE)
            CHECK(abs(slack.score) <= abs(slack.root[i].score));
    CHECK(slack.nodes < all_nodes);
    for (int p = 0; p < 4; p++) {
        SearchResult *r = search_closest(e, MIDDLEGAME[p], small(4), 30);
        CHECK(r->score == root_score_of(r, r->best_move));
        for (int i = 0; i < r->root_count; i++)
            if (r->root[i].score != SCORE_NONE)
                CHECK(abs(r->score) <= abs(r->root[i].score));
    }
    engine_destroy(e);
}

/* From a settai game against a depth-1 engine: black's 4h4i repeats the
 * position a fourth time (sennichite). Aiming at 0 with a draw worth 0,
 * the repetition is an exact hit; worth -150 to black, settai plays on. */
static void test_draw_value(void)
{
    static const char *game = "position startpos moves 2g2f 3c3d 7g7f 4a3b 6i7h 3a4b 8h2b+ 3b2b 7h8h B*6e "
        "B*2e 4b3c 8h7g 8c8d 4i5h 2c2d 2e3f 5c5d 5i4i 2b2c 7g8f 6c6d 5h5i 6e7d 4i3h 7d6e 3h4i 6e7d 4i3h "
        "7d6e 3h4i 6e7d 4i4h 7d6e";
    static Position pos;
    char err[256];
    CHECK_INT(pos_set_usi(&pos, game, err, sizeof err), 0);
    Move repeat = move_from_usi(&pos, "4h4i");
    Engine *e = engine_create(8);
    for (int draw = 0; draw >= -150; draw -= 150) {
        SearchLimits l;
        search_limits_init(&l);
        l.depth = 3;
        l.objective = OBJECTIVE_CLOSEST_TO_TARGET;
        l.draw_cp = draw;
        SearchResult r;
        engine_clear_hash(e);
        engine_set_position(e, &pos);
        engine_search(e, &l, &r);
        if (draw == 0) {
            CHECK_INT(r.best_move, repeat);
            CHECK_INT(r.score, 0);
        } else {
            CHECK(r.best_move != repeat);
            CHECK(abs(r.score) < 150);
        }
    }
    engine_destroy(e);
}

typedef struct {
    Engine *e;
    SearchResult r;
    SearchLimits l;
} Job;

static void *run_job(void *arg)
{
    Job *j = arg;
    engine_search(j->e, &j->l, &j->r);
    return NULL;
}

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1000.0 + (double)t.tv_nsec / 1e6;
}

static void note_started(const SearchInfo *info, void *user)
{
    (void)info;
    atomic_store((atomic_bool *)user, true);
}

/* engine_stop() is for a running search (a new search clears it), so the
 * stop waits for the first report: on a loaded machine the thread may not
 * have begun searching by any fixed sleep, and its stop would be lost. */
static void test_stop_is_prompt(void)
{
    static Job j;
    static atomic_bool started;
    atomic_store(&started, false);
    j.e = engine_create(8);
    search_limits_init(&j.l);
    j.l.infinite = true;
    engine_set_position(j.e, load(MIDDLEGAME[0]));
    engine_set_info_callback(j.e, note_started, &started);
    pthread_t th;
    pthread_create(&th, NULL, run_job, &j);
    while (!atomic_load(&started))
        usleep(1000);
    usleep(100 * 1000);
    double t0 = now_ms();
    engine_stop(j.e);
    pthread_join(th, NULL);
    double waited = now_ms() - t0;
    /* A few ms on an idle machine; the bound leaves room for a loaded one. */
    CHECK(waited < (CHECK_SANITIZED ? 500.0 : 200.0));
    CHECK(j.r.stopped);
    CHECK(pos_is_legal(load(MIDDLEGAME[0]), j.r.best_move));
    /* A caller-owned flag raised before the search starts is not lost. */
    atomic_bool flag;
    atomic_init(&flag, true);
    j.l.stop_flag = &flag;
    engine_search(j.e, &j.l, &j.r);
    CHECK(pos_is_legal(load(MIDDLEGAME[0]), j.r.best_move));
    engine_destroy(j.e);
}

/* Two instances searching at once give what each gives alone. */
static void test_instances_are_independent(void)
{
    static Job jobs[2];
    SearchResult alone[2];
    for (int i = 0; i < 2; i++) {
        jobs[i].e = engine_create(4);
        search_limits_init(&jobs[i].l);
        jobs[i].l.depth = small(6);
        engine_set_position(jobs[i].e, load(MIDDLEGAME[i + 1]));
        engine_search(jobs[i].e, &jobs[i].l, &alone[i]);
        engine_clear_hash(jobs[i].e);
    }
    pthread_t th[2];
    for (int i = 0; i < 2; i++)
        pthread_create(&th[i], NULL, run_job, &jobs[i]);
    for (int i = 0; i < 2; i++) {
        pthread_join(th[i], NULL);
        CHECK_INT(jobs[i].r.best_move, alone[i].best_move);
        CHECK_INT(jobs[i].r.nodes, alone[i].nodes);
        engine_destroy(jobs[i].e);
    }
}

/* The same position with the colours swapped (board turned round, cases
 * and hands exchanged, other side to move) evaluates the same. */
static void flip_sfen(const char *sfen, char *out)
{
    char board[128], side[4], hands[64];
    sscanf(sfen, "%127s %3s %63s", board, side, hands);
    int n = (int)strlen(board), k = 0;
    for (int i = n - 1; i >= 0; i--) {
        char c = board[i];
        if (c == '+') /* '+' precedes its letter: after reversal it follows */
            continue;
        out[k++] = (char)(isupper((unsigned char)c) ? tolower(c) : toupper(c));
        if (i > 0 && board[i - 1] == '+') {
            out[k - 1] = '+';
            out[k++] = (char)(isupper((unsigned char)c) ? tolower(c) : toupper(c));
        }
    }
    out[k++] = ' ';
    out[k++] = side[0] == 'b' ? 'w' : 'b';
    out[k++] = ' ';
    if (!strcmp(hands, "-")) {
        out[k++] = '-';
    } else {
        for (int i = 0; hands[i]; i++) {
            char c = hands[i];
            out[k++] = isalpha((unsigned char)c) ? (char)(isupper((unsigned char)c) ? tolower(c) : toupper(c)) : c;
        }
    }
    out[k] = '\0';
}

static void test_eval_symmetry(void)
{
    for (int i = 0; i < 4; i++) {
        char flipped[256];
        flip_sfen(MIDDLEGAME[i], flipped);
        int a = engine_evaluate(load(MIDDLEGAME[i]));
        int b = engine_evaluate(load(flipped));
        CHECK_INT(a, b);
    }
    CHECK_INT(engine_evaluate(load("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1")),
              engine_evaluate(load("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1")));
}

/* Ten-minute sudden death over 300 plies never flags: neither if every
 * move ran to its hard limit with 30 ms of latency, nor if every move took
 * 1.5x its soft budget with 100 ms of latency. */
static int clock_left_after(int plies, bool hard, int latency_ms)
{
    SearchLimits l;
    search_limits_init(&l);
    l.use_clock = true;
    int left = 600000;
    for (int ply = 0; ply < plies && left > 0; ply += 2) {
        l.time_ms[BLACK] = l.time_ms[WHITE] = left;
        TimeBudget b;
        timeman_budget(&l, BLACK, ply, &b);
        CHECK(b.hard_ms >= b.soft_ms && b.soft_ms > 0);
        left -= (int)(hard ? b.hard_ms : b.soft_ms * 3 / 2) + latency_ms;
    }
    return left;
}

static void test_time_budget_never_flags(void)
{
    CHECK(clock_left_after(300, true, 30) > 0);
    CHECK(clock_left_after(300, false, 100) > 2000);
    SearchLimits l;
    search_limits_init(&l);
    l.use_clock = true;
    /* With byoyomi, a move may use the byoyomi even with no main time. */
    l.time_ms[BLACK] = 0;
    l.byoyomi_ms = 10000;
    TimeBudget b;
    timeman_budget(&l, BLACK, 100, &b);
    CHECK(b.hard_ms >= 5000 && b.hard_ms < 10000);
}

/* The position of tests/data/explode/ (issue 14), or NULL. */
static Position *explode_position(void)
{
    static Position pos;
    static char line[8192];
    char path[512], err[256];
    if (!CHECK_DATA_FILE("explode/endgame_ply104.usi", path))
        return NULL;
    FILE *f = fopen(path, "r");
    bool ok = f && fgets(line, sizeof line, f);
    if (f)
        fclose(f);
    line[strcspn(line, "\r\n")] = '\0';
    if (!ok || pos_set_usi(&pos, line, err, sizeof err) != 0) {
        fprintf(stderr, "  %s: %s\n", path, ok ? err : "empty");
        return NULL;
    }
    return &pos;
}

/* The analyser's search (SearchLimits.analysis) or the one the engine plays. */
static SearchResult *search_capped(Engine *e, const Position *pos, int depth, uint64_t nodes, bool analysis)
{
    SearchLimits l;
    search_limits_init(&l);
    l.depth = depth;
    l.nodes = nodes;
    l.analysis = analysis;
    return search_cleared(e, pos, &l);
}

/* A drop-heavy endgame no longer blows up, in the analyser's search
 * (issue 14) nor in the one the engine plays with (issue 15: play took the
 * same rules for checks). With every check searched in full, play cost
 * 211,696 nodes at depth 3 and 2,290,678 at depth 4 (depth 5: 23.6 M); now
 * 64,881 and 260,998. The bounds sit well above today's costs and well
 * below the old ones. */
static void test_drop_heavy_endgame_stays_small(void)
{
    Position *pos = explode_position();
    CHECK(pos != NULL);
    if (!pos)
        return;
    Engine *e = engine_create(16);
    int depth = CHECK_SANITIZED ? 3 : 4;
    uint64_t bound = CHECK_SANITIZED ? 150000u : 1000000u;
    for (int analysis = 1; analysis >= 0; analysis--) {
        SearchResult *r = search_capped(e, pos, depth, 0, analysis);
        CHECK_INT(r->depth, depth);
        CHECK(r->nodes < bound);
        CHECK(r->score > 1000); /* sente is winning, by about +2,300 */
    }
    engine_destroy(e);
}

/* A node cap stops the search within the poll interval (256 nodes, and a
 * node a ply while it unwinds), keeps
 * a legal move from the last whole iteration, and stops at the same node
 * every time, so a capped analysis stays deterministic. */
static void test_node_cap(void)
{
    Position *pos = explode_position();
    CHECK(pos != NULL);
    if (!pos)
        return;
    Engine *e = engine_create(16);
    SearchResult a = *search_capped(e, pos, 9, 20000, true);
    SearchResult b = *search_capped(e, pos, 9, 20000, true);
    CHECK(a.stopped);
    CHECK(a.nodes >= 20000 && a.nodes <= 20000 + 256 + SEARCH_MAX_PLY);
    CHECK(a.depth >= 1 && a.depth < 9);
    CHECK(a.best_move != MOVE_NONE && pos_is_legal(pos, a.best_move));
    CHECK_INT(a.best_move, b.best_move);
    CHECK_INT(a.score, b.score);
    CHECK_INT(a.nodes, b.nodes);
    engine_destroy(e);
}

/* A cap below what depth 1 alone costs (a position with both kings open
 * and pieces hanging everywhere: 10,673 nodes at depth 1, 1.89 M before
 * quiescence stopped chaining quiet promotions) still gives a move and a
 * score: the cap waits for one root move to be scored, and the best scored
 * so far is kept. */
static void test_cap_inside_the_first_iteration(void)
{
    Engine *e = engine_create(16);
    Position *pos = load("G3B4/2k3+P2/p2p3pp/lKS2Bp2/1P7/2G6/P2P1+p1+sP/2s3r2/8L w RNL6P2gs3nlp 228");
    SearchResult a = *search_capped(e, pos, 5, 1000, true);
    SearchResult b = *search_capped(e, pos, 5, 1000, true);
    CHECK(a.stopped);
    CHECK_INT(a.depth, 0);
    CHECK(a.score != SCORE_NONE && !score_is_mate(a.score));
    CHECK(a.best_move != MOVE_NONE && pos_is_legal(pos, a.best_move));
    CHECK(a.nodes < 200000);
    CHECK_INT(a.best_move, b.best_move);
    CHECK_INT(a.score, b.score);
    CHECK_INT(a.nodes, b.nodes);
    engine_destroy(e);
}

int main(void)
{
    RUN(test_determinism);
    RUN(test_mate_in_one);
    RUN(test_all_root_scores);
    RUN(test_settai_matches_all_scores);
    RUN(test_settai_slack);
    RUN(test_draw_value);
    RUN(test_stop_is_prompt);
    RUN(test_instances_are_independent);
    RUN(test_eval_symmetry);
    RUN(test_time_budget_never_flags);
    RUN(test_drop_heavy_endgame_stays_small);
    RUN(test_node_cap);
    RUN(test_cap_inside_the_first_iteration);
    return check_summary();
}
