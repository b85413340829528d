/* The AI never misses a short mate: every tsume vector that mates within 3
 * plies under the strict rules (every interposition counts), searched at
 * depth 1 and 2 (too shallow for the tree alone to see a mate in 3), comes
 * back with a mate score and a move that really mates that fast. */
#include "engine/mate.h"
#include "engine/engine.h"
#include "tests/check.h"

/* Does the side to move (the defender, after the attacker's move) get
 * mated within `plies` more plies whatever it does? */
static bool defender_mated_within(Position *pos, int plies)
{
    MoveList list;
    gen_legal(pos, &list);
    if (list.count == 0)
        return pos_in_check(pos);
    if (plies < 2)
        return false;
    for (int i = 0; i < list.count; i++) {
        pos_do_move(pos, list.moves[i]);
        Move m = mate_in_1(pos);
        pos_undo_move(pos);
        if (m == MOVE_NONE)
            return false;
    }
    return true;
}

static void test_tsume_short_mates_at_low_depth(void)
{
    char path[1024], line[1024];
    if (!CHECK_DATA_FILE("tsume/tsume_vectors.tsv", path))
        return;
    FILE *f = fopen(path, "r");
    CHECK(f != NULL);
    if (!f)
        return;
    MateSolver *solver = mate_new(4);
    Engine *e = engine_create(4);
    static Position pos;
    int tried = 0;
    while (fgets(line, sizeof line, f)) {
        char *sfen = strrchr(line, '\t');
        if (!sfen || !strstr(line, "\tmate\t"))
            continue;
        sfen++;
        sfen[strcspn(sfen, "\r\n")] = '\0';
        char err[256];
        if (pos_set_sfen(&pos, sfen, err, sizeof err) != 0) {
            CHECK(!"bad tsume sfen");
            continue;
        }
        MateOptions opt = { .max_plies = 3, .rules = MATE_STRICT, .find_shortest = true };
        MateResult mr;
        if (mate_solve(solver, &pos, &opt, &mr) != MATE_FOUND)
            continue;
        tried++;
        for (int depth = 1; depth <= 2; depth++) {
            SearchLimits l;
            search_limits_init(&l);
            l.depth = depth;
            SearchResult r;
            engine_clear_hash(e);
            engine_set_position(e, &pos);
            engine_search(e, &l, &r);
            CHECK(score_is_mate(r.score) && r.score > 0 && score_mate_plies(r.score) <= mr.length);
            CHECK(r.best_move != MOVE_NONE && pos_is_legal(&pos, r.best_move));
            if (r.best_move == MOVE_NONE)
                continue;
            pos_do_move(&pos, r.best_move);
            bool mates = defender_mated_within(&pos, mr.length - 1);
            pos_undo_move(&pos);
            if (!mates)
                fprintf(stderr, "  depth %d misses the mate in %d of %s\n", depth, mr.length, sfen);
            CHECK(mates);
        }
    }
    fclose(f);
    printf("  %d vectors mate within 3 plies (strict rules)\n", tried);
    CHECK(tried >= 10);
    engine_destroy(e);
    mate_free(solver);
}

int main(void)
{
    RUN(test_tsume_short_mates_at_low_depth);
    return check_summary();
}
