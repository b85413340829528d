/* df-pn mate solver (see mate.h). Proof and disproof numbers are always the
 * attacker's: pn = how hard it still is to prove mate, dn = to refute it.
 * An OR node (attacker to move) takes the minimum pn and the sum of dn over
 * its children, an AND node (defender to move) the sum of pn and minimum dn.
 * Each node is searched until its numbers reach the thresholds its parent
 * gave it; results go to a transposition table keyed by the Zobrist key,
 * mixed with the remaining depth when the search is depth-limited and with
 * the length convention. */
#include "engine/mate.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>

#include "engine/mate_rules.h"
#include "shogi/movegen.h"

#define PN_INF 0x3fffffffu       /* proven (pn = 0, dn = INF) or refuted (pn = INF, dn = 0) */
#define PN_LIMIT (PN_INF - 1u)   /* sums saturate here */
#define LEN_NONE 0xffffu

enum { BUCKET_SIZE = 4, CHILD_ARENA = 1 << 16, DEFAULT_NODES = 10000000 };

typedef struct {
    uint64_t key;
    uint32_t pn, dn;
    uint32_t work;   /* nodes spent below this entry: the replacement priority */
    uint16_t len;    /* plies to mate when proven */
    uint16_t gen;    /* the solve that wrote it; older ones count as empty */
} MateEntry;

typedef struct {
    Move move;
    uint16_t len;
    bool pathdep;    /* refuted only because of a repetition on the current path */
    uint32_t pn, dn;
} Child;

typedef struct {
    uint32_t pn, dn;
    uint16_t len;
    bool pathdep;
} NodeVal;

struct MateSolver {
    MateEntry *tt;
    size_t mask;     /* bucket count - 1 */
    Child *arena;
    int arena_top;
    uint64_t path[MATE_MAX_PLY + 2];
    Position *pos;
    uint64_t nodes, max_nodes;
    double deadline; /* CLOCK_MONOTONIC seconds; 0 for none */
    bool aborted;
    const volatile bool *stop;
    MateRules rules;
    bool limited;
    uint16_t gen;
    int max_ply;     /* MATE_MAX_PLY, less if the position's history is nearly full */
};

/* The table is probed at random: huge pages spare most TLB misses. */
static MateEntry *alloc_table(size_t bytes)
{
    enum { HUGE_PAGE = 2 * 1024 * 1024 };
    size_t rounded = (bytes + HUGE_PAGE - 1) / HUGE_PAGE * HUGE_PAGE;
    void *p = aligned_alloc(HUGE_PAGE, rounded);
    if (!p)
        return NULL;
#ifdef MADV_HUGEPAGE
    madvise(p, rounded, MADV_HUGEPAGE);
#endif
    memset(p, 0, bytes);
    return p;
}

MateSolver *mate_new(size_t tt_mb)
{
    MateSolver *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    size_t buckets = 1;
    size_t want = (tt_mb ? tt_mb : 1) * 1024 * 1024 / (sizeof(MateEntry) * BUCKET_SIZE);
    while (buckets * 2 <= want)
        buckets *= 2;
    s->tt = alloc_table(buckets * BUCKET_SIZE * sizeof *s->tt);
    s->arena = malloc(CHILD_ARENA * sizeof *s->arena);
    if (!s->tt || !s->arena) {
        mate_free(s);
        return NULL;
    }
    s->mask = buckets - 1;
    return s;
}

void mate_free(MateSolver *s)
{
    if (!s)
        return;
    free(s->tt);
    free(s->arena);
    free(s);
}

/* ---- transposition table --------------------------------------------- */

static uint64_t node_key(const MateSolver *s, int remaining)
{
    uint64_t k = pos_key(s->pos);
    if (s->rules == MATE_STRICT)
        k ^= 0xD6E8FEB86659FD93ull;
    if (s->limited)
        k ^= (uint64_t)(remaining + 1) * 0x9E3779B97F4A7C15ull;
    return k;
}

static MateEntry *mate_bucket(const MateSolver *s, uint64_t key)
{
    return &s->tt[((size_t)(key ^ key >> 29) & s->mask) * BUCKET_SIZE];
}

static const MateEntry *mate_entry_find(const MateSolver *s, uint64_t key)
{
    MateEntry *b = mate_bucket(s, key);
    for (int i = 0; i < BUCKET_SIZE; i++)
        if (b[i].gen == s->gen && b[i].key == key)
            return &b[i];
    return NULL;
}

static uint64_t entry_priority(const MateSolver *s, const MateEntry *e)
{
    /* Proofs are kept above all else: the mating line is read back from them. */
    return e->gen == s->gen ? 1 + (uint64_t)e->work + (e->pn == 0 ? (1ull << 40) : 0) : 0;
}

static void mate_entry_store(MateSolver *s, uint64_t key, const NodeVal *v, uint64_t work)
{
    MateEntry *b = mate_bucket(s, key), *victim = &b[0];
    for (int i = 0; i < BUCKET_SIZE; i++) {
        if (b[i].gen == s->gen && b[i].key == key) {
            victim = &b[i];
            break;
        }
        if (entry_priority(s, &b[i]) < entry_priority(s, victim))
            victim = &b[i];
    }
    *victim = (MateEntry){ key, v->pn, v->dn, work > 0xffffffffu ? 0xffffffffu : (uint32_t)work, v->len, s->gen };
}

/* ---- node arithmetic ---------------------------------------------------- */

static uint32_t sat_add(uint32_t a, uint32_t b)
{
    uint64_t x = (uint64_t)a + b;
    return x >= PN_LIMIT ? (a >= PN_INF || b >= PN_INF ? PN_INF : PN_LIMIT) : (uint32_t)x;
}

static const NodeVal PROVEN0 = { 0, PN_INF, 0, false };
static const NodeVal REFUTED = { PN_INF, 0, LEN_NONE, false };

static bool on_path(const MateSolver *s, int ply, uint64_t key)
{
    for (int i = ply; i >= 0; i--)
        if (s->path[i] == key)
            return true;
    return false;
}

/* Initial numbers of a child: from the table, else a cheap look at it. The
 * child of an OR node is an AND node: if it has no evasion it is mate; its
 * evasion count is a good first guess of its pn (df-pn+ style). */
static Child child_init(MateSolver *s, Move m, bool child_is_and, int child_rem, int ply)
{
    Child c = { .move = m, .len = LEN_NONE };
    pos_do_move(s->pos, m);
    const MateEntry *e;
    if (on_path(s, ply, pos_key(s->pos))) {
        c.pn = PN_INF, c.dn = 0, c.pathdep = true;
    } else if ((e = mate_entry_find(s, node_key(s, child_rem))) != NULL) {
        c.pn = e->pn, c.dn = e->dn, c.len = e->len;
    } else if (child_is_and) {
        MoveList ev;
        gen_legal(s->pos, &ev);
        if (mate_rules_mated(s->pos, &ev, s->rules)) {
            c.pn = 0, c.dn = PN_INF, c.len = 0;
            mate_entry_store(s, node_key(s, child_rem), &PROVEN0, 1);
        } else if (s->limited && child_rem < 2) {
            c.pn = PN_INF, c.dn = 0;
        } else {
            c.pn = (uint32_t)ev.count, c.dn = 1;
        }
    } else {
        c.pn = 1, c.dn = 1;
    }
    pos_undo_move(s->pos);
    return c;
}

/* Generates the node's moves into the child arena. Returns the number of
 * children, or -1 with *terminal set when the node is decided at once. */
static int expand(MateSolver *s, bool or_node, int remaining, int ply, int base, NodeVal *terminal)
{
    MoveList ml;
    if (or_node) {
        if (s->limited && remaining < 1) {
            *terminal = REFUTED;
            return -1;
        }
        gen_legal_checks(s->pos, &ml);
    } else {
        gen_legal(s->pos, &ml);
        if (mate_rules_mated(s->pos, &ml, s->rules)) {
            *terminal = PROVEN0;
            return -1;
        }
        if (s->limited && remaining < 2) {
            *terminal = REFUTED;
            return -1;
        }
    }
    if (ml.count == 0) {
        *terminal = REFUTED;
        return -1;
    }
    if (base + ml.count > CHILD_ARENA) {
        s->aborted = true; /* pathologically deep and wide: give up, unknown */
        *terminal = (NodeVal){ 1, 1, LEN_NONE, false };
        return -1;
    }
    for (int i = 0; i < ml.count; i++)
        s->arena[base + i] = child_init(s, ml.moves[i], or_node, remaining - 1, ply);
    return ml.count;
}

/* Combines the children into the node's numbers; *best is the child to
 * search next and *second the runner-up's number (pn at OR, dn at AND). */
static NodeVal aggregate(const Child *c, int n, bool or_node, int *best, uint32_t *second)
{
    NodeVal v = { 0, 0, LEN_NONE, false };
    uint32_t best_val = PN_INF + 1u, second_val = PN_INF;
    int best_i = 0;
    bool all_pathdep = true, any_pathdep = false;
    uint16_t len = or_node ? LEN_NONE : 0;
    for (int i = 0; i < n; i++) {
        uint32_t mine = or_node ? c[i].pn : c[i].dn;
        uint32_t other = or_node ? c[i].dn : c[i].pn;
        if (mine < best_val) {
            second_val = best_val;
            best_val = mine;
            best_i = i;
        } else {
            if (mine < second_val)
                second_val = mine;
            if (mine == 0 && c[i].len < c[best_i].len)
                best_i = i; /* among proofs, the shortest */
        }
        if (or_node) {
            v.dn = sat_add(v.dn, other);
            if (c[i].pn == 0 && c[i].len < len)
                len = c[i].len;
            any_pathdep |= c[i].pathdep;
        } else {
            v.pn = sat_add(v.pn, other);
            if (c[i].pn == 0 && c[i].len != LEN_NONE && c[i].len > len)
                len = c[i].len;
            if (c[i].dn == 0 && !c[i].pathdep)
                all_pathdep = false;
        }
    }
    if (or_node)
        v.pn = best_val;
    else
        v.dn = best_val;
    if (v.pn == 0) {
        v.dn = PN_INF;
        v.len = (uint16_t)(len + 1);
    } else if (v.dn == 0) {
        v.pn = PN_INF;
        v.pathdep = or_node ? any_pathdep : all_pathdep;
    }
    *best = best_i;
    *second = second_val > PN_INF ? PN_INF : second_val;
    return v;
}

static uint32_t clamp64(uint64_t x) { return x >= PN_INF ? PN_INF : (uint32_t)x; }

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static void check_abort(MateSolver *s)
{
    if (s->nodes >= s->max_nodes || (s->stop && *s->stop))
        s->aborted = true;
    /* The clock is read every 1024 nodes: about every 10 ms. */
    if (s->deadline > 0 && (s->nodes & 1023) == 0 && now_seconds() >= s->deadline)
        s->aborted = true;
}

/* Searches the current position until its numbers reach the thresholds. */
static NodeVal mid(MateSolver *s, bool or_node, int remaining, int ply, uint32_t th_pn, uint32_t th_dn)
{
    s->nodes++;
    check_abort(s);
    uint64_t start_nodes = s->nodes;
    uint64_t key = node_key(s, remaining);
    NodeVal v;
    if (s->aborted)
        return (NodeVal){ 1, 1, LEN_NONE, false };
    if (ply >= s->max_ply) {
        v = REFUTED;
        v.pathdep = true; /* a depth cut is not a refutation worth keeping */
        return v;
    }
    int base = s->arena_top;
    int n = expand(s, or_node, remaining, ply, base, &v);
    if (n < 0) {
        if (!s->aborted)
            mate_entry_store(s, key, &v, 1);
        return v;
    }
    s->arena_top = base + n;
    Child *c = &s->arena[base];
    for (;;) {
        int bi;
        uint32_t second;
        v = aggregate(c, n, or_node, &bi, &second);
        if (v.pn == 0 || v.dn == 0 || v.pn >= th_pn || v.dn >= th_dn || s->aborted)
            break;
        uint32_t cth_pn, cth_dn;
        if (or_node) {
            cth_pn = clamp64(second + 1ull + second / 4);
            if (cth_pn > th_pn)
                cth_pn = th_pn;
            cth_dn = clamp64((uint64_t)th_dn - v.dn + c[bi].dn);
        } else {
            cth_dn = clamp64(second + 1ull + second / 4);
            if (cth_dn > th_dn)
                cth_dn = th_dn;
            cth_pn = clamp64((uint64_t)th_pn - v.pn + c[bi].pn);
        }
        pos_do_move(s->pos, c[bi].move);
        s->path[ply + 1] = pos_key(s->pos);
        NodeVal r = mid(s, !or_node, remaining - 1, ply + 1, cth_pn, cth_dn);
        pos_undo_move(s->pos);
        c[bi].pn = r.pn, c[bi].dn = r.dn, c[bi].len = r.len, c[bi].pathdep = r.pathdep;
    }
    s->arena_top = base;
    if (!s->aborted && !(v.dn == 0 && v.pathdep))
        mate_entry_store(s, key, &v, s->nodes - start_nodes + 1);
    return v;
}

/* ---- the mating line ------------------------------------------------------ */

/* Proves the current node again if its proof fell out of the table. */
static const MateEntry *proven_entry(MateSolver *s, bool or_node, int remaining, int ply)
{
    const MateEntry *e = mate_entry_find(s, node_key(s, remaining));
    if (e && e->pn == 0)
        return e;
    s->path[ply] = pos_key(s->pos);
    NodeVal v = mid(s, or_node, remaining, ply, PN_INF, PN_INF);
    if (v.pn != 0)
        return NULL;
    e = mate_entry_find(s, node_key(s, remaining));
    return e && e->pn == 0 ? e : NULL;
}

/* Reads the line back from the proofs: the quickest mate for the attacker,
 * the longest resistance for the defender. Returns its length, -1 if lost. */
static int extract_pv(MateSolver *s, int remaining, Move *pv)
{
    int n = 0;
    bool or_node = true;
    int result = -1;
    for (;;) {
        MoveList ml;
        if (or_node)
            gen_legal_checks(s->pos, &ml);
        else
            gen_legal(s->pos, &ml);
        if (!or_node && mate_rules_mated(s->pos, &ml, s->rules)) {
            result = n;
            break;
        }
        if (n >= s->max_ply || s->aborted)
            break;
        Move pick = MOVE_NONE;
        int pick_len = or_node ? (int)LEN_NONE : -1;
        for (int i = 0; i < ml.count; i++) {
            Move m = ml.moves[i];
            pos_do_move(s->pos, m);
            const MateEntry *e = or_node ? mate_entry_find(s, node_key(s, remaining - 1))
                                       : proven_entry(s, true, remaining - 1, n + 1);
            int len = e && e->pn == 0 ? e->len : -1;
            pos_undo_move(s->pos);
            if (!or_node && len < 0) {
                pick = MOVE_NONE; /* a defence we cannot show refuted: no line */
                break;
            }
            if (len >= 0 && (or_node ? len < pick_len : len > pick_len))
                pick = m, pick_len = len;
        }
        if (pick == MOVE_NONE)
            break;
        pv[n++] = pick;
        pos_do_move(s->pos, pick);
        s->path[n] = pos_key(s->pos);
        remaining--;
        or_node = !or_node;
    }
    for (int i = 0; i < n; i++)
        pos_undo_move(s->pos);
    return result;
}

/* One df-pn pass from the root; fills the line when proven. */
static MateStatus solve_pass(MateSolver *s, int limit, MateResult *out)
{
    s->limited = limit != MATE_UNLIMITED;
    s->arena_top = 0;
    s->path[0] = pos_key(s->pos);
    NodeVal v = mid(s, true, limit, 0, PN_INF, PN_INF);
    if (s->aborted)
        return MATE_UNKNOWN;
    /* A refutation that leans on a repetition is sound for this root: it
     * was found on the real path from here; it is only never stored. */
    if (v.dn == 0)
        return MATE_NONE;
    if (v.pn != 0)
        return MATE_UNKNOWN;
    Move pv[MATE_MAX_PV];
    int len = extract_pv(s, limit, pv);
    if (len < 0)
        return MATE_UNKNOWN;
    memcpy(out->pv, pv, (size_t)len * sizeof *pv);
    out->pv_len = out->length = len;
    return MATE_FOUND;
}

MateStatus mate_solve(MateSolver *s, Position *pos, const MateOptions *opt, MateResult *out)
{
    memset(out, 0, sizeof *out);
    /* A new generation empties the table without touching it. */
    if (++s->gen == 0) {
        memset(s->tt, 0, (s->mask + 1) * BUCKET_SIZE * sizeof *s->tt);
        s->gen = 1;
    }
    s->pos = pos;
    s->nodes = 0;
    s->max_nodes = opt->max_nodes ? opt->max_nodes : DEFAULT_NODES;
    s->deadline = opt->max_ms ? now_seconds() + opt->max_ms / 1000.0 : 0;
    s->aborted = false;
    s->stop = opt->stop;
    s->rules = opt->rules;
    s->max_ply = POS_MAX_HISTORY - 2 - pos->ply;
    if (s->max_ply > MATE_MAX_PLY)
        s->max_ply = MATE_MAX_PLY;
    int limit = opt->max_plies > 0 ? opt->max_plies : MATE_UNLIMITED;
    if (limit > MATE_MAX_PLY)
        limit = MATE_UNLIMITED;
    out->status = solve_pass(s, limit, out);
    /* Shorter mates: search again with the limit just below the line found.
     * Entries of different limits never mix (the limit is in the key), so
     * the table carries over from pass to pass. */
    while (opt->find_shortest && out->status == MATE_FOUND && !out->shortest) {
        if (out->length < 3) {
            out->shortest = true;
            break;
        }
        MateResult shorter = *out;
        MateStatus st = solve_pass(s, out->length - 2, &shorter);
        if (st == MATE_FOUND)
            *out = shorter;
        else
            out->shortest = st == MATE_NONE;
        if (st != MATE_FOUND)
            break;
    }
    out->nodes = s->nodes;
    s->pos = NULL;
    return out->status;
}
