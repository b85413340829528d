/* KIF: numbered move lines with origins and times, "*" comments, headers
 * and an optional board diagram, then "変化：N手" blocks of variations.
 * Reading takes every dialect of the common programs (Kifu for Windows,
 * ShogiGUI, ShogiHome, Shogidokoro, 81Dojo, Shogi Wars exports); writing
 * emits Kifu for Windows' layout with times, comments and variations. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/strbuf.h"
#include "base/utf8.h"
#include "shogi/kif_text.h"
#include "shogi/notation_internal.h"

static const struct { const char *word; EndKind end; } endings[] = {
    { "投了", END_RESIGN }, { "中断", END_INTERRUPT }, { "千日手", END_SENNICHITE },
    { "持将棋", END_JISHOGI }, { "切れ負け", END_TIME_UP }, { "時間切れ", END_TIME_UP },
    { "反則勝ち", END_ILLEGAL_WIN }, { "反則負け", END_ILLEGAL_LOSS }, { "詰み", END_MATE },
    { "入玉勝ち", END_DECLARE_WIN }, { "宣言勝ち", END_DECLARE_WIN },
    { "詰", END_MATE }, /* older problem collections: "詰" for 詰み */
    { "封じ手", END_INTERRUPT }, /* an adjourned game: the sealed move is not in the record */
};

EndKind kif_ending_word(const char *s, const char *end, const char **stop)
{
    for (size_t i = 0; i < sizeof endings / sizeof endings[0]; i++)
        if (text_starts(s, end, endings[i].word)) {
            *stop = s + strlen(endings[i].word);
            return endings[i].end;
        }
    return END_NONE;
}

const char *kif_ending_text(EndKind e)
{
    for (size_t i = 0; i < sizeof endings / sizeof endings[0]; i++)
        if (endings[i].end == e)
            return endings[i].word;
    return "";
}

/* KIF's reader is the shared frame itself (kif_text.h); the number the
 * move list starts at lives there too (ply_offset), as "変化：N手" needs it. */

/* Digits at *s (at most 6): the value, or -1 if there are none. */
static long take_digits(const char **s, const char *end)
{
    const char *d = *s;
    long v = 0;
    while (*s < end && **s >= '0' && **s <= '9' && *s - d < 6)
        v = v * 10 + *(*s)++ - '0';
    return *s == d ? -1 : v;
}

/* "12:34" or "1:02:03": 2 or 3 numbers separated by ':', as seconds. */
static long take_clock(const char **s, const char *end)
{
    long total = 0;
    for (int part = 0; part < 3; part++) {
        if (part && (*s >= end || **s != ':'))
            return part >= 2 ? total : -1;
        if (part)
            ++*s;
        long v = take_digits(s, end);
        if (v < 0)
            return -1;
        total = total * 60 + v;
    }
    return total;
}

/* The move's time in parentheses, as every program writes it:
 * "( 0:12/00:01:34)" (Kifu for Windows, ShogiGUI, ShogiHome),
 * "(00:12 / 00:01:34)" (Shogidokoro), "(0:3/0:0:26)" (81Dojo),
 * "(00:12/00:01:34)" (Shogi Wars exports), an hour in the move's own time
 * ("(1:02:03/...)"), an empty cumulative part ("(00:05/)", lishogi's writer
 * when it has no total) or none. The cumulative time is implied
 * by the move times and is read only to check its shape. Returns the
 * move's time in ms, or -1 with *sp at the first character that does not
 * fit. */
static int parse_time(const char **sp, const char *end)
{
    const char *s = text_skip_blanks(*sp + 1, end);
    long secs = take_clock(&s, end);
    if (secs < 0) {
        *sp = s;
        return -1;
    }
    s = text_skip_blanks(s, end);
    if (s < end && *s == '/') {
        s = text_skip_blanks(s + 1, end);
        if ((s >= end || *s != ')') && take_clock(&s, end) < 0) {
            *sp = s;
            return -1;
        }
        s = text_skip_blanks(s, end);
    }
    if (s >= end || *s != ')') {
        *sp = s;
        return -1;
    }
    *sp = s + 1;
    return secs > 100000000 / 1000 ? 100000000 : (int)secs * 1000;
}

/* After the move or ending word: its time, the "+" that says a variation
 * branches here, and nothing else. Returns the time (-1: none) or -2. */
static int move_tail(KifText *t, int ply, const char *s, const char *end)
{
    int ms = -1;
    s = text_skip_blanks(s, end);
    if (s < end && *s == '(') {
        ms = parse_time(&s, end);
        if (ms < 0) {
            int n = text_excerpt(s, end, 16, ")");
            kif_text_fail_at(t, s, ply, "ply %d: expected the move's time as ( m:ss/hh:mm:ss), found %s%.*s%s", ply,
                             n ? "'" : "the end of the line", n, s, n ? "'" : "");
            return -2;
        }
    }
    s = text_skip_blanks(s, end);
    if (s < end && *s == '+')
        s++;
    if (text_skip_blanks(s, end) != end) {
        kif_text_fail_at(t, s, ply, "ply %d: unexpected text after the move: '%.*s'; expected its time or the end of the line",
                         ply, text_excerpt(s, end, 20, ""), s);
        return -2;
    }
    return ms;
}

/* A move that does not parse: refused where it stands, unless it is a foul
 * that may end the game (KifFoul); its time is checked, not kept. */
static int bad_move(KifText *t, const char *s, const char *end, int ply)
{
    const char *stop;
    kif_text_fail_at(t, s, ply, "ply %d: '%.*s': %s", ply, text_excerpt(s, end, 20, " \t"), s, t->why);
    if (kif_text_foul(t, s, end, ply, &stop) < 0)
        return -1;
    if (move_tail(t, ply, stop, end) >= -1)
        return 0;
    t->foul.refusal = *t->err; /* a bad time is the first thing wrong */
    return kif_text_foul_refuse(t);
}

/* After a foul the one numbered line left is its ending, one past the
 * illegal move: "28 反則勝ち" or "28 反則負け", either way the offender's
 * loss (the line is written as if the move had been made). */
static int foul_ending(KifText *t, const char *num, long number, const char *s, const char *end)
{
    const char *stop = s;
    Color mark;
    int ply = t->foul.ply + 1;
    kif_text_take_mark(&s, end, &mark);
    EndKind e = kif_ending_word(s, end, &stop);
    if (t->foul.ending_line || number != ply + t->ply_offset || (e != END_ILLEGAL_WIN && e != END_ILLEGAL_LOSS))
        return kif_text_foul_pending(t) ? kif_text_foul_refuse(t)
                                        : kif_text_fail_at(t, num, ply, "a move after the game ended");
    if (move_tail(t, ply, stop, end) < -1)
        return -1;
    t->foul.ending_line = true;
    kif_text_foul_named(t);
    return 0;
}

static int move_line(KifText *t, const char *line, const char *end)
{
    if (kif_text_start(t) < 0)
        return -1;
    t->in_moves = true;
    const char *s = text_skip_blanks(line, end), *num = s;
    long number = 0;
    while (s < end && *s >= '0' && *s <= '9' && number < 100000)
        number = number * 10 + *s++ - '0';
    s = text_skip_blanks(s, end);
    if (t->foul.ply)
        return foul_ending(t, num, number, s, end);
    int ply = kif_text_next_ply(t);
    if (t->branch == REC_MAIN_LINE && ply == 1 && t->rec->end == END_NONE)
        t->ply_offset = (int)number - 1; /* the list may start later than 1 */
    if (number != ply + t->ply_offset)
        return kif_text_fail_at(t, num, ply, "expected move number %d", ply + t->ply_offset);
    if (kif_text_end(t, NULL) != END_NONE)
        return kif_text_fail_at(t, s, ply, "a move after the game ended");
    const char *stop, *move = s;
    Color mark;
    if (kif_text_take_mark(&s, end, &mark) && mark != pos_side(&t->pos))
        return kif_text_fail_at(t, move, ply, "ply %d: %s is not the side to move", ply, mark == BLACK ? "▲" : "△");
    EndKind e = kif_ending_word(s, end, &stop);
    Move m = MOVE_NONE;
    if (e == END_NONE) {
        m = note_parse_jp(&t->pos, s, end, false, &stop, t->why, sizeof t->why);
        if (m == MOVE_NONE)
            return bad_move(t, s, end, ply);
    }
    int ms = move_tail(t, ply, stop, end);
    if (ms < -1)
        return -1;
    if (m == MOVE_NONE) {
        kif_text_set_end(t, e, pos_side(&t->pos));
        return 0;
    }
    if (kif_text_append(t, m, ms) < 0)
        return kif_text_fail_at(t, move, ply, "too many moves");
    return 0;
}

/* "まで80手で後手の勝ち" repeats the ending line, but it also says who
 * won when that was not the side to move (a resignation out of turn), and
 * it is the only ending some exporters write. */
static int summary_line(KifText *t, const char *s, const char *end)
{
    EndKind e, now;
    Color side;
    bool named;
    if (kif_text_start(t) < 0 || kif_text_foul_summary(t, s, end) < 0)
        return -1;
    if (t->foul.ply)
        return 0; /* the illegal move decides: "まで27手で後手の勝ち" counts it */
    if (!kif_summary(s, end, pos_side(&t->pos), &e, &side, &named))
        return 0; /* wording we do not know: the ending line stands */
    now = kif_text_end(t, NULL);
    if (now == END_NONE || (named && e == now))
        kif_text_set_end(t, e, side);
    return 0;
}

static bool numbered(const char *s, const char *end)
{
    while (s < end && *s == ' ')
        s++;
    const char *d = s;
    while (s < end && *s >= '0' && *s <= '9')
        s++;
    return s > d && (s == end || text_is_blank((unsigned char)*s) || text_starts(s, end, "　"));
}

/* A KIF line that is not blank, a comment or a variation mark. */
static int kif_line(KifText *t, const char *line, const char *s, const char *end)
{
    if (text_starts(s, end, "まで"))
        return summary_line(t, s, end);
    if (numbered(line, end))
        return move_line(t, line, end);
    if (kif_text_foul_pending(t))
        return kif_text_foul_refuse(t); /* anything else after the foul */
    if (t->in_moves)
        return kif_text_fail(t, kif_text_next_ply(t), "expected a numbered move line such as '   1 ７六歩(77)'");
    if (text_starts(s, end, "手数"))
        return kif_text_start(t);
    return kif_text_preamble(t, s, end, "a header (key：value), a board diagram or the move list");
}

int kif_read(const char *text, const char *end, const ReadContext *ctx, GameRecord **out, RecordError *err)
{
    KifText *t = calloc(1, sizeof *t);
    int rc = kif_text_read(t, text, end, ctx, out, err, kif_line);
    free(t);
    return rc;
}

/* ---- Writing ------------------------------------------------------------- */

/* One line's moves ("   1 ７六歩(77)   ( 0:03/00:00:03)", "+" where a
 * variation branches), its ending line and, for the main line, the closing
 * "まで…" line. */
static int write_line(const GameRecord *rec, int line, Position *pos, long total[COLOR_NB], StrBuf *out,
                      RecordError *err)
{
    const RecordMove *moves = record_line_moves(rec, line);
    int first = record_line_first_ply(rec, line), count = record_line_length(rec, line);
    for (int i = 0; i < count; i++) {
        const RecordMove *rm = &moves[i];
        const char *bad = pos_illegal_reason(pos, rm->move);
        if (bad)
            return rec_error(err, "(output)", 0, first + i, "ply %d: %s", first + i, bad);
        char text[NOTATION_MAX];
        notation_japanese(pos, rm->move, NOTE_KIF, text, sizeof text);
        sb_printf(out, "%4d %s", first + i, text);
        if (rm->time_ms >= 0) {
            /* KIF holds whole seconds: the nearest, so a 0.8 s move is 0:01, not 0:00. */
            long sec = record_whole_seconds(rm->time_ms), *sum = &total[pos_side(pos)];
            *sum += sec;
            sb_printf(out, "%*s( %ld:%02ld/%02ld:%02ld:%02ld)", 14 - utf8_width(text) + 1, "", sec / 60,
                      sec % 60, *sum / 3600, *sum / 60 % 60, *sum % 60);
        }
        sb_add(out, record_line_branches_at(rec, line, first + i) ? "+\n" : "\n");
        kif_text_write_comment(rm->comment, out);
        pos_do_move(pos, rm->move);
    }
    Color side;
    EndKind e = record_line_end(rec, line, &side); /* an ending line speaks for the side to move */
    if ((e == END_ILLEGAL_WIN || e == END_ILLEGAL_LOSS) && side != pos_side(pos))
        e = e == END_ILLEGAL_WIN ? END_ILLEGAL_LOSS : END_ILLEGAL_WIN;
    if (e != END_NONE)
        sb_printf(out, "%4d %s%s\n", first + count, kif_ending_text(e),
                  record_line_branches_at(rec, line, first + count) ? "+" : "");
    if (line == REC_MAIN_LINE) {
        kif_text_write_comment(rec->end_comment, out);
        kif_write_summary(rec, out);
    } else {
        kif_text_write_comment(rec->variations[line].end_comment, out);
    }
    return 0;
}

int kif_write(const GameRecord *rec, bool sjis, StrBuf *out, RecordError *err)
{
    Position *pos = kif_text_write_start(rec, "KIF", sjis, out, err);
    if (!pos)
        return -1;
    sb_add(out, "手数----指手---------消費時間--\n");
    kif_text_write_comment(rec->comment, out);
    int rc = kif_text_write_lines(rec, pos, out, err, write_line);
    free(pos);
    return rc;
}
