/* Every case in tests/data/rules/rule_vectors.json: legal and illegal
 * moves, perft(1), check detection, mate in 1, repetition outcomes. */
#include "tests/check.h"
#include "tests/json.h"

#include "shogi/movegen.h"
#include "shogi/usi.h"

static Position pos;

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

static void check_list(const Json *v, const char *key, bool want_legal, const char *id)
{
    const Json *list = json_get(v, key);
    for (int i = 0; list && i < list->count; i++) {
        bool legal = usi_legal(list->items[i]->text);
        if (legal != want_legal)
            fprintf(stderr, "  %s: %s should be %s\n", id, list->items[i]->text, want_legal ? "legal" : "illegal");
        CHECK(legal == want_legal);
    }
}

/* Checks the free-text "expect" field where it states something the rules
 * core can decide; returns false for expectations left to other tests. */
static bool check_expect(const char *expect, const char *id)
{
    bool ok = true, decided = true;
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
    } else if (!strncmp(expect, "mate in 1", 9)) {
        ok = has_mate_in_1();
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

static void run_vector(const Json *v, int *decided)
{
    const char *id = json_str(v, "id");
    const char *sfen = json_str(v, "sfen");
    const char *line = json_str(v, "position");
    const char *expect = json_str(v, "expect");
    char err[256] = "";
    int rc = line ? pos_set_usi(&pos, line, err, sizeof err) : pos_set_sfen(&pos, sfen, err, sizeof err);
    if (expect && !strcmp(expect, "invalid position")) {
        CHECK(rc != 0);
        (*decided)++;
        return;
    }
    if (rc)
        fprintf(stderr, "  %s: %s\n", id, err);
    CHECK(rc == 0);
    if (rc)
        return;
    const Json *moves = json_get(v, "moves");
    for (int i = 0; moves && i < moves->count; i++) {
        Move m = move_from_usi(&pos, moves->items[i]->text);
        CHECK(m != MOVE_NONE && pos_is_legal(&pos, m));
        if (m == MOVE_NONE || !pos_is_legal(&pos, m))
            return;
        pos_do_move(&pos, m);
    }
    check_list(v, "legal", true, id);
    check_list(v, "illegal", false, id);
    check_list(v, "legal_after", true, id);
    const Json *perft1 = json_get(v, "perft1");
    if (perft1) {
        MoveList l;
        gen_legal(&pos, &l);
        CHECK_INT(l.count, atoi(perft1->text));
    }
    if (expect && !check_expect(expect, id))
        printf("note: %s: '%s' is left to the mate solver's tests\n", id, expect);
    else
        (*decided)++;
}

static void test_rule_vectors(void)
{
    JsonFile f;
    Json *vectors = json_testdata("rules/rule_vectors.json", "vectors", &f);
    if (!vectors) {
        json_file_free(&f);
        return;
    }
    CHECK(vectors && vectors->count >= 24);
    int decided = 0;
    for (int i = 0; vectors && i < vectors->count; i++)
        run_vector(vectors->items[i], &decided);
    printf("%d of %d rule vectors fully checked\n", decided, vectors ? vectors->count : 0);
    /* Only the one mate in 5 is left to the mate solver's tests. */
    CHECK(vectors && decided >= vectors->count - 1);
    json_file_free(&f);
}

int main(void)
{
    RUN(test_rule_vectors);
    return check_summary();
}
