/* perft against every position in tests/data/perft/perft_reference.json,
 * at every depth whose count fits a node budget (smaller under sanitizers),
 * and the start position to depth 5 in the optimised build. */
#include "tests/check.h"
#include "tests/json.h"

#include "shogi/perft.h"

static const unsigned long long node_budget = CHECK_SANITIZED ? 1000000ULL : 300000000ULL;

static void test_startpos_depth5(void)
{
    static Position pos;
    pos_init_startpos(&pos);
    CHECK_INT(perft(&pos, 1), 30);
    CHECK_INT(perft(&pos, 2), 900);
    CHECK_INT(perft(&pos, 3), 25470);
    if (CHECK_SANITIZED) {
        printf("note: start position depth 5 runs in the optimised build only\n");
        return;
    }
    CHECK_INT(perft(&pos, 5), 19861490);
}

/* How many (position, depth) counts the reference data gives within the
 * node budget: 45 in the optimised build, 29 under sanitizers (counted
 * from perft_reference.json when this floor was set). Fewer checks mean a
 * position, a depth or a key of the data went missing (a renamed "perft"
 * or "sfen" once let this case pass having checked nothing), not that
 * perft is right. */
static const int min_checks = CHECK_SANITIZED ? 29 : 45;

static void test_reference_positions(void)
{
    JsonFile f;
    Json *positions = json_testdata("perft/perft_reference.json", "positions", &f);
    /* json_testdata has already failed the case, naming the file or key. */
    CHECK(positions != NULL);
    if (!positions) {
        json_file_free(&f);
        return;
    }
    CHECK(positions->count >= 13);
    int checked = 0;
    for (int i = 0; i < positions->count; i++) {
        Json *p = positions->items[i];
        const char *alt = json_str(p, "sfen_alt_hand_order");
        const char *sfens[2] = { json_str(p, "sfen"), alt };
        Json *counts = json_get(p, "perft");
        /* Every position names its SFEN and at least one count: one
         * without either would be skipped without a word. */
        if (!sfens[0] || !counts || counts->type != JSON_OBJECT || counts->count == 0)
            fprintf(stderr, "  position %d (%s): no \"sfen\" or no \"perft\" counts\n", i,
                    json_str(p, "name") ? json_str(p, "name") : "unnamed");
        CHECK(sfens[0] && counts && counts->type == JSON_OBJECT && counts->count > 0);
        for (int s = 0; s < 2 && sfens[s]; s++) {
            static Position pos;
            char err[256] = "";
            int rc = pos_set_sfen(&pos, sfens[s], err, sizeof err);
            if (rc) {
                fprintf(stderr, "  %s: %s\n", sfens[s], err);
                CHECK(rc == 0);
                continue;
            }
            for (int d = 0; counts && d < counts->count; d++) {
                int depth = atoi(counts->items[d]->key);
                unsigned long long want = strtoull(counts->items[d]->text ? counts->items[d]->text : "", NULL, 10);
                CHECK(depth >= 1 && want > 0);
                if (want > node_budget && depth > 1)
                    continue;
                unsigned long long got = perft(&pos, depth);
                if (got != want)
                    fprintf(stderr, "  %s depth %d: %llu, expected %llu\n", sfens[s], depth, got, want);
                CHECK(got == want);
                checked++;
            }
        }
    }
    printf("checked %d (position, depth) perft counts (at least %d expected)\n", checked, min_checks);
    CHECK(checked >= min_checks);
    json_file_free(&f);
}

int main(void)
{
    RUN(test_startpos_depth5);
    RUN(test_reference_positions);
    return check_summary();
}
