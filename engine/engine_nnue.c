/* Choosing an engine's evaluation: the linear function or a network
 * (nnue.h). The search reaches either through search_eval.h. */
#include <stdlib.h>

#include "engine/engine_internal.h"
#include "engine/nnue.h"
#include "engine/nnue_accumulator.h"

int engine_set_nnue(Engine *e, const Nnue *net)
{
    if (net && !e->nnue) {
        size_t bytes = (sizeof(NnueStack) + 63) / 64 * 64;
        if (!(e->nnue = aligned_alloc(64, bytes)))
            return -1;
    }
    if (net) {
        e->nnue->net = net;
        nnue_stack_reset(e->nnue);
    } else {
        free(e->nnue);
        e->nnue = NULL;
    }
    e->search_scale = net ? NNUE_SEARCH_SCALE : 100;
    engine_clear_hash(e);
    return 0;
}

int engine_set_search_scale(Engine *e, int per_100cp)
{
    if (!e->nnue || per_100cp < 10 || per_100cp > 400)
        return -1;
    e->search_scale = per_100cp;
    engine_clear_hash(e);
    return 0;
}
