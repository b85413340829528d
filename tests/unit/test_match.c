/* A game against the AI through the Bridge interface (tools/
 * match.h) ends properly in each way a game can end — mate, resignation
 * by the other side, sennichite, impasse (declaration), time; an opponent
 * that crashes costs no game — and the
 * record saved as KIF and as CSA keeps the ending, the move times, the AI
 * and its book moves. Opponents: the embedded engine and scripted fake USI
 * engines (tests/fake-engines/fake_usi.sh). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "bridge/bridge.h"
#include "shogi/game_facts.h"
#include "tools/match.h"
#include "ai/opponent.h"
#include "engine/book.h"
#include "tests/check.h"

/* Black to move mates at once with G*5b (the pawn on 5c guards it). */
static const char *MATE_IN_1 = "4k4/9/4P4/9/9/9/9/9/4K4 b G 1";
/* Black's king and ten pieces in the enemy camp, 28 points with the hand:
 * black may declare a win. */
static const char *CAN_DECLARE = "1G1SKS1G1/1R5B1/1N1L1L1N1/9/9/9/9/4k4/9 b 10P 1";
static const char *ONE_MOVE_BOOK = "10 | yagura | b | test line | 7g7f\n";

static BridgeConfig fake_config(void)
{
    BridgeConfig c = { 0 };
    c.log_path = "build/test-logs/fake-engines.log";
    c.handshake_timeout_ms = 3000;
    return c;
}

/* The record written in fmt and read back: the same game, ending, times
 * (whole seconds: both formats keep seconds), AI and book moves. */
static void check_saved(const GameRecord *rec, RecordFormat fmt)
{
    RecordError err;
    size_t len = 0;
    char *text = record_write_buffer(rec, fmt, REC_ENC_UTF8, &len, &err);
    CHECK(text != NULL);
    if (!text)
        return;
    GameRecord *back = NULL;
    RecordReadOptions opt = { .format = fmt };
    CHECK_INT(record_read_buffer(text, len, "saved", &opt, &back, &err), 0);
    free(text);
    if (!back)
        return;
    CHECK_INT(back->end, rec->end);
    CHECK_INT(back->end_side, rec->end_side);
    CHECK_STR(back->start_sfen, rec->start_sfen);
    CHECK_INT(back->move_count, rec->move_count);
    for (int i = 0; i < rec->move_count && i < back->move_count; i++) {
        CHECK(back->moves[i].move == rec->moves[i].move);
        CHECK_INT(back->moves[i].time_ms / 1000, rec->moves[i].time_ms / 1000);
        CHECK(game_move_from_book(back, i + 1) == game_move_from_book(rec, i + 1));
    }
    char a[64], b[64];
    const char *ai = game_ai_name(rec, a, sizeof a);
    const char *ai_back = game_ai_name(back, b, sizeof b);
    CHECK(ai && ai_back && !strcmp(ai, ai_back));
    record_free(back);
}

/* One case: what plays the other side, the AI's book (NULL: AI1, else
 * AI2), the AI's colour, the game and how it must end. */
typedef struct {
    const char *other;
    const char *book;
    Color ai_color;
    MatchConfig game;
    EndKind end;
    Color end_side;
} Case;

typedef struct {
    Bridge *ai_engine, *other;
    Book *book;
    Opponent *ai;
} Sides;

static void sides_close(Sides *s)
{
    opponent_free(s->ai);
    bridge_close(s->ai_engine);
    bridge_close(s->other);
    if (s->book)
        book_free(s->book);
}

/* Plays the case (the AI at depth 2, the other side at depth 1) and checks
 * its ending and its saved forms. Returns the record (the caller frees it),
 * NULL after a failed check. */
static GameRecord *play_case(const Case *k)
{
    char err[256] = "";
    BridgeConfig c = fake_config();
    Sides s = { 0 };
    s.ai_engine = bridge_open("embedded", NULL, err, sizeof err);
    s.other = bridge_open(k->other, &c, err, sizeof err);
    OpponentConfig oc;
    if (k->book) {
        s.book = book_load_text(k->book, "test book", err, sizeof err);
        opponent_config_ai2(&oc, 7, s.book);
    } else {
        opponent_config_ai1(&oc, 7);
    }
    oc.max_depth = 2;
    s.ai = s.ai_engine ? opponent_new(s.ai_engine, &oc) : NULL;
    CHECK(s.ai && s.other && (!k->book || s.book));
    if (!s.ai || !s.other) {
        fprintf(stderr, "  %s\n", err);
        sides_close(&s);
        return NULL;
    }
    MatchPlayer ai = { .name = oc.name, .opponent = s.ai };
    MatchPlayer other = { .name = "other side", .engine = s.other };
    bridge_limits_init(&other.limits);
    other.limits.depth = 1;
    GameRecord *rec = NULL;
    MatchPlayer *black = k->ai_color == BLACK ? &ai : &other, *white = k->ai_color == BLACK ? &other : &ai;
    CHECK_INT(match_play(black, white, &k->game, &rec, err, sizeof err), 0);
    sides_close(&s);
    CHECK(rec != NULL);
    if (!rec)
        return NULL;
    CHECK_INT(rec->end, k->end);
    CHECK_INT(rec->end_side, k->end_side);
    check_saved(rec, REC_FMT_KIF);
    check_saved(rec, REC_FMT_CSA);
    return rec;
}

static void test_mate(void)
{
    Case k = { "embedded", NULL, WHITE, { .start_sfen = MATE_IN_1, .main_ms = 600000 }, END_MATE, WHITE };
    GameRecord *rec = play_case(&k);
    CHECK(rec && rec->move_count == 1);
    record_free(rec);
}

/* AI2 plays its book move, with the book mark and a time, then the other
 * side resigns. */
static void test_resignation_and_book(void)
{
    Case k = { "usi:sh tests/fake-engines/fake_usi.sh resign", ONE_MOVE_BOOK, BLACK, { .main_ms = 600000 },
               END_RESIGN, WHITE };
    GameRecord *rec = play_case(&k);
    CHECK(rec && rec->move_count == 1);
    CHECK(rec && game_move_from_book(rec, 1));
    CHECK(rec && rec->moves[0].time_ms >= 0);
    record_free(rec);
}

/* Kings stepping out and back three times: the fourth start position. */
static void test_sennichite(void)
{
    Case k = { "embedded", NULL, BLACK,
               { .main_ms = 600000, .opening = "5i5h 5a5b 5h5i 5b5a 5i5h 5a5b 5h5i 5b5a 5i5h 5a5b 5h5i 5b5a" },
               END_SENNICHITE, BLACK };
    GameRecord *rec = play_case(&k);
    CHECK(rec && rec->move_count == 12);
    record_free(rec);
}

static void test_impasse_declaration(void)
{
    Case k = { "embedded", NULL, BLACK, { .start_sfen = CAN_DECLARE, .main_ms = 600000 }, END_DECLARE_WIN, BLACK };
    GameRecord *rec = play_case(&k);
    CHECK(rec && rec->move_count == 0);
    record_free(rec);
}

/* The other side takes a second on a 300 ms clock. */
static void test_time(void)
{
    Case k = { "usi:sh tests/fake-engines/fake_usi.sh slow", NULL, WHITE, { .main_ms = 300 }, END_TIME_UP, BLACK };
    record_free(play_case(&k));
}

/* The other side dies in its first search: the bridge restarts it and the
 * game goes on (the fake then repeats 7g7f until that is illegal). */
static void test_crash_loses_no_game(void)
{
    char spec[160], state[96];
    snprintf(state, sizeof state, "build/test-logs/match-crash-once-%d", (int)getpid());
    unlink(state);
    snprintf(spec, sizeof spec, "usi:sh tests/fake-engines/fake_usi.sh crash-once %s", state);
    Case k = { spec, NULL, WHITE, { .main_ms = 600000 }, END_ILLEGAL_LOSS, BLACK };
    GameRecord *rec = play_case(&k);
    CHECK(rec && rec->move_count == 2);
    record_free(rec);
    unlink(state);
}

int main(void)
{
    mkdir("build", 0755);
    mkdir("build/test-logs", 0755);
    RUN(test_mate);
    RUN(test_resignation_and_book);
    RUN(test_sennichite);
    RUN(test_impasse_declaration);
    RUN(test_time);
    RUN(test_crash_loses_no_game);
    return check_summary();
}
