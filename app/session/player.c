/* Machine players for the placement test (see player.h): the
 * script player; the engine player is in engine_player.c. */
#include "app/session/player.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void player_free(Player *p)
{
    if (!p)
        return;
    if (p->destroy)
        p->destroy(p);
    free(p);
}

/* ---- Script player ------------------------------------------------------- */

typedef struct {
    int game;
    char **moves;
    int count;
    int line;
} ScriptGame;

typedef struct {
    ScriptGame *games;
    int game_count;
    const ScriptGame *current;
    int next;
} ScriptImpl;

static void script_free_impl(ScriptImpl *s)
{
    for (int i = 0; i < s->game_count; i++) {
        for (int j = 0; j < s->games[i].count; j++)
            free(s->games[i].moves[j]);
        free(s->games[i].moves);
    }
    free(s->games);
    free(s);
}

/* One line "GAME MOVE MOVE ...": appends the game. */
static int script_parse_line(ScriptImpl *s, char *text, const char *path, int line, char *err, size_t errlen)
{
    char *save = NULL, *tok = strtok_r(text, " \t\r\n", &save);
    if (!tok || tok[0] == '#')
        return 0;
    char *end;
    long game = strtol(tok, &end, 10);
    if (*end || game < 0 || game > 99) {
        snprintf(err, errlen, "%s:%d: expected a game number (0-99) first, found '%s'", path, line, tok);
        return -1;
    }
    ScriptGame *grown = realloc(s->games, (size_t)(s->game_count + 1) * sizeof *grown);
    if (!grown) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    s->games = grown;
    ScriptGame *g = &s->games[s->game_count++];
    *g = (ScriptGame){ .game = (int)game, .line = line };
    while ((tok = strtok_r(NULL, " \t\r\n", &save)) && tok[0] != '#') {
        size_t n = strlen(tok);
        if (n < 4 || n > 5) {
            snprintf(err, errlen, "%s:%d: '%s' is not a USI move (like 7g7f, P*5e, 2d2c+)", path, line, tok);
            return -1;
        }
        char **more = realloc(g->moves, (size_t)(g->count + 1) * sizeof *more);
        if (!more || !(more[g->count] = strdup(tok))) {
            if (more)
                g->moves = more;
            snprintf(err, errlen, "out of memory");
            return -1;
        }
        g->moves = more;
        g->count++;
    }
    return 0;
}

static int script_new_game(Player *p, int game_index, Color side)
{
    (void)side;
    ScriptImpl *s = p->impl;
    s->current = NULL;
    s->next = 0;
    for (int i = 0; i < s->game_count; i++)
        if (s->games[i].game == game_index)
            s->current = &s->games[i];
    return 0;
}

/* On resume the game restarts mid-way: skip the script's moves already
 * played by this side. */
static int script_begin_turn(Player *p, const PlayerTurn *t)
{
    ScriptImpl *s = p->impl;
    int first = (t->side == BLACK) == (strstr(t->start_sfen, " w ") == NULL) ? 0 : 1;
    s->next = (t->ply - first + 1) / 2;
    return 0;
}

static PlayerStatus script_poll(Player *p, int timeout_ms, char move[8], bool *in_book)
{
    (void)timeout_ms;
    ScriptImpl *s = p->impl;
    *in_book = false;
    if (!s->current || s->next >= s->current->count)
        return PLAYER_RESIGNED;
    snprintf(move, 8, "%s", s->current->moves[s->next++]);
    return PLAYER_MOVED;
}

static void script_cancel(Player *p) { (void)p; }

static void script_destroy(Player *p)
{
    if (p->impl)
        script_free_impl(p->impl);
    p->impl = NULL;
}

static const Player script_ops = {
    .new_game = script_new_game, .begin_turn = script_begin_turn, .poll = script_poll, .cancel = script_cancel,
    .destroy = script_destroy,
};

Player *player_script_new(const char *path, char *err, size_t errlen)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        snprintf(err, errlen, "cannot open the script %s", path);
        return NULL;
    }
    Player *p = malloc(sizeof *p);
    ScriptImpl *s = calloc(1, sizeof *s);
    if (!p || !s) {
        fclose(f);
        free(p);
        free(s);
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    char buf[8192];
    int line = 0, bad = 0;
    while (!bad && fgets(buf, sizeof buf, f)) {
        line++;
        bad = script_parse_line(s, buf, path, line, err, errlen) != 0;
    }
    fclose(f);
    if (bad) {
        script_free_impl(s);
        free(p);
        return NULL;
    }
    *p = script_ops;
    const char *base = strrchr(path, '/');
    snprintf(p->name, sizeof p->name, "script %s", base ? base + 1 : path);
    p->impl = s;
    return p;
}
