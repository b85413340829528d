/* Facts about a game record for the analysis table (see game_facts.h). */
#include "shogi/game_facts.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The record's first mover: black unless its start SFEN says " w ". */
static int first_mover_is_black(const GameRecord *rec)
{
    const char *sp = strchr(rec->start_sfen, ' ');
    return !(sp && sp[1] == 'w');
}

/* Does move `ply` (1-based) belong to the side that moved first? */
static bool by_first_mover(int ply)
{
    return ply % 2 == 1;
}

const char *game_player(const GameRecord *rec, int ply)
{
    bool black = by_first_mover(ply) == (first_mover_is_black(rec) != 0);
    const char *name = black ? record_sente_name(rec) : record_gote_name(rec);
    if (name && *name)
        return name;
    return black ? "sente" : "gote";
}

/* Copies the rest of the line after `key:` (blanks trimmed). */
static bool line_value(const char *text, const char *key, char *buf, size_t len)
{
    size_t klen = strlen(key);
    for (const char *line = text; line && *line;) {
        const char *end = strchr(line, '\n');
        size_t n = end ? (size_t)(end - line) : strlen(line);
        if (n > klen && !strncmp(line, key, klen) && line[klen] == ':') {
            const char *v = line + klen + 1;
            while (*v == ' ' || *v == '\t')
                v++;
            size_t vn = n - (size_t)(v - line);
            while (vn && (v[vn - 1] == ' ' || v[vn - 1] == '\r'))
                vn--;
            if (vn >= len)
                vn = len - 1;
            memcpy(buf, v, vn);
            buf[vn] = '\0';
            return vn > 0;
        }
        line = end ? end + 1 : NULL;
    }
    return false;
}

const char *game_ai_name(const GameRecord *rec, char *buf, size_t len)
{
    const char *h = record_header(rec, GAME_AI_HEADER);
    if (h && *h) {
        snprintf(buf, len, "%s", h);
        return buf;
    }
    if (rec->comment && line_value(rec->comment, GAME_AI_HEADER, buf, len))
        return buf;
    return NULL;
}

bool game_move_from_book(const GameRecord *rec, int ply)
{
    if (ply < 1 || ply > rec->move_count)
        return false;
    const char *c = rec->moves[ply - 1].comment;
    size_t klen = strlen(GAME_BOOK_COMMENT);
    for (const char *line = c; line && *line;) {
        const char *end = strchr(line, '\n');
        size_t n = end ? (size_t)(end - line) : strlen(line);
        while (n && (line[n - 1] == ' ' || line[n - 1] == '\r'))
            n--;
        if (n == klen && !strncmp(line, GAME_BOOK_COMMENT, klen))
            return true;
        line = end ? end + 1 : NULL;
    }
    return false;
}

bool game_in_book(const GameRecord *rec, int ply)
{
    return game_move_from_book(rec, ply) || game_move_from_book(rec, ply - 1);
}

long game_clock_left_ms(const GameRecord *rec, int ply)
{
    if (rec->time.initial_s < 0 || ply < 1 || ply > rec->move_count)
        return -1;
    long left = (long)rec->time.initial_s * 1000;
    long inc = rec->time.increment_s > 0 ? (long)rec->time.increment_s * 1000 : 0;
    for (int p = by_first_mover(ply) ? 1 : 2; p <= ply; p += 2) {
        int t = rec->moves[p - 1].time_ms;
        if (t < 0)
            return -1;
        left -= t;
        if (left < 0)
            left = 0; /* in byoyomi: the main time is gone */
        left += inc;
    }
    return left;
}

void game_mark_ai(GameRecord *rec, const char *name)
{
    record_set_header(rec, GAME_AI_HEADER, name);
    char line[256];
    snprintf(line, sizeof line, "%s: %s", GAME_AI_HEADER, name);
    size_t old = rec->comment ? strlen(rec->comment) : 0;
    char *c = malloc(old + strlen(line) + 2);
    if (!c)
        return;
    if (old)
        snprintf(c, old + strlen(line) + 2, "%s\n%s", rec->comment, line);
    else
        snprintf(c, strlen(line) + 1, "%s", line);
    free(rec->comment);
    rec->comment = c;
}
