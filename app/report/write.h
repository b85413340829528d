/* The insights written out: a section of report.txt, the "insights" object
 * of report.json (docs/REPORT.md lists its fields and units), and the
 * self-contained report.html (inline SVG and CSS, no network, A4). */
#ifndef KIRYOKU_REPORT_WRITE_H
#define KIRYOKU_REPORT_WRITE_H

#include <stdio.h>

#include "app/report/insight.h"
#include "app/text.h"

/* The text section, in the insight's language. */
void insight_write_text(FILE *f, const Insight *in);

/* `,\n  "insights": {...}`: to follow another member of an open object. */
void insight_write_json(FILE *f, const Insight *in);

typedef struct {
    const char *title;       /* e.g. "kiryoku placement test 12: alice, 2024-..." */
    const char *summary;     /* the result screen's text (rating and meaning), or NULL */
    int level;               /* the rating for "play --ai level:R"; <= 0: no offer */
} HtmlHead;

void insight_write_html(FILE *f, const Insight *in, const HtmlHead *head);

/* "Your losses were (not) concentrated ...", or "" when difficulty was not
 * measured. */
void insight_losses_sentence(const Insight *in, char *buf, size_t len);

/* The insights' technical figures for report.txt's part for the organiser:
 * per game the hardest stretch's agreement figure, or why difficulty was
 * not measured. */
void insight_write_organiser_text(FILE *f, const Insight *in);

/* The report's heading, "What your N games say about you". */
void insight_title(const Insight *in, char *buf, size_t len);

/* The player's moves in the game that counted for the rating. */
int insight_counted_moves(const InsightGame *g);

/* Why a game lists no costly move: none counted (and why none), every
 * one that lost was the judge's own best, or none lost enough to list
 * (costly.h: in winning chances, a point). */
AppTextId insight_costly_none(const Insight *in, const InsightGame *g);

/* The style reference's name in the report's language. */
const char *insight_reference_name(const Insight *in);

/* "you won" / "you lost" / "draw", else the game's name. */
const char *insight_outcome_text(const Insight *in, const InsightGame *g);

/* Catalogue text with its line breaks joined for flowing prose: a space
 * in English, nothing in Japanese. */
void insight_flow_text(const char *in, Lang lang, char *out, size_t len);

#endif
