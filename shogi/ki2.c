/* KI2: the KIF headers, then moves as readers write them by hand ("▲７六歩
 * △３四歩 ▲２二角成 △同　銀"), several to a line, no origins or times; the
 * disambiguators (右 左 直 上 引 寄) carry what the origin would. The result
 * is only in the closing "まで…" line. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "shogi/kif_text.h"
#include "shogi/notation_internal.h"

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

static int move_line(KifText *t, const char *s, const char *end)
{
    if (kif_text_start(t) < 0)
        return -1;
    t->in_moves = true;
    GameRecord *rec = t->rec;
    while ((s = text_skip_blanks(s, end)) < end) {
        int ply = rec->move_count + 1;
        Color c;
        if (rec->end != END_NONE)
            return kif_text_fail(t, ply, "a move after the game ended");
        if (!take_mark(&s, end, &c))
            return kif_text_fail(t, ply, "ply %d: expected ▲ or △ before the move", ply);
        if (c != pos_side(&t->pos))
            return kif_text_fail(t, ply, "ply %d: expected %s (%s to move)", ply, c == BLACK ? "△" : "▲",
                                 c == BLACK ? "gote" : "sente");
        const char *stop;
        Move m = note_parse_jp(&t->pos, s, end, false, &stop, t->why, sizeof t->why);
        if (m == MOVE_NONE) {
            int n = 0;
            while (s + n < end && s[n] != ' ' && n < 40)
                n++;
            return kif_text_fail(t, ply, "ply %d: '%.*s': %s", ply, n, s, t->why);
        }
        if (record_append_move(rec, m, -1, NULL) < 0)
            return kif_text_fail(t, ply, "ply %d: too many moves", ply);
        pos_do_move(&t->pos, m);
        s = stop;
    }
    return 0;
}

/* The closing line carries the only record of the result in KI2. */
static int summary_line(KifText *t, const char *s, const char *end)
{
    if (kif_text_start(t) < 0)
        return -1;
    EndKind e;
    Color side;
    if (!kif_summary(s, end, pos_side(&t->pos), &e, &side, NULL))
        return kif_text_fail(t, 0, "expected a result such as まで80手で後手の勝ち");
    record_set_end(t->rec, e, side);
    return 0;
}

/* A KI2 line that is not blank, a comment or a variation mark. */
static int ki2_line(KifText *t, const char *line, const char *s, const char *end)
{
    (void)line;
    Color c;
    if (text_starts(s, end, "まで"))
        return summary_line(t, s, end);
    const char *q = s;
    if (take_mark(&q, end, &c))
        return move_line(t, s, end);
    if (t->in_moves)
        return kif_text_fail(t, t->rec->move_count + 1,
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

int ki2_write(const GameRecord *rec, bool sjis, StrBuf *out, RecordError *err)
{
    Position *pos = kif_text_write_start(rec, "KI2", sjis, out, err);
    if (!pos)
        return -1;
    kif_text_write_comment(rec->comment, out);
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
        kif_text_write_comment(rm->comment, out);
        pos_do_move(pos, rm->move);
    }
    kif_write_summary(rec, out);
    kif_text_write_comment(rec->end_comment, out);
    free(pos);
    return 0;
}
