/* bench/selfplay_records: the embedded engine against itself at a fixed
 * depth, each game from its own short opening, written as KIF records
 * (selfN.kifu) for `kiryoku analyze`: the games behind the difficulty
 * graphs and the style reference of issue 18 (bench/difficulty.sh).
 *
 *   selfplay_records --games N --depth D --out DIR [--max-plies M]
 *
 * Both sides search to depth D for their best move (no clock). Openings
 * are a fixed list, so a run is reproducible. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tools/match.h"

static const char *const openings[] = {
    /* No two reach the same position (the engine is deterministic, so a
     * transposition would replay the same game). */
    "7g7f 3c3d 2g2f 4c4d", "2g2f 8c8d 7g7f 8d8e", "7g7f 8c8d 7i6h 3c3d", "2g2f 3c3d 2f2e 2b3c",
    "7g7f 3c3d 6g6f 8c8d", "5g5f 3c3d 7g7f 8c8d", "7g7f 3c3d 2g2f 8c8d", "2g2f 8c8d 2f2e 8d8e",
};

int main(int argc, char **argv)
{
    int games = 2, depth = 6, max_plies = 256;
    const char *out = ".";
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!strcmp(argv[i], "--games"))
            games = atoi(argv[i + 1]);
        else if (!strcmp(argv[i], "--depth"))
            depth = atoi(argv[i + 1]);
        else if (!strcmp(argv[i], "--max-plies"))
            max_plies = atoi(argv[i + 1]);
        else if (!strcmp(argv[i], "--out"))
            out = argv[i + 1];
    }
    char err[512];
    for (int g = 0; g < games; g++) {
        Bridge *a = bridge_open("embedded", NULL, err, sizeof err);
        Bridge *b = bridge_open("embedded", NULL, err, sizeof err);
        if (!a || !b) {
            fprintf(stderr, "selfplay_records: %s\n", err);
            return 1;
        }
        MatchPlayer black = { .name = "kiryoku-sente", .engine = a };
        MatchPlayer white = { .name = "kiryoku-gote", .engine = b };
        bridge_limits_init(&black.limits);
        bridge_limits_init(&white.limits);
        black.limits.depth = white.limits.depth = depth;
        size_t n = sizeof openings / sizeof openings[0];
        MatchConfig mc = { .max_plies = max_plies, .opening = openings[(size_t)g % n] };
        GameRecord *rec = NULL;
        if (match_play(&black, &white, &mc, &rec, err, sizeof err) != 0)
            fprintf(stderr, "selfplay_records: game %d: %s\n", g + 1, err);
        char path[1024];
        RecordError e;
        snprintf(path, sizeof path, "%s/self%d.kifu", out, g + 1);
        if (rec && record_write_file(rec, path, REC_FMT_KIF, &e) == 0)
            printf("%s\t%d plies\n", path, rec->move_count);
        fflush(stdout);
        record_free(rec);
        bridge_close(a);
        bridge_close(b);
    }
    return 0;
}
