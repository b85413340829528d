/* The result screen's words and layout: what a person is told after the
 * test (METHOD.md "What the player is shown"). Everything here comes from
 * the facts in ResultFacts; nothing for operators (engine notes, filter
 * counts, clock warnings) is shown: those go to the report file. */
#ifndef KIRYOKU_REPORT_RESULT_TEXT_H
#define KIRYOKU_REPORT_RESULT_TEXT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/lang.h"
#include "rating/estimate.h"

enum { RESULT_MAX_GAMES = 16, RESULT_GRAPH_MAX = 64 };

typedef struct {
    int index;              /* 1.. */
    bool sente;             /* the player's side */
    char outcome;           /* 'w' won, 'l' lost, 'd' draw, '-' not finished */
    int positions;          /* counted */
    double cost;            /* average cost per counted move (positive), in
                               ResultFacts.winprob's unit */
    char graph[RESULT_GRAPH_MAX + 1]; /* "^+=-v" per few plies, or "" */
} ResultGame;

typedef struct {
    Lang lang;
    EstimateVerdict verdict;
    int rating;             /* RATED: the estimate; BELOW/ABOVE: unused */
    int low, high;          /* the interval (positions and the line's error) */
    int boot_low, boot_high; /* the positions' part alone */
    int positions, min_positions, games_counted;
    double cost;            /* average cost per counted move (positive) */
    /* The statistic's words (issue 35): every_move when it counts every
     * move out of the AI's book (no band of balanced positions: "moves
     * counted"), else the thesis's balanced positions; winprob when its
     * costs are points of winning chance (shown as "2.8%"), else cp. */
    bool every_move, winprob;
    int range_low, range_high; /* the profile's range; low >= high: none */
    int64_t main_ms;        /* the test's clock */
    const char *records_dir; /* NULL: not shown */
    /* The built-in judge rated the test in place of the one it asked for
     * (app/judge.h judge_rated_note), shown under the scale; NULL or "":
     * nothing to say. */
    const char *judge_note;
    /* A booth's visitor (kiosk mode): no "Next" line, since it would name
     * a command they have no shell for, or a game the booth does not offer. */
    bool booth;
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
double result_cost(double mean_loss);

/* A cost as the player reads it: centipawns as a whole number ("87"),
 * winning chances as a percentage with one decimal ("2.8%"). Returns buf. */
const char *result_cost_text(char *buf, size_t n, double cost, bool winprob);

/* Which words f's figures take for an estimate made with options o
 * (every_move, winprob): set whether or not there is an estimate, so a test
 * with no move counted is still told what would have counted. */
void result_facts_words(ResultFacts *f, const EstimateOptions *o);

/* The figures of f that come from an estimate: the verdict, the rating and
 * its interval, the counted moves and games, the cost (in the unit
 * result_facts_words names). */
void result_facts_from_estimate(ResultFacts *f, const Estimate *e);

/* The loss the rating was read from (signed, negative a cost), in the
 * estimate's unit: its statistic, or for the move-choice fit (whose
 * statistic is no loss) the mean centipawn loss; the same for one game. */
double result_estimate_loss(const Estimate *e);
double result_game_loss(const Estimate *e, const EstimateGame *g);

/* A game's average cost in the estimate's unit (positive). */
double result_game_cost(const Estimate *e, const EstimateGame *g);

#endif
