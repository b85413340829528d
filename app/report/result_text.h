/* The result screen's words and layout: what a person is told after the
 * test (METHOD.md "What the player is shown"). Everything here comes from
 * the facts in ResultFacts; nothing for operators (engine notes, filter
 * counts, clock warnings) is shown: those go to the report file. */
#ifndef KIRYOKU_REPORT_RESULT_TEXT_H
#define KIRYOKU_REPORT_RESULT_TEXT_H

#include <stdbool.h>
#include <stdint.h>

#include "base/lang.h"
#include "rating/estimate.h"

enum { RESULT_MAX_GAMES = 16, RESULT_GRAPH_MAX = 64 };

typedef struct {
    int index;              /* 1.. */
    bool sente;             /* the player's side */
    char outcome;           /* 'w' won, 'l' lost, 'd' draw, '-' not finished */
    int positions;          /* counted */
    int cost;               /* average cost per counted move (positive) */
    char graph[RESULT_GRAPH_MAX + 1]; /* "^+=-v" per few plies, or "" */
} ResultGame;

typedef struct {
    Lang lang;
    EstimateVerdict verdict;
    int rating;             /* RATED: the estimate; BELOW/ABOVE: unused */
    int low, high;          /* the interval (positions and the line's error) */
    int boot_low, boot_high; /* the positions' part alone */
    int positions, min_positions, games_counted;
    int cost;               /* average cost per counted move (positive) */
    int range_low, range_high; /* the profile's range; low >= high: none */
    int64_t main_ms;        /* the test's clock */
    const char *records_dir; /* NULL: not shown */
    /* The built-in judge rated the test in place of the one it asked for
     * (app/judge.h judge_rated_note), shown under the scale; NULL or "":
     * nothing to say. */
    const char *judge_note;
    ResultGame games[RESULT_MAX_GAMES];
    int game_count;
} ResultFacts;

/* The page: lines of at most `cols` terminal columns (kanji count two), at
 * most `rows` of them: the rating, its range and basis, the grade, the
 * scale (and another clock), what it means and what to do next always;
 * then, as room allows, one line per game, the records folder, and a graph
 * of each game. malloc'd; NULL when out of memory. */
char *result_screen_text(const ResultFacts *f, int rows, int cols);

/* A positive cost from a mean loss (loss <= 0 is a cost; a mean gain,
 * which an engine's horizon can produce, counts as no cost). */
int result_cost(double mean_loss);

#endif
