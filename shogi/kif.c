/* KIF: numbered move lines with origins and times, "*" comments, headers
 * and an optional board diagram. Reading keeps the main line only (a
 * "変化：" section ends it); writing emits times and comments. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "shogi/kif_board.h"
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

typedef struct {
    const ReadContext *ctx;
    RecordError *err;
    GameRecord *rec;
    Position pos;
    BodReader bod;
    bool in_moves, started;
    int line, first_number;
    char why[200];
} KifReader;

static int fail(KifReader *r, int ply, const char *fmt, const char *arg)
{
    return rec_error(r->err, r->ctx->name, r->line, ply, fmt, arg);
}

/* Fixes the start position once the headers and diagram are over. */
static int start_position(KifReader *r)
{
    if (r->started)
        return 0;
    r->started = true;
    if (r->bod.seen &&
        bod_finish(&r->bod, record_is_handicap(r->rec) ? WHITE : BLACK, r->rec->start_sfen,
                   sizeof r->rec->start_sfen, r->why, sizeof r->why) < 0)
        return fail(r, 0, "%s", r->why);
    if (pos_set_sfen(&r->pos, r->rec->start_sfen, r->why, sizeof r->why) < 0)
        return fail(r, 0, "bad start position: %s", r->why);
    pos_to_sfen(&r->pos, r->rec->start_sfen, sizeof r->rec->start_sfen);
    return 0;
}

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
    if (start_position(r) < 0)
        return -1;
    r->in_moves = true;
    s = text_skip_blanks(s, end);
    long number = 0;
    while (s < end && *s >= '0' && *s <= '9' && number < 100000)
        number = number * 10 + *s++ - '0';
    s = text_skip_blanks(s, end);
    GameRecord *rec = r->rec;
    int ply = rec->move_count + 1;
    char text[64], num[16];
    if (rec->move_count == 0 && rec->end == END_NONE)
        r->first_number = (int)number;
    if (number != r->first_number + rec->move_count) {
        snprintf(num, sizeof num, "%d", r->first_number + rec->move_count);
        return fail(r, ply, "expected move number %s", num);
    }
    if (rec->end != END_NONE)
        return fail(r, ply, "%s", "a move after the game ended");
    const char *stop;
    EndKind e = kif_ending_word(s, end, &stop);
    Move m = MOVE_NONE;
    if (e != END_NONE) {
        record_set_end(rec, e, pos_side(&r->pos));
    } else {
        m = note_parse_jp(&r->pos, s, end, false, &stop, r->why, sizeof r->why);
        if (m == MOVE_NONE) {
            move_text(s, end, text, sizeof text);
            return rec_error(r->err, r->ctx->name, r->line, ply, "ply %d: '%s': %s", ply, text, r->why);
        }
    }
    int ms = -1;
    stop = text_skip_blanks(stop, end);
    if (stop < end && *stop == '(' && !parse_time(&stop, end, &ms))
        return fail(r, ply, "%s", "expected the time as ( m:ss/hh:mm:ss)");
    stop = text_skip_blanks(stop, end);
    if (stop < end && *stop == '+') /* "a variation branches here": main line only */
        stop++;
    if (text_skip_blanks(stop, end) != end)
        return rec_error(r->err, r->ctx->name, r->line, ply, "ply %d: unexpected text after the move: '%.*s'", ply,
                         end - stop < 40 ? (int)(end - stop) : 40, stop);
    if (m == MOVE_NONE)
        return 0;
    if (record_append_move(rec, m, ms, NULL) < 0)
        return fail(r, ply, "%s", "too many moves");
    pos_do_move(&r->pos, m);
    return 0;
}

/* "まで80手で後手の勝ち" repeats the ending line, but it also says who
 * won when that was not the side to move (a resignation out of turn). */
static int summary_line(KifReader *r, const char *s, const char *end)
{
    EndKind e;
    Color side;
    bool named;
    if (start_position(r) < 0)
        return -1;
    if (!kif_summary(s, end, pos_side(&r->pos), &e, &side, &named))
        return 0; /* wording we do not know: the ending line stands */
    if (r->rec->end == END_NONE || (named && e == r->rec->end))
        record_set_end(r->rec, e, side);
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

/* One line; 1 to stop reading (a variation starts), 0 to go on, -1 on error. */
static int kif_line(KifReader *r, const char *line, const char *end)
{
    const char *s = text_skip_blanks(line, end);
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
    if (numbered(line, end))
        return move_line(r, line, end);
    if (r->in_moves)
        return fail(r, r->rec->move_count + 1, "%s", "expected a numbered move line such as '   1 ７六歩(77)'");
    if (text_starts(s, end, "手数"))
        return start_position(r);
    int b = bod_line(&r->bod, s, end, r->why, sizeof r->why);
    if (b)
        return b < 0 ? fail(r, 0, "%s", r->why) : 0;
    bool header;
    if (kif_header_line(r->rec, s, end, &header, r->why, sizeof r->why) < 0)
        return fail(r, 0, "%s", r->why);
    return header ? 0 : fail(r, 0, "%s", "expected a header (key：value), a board diagram or the move list");
}

int kif_read(const char *text, const char *end, const ReadContext *ctx, GameRecord **out, RecordError *err)
{
    KifReader *r = calloc(1, sizeof *r);
    GameRecord *rec = r ? record_new(NULL) : NULL;
    *out = NULL;
    if (!rec) {
        free(r);
        return rec_error(err, ctx->name, 0, 0, "out of memory");
    }
    r->ctx = ctx;
    r->err = err;
    r->rec = rec;
    const char *p = text, *line;
    size_t n;
    int rc = 0;
    while (rc == 0 && (line = text_next_line(&p, end, &n))) {
        r->line++;
        rc = kif_line(r, line, line + n);
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

int kif_write(const GameRecord *rec, bool sjis, StrBuf *out, RecordError *err)
{
    Position *pos = malloc(sizeof *pos);
    char why[160];
    if (!pos || pos_set_sfen(pos, rec->start_sfen, why, sizeof why) < 0) {
        free(pos);
        return rec_error(err, "(output)", 0, 0, "bad start position: %s", pos ? why : "out of memory");
    }
    kif_write_headers(rec, "KIF", sjis, out);
    if (!handicap_name(rec->start_sfen))
        bod_write(pos, out);
    sb_add(out, "手数----指手---------消費時間--\n");
    write_comment(rec->comment, out);
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
        write_comment(rm->comment, out);
        pos_do_move(pos, rm->move);
    }
    EndKind e = rec->end; /* an ending line speaks for the side to move */
    if ((e == END_ILLEGAL_WIN || e == END_ILLEGAL_LOSS) && rec->end_side != pos_side(pos))
        e = e == END_ILLEGAL_WIN ? END_ILLEGAL_LOSS : END_ILLEGAL_WIN;
    if (e != END_NONE)
        sb_printf(out, "%4d %s\n", rec->move_count + 1, kif_ending_text(e));
    write_comment(rec->end_comment, out);
    kif_write_summary(rec, out);
    free(pos);
    return 0;
}
