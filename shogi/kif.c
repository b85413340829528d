/* KIF: numbered move lines with origins and times, "*" comments, headers
 * and an optional board diagram. Reading keeps the main line only (a
 * "変化：" section ends it); writing emits times and comments. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "shogi/kif_text.h"
#include "shogi/notation_internal.h"

static const struct { const char *word; EndKind end; } endings[] = {
    { "投了", END_RESIGN }, { "中断", END_INTERRUPT }, { "千日手", END_SENNICHITE },
    { "持将棋", END_JISHOGI }, { "切れ負け", END_TIME_UP }, { "時間切れ", END_TIME_UP },
    { "反則勝ち", END_ILLEGAL_WIN }, { "反則負け", END_ILLEGAL_LOSS }, { "詰み", END_MATE },
    { "入玉勝ち", END_DECLARE_WIN }, { "宣言勝ち", END_DECLARE_WIN },
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

/* KIF's reader: the shared frame and the number the move list starts at. */
typedef struct {
    KifText t;
    int first_number;
} KifReader;

/* "( 0:12/00:01:34)": the move's time in ms (cumulative part ignored). */
static bool parse_time(const char **sp, const char *end, int *ms)
{
    const char *s = text_skip_blanks(*sp + 1, end);
    long v[2] = { 0, 0 };
    for (int k = 0; k < 2; k++) {
        if (k && (s >= end || *s++ != ':'))
            return false;
        const char *d = s;
        while (s < end && *s >= '0' && *s <= '9' && s - d < 6)
            v[k] = v[k] * 10 + *s++ - '0';
        if (s == d)
            return false;
    }
    if (s < end && *s == '/') /* cumulative h:mm:ss, implied by the move times */
        while (s < end && ((*s >= '0' && *s <= '9') || *s == ':' || *s == '/' || *s == ' '))
            s++;
    if (s >= end || *s != ')')
        return false;
    *ms = (int)((v[0] * 60 + v[1]) * 1000);
    *sp = s + 1;
    return true;
}

/* A copy of the move text for messages: up to the first ASCII blank. */
static void move_text(const char *s, const char *end, char *buf, size_t len)
{
    size_t n = 0;
    while (s + n < end && s[n] != ' ' && s[n] != '\t' && n + 1 < len)
        n++;
    memcpy(buf, s, n);
    buf[n] = '\0';
}

static int move_line(KifReader *r, const char *s, const char *end)
{
    KifText *t = &r->t;
    if (kif_text_start(t) < 0)
        return -1;
    t->in_moves = true;
    s = text_skip_blanks(s, end);
    long number = 0;
    while (s < end && *s >= '0' && *s <= '9' && number < 100000)
        number = number * 10 + *s++ - '0';
    s = text_skip_blanks(s, end);
    GameRecord *rec = t->rec;
    int ply = rec->move_count + 1;
    char text[64];
    if (rec->move_count == 0 && rec->end == END_NONE)
        r->first_number = (int)number;
    if (number != r->first_number + rec->move_count)
        return kif_text_fail(t, ply, "expected move number %d", r->first_number + rec->move_count);
    if (rec->end != END_NONE)
        return kif_text_fail(t, ply, "a move after the game ended");
    const char *stop;
    EndKind e = kif_ending_word(s, end, &stop);
    Move m = MOVE_NONE;
    if (e != END_NONE) {
        record_set_end(rec, e, pos_side(&t->pos));
    } else {
        m = note_parse_jp(&t->pos, s, end, false, &stop, t->why, sizeof t->why);
        if (m == MOVE_NONE) {
            move_text(s, end, text, sizeof text);
            return kif_text_fail(t, ply, "ply %d: '%s': %s", ply, text, t->why);
        }
    }
    int ms = -1;
    stop = text_skip_blanks(stop, end);
    if (stop < end && *stop == '(' && !parse_time(&stop, end, &ms))
        return kif_text_fail(t, ply, "expected the time as ( m:ss/hh:mm:ss)");
    stop = text_skip_blanks(stop, end);
    if (stop < end && *stop == '+') /* "a variation branches here": main line only */
        stop++;
    if (text_skip_blanks(stop, end) != end)
        return kif_text_fail(t, ply, "ply %d: unexpected text after the move: '%.*s'", ply,
                             end - stop < 40 ? (int)(end - stop) : 40, stop);
    if (m == MOVE_NONE)
        return 0;
    if (record_append_move(rec, m, ms, NULL) < 0)
        return kif_text_fail(t, ply, "too many moves");
    pos_do_move(&t->pos, m);
    return 0;
}

/* "まで80手で後手の勝ち" repeats the ending line, but it also says who
 * won when that was not the side to move (a resignation out of turn). */
static int summary_line(KifText *t, const char *s, const char *end)
{
    EndKind e;
    Color side;
    bool named;
    if (kif_text_start(t) < 0)
        return -1;
    if (!kif_summary(s, end, pos_side(&t->pos), &e, &side, &named))
        return 0; /* wording we do not know: the ending line stands */
    if (t->rec->end == END_NONE || (named && e == t->rec->end))
        record_set_end(t->rec, e, side);
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
        return move_line((KifReader *)t, line, end);
    if (t->in_moves)
        return kif_text_fail(t, t->rec->move_count + 1, "expected a numbered move line such as '   1 ７六歩(77)'");
    if (text_starts(s, end, "手数"))
        return kif_text_start(t);
    return kif_text_preamble(t, s, end, "a header (key：value), a board diagram or the move list");
}

int kif_read(const char *text, const char *end, const ReadContext *ctx, GameRecord **out, RecordError *err)
{
    KifReader *r = calloc(1, sizeof *r);
    int rc = kif_text_read(r ? &r->t : NULL, text, end, ctx, out, err, kif_line);
    free(r);
    return rc;
}

/* ---- Writing ------------------------------------------------------------- */

/* Terminal columns of UTF-8 text: Japanese characters take two. */
static int display_width(const char *s)
{
    const char *end = s + strlen(s);
    int w = 0;
    long cp;
    while ((cp = utf8_next(&s, end)) != 0)
        w += cp < 0x80 ? 1 : 2;
    return w;
}

int kif_write(const GameRecord *rec, bool sjis, StrBuf *out, RecordError *err)
{
    Position *pos = kif_text_write_start(rec, "KIF", sjis, out, err);
    if (!pos)
        return -1;
    sb_add(out, "手数----指手---------消費時間--\n");
    kif_text_write_comment(rec->comment, out);
    long total[COLOR_NB] = { 0, 0 };
    for (int i = 0; i < rec->move_count; i++) {
        const RecordMove *rm = &rec->moves[i];
        const char *bad = pos_illegal_reason(pos, rm->move);
        if (bad) {
            free(pos);
            return rec_error(err, "(output)", 0, i + 1, "ply %d: %s", i + 1, bad);
        }
        char text[NOTATION_MAX];
        notation_japanese(pos, rm->move, NOTE_KIF, text, sizeof text);
        sb_printf(out, "%4d %s", i + 1, text);
        if (rm->time_ms >= 0) {
            long sec = rm->time_ms / 1000, *sum = &total[pos_side(pos)];
            *sum += sec;
            sb_printf(out, "%*s( %ld:%02ld/%02ld:%02ld:%02ld)", 14 - display_width(text) + 1, "", sec / 60,
                      sec % 60, *sum / 3600, *sum / 60 % 60, *sum % 60);
        }
        sb_add(out, "\n");
        kif_text_write_comment(rm->comment, out);
        pos_do_move(pos, rm->move);
    }
    EndKind e = rec->end; /* an ending line speaks for the side to move */
    if ((e == END_ILLEGAL_WIN || e == END_ILLEGAL_LOSS) && rec->end_side != pos_side(pos))
        e = e == END_ILLEGAL_WIN ? END_ILLEGAL_LOSS : END_ILLEGAL_WIN;
    if (e != END_NONE)
        sb_printf(out, "%4d %s\n", rec->move_count + 1, kif_ending_text(e));
    kif_text_write_comment(rec->end_comment, out);
    kif_write_summary(rec, out);
    free(pos);
    return 0;
}
