/* Rating profiles: the line (or log curve) that maps a mean loss to a rating
 * on one rating scale, fitted for one analysing engine at one depth.
 *
 * File format (assets/profiles/NAME.profile), one "key: value" per line,
 * '#' starts a comment line, blank lines ignored, unknown keys rejected:
 *
 *   name:   quest10-gikou202-d10        a short identifier
 *   engine: Gikou 2.0.2                 the analysing engine it was fitted for
 *   depth:  10                          that engine's fixed search depth
 *   nodes:  300000                      its node cap per position, when the
 *                                       analysis had one (optional: none)
 *   form:   linear                      linear: rating = a * mean_loss + b
 *                                       log:    rating = exp(a * mean_loss + b)
 *   a:      4.2464
 *   b:      2529
 *   scale:  free text: which rating scale and time control (optional)
 *   scale_ja: the same in Japanese, for a Japanese estimate (optional)
 *   rmse:   168                         the line's own error against real
 *                                       ratings (optional; the interval adds it)
 *   range:  856 2199                    the ratings the line was fitted or
 *                                       checked on (optional): outside it the
 *                                       rating is shown as "below"/"above"
 *   judge:  free text: the engine whose losses the line was fitted to, when
 *           the profile puts another engine's losses on that judge's scale
 *   judge_ja: the same in Japanese (optional)
 *   stat:   the statistic of the counted losses the line reads (optional:
 *           mean): mean, median, trimmed:F or clipped:CP (estimate_stat.h)
 *   unit:   the unit of those losses (optional: cp): cp or winprob
 *   best_free: yes when the judge's own best move costs 0 (optional: no;
 *           estimate_stat.h, --best-free)
 *   min_ply:         the filters of the moves the statistic was fitted on
 *   max_abs_eval:    (optional; METHOD.md section 2), as the estimate's
 *   count_mates:     options of the same names: min_ply N, max_abs_eval CP
 *   min_clock_left:  or none, count_mates yes or no, min_clock_left table
 *   max_progress:    (10% of a table's main time, else 60 s: the default),
 *   lowest_progress: none (no clock filter) or S, max_progress P,
 *                    lowest_progress N or off. `kiryoku calibrate` writes
 *                    them all; a profile that has any of them binds its
 *                    statistic and filters (ProfileFilters, below)
 *   engine_signature: 1234567   the signature (`kiryoku bench`'s node total,
 *                               engine/bench.h) of the embedded engine the
 *                               profile was fitted with; only profiles of the
 *                               embedded engine have one, and a refit must
 *                               update it (test_bench_signature checks the
 *                               shipped one against the running engine)
 *
 * A profile without stat and unit maps the thesis statistic, the mean of
 * centipawn losses; an estimate made with another statistic gets no rating
 * from it (estimate.h), unless the profile records its filters: then the
 * estimate reads the profile's statistic, and another one asked for is
 * refused.
 *
 * The rating is rounded down to an integer (the thesis truncates). */
#ifndef KIRYOKU_PROFILE_H
#define KIRYOKU_PROFILE_H

#include <stddef.h>
#include <stdint.h>

#include "rating/estimate_stat.h"

typedef enum { PROFILE_LINEAR, PROFILE_LOG } ProfileForm;

/* max_abs_eval "none": no band on eval_before (estimate.h uses the same). */
#define PROFILE_NO_EVAL_BAND 1e9

typedef enum { PROFILE_CLOCK_TABLE, PROFILE_CLOCK_FIXED, PROFILE_CLOCK_NONE } ProfileClock;

/* The filters a profile's statistic was fitted with. A statistic over other
 * moves is another statistic (one from ply 1 reads lower losses than one
 * from ply 40), so a profile that records them rates only estimates made
 * with them: `kiryoku estimate` takes them, and the profile's stat and
 * unit, when its options leave them out, and refuses options that
 * contradict them (estimate_options_follow_profile, estimate.h). A profile
 * without any of the keys (recorded 0; every profile before the keys
 * existed) binds nothing: it is read with whatever filters are asked for,
 * and was fitted with the thesis's defaults, which the other fields then
 * hold. */
typedef struct {
    int recorded;             /* 1: the profile names its filters (binding) */
    int min_ply;              /* 40 */
    int max_ply;              /* 0: no cap */
    double max_abs_eval;      /* 200; PROFILE_NO_EVAL_BAND: none */
    int count_mates;          /* 0 */
    ProfileClock clock;       /* PROFILE_CLOCK_TABLE: the estimate's default */
    double min_clock_left_s;  /* PROFILE_CLOCK_FIXED: the bar in seconds */
    double max_progress;      /* 100 */
    int lowest_progress;      /* 0: off */
} ProfileFilters;

/* The thesis's filters, not recorded (what a profile without the keys means). */
void profile_filters_default(ProfileFilters *f);

typedef struct {
    char name[64];
    char engine[128];
    int depth;
    long long nodes;          /* the node cap per position; 0: none */
    ProfileForm form;
    double a, b;
    char scale[256];
    char scale_ja[256];       /* "": none (a Japanese estimate shows scale) */
    double rmse;              /* 0: unknown (the interval is the bootstrap's alone) */
    int range_low, range_high; /* low >= high (a zeroed Profile): no range known */
    char judge[128];
    char judge_ja[192];       /* "": none (a Japanese estimate shows judge) */
    LossStat stat;            /* zeroed: the mean of centipawn losses */
    ProfileFilters filters;   /* the filters the statistic was fitted with */
    uint64_t engine_signature; /* the embedded engine's bench signature; 0: none named */
} Profile;

/* The thesis's own figures: its line's RMSE against ten people's real
 * ratings (Table 5.1 B) and the range of those ratings. */
#define PROFILE_THESIS_RMSE 168
#define PROFILE_THESIS_RANGE_LOW 856
#define PROFILE_THESIS_RANGE_HIGH 2199

/* The profile shipped for kiryoku's own analysis at its default budget
 * (assets/profiles/, fitted by bench/profile_fit.sh): the thesis mean. */
#define PROFILE_EMBEDDED_NAME "quest10-kiryoku-embedded"

/* The default for kiryoku's own tables (issue 35): the winning-chance mean
 * over every move out of the book, read through PROFILE_EMBEDDED_NAME's
 * line (bench/stat_profile_fit.py; bench/STAT_PROFILE.md): it counts about
 * twice the moves and halves the retest spread on the accuracy pool. */
#define PROFILE_DEFAULT_NAME "quest10-kiryoku-embedded-winprob-every-move"

/* Whether the profile knows the range it was fitted on. */
int profile_has_range(const Profile *p);

/* The profile's scale and judge for a person reading lang: the Japanese
 * text where the profile has one, else its own. */
const char *profile_scale(const Profile *p, Lang lang);
const char *profile_judge(const Profile *p, Lang lang);

/* The thesis line (Baba 2019, eq. 6): Shogi Quest 10-minute sudden death,
 * Gikou 2.0.2 at depth 10: rating = 4.2464 * mean_loss + 2529. */
void profile_default(Profile *p);

/* The rating for a mean loss, rounded down. */
int profile_rating(const Profile *p, double mean_loss);

/* The rating before rounding (for intervals and fits). */
double profile_rating_exact(const Profile *p, double mean_loss);

/* Reads a profile file. Returns 0, or -1 with "FILE:LINE: message" in err. */
int profile_load_file(Profile *p, const char *path, char *err, size_t errlen);

/* `spec` is a file path (contains '/' or ends in ".profile") or a name looked
 * up as NAME.profile in $KIRYOKU_PROFILES, then in each of `dirs` (a
 * NULL-terminated list; the program passes where its profiles are
 * installed, app/assets.h). */
int profile_load(Profile *p, const char *spec, const char *const *dirs, char *err, size_t errlen);

/* Writes a profile file; returns 0 or -1 with a message. */
int profile_save_file(const Profile *p, const char *path, const char *comment,
                      char *err, size_t errlen);

/* "linear" / "log". */
const char *profile_form_name(ProfileForm f);

#endif
