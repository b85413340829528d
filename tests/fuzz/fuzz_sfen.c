/* libFuzzer harness for the SFEN reader: any input either fails with a
 * message or yields a position whose canonical SFEN reads back to itself,
 * whose key matches a recomputation, and whose legal moves make and unmake
 * cleanly. */
#include <stdlib.h>
#include <string.h>

#include "shogi/movegen.h"
#include "shogi/usi.h"

static Position pos, again;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char text[1024], err[256], sfen[256], sfen2[256];
    if (size >= sizeof text)
        return 0;
    memcpy(text, data, size);
    text[size] = 0;
    err[0] = 0;
    if (pos_set_sfen(&pos, text, err, sizeof err)) {
        if (!err[0])
            abort(); /* every failure must say why */
        return 0;
    }
    pos_to_sfen(&pos, sfen, sizeof sfen);
    if (pos_set_sfen(&again, sfen, err, sizeof err))
        abort();
    pos_to_sfen(&again, sfen2, sizeof sfen2);
    if (strcmp(sfen, sfen2) || pos_key(&pos) != pos_key(&again) || pos_key(&pos) != pos_compute_key(&pos))
        abort();
    MoveList list;
    gen_legal(&pos, &list);
    for (int i = 0; i < list.count; i++) {
        if (pos_illegal_reason(&pos, list.moves[i]))
            abort();
        bool check = pos_gives_check(&pos, list.moves[i]);
        pos_do_move(&pos, list.moves[i]);
        if (check != pos_in_check(&pos) || pos_key(&pos) != pos_compute_key(&pos))
            abort();
        pos_undo_move(&pos);
    }
    pos_to_sfen(&pos, sfen2, sizeof sfen2);
    if (strcmp(sfen, sfen2))
        abort();
    (void)pos_repetition(&pos, 2);
    (void)pos_can_declare(&pos);
    return 0;
}
