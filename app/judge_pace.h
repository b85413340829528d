/* Is the test's judge too slow for what is left at the end? (issue 34)
 *
 * The stronger judge (app/judge.h) searches each position several times
 * longer than the built-in one, which the background analysis hides while
 * a person thinks (prefetch.h). A player who moves at once leaves it far
 * behind, and waiting for it after the last move would be minutes where
 * the built-in judge takes about one. So when the last game ends, the
 * built-in judge rates the test instead whenever what the test's judge
 * still has to search would take longer than the built-in judge needs for
 * every position of the test (it keeps none: a table never mixes judges).
 * Both are estimated the same way, CPU a position times positions over
 * the cores that search them at the end: the test's judge by its own
 * searches kept during this test (their measured CPU), else by its bench
 * figure; the built-in judge by its bench figure (Judge.cpu_ms). Pure: a
 * function of the numbers below. */
#ifndef KIRYOKU_APP_JUDGE_PACE_H
#define KIRYOKU_APP_JUDGE_PACE_H

#include <stdbool.h>

typedef struct {
    int left;                  /* positions the test's judge has still to search */
    int positions;             /* every position of the test (the built-in judge's work) */
    int measured;              /* this test's searches by its judge whose CPU was measured */
    double measured_cpu_s;     /* their CPU, in all */
    double judge_cpu_s;        /* the judge's CPU a position when none was measured */
    double builtin_cpu_s;      /* the built-in judge's CPU a position */
    int cores;                 /* engines searching at once at the end; < 1: 1 */
} JudgePace;

/* Seconds (of wall time, on idle cores) each judge needs at the end. */
typedef struct {
    double judge_s, builtin_s;
} JudgeWait;

/* The two waits, and true when the test's judge's is the longer: the
 * built-in judge should rate the test. Nothing left: false. */
bool judge_too_slow(const JudgePace *p, JudgeWait *out);

#endif
