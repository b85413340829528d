/* The words rating/ itself prints, in English and Japanese (--lang): the
 * estimate as text (estimate_print.h), the estimator's warnings and the
 * reasons it gives no estimate (estimate.h), the statistic's description
 * (estimate_stat.h) and why a move was left out. rating/ includes no other
 * kiryoku folder but base/, so it keeps its own words, as ui/ does
 * (ui/text.h); app/'s are app/text.h. Each id's two languages stand side by
 * side in rating/text.c; tests/unit/test_catalogues.c checks both are
 * there and take the same printf arguments.
 *
 * The English texts are the estimator's words as they always were, one
 * line each: scripts read `kiryoku estimate`'s text, and report.txt keeps
 * them byte for byte. The Japanese ones break where an 80-column page
 * needs it; a warning or a reason, which carries names and paths of any
 * length, is one line wrapped where it is printed. */
#ifndef KIRYOKU_RATING_TEXT_H
#define KIRYOKU_RATING_TEXT_H

#include "base/lang.h"

typedef enum {
    /* The estimate as text (estimate_print.c) */
    RT_RATED, RT_UNRATED, RT_SHOWN, RT_VERDICT_RATED, RT_VERDICT_TOO_FEW, RT_VERDICT_BELOW, RT_VERDICT_ABOVE,
    RT_STATISTIC, RT_RATING_READS, RT_CHOICE_S, RT_CHOICE_S_WINPROB, RT_CHOICE_INTERVAL, RT_CHOICE_FIT, RT_CHOICE_SHALLOW,
    RT_CHOICE_BOUND, RT_BOUND_BOTTOM, RT_BOUND_TOP, RT_BOUND_BEST, RT_BOUND_RANDOM, RT_PROFILE,
    RT_FORMULA_LOSS, RT_PROFILE_S, RT_PROFILE_SCALE, RT_PROFILE_RANGE, RT_PROFILE_JUDGE, RT_COL_GAME,
    RT_COL_PLIES, RT_COL_MOVES, RT_COL_POSITIONS, RT_COL_MEAN_LOSS, RT_COL_STATISTIC, RT_COL_RATING,
    RT_FILTERS, RT_FILTERS_NO_BAND, RT_FILTER_CLOCK_TABLE, RT_FILTER_CLOCK, RT_FILTER_PROGRESS, RT_FILTER_LOWEST, RT_FILTER_END,
    RT_FILTER_END_MATES,
    RT_FILTER_MAX_PLY,
    RT_WARNING,

    /* Why a move did not count, in Exclusion's order (estimate.h); the
     * English are the JSON's names (estimate_exclusion_name) */
    RT_EX_OTHER_PLAYER, RT_EX_BOOK, RT_EX_EVAL, RT_EX_PLY, RT_EX_MAX_PLY, RT_EX_CLOCK, RT_EX_MATE_AFTER, RT_EX_PROGRESS,
    RT_EX_LOWEST_PROGRESS,

    /* The statistic (loss_stat_describe, estimate_stat.c) */
    RT_STAT_OF, RT_STAT_BEST_FREE, RT_STAT_MEAN, RT_STAT_MEDIAN, RT_STAT_TRIMMED, RT_STAT_CLIPPED, RT_UNIT_CP, RT_UNIT_WINPROB,
    RT_STAT_CHOICE, RT_STAT_CHOICE_WINPROB, RT_STAT_WEIGHTED,

    /* The estimator's warnings and its reasons for no estimate (estimate.c,
     * estimate_choice.c): one line each, wrapped where printed */
    RT_WARN_MISMATCH, RT_NODE_CAP, RT_WARN_UNNAMED, RT_WARN_LEFT_OUT, RT_WARN_NO_RATING, RT_WARN_TOO_FEW,
    RT_WARN_BELOW, RT_WARN_ABOVE, RT_ERR_NO_COUNTING, RT_ERR_BAND, RT_ERR_NO_BAND, RT_ERR_NO_MATE_AFTER, RT_ERR_MATES_COUNTED,
    RT_ERR_CLOCK_FILTER, RT_ERR_OUT_OF_MEMORY,
    RT_ERR_CHOICE_NONE, RT_ERR_CHOICE_NO_ROOTS, RT_ERR_CHOICE_NO_MOVE, RT_ERR_CHOICE_STDIN, RT_ERR_WEIGHTED_UNIT, RT_ERR_MATES_UNIT, RT_ERR_BEST_FREE_CHOICE, RT_ERR_BEST_FREE_COLUMNS, RT_ERR_BEST_FREE_TABLES,
    /* An option against a profile's recorded filters (estimate_profile.c),
     * and the words for a filter no option names */
    RT_ERR_PROFILE_CONFLICT, RT_OPT_NO_MATES, RT_OPT_BEST_PRICED, RT_OPT_CLOCK_TABLE, RT_OPT_NO_LOWEST,

    RT_COUNT
} RatingTextId;

/* The first and last id of the one-line messages above. */
#define RT_MESSAGE_FIRST RT_WARN_MISMATCH
#define RT_MESSAGE_LAST RT_OPT_NO_LOWEST

/* The text of id in lang (the English one where a Japanese is missing; ""
 * for an id out of range). */
const char *rating_text(Lang lang, RatingTextId id);

#endif
