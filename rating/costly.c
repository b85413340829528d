/* Costliest-move selection (see costly.h): a partial insertion sort, since
 * k is three and a game has a hundred rows at most. */
#include "rating/costly.h"

double costly_row_loss(const TableRow *r, const LossStat *s)
{
    LossStat cp = { .kind = STAT_MEAN, .unit = UNIT_CP };
    return loss_stat_row_loss(r, s ? s : &cp);
}

bool costly_visible_loss(const TableRow *r, const LossStat *s)
{
    if (r->before.is_mate || r->after.is_mate)
        return false;
    double loss = costly_row_loss(r, s);
    return s && s->unit == UNIT_WINPROB ? loss <= -COSTLY_MIN_WINPROB : loss < 0;
}

/* a ranks before b: a larger loss, or the same loss earlier in the game. */
static int ranks_before(const Table *t, const LossStat *s, int a, int b)
{
    double la = costly_row_loss(&t->rows[a], s), lb = costly_row_loss(&t->rows[b], s);
    if (la != lb)
        return la < lb;
    return t->rows[a].ply < t->rows[b].ply;
}

int costly_select(const Table *t, const LossStat *s, const int *rows, int n, int game, int k, int *out)
{
    int count = 0;
    for (int i = 0; i < n && k > 0; i++) {
        int r = rows[i];
        const TableRow *row = &t->rows[r];
        /* The judge's own best move is not the player's mistake, whatever
         * the search a ply deeper saw (estimate_stat.h, best_free): the cost
         * lay in an earlier move, or in the position itself. */
        if (row->game != game || row->played_best == 1 || !costly_visible_loss(row, s))
            continue;
        int at = count < k ? count : k;
        while (at > 0 && ranks_before(t, s, r, out[at - 1]))
            at--;
        if (at >= k)
            continue;
        int last = count < k ? count : k - 1;
        for (int j = last; j > at; j--)
            out[j] = out[j - 1];
        out[at] = r;
        if (count < k)
            count++;
    }
    return count;
}
