/* Training games (tools/datagen.h): game N is the same game however often
 * and in whatever order it is played (a resumed run continues the same
 * sequence); its records unpack to positions not in check whose labelled
 * move is legal, with the game's result from the mover's side; and a
 * weaker side that evaluates with a net plays other games than the linear
 * one, as deterministically. */
#include <stdlib.h>
#include <string.h>

#include "tools/datagen.h"
#include "engine/nnue.h"
#include "tests/check.h"
#include "tests/shipped_net.h"

enum { CAP = 512 };

static const char *const openings[] = {
    "7g7f 3c3d 2g2f 8c8d 2f2e 8d8e 6i7h 4a3b",
    "2g2f 8c8d 2f2e 8d8e 6i7h 4a3b 3i4h 7a7b",
    "7g7f 8c8d 2h6h 3c3d 6g6f 7a6b 5i4h 5a4b",
};

/* Small searches, short games: a few seconds for the whole file. */
static DatagenConfig small_config(const Nnue *weak_net)
{
    DatagenConfig cfg;
    datagen_config_init(&cfg);
    cfg.seed = 5;
    cfg.openings = openings;
    cfg.opening_count = 3;
    cfg.opening_min_plies = 4;
    cfg.opening_max_plies = 8;
    cfg.label_depth = 2;
    cfg.weak_nodes_min = 100;
    cfg.weak_nodes_max = 400;
    cfg.equal_share = 0; /* every game has a weaker side */
    cfg.max_ply = 70;
    cfg.weak_net = weak_net;
    return cfg;
}

typedef struct {
    DataRecord rec[CAP];
    DatagenGame info;
} Game;

static int play(Datagen *g, uint32_t n, Game *out)
{
    char err[256];
    memset(out, 0, sizeof *out);
    int rc = datagen_play(g, n, out->rec, CAP, &out->info, err, sizeof err);
    if (rc != 0)
        fprintf(stderr, "  game %u: %s\n", n, err);
    return rc;
}

static bool same_game(const Game *a, const Game *b)
{
    return a->info.plies == b->info.plies && a->info.result == b->info.result &&
           a->info.recorded == b->info.recorded && !strcmp(a->info.ending, b->info.ending) &&
           memcmp(a->rec, b->rec, (size_t)a->info.recorded * sizeof a->rec[0]) == 0;
}

static void test_same_game_twice(void)
{
    DatagenConfig cfg = small_config(NULL);
    Datagen *g = datagen_create(&cfg), *fresh = datagen_create(&cfg);
    static Game first, again, other;
    CHECK(g && fresh);
    if (!g || !fresh)
        return;
    CHECK_INT(play(g, 7, &first), 0);
    CHECK_INT(play(g, 2, &other), 0); /* another game between: nothing carries over */
    CHECK_INT(play(fresh, 7, &again), 0);
    CHECK(first.info.recorded > 10);
    CHECK(same_game(&first, &again));
    CHECK(!same_game(&first, &other));
    datagen_destroy(g);
    datagen_destroy(fresh);
}

/* Every record of game n unpacks to a position out of check whose move is
 * legal; its result is the game's, seen from the side to move. */
static void check_records(const Game *game, uint32_t n)
{
    for (int i = 0; i < game->info.recorded; i++) {
        const DataRecord *r = &game->rec[i];
        Position pos;
        CHECK_INT(datagen_unpack(r->packed, &pos), 0);
        CHECK(!pos_in_check(&pos));
        CHECK(pos_is_legal(&pos, (Move)r->move));
        int for_sente = pos.side == BLACK ? r->result : -r->result;
        CHECK_INT(for_sente, game->info.result);
        CHECK_INT((int)r->game, (int)n);
        CHECK(!(r->flags & DATAGEN_FLAG_USI_LABEL));
        CHECK(r->score > -32000 && r->score < 32000);
    }
}

static void test_records_are_sound(void)
{
    DatagenConfig cfg = small_config(NULL);
    Datagen *g = datagen_create(&cfg);
    static Game game;
    CHECK(g != NULL);
    for (uint32_t n = 0; g && n < 4; n++) {
        CHECK_INT(play(g, n, &game), 0);
        CHECK(game.info.recorded > 0 && game.info.recorded <= game.info.plies);
        check_records(&game, n);
    }
    datagen_destroy(g);
}

static void test_weak_side_with_a_net(void)
{
    Nnue *net = load_shipped_net();
    if (!net)
        return;
    DatagenConfig lin = small_config(NULL), with = small_config(net);
    Datagen *a = datagen_create(&lin), *b = datagen_create(&with), *b2 = datagen_create(&with);
    static Game ga, gb, gb2;
    int differ = 0;
    for (uint32_t n = 0; n < 4; n++) {
        CHECK_INT(play(a, n, &ga), 0);
        CHECK_INT(play(b, n, &gb), 0);
        CHECK_INT(play(b2, n, &gb2), 0);
        CHECK(same_game(&gb, &gb2));
        check_records(&gb, n);
        differ += !same_game(&ga, &gb);
    }
    /* The weaker side moves in every game; its evaluation changes its moves. */
    CHECK(differ >= 3);
    datagen_destroy(a);
    datagen_destroy(b);
    datagen_destroy(b2);
    nnue_free(net);
}

int main(void)
{
    RUN(test_same_game_twice);
    RUN(test_records_are_sound);
    RUN(test_weak_side_with_a_net);
    return check_summary();
}
