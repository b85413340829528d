/* kiryoku play: a free game against the AI on the curses board.
 *
 *   kiryoku play [--ai ai1|ai2|level:R|none] [--engine SPEC] [--time S]
 *                [--color black|white] [--pieces kanji|western] [--lang ja|en]
 *                [--ascii] [--no-mouse] [--save-dir DIR]
 *
 * The event loop lives here: it owns the position, the clock and the engine,
 * and talks to the screen only through ui/display.h. The engine searches on
 * its own thread (bridge/), so the loop keeps drawing the clock every
 * tenth of a second and the player may resign or quit at any moment. The
 * record (KIF and CSA, with per-move times) is rewritten after every move,
 * so a game is never lost, and closed with its ending on exit. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "app/assets.h"
#include "app/clock.h"
#include "app/stopped.h"
#include "app/cmd/commands.h"
#include "app/cmd/options.h"
#include "app/failure.h"
#include "app/store.h"
#include "app/text.h"
#include "bridge/bridge.h"
#include "shogi/game_facts.h"
#include "ai/opponent.h"
#include "ai/settai_course.h"
#include "shogi/position.h"
#include "shogi/record.h"
#include "shogi/usi.h"
#include "ui/display.h"
#include "ui/text.h"

typedef enum { AI_NONE = 0, AI_AI1, AI_AI2, AI_LEVEL } AiKind;

typedef struct {
    AiKind ai;
    int level;              /* the rating for AI_LEVEL */
    const char *engine;     /* bridge spec */
    int time_s;
    Color human;
    DisplayOptions dopt;
    const char *save_dir;   /* NULL: <data dir>/games */
} PlayOptions;

typedef struct {
    Position start, pos;
    Move moves[POS_MAX_HISTORY];
    int32_t move_ms[POS_MAX_HISTORY];
    int count;
    Clock clock;
    bool human[COLOR_NB];
    char names[COLOR_NB][48];
    bool over;
    EndKind end;
    Color end_side;
    char result[200];
    GameRecord *rec;
    char kif_path[PATH_MAX], csa_path[PATH_MAX];
    char save_error[300];
    Lang lang;            /* the player's: messages come from app/text.h */
} Game;

typedef struct {
    Bridge *bridge;
    Opponent *opp;
    Book *book;       /* AI2's opening book */
    bool busy;        /* the AI is thinking */
    bool stop_sent;   /* the game ended meanwhile: asked to hurry */
} Ai;

/* ---- Options ------------------------------------------------------------- */

static void help(FILE *f, Lang lang) { options_print_text(f, lang, MSG_HELP_PLAY); }

/* --ai: ai1, ai2, none or level:RATING. */
static int parse_ai(const char *v, void *dest, Lang lang, char *err, size_t errlen)
{
    PlayOptions *o = dest;
    if (!strcmp(v, "ai1"))
        o->ai = AI_AI1;
    else if (!strcmp(v, "ai2"))
        o->ai = AI_AI2;
    else if (!strcmp(v, "none"))
        o->ai = AI_NONE;
    else if (!strncmp(v, "level:", 6) && atoi(v + 6) > 0) {
        o->ai = AI_LEVEL;
        o->level = atoi(v + 6);
    } else {
        snprintf(err, errlen, "%s", app_text(lang, MSG_PLAY_AI_EXPECTS));
        return -1;
    }
    return 0;
}

static const OptionChoice colors[] = { { "black", BLACK }, { "sente", BLACK }, { "white", WHITE },
                                       { "gote", WHITE }, { NULL, 0 } };
static const OptionChoice piece_sets[] = { { "kanji", UI_PIECES_KANJI }, { "western", UI_PIECES_WESTERN },
                                           { NULL, 0 } };

static int parse_options(int argc, char **argv, PlayOptions *o)
{
    memset(o, 0, sizeof *o);
    o->ai = AI_AI1;
    o->engine = "embedded";
    o->time_s = 600;
    int human = BLACK, pieces = UI_PIECES_KANJI, lang = -1; /* -1: from the locale */
    bool no_mouse = false;
    const Option options[] = {
        OPTION_CALL("--ai", o, parse_ai),
        OPTION_STRING("--engine", &o->engine),
        OPTION_INT("--time", &o->time_s, 1, 24 * 3600),
        OPTION_CHOICE("--color", &human, colors),
        OPTION_CHOICE("--pieces", &pieces, piece_sets),
        OPTION_LANG(&lang),
        OPTION_FLAG("--ascii", &o->dopt.ascii),
        OPTION_FLAG("--no-mouse", &no_mouse),
        OPTION_STRING("--save-dir", &o->save_dir),
    };
    const OptionSpec spec = { .command = "play", .help = help, .options = options,
                              .option_count = OPTION_COUNT(options) };
    int r = options_parse_only(&spec, argc, argv);
    o->human = (Color)human;
    o->dopt.pieces = (UiPieces)pieces;
    UiLocale loc; /* Japanese only where it can be shown (ui_locale_setup) */
    ui_locale_setup(lang, &loc);
    o->dopt.lang = loc.lang;
    o->dopt.mouse = !no_mouse;
    return r;
}

/* ---- Records ---------------------------------------------------------------- */

/* The data directory's failure, in the player's words, as err. Returns -1. */
static int store_failed(const PlayOptions *o, const StoreError *se, char *err, size_t errlen)
{
    failure_store_text(o->dopt.lang, se, err, errlen);
    return -1;
}

static int open_records(Game *g, const PlayOptions *o, char *err, size_t errlen)
{
    char dir[PATH_MAX];
    StoreError se;
    if (o->save_dir) {
        snprintf(dir, sizeof dir, "%s", o->save_dir);
    } else {
        char data[PATH_MAX - 16];
        if (store_default_dir(data, sizeof data, &se))
            return store_failed(o, &se, err, errlen);
        snprintf(dir, sizeof dir, "%s/games", data);
    }
    if (store_make_dirs(dir, &se))
        return store_failed(o, &se, err, errlen);
    time_t now = time(NULL);
    struct tm tm;
    localtime_r(&now, &tm);
    char stamp[32], date[32];
    strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
    strftime(date, sizeof date, "%Y/%m/%d %H:%M:%S", &tm);
    int n1 = snprintf(g->kif_path, sizeof g->kif_path, "%s/play-%s.kifu", dir, stamp);
    int n2 = snprintf(g->csa_path, sizeof g->csa_path, "%s/play-%s.csa", dir, stamp);
    if (n1 >= (int)sizeof g->kif_path || n2 >= (int)sizeof g->csa_path) {
        snprintf(err, errlen, app_text(o->dopt.lang, MSG_PLAY_SAVE_PATH_TOO_LONG), dir);
        return -1;
    }
    g->rec = record_new(NULL);
    if (!g->rec) {
        snprintf(err, errlen, "%s", app_text(o->dopt.lang, MSG_STORE_NO_MEMORY));
        return -1;
    }
    record_set_header(g->rec, REC_START_DATE, date);
    record_set_header(g->rec, REC_EVENT, "kiryoku play");
    record_set_header(g->rec, REC_SENTE, g->names[BLACK]);
    record_set_header(g->rec, REC_GOTE, g->names[WHITE]);
    g->rec->time = (TimeControl){ o->time_s, 0, 0 };
    return 0;
}

/* Rewrites both files; a failure is shown, never fatal (the game goes on). */
static void save_records(Game *g)
{
    RecordError e;
    char buf[300];
    g->save_error[0] = 0;
    if (record_write_file(g->rec, g->kif_path, REC_FMT_KIF, &e) != 0 ||
        record_write_file(g->rec, g->csa_path, REC_FMT_CSA, &e) != 0)
        snprintf(g->save_error, sizeof g->save_error, app_text(g->lang, MSG_PLAY_CANNOT_SAVE),
                 record_error_text(&e, buf, sizeof buf));
}

/* ---- The game ------------------------------------------------------------------ */

static const char *winner_name(const Game *g, Color winner) { return g->names[winner]; }

static void end_game(Game *g, EndKind end, Color side, Lang lang)
{
    if (g->over)
        return;
    g->over = true;
    g->end = end;
    g->end_side = side;
    clock_stop(&g->clock);
    Color other = color_flip(side);
    AppTextId id = MSG_STOPPED;
    Color winner = other;
    switch (end) {
    case END_MATE: id = MSG_WINS_BY_MATE; break;
    case END_TIME_UP: id = MSG_WINS_ON_TIME; break;
    case END_RESIGN: id = MSG_WINS_BY_RESIGN; break;
    case END_ILLEGAL_LOSS: id = MSG_WINS_BY_PERPETUAL; break;
    case END_DECLARE_WIN: id = MSG_WINS_BY_DECLARATION; winner = side; break;
    case END_SENNICHITE: id = MSG_DRAW_REPETITION; break;
    default: id = MSG_STOPPED; break;
    }
    snprintf(g->result, sizeof g->result, app_text(lang, id), winner_name(g, winner));
    record_set_end(g->rec, end, side);
    time_t now = time(NULL);
    struct tm tm;
    char date[32];
    localtime_r(&now, &tm);
    strftime(date, sizeof date, "%Y/%m/%d %H:%M:%S", &tm);
    record_set_header(g->rec, REC_END_DATE, date);
    save_records(g);
}

/* After a move: mate, repetition (a perpetual check loses). */
static void check_position_end(Game *g, Lang lang)
{
    Color stm = pos_side(&g->pos);
    if (pos_is_mated(&g->pos)) {
        end_game(g, END_MATE, stm, lang);
        return;
    }
    switch (pos_repetition(&g->pos, 4)) {
    case REP_DRAW: end_game(g, END_SENNICHITE, stm, lang); break;
    case REP_WIN: end_game(g, END_ILLEGAL_LOSS, color_flip(stm), lang); break;
    case REP_LOSS: end_game(g, END_ILLEGAL_LOSS, stm, lang); break;
    case REP_NONE: break;
    }
}

static void play_move(Game *g, Move m, const char *comment, Lang lang)
{
    int64_t spent = clock_press(&g->clock);
    g->moves[g->count] = m;
    g->move_ms[g->count] = (int32_t)spent;
    g->count++;
    pos_do_move(&g->pos, m);
    record_append_move(g->rec, m, (int)spent, comment);
    save_records(g);
    check_position_end(g, lang);
}

/* ---- The AI --------------------------------------------------------------------- */

/* The AI's turn goes through the bridge's opponent policies (opponent.h):
 * settai for AI1/AI2 (AI2 with the opening book), target-loss for a level.
 * Its time budget, charged to its own clock, is the policy's business. */
static int ai_start(Ai *ai, const Game *g, char *err, size_t errlen)
{
    Color side = pos_side(&g->pos);
    OpponentClock c = { (int)clock_main_left(&g->clock, side), (int)clock_main_left(&g->clock, color_flip(side)), 0, 0 };
    if (opponent_begin(ai->opp, &g->pos, &c) != 0) {
        snprintf(err, errlen, "%s", opponent_error(ai->opp));
        return -1;
    }
    ai->busy = true;
    return 0;
}

/* 1: the AI moved (or ended the game), 0: still thinking, -1: engine failure. */
static int ai_poll(Ai *ai, Game *g, Lang lang, char *err, size_t errlen)
{
    if (!opponent_ready(ai->opp, 0))
        return 0;
    ai->busy = false;
    OpponentMove mv;
    if (opponent_take(ai->opp, &mv) != 0) {
        snprintf(err, errlen, "%s", opponent_error(ai->opp));
        return -1;
    }
    Color side = pos_side(&g->pos);
    if (!mv.move[0]) {
        end_game(g, pos_in_check(&g->pos) ? END_MATE : END_RESIGN, side, lang);
        return 1;
    }
    if (!strcmp(mv.move, "win") && pos_can_declare(&g->pos)) {
        end_game(g, END_DECLARE_WIN, side, lang);
        return 1;
    }
    Move m = move_from_usi(&g->pos, mv.move);
    if (m == MOVE_NONE || !pos_is_legal(&g->pos, m)) {
        snprintf(err, errlen, app_text(lang, MSG_PLAY_ILLEGAL_ENGINE_MOVE), mv.move);
        return -1;
    }
    play_move(g, m, mv.comment, lang);
    return 1;
}

/* Once the game is over a running search is only hurried: the loop keeps
 * drawing and reading keys while the engine winds down, and its move is
 * thrown away. */
static void ai_cancel(Ai *ai)
{
    if (!ai->opp || !ai->busy)
        return;
    if (!ai->stop_sent) {
        opponent_hurry(ai->opp);
        ai->stop_sent = true;
    }
    if (opponent_ready(ai->opp, 0)) {
        OpponentMove ignored;
        opponent_take(ai->opp, &ignored);
        ai->busy = false;
        ai->stop_sent = false;
    }
}

static int ai_open(Ai *ai, const PlayOptions *o, const char *name, char *err, size_t errlen)
{
    ai->bridge = bridge_open(o->engine, NULL, err, errlen);
    if (!ai->bridge)
        return -1;
    uint64_t seed = (uint64_t)time(NULL);
    OpponentConfig cfg;
    if (o->ai == AI_AI2) {
        char berr[256];
        ai->book = assets_open_book(berr, sizeof berr);
        if (!ai->book) {
            snprintf(err, errlen, app_text(o->dopt.lang, MSG_PLAY_AI2_NEEDS_BOOK), berr);
            return -1;
        }
        opponent_config_ai2(&cfg, seed, ai->book);
    } else if (o->ai == AI_LEVEL) {
        opponent_config_target(&cfg, seed, o->level);
    } else {
        opponent_config_ai1(&cfg, seed);
    }
    /* Settai as the placement test meets it: reading deeper on the level
     * and drifting turns (kiryoku test's default, settai_course.h). */
    if (o->ai != AI_LEVEL)
        cfg.think_depth = settai_default_think_depth(OPPONENT_DEFAULT_DEPTH);
    cfg.name = name;
    ai->opp = opponent_new(ai->bridge, &cfg);
    if (!ai->opp) {
        snprintf(err, errlen, "%s", app_text(o->dopt.lang, MSG_ENGINE_NO_MEMORY));
        return -1;
    }
    opponent_new_game(ai->opp);
    return 0;
}

static void ai_close(Ai *ai)
{
    opponent_free(ai->opp);
    if (ai->bridge)
        bridge_close(ai->bridge);
    opponent_book_close(ai->book);
}

/* ---- The loop ---------------------------------------------------------------------- */

static void draw(Display *d, const Game *g, const Ai *ai, const PlayOptions *o, const char *title)
{
    DisplayGame dg;
    memset(&dg, 0, sizeof dg);
    dg.start = &g->start;
    dg.pos = &g->pos;
    dg.moves = g->moves;
    dg.move_count = g->count;
    dg.move_ms = g->move_ms;
    for (int c = 0; c < COLOR_NB; c++) {
        dg.names[c] = g->names[c];
        dg.human[c] = g->human[c];
        dg.clock_ms[c] = clock_main_left(&g->clock, (Color)c);
    }
    dg.bottom = o->ai == AI_NONE ? BLACK : o->human;
    dg.clock_running = !g->over;
    dg.thinking = ai->busy && !g->over;
    dg.title = title;
    dg.result = g->over ? g->result : NULL;
    d->draw_game(d, &dg);
}

/* Until the next tenth of a second on the running clock (so the display
 * counts down smoothly), shorter while the AI thinks (its move shows at once). */
static int next_timeout(const Game *g, const Ai *ai)
{
    if (g->over)
        return 500;
    int64_t left = clock_ms_to_flag(&g->clock, pos_side(&g->pos));
    int t = (int)(left % 100) + 1;
    if (left < t)
        t = (int)left + 1;
    if (ai->busy && t > 20)
        t = 20;
    return t;
}

static const char *ai_label(const PlayOptions *o, char *buf, size_t len)
{
    Lang lang = o->dopt.lang;
    switch (o->ai) {
    case AI_AI1: return app_text(lang, MSG_PLAY_AI1_LABEL);
    case AI_AI2: return app_text(lang, MSG_PLAY_AI2_LABEL);
    case AI_LEVEL: snprintf(buf, len, app_text(lang, MSG_PLAY_LEVEL_LABEL), o->level); return buf;
    case AI_NONE: break;
    }
    return "";
}

static void setup_game(Game *g, const PlayOptions *o)
{
    pos_init_startpos(&g->start);
    g->pos = g->start;
    g->lang = o->dopt.lang;
    ClockConfig cfg = { (int64_t)o->time_s * 1000, 0, 0 };
    clock_init(&g->clock, &cfg, NULL);
    char lbl[48];
    for (int c = 0; c < COLOR_NB; c++) {
        g->human[c] = o->ai == AI_NONE || (Color)c == o->human;
        if (o->ai == AI_NONE) /* two people: named as the board names the sides (ui/'s words) */
            snprintf(g->names[c], sizeof g->names[c], "%s", ui_text(o->dopt.lang, c == BLACK ? TXT_SENTE : TXT_GOTE));
        else if (g->human[c])
            snprintf(g->names[c], sizeof g->names[c], "%s", app_text(o->dopt.lang, MSG_YOU));
        else
            snprintf(g->names[c], sizeof g->names[c], "%s", ai_label(o, lbl, sizeof lbl));
    }
}

/* Handles one display event; returns true when the loop should end. */
static bool handle_event(Game *g, const DisplayEvent *ev, const PlayOptions *o, int *interrupted)
{
    Lang lang = o->dopt.lang;
    switch (ev->kind) {
    case DISPLAY_EV_MOVE:
        if (!g->over && g->human[pos_side(&g->pos)] && pos_is_legal(&g->pos, ev->move))
            play_move(g, ev->move, NULL, lang);
        return false;
    case DISPLAY_EV_RESIGN:
        end_game(g, END_RESIGN, o->ai == AI_NONE ? pos_side(&g->pos) : o->human, lang);
        return false;
    case DISPLAY_EV_INTERRUPT:
        *interrupted = 1;
        end_game(g, END_INTERRUPT, pos_side(&g->pos), lang);
        return true;
    case DISPLAY_EV_QUIT:
        end_game(g, END_INTERRUPT, pos_side(&g->pos), lang);
        return true;
    case DISPLAY_EV_NONE:
    case DISPLAY_EV_IDLE: /* play sets no idle time */
        break;
    }
    return false;
}

static int run_game(Display *d, Game *g, Ai *ai, const PlayOptions *o, char *err, size_t errlen)
{
    Lang lang = o->dopt.lang;
    char title[96];
    char lbl[48];
    if (o->ai == AI_NONE)
        snprintf(title, sizeof title, "%s", app_text(lang, MSG_PLAY_TITLE));
    else
        snprintf(title, sizeof title, app_text(lang, MSG_PLAY_TITLE_VS), ai_label(o, lbl, sizeof lbl));
    clock_start(&g->clock, pos_side(&g->pos));
    stopped_watch();
    int64_t seen = 0;
    int wait = 0;
    int interrupted = 0;
    bool failed = false;
    char shown_error[sizeof g->save_error] = "";
    for (;;) {
        stopped_skip(&g->clock, &seen, wait); /* Ctrl-Z, SIGSTOP: not the mover's time */
        if (!g->over) {
            Color flag = clock_flagged(&g->clock);
            if (flag != COLOR_NB)
                end_game(g, END_TIME_UP, flag, lang);
        }
        if (g->over)
            ai_cancel(ai);
        else if (ai->opp && !g->human[pos_side(&g->pos)]) {
            int r = ai->busy ? ai_poll(ai, g, lang, err, errlen) : ai_start(ai, g, err, errlen);
            if (r < 0) {
                /* The game stops (and is saved); the player reads why and
                 * leaves, and finds the engine's own words on stderr. */
                end_game(g, END_INTERRUPT, pos_side(&g->pos), lang);
                char line[512];
                failure_line("play", lang, err, line, sizeof line);
                d->message(d, DISPLAY_ERROR, line);
                failed = true;
            }
        }
        if (g->save_error[0] && strcmp(g->save_error, shown_error)) {
            d->message(d, DISPLAY_ERROR, g->save_error);
            snprintf(shown_error, sizeof shown_error, "%s", g->save_error);
        }
        draw(d, g, ai, o, title);
        wait = next_timeout(g, ai);
        DisplayEvent ev = d->next_event(d, wait);
        if (handle_event(g, &ev, o, &interrupted))
            break;
    }
    ai_cancel(ai);
    return failed ? -1 : interrupted;
}

int cmd_play(int argc, char **argv)
{
    PlayOptions o;
    int parsed = parse_options(argc, argv, &o);
    if (parsed != OPTIONS_OK)
        return options_exit_status(parsed);
    char err[512] = "";
    Game *g = calloc(1, sizeof *g);
    Ai ai = { NULL, NULL, NULL, false, false };
    if (!g) {
        fprintf(stderr, "kiryoku play: %s\n", app_text(o.dopt.lang, MSG_STORE_NO_MEMORY));
        return 1;
    }
    setup_game(g, &o);
    if (open_records(g, &o, err, sizeof err)) {
        fprintf(stderr, "kiryoku play: ");
        fprintf(stderr, app_text(o.dopt.lang, MSG_PLAY_CANNOT_START), err);
        fputc('\n', stderr);
        free(g);
        return 1;
    }
    if (o.ai != AI_NONE) {
        if (ai_open(&ai, &o, g->names[color_flip(o.human)], err, sizeof err)) {
            char msg[sizeof err + 100];
            snprintf(msg, sizeof msg, app_text(o.dopt.lang, MSG_PLAY_CANNOT_START_AI), err);
            failure_print("play", o.dopt.lang, msg);
            ai_close(&ai);
            record_free(g->rec);
            free(g);
            return 1;
        }
        game_mark_ai(g->rec, g->names[color_flip(o.human)]);
    }
    Display *d = display_curses_new();
    int status = 1;
    if (!d || d->open(d, &o.dopt, err, sizeof err)) {
        fprintf(stderr, "kiryoku play: %s\n", d ? err : app_text(o.dopt.lang, MSG_STORE_NO_MEMORY));
    } else {
        int r = run_game(d, g, &ai, &o, err, sizeof err);
        d->close(d);
        status = r < 0 ? 1 : r > 0 ? 130 : 0;
        if (r < 0)
            failure_print("play", o.dopt.lang, err);
        if (g->result[0])
            printf("%s\n", g->result);
        if (g->save_error[0])
            fprintf(stderr, "kiryoku play: %s\n", g->save_error);
        else {
            printf(app_text(o.dopt.lang, MSG_PLAY_GAME_SAVED), g->kif_path, g->csa_path);
            putchar('\n');
        }
    }
    free(d);
    ai_close(&ai);
    record_free(g->rec);
    free(g);
    return status;
}
