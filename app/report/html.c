/* report.html (see write.h): one file, inline CSS and SVG, nothing fetched,
 * laid out for an A4 page (each game kept on one page where it fits). */
#include "app/report/write.h"

#include <stdarg.h>
#include <string.h>

#include "app/report/svg.h"
#include "app/text.h"

void insight_flow_text(const char *in, Lang lang, char *out, size_t len)
{
    size_t n = 0;
    for (const char *s = in; *s && n + 1 < len; s++) {
        if (*s != '\n')
            out[n++] = *s;
        else if (lang != LANG_JA)
            out[n++] = ' ';
    }
    out[n] = '\0';
}

static void esc(FILE *f, const char *s)
{
    for (; *s; s++)
        switch (*s) {
        case '<': fputs("&lt;", f); break;
        case '>': fputs("&gt;", f); break;
        case '&': fputs("&amp;", f); break;
        case '"': fputs("&quot;", f); break;
        default: fputc(*s, f);
        }
}

/* Text already worded, escaped, its breaks flowed, in a tag. */
static void para_text(FILE *f, const Insight *in, const char *tag, const char *raw)
{
    char flowed[1200];
    insight_flow_text(raw, in->lang, flowed, sizeof flowed);
    fprintf(f, "<%s>", tag);
    esc(f, flowed);
    fprintf(f, "</%s>\n", tag);
}

/* A catalogue line, filled in, as para_text. */
static void para(FILE *f, const Insight *in, const char *tag, AppTextId id, ...)
{
    char raw[1200];
    va_list ap;
    va_start(ap, id);
    vsnprintf(raw, sizeof raw, app_text(in->lang, id), ap);
    va_end(ap);
    para_text(f, in, tag, raw);
}

static const char css[] =
    "@page { size: A4; margin: 12mm; }\n"
    "body { font-family: 'Noto Sans CJK JP', 'IPAGothic', sans-serif; font-size: 10pt; color: #111;"
    " max-width: 186mm; margin: 0 auto; }\n"
    "h1 { font-size: 16pt; margin: 0 0 4mm; } h2 { font-size: 12pt; margin: 5mm 0 2mm; }"
    " h3 { font-size: 10.5pt; margin: 3mm 0 1mm; }\n"
    "pre.summary { font-family: inherit; white-space: pre-wrap; border: 1px solid #bbb; padding: 3mm; }\n"
    "svg.graph { width: 100%; height: auto; border: 1px solid #ddd; }\n"
    ".caption { font-size: 8.5pt; color: #444; margin: 1mm 0 2mm; }\n"
    ".costly { display: flex; flex-wrap: wrap; gap: 3mm; }\n"
    ".move { width: 58mm; } .move svg { width: 58mm; height: auto; } .move p { margin: 1mm 0; }\n"
    ".game { break-inside: avoid; page-break-inside: avoid; }\n"
    "table.style { border-collapse: collapse; } table.style td, table.style th"
    " { border: 1px solid #bbb; padding: 1mm 2mm; text-align: right; }\n"
    "table.style td:first-child, table.style th:first-child { text-align: left; }\n"
    ".next { border-top: 1px solid #bbb; margin-top: 4mm; padding-top: 2mm; }\n";

static void costly_html(FILE *f, const Insight *in, const InsightGame *g)
{
    para(f, in, "h3", MSG_RPT_COSTLY_TITLE);
    if (!g->costly_count) {
        para(f, in, "p", insight_costly_none(in, g));
        return;
    }
    fputs("<div class=\"costly\">\n", f);
    for (int i = 0; i < g->costly_count; i++) {
        const InsightCostly *c = &g->costly[i];
        char item[800];
        fputs("<div class=\"move\">\n", f);
        if (c->have_position)
            svg_board(f, c->sfen, c->played_usi, c->best_usi, !g->player_sente);
        insight_costly_item(in, i, c, item, sizeof item);
        para_text(f, in, "p", item);
        if (c->best[0])
            para(f, in, "p", MSG_RPT_COSTLY_LINE, c->best, c->line[0] ? c->line : c->best);
        else
            para(f, in, "p", MSG_RPT_COSTLY_NO_BEST);
        fputs("</div>\n", f);
    }
    fputs("</div>\n", f);
}

static void game_html(FILE *f, const Insight *in, const InsightGame *g)
{
    Lang l = in->lang;
    fputs("<section class=\"game\">\n", f);
    para(f, in, "h2", MSG_RPT_GAME_TITLE, g->index, app_text(l, g->player_sente ? MSG_SIDE_SENTE : MSG_SIDE_GOTE),
         insight_outcome_text(in, g));
    svg_eval_graph(f, g, l);
    para(f, in, "p class=\"caption\"", MSG_RPT_GRAPH_CAPTION);
    if (g->hardest >= 0) {
        int last = g->hardest + in->dp.window < g->plies ? g->hardest + in->dp.window : g->plies;
        para(f, in, "p", MSG_RPT_DIFF_HARDEST, g->hardest + 1, last);
    } else {
        para(f, in, "p", MSG_RPT_DIFF_NONE);
    }
    costly_html(f, in, g);
    fputs("</section>\n", f);
}

static void style_row(FILE *f, const char *who, const StyleFigures *s)
{
    double a = style_attack_share(s), d = style_drop_rate(s);
    fputs("<tr><td>", f);
    esc(f, who);
    if (a == a)
        fprintf(f, "</td><td>%.0f%%</td>", 100 * a);
    else
        fputs("</td><td>-</td>", f);
    fprintf(f, "<td>%d / %d</td>", s->attacking_records, s->records);
    if (d == d)
        fprintf(f, "<td>%.1f%%</td></tr>\n", 100 * d);
    else
        fputs("<td>-</td></tr>\n", f);
}

static void style_html(FILE *f, const Insight *in)
{
    Lang l = in->lang;
    char who[200];
    para(f, in, "h2", MSG_RPT_STYLE_TITLE);
    static const AppTextId head[] = { MSG_RPT_STYLE_COL_WHO, MSG_RPT_STYLE_COL_ATTACK, MSG_RPT_STYLE_COL_GAMES,
                                      MSG_RPT_STYLE_COL_DROPS };
    fputs("<table class=\"style\">\n<tr>", f);
    for (size_t i = 0; i < sizeof head / sizeof head[0]; i++) {
        fputs("<th>", f);
        esc(f, app_text(l, head[i]));
        fputs("</th>", f);
    }
    fputs("</tr>\n", f);
    style_row(f, app_text(l, MSG_RPT_STYLE_YOU), &in->player_style);
    style_row(f, app_text(l, MSG_RPT_STYLE_AI), &in->ai_style);
    if (in->have_reference) {
        snprintf(who, sizeof who, app_text(l, MSG_RPT_STYLE_REF), insight_reference_name(in));
        style_row(f, who, &in->reference.f);
    }
    fputs("</table>\n", f);
    if (!in->have_reference)
        para(f, in, "p", MSG_RPT_STYLE_NOREF);
    para(f, in, "p class=\"caption\"", MSG_RPT_STYLE_CAVEAT);
}

void insight_write_html(FILE *f, const Insight *in, const HtmlHead *head)
{
    Lang l = in->lang;
    char title[200];
    insight_title(in, title, sizeof title);
    fprintf(f, "<!DOCTYPE html>\n<html lang=\"%s\">\n<head>\n<meta charset=\"utf-8\">\n<title>",
            l == LANG_JA ? "ja" : "en");
    esc(f, head->title ? head->title : title);
    fprintf(f, "</title>\n<style>\n%s</style>\n</head>\n<body>\n<h1>", css);
    esc(f, title);
    fputs("</h1>\n", f);
    if (head->title) {
        fputs("<p>", f);
        esc(f, head->title);
        fputs("</p>\n", f);
    }
    if (head->summary) {
        fputs("<pre class=\"summary\">", f);
        esc(f, head->summary);
        fputs("</pre>\n", f);
    }
    if (in->game_count == 0) { /* no move of the player analysed: the summary is all */
        fputs("</body>\n</html>\n", f);
        return;
    }
    for (int i = 0; i < in->game_count; i++)
        game_html(f, in, &in->games[i]);
    para(f, in, "h2", MSG_RPT_DIFF_TITLE);
    char line[600];
    insight_losses_sentence(in, line, sizeof line);
    if (line[0]) {
        char flowed[600];
        insight_flow_text(line, l, flowed, sizeof flowed);
        fputs("<p>", f);
        esc(f, flowed);
        fputs("</p>\n", f);
    } else {
        para(f, in, "p", MSG_RPT_DIFF_NONE);
    }
    style_html(f, in);
    if (head->level > 0)
        para(f, in, "p class=\"next\"", MSG_RPT_NEXT, head->level);
    fputs("</body>\n</html>\n", f);
}
