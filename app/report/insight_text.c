/* The insights as a section of report.txt (see write.h). */
#include "app/report/write.h"

#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "app/text.h"
#include "base/strbuf.h"
#include "shogi/kif_board.h"

static void say(FILE *f, Lang lang, AppTextId id, ...)
{
    va_list ap;
    va_start(ap, id);
    vfprintf(f, app_text(lang, id), ap);
    va_end(ap);
    fputc('\n', f);
}

static const char *const bod_char[PIECE_TYPE_NB] = {
    "", "歩", "香", "桂", "銀", "角", "飛", "金", "玉", "と", "杏", "圭", "全", "馬", "龍",
};

static void hand_text(FILE *f, const Position *pos, Color c)
{
    static const PieceType order[] = { ROOK, BISHOP, GOLD, SILVER, KNIGHT, LANCE, PAWN };
    static const char *const count[] = { "", "", "二", "三", "四", "五", "六", "七", "八", "九", "十",
                                         "十一", "十二", "十三", "十四", "十五", "十六", "十七", "十八" };
    fprintf(f, "%s手の持駒：", c == BLACK ? "先" : "後");
    int any = 0;
    for (size_t i = 0; i < sizeof order / sizeof order[0]; i++) {
        int n = pos_hand(pos, c, order[i]);
        if (n > 0)
            fprintf(f, "%s%s%s", any++ ? "　" : "", bod_char[order[i]], count[n < 19 ? n : 18]);
    }
    fprintf(f, "%s\n", any ? "" : "なし");
}

/* The diagram from gote's side, for a player who played gote: the board
 * turned round (file 1 on the left, rank 9 at the top), sente's pieces
 * marked "v" as the far side's are in a KIF diagram. */
static void gote_board(FILE *f, const Position *pos)
{
    static const char *const rank_kanji[] = { "", "一", "二", "三", "四", "五", "六", "七", "八", "九" };
    hand_text(f, pos, BLACK);
    fputs("  １ ２ ３ ４ ５ ６ ７ ８ ９\n+---------------------------+\n", f);
    for (int rank = 9; rank >= 1; rank--) {
        fputc('|', f);
        for (int file = 1; file <= 9; file++) {
            Piece p = pos_piece_on(pos, make_square(file, rank));
            if (p == NO_PIECE)
                fputs(" ・", f);
            else
                fprintf(f, "%s%s", piece_color(p) == BLACK ? "v" : " ", bod_char[piece_type(p)]);
        }
        fprintf(f, "|%s\n", rank_kanji[rank]);
    }
    fputs("+---------------------------+\n", f);
    hand_text(f, pos, WHITE);
}

/* The board diagram of the position before the move, from the player's
 * side: the KIF diagram for sente, the same turned round for gote. */
static void small_board(FILE *f, const char *sfen, bool player_sente)
{
    Position pos;
    char err[200];
    if (pos_set_sfen(&pos, sfen, err, sizeof err) != 0)
        return;
    if (!player_sente) {
        gote_board(f, &pos);
        return;
    }
    StrBuf b = { 0 };
    bod_write(&pos, &b);
    char *text = sb_take(&b, NULL);
    if (text)
        fputs(text, f);
    free(text);
}

void insight_costly_item(const Insight *in, int rank, const InsightCostly *c, char *buf, size_t len)
{
    const char *move = c->played[0] ? c->played : c->played_usi;
    if (insight_winprob(in)) {
        char before[16], after[16];
        snprintf(before, sizeof before, "%.0f%%", c->chance_before);
        snprintf(after, sizeof after, "%.0f%%", c->chance_after);
        snprintf(buf, len, app_text(in->lang, MSG_RPT_COSTLY_ITEM_ALL), rank + 1, c->ply, move, before, after);
    } else {
        snprintf(buf, len, app_text(in->lang, MSG_RPT_COSTLY_ITEM), rank + 1, c->ply, move, c->cost_cp);
    }
}

static void costly_text(FILE *f, const Insight *in, const InsightGame *g)
{
    Lang l = in->lang;
    say(f, l, MSG_RPT_COSTLY_TITLE);
    if (!g->costly_count)
        say(f, l, insight_costly_none(in, g));
    for (int i = 0; i < g->costly_count; i++) {
        const InsightCostly *c = &g->costly[i];
        char item[800];
        fputc('\n', f);
        if (c->have_position)
            small_board(f, c->sfen, g->player_sente);
        insight_costly_item(in, i, c, item, sizeof item);
        fprintf(f, "%s\n", item);
        if (c->best[0])
            say(f, l, MSG_RPT_COSTLY_LINE, c->best, c->line[0] ? c->line : c->best);
        else
            say(f, l, MSG_RPT_COSTLY_NO_BEST);
    }
}

static void difficulty_text(FILE *f, const Insight *in, const InsightGame *g)
{
    Lang l = in->lang;
    say(f, l, MSG_RPT_DIFF_TITLE);
    if (g->hardest < 0) {
        say(f, l, MSG_RPT_DIFF_NONE);
        return;
    }
    int last = g->hardest + in->dp.window < g->plies ? g->hardest + in->dp.window : g->plies;
    say(f, l, MSG_RPT_DIFF_HARDEST, g->hardest + 1, last);
}

void insight_write_organiser_text(FILE *f, const Insight *in)
{
    for (int i = 0; i < in->game_count; i++) {
        const InsightGame *g = &in->games[i];
        if (g->hardest < 0) {
            say(f, in->lang, MSG_RPT_ORG_NO_LEAVES, g->index);
            continue;
        }
        int last = g->hardest + in->dp.window < g->plies ? g->hardest + in->dp.window : g->plies;
        say(f, in->lang, MSG_RPT_ORG_HARDEST, g->index, g->hardest + 1, last, g->diff[g->hardest].corr);
    }
}

void insight_title(const Insight *in, char *buf, size_t len)
{
    snprintf(buf, len, app_text(in->lang, MSG_RPT_TITLE), in->game_count);
}

AppTextId insight_costly_none(const Insight *in, const InsightGame *g)
{
    if (!insight_counted_moves(g))
        return in->every_move ? MSG_RPT_COSTLY_NONE_COUNTED_ALL : MSG_RPT_COSTLY_NONE_COUNTED;
    if (g->own_best_losses)
        return MSG_RPT_COSTLY_NONE_BEST;
    return insight_winprob(in) ? MSG_RPT_COSTLY_NONE_WINPROB : MSG_RPT_COSTLY_NONE;
}

int insight_counted_moves(const InsightGame *g)
{
    int n = 0;
    for (int p = 0; p < g->plies; p++)
        n += g->counted[p];
    return n;
}

const char *insight_reference_name(const Insight *in)
{
    const StyleReference *r = &in->reference;
    return in->lang == LANG_JA && r->name_ja[0] ? r->name_ja : r->name;
}

/* Fewer counted moves than this in hard stretches say nothing about where
 * the losses sit (METHOD.md "Position difficulty"). */
enum { MIN_HARD_MOVES = 3 };

void insight_losses_sentence(const Insight *in, char *buf, size_t len)
{
    const DifficultyLosses *d = &in->losses;
    bool measured = false;
    for (int i = 0; i < in->game_count; i++)
        measured |= in->games[i].hardest >= 0;
    buf[0] = '\0';
    if (!measured || d->moves == 0)
        return;
    if (d->hard_moves < MIN_HARD_MOVES || isnan(d->cost_share)) {
        snprintf(buf, len, "%s", app_text(in->lang, MSG_RPT_DIFF_FEW));
        return;
    }
    snprintf(buf, len, app_text(in->lang, d->concentrated ? MSG_RPT_DIFF_CONC : MSG_RPT_DIFF_NOT_CONC),
             (int)lround(100 * d->cost_share), (int)lround(100 * d->move_share));
}

const char *insight_outcome_text(const Insight *in, const InsightGame *g)
{
    Lang l = in->lang;
    switch (g->outcome) {
    case 'w': return app_text(l, MSG_RES_WON);
    case 'l': return app_text(l, MSG_RES_LOST);
    case 'd': return app_text(l, MSG_RES_DRAW);
    default: return g->name;
    }
}

static void losses_text(FILE *f, const Insight *in)
{
    char line[600];
    insight_losses_sentence(in, line, sizeof line);
    if (line[0])
        fprintf(f, "%s\n", line);
}

static void style_row(FILE *f, Lang l, const char *who, const StyleFigures *s)
{
    char share[32], drops[32];
    double a = style_attack_share(s), d = style_drop_rate(s);
    snprintf(share, sizeof share, isnan(a) ? "-" : "%.0f%%", 100 * a);
    snprintf(drops, sizeof drops, isnan(d) ? "-" : "%.1f%%", 100 * d);
    say(f, l, MSG_RPT_STYLE_ROW, who, share, s->attacking_records, s->records, drops);
}

static void style_text(FILE *f, const Insight *in)
{
    Lang l = in->lang;
    char who[200];
    say(f, l, MSG_RPT_STYLE_TITLE);
    say(f, l, MSG_RPT_STYLE_HEAD);
    style_row(f, l, app_text(l, MSG_RPT_STYLE_YOU), &in->player_style);
    style_row(f, l, app_text(l, MSG_RPT_STYLE_AI), &in->ai_style);
    if (in->have_reference) {
        snprintf(who, sizeof who, app_text(l, MSG_RPT_STYLE_REF), insight_reference_name(in));
        style_row(f, l, who, &in->reference.f);
    } else {
        say(f, l, MSG_RPT_STYLE_NOREF);
    }
    say(f, l, MSG_RPT_STYLE_CAVEAT);
}

void insight_write_text(FILE *f, const Insight *in)
{
    Lang l = in->lang;
    char title[200];
    insight_title(in, title, sizeof title);
    fprintf(f, "\n==== %s ====\n", title);
    for (int i = 0; i < in->game_count; i++) {
        const InsightGame *g = &in->games[i];
        fputc('\n', f);
        fprintf(f, "---- ");
        say(f, l, MSG_RPT_GAME_TITLE, g->index, app_text(l, g->player_sente ? MSG_SIDE_SENTE : MSG_SIDE_GOTE),
            insight_outcome_text(in, g));
        costly_text(f, in, g);
        fputc('\n', f);
        difficulty_text(f, in, g);
    }
    fputc('\n', f);
    losses_text(f, in);
    fputc('\n', f);
    style_text(f, in);
}
