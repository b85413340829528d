/* The display interface: how app/ talks to a screen (the GNU Shogi pattern,
 * a table of display/input functions). app/ never includes curses; it fills
 * a DisplayGame snapshot, asks the display to draw it, and polls it for
 * high-level events (a legal move, a resignation, a confirmed quit).
 *
 * Everything that is only about looking and pointing (cursor, selection,
 * legal-destination highlight, promotion question, typed notation, flip,
 * help overlay, quit confirmation, resize) stays inside the display, so a
 * headless implementation (scripted or engine players, no terminal) only
 * has to hand back moves.
 *
 * Implementations: ui/curses_display.c (display_curses_new) here, and
 * app/'s headless one (no terminal). */
#ifndef KIRYOKU_DISPLAY_H
#define KIRYOKU_DISPLAY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/lang.h"
#include "shogi/position.h"


typedef enum { UI_PIECES_KANJI = 0, UI_PIECES_WESTERN } UiPieces;

typedef struct {
    Lang lang;          /* text language (ui_lang_from_locale() for the default) */
    UiPieces pieces;      /* kanji or western letters on the board */
    bool ascii;           /* force ASCII glyphs; set anyway when the locale is not UTF-8 */
    bool mouse;           /* accept mouse clicks (curses) */
    /* A booth: the keyboard's signals (Ctrl-C, Ctrl-Z, Ctrl-\) are plain
     * keys that do nothing. */
    bool kiosk;
    int64_t idle_ms;      /* no key for this long: DISPLAY_EV_IDLE, pages give up; 0 = never */
} DisplayOptions;

/* A snapshot of a game for drawing. Pointers need only be valid during the
 * draw_game call: a display copies what it keeps. app/ calls draw_game
 * whenever anything changed and at least every 100 ms while a clock runs
 * (the display shows tenths of a second under 10 s). */
typedef struct {
    const Position *start;        /* the set-up position (the move list is replayed from it) */
    const Position *pos;          /* the current position */
    const Move *moves;            /* moves played from start, move_count of them */
    int move_count;
    const int32_t *move_ms;       /* time each move took in ms, or NULL */
    const char *names[COLOR_NB];  /* shown beside each clock, e.g. "You", "AI" */
    bool human[COLOR_NB];         /* which sides move through this display */
    Color bottom;                 /* the side drawn at the bottom (the player's); 'flip' inverts it locally */
    int64_t clock_ms[COLOR_NB];   /* time left for each side; negative = no clock */
    bool clock_running;           /* the side to move's clock is counting down */
    bool thinking;                /* the engine is thinking for the side to move */
    const char *title;            /* e.g. "Game 2 of 4", or NULL */
    const char *result;           /* once the game is over: what happened, else NULL */
    /* What q asks here, in the display's language, when it is not the
     * display's own "quit this game?" (NULL): the caller words what
     * quitting means where it is. */
    const char *quit_question;
} DisplayGame;

typedef enum {
    DISPLAY_EV_NONE = 0,   /* the timeout passed; nothing for app/ to do */
    DISPLAY_EV_MOVE,       /* a human side chose a legal move: ev.move */
    DISPLAY_EV_RESIGN,     /* the player resigned */
    DISPLAY_EV_QUIT,       /* the player asked to leave and confirmed: save, then stop */
    DISPLAY_EV_INTERRUPT,  /* SIGINT/SIGTERM/SIGHUP, Ctrl-C outside kiosk mode, or input
                            * closed: save, then stop, no questions */
    DISPLAY_EV_IDLE,       /* no key for DisplayOptions.idle_ms: the player has gone */
} DisplayEventKind;

typedef struct {
    DisplayEventKind kind;
    Move move;             /* for DISPLAY_EV_MOVE */
} DisplayEvent;

typedef enum { DISPLAY_INFO = 0, DISPLAY_ERROR } DisplayMessageKind;

typedef struct Display Display;
struct Display {
    const char *name;      /* "curses", "headless" */
    void *impl;            /* the implementation's own state */

    /* Takes over the terminal (or whatever the display drives). On failure
     * returns -1 with a message in err and leaves everything as it was. */
    int (*open)(Display *d, const DisplayOptions *opt, char *err, size_t errlen);
    /* Gives the terminal back exactly as found and frees impl (sets it to
     * NULL); safe to call twice. The Display struct itself is the caller's. */
    void (*close)(Display *d);

    /* Shows the game. Cheap enough to call every 100 ms. */
    void (*draw_game)(Display *d, const DisplayGame *g);
    /* A one-line message under the board (an illegal move's reason, "check",
     * the engine's state). It stays until the next message or move. */
    void (*message)(Display *d, DisplayMessageKind kind, const char *text);
    /* Waits at most timeout_ms for the player and returns what they did.
     * Keys that only change the view are handled inside and return
     * DISPLAY_EV_NONE (after redrawing at once). Only moves legal in the
     * last drawn position, for a side marked human, are returned. */
    DisplayEvent (*next_event)(Display *d, int timeout_ms);

    /* Outside a game (no clock running): a page of text and a key to go on.
     * Returns false when the player quit or input closed. */
    bool (*show_page)(Display *d, const char *title, const char *body);
    /* Outside a game: a yes/no question. `question` is the caller's number
     * for it, by which a display without a person (app/'s headless one)
     * answers; a person's display ignores it. `text` is what a person
     * reads, in the display's language: its first line is the question,
     * any further lines explain the answers. A person answers yes with y;
     * any other key is no, unless the question is deliberate (its no loses
     * something): then only y or n answers, and other keys do nothing.
     * Returns false when input closed, a signal came, or the player left
     * (stopped_by says which); otherwise stores the answer. */
    bool (*ask_yes_no)(Display *d, int question, const char *text, bool deliberate, bool *answer);
    /* Outside a game: one line of text (the player's name). buf holds the
     * text to start from ("" for none) and receives the answer, at most
     * len-1 bytes of the locale's text, as typed (app/ trims it). Enter
     * accepts. Returns false when input closed or a signal came. */
    bool (*ask_text)(Display *d, const char *title, const char *prompt, char *buf, size_t len);
    /* Outside a game: how far a long job is. fraction 0..1;
     * text says what runs and the time left. Returns at once; app/ calls it
     * again as the job goes on, and the next page replaces it. */
    void (*progress)(Display *d, const char *title, double fraction, const char *text);

    /* Optional (NULL: not available). ask_text that shows nothing of what
     * is typed (a password). */
    bool (*ask_secret)(Display *d, const char *title, const char *prompt, char *buf, size_t len);
    /* Optional (NULL: always DISPLAY_EV_INTERRUPT). Why the last page,
     * question or line of text returned false: DISPLAY_EV_QUIT (the player
     * pressed q), DISPLAY_EV_INTERRUPT (a signal or closed input) or
     * DISPLAY_EV_IDLE (no key for DisplayOptions.idle_ms). */
    DisplayEventKind (*stopped_by)(Display *d);
    /* Optional (NULL: nothing to forget). A new player (a new test, the
     * next visitor of a booth): every choice the last one made about the
     * view goes (flip, help, selection, cursor, piece style, typed line and
     * its history), so nobody starts on someone else's upside-down board. */
    void (*new_player)(Display *d);
};

/* A malloc'd copy of ops (a face's table of functions) whose impl points
 * at impl_size zeroed bytes: how each face builds its Display. close()
 * frees impl; the caller free()s the Display. NULL when out of memory. */
Display *display_new(const Display *ops, size_t impl_size);

/* The curses display (ui/curses_display.c): a malloc'd Display to open,
 * use, close and then free(). Returns NULL when out of memory. */
Display *display_curses_new(void);

/* The language the locale asks for (LC_ALL / LC_MESSAGES / LANG starting
 * with "ja" gives Japanese). */
Lang ui_lang_from_locale(void);

/* What the terminal can show, decided once before the first screen. */
typedef struct {
    Lang lang;      /* the language asked for, or English when Japanese cannot be shown */
    bool utf8;        /* the program's locale encodes UTF-8 */
    bool ascii;       /* the board must use ASCII glyphs */
    bool fallback;    /* the environment's locale is not installed: another one serves */
} UiLocale;

/* Sets the program's locale from the environment (setlocale(LC_ALL, ""))
 * and decides what can be shown, so a missing locale never turns into
 * garbage on the screen: when the named locale is not installed but the
 * environment says UTF-8, C.UTF-8 (or another installed UTF-8 locale)
 * serves instead; when no UTF-8 locale can be had, the board is ASCII and
 * the text English. `lang` < 0: the language from the locale's name.
 * Safe to call more than once; the first call sets the locale. */
void ui_locale_setup(int lang, UiLocale *out);

#endif
