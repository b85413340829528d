/* perft and divide over gen_legal(). */
#include "shogi/perft.h"

uint64_t perft(Position *pos, int depth)
{
    if (depth <= 0)
        return 1;
    MoveList list;
    gen_legal(pos, &list);
    if (depth == 1)
        return (uint64_t)list.count;
    uint64_t nodes = 0;
    for (int i = 0; i < list.count; i++) {
        pos_do_move(pos, list.moves[i]);
        nodes += perft(pos, depth - 1);
        pos_undo_move(pos);
    }
    return nodes;
}

uint64_t perft_divide(Position *pos, int depth, void (*report)(Move m, uint64_t nodes, void *ctx), void *ctx)
{
    MoveList list;
    gen_legal(pos, &list);
    uint64_t total = 0;
    for (int i = 0; i < list.count; i++) {
        pos_do_move(pos, list.moves[i]);
        uint64_t n = perft(pos, depth - 1);
        pos_undo_move(pos);
        if (report)
            report(list.moves[i], n, ctx);
        total += n;
    }
    return total;
}
