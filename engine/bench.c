/* The engine's bench and signature (see bench.h). */
#include "engine/bench.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "shogi/position.h"

/* The start position and middlegames at ply 50 of fairy-stockfish
 * self-play games from the shared opening set. Changing this list changes
 * the signature: the shipped profile would then need its engine_signature
 * updated (not a refit: the engine is the same). */
const char *const engine_bench_positions[] = {
    "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
    "l6nl/1r2gsk2/n1p1g2p1/P2p1spbp/1pP1pp3/2SP2P1P/NPB1GPNP1/4R1SK1/L4G2L b 2P 51",
    "lr5nl/3sggks1/p1n2p3/2p1p1pp1/PpP5p/3GPPP2/1P1S2NPP/4RGS2/LN1b2K1L b BPp 51",
    "lnsg1k1n+B/6g2/2pppp2p/p5s2/2P6/9/P+p1PPPPPP/5SG2/L3LK1NL b RB3Prgsn 51",
    "ln1g3nl/1r4gs1/p1sb2k1p/2pppp1R1/1pP3p2/P2SBP2P/1PSPP4/5K3/LN1G1G1NL b P2p 51",
    "ln6l/3g1kgs1/2p1ppnpp/3s2p2/p2p3PP/PrP6/2NPPPPB1/1G2GS1bR/L1S1K2NL b Pp 51",
    "lnsg4l/2k1gs3/pppppp2p/6pp1/7n1/2P1PPP2/PP1P1Bs1P/1K2GB1R1/LN2G+r1NL b SP 51",
    "1k1g1g1nl/2s3s+r1/+Bpppp2pp/P4p1b1/4P4/2P1S4/1P1P1P2P/2KS5/1N1G1G2L b NLPrnl3p 51",
    "ln3ksnl/3sg1g2/1rpppp1pp/6p2/2P1P4/pp1GbP3/P2P2PRP/1PB2Ss2/LN1K1G1NL b p 51",
};
const int engine_bench_position_count =
    (int)(sizeof engine_bench_positions / sizeof engine_bench_positions[0]);

void engine_bench_standard(EngineBench *b)
{
    memset(b, 0, sizeof *b);
    b->positions = engine_bench_positions;
    b->count = engine_bench_position_count;
    b->depth = ENGINE_BENCH_DEPTH;
    b->hash_mb = ENGINE_BENCH_HASH_MB;
    b->objective = OBJECTIVE_BEST;
    b->analysis = true;
}

bool engine_bench_is_standard(const EngineBench *b)
{
    EngineBench s;
    engine_bench_standard(&s);
    return b->positions == s.positions && b->count == s.count && b->depth == s.depth &&
           b->hash_mb == s.hash_mb && b->objective == s.objective && b->analysis == s.analysis &&
           !b->net;
}

/* One position from a cleared table and histories, so that its count does
 * not depend on the positions searched before it. */
static void bench_one(Engine *e, const EngineBench *b, const Position *pos, SearchResult *r)
{
    SearchLimits l;
    search_limits_init(&l);
    l.depth = b->depth;
    l.objective = b->objective;
    l.target_cp = b->target_cp;
    l.analysis = b->analysis;
    engine_clear_hash(e);
    engine_set_position(e, pos);
    engine_search(e, &l, r);
}

static int bench_positions(Engine *e, const EngineBench *b, EngineBenchFn fn, void *user, uint64_t *nodes)
{
    Position *pos = malloc(sizeof *pos);
    SearchResult *r = malloc(sizeof *r);
    int rc = pos && r ? 0 : -1;
    for (int i = 0; rc == 0 && i < b->count; i++) {
        char why[256];
        if (pos_set_sfen(pos, b->positions[i], why, sizeof why) != 0) {
            if (fn)
                fn(i, NULL, why, user);
            continue;
        }
        bench_one(e, b, pos, r);
        *nodes += r->nodes;
        if (fn)
            fn(i, r, NULL, user);
    }
    free(pos);
    free(r);
    return rc;
}

int engine_bench_run(const EngineBench *b, EngineBenchFn fn, void *user, uint64_t *nodes, char *err,
                     size_t errlen)
{
    *nodes = 0;
    Engine *e = engine_create(b->hash_mb);
    int rc = e ? 0 : -1;
    if (rc == 0 && b->net && engine_set_nnue(e, b->net) != 0)
        rc = -1;
    if (rc == 0)
        rc = bench_positions(e, b, fn, user, nodes);
    if (rc != 0)
        snprintf(err, errlen, "out of memory for a %zu MiB engine", b->hash_mb);
    engine_destroy(e);
    return rc;
}

uint64_t engine_bench_signature(void)
{
    EngineBench b;
    engine_bench_standard(&b);
    uint64_t nodes;
    char err[128];
    return engine_bench_run(&b, NULL, NULL, &nodes, err, sizeof err) == 0 ? nodes : 0;
}
