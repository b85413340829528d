/* The program's words, in English and Japanese (--lang): every text app/
 * shows or writes for a person. The placement test's screens, the result
 * screen, the report, `kiryoku results`, `kiryoku play`, and why a command
 * stops (the store's and the engines' failures, worded by app/failure.c).
 * ui/text.h keeps only what ui/ itself draws or asks. Each id's two
 * languages stand side by side in app/text.c; tests/unit/test_catalogues.c
 * checks both are there, take the same printf arguments and fit the
 * screen. */
#ifndef KIRYOKU_APP_TEXT_H
#define KIRYOKU_APP_TEXT_H

#include <stddef.h>
#include <stdint.h>

#include "base/lang.h"

typedef enum {
    /* Words several parts share: who plays, which side, how long the clock is
     * (app/session/, app/report/, app/cmd/; app_clock_phrase) */
    MSG_YOU, MSG_AI, MSG_SIDE_SENTE, MSG_SIDE_GOTE, MSG_TC_MINUTES, MSG_TC_SECONDS, MSG_TC_MIN_SEC,

    /* The placement test's screens (app/session/): welcome, name, tour,
     * practice, games, breaks, resume, kiosk, analysis (issue 17) */
    MSG_WELCOME_TITLE, MSG_WELCOME_BODY, MSG_NAME_TITLE, MSG_NAME_PROMPT, MSG_DEFAULT_NAME, MSG_Q_TOUR,
    MSG_Q_PRACTICE, MSG_Q_ONE_MORE, MSG_Q_ONE_MORE_WIDE, MSG_Q_RESUME, MSG_WHERE_PRACTICE, MSG_WHERE_GAME,
    MSG_WHERE_BREAK, MSG_WHERE_ANALYSIS, MSG_WHERE_RESULT, MSG_WHERE_START, MSG_PRACTICE_TITLE,
    MSG_PRACTICE_INTRO, MSG_PRACTICE_OVER_TITLE, MSG_TEST_START_TITLE, MSG_TEST_START, MSG_GAME_TITLE,
    MSG_GAME_RESUMED_TITLE, MSG_GAME_RESUMED, MSG_NEXT_GAME, MSG_CLOCK_ON_ENTER, MSG_BREAK_TITLE,
    MSG_BREAK_BODY, MSG_SUM_WON, MSG_SUM_DRAW, MSG_SUM_NOT_FINISHED, MSG_REASON_MATE, MSG_REASON_TIME,
    MSG_REASON_RESIGN, MSG_REASON_SENNICHITE, MSG_REASON_PERPETUAL, MSG_REASON_DECLARATION,
    MSG_REASON_ILLEGAL_DECLARATION, MSG_REASON_ILLEGAL_MOVE, MSG_REASON_MOVE_LIMIT, MSG_REASON_ABANDONED,
    MSG_MACHINE_ILLEGAL, MSG_MOVE_NOT_SAVED, MSG_TOUR_PAGE_TITLE, MSG_TOUR_BOARD_TITLE, MSG_TOUR_DONE_TITLE,
    MSG_TOUR_STEP1, MSG_TOUR_STEP1_ASK, MSG_TOUR_STEP2, MSG_TOUR_STEP2_ASK, MSG_TOUR_END, MSG_TOUR_HINT,
    MSG_TOUR_SKIP_Q, MSG_OPERATOR_SET_TITLE, MSG_OPERATOR_SET_PROMPT, MSG_OPERATOR_AGAIN_PROMPT,
    MSG_OPERATOR_MISMATCH, MSG_OPERATOR_TITLE, MSG_OPERATOR_PROMPT, MSG_OPERATOR_WRONG, MSG_KIOSK_QUIT_Q,
    MSG_STOPPED_RESUMABLE, MSG_KIOSK_ENDED, MSG_ANALYSIS_TITLE, MSG_ANALYSIS_BODY, MSG_ANALYSIS_LEFT,
    MSG_ANALYSIS_WRITING, MSG_ANALYSIS_ROOTS,

    /* The result screen (app/report/result_text.c), also the top of report.txt
     * and report.html (issue 16) */
    MSG_RES_TITLE, MSG_RES_RATING, MSG_RES_RANGE, MSG_RES_BELOW, MSG_RES_ABOVE, MSG_RES_OR_LESS,
    MSG_RES_OR_MORE, MSG_RES_TOO_FEW, MSG_RES_BASIS, MSG_RES_BASIS_TOO_FEW, MSG_RES_SCALE,
    MSG_RES_OTHER_CLOCK, MSG_RES_GRADE, MSG_RES_GRADE_BETWEEN, MSG_RES_GRADE_OR_STRONGER, MSG_GRADE_BEGINNER,
    MSG_GRADE_KYU5_TO_2, MSG_GRADE_KYU1_TO_SHODAN, MSG_GRADE_DAN2_TO_3, MSG_GRADE_DAN4_TO_5,
    MSG_GRADE_DAN6_UP, MSG_RES_MEANS, MSG_RES_MEANS_BELOW, MSG_RES_MEANS_ABOVE, MSG_RES_MEANS_TOO_FEW,
    MSG_RES_NEXT_MORE, MSG_RES_NEXT_LEVEL, MSG_RES_GAME, MSG_RES_GAME_NONE, MSG_RES_WON, MSG_RES_LOST,
    MSG_RES_DRAW, MSG_RES_UNFINISHED, MSG_RES_LEGEND, MSG_RES_RECORDS, MSG_RES_REPORT_FILES,
    MSG_RES_NO_REPORT,

    /* The report's insights (app/report/: insight_text.c, insight_json.c,
     * html.c; issue 18) */
    MSG_RPT_TITLE, MSG_RPT_SUMMARY, MSG_RPT_GAME_TITLE, MSG_RPT_GRAPH_CAPTION, MSG_RPT_COSTLY_TITLE,
    MSG_RPT_COSTLY_ITEM, MSG_RPT_COSTLY_LINE, MSG_RPT_COSTLY_NO_BEST, MSG_RPT_COSTLY_NONE,
    MSG_RPT_COSTLY_SAME, MSG_RPT_DIFF_TITLE, MSG_RPT_DIFF_HARDEST, MSG_RPT_DIFF_NONE, MSG_RPT_DIFF_CONC,
    MSG_RPT_DIFF_NOT_CONC, MSG_RPT_DIFF_FEW, MSG_RPT_STYLE_TITLE, MSG_RPT_STYLE_HEAD, MSG_RPT_STYLE_YOU,
    MSG_RPT_STYLE_AI, MSG_RPT_STYLE_REF, MSG_RPT_STYLE_ROW, MSG_RPT_STYLE_NOREF, MSG_RPT_STYLE_CAVEAT,
    MSG_RPT_NEXT,

    /* kiryoku results: the organiser's table (app/cmd/cmd_results.c) */
    MSG_LIST_NONE, MSG_LIST_ID, MSG_LIST_STARTED, MSG_LIST_PLAYER, MSG_LIST_STATE, MSG_LIST_CLOCK,
    MSG_LIST_RATING, MSG_LIST_RANGE, MSG_LIST_POSITIONS, MSG_LIST_RECORDS, MSG_LIST_NOTE,

    /* kiryoku play: how a free game ended, and its own failures
     * (app/cmd/cmd_play.c) */
    MSG_WINS_BY_MATE, MSG_WINS_ON_TIME, MSG_WINS_BY_RESIGN, MSG_WINS_BY_PERPETUAL, MSG_WINS_BY_DECLARATION,
    MSG_DRAW_REPETITION, MSG_STOPPED, MSG_PLAY_CANNOT_START, MSG_PLAY_CANNOT_START_AI,
    MSG_PLAY_AI2_NEEDS_BOOK, MSG_PLAY_SAVE_PATH_TOO_LONG, MSG_PLAY_ILLEGAL_ENGINE_MOVE, MSG_PLAY_CANNOT_SAVE,
    MSG_PLAY_GAME_SAVED,

    /* Why a command stops (issue 17): the store's errors (app/failure.c words
     * each StoreErrorCode), the engines' (bridge_error_kind), the test's */
    MSG_STORE_NO_DATA_DIR, MSG_STORE_PATH_TOO_LONG, MSG_STORE_CANNOT_CREATE_DIR, MSG_STORE_NOT_A_DIR,
    MSG_STORE_CANNOT_WRITE, MSG_STORE_CANNOT_CHECK_FREE, MSG_STORE_DISK_FULL, MSG_STORE_NO_MEMORY,
    MSG_STORE_CANNOT_OPEN_DB, MSG_STORE_DB_ERROR, MSG_STORE_DB_NEWER, MSG_STORE_NO_SUCH_TEST,
    MSG_STORE_NO_SUCH_GAME, MSG_STORE_MOVE_REFUSED, MSG_ENGINE_BAD_SPEC, MSG_PLAY_ENGINE_BAD_SPEC,
    MSG_ENGINE_CANNOT_START, MSG_ENGINE_DIED, MSG_ENGINE_SILENT, MSG_ENGINE_GARBLED, MSG_ENGINE_NO_MEMORY,
    MSG_ENGINE_DETAIL, MSG_TEST_CANNOT_START, MSG_AI_OPPONENT_FAILED, MSG_ANALYSIS_FAILED,

    MSG_COUNT
} AppTextId;

/* The text of id in lang (the English one where a Japanese is missing; ""
 * for an id out of range). */
const char *app_text(Lang lang, AppTextId id);

/* "10-minute", "20-second", "1 min 30 s" (or the Japanese) for a clock's
 * main time: the welcome page, the breaks and the result screen say it
 * alike. */
void app_clock_phrase(Lang lang, int64_t main_ms, char *buf, size_t len);

#endif
