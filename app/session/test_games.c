/* A test's games as the analyser takes them (see test_games.h). */
#include "app/session/test_games.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/failure.h"
#include "app/session/records.h"
#include "shogi/record.h"

int test_games_load(const Session *s, bool finished_only, TestGames *out, char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    int n = store_games_of_test(s->store, s->test.id, &out->games);
    if (n < 0) {
        out->games = NULL;
        failure_store_text(s->cfg.lang, store_error(s->store), err, errlen);
        return -1;
    }
    for (int i = 0; i < n && out->n < SESSION_MAX_GAMES; i++) {
        const StoreGame *g = &out->games[i];
        if (g->index < 1 || (finished_only && !g->finished))
            continue;
        GameRecord *rec = session_game_record(s, g, err, errlen);
        if (!rec)
            return -1;
        out->games[out->n] = *g; /* i >= n: only what was already read moves */
        snprintf(out->ids[out->n], sizeof out->ids[out->n], "game%d", out->games[out->n].index);
        out->ag[out->n] = (AnalyzeGame){ .rec = rec, .id = out->ids[out->n] };
        out->n++;
    }
    return 0;
}

void test_games_free(TestGames *t)
{
    for (int i = 0; i < t->n; i++)
        record_free((GameRecord *)t->ag[i].rec);
    free(t->games);
    t->games = NULL;
    t->n = 0;
}

int test_games_positions(const TestGames *t)
{
    int n = 0;
    for (int i = 0; i < t->n; i++)
        n += t->ag[i].rec->move_count + 1;
    return n;
}
