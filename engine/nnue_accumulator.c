/* Lazily updated accumulators along the search path (see
 * nnue_accumulator.h). */
#include "engine/nnue_accumulator.h"

#include <string.h>

#include "engine/nnue_simd.h"

static void note(NnueNode *n, int sign, Color c, PieceType t, int sq)
{
    n->change[n->nchanges++] = (NnueChange){ (int8_t)sign, (uint8_t)c, (uint8_t)t, (int8_t)sq };
}

void nnue_push_move(NnueStack *s, const Position *pos, Move m)
{
    NnueNode *n = &s->node[++s->top];
    n->computed[BLACK] = n->computed[WHITE] = false;
    n->king_moved[BLACK] = n->king_moved[WHITE] = false;
    n->nchanges = 0;
    Color us = pos->side;
    Square to = move_to(m);
    if (move_is_drop(m)) {
        PieceType t = move_drop_type(m);
        note(n, -1, us, t, -pos->hand[us][t]);
        note(n, +1, us, t, to);
        return;
    }
    Square from = move_from(m);
    PieceType t = piece_type(pos->board[from]);
    Piece cap = pos->board[to];
    note(n, -1, us, t, from);
    note(n, +1, us, move_is_promote(m) ? type_promote(t) : t, to);
    if (cap != NO_PIECE) {
        PieceType ct = type_unpromote(piece_type(cap));
        note(n, -1, color_flip(us), piece_type(cap), to);
        note(n, +1, us, ct, -(pos->hand[us][ct] + 1));
    }
    n->king_moved[us] = t == KING;
}

void nnue_push_null(NnueStack *s)
{
    NnueNode *n = &s->node[++s->top];
    n->computed[BLACK] = n->computed[WHITE] = false;
    n->king_moved[BLACK] = n->king_moved[WHITE] = false;
    n->nchanges = 0;
}

static int change_feature(const NnueView *v, const NnueChange *c)
{
    if (c->sq < 0)
        return nnue_hand_feature(v, (Color)c->color, (PieceType)c->type, -c->sq);
    return nnue_board_feature(v, (Color)c->color, (PieceType)c->type, c->sq);
}

/* Node i's accumulator of perspective c from node i - 1's. */
static void apply(const Nnue *net, NnueNode *prev, NnueNode *n, const NnueView *v, Color c)
{
    NnueAcc *acc = &n->acc[c];
    *acc = prev->acc[c];
    int plus[NNUE_MAX_CHANGES], minus[NNUE_MAX_CHANGES], nplus = 0, nminus = 0;
    for (int k = 0; k < n->nchanges; k++) {
        int f = change_feature(v, &n->change[k]);
        if (f < 0)
            continue;
        if (n->change[k].sign > 0) {
            plus[nplus++] = f;
            acc->psqt += net->ft_psqt[f];
        } else {
            minus[nminus++] = f;
            acc->psqt -= net->ft_psqt[f];
        }
    }
    nnue_change_rows(net, acc->v, plus, nplus, minus, nminus);
    n->computed[c] = true;
}

static void update(NnueStack *s, const Position *pos, Color c)
{
    int j = s->top;
    while (!s->node[j].computed[c]) {
        if (j == 0 || s->node[j].king_moved[c]) {
            nnue_refresh(s->net, pos, c, &s->node[s->top].acc[c]);
            s->node[s->top].computed[c] = true;
            return;
        }
        j--;
    }
    NnueView v = nnue_view(c, pos->king_sq[c]);
    for (int i = j + 1; i <= s->top; i++)
        apply(s->net, &s->node[i - 1], &s->node[i], &v, c);
}

int nnue_evaluate(NnueStack *s, const Position *pos)
{
    NnueNode *n = &s->node[s->top];
    update(s, pos, BLACK);
    update(s, pos, WHITE);
    int v = nnue_forward(s->net, &n->acc[pos->side], &n->acc[color_flip(pos->side)]);
    int bound = SCORE_MATE_MIN - 1;
    return v > bound ? bound : v < -bound ? -bound : v;
}
