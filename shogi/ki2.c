/* KI2: the KIF headers, then moves as readers write them by hand ("▲７六歩
 * △３四歩 ▲２二角成 △同　銀"), several to a line, no origins or times; the
 * disambiguators (右 左 直 上 引 寄) carry what the origin would. The result
 * is only in the closing "まで…" line. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "shogi/kif_board.h"
#include "shogi/notation_internal.h"

typedef struct {
    const ReadContext *ctx;
    RecordError *err;
    GameRecord *rec;
    Position pos;
    BodReader bod;
    bool in_moves, started;
    int line;
    char why[200];
} Ki2Reader;

static int start_position(Ki2Reader *r)
{
    if (r->started)
        return 0;
    r->started = true;
    if (r->bod.seen &&
        bod_finish(&r->bod, record_is_handicap(r->rec) ? WHITE : BLACK, r->rec->start_sfen,
                   sizeof r->rec->start_sfen, r->why, sizeof r->why) < 0)
        return rec_error(r->err, r->ctx->name, r->line, 0, "%s", r->why);
    if (pos_set_sfen(&r->pos, r->rec->start_sfen, r->why, sizeof r->why) < 0)
        return rec_error(r->err, r->ctx->name, r->line, 0, "bad start position: %s", r->why);
    pos_to_sfen(&r->pos, r->rec->start_sfen, sizeof r->rec->start_sfen);
    return 0;
}

static bool take_mark(const char **s, const char *end, Color *c)
{
    static const struct { const char *mark; Color c; } marks[] = {
        { "▲", BLACK }, { "☗", BLACK }, { "△", WHITE }, { "☖", WHITE },
    };
    for (int i = 0; i < 4; i++)
        if (text_starts(*s, end, marks[i].mark)) {
            *s += strlen(marks[i].mark);
            *c = marks[i].c;
            return true;
        }
    return false;
}

static int move_line(Ki2Reader *r, const char *s, const char *end)
{
    if (start_position(r) < 0)
        return -1;
    r->in_moves = true;
    GameRecord *rec = r->rec;
    while ((s = text_skip_blanks(s, end)) < end) {
        int ply = rec->move_count + 1;
        Color c;
        if (rec->end != END_NONE)
            return rec_error(r->err, r->ctx->name, r->line, ply, "a move after the game ended");
        if (!take_mark(&s, end, &c))
            return rec_error(r->err, r->ctx->name, r->line, ply, "ply %d: expected ▲ or △ before the move", ply);
        if (c != pos_side(&r->pos))
            return rec_error(r->err, r->ctx->name, r->line, ply, "ply %d: expected %s (%s to move)", ply,
                             c == BLACK ? "△" : "▲", c == BLACK ? "gote" : "sente");
        const char *stop;
        Move m = note_parse_jp(&r->pos, s, end, false, &stop, r->why, sizeof r->why);
        if (m == MOVE_NONE) {
            int n = 0;
            while (s + n < end && s[n] != ' ' && n < 40)
                n++;
            return rec_error(r->err, r->ctx->name, r->line, ply, "ply %d: '%.*s': %s", ply, n, s, r->why);
        }
        if (record_append_move(rec, m, -1, NULL) < 0)
            return rec_error(r->err, r->ctx->name, r->line, ply, "ply %d: too many moves", ply);
        pos_do_move(&r->pos, m);
        s = stop;
    }
    return 0;
}

/* The closing line carries the only record of the result in KI2. */
static int summary_line(Ki2Reader *r, const char *s, const char *end)
{
    if (start_position(r) < 0)
        return -1;
    EndKind e;
    Color side;
    if (!kif_summary(s, end, pos_side(&r->pos), &e, &side, NULL))
        return rec_error(r->err, r->ctx->name, r->line, 0, "expected a result such as まで80手で後手の勝ち");
    record_set_end(r->rec, e, side);
    return 0;
}

static int ki2_line(Ki2Reader *r, const char *line, const char *end)
{
    const char *s = text_skip_blanks(line, end);
    Color c;
    if (s == end || *line == '#' || *s == '&')
        return 0;
    if (*s == '*') {
        record_add_comment(r->rec, s + 1, (size_t)(end - s - 1));
        return 0;
    }
    if (text_starts(s, end, "変化："))
        return 1;
    if (text_starts(s, end, "まで"))
        return summary_line(r, s, end);
    const char *q = s;
    if (take_mark(&q, end, &c))
        return move_line(r, s, end);
    if (r->in_moves)
        return rec_error(r->err, r->ctx->name, r->line, r->rec->move_count + 1,
                         "expected moves such as ▲７六歩 △３四歩, a comment (*) or the result (まで…)");
    int b = bod_line(&r->bod, s, end, r->why, sizeof r->why);
    if (b)
        return b < 0 ? rec_error(r->err, r->ctx->name, r->line, 0, "%s", r->why) : 0;
    bool header;
    if (kif_header_line(r->rec, s, end, &header, r->why, sizeof r->why) < 0)
        return rec_error(r->err, r->ctx->name, r->line, 0, "%s", r->why);
    return header ? 0 : rec_error(r->err, r->ctx->name, r->line, 0, "expected a header (key：value), a board diagram or moves");
}

int ki2_read(const char *text, const char *end, const ReadContext *ctx, GameRecord **out, RecordError *err)
{
    Ki2Reader *r = calloc(1, sizeof *r);
    GameRecord *rec = r ? record_new(NULL) : NULL;
    *out = NULL;
    if (!rec) {
        free(r);
        return rec_error(err, ctx->name, 0, 0, "out of memory");
    }
    *r = (Ki2Reader){ .ctx = ctx, .err = err, .rec = rec };
    const char *p = text, *line;
    size_t n;
    int rc = 0;
    while (rc == 0 && (line = text_next_line(&p, end, &n))) {
        r->line++;
        rc = ki2_line(r, line, line + n);
    }
    if (rc >= 0)
        rc = start_position(r);
    free(r);
    if (rc < 0 && !ctx->keep_partial) {
        record_free(rec);
        return -1;
    }
    *out = rec;
    return rc < 0 ? -1 : 0;
}

static void write_comment(const char *c, StrBuf *out)
{
    while (c && *c) {
        size_t n = strcspn(c, "\n");
        sb_add(out, "*");
        sb_addn(out, c, n);
        sb_add(out, "\n");
        c += n + (c[n] == '\n');
    }
}

enum { MOVES_PER_LINE = 6, MOVE_COLUMNS = 14 };

int ki2_write(const GameRecord *rec, bool sjis, StrBuf *out, RecordError *err)
{
    Position *pos = malloc(sizeof *pos);
    char why[160];
    if (!pos || pos_set_sfen(pos, rec->start_sfen, why, sizeof why) < 0) {
        free(pos);
        return rec_error(err, "(output)", 0, 0, "bad start position: %s", pos ? why : "out of memory");
    }
    kif_write_headers(rec, "KI2", sjis, out);
    if (!handicap_name(rec->start_sfen))
        bod_write(pos, out);
    write_comment(rec->comment, out);
    int on_line = 0;
    for (int i = 0; i < rec->move_count; i++) {
        const RecordMove *rm = &rec->moves[i];
        const char *bad = pos_illegal_reason(pos, rm->move);
        if (bad) {
            free(pos);
            return rec_error(err, "(output)", 0, i + 1, "ply %d: %s", i + 1, bad);
        }
        char text[NOTATION_MAX];
        notation_japanese(pos, rm->move, NOTE_MARK, text, sizeof text);
        if (on_line) { /* pad the previous move to a column */
            int w = 0;
            const char *t = out->data + out->len, *lstart = t;
            while (lstart > out->data && lstart[-1] != '\n')
                lstart--;
            for (const char *q = lstart; q < t;)
                w += utf8_next(&q, t) < 0x80 ? 1 : 2;
            sb_printf(out, "%*s", MOVE_COLUMNS * on_line - w > 0 ? MOVE_COLUMNS * on_line - w : 1, "");
        }
        sb_add(out, text);
        on_line++;
        if (rm->comment || on_line == MOVES_PER_LINE || i + 1 == rec->move_count) {
            sb_add(out, "\n");
            on_line = 0;
        }
        write_comment(rm->comment, out);
        pos_do_move(pos, rm->move);
    }
    kif_write_summary(rec, out);
    write_comment(rec->end_comment, out);
    free(pos);
    return 0;
}
