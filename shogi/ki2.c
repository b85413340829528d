/* KI2: the KIF headers, then moves as readers write them by hand ("▲７六歩
 * △３四歩 ▲２二角成 △同　銀"), several to a line, no origins or times; the
 * disambiguators (右 左 直 上 引 寄) carry what the origin would. The result
 * is only in the closing "まで…" line; variations follow as "変化：N手"
 * blocks, each with its own "まで…" line when it has an ending. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/strbuf.h"
#include "base/utf8.h"
#include "shogi/kif_text.h"
#include "shogi/notation_internal.h"

/* A move that does not parse: refused where it stands, unless it is a foul
 * that ends its line and may end the game (KifFoul). */
static int bad_move(KifText *t, const char *s, const char *end, int ply)
{
    const char *stop;
    kif_text_fail_at(t, s, ply, "ply %d: '%.*s': %s", ply, text_excerpt(s, end, 20, " \t"), s, t->why);
    if (kif_text_foul(t, s, end, ply, &stop) < 0)
        return -1;
    return text_skip_blanks(stop, end) == end ? 0 : kif_text_foul_refuse(t);
}

static int move_line(KifText *t, const char *s, const char *end)
{
    if (kif_text_start(t) < 0)
        return -1;
    t->in_moves = true;
    while ((s = text_skip_blanks(s, end)) < end) {
        int ply = kif_text_next_ply(t);
        Color c;
        const char *at = s;
        if (kif_text_end(t, NULL) != END_NONE)
            return kif_text_fail_at(t, at, ply, "a move after the game ended");
        if (!kif_text_take_mark(&s, end, &c))
            return kif_text_fail_at(t, at, ply, "ply %d: expected ▲ or △ before the move", ply);
        if (c != pos_side(&t->pos))
            return kif_text_fail_at(t, at, ply, "ply %d: expected %s (%s to move)", ply, c == BLACK ? "△" : "▲",
                                    c == BLACK ? "gote" : "sente");
        const char *stop;
        Move m = note_parse_jp(&t->pos, s, end, false, &stop, t->why, sizeof t->why);
        if (m == MOVE_NONE)
            return bad_move(t, s, end, ply);
        if (kif_text_append(t, m, -1) < 0)
            return kif_text_fail_at(t, at, ply, "ply %d: too many moves", ply);
        s = stop;
    }
    return 0;
}

/* The closing line carries the only record of the result in KI2. */
static int summary_line(KifText *t, const char *s, const char *end)
{
    if (kif_text_start(t) < 0 || kif_text_foul_summary(t, s, end) < 0)
        return -1;
    if (t->foul.ply)
        return 0; /* the illegal move decides: "まで27手で後手の勝ち" counts it */
    EndKind e;
    Color side;
    if (!kif_summary(s, end, pos_side(&t->pos), &e, &side, NULL))
        return kif_text_fail(t, 0, "expected a result such as まで80手で後手の勝ち");
    kif_text_set_end(t, e, side);
    return 0;
}

/* A KI2 line that is not blank, a comment or a variation mark. */
static int ki2_line(KifText *t, const char *line, const char *s, const char *end)
{
    (void)line;
    Color c;
    if (text_starts(s, end, "まで"))
        return summary_line(t, s, end);
    if (kif_text_foul_pending(t))
        return kif_text_foul_refuse(t); /* moves or anything else after the foul */
    const char *q = s;
    if (kif_text_take_mark(&q, end, &c))
        return move_line(t, s, end);
    if (t->in_moves)
        return kif_text_fail(t, kif_text_next_ply(t),
                             "expected moves such as ▲７六歩 △３四歩, a comment (*) or the result (まで…)");
    return kif_text_preamble(t, s, end, "a header (key：value), a board diagram or moves");
}

int ki2_read(const char *text, const char *end, const ReadContext *ctx, GameRecord **out, RecordError *err)
{
    KifText *t = calloc(1, sizeof *t);
    int rc = kif_text_read(t, text, end, ctx, out, err, ki2_line);
    free(t);
    return rc;
}

enum { MOVES_PER_LINE = 6, MOVE_COLUMNS = 14 };

/* Pads the line being written to the next move's column. */
static void pad_to_column(StrBuf *out, int on_line)
{
    const char *t = out->data + out->len, *lstart = t;
    while (lstart > out->data && lstart[-1] != '\n')
        lstart--;
    int w = utf8_width_n(lstart, (size_t)(t - lstart));
    sb_printf(out, "%*s", MOVE_COLUMNS * on_line - w > 0 ? MOVE_COLUMNS * on_line - w : 1, "");
}

/* One line's moves, six to a text line, then its "まで…" line: in KI2 the
 * ending lives only there, so every variation has its own. */
static int write_line(const GameRecord *rec, int line, Position *pos, long total[COLOR_NB], StrBuf *out,
                      RecordError *err)
{
    (void)total; /* KI2 has no times */
    const RecordMove *moves = record_line_moves(rec, line);
    int first = record_line_first_ply(rec, line), count = record_line_length(rec, line), on_line = 0;
    for (int i = 0; i < count; i++) {
        const RecordMove *rm = &moves[i];
        const char *bad = pos_illegal_reason(pos, rm->move);
        if (bad)
            return rec_error(err, "(output)", 0, first + i, "ply %d: %s", first + i, bad);
        char text[NOTATION_MAX];
        notation_japanese(pos, rm->move, NOTE_MARK, text, sizeof text);
        if (on_line)
            pad_to_column(out, on_line);
        sb_add(out, text);
        on_line++;
        if (rm->comment || on_line == MOVES_PER_LINE || i + 1 == count) {
            sb_add(out, "\n");
            on_line = 0;
        }
        kif_text_write_comment(rm->comment, out);
        pos_do_move(pos, rm->move);
    }
    Color side;
    EndKind e = record_line_end(rec, line, &side);
    kif_write_summary_of(e, side, first + count - 1, record_is_handicap(rec), out);
    kif_text_write_comment(line == REC_MAIN_LINE ? rec->end_comment : rec->variations[line].end_comment, out);
    return 0;
}

int ki2_write(const GameRecord *rec, bool sjis, StrBuf *out, RecordError *err)
{
    Position *pos = kif_text_write_start(rec, "KI2", sjis, out, err);
    if (!pos)
        return -1;
    kif_text_write_comment(rec->comment, out);
    int rc = kif_text_write_lines(rec, pos, out, err, write_line);
    free(pos);
    return rc;
}
