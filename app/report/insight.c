/* The report's insights (see insight.h). */
#include "app/report/insight.h"

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "shogi/usi.h"

int insight_clip_score(const Score *s)
{
    /* "mate+0" (the mover has just mated) reads as a mate of value 0: it is
     * the mover's win. No move leaves its own mover mated, so a mate of 0
     * is never the mover's loss. */
    if (s->is_mate)
        return s->value >= 0 ? INSIGHT_CLIP_CP : -INSIGHT_CLIP_CP;
    return s->value < -INSIGHT_CLIP_CP ? -INSIGHT_CLIP_CP : s->value > INSIGHT_CLIP_CP ? INSIGHT_CLIP_CP : s->value;
}

static void move_text(const Position *pos, Move m, Lang lang, char *buf, size_t len)
{
    if (lang == LANG_JA)
        notation_japanese(pos, m, NOTE_MARK, buf, len);
    else
        notation_western(pos, m, buf, len);
}

/* ---- Records --------------------------------------------------------------- */

static GameRecord *read_record(const char *dir, const char *name)
{
    static const char *const ext[] = { "kifu", "kif", "csa" };
    for (size_t i = 0; i < sizeof ext / sizeof ext[0]; i++) {
        char path[1200];
        snprintf(path, sizeof path, "%s/%s.%s", dir, name, ext[i]);
        GameRecord *rec = NULL;
        RecordError e;
        if (record_read_file(path, NULL, &rec, &e) == 0)
            return rec;
    }
    return NULL;
}

/* The game replayed from the table's move column (from the normal start:
 * the table names no other). NULL when a move is missing or illegal. */
static GameRecord *record_from_moves(const Table *t, const TableExtra *x, const int *rows, int n)
{
    if (!x || n == 0)
        return NULL;
    GameRecord *rec = record_new(NULL);
    Position *pos = malloc(sizeof *pos);
    if (!rec || !pos)
        goto fail;
    pos_init_startpos(pos);
    for (int i = 0; i < n; i++) {
        Move m = x[rows[i]].move[0] ? move_from_usi(pos, x[rows[i]].move) : MOVE_NONE;
        if (m == MOVE_NONE || t->rows[rows[i]].ply != i + 1 || !pos_is_legal(pos, m))
            goto fail;
        record_append_move(rec, m, -1, NULL);
        pos_do_move(pos, m);
    }
    free(pos);
    return rec;
fail:
    free(pos);
    record_free(rec);
    return NULL;
}

/* ---- One game -------------------------------------------------------------- */

static int game_number(const char *name, int order)
{
    if (!strncmp(name, "game", 4) && isdigit((unsigned char)name[4]))
        return atoi(name + 4);
    return order + 1;
}

/* The rows of game gi by ply (rows[p-1]); returns the highest ply. */
static int game_rows(const Table *t, int gi, int **rows)
{
    int plies = 0;
    for (size_t i = 0; i < t->row_count; i++)
        if (t->rows[i].game == gi && t->rows[i].ply > plies)
            plies = t->rows[i].ply;
    *rows = malloc(sizeof **rows * (size_t)(plies + 1));
    if (!*rows)
        return -1;
    for (int p = 0; p < plies; p++)
        (*rows)[p] = -1;
    for (size_t i = 0; i < t->row_count; i++)
        if (t->rows[i].game == gi)
            (*rows)[t->rows[i].ply - 1] = (int)i;
    return plies;
}

static bool is_player(const InsightInput *src, int row)
{
    return row >= 0 && src->t->rows[row].player == src->player;
}

static void fill_evals(InsightGame *g, const InsightInput *src, const int *rows, double *root, double *share,
                       long long *leaves)
{
    const Table *t = src->t;
    for (int p = 0; p < g->plies; p++) {
        int r = rows[p];
        if (r < 0) {
            g->eval[p] = p ? g->eval[p - 1] : 0;
            root[p] = p ? root[p - 1] : 0;
            share[p] = -1;
            leaves[p] = 0;
            continue;
        }
        int sign = is_player(src, r) ? 1 : -1;
        g->eval[p] = sign * insight_clip_score(&t->rows[r].after);
        root[p] = sign * insight_clip_score(&t->rows[r].before);
        const TableExtra *x = src->extra ? &src->extra[r] : NULL;
        share[p] = x && x->leaf_share >= 0 ? (sign > 0 ? x->leaf_share : 1 - x->leaf_share) : -1;
        leaves[p] = x ? x->leaves : 0;
    }
    for (int i = 0; i < src->counted_count; i++) {
        const TableRow *row = &t->rows[src->counted[i]];
        if (row->game == g->game && row->ply >= 1 && row->ply <= g->plies)
            g->counted[row->ply - 1] = true;
    }
}

static double whole_game_corr(const InsightGame *g)
{
    double *a = malloc(sizeof *a * (size_t)(g->plies + 1)), *b = malloc(sizeof *b * (size_t)(g->plies + 1));
    int m = 0;
    for (int p = 0; a && b && p < g->plies; p++)
        if (!isnan(g->diff[p].leaf_kf[0]) && !isnan(g->diff[p].leaf)) {
            a[m] = g->diff[p].root_kf[0];
            b[m] = g->diff[p].leaf_kf[0];
            m++;
        }
    double c = m >= 8 ? difficulty_pearson(a, b, m) : NAN;
    free(a);
    free(b);
    return c;
}

/* The engine's line from pos as text, at most INSIGHT_PV_PLIES moves. */
static void line_text(Position *pos, const char *pv, Lang lang, char *buf, size_t len)
{
    char copy[64];
    snprintf(copy, sizeof copy, "%s", pv);
    size_t n = 0;
    buf[0] = '\0';
    int plies = 0;
    for (char *tok = strtok(copy, " "); tok && plies < INSIGHT_PV_PLIES; tok = strtok(NULL, " ")) {
        Move m = move_from_usi(pos, tok);
        if (m == MOVE_NONE || !pos_is_legal(pos, m))
            break;
        char mt[NOTATION_MAX];
        move_text(pos, m, lang, mt, sizeof mt);
        n += (size_t)snprintf(buf + n, len > n ? len - n : 0, "%s%s", plies ? " " : "", mt);
        pos_do_move(pos, m);
        plies++;
    }
    for (int i = 0; i < plies; i++)
        pos_undo_move(pos);
}

static void describe_costly(InsightCostly *c, const InsightGame *g, const InsightInput *src, Position *pos)
{
    const TableRow *row = &src->t->rows[c->row];
    const TableExtra *x = src->extra ? &src->extra[c->row] : NULL;
    c->ply = row->ply;
    c->cost_cp = -table_row_loss(row);
    c->chance_before = 100 * loss_stat_score_winprob(row->before);
    c->chance_after = 100 * loss_stat_score_winprob(row->after);
    c->eval_before = insight_clip_score(&row->before);
    c->eval_after = insight_clip_score(&row->after);
    c->hard = g->diff[row->ply - 1].hard;
    if (x) {
        snprintf(c->best_usi, sizeof c->best_usi, "%s", x->best);
        snprintf(c->pv_usi, sizeof c->pv_usi, "%s", x->pv);
        snprintf(c->played_usi, sizeof c->played_usi, "%s", x->move);
    }
    if (!g->rec || record_position_at(g->rec, row->ply - 1, pos) != 0 || row->ply > g->rec->move_count)
        return;
    c->have_position = true;
    pos_to_sfen(pos, c->sfen, sizeof c->sfen);
    Move played = g->rec->moves[row->ply - 1].move;
    move_to_usi(played, c->played_usi);
    move_text(pos, played, src->lang, c->played, sizeof c->played);
    Move best = c->best_usi[0] ? move_from_usi(pos, c->best_usi) : MOVE_NONE;
    if (best != MOVE_NONE && pos_is_legal(pos, best))
        move_text(pos, best, src->lang, c->best, sizeof c->best);
    if (c->pv_usi[0])
        line_text(pos, c->pv_usi, src->lang, c->line, sizeof c->line);
}
/* The counted moves of game gi that lost something by the statistic's
 * pricing yet were the judge's own best: costly_select passes them over,
 * and a game whose only losses they are must not read as one without loss. */
static int own_best_losses(const Table *t, const InsightInput *src, int gi)
{
    int n = 0;
    for (int i = 0; i < src->counted_count; i++) {
        const TableRow *r = &t->rows[src->counted[i]];
        if (r->game == gi && r->played_best == 1 && costly_visible_loss(r, &src->stat))
            n++;
    }
    return n;
}

static int build_game(InsightGame *g, const InsightInput *src, int gi, const DifficultyParams *dp, Position *pos)
{
    const Table *t = src->t;
    int *rows = NULL;
    g->game = gi;
    g->name = t->games[gi];
    g->plies = game_rows(t, gi, &rows);
    if (g->plies < 0)
        return -1;
    int n = g->plies + 1;
    double *root = malloc(sizeof *root * (size_t)n), *share = malloc(sizeof *share * (size_t)n);
    long long *leaves = malloc(sizeof *leaves * (size_t)n);
    g->eval = calloc((size_t)n, sizeof *g->eval);
    g->counted = calloc((size_t)n, sizeof *g->counted);
    g->diff = calloc((size_t)n, sizeof *g->diff);
    int rc = -1;
    if (!root || !share || !leaves || !g->eval || !g->counted || !g->diff)
        goto done;
    fill_evals(g, src, rows, root, share, leaves);
    g->leaf_known = difficulty_series(dp, root, share, leaves, g->plies, g->diff);
    g->hardest = difficulty_hardest(g->diff, g->plies);
    g->game_corr = whole_game_corr(g);
    g->rec = src->records_dir ? read_record(src->records_dir, g->name) : NULL;
    if (!g->rec)
        g->rec = record_from_moves(t, src->extra, rows, g->plies);
    g->have_record = g->rec != NULL;
    /* The player's side: from a row of theirs, by the ply's parity and who
     * starts (a handicap's gote moves first). */
    Color first = BLACK;
    if (g->rec && g->rec->start_sfen[0] && record_position_at(g->rec, 0, pos) == 0)
        first = pos_side(pos);
    for (int p = 0; p < g->plies; p++)
        if (is_player(src, rows[p])) {
            g->player_sente = ((p % 2 == 0) ? first : color_flip(first)) == BLACK;
            break;
        }
    int picked[COSTLY_PER_GAME];
    g->costly_count = costly_select(t, &src->stat, src->counted, src->counted_count, gi, COSTLY_PER_GAME, picked);
    g->own_best_losses = own_best_losses(t, src, gi);
    for (int i = 0; i < g->costly_count; i++) {
        g->costly[i].row = picked[i];
        describe_costly(&g->costly[i], g, src, pos);
    }
    if (g->rec) {
        Color me = g->player_sente ? BLACK : WHITE;
        style_add_record(g->rec, me, &g->player_style);
        style_add_record(g->rec, color_flip(me), &g->ai_style);
    }
    rc = 0;
done:
    free(rows);
    free(root);
    free(share);
    free(leaves);
    return rc;
}

/* ---- All games ------------------------------------------------------------- */

static void add_style(StyleFigures *sum, const StyleFigures *f)
{
    sum->moves += f->moves;
    sum->records += f->records;
    sum->attacking_records += f->attacking_records;
    sum->middle_moves += f->middle_moves;
    sum->middle_attacks += f->middle_attacks;
    sum->early_moves += f->early_moves;
    sum->early_drops += f->early_drops;
}

/* The losses of every game pooled: counts and costs add up. */
static void pool_losses(Insight *in, const InsightInput *src)
{
    DifficultyLosses *all = &in->losses;
    memset(all, 0, sizeof *all);
    for (int i = 0; i < in->game_count; i++) {
        const InsightGame *g = &in->games[i];
        int m = 0;
        int *at = malloc(sizeof *at * (size_t)(g->plies + 1));
        double *loss = malloc(sizeof *loss * (size_t)(g->plies + 1));
        for (int k = 0; at && loss && k < src->counted_count; k++) {
            const TableRow *row = &src->t->rows[src->counted[k]];
            if (row->game != g->game || row->before.is_mate || row->after.is_mate)
                continue;
            at[m] = row->ply - 1;
            loss[m++] = costly_row_loss(row, &src->stat);
        }
        DifficultyLosses d;
        difficulty_losses(g->diff, g->plies, at ? at : (int[1]){ 0 }, loss ? loss : (double[1]){ 0 }, m, &d);
        free(at);
        free(loss);
        all->moves += d.moves;
        all->hard_moves += d.hard_moves;
        all->cost += d.cost;
        all->hard_cost += d.hard_cost;
    }
    int other = all->moves - all->hard_moves;
    all->move_share = all->moves ? (double)all->hard_moves / all->moves : NAN;
    all->cost_share = all->cost > 0 ? all->hard_cost / all->cost : NAN;
    all->mean_cost_hard = all->hard_moves ? all->hard_cost / all->hard_moves : NAN;
    all->mean_cost_other = other ? (all->cost - all->hard_cost) / other : NAN;
    all->concentrated = all->hard_moves > 0 && !isnan(all->cost_share) && all->cost_share > all->move_share;
}

/* What a move costs in the report: its loss in the statistic's unit, the
 * mean's per-move loss (the move-choice fit's s is no loss: centipawns). */
static LossStat move_price(const LossStat *s)
{
    return (LossStat){ .kind = STAT_MEAN, .unit = s->kind == STAT_CHOICE ? UNIT_CP : s->unit };
}

int insight_build(Insight *in, const InsightInput *given, char *err, size_t errlen)
{
    InsightInput priced = *given;
    priced.stat = move_price(&given->stat);
    const InsightInput *src = &priced;
    memset(in, 0, sizeof *in);
    in->lang = src->lang;
    in->stat = src->stat;
    in->every_move = src->every_move;
    difficulty_params_default(&in->dp);
    in->games = calloc(src->t->game_count + 1, sizeof *in->games);
    Position *pos = malloc(sizeof *pos);
    if (!in->games || !pos) {
        free(pos);
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    for (size_t gi = 0; gi < src->t->game_count; gi++) {
        InsightGame *g = &in->games[in->game_count++];
        g->outcome = '-';
        if (build_game(g, src, (int)gi, &in->dp, pos) != 0) {
            free(pos);
            snprintf(err, errlen, "out of memory");
            return -1;
        }
        g->index = game_number(g->name, (int)gi);
        add_style(&in->player_style, &g->player_style);
        add_style(&in->ai_style, &g->ai_style);
    }
    free(pos);
    pool_losses(in, src);
    if (src->reference && style_reference_read(src->reference, &in->reference, err, errlen) == 0)
        in->have_reference = true;
    return 0;
}

void insight_free(Insight *in)
{
    for (int i = 0; i < in->game_count; i++) {
        free(in->games[i].eval);
        free(in->games[i].counted);
        free(in->games[i].diff);
        record_free(in->games[i].rec);
    }
    free(in->games);
    memset(in, 0, sizeof *in);
}

int style_reference_read(const char *path, StyleReference *out, char *err, size_t errlen)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        snprintf(err, errlen, "cannot read %s", path);
        return -1;
    }
    memset(out, 0, sizeof *out);
    char line[512];
    while (fgets(line, sizeof line, f)) {
        char key[64], value[400];
        if (line[0] == '#' || sscanf(line, " %63[^:]: %399[^\n]", key, value) != 2)
            continue;
        int v = atoi(value);
        if (!strcmp(key, "name"))
            snprintf(out->name, sizeof out->name, "%.127s", value);
        else if (!strcmp(key, "name_ja"))
            snprintf(out->name_ja, sizeof out->name_ja, "%.127s", value);
        else if (!strcmp(key, "records"))
            out->f.records = v;
        else if (!strcmp(key, "attacking_records"))
            out->f.attacking_records = v;
        else if (!strcmp(key, "middle_moves"))
            out->f.middle_moves = v;
        else if (!strcmp(key, "middle_attacks"))
            out->f.middle_attacks = v;
        else if (!strcmp(key, "early_moves"))
            out->f.early_moves = v;
        else if (!strcmp(key, "early_drops"))
            out->f.early_drops = v;
        else if (!strcmp(key, "moves"))
            out->f.moves = v;
    }
    fclose(f);
    return 0;
}
