/* bench/records_sfen: training records (`kiryoku-dev gensfen` files) as text,
 * one position per line, so scripts can analyse them with other searches
 * (bench/scale_labels.py fits the analysis's centipawn scale on them).
 *
 *   records_sfen FILE [--min-ply P] [--max-ply Q] [--gap G] [--per-game N] [--every K]
 *
 * Keeps records with P <= ply <= Q (default 0..65535), each at least G plies
 * after the last one kept of its game (default 1: every record), at most N
 * of a game (default 0: no limit), of every K-th game (default 1), counting
 * games in file order.
 * Output, one line per record, tab-separated:
 *   game  equal  ply  result  score  best  sfen
 * result and score are the side to move's (result 1 win, 0 draw, -1 loss;
 * score in the labeller's centipawns), best the labeller's move in USI.
 * equal is 1 when every move of the game was the labeller's best move, as
 * far as its records show (each record followed by the next ply's is the
 * position after the best move): a game between two equal players, not one
 * of gensfen's games with a weaker side. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tools/datagen_record.h"
#include "shogi/usi.h"

typedef struct {
    int min_ply, max_ply, gap, per_game, every;
} Filter;

static int parse_args(int argc, char **argv, const char **file, Filter *f)
{
    *f = (Filter){0, 65535, 1, 0, 1};
    *file = NULL;
    for (int i = 1; i < argc; i++) {
        int *dst = !strcmp(argv[i], "--min-ply")    ? &f->min_ply
                   : !strcmp(argv[i], "--max-ply")  ? &f->max_ply
                   : !strcmp(argv[i], "--gap")      ? &f->gap
                   : !strcmp(argv[i], "--per-game") ? &f->per_game
                   : !strcmp(argv[i], "--every")    ? &f->every
                                                    : NULL;
        if (dst && i + 1 < argc)
            *dst = atoi(argv[++i]);
        else if (!dst && argv[i][0] != '-' && !*file)
            *file = argv[i];
        else
            return -1;
    }
    return *file && f->every >= 1 && f->gap >= 1 ? 0 : -1;
}

/* 1 when each record followed by the next ply's record leads to it by its
 * best move; the records of one game, in order. */
static int game_is_equal(const DataRecord *r, int n)
{
    for (int i = 0; i + 1 < n; i++) {
        Position pos;
        uint8_t after[DATAGEN_PACKED_BYTES];
        if (r[i + 1].ply != r[i].ply + 1 || datagen_unpack(r[i].packed, &pos) != 0)
            continue;
        pos_do_move(&pos, r[i].move);
        if (datagen_pack(&pos, after) != 0 || memcmp(after, r[i + 1].packed, sizeof after) != 0)
            return 0;
    }
    return 1;
}

static int print_record(const DataRecord *r, int equal)
{
    Position pos;
    if (datagen_unpack(r->packed, &pos) != 0)
        return -1;
    char sfen[256], best[USI_MOVE_MAX];
    pos_to_sfen(&pos, sfen, sizeof sfen);
    move_to_usi(r->move, best);
    printf("%u\t%d\t%u\t%d\t%d\t%s\t%s\n", (unsigned)r->game, equal, (unsigned)r->ply, r->result, r->score, best, sfen);
    return 0;
}

/* Prints the records of one game that pass the filter; the count that did
 * not unpack. */
static long print_game(const DataRecord *r, int n, const Filter *f)
{
    int equal = game_is_equal(r, n), kept = 0, last_ply = -65536;
    long bad = 0;
    for (int i = 0; i < n && (!f->per_game || kept < f->per_game); i++) {
        if (r[i].ply < f->min_ply || r[i].ply > f->max_ply || (int)r[i].ply < last_ply + f->gap)
            continue;
        if (print_record(&r[i], equal) != 0) {
            bad++;
            continue;
        }
        kept++;
        last_ply = r[i].ply;
    }
    return bad;
}

int main(int argc, char **argv)
{
    const char *file;
    Filter f;
    if (parse_args(argc, argv, &file, &f) != 0) {
        fprintf(stderr, "usage: records_sfen FILE [--min-ply P] [--max-ply Q] [--gap G] [--per-game N] [--every K]\n");
        return 2;
    }
    if (datagen_record_check_layout() != 0) {
        fprintf(stderr, "records_sfen: this host does not store records in the file's layout\n");
        return 1;
    }
    FILE *in = fopen(file, "rb");
    if (!in) {
        perror(file);
        return 1;
    }
    enum { GAME_MAX = 4096 };
    static DataRecord game[GAME_MAX];
    long games = 0, bad = 0;
    int n = 0, more = 1;
    while (more) {
        more = fread(&game[n], sizeof game[n], 1, in) == 1;
        if (n > 0 && (!more || game[n].game != game[0].game || n == GAME_MAX - 1)) {
            if (games++ % f.every == 0)
                bad += print_game(game, n, &f);
            game[0] = game[n];
            n = 0;
        }
        n += more;
    }
    fclose(in);
    if (bad)
        fprintf(stderr, "records_sfen: %ld records did not unpack and were skipped\n", bad);
    return 0;
}
