/* Fills the Zobrist tables from a fixed-seed generator (splitmix64), so keys
 * are the same in every run and every process. */
#include "shogi/zobrist.h"

uint64_t zobrist_psq[PIECE_NB][SQ_NB];
uint64_t zobrist_hand[COLOR_NB][HAND_TYPE_NB][ZOBRIST_HAND_MAX];
uint64_t zobrist_side;

static uint64_t splitmix64(uint64_t *state)
{
    uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

__attribute__((constructor)) static void zobrist_init(void)
{
    uint64_t s = 0x6b69727996f6b75ULL;
    for (int p = 0; p < PIECE_NB; p++)
        for (int sq = 0; sq < SQ_NB; sq++)
            zobrist_psq[p][sq] = splitmix64(&s);
    for (int c = 0; c < COLOR_NB; c++)
        for (int t = 0; t < HAND_TYPE_NB; t++)
            for (int n = 0; n < ZOBRIST_HAND_MAX; n++)
                zobrist_hand[c][t][n] = n ? splitmix64(&s) : 0;
    zobrist_side = splitmix64(&s);
}
