/* The report's pictures as inline SVG (no scripts, no external fonts or
 * files, so report.html stays self-contained and prints as drawn). */
#ifndef KIRYOKU_REPORT_SVG_H
#define KIRYOKU_REPORT_SVG_H

#include <stdbool.h>
#include <stdio.h>

#include "app/report/insight.h"

/* The game's evaluation graph: the player's evaluation after each move on
 * a win-probability scale (so +-2000 cp stay on the page and the level
 * region keeps its room), hard stretches shaded, the counted moves dotted,
 * the costliest moves numbered as in the list. */
void svg_eval_graph(FILE *f, const InsightGame *g, Lang lang);

/* A small board of the SFEN position (kanji pieces, the far side's upside
 * down, hands above and below, files and ranks marked), the played move's
 * squares in red and the better move's in blue (USI moves; either may be
 * empty). flip draws it from gote's side (gote at the bottom), as a player
 * who played gote saw the game. */
void svg_board(FILE *f, const char *sfen, const char *played_usi, const char *best_usi, bool flip);

/* The graph's geometry, for tests that look at the picture. */
enum { SVG_GRAPH_W = 640, SVG_GRAPH_H = 200, SVG_BOARD_CELL = 18 };

#endif
