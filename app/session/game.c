/* One game of the placement test (see game.h). The order within a
 * move is what makes "nothing is lost" true: the clock is pressed, the move
 * is committed to the store, and only then is it made on the board and
 * shown. A crash before the commit loses a move nobody has seen played.
 * Between moves the running turn's time is saved every GAME_CHECKPOINT_MS,
 * so a crash or a kill is not a way to gain thinking time. */
#include "app/session/game.h"
#include "app/session/judge_check.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/failure.h"
#include "app/stopped.h"
#include "shogi/position.h"
#include "shogi/usi.h"
#include "ui/text.h"

enum { GAME_MAX_PLIES = 1024 };


typedef struct {
    Session *s;
    StoreGame g;
    Position start, pos;
    Move moves[GAME_MAX_PLIES];
    int32_t move_ms[GAME_MAX_PLIES];
    char usi_line[GAME_MAX_PLIES * 7];
    size_t usi_len;
    int n;
    Clock clock;
    Player *machine[COLOR_NB]; /* NULL: the human at the display */
    const char *names[COLOR_NB];
    char title[64];
    const char *result_text;
    bool ai_in_book;           /* every AI move so far came from its book */
    int64_t saved_spent;       /* the turn's time as last saved (store_game_checkpoint) */
    bool checkpoint_failed;    /* said once: the next move's save will say why */
} Game;

static const char *winner(Color c) { return c == BLACK ? "black" : "white"; }

/* ---- Setting up (new or resumed) ----------------------------------------- */

static int find_or_create(Game *gm, const GamePlan *plan)
{
    Session *s = gm->s;
    StoreGame *games;
    int n = store_games_of_test(s->store, s->test.id, &games);
    if (n < 0) {
        session_store_failed(s);
        return -1;
    }
    int found = -1;
    for (int i = 0; i < n; i++)
        if (games[i].index == plan->index)
            found = i;
    if (found >= 0) {
        gm->g = games[found];
        free(games);
        return 0;
    }
    free(games);
    const ClockConfig *tc = plan->index == 0 ? &s->cfg.practice_clock : &s->cfg.clock;
    int64_t id = store_game_begin(s->store, s->test.id, plan->index, plan->ai_kind, plan->player_color, SFEN_STARTPOS,
                                  tc->main_ms, tc->byoyomi_ms, tc->increment_ms);
    if (id < 0 || store_game_get(s->store, id, &gm->g) != 0) {
        session_store_failed(s);
        return -1;
    }
    return 0;
}

static void append_usi(Game *gm, Move m)
{
    char buf[USI_MOVE_MAX];
    move_to_usi(m, buf);
    gm->usi_len += (size_t)snprintf(gm->usi_line + gm->usi_len, sizeof gm->usi_line - gm->usi_len, "%s%s",
                                    gm->usi_len ? " " : "", buf);
}

/* Replays the stored moves and sets the clocks as saved: the turn in
 * progress is charged what it had run when last saved (less than a second
 * before the program stopped); the time the program was not running is not
 * charged to anyone. */
static int replay_stored(Game *gm)
{
    Session *s = gm->s;
    char err[256];
    if (pos_set_sfen(&gm->start, gm->g.start_sfen, err, sizeof err) != 0) {
        snprintf(s->error, sizeof s->error, "game %lld: bad start position in the store: %s", (long long)gm->g.id,
                 err);
        return -1;
    }
    gm->pos = gm->start;
    StoreMove *mv;
    int n = store_moves(s->store, gm->g.id, &mv);
    if (n < 0) {
        session_store_failed(s);
        return -1;
    }
    for (int i = 0; i < n; i++) {
        Move m = move_from_usi(&gm->pos, mv[i].usi);
        const char *why = m == MOVE_NONE ? "not a move here" : pos_illegal_reason(&gm->pos, m);
        if (why || i >= GAME_MAX_PLIES - 1) {
            snprintf(s->error, sizeof s->error, "game %lld, ply %d: stored move %s cannot be replayed: %s",
                     (long long)gm->g.id, i + 1, mv[i].usi, why ? why : "too many moves");
            free(mv);
            return -1;
        }
        pos_do_move(&gm->pos, m);
        gm->moves[i] = m;
        gm->move_ms[i] = (int32_t)mv[i].spent_ms;
        append_usi(gm, m);
        Color mover = color_flip(pos_side(&gm->pos));
        if (mover != gm->g.player_color)
            gm->ai_in_book = gm->ai_in_book && mv[i].in_book;
    }
    gm->n = n;
    ClockConfig cfg = { gm->g.main_ms, gm->g.byoyomi_ms, gm->g.increment_ms };
    clock_init(&gm->clock, &cfg, s->cfg.time);
    int64_t left[COLOR_NB];
    Color side;
    store_clocks_after(&gm->g, mv, n, left, &side);
    gm->saved_spent = store_turn_spent(&gm->g, n);
    clock_restore_turn(&gm->clock, left, side, gm->saved_spent);
    free(mv);
    return 0;
}

static void setup_sides(Game *gm, const GamePlan *plan)
{
    Session *s = gm->s;
    Color me = gm->g.player_color, ai = color_flip(me);
    int which = strcmp(gm->g.ai_kind, "AI2") == 0 ? 1 : 0;
    gm->machine[me] = s->tested;
    gm->machine[ai] = s->ai[which];
    gm->names[me] = s->test.player;
    gm->names[ai] = gm->g.ai_kind;
    gm->ai_in_book = gm->machine[ai] && gm->machine[ai]->has_book;
    session_game_title(s->cfg.lang, plan->index, gm->title, sizeof gm->title);
}

void session_game_title(Lang lang, int index, char *buf, size_t len)
{
    if (index == 0)
        snprintf(buf, len, "%s", app_text(lang, MSG_PRACTICE_TITLE));
    else
        snprintf(buf, len, app_text(lang, MSG_GAME_TITLE), index, index > SESSION_TEST_GAMES ? index : SESSION_TEST_GAMES);
}

/* ---- Drawing -------------------------------------------------------------- */

static void draw(Game *gm)
{
    DisplayGame dg = {
        .start = &gm->start, .pos = &gm->pos, .moves = gm->moves, .move_count = gm->n,
        .move_ms = gm->move_ms, .bottom = gm->g.player_color, .title = gm->title,
        .result = gm->result_text,
        /* q ends a visitor's test for good in a booth; elsewhere it stops the
         * test, which resumes when kiryoku starts again. */
        .quit_question = app_text(gm->s->cfg.lang, gm->s->cfg.kiosk ? MSG_KIOSK_QUIT_Q : MSG_TEST_QUIT_Q),
    };
    for (int c = 0; c < COLOR_NB; c++) {
        dg.names[c] = gm->names[c];
        dg.human[c] = gm->machine[c] == NULL;
        dg.clock_ms[c] = clock_ms_to_flag(&gm->clock, (Color)c);
    }
    Color stm = pos_side(&gm->pos);
    dg.clock_running = gm->clock.state == CLOCK_RUNNING;
    dg.thinking = dg.clock_running && gm->machine[stm] != NULL;
    gm->s->display->draw_game(gm->s->display, &dg);
}

/* ---- Ending --------------------------------------------------------------- */

static GameRunStatus end_game(Game *gm, const char *result, const char *reason)
{
    Session *s = gm->s;
    clock_stop(&gm->clock);
    for (int c = 0; c < COLOR_NB; c++)
        if (gm->machine[c])
            gm->machine[c]->cancel(gm->machine[c]);
    if (store_game_end(s->store, gm->g.id, result, reason) != 0 || store_game_get(s->store, gm->g.id, &gm->g) != 0) {
        session_store_failed(s);
        return GAME_RUN_FAILED;
    }
    char summary[200];
    session_game_summary_in(s->cfg.lang, &gm->g, s->test.player, summary, sizeof summary);
    gm->result_text = summary;
    draw(gm);
    gm->result_text = NULL;
    char err[1024];
    if (s->cfg.export_game && s->cfg.export_game(s, &gm->g, err, sizeof err) != 0)
        s->display->message(s->display, DISPLAY_ERROR, err);
    return GAME_RUN_ENDED;
}

/* The rules' endings, checked in the position after each move. Returns 1
 * when the game ended (and stored that), 0 to play on, -1 on failure. */
static int rules_ending(Game *gm, GameRunStatus *st)
{
    Color stm = pos_side(&gm->pos);
    const char *result = NULL, *reason = NULL;
    if (pos_is_mated(&gm->pos)) {
        result = winner(color_flip(stm));
        reason = "mate";
    } else {
        switch (pos_repetition(&gm->pos, 4)) {
        case REP_DRAW: result = "draw"; reason = "sennichite"; break;
        case REP_WIN: result = winner(stm); reason = "perpetual check"; break;
        case REP_LOSS: result = winner(color_flip(stm)); reason = "perpetual check"; break;
        case REP_NONE: break;
        }
    }
    int cap = gm->s->cfg.max_plies > 0 ? gm->s->cfg.max_plies : 512;
    if (!result && gm->n >= cap) {
        result = "draw";
        reason = "move limit";
    }
    if (!result)
        return 0;
    *st = end_game(gm, result, reason);
    return 1;
}

/* ---- Playing -------------------------------------------------------------- */

/* Presses the clock, stores the move durably, then makes it. */
static int commit_move(Game *gm, Move m, bool in_book)
{
    Session *s = gm->s;
    Color mover = pos_side(&gm->pos);
    int64_t spent = clock_press(&gm->clock);
    if (s->cfg.ai_untimed && mover != gm->g.player_color)
        clock_refund(&gm->clock, mover, spent);
    StoreMove sm = { .ply = gm->n + 1, .spent_ms = spent, .clock_left_ms = clock_main_left(&gm->clock, mover),
                     .in_book = in_book };
    move_to_usi(m, sm.usi);
    if (store_add_move(s->store, gm->g.id, &sm) != 0) {
        char why[sizeof s->error];
        failure_store_text(s->cfg.lang, store_error(s->store), why, sizeof why);
        snprintf(s->error, sizeof s->error, app_text(s->cfg.lang, MSG_MOVE_NOT_SAVED), sm.usi, why);
        return -1;
    }
    pos_do_move(&gm->pos, m);
    gm->moves[gm->n] = m;
    gm->move_ms[gm->n] = (int32_t)spent;
    gm->n++;
    gm->saved_spent = 0;
    append_usi(gm, m);
    if (mover != gm->g.player_color)
        gm->ai_in_book = gm->ai_in_book && in_book;
    return 0;
}

static int begin_turn(Game *gm, Player *p)
{
    PlayerTurn t = {
        .game_index = gm->g.index, .start_sfen = gm->g.start_sfen, .moves = gm->usi_line, .ply = gm->n,
        .pos = &gm->pos,
        .side = pos_side(&gm->pos), .byoyomi_ms = gm->g.byoyomi_ms, .increment_ms = gm->g.increment_ms,
    };
    t.clock_ms[BLACK] = clock_main_left(&gm->clock, BLACK);
    t.clock_ms[WHITE] = clock_main_left(&gm->clock, WHITE);
    /* An untimed AI spreads no clock: a full one still left early turns a
     * budget (15 s) that a busy machine's deeper search could reach. */
    if (gm->s->cfg.ai_untimed && t.side != gm->g.player_color)
        t.clock_ms[t.side] = SESSION_UNTIMED_CLOCK_MS;
    if (p->begin_turn(p, &t) != 0) {
        snprintf(gm->s->error, sizeof gm->s->error, "%s", player_error(p));
        return -1;
    }
    return 0;
}

/* A machine player's decision: 1 the game ended, 0 a move was made, -1 a
 * failure, 2 still thinking. */
static int machine_decision(Game *gm, Player *p, PlayerStatus ps, const char *usi, bool in_book, GameRunStatus *st)
{
    Color stm = pos_side(&gm->pos);
    switch (ps) {
    case PLAYER_THINKING:
        return 2;
    case PLAYER_RESIGNED:
        *st = end_game(gm, winner(color_flip(stm)), "resign");
        return 1;
    case PLAYER_DECLARED:
        if (pos_can_declare(&gm->pos))
            *st = end_game(gm, winner(stm), "declaration");
        else
            *st = end_game(gm, winner(color_flip(stm)), "illegal declaration");
        return 1;
    case PLAYER_FAILED:
        snprintf(gm->s->error, sizeof gm->s->error, "%s", player_error(p));
        return -1;
    case PLAYER_MOVED:
        break;
    }
    Move m = move_from_usi(&gm->pos, usi);
    const char *why = m == MOVE_NONE ? "not a move in this position" : pos_illegal_reason(&gm->pos, m);
    if (why) {
        char msg[400], reason[256];
        Lang lang = gm->s->cfg.lang;
        snprintf(msg, sizeof msg, app_text(lang, MSG_MACHINE_ILLEGAL), p->name, usi, gm->n + 1,
                 ui_rule_reason(lang, why, reason, sizeof reason));
        gm->s->display->message(gm->s->display, DISPLAY_ERROR, msg);
        *st = end_game(gm, winner(color_flip(stm)), "illegal move");
        return 1;
    }
    return commit_move(gm, m, in_book);
}

/* Saves the running turn's time when GAME_CHECKPOINT_MS more of it has
 * run. A failed save stops nothing (the next move's save reports the store's
 * trouble); it is said once. */
static void checkpoint(Game *gm)
{
    Session *s = gm->s;
    int64_t spent = clock_turn_elapsed(&gm->clock);
    if (spent - gm->saved_spent < GAME_CHECKPOINT_MS)
        return;
    if (store_game_checkpoint(s->store, gm->g.id, gm->n + 1, spent) == 0) {
        gm->saved_spent = spent;
    } else if (!gm->checkpoint_failed) {
        char why[sizeof s->error];
        gm->checkpoint_failed = true;
        s->display->message(s->display, DISPLAY_ERROR,
                            failure_store_text(s->cfg.lang, store_error(s->store), why, sizeof why));
    }
}

/* The player left the game: quit confirmed, a signal, or gone (idle). */
static int stop_turn(Game *gm, Player *p, DisplayEventKind why, GameRunStatus *st)
{
    Session *s = gm->s;
    if (p)
        p->cancel(p);
    clock_pause(&gm->clock);
    checkpoint(gm); /* the time up to the stop, whatever was last saved */
    s->stop = why;
    s->interrupted = why == DISPLAY_EV_INTERRUPT;
    *st = GAME_RUN_STOPPED;
    return 1;
}

/* One turn: waits for the side to move while watching the clock and the
 * display. Returns 1 when the game ended or stopped (*st), 0 after a move,
 * -1 on failure. */
static int play_turn(Game *gm, GameRunStatus *st)
{
    Session *s = gm->s;
    Color stm = pos_side(&gm->pos);
    Player *p = gm->machine[stm];
    bool interactive = s->tested == NULL;
    int tick = s->cfg.tick_ms > 0 ? s->cfg.tick_ms : 100;
    if (p && begin_turn(gm, p) != 0)
        return -1;
    clock_resume(&gm->clock);
    int64_t seen = clock_turn_elapsed(&gm->clock);
    int wait = tick;
    for (;;) {
        stopped_skip(&gm->clock, &seen, wait); /* Ctrl-Z, SIGSTOP: not the mover's time */
        if (clock_flagged(&gm->clock) != COLOR_NB) {
            *st = end_game(gm, winner(color_flip(stm)), "time");
            return 1;
        }
        checkpoint(gm);
        int64_t to_flag = clock_ms_to_flag(&gm->clock, stm);
        wait = to_flag < tick ? (int)to_flag + 1 : tick;
        if (interactive)
            draw(gm);
        DisplayEvent ev = s->display->next_event(s->display, interactive ? wait : 0);
        if (ev.kind == DISPLAY_EV_QUIT || ev.kind == DISPLAY_EV_INTERRUPT || ev.kind == DISPLAY_EV_IDLE)
            return stop_turn(gm, p, ev.kind, st);
        if (ev.kind == DISPLAY_EV_RESIGN && interactive) {
            *st = end_game(gm, winner(gm->g.player_color == BLACK ? WHITE : BLACK), "resign");
            return 1;
        }
        if (!p) {
            if (ev.kind != DISPLAY_EV_MOVE)
                continue;
            const char *why = pos_illegal_reason(&gm->pos, ev.move);
            if (why) {
                char reason[256];
                s->display->message(s->display, DISPLAY_ERROR, ui_rule_reason(s->cfg.lang, why, reason, sizeof reason));
                continue;
            }
            return commit_move(gm, ev.move, false);
        }
        char usi[8] = "";
        bool in_book = false;
        PlayerStatus ps = p->poll(p, interactive ? 0 : wait, usi, &in_book);
        int r = machine_decision(gm, p, ps, usi, in_book, st);
        if (r != 2)
            return r;
    }
}

GameRunStatus session_play_game(Session *s, const GamePlan *plan, StoreGame *out)
{
    Game *gm = calloc(1, sizeof *gm);
    if (!gm) {
        snprintf(s->error, sizeof s->error, "out of memory");
        return GAME_RUN_FAILED;
    }
    gm->s = s;
    stopped_watch();
    GameRunStatus st = GAME_RUN_FAILED;
    if (find_or_create(gm, plan) != 0)
        goto done;
    setup_sides(gm, plan);
    if (replay_stored(gm) != 0)
        goto done;
    if (gm->g.finished) {
        st = GAME_RUN_ENDED;
        goto done;
    }
    /* A test game's positions are analysed in the background as they are
     * played (prefetch.h). A failed start only means they are analysed at
     * the end. */
    char err[1024], msg[1300];
    /* A judge that failed in the background is replaced before the
     * background starts again (judge_check.h). */
    int watched = plan->index >= 1 ? session_judge_watch(s) : 0;
    if (watched != 0) {
        st = watched > 0 ? GAME_RUN_STOPPED : GAME_RUN_FAILED;
        goto done;
    }
    if (plan->index >= 1 && s->cfg.prefetch && s->cfg.prefetch(s, &gm->g, err, sizeof err) != 0) {
        snprintf(msg, sizeof msg, app_text(s->cfg.lang, MSG_BACKGROUND_ANALYSIS_FAILED), err);
        s->display->message(s->display, DISPLAY_ERROR, msg);
    }
    for (int c = 0; c < COLOR_NB; c++)
        if (gm->machine[c] && gm->machine[c]->new_game(gm->machine[c], gm->g.index, (Color)c) != 0) {
            snprintf(s->error, sizeof s->error, "%s", player_error(gm->machine[c]));
            goto done;
        }
    draw(gm);
    for (;;) {
        if (rules_ending(gm, &st))
            break;
        int r = play_turn(gm, &st);
        if (r < 0) {
            st = GAME_RUN_FAILED;
            break;
        }
        if (r == 1)
            break;
        if (s->tested)
            draw(gm);
    }
done:
    *out = gm->g;
    free(gm);
    return st;
}

/* The stored end reasons (game.c, abandon.c) and their words. */
static const char *reason_text(Lang lang, const char *reason)
{
    static const struct {
        const char *stored;
        AppTextId text;
    } reasons[] = {
        { "mate", MSG_REASON_MATE }, { "time", MSG_REASON_TIME }, { "resign", MSG_REASON_RESIGN },
        { "sennichite", MSG_REASON_SENNICHITE }, { "perpetual check", MSG_REASON_PERPETUAL },
        { "declaration", MSG_REASON_DECLARATION }, { "illegal declaration", MSG_REASON_ILLEGAL_DECLARATION },
        { "illegal move", MSG_REASON_ILLEGAL_MOVE }, { "move limit", MSG_REASON_MOVE_LIMIT },
        { "abandoned", MSG_REASON_ABANDONED },
    };
    for (size_t i = 0; i < sizeof reasons / sizeof reasons[0]; i++)
        if (!strcmp(reason, reasons[i].stored))
            return app_text(lang, reasons[i].text);
    return reason;
}

void session_game_summary_in(Lang lang, const StoreGame *g, const char *player_name, char *buf, size_t len)
{
    if (!strcmp(g->result, "draw")) {
        snprintf(buf, len, app_text(lang, MSG_SUM_DRAW), reason_text(lang, g->end_reason));
        return;
    }
    if (!g->finished || !g->result[0] || !strcmp(g->result, "none")) {
        if (g->end_reason[0])
            snprintf(buf, len, "%s (%s)", app_text(lang, MSG_SUM_NOT_FINISHED), reason_text(lang, g->end_reason));
        else
            snprintf(buf, len, "%s", app_text(lang, MSG_SUM_NOT_FINISHED));
        return;
    }
    Color won = !strcmp(g->result, "black") ? BLACK : WHITE;
    const char *who = won == g->player_color ? (player_name && *player_name ? player_name : app_text(lang, MSG_YOU))
                                             : g->ai_kind;
    snprintf(buf, len, app_text(lang, MSG_SUM_WON), who, reason_text(lang, g->end_reason));
}

void session_game_summary(const StoreGame *g, const char *player_name, char *buf, size_t len)
{
    session_game_summary_in(LANG_EN, g, player_name, buf, len);
}
