/* bench/style_reference: seed 004's style figures (attack share of the
 * middle thirds, attacking records, drop rate) summed over both sides of
 * the given records, written as the reference file the report reads
 * (assets/style-reference.txt; insight.h, style_reference_read).
 *
 *   style_reference NAME RECORD...    (NAME: who played, for the report) */
#include <stdio.h>

#include "app/report/style.h"

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: style_reference NAME RECORD...\n");
        return 2;
    }
    StyleFigures s = { 0 };
    int games = 0;
    for (int i = 2; i < argc; i++) {
        GameRecord *rec = NULL;
        RecordError e;
        char msg[600];
        if (record_read_file(argv[i], NULL, &rec, &e) != 0) {
            fprintf(stderr, "style_reference: %s\n", record_error_text(&e, msg, sizeof msg));
            return 1;
        }
        for (GameRecord *g = rec; g; g = g->next, games++) {
            style_add_record(g, BLACK, &s);
            style_add_record(g, WHITE, &s);
        }
        record_free(rec);
    }
    printf("# seed 004's style figures of a reference set (bench/difficulty.sh writes this file)\n");
    printf("name: %s (%d games)\n", argv[1], games);
    printf("moves: %d\nrecords: %d\nattacking_records: %d\nmiddle_moves: %d\nmiddle_attacks: %d\n"
           "early_moves: %d\nearly_drops: %d\n",
           s.moves, s.records, s.attacking_records, s.middle_moves, s.middle_attacks, s.early_moves, s.early_drops);
    return 0;
}
