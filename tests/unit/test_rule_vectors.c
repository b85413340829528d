/* Every case in tests/data/rules/rule_vectors.json: legal and illegal
 * moves, perft(1), check detection, mates (in 1 here; longer ones through
 * the mate solver), repetition outcomes. Each vector must be checked by at
 * least one of these: a vector none of them understands fails. */
#include "tests/check.h"
#include "tests/json.h"

#include "engine/mate.h"
#include "shogi/movegen.h"
#include "shogi/usi.h"

static Position pos;
static MateSolver *solver;

/* The checks the data gave when this floor was set (24 vectors, 41 checks:
 * moves of the legal/illegal lists, perft counts, expectations). Fewer
 * means a list or a key of the data went missing. */
static const int min_checks = 41;

static bool in_list(const MoveList *l, Move m)
{
    for (int i = 0; i < l->count; i++)
        if (l->moves[i] == m)
            return true;
    return false;
}

/* The USI move is fully legal here: parses, has no illegal reason, and is
 * one of gen_legal's moves. */
static bool usi_legal(const char *usi)
{
    Move m = move_from_usi(&pos, usi);
    MoveList l;
    gen_legal(&pos, &l);
    bool listed = m != MOVE_NONE && in_list(&l, m);
    bool reasoned = m != MOVE_NONE && pos_illegal_reason(&pos, m) == NULL;
    if (listed != reasoned)
        fprintf(stderr, "  gen_legal and pos_illegal_reason disagree on %s\n", usi);
    CHECK(listed == reasoned);
    return listed;
}

static bool has_mate_in_1(void)
{
    MoveList l;
    gen_legal(&pos, &l);
    for (int i = 0; i < l.count; i++) {
        pos_do_move(&pos, l.moves[i]);
        bool mate = pos_in_check(&pos) && pos_is_mated(&pos);
        pos_undo_move(&pos);
        if (mate)
            return true;
    }
    return false;
}

/* Checks every move of list `key`; returns how many it checked. */
static int check_list(const Json *v, const char *key, bool want_legal, const char *id)
{
    const Json *list = json_get(v, key);
    for (int i = 0; list && i < list->count; i++) {
        bool legal = usi_legal(list->items[i]->text);
        if (legal != want_legal)
            fprintf(stderr, "  %s: %s should be %s\n", id, list->items[i]->text, want_legal ? "legal" : "illegal");
        CHECK(legal == want_legal);
    }
    return list ? list->count : 0;
}

/* "mate in N (starting with MOVE, ...)": the solver's shortest mate is N
 * plies under the strict rules (every defence counts), its line replays
 * to checkmate, and when the text names the first move, the line starts
 * with it. */
static bool check_long_mate(const char *expect, int plies, const char *id)
{
    MateOptions opt = { .max_nodes = 5000000, .max_plies = plies, .rules = MATE_STRICT, .find_shortest = true };
    static MateResult r;
    MateStatus st = mate_solve(solver, &pos, &opt, &r);
    bool ok = st == MATE_FOUND && r.length == plies && r.shortest;
    if (!ok)
        fprintf(stderr, "  %s: status %d, length %d (want %d), shortest %d\n", id, st, r.length, plies, r.shortest);
    char err[256] = "";
    if (ok && !mate_verify_line(&pos, r.pv, r.pv_len, MATE_STRICT, err, sizeof err)) {
        fprintf(stderr, "  %s: the mating line does not replay: %s\n", id, err);
        ok = false;
    }
    const char *first = strstr(expect, "starting with ");
    if (ok && first) {
        char usi[16] = "";
        sscanf(first + strlen("starting with "), "%15[^ ,)]", usi);
        Move want = move_from_usi(&pos, usi);
        char got[USI_MOVE_MAX] = "";
        if (r.pv_len > 0)
            move_to_usi(r.pv[0], got);
        if (want == MOVE_NONE || r.pv_len == 0 || r.pv[0] != want) {
            fprintf(stderr, "  %s: the mate starts with %s, expected %s\n", id, got, usi);
            ok = false;
        }
    }
    return ok;
}

/* Checks the free-text "expect" field where it states something the rules
 * core or the mate solver can decide; returns false for an expectation no
 * check here understands (which fails the vector in run_vector). */
static bool check_expect(const char *expect, const char *id)
{
    bool ok = true, decided = true;
    int plies = 0;
    if (!strncmp(expect, "not in check", 12)) {
        ok = !pos_in_check(&pos);
    } else if (!strncmp(expect, "in check", 8)) {
        ok = pos_in_check(&pos);
    } else if (!strncmp(expect, "in double check", 15)) {
        MoveList l;
        gen_legal(&pos, &l);
        ok = bb_popcount(pos_checkers(&pos)) == 2;
        for (int i = 0; i < l.count; i++)
            ok &= pos_moved_type(&pos, l.moves[i]) == KING;
    } else if (!strncmp(expect, "no mate in 1", 12)) {
        ok = !has_mate_in_1();
    } else if (!strncmp(expect, "mate in 1", 9) && !isdigit((unsigned char)expect[9])) {
        ok = has_mate_in_1();
    } else if (sscanf(expect, "mate in %d", &plies) == 1 && plies > 1) {
        ok = check_long_mate(expect, plies, id);
    } else if (!strncmp(expect, "repetition draw", 15)) {
        ok = pos_repetition(&pos, 2) == REP_DRAW && pos_repetition(&pos, 3) == REP_NONE;
    } else if (!strncmp(expect, "REPETITION_LOSE", 15)) {
        ok = pos_repetition(&pos, 2) == REP_LOSS;
    } else if (!strncmp(expect, "REPETITION_WIN", 14)) {
        ok = pos_repetition(&pos, 2) == REP_WIN;
    } else {
        decided = false;
    }
    if (!ok)
        fprintf(stderr, "  %s: expected %s\n", id, expect);
    CHECK(ok);
    return decided;
}

/* Runs one vector; returns how many checks it made (0: it said nothing
 * this test understands, so nothing of it was checked). */
static int run_vector(const Json *v)
{
    const char *id = json_str(v, "id");
    const char *sfen = json_str(v, "sfen");
    const char *line = json_str(v, "position");
    const char *expect = json_str(v, "expect");
    CHECK(id && (sfen || line));
    if (!id || (!sfen && !line))
        return 0;
    char err[256] = "";
    int rc = line ? pos_set_usi(&pos, line, err, sizeof err) : pos_set_sfen(&pos, sfen, err, sizeof err);
    if (expect && !strcmp(expect, "invalid position")) {
        CHECK(rc != 0);
        return 1;
    }
    if (rc)
        fprintf(stderr, "  %s: %s\n", id, err);
    CHECK(rc == 0);
    if (rc)
        return 0;
    const Json *moves = json_get(v, "moves");
    for (int i = 0; moves && i < moves->count; i++) {
        Move m = move_from_usi(&pos, moves->items[i]->text);
        CHECK(m != MOVE_NONE && pos_is_legal(&pos, m));
        if (m == MOVE_NONE || !pos_is_legal(&pos, m))
            return 0;
        pos_do_move(&pos, m);
    }
    int checks = check_list(v, "legal", true, id) + check_list(v, "illegal", false, id) +
                 check_list(v, "legal_after", true, id);
    const Json *perft1 = json_get(v, "perft1");
    if (perft1) {
        MoveList l;
        gen_legal(&pos, &l);
        CHECK_INT(l.count, atoi(perft1->text));
        checks++;
    }
    if (expect) {
        if (check_expect(expect, id)) {
            checks++;
        } else {
            /* Every expectation in the data is one this test decides: a
             * new wording must get its check here, not be passed over. */
            fprintf(stderr, "  %s: no check understands the expectation '%s'\n", id, expect);
            CHECK(!"an expectation no check understands");
        }
    }
    if (!checks)
        fprintf(stderr, "  %s: nothing in this vector was checked\n", id);
    return checks;
}

static void test_rule_vectors(void)
{
    JsonFile f;
    Json *vectors = json_testdata("rules/rule_vectors.json", "vectors", &f);
    /* json_testdata has already failed the case, naming the file or key. */
    if (!vectors) {
        json_file_free(&f);
        return;
    }
    CHECK(vectors->count >= 24);
    solver = mate_new(16);
    int checked = 0, checks = 0;
    for (int i = 0; i < vectors->count; i++) {
        int n = run_vector(vectors->items[i]);
        checks += n;
        checked += n > 0;
    }
    mate_free(solver);
    printf("%d of %d rule vectors checked (%d checks)\n", checked, vectors->count, checks);
    /* Every vector, the mate in 5 included (the mate solver's job here). */
    CHECK_INT(checked, vectors->count);
    CHECK(checks >= min_checks);
    json_file_free(&f);
}

int main(void)
{
    RUN(test_rule_vectors);
    return check_summary();
}
