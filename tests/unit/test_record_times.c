/* Move times and the time control in the records kiryoku writes (issue 17):
 * kept to the millisecond in the store, written as each format can hold
 * them. KIF and CSA V2.2 hold whole seconds: the nearest (a 0.8 s move is
 * 0:01 and T1, not 0:00 and T0). CSA's $TIME_LIMIT holds whole minutes: a
 * 20-second clock is written as V3's $TIME line, never as 00:00+00. */
#include <stdlib.h>
#include <string.h>

#include "shogi/record.h"
#include "shogi/usi.h"
#include "tests/check.h"

static GameRecord *two_moves(int first_ms, int second_ms, int initial_s)
{
    GameRecord *rec = record_new(NULL);
    Position pos;
    pos_init_startpos(&pos);
    const char *usi[2] = { "7g7f", "3c3d" };
    int ms[2] = { first_ms, second_ms };
    for (int i = 0; i < 2; i++) {
        Move m = move_from_usi(&pos, usi[i]);
        CHECK_INT(record_append_move(rec, m, ms[i], NULL), 0);
        pos_do_move(&pos, m);
    }
    rec->time = (TimeControl){ initial_s, 0, 0 };
    return rec;
}

static void short_moves_are_not_zero(void)
{
    GameRecord *rec = two_moves(800, 400, 600);
    char *kif = record_write_buffer(rec, REC_FMT_KIF, REC_ENC_UTF8, NULL, NULL);
    char *csa = record_write_buffer(rec, REC_FMT_CSA, REC_ENC_UTF8, NULL, NULL);
    CHECK(kif && strstr(kif, "７六歩(77)     ( 0:01/00:00:01)"));
    CHECK(kif && strstr(kif, "３四歩(33)     ( 0:00/00:00:00)"));
    CHECK(csa && strstr(csa, "+7776FU,T1\n"));
    CHECK(csa && strstr(csa, "-3334FU,T0\n"));
    CHECK(csa && strstr(csa, "$TIME_LIMIT:00:10+00\n")); /* whole minutes: the V2.2 line */
    free(kif);
    free(csa);
    record_free(rec);
}

static void a_twenty_second_clock_is_not_zero(void)
{
    GameRecord *rec = two_moves(1000, 2000, 20);
    char *csa = record_write_buffer(rec, REC_FMT_CSA, REC_ENC_UTF8, NULL, NULL);
    CHECK(csa && !strstr(csa, "$TIME_LIMIT:00:00"));
    CHECK(csa && strstr(csa, "$TIME:20+0+0\n"));
    RecordError err;
    RecordReadOptions opt = { .format = REC_FMT_CSA };
    GameRecord *back = NULL;
    CHECK(csa && record_read_buffer(csa, strlen(csa), "(test)", &opt, &back, &err) == 0);
    if (back) {
        CHECK_INT(back->time.initial_s, 20); /* and it reads back as 20 seconds */
        CHECK_INT(back->move_count, 2);
        CHECK_INT(back->moves[1].time_ms, 2000);
    }
    record_free(back);
    free(csa);
    record_free(rec);
}

int main(void)
{
    RUN(short_moves_are_not_zero);
    RUN(a_twenty_second_clock_is_not_zero);
    return check_summary();
}
