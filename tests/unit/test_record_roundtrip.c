/* Round trips over many games: every game goes USI → KIF, KI2, CSA → back
 * and must keep its moves exactly. Random-play games reach the positions
 * hand-written samples miss (many promoted pieces, drops, several pieces
 * of a kind reaching one square), which is where KI2's disambiguation
 * words must still name exactly one move; the opening set adds real play. */
#include <stdlib.h>
#include <string.h>

#include "shogi/notation.h"
#include "shogi/record.h"
#include "shogi/usi.h"
#include "tests/check.h"

static unsigned long long rng = 0x9E3779B97F4A7C15ull;

static unsigned next_random(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (unsigned)(rng >> 11);
}

static int failures_shown;

static void check_round_trips(const GameRecord *rec, const char *what)
{
    static const RecordFormat formats[] = { REC_FMT_KIF, REC_FMT_KI2, REC_FMT_CSA, REC_FMT_USI };
    static const char *const names[] = { "rt.kifu", "rt.ki2u", "rt.csa", "rt.usi" };
    for (int f = 0; f < 4; f++) {
        RecordError err;
        size_t len;
        char *text = record_write_buffer(rec, formats[f], f < 2 ? REC_ENC_SJIS : REC_ENC_UTF8, &len, &err);
        GameRecord *back = NULL;
        int rc = text ? record_read_buffer(text, len, names[f], NULL, &back, &err) : -1;
        bool same = rc == 0 && back && back->move_count == rec->move_count &&
                    !strcmp(back->start_sfen, rec->start_sfen);
        for (int i = 0; same && i < rec->move_count; i++)
            same = back->moves[i].move == rec->moves[i].move &&
                   back->moves[i].time_ms == (f == 1 || f == 3 ? -1 : rec->moves[i].time_ms); /* KI2, USI: no times */
        CHECK(same);
        if (!same && failures_shown++ < 3)
            fprintf(stderr, "  %s via %s: %s\n", what, names[f], rc ? err.message : "moves differ");
        record_free(back);
        free(text);
    }
}

/* Random legal moves, preferring captures, promotions and drops a little
 * so that hands and promoted pieces pile up. */
static GameRecord *random_game(int max_plies)
{
    GameRecord *rec = record_new(NULL);
    Position pos;
    pos_init_startpos(&pos);
    for (int ply = 0; ply < max_plies; ply++) {
        MoveList list;
        gen_legal(&pos, &list);
        if (list.count == 0)
            break;
        Move m = list.moves[next_random() % (unsigned)list.count];
        for (int tries = 0; tries < 3; tries++) {
            Move c = list.moves[next_random() % (unsigned)list.count];
            if (move_is_promote(c) || move_is_drop(c) || pos_piece_on(&pos, move_to(c)) != NO_PIECE)
                m = c;
        }
        record_append_move(rec, m, (int)(next_random() % 90) * 1000, NULL);
        pos_do_move(&pos, m);
    }
    return rec;
}

static void test_random_games(void)
{
    int games = CHECK_SANITIZED ? 20 : 300;
    for (int g = 0; g < games; g++) {
        GameRecord *rec = random_game(256);
        char what[32];
        snprintf(what, sizeof what, "random game %d", g);
        check_round_trips(rec, what);
        record_free(rec);
    }
}

/* Loose input accepts what the writers write, in every form. */
static void test_parser_reads_every_written_form(void)
{
    int games = CHECK_SANITIZED ? 10 : 100;
    for (int g = 0; g < games; g++) {
        GameRecord *rec = random_game(200);
        Position pos;
        pos_init_startpos(&pos);
        for (int i = 0; i < rec->move_count; i++) {
            Move m = rec->moves[i].move;
            char text[NOTATION_MAX], err[256];
            static const int flags[] = { NOTE_KIF, NOTE_MARK, NOTE_ASCII };
            for (int k = 0; k < 4; k++) {
                if (k < 3)
                    notation_japanese(&pos, m, flags[k], text, sizeof text);
                else
                    notation_western(&pos, m, text, sizeof text);
                Move got = notation_parse_any(&pos, text, err, sizeof err);
                CHECK(got == m);
                if (got != m && failures_shown++ < 5)
                    fprintf(stderr, "  game %d ply %d: '%s' -> %s\n", g, i + 1, text, err);
            }
            pos_do_move(&pos, m);
        }
        record_free(rec);
    }
}

static void test_opening_set(void)
{
    char path[1024];
    if (!CHECK_DATA_FILE("openings/records2016_10818.sfen", path))
        return;
    GameRecord *all = NULL;
    RecordError err;
    RecordReadOptions opt = { .format = REC_FMT_USI };
    CHECK_INT(record_read_file(path, &opt, &all, &err), 0);
    int n = 0, limit = CHECK_SANITIZED ? 500 : 10000;
    for (GameRecord *g = all; g && n < limit; n++) {
        GameRecord *next = g->next; /* one game at a time: CSA and USI write the whole chain */
        g->next = NULL;
        check_round_trips(g, "opening");
        g->next = next;
        g = next;
    }
    CHECK(n == limit);
    record_free(all);
}

int main(void)
{
    RUN(test_random_games);
    RUN(test_parser_reads_every_written_form);
    RUN(test_opening_set);
    return check_summary();
}
