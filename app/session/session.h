/* The placement test as one explicit state machine (METHOD.md §1):
 *
 *   welcome -> [practice] -> game1 (AI1, player sente) -> break1
 *     -> game2 (AI1, gote) -> break2 -> game3 (AI2, sente) -> break3
 *     -> game4 (AI2, gote) -> analysis -> result -> done
 *   (result -> game5... when the player accepts one more game: too few
 *    positions, or an interval still wider than SESSION_WIDE_INTERVAL;
 *    done -> welcome again in kiosk mode)
 *
 * The test is written to the store when its first game is about to start
 * (a name typed and the tour seen leave nothing behind). A test stopped
 * before its end stays "resumable" until it is resumed or closed as
 * "abandoned" (abandon.h): the player declines to resume it, or in kiosk
 * mode the visitor leaves it (q and a confirmation, or no key for the idle
 * time). An abandoned test keeps its games, exported as records.
 *
 * Every transition is written to the store before the new state's work
 * starts, and every move before the next is shown, so a test interrupted
 * at any point (quit, kill -9, power cut) resumes where it stood: the same
 * game, the same position, the clocks as saved.
 *
 * The session drives a Display (ui/display.h: curses, or the headless one)
 * and Players (player.h) for the machine sides. */
#ifndef KIRYOKU_SESSION_H
#define KIRYOKU_SESSION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "app/clock.h"
#include "app/report/test_report.h"
#include "app/session/player.h"
#include "app/store.h"
#include "app/text.h"
#include "ui/display.h"

typedef enum {
    SESSION_WELCOME = 0,
    SESSION_PRACTICE,
    SESSION_GAME,      /* a test game; which one is Session.game_index */
    SESSION_BREAK,     /* after game N, before game N+1 */
    SESSION_ANALYSIS,
    SESSION_RESULT,
    SESSION_DONE,      /* the test is complete and stored */
    SESSION_STOPPED,   /* interrupted or quit: the test stays resumable */
    SESSION_FAILED,    /* a store or engine failure: see Session.error */
} SessionState;

typedef enum {
    SEV_PRACTICE_YES,
    SEV_PRACTICE_NO,
    SEV_GAME_OVER,     /* the current game ended (practice or test) */
    SEV_CONTINUE,      /* the player leaves the break */
    SEV_ANALYSED,      /* analysis finished */
    SEV_ONE_MORE,      /* one more game (session_more_games says why) */
    SEV_FINISH,        /* the result was shown */
} SessionEvent;

enum { SESSION_TEST_GAMES = 4, SESSION_MAX_GAMES = 8 };
/* The thesis' smallest trusted sample (positions): fewer, and the result
 * screen offers one more game. */
enum { SESSION_ENOUGH_POSITIONS = 50 };

/* Adaptive length (issue 19): after game 4 and after game 5, a rated
 * result whose 90% interval is wider than SESSION_WIDE_INTERVAL rating
 * points (hi - lo, as the result screen shows it) is offered one more game,
 * up to SESSION_WIDE_MAX_GAMES in all. Why 1000 (METHOD.md "Adaptive
 * length"): +-500 is the widest interval that still tells a beginner from a
 * club player (METHOD.md "The minimum of positions"), and with the shipped
 * profile (rmse 213) the line's own error alone makes an interval 701 wide,
 * which no game narrows: above 1000 the positions' part is at least as wide
 * as the line's (sqrt(1000^2 - 701^2) = 713), so another game still
 * narrows it visibly, the point at which the result screen already says
 * "one more game would narrow it". */
enum { SESSION_WIDE_INTERVAL = 1000, SESSION_WIDE_MAX_GAMES = 6 };

/* The questions the session asks (display.h: ask_yes_no's id); the
 * headless display answers by them. */
enum {
    SESSION_Q_RESUME = MSG_Q_RESUME,
    SESSION_Q_TOUR = MSG_Q_TOUR,
    SESSION_Q_PRACTICE = MSG_Q_PRACTICE,
    SESSION_Q_ONE_MORE = MSG_Q_ONE_MORE,           /* too few positions */
    SESSION_Q_ONE_MORE_WIDE = MSG_Q_ONE_MORE_WIDE, /* the interval is still wide */
};

/* Game N of the test: which AI, and the tested player's side. Games past
 * the fourth alternate AI1 sente, AI2 gote. */
typedef struct {
    int index;
    const char *ai_kind;   /* "AI1" (no book) or "AI2" (book) */
    Color player_color;
} GamePlan;
GamePlan session_game_plan(int index);

/* The pure transition function: the state after `ev` in `state` (game is
 * the current game index; *game receives the next one). Invalid pairs
 * return SESSION_FAILED. */
SessionState session_next(SessionState state, int *game, SessionEvent ev);

/* What follows a result shown after `games` test games. */
typedef enum {
    SESSION_MORE_NONE = 0, /* the test is over */
    SESSION_MORE_FEW,      /* too few positions (or no rating): ask, up to SESSION_MAX_GAMES */
    SESSION_MORE_WIDE,     /* the interval is wider than SESSION_WIDE_INTERVAL: ask, up to
                            * SESSION_WIDE_MAX_GAMES; never in kiosk mode */
    SESSION_MORE_FIXED,    /* fixed_games not reached yet: the next game, no question */
} SessionMore;

/* The rule, as a pure function of the stored result, the games played so
 * far, kiosk mode and SessionConfig.fixed_games (0: none). Too few
 * positions come first (no rating is worse than a wide one). A result
 * below or above the profile's range is shown without a range, so it is
 * not offered games for one. In kiosk mode the wide interval is shown and
 * no game is offered for it: a booth visitor has already played four
 * games while others wait, and one who accepts and walks away in game 5
 * would have a test that already had its result closed as abandoned by
 * the idle timeout (too few positions is still offered: without it there
 * is no rating at all). */
SessionMore session_more_games(const StoreResult *r, int games, bool kiosk, int fixed_games);

/* The stored name of a state ("game2", "break1", "analysis"...) and back. */
void session_state_name(SessionState s, int game, char *buf, size_t len);
int session_state_parse(const char *name, SessionState *s, int *game);

/* The analysis after the last game: fills out with the result and the
 * report's paths. cmd_test passes session_analyse (analysis.h: the
 * bridge and the estimator); tests may pass their own. */
typedef struct Session Session;
typedef int (*SessionAnalyseFn)(Session *s, StoreResult *out, void *ctx);
/* What happens to each finished game's record: cmd_test passes
 * session_export_game (records.h: KIF and CSA files); NULL = none. */
typedef int (*SessionExportFn)(const Session *s, const StoreGame *g, char *err, size_t errlen);

/* The clock an untimed AI is told it has (SessionConfig.ai_untimed): a
 * day, so that its time budget (ai/time_budget.h) never binds. */
enum { SESSION_UNTIMED_CLOCK_MS = 24 * 3600 * 1000 };

typedef struct {
    Lang lang;               /* the language of every text the session shows */
    const char *player_name;   /* the name offered on the welcome screen (not in kiosk mode); NULL: none */
    ClockConfig clock;         /* the test games' time control */
    ClockConfig practice_clock;
    const ClockSource *time;   /* NULL: CLOCK_MONOTONIC */
    bool kiosk;
    /* 0: the test's length follows session_more_games' questions. N
     * (SESSION_TEST_GAMES..SESSION_MAX_GAMES): exactly N test games, no
     * question asked, for measuring (bench/accuracy.sh plays 6 and
     * estimates on the first 4, 5 and 6; `kiryoku test --games N`). */
    int fixed_games;
    /* Kiosk mode: a visitor gone this long (no key; the display reports it)
     * has left the test, which is closed as abandoned. At the kiosk's start
     * an unfinished test older than this is closed the same way. 0 = never. */
    int64_t idle_ms;
    int max_plies;             /* a game reaching it is a draw; 0 = 512 */
    /* The AI opponents' moves are not charged to their clocks, which stay
     * full, for measuring on a shared machine (`kiryoku test --ai-untimed`,
     * headless only): settai spreads its clock over the game, so a loaded
     * machine, slowing its searches, used up its clock in long games and
     * then cut searches short that an idle machine finishes by their node
     * cap. Untimed, it is told it has SESSION_UNTIMED_CLOCK_MS, so only its
     * node cap and its wall cap (--ai-think-ms) end a deeper turn, and it
     * reads as on an idle machine at any load that keeps within the wall
     * cap. The time each move took is still recorded. */
    bool ai_untimed;
    int tick_ms;               /* how often the clocks are checked; 0 = 100 */
    /* The judge asked for (app/judge.h id; NULL: JUDGE_DEFAULT_ID): the
     * engine and budget of the analysis. A test keeps the judge it
     * started with (StoreTest.judge), and stands with the built-in one
     * when its judge could not start or died (judge_check.h). */
    const char *judge;
    /* Overrides of the judge's parts, for measuring (--depth,
     * --analysis-engine): 0 / NULL = the judge's own. */
    int analysis_depth;
    const char *analysis_engine;
    /* The analysis tables get the root_scores column in the counted mode
     * (analysis/analyzer.h root_scores_counted), for `estimate --stat
     * choice`: a measuring option (`kiryoku test --root-scores`). */
    bool analysis_root_scores;
    const char *profile;       /* rating profile (profile_load spec); NULL = the thesis line */
    SessionAnalyseFn analyse;  /* required */
    void *analyse_ctx;
    SessionExportFn export_game;
    /* Called as each test game starts or resumes: cmd_test passes
     * session_prefetch_game (prefetch.h: the positions analysed in the
     * background as they are played); NULL = none. */
    SessionExportFn prefetch;
    /* The background analysis at the program's own priority instead of
     * below it: for tests, whose neighbours on a busy machine would starve
     * a niced thread and leave the test waiting on it. */
    bool prefetch_unniced;
} SessionConfig;

void session_config_default(SessionConfig *c);

struct Session {
    SessionConfig cfg;
    Store *store;
    Display *display;
    Player *tested;            /* NULL: a human at the display */
    Player *ai[2];             /* [0] AI1, [1] AI2 */
    StoreTest test;
    SessionState state;
    int game_index;
    bool interrupted;          /* a signal or closed input stopped it */
    /* Why the last run of states stopped: DISPLAY_EV_QUIT (the player
     * asked), DISPLAY_EV_INTERRUPT (a signal) or DISPLAY_EV_IDLE. */
    DisplayEventKind stop;
    bool next_game_announced;  /* the page before the current game said it starts on Enter */
    /* The test a person just chose to go on with, on the page of a test
     * that could not go on (trouble.h): resumed without asking again. */
    int64_t resume_unasked;
    char error[1024];
};

/* Runs the test from the welcome screen (or the interrupted test, if the
 * store has one and the player agrees) to the result. In kiosk mode it
 * then starts over for the next person; a visitor who leaves mid-test (q
 * confirmed, or no key for cfg.idle_ms) has the test closed as abandoned
 * and the next person starts at an empty welcome screen; only the
 * operator's secret (q on the welcome screen) or a signal ends the
 * program. Returns SESSION_DONE, SESSION_STOPPED (quit, interrupted, or
 * kiosk mode left: any unfinished test is resumable) or SESSION_FAILED
 * (s->error says why). */
SessionState session_run(Session *s);

/* Records a state change in the store (and s->state), creating the test's
 * row first if it has none yet. 0, or -1 with s->error. */
int session_store_state(Session *s, SessionState next);
/* After a store call failed: its error, in the session's language, as
 * s->error. Returns -1. */
int session_store_failed(Session *s);

/* What the report needs of this test (app/report/test_report.h); it
 * points into s, so it is valid while s is. */
ReportSource session_report_source(const Session *s);

/* A page, a question or a line of text that the session shows: true when
 * answered; false with s->stop (and s->interrupted) set from the display. */
void session_note_stop(Session *s); /* sets them after a display call returned false */
bool session_page(Session *s, const char *title, const char *body);
/* The resume question is asked deliberate (display.h: ask_yes_no): its no
 * closes the interrupted test. */
bool session_ask(Session *s, int question, const char *text, bool *answer);

#endif
