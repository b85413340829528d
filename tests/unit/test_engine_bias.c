/* The embedded engine as a judge must not favour the side to move: the
 * analyser charges a move loss = -score(after) - score(before), so a score
 * that leans b centipawns toward whoever moves charges every move, the best
 * one included, about -2b (bench/RESULTS.md, "side-to-move bias"). The
 * static tempo is the calibrated EVAL_TEMPO_CP (evaluate.h), and the mean
 * loss of the engine's own best moves at odd depths (the analysis depth is
 * 5) stays near 0. */
#include "engine/evaluate.h"
#include "engine/engine.h"
#include "tests/check.h"
#include "tests/sfen.h"

enum { SELF_LOSS_TOLERANCE = 15 };

static const char *const QUIET[] = {
    "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
    "ln5nl/2r1gskb1/3s1g1p1/p1pp1pp1p/1p2P4/P1PP1PG1P/1PB3PP1/4RSSK1/LN1G3NL w P 52",
    "ln1g3nl/1rs1ksg2/3b1p3/p1ppp1Ppp/1p3P3/P1P2S1PP/1PSPPB3/2G3R2/LNK1G2NL w p 52",
};

static bool any_hanging(const Position *pos)
{
    EvalFeatures f;
    eval_features(pos, &f);
    for (int i = 0; i < f.n; i++)
        if (f.index[i] >= F_HANGING && f.index[i] < F_HANGING + 2 * PIECE_TYPE_NB)
            return true;
    return false;
}

/* With no piece hanging (the one feature that rightly depends on who
 * moves), passing the move changes the static evaluation by the calibrated
 * tempo alone: a tempo re-fitted by the tuner, or any other side-to-move
 * term, fails here. */
static void test_static_eval_ignores_side_to_move(void)
{
    for (size_t i = 0; i < sizeof QUIET / sizeof QUIET[0]; i++) {
        char other[256];
        snprintf(other, sizeof other, "%s", QUIET[i]);
        char *side = strchr(other, ' ') + 1;
        *side = *side == 'b' ? 'w' : 'b';
        CHECK(!any_hanging(test_position(QUIET[i])));
        int as_is = engine_evaluate(test_position(QUIET[i]));
        CHECK(!any_hanging(test_position(other)));
        int passed = engine_evaluate(test_position(other));
        CHECK_INT(as_is - EVAL_TEMPO_CP, -(passed - EVAL_TEMPO_CP));
    }
    CHECK_INT(eval_weights[F_TEMPO], EVAL_TEMPO_CP);
}

static int search_score(Engine *e, const Position *pos, int depth, Move *best)
{
    SearchLimits l;
    search_limits_init(&l);
    l.depth = depth;
    l.analysis = true; /* the analyser's search (analysis/analyzer.c) */
    SearchResult r;
    engine_clear_hash(e);
    engine_set_position(e, pos);
    engine_search(e, &l, &r);
    *best = r.best_move;
    return r.score;
}

/* The mean loss the analyser would charge the engine's own best moves over
 * the 20 middlegame positions of bench/engine_middlegames.sfen. */
static double mean_self_loss(int depth, int *count)
{
    FILE *f = fopen("bench/engine_middlegames.sfen", "r");
    CHECK(f != NULL);
    if (!f)
        return 0;
    Engine *e = engine_create(4);
    static Position pos;
    char line[512];
    double sum = 0;
    *count = 0;
    while (fgets(line, sizeof line, f)) {
        if (line[0] == '#' || line[0] == '\n')
            continue;
        line[strcspn(line, "\n")] = '\0';
        pos = *test_position(line);
        Move best, reply;
        int before = search_score(e, &pos, depth, &best);
        pos_do_move(&pos, best);
        int after = -search_score(e, &pos, depth, &reply);
        if (score_is_mate(before) || score_is_mate(after))
            continue;
        sum += after - before;
        (*count)++;
    }
    fclose(f);
    engine_destroy(e);
    return *count ? sum / *count : 0;
}

/* Odd depths as the analyser uses (5); depth 3 has the same parity and
 * the same lean (tempo 84: +24 and +19 cp; tempo 0: -74 and -36 cp). */
static void test_best_moves_lose_about_nothing(void)
{
    for (int depth = 3; depth <= (CHECK_SANITIZED ? 3 : 5); depth += 2) {
        int n;
        double loss = mean_self_loss(depth, &n);
        printf("  depth %d: mean self-loss %.1f cp over %d positions\n", depth, loss, n);
        CHECK(n >= 15);
        CHECK(loss > -SELF_LOSS_TOLERANCE && loss < SELF_LOSS_TOLERANCE);
    }
}

int main(void)
{
    RUN(test_static_eval_ignores_side_to_move);
    RUN(test_best_moves_lose_about_nothing);
    return check_summary();
}
