/* The evaluation network: the incrementally updated accumulators equal a
 * full refresh on 10,000 positions of random games (drops, promotions,
 * captures, king moves, null moves, unmakes, evaluations skipped so updates
 * span several plies), with each set of loops the CPU runs (plain, the
 * build's vectors, AVX2), all giving the same integers; the net
 * file loader accepts a good file and names the file and the fault for a
 * missing, truncated, damaged or foreign one; the search runs with a net. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bridge/bridge.h"
#include "engine/nnue.h"
#include "engine/nnue_accumulator.h"
#include "engine/engine.h"
#include "tests/check.h"
#include "tests/shipped_net.h"

static uint64_t rng = 0x1234567ull;

static uint64_t next(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return rng;
}

static int uniform(int lo, int hi) { return lo + (int)(next() % (uint64_t)(hi - lo + 1)); }

/* Random layers within the bounds the trainer keeps (nnue.h): rows small
 * enough that 64 of them cannot overflow an int16 sum. */
typedef struct {
    int16_t ft_bias[NNUE_L1];
    int16_t *ft_weight;
    int32_t *ft_psqt;
    int32_t b1[NNUE_L2], b2[NNUE_L3], b3;
    int8_t w1[NNUE_L2 * 2 * NNUE_L1], w2[NNUE_L3 * NNUE_L2], w3[NNUE_L3];
} RandomLayers;

static void random_layers(RandomLayers *r)
{
    r->ft_weight = malloc((size_t)NNUE_INPUTS * NNUE_L1 * sizeof(int16_t));
    for (size_t i = 0; i < (size_t)NNUE_INPUTS * NNUE_L1; i++)
        r->ft_weight[i] = (int16_t)uniform(-60, 100);
    r->ft_psqt = malloc(NNUE_INPUTS * sizeof(int32_t));
    for (int i = 0; i < NNUE_INPUTS; i++)
        r->ft_psqt[i] = uniform(-20000, 20000);
    for (int i = 0; i < NNUE_L1; i++)
        r->ft_bias[i] = (int16_t)uniform(-200, 200);
    for (int i = 0; i < NNUE_L2; i++)
        r->b1[i] = uniform(-8000, 8000);
    for (int i = 0; i < NNUE_L3; i++)
        r->b2[i] = uniform(-8000, 8000);
    r->b3 = uniform(-8000, 8000);
    for (size_t i = 0; i < sizeof r->w1; i++)
        r->w1[i] = (int8_t)uniform(-127, 127);
    for (size_t i = 0; i < sizeof r->w2; i++)
        r->w2[i] = (int8_t)uniform(-127, 127);
    for (size_t i = 0; i < sizeof r->w3; i++)
        r->w3[i] = (int8_t)uniform(-127, 127);
}

static NnueLayers as_layers(const RandomLayers *r)
{
    return (NnueLayers){ r->ft_bias, r->ft_weight, r->ft_psqt, r->b1, r->b2, &r->b3, r->w1, r->w2, r->w3, "test net" };
}

static const char *net_path(void)
{
    static char path[256];
    snprintf(path, sizeof path, "/tmp/kiryoku_test_nnue_%d.nnue", (int)getpid());
    return path;
}

static Nnue *net;

static void setup_net(void)
{
    static RandomLayers r;
    random_layers(&r);
    NnueLayers l = as_layers(&r);
    char err[512];
    CHECK(nnue_write(net_path(), &l, err, sizeof err) == 0);
    net = nnue_load(net_path(), err, sizeof err);
    if (!net)
        fprintf(stderr, "  %s\n", err);
    CHECK(net != NULL);
    free(r.ft_weight);
    free(r.ft_psqt);
}

/* Random moves, but captures, promotions and drops more often than chance
 * would pick them, so hands fill and empty. */
static Move pick_move(const Position *pos, const MoveList *list)
{
    for (int tries = 0; tries < 4; tries++) {
        Move m = list->moves[next() % (uint64_t)list->count];
        bool lively = move_is_drop(m) || move_is_promote(m) || pos->board[move_to(m)] != NO_PIECE ||
                      pos_moved_type(pos, m) == KING;
        if (lively || tries == 3)
            return m;
    }
    return list->moves[0];
}

typedef struct {
    int positions, drops, promotions, captures, king_moves, nulls, unmakes;
} Tally;

/* The stack's accumulators and score, updated with the loops of net->simd,
 * equal a full refresh and evaluation with the plain ones, and every set
 * of loops this CPU runs gives the same forward pass. */
static bool matches_refresh(NnueStack *s, const Position *pos)
{
    NnueSimd simd = net->simd;
    int v = nnue_evaluate(s, pos);
    net->simd = NNUE_SIMD_PLAIN;
    NnueAcc acc;
    bool same = true;
    for (Color c = BLACK; c <= WHITE; c++) {
        nnue_refresh(net, pos, c, &acc);
        same &= memcmp(acc.v, s->node[s->top].acc[c].v, sizeof acc.v) == 0;
        same &= acc.psqt == s->node[s->top].acc[c].psqt;
    }
    int full = nnue_evaluate_position(net, pos);
    int bound = SCORE_MATE_MIN - 1;
    full = full > bound ? bound : full < -bound ? -bound : full;
    const NnueAcc *acc_us = &s->node[s->top].acc[pos->side], *acc_them = &s->node[s->top].acc[!pos->side];
    int plain = nnue_forward(net, acc_us, acc_them);
    for (NnueSimd k = NNUE_SIMD_BASE; k <= nnue_simd_best(); k++) {
        net->simd = k;
        same &= nnue_forward(net, acc_us, acc_them) == plain;
    }
    net->simd = simd;
    return same && v == full;
}

static void tally_move(Tally *t, const Position *pos, Move m)
{
    t->drops += move_is_drop(m);
    t->promotions += move_is_promote(m);
    t->captures += !move_is_drop(m) && pos->board[move_to(m)] != NO_PIECE;
    t->king_moves += pos_moved_type(pos, m) == KING;
}

/* One step of a random game: a move (sometimes a null move or unmakes). */
static void random_step(NnueStack *s, Position *pos, Tally *t)
{
    int r = uniform(0, 99);
    if (r < 8 && s->top >= 3 && pos->ply >= 3) {
        for (int k = uniform(1, 3); k > 0; k--) {
            if (pos_last_move(pos) == MOVE_NONE)
                pos_undo_null(pos);
            else
                pos_undo_move(pos);
            nnue_pop(s);
            t->unmakes++;
        }
        return;
    }
    if (r < 11 && !pos_in_check(pos)) {
        nnue_push_null(s);
        pos_do_null(pos);
        t->nulls++;
        return;
    }
    MoveList list;
    gen_legal(pos, &list);
    Move m = pick_move(pos, &list);
    tally_move(t, pos, m);
    nnue_push_move(s, pos, m);
    pos_do_move(pos, m);
}

static bool game_over(const Position *pos)
{
    MoveList list;
    gen_legal(pos, &list);
    return list.count == 0 || pos->ply > 300;
}

/* Random games with the accumulators updated by the loops of set simd. */
static void incremental_with(NnueSimd simd)
{
    static NnueStack s;
    static Position pos;
    net->simd = simd;
    s.net = net;
    Tally t = { 0 };
    int mismatches = 0;
    while (t.positions < 10000) {
        pos_init_startpos(&pos);
        nnue_stack_reset(&s);
        while (!game_over(&pos) && s.top < NNUE_STACK_NB - 4 && t.positions < 10000) {
            random_step(&s, &pos, &t);
            if (uniform(0, 2) == 0)
                continue; /* not evaluated: the next update spans more plies */
            t.positions++;
            mismatches += !matches_refresh(&s, &pos);
        }
    }
    printf("  %s: %d positions: %d drops, %d promotions, %d captures, %d king moves, %d null moves, %d unmakes\n",
           nnue_simd_name(simd), t.positions, t.drops, t.promotions, t.captures, t.king_moves, t.nulls, t.unmakes);
    CHECK_INT(mismatches, 0);
    CHECK(t.drops > 1000 && t.promotions > 200 && t.captures > 1000 && t.king_moves > 1000);
}

static void test_incremental_equals_refresh(void)
{
    if (!net)
        return;
    NnueSimd best = nnue_simd_best();
    CHECK(net->simd == best); /* what nnue_load chose */
    for (NnueSimd k = NNUE_SIMD_PLAIN; k <= best; k++)
        incremental_with(k);
    net->simd = best;
}

static void write_bytes(const char *path, const uint8_t *b, size_t n)
{
    FILE *fp = fopen(path, "wb");
    fwrite(b, 1, n, fp);
    fclose(fp);
}

static uint8_t *slurp(const char *path, size_t *n)
{
    FILE *fp = fopen(path, "rb");
    fseek(fp, 0, SEEK_END);
    *n = (size_t)ftell(fp);
    rewind(fp);
    uint8_t *b = malloc(*n);
    CHECK(fread(b, 1, *n, fp) == *n);
    fclose(fp);
    return b;
}

/* Loading `bytes` fails with a message naming the file and containing `what`. */
static void check_rejected(const uint8_t *bytes, size_t n, const char *what)
{
    char path[300], err[512];
    snprintf(path, sizeof path, "%s.bad", net_path());
    write_bytes(path, bytes, n);
    Nnue *bad = nnue_load(path, err, sizeof err);
    CHECK(bad == NULL);
    CHECK(strstr(err, path) != NULL);
    if (!strstr(err, what))
        fprintf(stderr, "  message was: %s\n", err);
    CHECK(strstr(err, what) != NULL);
    nnue_free(bad);
    remove(path);
}

static void test_loader(void)
{
    if (!net)
        return;
    size_t n;
    uint8_t *good = slurp(net_path(), &n);
    CHECK_STR(net->about, "test net");
    char err[512];
    Nnue *again = nnue_load(net_path(), err, sizeof err);
    Position pos;
    pos_init_startpos(&pos);
    CHECK(again && nnue_evaluate_position(again, &pos) == nnue_evaluate_position(net, &pos));
    nnue_free(again);

    check_rejected(good, n - 1000, "truncated");
    check_rejected(good, 50, "not a kiryoku network");
    uint8_t *bad = malloc(n);
    memcpy(bad, good, n);
    bad[n / 2] ^= 0x40;
    check_rejected(bad, n, "checksum");
    memcpy(bad, good, n);
    bad[8] = 9; /* version */
    check_rejected(bad, n, "version");
    memcpy(bad, good, n);
    bad[20] = 64; /* l1 */
    check_rejected(bad, n, "shape");
    free(bad);
    free(good);

    CHECK(nnue_load("/nonexistent/dir/x.nnue", err, sizeof err) == NULL);
    CHECK(strstr(err, "/nonexistent/dir/x.nnue") != NULL);
}

/* The net that ships (assets/kiryoku.nnue, tools/nnue/README.md "Net G")
 * loads, is the one the README names, sees the start position as about
 * level, a rook up as winning for the side that has it, and gives the
 * same scores with the SIMD and the plain loops. */
static void test_shipped_net(void)
{
    Nnue *shipped = load_shipped_net();
    if (!shipped)
        return;
    CHECK(strstr(shipped->about, "496120 positions") != NULL);
    Position pos;
    pos_init_startpos(&pos);
    int start = nnue_evaluate_position(shipped, &pos);
    CHECK(start > -150 && start < 150);
    const char *rook_up = "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
    char err[128];
    CHECK(pos_set_sfen(&pos, rook_up, err, sizeof err) == 0);
    CHECK(nnue_evaluate_position(shipped, &pos) > 400);
    NnueAcc us, them;
    nnue_refresh(shipped, &pos, pos.side, &us);
    nnue_refresh(shipped, &pos, color_flip(pos.side), &them);
    int v = nnue_forward(shipped, &us, &them);
    shipped->simd = NNUE_SIMD_PLAIN;
    CHECK_INT(nnue_forward(shipped, &us, &them), v);
    nnue_free(shipped);
}

/* A fixed-depth search with the net is deterministic and keeps its
 * accumulator stack balanced (a second search gives the same nodes). */
static void test_search_with_net(void)
{
    if (!net)
        return;
    Engine *e = engine_create(8);
    CHECK(engine_set_nnue(e, net) == 0);
    Position pos;
    char err[128];
    CHECK(pos_set_sfen(&pos, "lnsgk1snl/1r4gb1/p1pppp1pp/6p2/1p7/2P6/PP1PPPPPP/1BG4R1/LNS1KGSNL b - 1", err, sizeof err) == 0);
    SearchLimits l;
    search_limits_init(&l);
    l.depth = 5;
    static SearchResult a, b;
    engine_set_position(e, &pos);
    engine_search(e, &l, &a);
    engine_clear_hash(e);
    engine_search(e, &l, &b);
    CHECK(a.best_move != MOVE_NONE);
    CHECK_INT(a.nodes, b.nodes);
    CHECK_INT(a.score, b.score);
    CHECK(engine_set_nnue(e, NULL) == 0);
    engine_destroy(e);
}

static int depth1_score(Engine *e, const char *sfen)
{
    Position pos;
    char err[128];
    CHECK(pos_set_sfen(&pos, sfen, err, sizeof err) == 0);
    SearchLimits l;
    search_limits_init(&l);
    l.depth = 1;
    static SearchResult r;
    engine_set_position(e, &pos);
    engine_search(e, &l, &r);
    return r.score;
}

/* The search works in its own units (NnueScale) but reports the net's
 * centipawns: a depth-1 score barely moves with the scale, a mate stays
 * the same mate, and a scale needs a net and a sane range. */
static void test_search_scale(void)
{
    if (!net)
        return;
    Engine *e = engine_create(8);
    CHECK_INT(engine_set_search_scale(e, 50), -1);
    CHECK(engine_set_nnue(e, net) == 0);
    CHECK_INT(engine_set_search_scale(e, 5), -1);
    CHECK_INT(engine_set_search_scale(e, 401), -1);
    const char *quiet = "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2";
    const char *mate1 = "4k4/9/4P4/9/9/9/9/9/4K4 b G 1";
    CHECK_INT(engine_set_search_scale(e, 100), 0);
    int at100 = depth1_score(e, quiet), mate100 = depth1_score(e, mate1);
    CHECK_INT(engine_set_search_scale(e, 50), 0);
    int at50 = depth1_score(e, quiet), mate50 = depth1_score(e, mate1);
    CHECK(abs(at100 - at50) <= 2);
    CHECK_INT(mate100, score_from_mate_plies(1));
    CHECK_INT(mate50, mate100);
    CHECK(engine_set_nnue(e, NULL) == 0);
    CHECK_INT(engine_set_search_scale(e, 75), -1);
    engine_destroy(e);
}

/* The analyser reaches a net through the bridge ("embedded:nnue=FILE",
 * `kiryoku analyze --engine`): it says so in its name, and a missing file
 * or an unknown option is an error naming it. */
static void test_bridge_with_net(void)
{
    if (!net)
        return;
    char spec[300], err[1600];
    snprintf(spec, sizeof spec, "embedded:nnue=%s", net_path());
    Bridge *b = bridge_open(spec, NULL, err, sizeof err);
    CHECK(b != NULL);
    if (b) {
        BridgeCaps caps;
        bridge_caps(b, &caps);
        CHECK(strstr(caps.name, "network") != NULL);
        bridge_close(b);
    }
    CHECK(bridge_open("embedded:nnue=/nonexistent/dir/y.nnue", NULL, err, sizeof err) == NULL);
    CHECK(strstr(err, "/nonexistent/dir/y.nnue") != NULL);
    CHECK(bridge_open("embedded:depth=3", NULL, err, sizeof err) == NULL);
    CHECK(strstr(err, "depth=3") != NULL);
}

int main(void)
{
    setup_net();
    RUN(test_incremental_equals_refresh);
    RUN(test_loader);
    RUN(test_shipped_net);
    RUN(test_search_with_net);
    RUN(test_search_scale);
    RUN(test_bridge_with_net);
    nnue_free(net);
    remove(net_path());
    return check_summary();
}
