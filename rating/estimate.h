/* The estimator: analysis table -> the tested player's mean loss -> rating,
 * with a bootstrap interval and a per-game breakdown (METHOD.md section 1).
 *
 * Library use (the placement-test session calls this directly):
 *
 *     EstimateOptions o;  estimate_options_default(&o);
 *     o.player = "alice";                  // or NULL: the only non-AI player
 *     Profile p;  profile_default(&p);
 *     Estimate e;  char err[512];
 *     if (estimate_run(&table, &o, &p, &e, err, sizeof err) == 0) {
 *         ... e.verdict, e.rating, e.low, e.high, e.positions, e.warnings ...
 *         estimate_free(&e);
 *     }
 *
 * Which moves count (each a field of EstimateOptions, thesis values by
 * default): the player's own moves; not in the AI's book; |eval_before| <=
 * max_abs_eval (a mate score before the move never counts; max_abs_eval >=
 * ESTIMATE_NO_EVAL_BAND is no band); ply >= min_ply;
 * clock after the move >= min_clock_left_s (inclusive; unknown passes), or,
 * when clock_from_table is set and the row's table records its main time
 * ("# clock_main_ms:", table.h), >= ESTIMATE_CLOCK_SHARE of that time; no
 * mate score after the move; progress (ply / game_plies * 100) <=
 * max_progress; then, if lowest_progress > 0, only that many counting moves
 * with the lowest progress (ties: table order).
 *
 * The player: the one named, else the only player that no "# ai:" header
 * comment names (table.h). With several candidates, an error lists them.
 *
 * The statistic (o.stat, estimate_stat.h): the thesis mean of centipawn
 * losses by default; median, trimmed or clipped means, in centipawns or in
 * winning chances, on request. A profile maps one statistic to a rating
 * (profile.h, keys stat and unit). When o.stat is not the profile's, the
 * estimate reports the statistic without a rating: has_rating is 0, rating,
 * interval and per-game ratings are 0, verdict is ESTIMATE_TOO_FEW (no
 * number for anyone to show) and a warning says why. No mapping is made up:
 * fit one with `kiryoku calibrate --stat ... --unit ...`.
 *
 * The warnings and the message of a failed estimate are for whoever runs
 * the program, in o.lang (English by default; rating/text.h). */
#ifndef KIRYOKU_ESTIMATE_H
#define KIRYOKU_ESTIMATE_H

#include <stdbool.h>
#include <stddef.h>

#include "base/lang.h"
#include "rating/estimate_stat.h"
#include "rating/profile.h"
#include "rating/stat_rows.h"
#include "rating/table.h"

typedef struct {
    const char *player;       /* NULL: choose as described above */
    double max_abs_eval;      /* 200; ESTIMATE_NO_EVAL_BAND: no band */
    int min_ply;              /* 40 */
    int max_ply;              /* 0: no cap; else ply <= max_ply */
    int clock_filter;         /* 1; 0 turns the clock filter off */
    double min_clock_left_s;  /* 60 */
    int clock_from_table;     /* 1: a table that records its main time sets
                                 the clock filter's bar (10% of it), as the
                                 test does; --min-clock-left sets 0 */
    double max_progress;      /* 100 (percent; 100 keeps all) */
    int lowest_progress;      /* 0 = off; else keep N lowest-progress moves */
    int bootstrap_samples;    /* 2000 */
    unsigned long long seed;  /* fixed, so results are reproducible */
    double level;             /* 0.90: the interval's coverage */
    int min_positions;        /* ESTIMATE_MIN_POSITIONS: fewer, no rating */
    LossStat stat;            /* the mean of centipawn losses (zeroed) */
    int count_mates;          /* 0; 1: a move with a mate score after it
                                 counts too, the mate as a winning chance of
                                 1 or 0 (needs stat.unit UNIT_WINPROB and a
                                 statistic of the losses: estimate_options_check) */
    Lang lang;                /* LANG_EN: the language the warnings and the
                                 reasons for no estimate are worded in */
    unsigned given;           /* ESTIMATE_GIVEN_* bits: the options the user
                                 set (estimate_parse_option), which a
                                 profile's recorded filters must not contradict */
} EstimateOptions;

/* The options estimate_parse_option marks as given. */
enum {
    ESTIMATE_GIVEN_MAX_ABS_EVAL = 1, ESTIMATE_GIVEN_MIN_PLY = 2, ESTIMATE_GIVEN_CLOCK = 4,
    ESTIMATE_GIVEN_MAX_PROGRESS = 8, ESTIMATE_GIVEN_LOWEST_PROGRESS = 16, ESTIMATE_GIVEN_COUNT_MATES = 32,
    ESTIMATE_GIVEN_STAT = 64, ESTIMATE_GIVEN_UNIT = 128, ESTIMATE_GIVEN_MAX_PLY = 256, ESTIMATE_GIVEN_BEST_FREE = 512
};

/* Why a row of the table did not count; a row is charged to the first
 * reason that applies, in this order. */
typedef enum {
    EX_OTHER_PLAYER, EX_BOOK, EX_EVAL, EX_PLY, EX_MAX_PLY, EX_CLOCK, EX_MATE_AFTER,
    EX_PROGRESS, EX_LOWEST_PROGRESS, EX_COUNT
} Exclusion;

/* The fewest counted positions a rating is given for. The thesis trusts 50
 * (section 3.5); the accuracy pool's test-retest spread (bench/ACCURACY.md)
 * is about 1800 / sqrt(positions) rating points, so at 50 it is ~255, half
 * again the line's own error (168), and the interval about +-500; with fewer
 * it grows fast (4 positions: ~900) and the number says nothing. METHOD.md
 * "The interval". */
#define ESTIMATE_MIN_POSITIONS 50
#define ESTIMATE_ENOUGH_POSITIONS ESTIMATE_MIN_POSITIONS

/* --max-abs-eval none: every centipawn score before the move passes (the
 * option's own upper bound, so a value typed in means the same). */
#define ESTIMATE_NO_EVAL_BAND PROFILE_NO_EVAL_BAND

/* Time trouble: the thesis keeps moves made with >= 60 s of a 10-minute
 * clock left; on another clock the same share marks it (the placement test
 * and a table's "# clock_main_ms:"). */
#define ESTIMATE_CLOCK_SHARE 0.1

/* The clock filter's bar in seconds for one row under o. */
double estimate_min_clock_left_s(const TableRow *r, const EstimateOptions *o);

/* What the estimate may show a person. */
typedef enum {
    ESTIMATE_RATED,       /* rating and interval, inside the profile's range */
    ESTIMATE_TOO_FEW,     /* fewer than min_positions: no number */
    ESTIMATE_BELOW,       /* below the profile's range: "below range_low" */
    ESTIMATE_ABOVE,       /* above it: "above range_high" */
} EstimateVerdict;

#define ESTIMATE_MAX_WARNINGS 8

typedef struct {
    const char *name;         /* the game identifier (owned by the table) */
    int game_plies;
    int moves;                /* the player's rows in this game */
    int positions;            /* of which counted */
    double mean_loss;         /* valid when positions > 0 */
    int rating;               /* valid when positions > 0 (and has_rating) */
    double statistic;         /* o.stat over the game's counted positions */
} EstimateGame;

typedef struct {
    const char *player;       /* owned by the table */
    int positions;
    double mean_loss;
    int rating;
    int low, high;            /* the interval: positions and the line's error */
    int boot_low, boot_high;  /* the positions bootstrap alone */
    double line_rmse;         /* the line's error the interval includes */
    EstimateVerdict verdict;
    double level;
    /* The main time the clock filter followed (10% of it: the bar), when
     * every row of the player comes from a table recording the same one;
     * 0 when the bar was o->min_clock_left_s. */
    long long clock_main_ms;
    int excluded[EX_COUNT];
    EstimateGame *games;      /* the games the player moved in, table order */
    size_t game_count;
    int *rows;                /* the counting rows (indexes into the table) */
    char warnings[ESTIMATE_MAX_WARNINGS][1024]; /* in EstimateOptions.lang */
    int warning_count;
    Profile profile;
    LossStat stat;            /* the statistic the estimate used (o.stat) */
    double statistic;         /* its value over the counted positions, in its
                                 unit (equals mean_loss for the thesis mean) */
    int has_rating;           /* 0: the profile maps another statistic */
    /* The statistic's own bootstrap interval (the replicates' quantiles at
     * `level`), made for the move-choice likelihood, rated or not. */
    int has_stat_interval;
    double stat_low, stat_high;
    ChoiceFit choice;         /* STAT_CHOICE: the fit over the counted moves */
    int choice_left_out;      /* STAT_CHOICE: counted moves whose position
                                 lists no root score for the move played */
    int choice_shallow;       /* STAT_CHOICE: counted moves whose root scores
                                 come from below the table's depth */
} Estimate;

void estimate_options_default(EstimateOptions *o);

/* Whether o's statistic and filters go together: --stat weighted and
 * --count-mates read winning chances (and count_mates no choice fit).
 * Returns 0, or -1 with a message in o->lang. estimate_run and
 * calibrate_run call it. */
int estimate_options_check(const EstimateOptions *o, char *err, size_t errlen);

/* A profile that records its filters (profile.h, ProfileFilters) sets
 * o's statistic, unit and filters to its own wherever the user gave none
 * (o->given); an option the user gave that differs from the profile's is
 * refused: -1 with a message in o->lang naming both. A profile that records
 * none changes nothing and returns 0: it is read with the filters asked
 * for, as before the keys existed. estimate, report and the test's report
 * call it after choosing the profile (rating/estimate_profile.c). */
int estimate_options_follow_profile(EstimateOptions *o, const Profile *p, char *err, size_t errlen);

/* What o counts and prices in, for the words a person reads (issue 35):
 * every move out of the book (no band on eval_before) rather than the
 * thesis's balanced positions; losses in winning chances (a statistic of
 * losses in UNIT_WINPROB; the move-choice fit's s is no loss) rather than
 * centipawns. */
bool estimate_options_every_move(const EstimateOptions *o);
bool estimate_options_winprob(const EstimateOptions *o);

/* The filters o counts moves by, recorded (for `kiryoku calibrate`'s
 * profile). */
void estimate_options_filters(const EstimateOptions *o, ProfileFilters *f);

/* The index of the player to estimate, or -1 with a message. */
int estimate_pick_player(const Table *t, const char *requested, char *err, size_t errlen);

/* The rows of `player` that count under `o`, in table order; returns the count
 * (>= 0) and a malloc'd array in *rows (NULL when none), or -1 when out of
 * memory. excluded[] (may be NULL) receives the per-reason counts. */
int estimate_select(const Table *t, const EstimateOptions *o, int player,
                    int **rows, int excluded[EX_COUNT]);

/* Why one row does not count, ignoring whose move it is; EX_COUNT when it
 * counts (before the lowest-progress selection). */
Exclusion estimate_row_filter(const TableRow *r, const EstimateOptions *o);

/* Reorders rows[0..count) so that the first n are the n lowest-progress rows
 * (ties keep table order), those n in ascending row order. Returns 0, or -1
 * when out of memory. */
int estimate_keep_lowest_progress(const Table *t, int *rows, int count, int n);

/* Runs the estimate. Returns 0, or -1 with a message (no such player, no
 * counting moves, ...). On success free with estimate_free. */
int estimate_run(const Table *t, const EstimateOptions *o, const Profile *p,
                 Estimate *e, char *err, size_t errlen);

void estimate_free(Estimate *e);

/* 1 when every table names the profile's engine and budget (so the profile
 * was made for them), else 0. */
int estimate_profile_fits(const Table *t, const Profile *p);

/* A short name for a reason ("other_player", "in_book", ...). */
const char *estimate_exclusion_name(Exclusion x);

/* The mean of the loss over the given rows. */
double estimate_mean_loss(const Table *t, const int *rows, int n);

/* 1 when the profile maps o's statistic (same kind, parameter and unit). */
int estimate_profile_has_stat(const Profile *p, const LossStat *stat);

/* The intervals (estimate_bootstrap.c says why and how): positions are
 * resampled within each game, each replicate summarised by sr's statistic
 * and mapped by p; each replicate's rating also draws the line's
 * error, normal with SD rmse (0: none). Writes the rounded-down quantiles
 * (1-level)/2 and (1+level)/2 of the replicates without the line's error
 * (boot_low/high) and with it (low/high). Deterministic for a given seed. */
typedef struct {
    int low, high;
    int boot_low, boot_high;
    double stat_low, stat_high;  /* the replicate statistics' quantiles */
} EstimateInterval;
void estimate_bootstrap(const StatRows *sr, const int *rows, int n, const Profile *p, int samples,
                        unsigned long long seed, double level, double rmse, EstimateInterval *out);

/* What a person may be shown for a rating from n positions under p. */
EstimateVerdict estimate_verdict(const Profile *p, int rating, int n, int min_positions);

#endif
