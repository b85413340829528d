/* The header part of KIF and KI2 files: "key：value" lines, the 手合割
 * (handicap) names, time-control text, and the closing "まで…" line. */
#include "shogi/record_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/strbuf.h"
#include "base/utf8.h"

/* The giver of a handicap (上手) plays gote and moves first; the pieces are
 * taken from rank 1 (gote's side). */
static const struct { const char *name, *sfen; } handicaps[] = {
    { "平手", SFEN_STARTPOS },
    { "香落ち", "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1" },
    { "右香落ち", "1nsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1" },
    { "角落ち", "lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1" },
    { "飛車落ち", "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1" },
    { "飛香落ち", "lnsgkgsn1/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1" },
    { "二枚落ち", "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1" },
    { "三枚落ち", "lnsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1" },
    { "四枚落ち", "1nsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1" },
    { "五枚落ち", "2sgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1" },
    { "左五枚落ち", "1nsgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1" },
    { "六枚落ち", "2sgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1" },
    /* 七枚落ち: 六枚 and one silver, left or right as the giver sees it */
    { "左七枚落ち", "2sgkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1" },
    { "右七枚落ち", "3gkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1" },
    { "八枚落ち", "3gkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1" },
    { "十枚落ち", "4k4/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1" },
};
enum { HANDICAP_COUNT = sizeof handicaps / sizeof handicaps[0] };

const char *handicap_sfen(const char *name)
{
    for (int i = 0; i < HANDICAP_COUNT; i++)
        if (!strcmp(handicaps[i].name, name))
            return handicaps[i].sfen;
    return NULL;
}

const char *handicap_name(const char *sfen)
{
    for (int i = 0; i < HANDICAP_COUNT; i++)
        if (!strcmp(handicaps[i].sfen, sfen))
            return handicaps[i].name;
    return NULL;
}

bool record_is_handicap(const GameRecord *rec)
{
    const char *name = handicap_name(rec->start_sfen);
    return name && strcmp(name, "平手") != 0;
}

/* A number in ASCII or full-width digits; -1 if none. */
static long jp_number(const char **s, const char *end)
{
    long v = -1;
    for (;;) {
        const char *q = *s;
        long cp = utf8_next(&q, end), d = cp >= '0' && cp <= '9' ? cp - '0' : cp >= 0xFF10 && cp <= 0xFF19 ? cp - 0xFF10 : -1;
        if (d < 0 || v > 100000000)
            return v;
        v = (v < 0 ? 0 : v * 10) + d;
        *s = q;
    }
}

/* "1時間30分", "10分", "30秒": seconds, or -1 if no number. */
static long jp_duration(const char **s, const char *end)
{
    long total = -1;
    for (;;) {
        const char *q = text_skip_blanks(*s, end);
        long n = jp_number(&q, end);
        if (n < 0)
            return total;
        long unit = text_starts(q, end, "時間") ? 3600 : text_starts(q, end, "分") ? 60 : text_starts(q, end, "秒") ? 1 : 0;
        if (!unit)
            return total;
        q += unit == 3600 ? strlen("時間") : strlen("分");
        total = (total < 0 ? 0 : total) + n * unit;
        *s = q;
    }
}

bool parse_duration_jp(const char *s, int *seconds, int *increment)
{
    const char *end = s + strlen(s);
    s = text_skip_blanks(s, end);
    if (text_starts(s, end, "各"))
        s += strlen("各");
    long main = jp_duration(&s, end);
    if (main < 0 || main > 100000000)
        return false;
    *seconds = (int)main;
    *increment = -1;
    s = text_skip_blanks(s, end);
    if (text_starts(s, end, "+") || text_starts(s, end, "＋")) {
        s += *s == '+' ? 1 : strlen("＋");
        long inc = jp_duration(&s, end);
        if (inc >= 0 && inc < 100000000)
            *increment = (int)inc;
    }
    return true;
}

void format_duration_jp(int seconds, char *buf, size_t len)
{
    int h = seconds / 3600, m = seconds / 60 % 60, s = seconds % 60;
    size_t n = 0;
    buf[0] = '\0';
    if (h) n += (size_t)snprintf(buf + n, len - n, "%d時間", h);
    if (m && n < len) n += (size_t)snprintf(buf + n, len - n, "%d分", m);
    if (s && n < len) n += (size_t)snprintf(buf + n, len - n, "%d秒", s);
    if (!seconds) snprintf(buf, len, "0分");
}

void kif_time_text(const GameRecord *rec, bool byoyomi, char *buf, size_t len)
{
    if (byoyomi) {
        format_duration_jp(rec->time.byoyomi_s, buf, len);
        return;
    }
    format_duration_jp(rec->time.initial_s, buf, len);
    if (rec->time.increment_s > 0) {
        char inc[48];
        format_duration_jp(rec->time.increment_s, inc, sizeof inc);
        snprintf(buf + strlen(buf), len - strlen(buf), "+%s", inc);
    }
}

bool header_key_ok(const char *key)
{
    static const char *const reserved[] = {
        "#", "*", "&", "|", "+", "-", "'", "$TIME", "変化", "まで", "手数", "手合割",
        "先手の持", "後手の持", "上手の持", "下手の持", "先手番", "後手番", "上手番", "下手番",
        "９", "▲", "△", "☗", "☖", "▼", "▽", /* every side mark kif_text_take_mark reads */
    };
    const char *end = key + strlen(key);
    if (!*key || text_skip_blanks(key, end) != key || (*key >= '0' && *key <= '9'))
        return false;
    for (size_t i = 0; i < sizeof reserved / sizeof reserved[0]; i++)
        if (text_starts(key, end, reserved[i]))
            return false;
    return true;
}

/* Splits "key：value" (full-width colon, or ':' when there is none). */
static const char *header_colon(const char *s, const char *end, size_t *clen)
{
    const char *c = memmem(s, (size_t)(end - s), "：", strlen("："));
    *clen = strlen("：");
    if (!c) {
        c = memchr(s, ':', (size_t)(end - s));
        *clen = 1;
    }
    return c;
}

int kif_header_line(GameRecord *rec, const char *s, const char *end, bool *is_header, char *why, size_t whylen)
{
    size_t clen;
    const char *colon = header_colon(s, end, &clen);
    *is_header = colon && colon > s;
    if (!*is_header)
        return 0;
    char *key = text_trimmed(s, colon), *value = text_trimmed(colon + clen, end);
    int rc = 0;
    *is_header = key && (header_key_ok(key) || !strcmp(key, "手合割"));
    if (!*is_header) {
        rc = 0;
    } else if (!value) {
        snprintf(why, whylen, "out of memory");
        rc = -1;
    } else if (!strcmp(key, "手合割")) {
        const char *sfen = handicap_sfen(value);
        if (sfen)
            snprintf(rec->start_sfen, sizeof rec->start_sfen, "%s", sfen);
        else if (strcmp(value, "その他") != 0) {
            snprintf(why, whylen, "unknown 手合割 '%.60s'; expected 平手, 香落ち, 角落ち, 飛車落ち, 飛香落ち, "
                     "二枚落ち, 四枚落ち, 六枚落ち ... or a board diagram", value);
            rc = -1;
        }
    } else if (!strcmp(key, "持ち時間") || !strcmp(key, "秒読み")) {
        bool byo = !strcmp(key, "秒読み");
        int secs, inc;
        char canon[96] = "";
        if (parse_duration_jp(value, &secs, &inc)) {
            if (byo) {
                rec->time.byoyomi_s = secs;
            } else {
                rec->time.initial_s = secs;
                if (inc >= 0) rec->time.increment_s = inc;
            }
            kif_time_text(rec, byo, canon, sizeof canon);
        }
        if (strcmp(canon, value) != 0) /* keep wording we would not reproduce */
            record_set_header(rec, key, value);
    } else {
        record_set_header(rec, key, value);
    }
    free(key);
    free(value);
    return rc;
}

static bool is_player_key(const char *k)
{
    return !strcmp(k, REC_SENTE) || !strcmp(k, REC_GOTE) || !strcmp(k, REC_SHITATE) || !strcmp(k, REC_UWATE);
}

/* The lines a record implies rather than stores: time control, 手合割. */
static void write_implied(const GameRecord *rec, StrBuf *out)
{
    char buf[96];
    if (rec->time.initial_s >= 0 && !record_header(rec, "持ち時間")) {
        kif_time_text(rec, false, buf, sizeof buf);
        sb_printf(out, "持ち時間：%s\n", buf);
    }
    if (rec->time.byoyomi_s >= 0 && !record_header(rec, "秒読み")) {
        kif_time_text(rec, true, buf, sizeof buf);
        sb_printf(out, "秒読み：%s\n", buf);
    }
    const char *h = handicap_name(rec->start_sfen);
    if (h)
        sb_printf(out, "手合割：%s\n", h);
}

static void write_value(StrBuf *out, const char *v)
{
    for (; *v; v++)
        sb_addn(out, *v == '\n' || *v == '\r' ? " " : v, 1);
}

void kif_write_headers(const GameRecord *rec, const char *tag, bool sjis, StrBuf *out)
{
    sb_printf(out, "#%s version=2.0 encoding=%s\n", tag, sjis ? "Shift_JIS" : "UTF-8");
    bool implied = false;
    for (int i = 0; i < rec->header_count; i++) {
        const RecordHeader *h = &rec->headers[i];
        if (!implied && is_player_key(h->key)) {
            write_implied(rec, out);
            implied = true;
        }
        if (!header_key_ok(h->key))
            continue; /* would not read back as a header */
        sb_printf(out, "%s：", h->key);
        write_value(out, h->value);
        sb_add(out, "\n");
    }
    if (!implied)
        write_implied(rec, out);
}

void kif_write_summary_of(EndKind end, Color end_side, int n, bool hc, StrBuf *out)
{
    const char *side = end_side == BLACK ? (hc ? "下手" : "先手") : (hc ? "上手" : "後手");
    const char *other = end_side == BLACK ? (hc ? "上手" : "後手") : (hc ? "下手" : "先手");
    switch (end) {
    case END_RESIGN: sb_printf(out, "まで%d手で%sの勝ち\n", n, other); break;
    case END_TIME_UP: sb_printf(out, "まで%d手で時間切れにより%sの勝ち\n", n, other); break;
    case END_MATE: sb_printf(out, "まで%d手で詰み\n", n); break;
    case END_SENNICHITE: sb_printf(out, "まで%d手で千日手\n", n); break;
    case END_JISHOGI: sb_printf(out, "まで%d手で持将棋\n", n); break;
    case END_ILLEGAL_WIN: sb_printf(out, "まで%d手で%sの反則勝ち\n", n, side); break;
    case END_ILLEGAL_LOSS: sb_printf(out, "まで%d手で%sの反則負け\n", n, side); break;
    case END_DECLARE_WIN: sb_printf(out, "まで%d手で%sの入玉勝ち\n", n, side); break;
    case END_INTERRUPT: sb_printf(out, "まで%d手で中断\n", n); break;
    case END_NONE: break;
    }
}

void kif_write_summary(const GameRecord *rec, StrBuf *out)
{
    kif_write_summary_of(rec->end, rec->end_side, rec->move_count, record_is_handicap(rec), out);
}

bool kif_summary(const char *s, const char *end, Color mover, EndKind *kind, Color *side, bool *named)
{
    /* winner: the name in the line is the winner's ("後手の勝ち"), else it
     * is the side the ending is about ("先手の反則負け", "先手の投了"). */
    static const struct { const char *word; EndKind end; bool winner; } kinds[] = {
        { "時間切れ", END_TIME_UP, true }, { "切れ負け", END_TIME_UP, false },
        { "千日手", END_SENNICHITE, false }, { "持将棋", END_JISHOGI, false }, { "中断", END_INTERRUPT, false },
        { "封じ手", END_INTERRUPT, false },
        { "詰み", END_MATE, false }, { "反則勝ち", END_ILLEGAL_WIN, false }, { "反則負け", END_ILLEGAL_LOSS, false },
        { "入玉勝ち", END_DECLARE_WIN, false }, { "宣言勝ち", END_DECLARE_WIN, false },
        { "の勝ち", END_RESIGN, true }, { "投了", END_RESIGN, false },
    };
    size_t len = (size_t)(end - s);
    bool black = memmem(s, len, "先手", strlen("先手")) || memmem(s, len, "下手", strlen("下手"));
    bool white = memmem(s, len, "後手", strlen("後手")) || memmem(s, len, "上手", strlen("上手"));
    bool has_name = black != white;
    Color who = has_name ? (black ? BLACK : WHITE) : mover;
    for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++) {
        if (!memmem(s, len, kinds[i].word, strlen(kinds[i].word)))
            continue;
        EndKind e = kinds[i].end;
        Color c = !has_name ? mover : kinds[i].winner ? color_flip(who) : who;
        if (e == END_SENNICHITE || e == END_JISHOGI || e == END_INTERRUPT || e == END_MATE)
            c = mover; /* about the position, not a named side */
        if ((e == END_ILLEGAL_WIN || e == END_ILLEGAL_LOSS) && c != mover) {
            e = e == END_ILLEGAL_WIN ? END_ILLEGAL_LOSS : END_ILLEGAL_WIN;
            c = mover;
        }
        *kind = e;
        *side = c;
        if (named)
            *named = has_name;
        return true;
    }
    return false;
}
