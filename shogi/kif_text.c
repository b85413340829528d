/* The reading frame KIF and KI2 share (see kif_text.h). */
#include "shogi/kif_text.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "shogi/notation_internal.h"

int kif_text_fail(KifText *t, int ply, const char *fmt, ...)
{
    char msg[300];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    return rec_error(t->err, t->ctx->name, t->line, ply, "%s", msg);
}

int kif_text_start(KifText *t)
{
    if (t->started)
        return 0;
    t->started = true;
    if (t->bod.seen &&
        bod_finish(&t->bod, record_is_handicap(t->rec) ? WHITE : BLACK, t->rec->start_sfen,
                   sizeof t->rec->start_sfen, t->why, sizeof t->why) < 0)
        return kif_text_fail(t, 0, "%s", t->why);
    if (pos_set_sfen(&t->pos, t->rec->start_sfen, t->why, sizeof t->why) < 0)
        return kif_text_fail(t, 0, "bad start position: %s", t->why);
    pos_to_sfen(&t->pos, t->rec->start_sfen, sizeof t->rec->start_sfen);
    return 0;
}

int kif_text_preamble(KifText *t, const char *s, const char *end, const char *expected)
{
    int b = bod_line(&t->bod, s, end, t->why, sizeof t->why);
    if (b)
        return b < 0 ? kif_text_fail(t, 0, "%s", t->why) : 0;
    bool header;
    if (kif_header_line(t->rec, s, end, &header, t->why, sizeof t->why) < 0)
        return kif_text_fail(t, 0, "%s", t->why);
    return header ? 0 : kif_text_fail(t, 0, "expected %s", expected);
}

/* One line; 1 to stop reading (a variation starts), 0 to go on, -1 on error. */
static int one_line(KifText *t, const char *line, const char *end, KifLineFn fn)
{
    const char *s = text_skip_blanks(line, end);
    if (s == end || *line == '#' || *s == '&')
        return 0;
    if (*s == '*') {
        record_add_comment(t->rec, s + 1, (size_t)(end - s - 1));
        return 0;
    }
    if (text_starts(s, end, "変化："))
        return 1;
    return fn(t, line, s, end);
}

int kif_text_read(KifText *t, const char *text, const char *end, const ReadContext *ctx, GameRecord **out,
                  RecordError *err, KifLineFn fn)
{
    GameRecord *rec = t ? record_new(NULL) : NULL;
    *out = NULL;
    if (!rec)
        return rec_error(err, ctx->name, 0, 0, "out of memory");
    t->ctx = ctx;
    t->err = err;
    t->rec = rec;
    const char *p = text, *line;
    size_t n;
    int rc = 0;
    while (rc == 0 && (line = text_next_line(&p, end, &n))) {
        t->line++;
        rc = one_line(t, line, line + n, fn);
    }
    if (rc >= 0)
        rc = kif_text_start(t);
    if (rc < 0 && !ctx->keep_partial) {
        record_free(rec);
        return -1;
    }
    *out = rec;
    return rc < 0 ? -1 : 0;
}

Position *kif_text_write_start(const GameRecord *rec, const char *tag, bool sjis, StrBuf *out, RecordError *err)
{
    Position *pos = malloc(sizeof *pos);
    char why[160];
    if (!pos || pos_set_sfen(pos, rec->start_sfen, why, sizeof why) < 0) {
        free(pos);
        rec_error(err, "(output)", 0, 0, "bad start position: %s", pos ? why : "out of memory");
        return NULL;
    }
    kif_write_headers(rec, tag, sjis, out);
    if (!handicap_name(rec->start_sfen))
        bod_write(pos, out);
    return pos;
}

void kif_text_write_comment(const char *c, StrBuf *out)
{
    while (c && *c) {
        size_t n = strcspn(c, "\n");
        sb_add(out, "*");
        sb_addn(out, c, n);
        sb_add(out, "\n");
        c += n + (c[n] == '\n');
    }
}
