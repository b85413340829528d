/* libFuzzer harness for USI `position` lines and move strings: any input
 * either fails with a message or yields a position consistent with its
 * SFEN; move strings parse only to moves that print back the same. */
#include <stdlib.h>
#include <string.h>

#include "shogi/movegen.h"
#include "shogi/usi.h"

static Position pos, again;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char text[4096], err[256], sfen[256], sfen2[256];
    if (size >= sizeof text)
        return 0;
    memcpy(text, data, size);
    text[size] = 0;
    err[0] = 0;
    if (pos_set_usi(&pos, text, err, sizeof err)) {
        if (!err[0])
            abort();
    } else {
        pos_to_sfen(&pos, sfen, sizeof sfen);
        if (pos_set_sfen(&again, sfen, err, sizeof err))
            abort();
        pos_to_sfen(&again, sfen2, sizeof sfen2);
        if (strcmp(sfen, sfen2) || pos_key(&pos) != pos_compute_key(&pos))
            abort();
        (void)pos_repetition(&pos, 2);
        (void)pos_repetition(&pos, 4);
        (void)pos_is_mated(&pos);
    }
    /* The input as a bare move string in the start position. */
    pos_init_startpos(&pos);
    if (size < 16) {
        Move m = move_from_usi(&pos, text);
        if (m != MOVE_NONE) {
            char back[USI_MOVE_MAX];
            move_to_usi(m, back);
            if (strcmp(back, text))
                abort();
            if (!pos_illegal_reason(&pos, m)) {
                pos_do_move(&pos, m);
                pos_undo_move(&pos);
            }
        }
    }
    return 0;
}
