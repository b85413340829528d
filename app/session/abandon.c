/* Closing an abandoned test (see abandon.h). */
#include "app/session/abandon.h"

#include <stdio.h>
#include <stdlib.h>

/* Ends the unfinished games and writes every game's records. */
static int close_games(Session *s)
{
    StoreGame *games;
    int n = store_games_of_test(s->store, s->test.id, &games);
    if (n < 0)
        return session_store_failed(s);
    int rc = 0;
    for (int i = 0; i < n && rc == 0; i++) {
        StoreGame *g = &games[i];
        if (!g->finished && (store_game_end(s->store, g->id, "none", "abandoned") != 0 ||
                             store_game_get(s->store, g->id, g) != 0)) {
            rc = session_store_failed(s);
            break;
        }
        char err[1024];
        if (s->cfg.export_game && s->cfg.export_game(s, g, err, sizeof err) != 0)
            s->display->message(s->display, DISPLAY_ERROR, err);
    }
    free(games);
    return rc;
}

int session_abandon(Session *s, const StoreTest *t)
{
    /* The exporters name the files after s->test: work as that test. */
    StoreTest current = s->test;
    s->test = *t;
    int rc = close_games(s);
    if (rc == 0 && store_test_set_state(s->store, t->id, "abandoned", true) != 0)
        rc = session_store_failed(s);
    if (current.id == t->id && rc == 0)
        store_test_get(s->store, t->id, &current);
    s->test = current;
    return rc;
}
