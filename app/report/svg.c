/* SVG pictures (see svg.h). */
#include "app/report/svg.h"

#include <stdbool.h>
#include <string.h>

#include "rating/estimate_stat.h"
#include "shogi/usi.h"

enum { PAD_L = 36, PAD_R = 8, PAD_T = 8, PAD_B = 22 };

static double gx(const InsightGame *g, int ply)
{
    int n = g->plies > 1 ? g->plies : 1;
    return PAD_L + (double)(SVG_GRAPH_W - PAD_L - PAD_R) * ply / n;
}

/* The win-probability scale of ARCHITECTURE.md "Scores". */
static double gy(int cp)
{
    double p = loss_stat_winprob(cp);
    return PAD_T + (SVG_GRAPH_H - PAD_T - PAD_B) * (1 - p);
}

static void hard_bands(FILE *f, const InsightGame *g)
{
    for (int p = 0; p < g->plies;) {
        if (!g->diff[p].hard) {
            p++;
            continue;
        }
        int q = p;
        while (q < g->plies && g->diff[q].hard)
            q++;
        /* Position p is the one before move p+1: its band spans moves p..q. */
        fprintf(f, "<rect class=\"hard\" x=\"%.1f\" y=\"%d\" width=\"%.1f\" height=\"%d\" fill=\"#f3d9a4\"/>\n",
                gx(g, p), PAD_T, gx(g, q) - gx(g, p), SVG_GRAPH_H - PAD_T - PAD_B);
        p = q;
    }
}

static void axes(FILE *f, const InsightGame *g)
{
    static const int marks[] = { 1000, 300, 0, -300, -1000 };
    for (size_t i = 0; i < sizeof marks / sizeof marks[0]; i++)
        fprintf(f, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"%s\" stroke-width=\"%s\"/>"
                   "<text x=\"%d\" y=\"%.1f\" font-size=\"9\" text-anchor=\"end\">%+d</text>\n",
                PAD_L, gy(marks[i]), SVG_GRAPH_W - PAD_R, gy(marks[i]), marks[i] ? "#ccc" : "#888",
                marks[i] ? "0.5" : "1", PAD_L - 3, gy(marks[i]) + 3, marks[i]);
    for (int p = 0; p <= g->plies; p += 20)
        fprintf(f, "<text x=\"%.1f\" y=\"%d\" font-size=\"9\" text-anchor=\"middle\">%d</text>\n", gx(g, p),
                SVG_GRAPH_H - 8, p);
}

static void curve(FILE *f, const InsightGame *g)
{
    fprintf(f, "<polyline class=\"eval\" fill=\"none\" stroke=\"#1f4e9c\" stroke-width=\"1.6\" points=\"%.1f,%.1f",
            gx(g, 0), gy(0));
    for (int p = 1; p <= g->plies; p++)
        fprintf(f, " %.1f,%.1f", gx(g, p), gy(insight_eval(g, p)));
    fprintf(f, "\"/>\n");
    for (int p = 1; p <= g->plies; p++)
        if (g->counted[p - 1])
            fprintf(f, "<circle class=\"counted\" cx=\"%.1f\" cy=\"%.1f\" r=\"2\" fill=\"#1f4e9c\"/>\n", gx(g, p),
                    gy(insight_eval(g, p)));
    for (int i = 0; i < g->costly_count; i++) {
        int p = g->costly[i].ply;
        double x = gx(g, p), y = gy(insight_eval(g, p));
        fprintf(f, "<circle class=\"costly\" cx=\"%.1f\" cy=\"%.1f\" r=\"7\" fill=\"#c0392b\"/>"
                   "<text x=\"%.1f\" y=\"%.1f\" font-size=\"10\" fill=\"#fff\" text-anchor=\"middle\" "
                   "font-weight=\"bold\">%d</text>\n", x, y, x, y + 3.5, i + 1);
    }
}

void svg_eval_graph(FILE *f, const InsightGame *g, Lang lang)
{
    fprintf(f, "<svg class=\"graph\" xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
               "viewBox=\"0 0 %d %d\" role=\"img\" aria-label=\"%s\">\n",
            SVG_GRAPH_W, SVG_GRAPH_H, SVG_GRAPH_W, SVG_GRAPH_H,
            lang == LANG_JA ? "評価値の推移" : "evaluation graph");
    fprintf(f, "<rect x=\"0\" y=\"0\" width=\"%d\" height=\"%d\" fill=\"#fff\"/>\n", SVG_GRAPH_W, SVG_GRAPH_H);
    hard_bands(f, g);
    axes(f, g);
    curve(f, g);
    fprintf(f, "</svg>\n");
}

/* ---- Boards ---------------------------------------------------------------- */

static const char *const piece_char[PIECE_TYPE_NB] = {
    "", "歩", "香", "桂", "銀", "角", "飛", "金", "玉", "と", "杏", "圭", "全", "馬", "龍",
};

static void hand_line(FILE *f, const Position *pos, Color c, double y)
{
    static const PieceType order[] = { ROOK, BISHOP, GOLD, SILVER, KNIGHT, LANCE, PAWN };
    fprintf(f, "<text x=\"2\" y=\"%.1f\" font-size=\"11\">%s", y, c == BLACK ? "☗" : "☖");
    int any = 0;
    for (size_t i = 0; i < sizeof order / sizeof order[0]; i++) {
        int n = pos_hand(pos, c, order[i]);
        if (n == 1)
            fprintf(f, "%s", piece_char[order[i]]);
        else if (n > 1)
            fprintf(f, "%s%d", piece_char[order[i]], n);
        any += n;
    }
    fprintf(f, "%s</text>\n", any ? "" : "-");
}

/* The column and row (0-8, from the top left) of a square as drawn: from
 * sente's side file 9 is on the left and rank 1 at the top; from gote's
 * side the board is turned round. */
static int col_of(int file, bool flip) { return flip ? file - 1 : 9 - file; }
static int row_of(int rank, bool flip) { return flip ? 9 - rank : rank - 1; }

static void mark_move(FILE *f, const char *usi, const char *colour, double x0, double y0, bool flip)
{
    if (!usi || !usi[0])
        return;
    int c = SVG_BOARD_CELL;
    /* USI squares: file digit then rank letter; a drop is "P*5e". */
    const char *to = usi + 2;
    if (usi[1] != '*' && usi[0] >= '1' && usi[0] <= '9') {
        int file = usi[0] - '0', rank = usi[1] - 'a' + 1;
        fprintf(f, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%d\" height=\"%d\" fill=\"none\" stroke=\"%s\" "
                   "stroke-width=\"1.2\" stroke-dasharray=\"2,2\"/>\n",
                x0 + col_of(file, flip) * c, y0 + row_of(rank, flip) * c, c, c, colour);
    }
    if (to[0] >= '1' && to[0] <= '9' && to[1] >= 'a' && to[1] <= 'i') {
        int file = to[0] - '0', rank = to[1] - 'a' + 1;
        fprintf(f, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%d\" height=\"%d\" fill=\"%s\" fill-opacity=\"0.25\" "
                   "stroke=\"%s\" stroke-width=\"1.5\"/>\n",
                x0 + col_of(file, flip) * c, y0 + row_of(rank, flip) * c, c, c, colour, colour);
    }
}

static void pieces(FILE *f, const Position *pos, double x0, double y0, bool flip)
{
    int c = SVG_BOARD_CELL;
    for (int rank = 1; rank <= 9; rank++)
        for (int file = 1; file <= 9; file++) {
            Piece p = pos_piece_on(pos, make_square(file, rank));
            if (p == NO_PIECE)
                continue;
            double cx = x0 + col_of(file, flip) * c + c / 2.0, cy = y0 + row_of(rank, flip) * c + c / 2.0;
            /* The far side's pieces face down the board, as on a real one. */
            fprintf(f, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"14\" text-anchor=\"middle\" "
                       "dominant-baseline=\"central\"", cx, cy);
            if (piece_color(p) == (flip ? BLACK : WHITE))
                fprintf(f, " transform=\"rotate(180 %.1f %.1f)\"", cx, cy);
            fprintf(f, ">%s</text>\n", piece_char[piece_type(p)]);
        }
}

/* The files along the top and the ranks down the right, as on a printed
 * diagram, in the order the board is drawn. */
static void coordinates(FILE *f, double x0, double y0, bool flip)
{
    static const char *const rank_kanji[] = { "", "一", "二", "三", "四", "五", "六", "七", "八", "九" };
    int c = SVG_BOARD_CELL;
    for (int i = 1; i <= 9; i++)
        fprintf(f, "<text class=\"file\" x=\"%.1f\" y=\"%.1f\" font-size=\"7\" text-anchor=\"middle\">%d</text>"
                   "<text class=\"rank\" x=\"%.1f\" y=\"%.1f\" font-size=\"7\">%s</text>\n",
                x0 + col_of(i, flip) * c + c / 2.0, y0 - 1, i, x0 + 9 * c + 1, y0 + row_of(i, flip) * c + c / 2.0 + 2,
                rank_kanji[i]);
}

void svg_board(FILE *f, const char *sfen, const char *played_usi, const char *best_usi, bool flip)
{
    Position pos;
    char err[200];
    if (pos_set_sfen(&pos, sfen, err, sizeof err) != 0)
        return;
    int c = SVG_BOARD_CELL, w = 9 * c + 14, h = 9 * c + 44;
    double x0 = 2, y0 = 26;
    fprintf(f, "<svg class=\"board\" xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
               "viewBox=\"0 0 %d %d\">\n<rect x=\"0\" y=\"0\" width=\"%d\" height=\"%d\" fill=\"#fff\"/>\n",
            w, h, w, h, w, h);
    /* The far side's hand above the board, the near side's below it. */
    hand_line(f, &pos, flip ? BLACK : WHITE, 13);
    fprintf(f, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%d\" height=\"%d\" fill=\"#f5deb3\" stroke=\"#333\"/>\n", x0,
            y0, 9 * c, 9 * c);
    for (int i = 1; i < 9; i++)
        fprintf(f, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#333\" stroke-width=\"0.5\"/>"
                   "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#333\" stroke-width=\"0.5\"/>\n",
                x0 + i * c, y0, x0 + i * c, y0 + 9 * c, x0, y0 + i * c, x0 + 9 * c, y0 + i * c);
    coordinates(f, x0, y0, flip);
    mark_move(f, played_usi, "#c0392b", x0, y0, flip);
    mark_move(f, best_usi, "#1f4e9c", x0, y0, flip);
    pieces(f, &pos, x0, y0, flip);
    hand_line(f, &pos, flip ? WHITE : BLACK, y0 + 9 * c + 14);
    fprintf(f, "</svg>\n");
}
