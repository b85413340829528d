/* Writes positions reached by random play, deep into the game and with
 * many pieces in hand, each with kiryoku's depth-2 divide, for
 * crosscheck.py to compare with fairy-stockfish.
 *
 * usage: crosscheck_positions COUNT [SEED]
 * output, one line per position:  SFEN<TAB>move count move count ... */
#include <stdio.h>
#include <stdlib.h>

#include "shogi/perft.h"
#include "shogi/usi.h"

static uint64_t rng_state;

static uint64_t rng(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return rng_state;
}

/* A random legal move, preferring captures (so hands fill up) and, half of
 * the time, drops once there is something to drop. */
static Move pick(const Position *pos, const MoveList *l)
{
    Move m = l->moves[rng() % (uint64_t)l->count];
    for (int tries = 0; tries < 6; tries++) {
        Move c = l->moves[rng() % (uint64_t)l->count];
        if (!move_is_drop(c) && pos_piece_on(pos, move_to(c)))
            return c;
        if (move_is_drop(c) && rng() % 2)
            m = c;
    }
    return m;
}

/* Plays from the start position to a random depth; 0 if the game ended first. */
static int random_position(Position *pos)
{
    pos_init_startpos(pos);
    int target = 40 + (int)(rng() % 200);
    for (int ply = 0; ply < target; ply++) {
        MoveList l;
        gen_legal(pos, &l);
        if (!l.count)
            return 0;
        pos_do_move(pos, pick(pos, &l));
    }
    MoveList l;
    gen_legal(pos, &l);
    return l.count > 0;
}

static void print_divide(Move m, uint64_t nodes, void *ctx)
{
    (void)ctx;
    char usi[USI_MOVE_MAX];
    move_to_usi(m, usi);
    printf(" %s %llu", usi, (unsigned long long)nodes);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: crosscheck_positions COUNT [SEED]\n");
        return 2;
    }
    int count = atoi(argv[1]);
    rng_state = argc > 2 ? strtoull(argv[2], NULL, 10) * 0x9e3779b97f4a7c15ULL + 1 : 88172645463325252ULL;
    static Position pos;
    for (int made = 0; made < count;) {
        if (!random_position(&pos))
            continue;
        char sfen[256];
        pos_to_sfen(&pos, sfen, sizeof sfen);
        printf("%s\t", sfen);
        perft_divide(&pos, 2, print_divide, NULL);
        printf("\n");
        made++;
    }
    return 0;
}
