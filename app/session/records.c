/* A test's files (see records.h). The records are rebuilt from the
 * store, not from memory, so a game resumed after a crash is exported with
 * every move stored before the crash. */
#include "app/session/records.h"

#include "base/text.h"
#include "base/utf8.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "app/failure.h"
#include "shogi/game_facts.h"
#include "shogi/record.h"
#include "shogi/usi.h"

/* Keeps letters, digits, '-', '_' and any UTF-8 character; the rest
 * becomes '_'. At most 40 bytes, cut between characters: a Japanese name
 * longer than 13 characters was cut inside one, and a folder whose name is
 * not UTF-8 shows as '?' and breaks copies to other file systems. */
static void safe_name(const char *in, char *out, size_t len)
{
    size_t j = 0, left = strlen(in);
    for (size_t i = 0; i < left;) {
        unsigned char c = (unsigned char)in[i];
        size_t n = c >= 0x80 ? utf8_seq_len(in + i, left - i) : 1;
        bool keep = n > 1 || (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
                    c == '-' || c == '_';
        if (!keep)
            n = 1; /* a malformed byte, too, is one '_' */
        if (j + n >= len || j + n > 40)
            break;
        if (keep)
            memcpy(out + j, in + i, n);
        else
            out[j] = '_';
        j += n;
        i += n;
    }
    out[j] = '\0';
}

int session_test_dir_path(const Session *s, char *buf, size_t len, char *err, size_t errlen)
{
    char name[64];
    safe_name(s->test.player, name, sizeof name);
    if (snprintf(buf, len, "%s/tests/%lld-%s", store_dir(s->store), (long long)s->test.id, name) >= (int)len) {
        snprintf(err, errlen, "the test directory path is too long");
        return -1;
    }
    return 0;
}

int session_test_dir(const Session *s, char *buf, size_t len, char *err, size_t errlen)
{
    if (session_test_dir_path(s, buf, len, err, errlen) != 0)
        return -1;
    char parent[600];
    snprintf(parent, sizeof parent, "%s/tests", store_dir(s->store));
    if ((mkdir(parent, 0700) != 0 && errno != EEXIST) || (mkdir(buf, 0700) != 0 && errno != EEXIST)) {
        snprintf(err, errlen, app_text(s->cfg.lang, MSG_FILE_CANNOT_CREATE), buf, strerror(errno));
        return -1;
    }
    return 0;
}

void session_game_stem(const StoreGame *g, char *buf, size_t len)
{
    if (g->index == 0)
        snprintf(buf, len, "practice");
    else
        snprintf(buf, len, "game%d", g->index);
}

/* The record's ending from the stored result and reason. */
static void set_ending(GameRecord *rec, const StoreGame *g, Color to_move)
{
    if (!g->finished)
        return;
    if (!strcmp(g->result, "none")) {
        record_set_end(rec, END_INTERRUPT, to_move); /* abandoned (abandon.h): 中断, no result */
        return;
    }
    Color loser = !strcmp(g->result, "black") ? WHITE : BLACK;
    const char *r = g->end_reason;
    if (!strcmp(r, "mate"))
        record_set_end(rec, END_MATE, loser);
    else if (!strcmp(r, "resign"))
        record_set_end(rec, END_RESIGN, loser);
    else if (!strcmp(r, "time"))
        record_set_end(rec, END_TIME_UP, loser);
    else if (!strcmp(r, "sennichite"))
        record_set_end(rec, END_SENNICHITE, to_move);
    else if (!strcmp(r, "declaration"))
        record_set_end(rec, END_DECLARE_WIN, color_flip(loser));
    else if (!strcmp(g->result, "draw"))
        record_set_end(rec, END_JISHOGI, to_move); /* the move limit: scored as an impasse draw */
    else
        record_set_end(rec, END_ILLEGAL_LOSS, loser); /* perpetual check, illegal move or declaration */
}

GameRecord *session_game_record(const Session *s, const StoreGame *g, char *err, size_t errlen)
{
    StoreMove *mv;
    int n = store_moves(s->store, g->id, &mv);
    if (n < 0) {
        failure_store_text(s->cfg.lang, store_error(s->store), err, errlen);
        return NULL;
    }
    GameRecord *rec = record_new(g->start_sfen);
    Position *pos = malloc(sizeof *pos);
    if (!rec || !pos || record_position_at(rec, 0, pos) != 0) {
        snprintf(err, errlen, "cannot set up the record of game %d", g->index);
        goto fail;
    }
    for (int i = 0; i < n; i++) {
        Move m = move_from_usi(pos, mv[i].usi);
        bool ai_move = pos_side(pos) != g->player_color;
        const char *comment = ai_move && mv[i].in_book ? GAME_BOOK_COMMENT : NULL;
        if (m == MOVE_NONE || !pos_is_legal(pos, m) ||
            record_append_move(rec, m, (int)mv[i].spent_ms, comment) != 0) {
            snprintf(err, errlen, "game %d, ply %d: stored move %s cannot go into the record", g->index, i + 1,
                     mv[i].usi);
            goto fail;
        }
        pos_do_move(pos, m);
    }
    Color me = g->player_color;
    char name[sizeof s->test.player];
    record_set_header(rec, me == BLACK ? REC_SENTE : REC_GOTE, text_sanitize(s->test.player, name, sizeof name));
    char ai[64], event[96];
    snprintf(ai, sizeof ai, "kiryoku %s", g->ai_kind);
    record_set_header(rec, me == BLACK ? REC_GOTE : REC_SENTE, ai);
    game_mark_ai(rec, ai); /* so `kiryoku analyze` knows which side was the AI */
    if (g->index == 0)
        snprintf(event, sizeof event, "kiryoku placement test %lld, practice game", (long long)s->test.id);
    else
        snprintf(event, sizeof event, "kiryoku placement test %lld, game %d", (long long)s->test.id, g->index);
    record_set_header(rec, REC_EVENT, event);
    char date[32];
    snprintf(date, sizeof date, "%s", s->test.started);
    for (char *c = date; *c && *c != ' '; c++)
        if (*c == '-')
            *c = '/'; /* KIF writes dates as 2026/11/25 */
    record_set_header(rec, REC_START_DATE, date);
    rec->time = (TimeControl){ (int)(g->main_ms / 1000), (int)(g->byoyomi_ms / 1000), (int)(g->increment_ms / 1000) };
    set_ending(rec, g, pos_side(pos));
    free(pos);
    free(mv);
    return rec;
fail:
    record_free(rec);
    free(pos);
    free(mv);
    return NULL;
}

int session_export_game(const Session *s, const StoreGame *g, char *err, size_t errlen)
{
    char dir[700], stem[32], path[800];
    if (session_test_dir(s, dir, sizeof dir, err, errlen) != 0)
        return -1;
    GameRecord *rec = session_game_record(s, g, err, errlen);
    if (!rec)
        return -1;
    session_game_stem(g, stem, sizeof stem);
    static const char *const ext[] = { "kifu", "csa" };
    int rc = 0;
    for (int i = 0; i < 2 && rc == 0; i++) {
        snprintf(path, sizeof path, "%s/%s.%s", dir, stem, ext[i]);
        RecordError re;
        if (record_write_file(rec, path, REC_FMT_AUTO, &re) != 0) {
            char msg[400];
            snprintf(err, errlen, app_text(s->cfg.lang, MSG_FILE_CANNOT_WRITE), path,
                     record_error_text(&re, msg, sizeof msg));
            rc = -1;
        }
    }
    record_free(rec);
    return rc;
}
