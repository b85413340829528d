/* The reading and writing frame KIF and KI2 share (see kif_text.h). */
#include "shogi/kif_text.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/strbuf.h"
#include "base/utf8.h"
#include "shogi/notation_internal.h"

static int vfail(KifText *t, const char *at, int ply, const char *fmt, va_list ap)
{
    char msg[300];
    vsnprintf(msg, sizeof msg, fmt, ap);
    int column = at && t->line_start ? text_column(t->line_start, at) : 0;
    return rec_error_at(t->err, t->ctx->name, t->line, column, ply, "%s", msg);
}

int kif_text_fail(KifText *t, int ply, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfail(t, t->at, ply, fmt, ap);
    va_end(ap);
    return -1;
}

int kif_text_fail_at(KifText *t, const char *at, int ply, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfail(t, at, ply, fmt, ap);
    va_end(ap);
    return -1;
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

int kif_text_next_ply(const KifText *t)
{
    return record_line_first_ply(t->rec, t->branch) + record_line_length(t->rec, t->branch);
}

EndKind kif_text_end(const KifText *t, Color *side) { return record_line_end(t->rec, t->branch, side); }

int kif_text_append(KifText *t, Move m, int time_ms)
{
    if (record_line_append(t->rec, t->branch, m, time_ms, NULL) < 0)
        return -1;
    pos_do_move(&t->pos, m);
    return 0;
}

void kif_text_set_end(KifText *t, EndKind e, Color side) { record_line_set_end(t->rec, t->branch, e, side); }

bool kif_text_take_mark(const char **s, const char *end, Color *c)
{
    static const struct { const char *mark; Color c; } marks[] = {
        { "▲", BLACK }, { "☗", BLACK }, { "▼", BLACK }, { "△", WHITE }, { "☖", WHITE }, { "▽", WHITE },
    };
    for (size_t i = 0; i < sizeof marks / sizeof marks[0]; i++)
        if (text_starts(*s, end, marks[i].mark)) {
            *s += strlen(marks[i].mark);
            *c = marks[i].c;
            return true;
        }
    return false;
}

/* ---- Fouls (see KifFoul) -------------------------------------------------- */

static char **line_end_comment(KifText *t)
{
    return t->branch == REC_MAIN_LINE ? &t->rec->end_comment : &t->rec->variations[t->branch].end_comment;
}

int kif_text_foul(KifText *t, const char *s, const char *end, int ply, const char **stop)
{
    Move m = note_parse_jp_foul(&t->pos, s, end, stop);
    if (m == MOVE_NONE)
        return -1;
    Color mover = pos_side(&t->pos);
    t->foul = (KifFoul){ .ply = ply, .refusal = *t->err };
    kif_text_set_end(t, END_ILLEGAL_LOSS, mover);
    /* the move itself cannot be kept, so its text rides on the ending */
    char note[200];
    snprintf(note, sizeof note, "illegal move %d %s%.*s: %s", ply, mover == BLACK ? "▲" : "△", (int)(*stop - s), s,
             pos_illegal_reason(&t->pos, m));
    record_line_add_comment(t->rec, t->branch, note, strlen(note));
    return 0;
}

bool kif_text_foul_pending(const KifText *t) { return t->foul.ply && !t->foul.named; }

void kif_text_foul_named(KifText *t) { t->foul.named = true; }

int kif_text_foul_refuse(KifText *t)
{
    char **comment = line_end_comment(t);
    *t->err = t->foul.refusal;
    kif_text_set_end(t, END_NONE, BLACK);
    free(*comment); /* only the foul's note and what followed it */
    *comment = NULL;
    t->foul = (KifFoul){ 0 };
    return -1;
}

bool kif_names_foul(const char *s, const char *end)
{
    static const char *const words[] = { "反則", "王手放置", "連続王手", "二歩", "打ち歩詰", "打歩詰" };
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
        if (memmem(s, (size_t)(end - s), words[i], strlen(words[i])))
            return true;
    return false;
}

int kif_text_foul_summary(KifText *t, const char *s, const char *end)
{
    if (!kif_text_foul_pending(t))
        return 0;
    if (!kif_names_foul(s, end))
        return kif_text_foul_refuse(t);
    kif_text_foul_named(t);
    return 0;
}

/* A number in ASCII or full-width digits at *s; -1 if none. */
static long take_number(const char **s, const char *end)
{
    long v = -1;
    for (;;) {
        const char *q = *s;
        long cp = utf8_next(&q, end);
        long d = cp >= '0' && cp <= '9' ? cp - '0' : cp >= 0xFF10 && cp <= 0xFF19 ? cp - 0xFF10 : -1;
        if (d < 0 || v > 1000000)
            return v;
        v = (v < 0 ? 0 : v * 10) + d;
        *s = q;
    }
}

/* "変化：12手": the lines after it are a variation whose first move replaces
 * move 12 of the line read last (or of the line that one branched from). */
static int variation_line(KifText *t, const char *s, const char *end)
{
    if (!t->in_moves)
        return 0; /* some tools leave such a line among the headers: no move to branch from yet */
    if (kif_text_foul_pending(t))
        return kif_text_foul_refuse(t);
    t->foul = (KifFoul){ 0 }; /* a new line, with fouls of its own */
    s += strlen("変化");
    s += text_starts(s, end, "：") ? strlen("：") : 1;
    const char *num = s = text_skip_blanks(s, end);
    long n = take_number(&s, end);
    if (n < 0)
        return kif_text_fail_at(t, num, 0, "expected the move number of the variation, as in 変化：12手");
    long ply = n - t->ply_offset;
    int v = ply >= 1 && ply <= RECORD_MAX_PLIES ? record_add_variation(t->rec, (int)ply) : -1;
    if (v < 0)
        return kif_text_fail_at(t, num, 0,
                                "変化：%ld手: no move %ld on the line read last or on a line it branched from; "
                                "expected a move number from that line",
                                n, n);
    t->branch = v;
    if (record_line_position(t->rec, v, (int)ply - 1, &t->pos) < 0)
        return kif_text_fail_at(t, num, 0, "変化：%ld手: the moves before it do not replay", n);
    return 0;
}

/* One line; 0 to go on, -1 on error. */
static int one_line(KifText *t, const char *line, const char *end, KifLineFn fn)
{
    const char *s = text_skip_blanks(line, end);
    t->line_start = line;
    t->at = s;
    if (s == end || *line == '#' || *s == '&')
        return 0; /* blank, a program's remark, a bookmark (しおり) */
    if (*s == '*') {
        record_line_add_comment(t->rec, t->branch, s + 1, (size_t)(end - s - 1));
        if (kif_text_foul_pending(t) && kif_names_foul(s + 1, end))
            kif_text_foul_named(t); /* "*王手放置の反則" */
        return 0;
    }
    if (text_starts(s, end, "変化：") || text_starts(s, end, "変化:"))
        return variation_line(t, s, end);
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
    t->branch = REC_MAIN_LINE;
    const char *p = text, *line;
    size_t n;
    int rc = 0;
    while (rc == 0 && (line = text_next_line(&p, end, &n))) {
        t->line++;
        rc = one_line(t, line, line + n, fn);
    }
    t->line_start = t->at = NULL;
    if (rc >= 0 && kif_text_foul_pending(t))
        rc = kif_text_foul_refuse(t); /* the file ends before naming the foul */
    if (rc >= 0)
        rc = kif_text_start(t);
    if (rc < 0 && !ctx->keep_partial) {
        record_free(rec);
        return -1;
    }
    *out = rec;
    return rc < 0 ? -1 : 0;
}

/* ---- Writing ------------------------------------------------------------- */

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

/* Where variation v starts: its position and each side's time before it. */
static int variation_start(const GameRecord *rec, int v, Position *pos, long total[COLOR_NB])
{
    int before = rec->variations[v].ply - 1;
    LinePath path;
    if (record_line_position(rec, v, before, pos) < 0 || record_path_begin(&path, rec, v) < 0)
        return -1;
    Color side = pos_side(pos);
    for (int k = before; k > 0; k--) /* the sides alternate back from the mover */
        side = color_flip(side);
    total[BLACK] = total[WHITE] = 0;
    for (int k = 0; k < before; k++, side = color_flip(side)) {
        const RecordMove *rm = record_path_next(&path);
        if (rm && rm->time_ms >= 0)
            total[side] += record_whole_seconds(rm->time_ms); /* as the writer counts them */
    }
    record_path_end(&path);
    return 0;
}

int kif_text_write_lines(const GameRecord *rec, Position *pos, StrBuf *out, RecordError *err, KifLineWriter fn)
{
    long total[COLOR_NB] = { 0, 0 };
    if (fn(rec, REC_MAIN_LINE, pos, total, out, err) < 0)
        return -1;
    for (int v = 0; v < rec->variation_count; v++) {
        const RecordVariation *var = &rec->variations[v];
        if (variation_start(rec, v, pos, total) < 0)
            return rec_error(err, "(output)", 0, var->ply, "variation %d (変化：%d手): the moves before it do not replay",
                             v + 1, var->ply);
        sb_printf(out, "\n変化：%d手\n", var->ply);
        kif_text_write_comment(var->comment, out);
        if (fn(rec, v, pos, total, out, err) < 0)
            return -1;
    }
    return 0;
}
