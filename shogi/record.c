/* Game records: the common data operations, format and encoding detection,
 * and the read/write dispatch to the KIF, KI2, CSA and USI-line code. */
#include "shogi/record_internal.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "base/strbuf.h"
#include "base/utf8.h"
#include "shogi/encoding.h"
#include "shogi/usi.h"


GameRecord *record_new(const char *start_sfen)
{
    GameRecord *rec = calloc(1, sizeof *rec);
    if (!rec)
        return NULL;
    snprintf(rec->start_sfen, sizeof rec->start_sfen, "%s", start_sfen ? start_sfen : SFEN_STARTPOS);
    rec->time = (TimeControl){ -1, -1, -1 };
    return rec;
}

void record_free(GameRecord *rec)
{
    while (rec) {
        GameRecord *next = rec->next;
        for (int i = 0; i < rec->move_count; i++)
            free(rec->moves[i].comment);
        for (int i = 0; i < rec->header_count; i++) {
            free(rec->headers[i].key);
            free(rec->headers[i].value);
        }
        free(rec->moves);
        free(rec->headers);
        free(rec->comment);
        free(rec->end_comment);
        record_free_variations(rec);
        free(rec);
        rec = next;
    }
}

int record_append_move(GameRecord *rec, Move m, int time_ms, const char *comment)
{
    if (rec->move_count >= RECORD_MAX_PLIES)
        return -1;
    if (rec->move_count == rec->move_cap) {
        int cap = rec->move_cap ? rec->move_cap * 2 : 128;
        RecordMove *grown = realloc(rec->moves, (size_t)cap * sizeof *grown);
        if (!grown)
            return -1;
        rec->moves = grown;
        rec->move_cap = cap;
    }
    RecordMove *rm = &rec->moves[rec->move_count++];
    rm->move = m;
    rm->time_ms = time_ms < 0 ? -1 : time_ms;
    rm->comment = comment ? text_dup(comment) : NULL;
    return 0;
}

void record_set_header(GameRecord *rec, const char *key, const char *value)
{
    for (int i = 0; i < rec->header_count; i++)
        if (!strcmp(rec->headers[i].key, key)) {
            char *v = text_dup(value);
            if (v) {
                free(rec->headers[i].value);
                rec->headers[i].value = v;
            }
            return;
        }
    if (rec->header_count == rec->header_cap) {
        int cap = rec->header_cap ? rec->header_cap * 2 : 8;
        RecordHeader *grown = realloc(rec->headers, (size_t)cap * sizeof *grown);
        if (!grown)
            return;
        rec->headers = grown;
        rec->header_cap = cap;
    }
    char *k = text_dup(key), *v = text_dup(value);
    if (!k || !v) {
        free(k);
        free(v);
        return;
    }
    rec->headers[rec->header_count++] = (RecordHeader){ k, v };
}

const char *record_header(const GameRecord *rec, const char *key)
{
    for (int i = 0; i < rec->header_count; i++)
        if (!strcmp(rec->headers[i].key, key))
            return rec->headers[i].value;
    return NULL;
}

void record_set_end(GameRecord *rec, EndKind end, Color side)
{
    rec->end = end;
    rec->end_side = side;
}

const char *record_sente_name(const GameRecord *rec)
{
    const char *v = record_header(rec, REC_SENTE);
    return v ? v : record_header(rec, REC_SHITATE);
}

const char *record_gote_name(const GameRecord *rec)
{
    const char *v = record_header(rec, REC_GOTE);
    return v ? v : record_header(rec, REC_UWATE);
}

const char *record_start_date(const GameRecord *rec) { return record_header(rec, REC_START_DATE); }

GameResult record_result(const GameRecord *rec)
{
    GameResult side_wins = rec->end_side == BLACK ? RESULT_BLACK_WIN : RESULT_WHITE_WIN;
    GameResult side_loses = rec->end_side == BLACK ? RESULT_WHITE_WIN : RESULT_BLACK_WIN;
    switch (rec->end) {
    case END_RESIGN: case END_TIME_UP: case END_MATE: case END_ILLEGAL_LOSS: return side_loses;
    case END_ILLEGAL_WIN: case END_DECLARE_WIN: return side_wins;
    case END_SENNICHITE: case END_JISHOGI: return RESULT_DRAW;
    default: return RESULT_NONE;
    }
}

int record_replay(const GameRecord *rec, int plies, Position *pos, char *err, size_t errlen)
{
    if (pos_set_sfen(pos, rec->start_sfen, err, errlen) < 0)
        return -1;
    for (int i = 0; i < plies; i++) {
        const char *why = pos_illegal_reason(pos, rec->moves[i].move);
        if (why) {
            snprintf(err, errlen, "ply %d: %s", i + 1, why);
            return -1;
        }
        pos_do_move(pos, rec->moves[i].move);
    }
    return 0;
}

void record_add_comment(GameRecord *rec, const char *s, size_t n)
{
    if (rec->end != END_NONE)
        text_append_line(&rec->end_comment, s, n);
    else if (rec->move_count == 0)
        text_append_line(&rec->comment, s, n);
    else
        text_append_line(&rec->moves[rec->move_count - 1].comment, s, n);
}

int record_position_at(const GameRecord *rec, int ply, Position *pos)
{
    char err[128];
    if (ply < 0 || ply > rec->move_count)
        return -1;
    return record_replay(rec, ply, pos, err, sizeof err);
}

const char *record_error_text(const RecordError *e, char *buf, size_t len)
{
    if (e->line > 0 && e->column > 0)
        snprintf(buf, len, "%s:%d:%d: %s", e->file, e->line, e->column, e->message);
    else if (e->line > 0)
        snprintf(buf, len, "%s:%d: %s", e->file, e->line, e->message);
    else
        snprintf(buf, len, "%s: %s", e->file, e->message);
    return buf;
}

/* ---- Formats and encodings ------------------------------------------- */

static const struct { const char *ext; RecordFormat fmt; RecordEncoding enc; } extensions[] = {
    { "kifu", REC_FMT_KIF, REC_ENC_UTF8 }, { "kif", REC_FMT_KIF, REC_ENC_SJIS },
    { "ki2u", REC_FMT_KI2, REC_ENC_UTF8 }, { "ki2", REC_FMT_KI2, REC_ENC_SJIS },
    { "csa", REC_FMT_CSA, REC_ENC_UTF8 }, { "usi", REC_FMT_USI, REC_ENC_UTF8 },
    { "jkf", REC_FMT_JKF, REC_ENC_UTF8 },
};

static int extension_index(const char *name)
{
    const char *dot = name ? strrchr(name, '.') : NULL;
    const char *ext = dot ? dot + 1 : name;
    for (size_t i = 0; ext && i < sizeof extensions / sizeof extensions[0]; i++)
        if (!strcasecmp(ext, extensions[i].ext))
            return (int)i;
    return -1;
}

RecordFormat record_format_from_name(const char *name)
{
    int i = extension_index(name);
    return i < 0 ? REC_FMT_AUTO : extensions[i].fmt;
}

RecordEncoding record_encoding_from_name(const char *name)
{
    int i = extension_index(name);
    return i < 0 ? REC_ENC_UTF8 : extensions[i].enc;
}

/* "  12 ７六歩(77)": a KIF move line starts with its number. */
static bool kif_numbered_line(const char *s, const char *e)
{
    while (s < e && *s == ' ')
        s++;
    const char *d = s;
    while (s < e && *s >= '0' && *s <= '9')
        s++;
    return s > d && s < e && (*s == ' ' || text_starts(s, e, "　"));
}

/* Guesses the format from the first line that only one format would have. */
static RecordFormat sniff_format(const char *p, const char *end)
{
    size_t n;
    const char *line;
    bool kif_headers = false;
    while ((line = text_next_line(&p, end, &n))) {
        const char *e = line + n, *s = text_skip_blanks(line, e);
        if (text_starts(s, e, "position") || text_starts(s, e, "startpos") || text_starts(s, e, "sfen "))
            return REC_FMT_USI;
        if (text_starts(s, e, "V2") || text_starts(s, e, "PI") || text_starts(s, e, "P1") ||
            text_starts(s, e, "N+") || text_starts(s, e, "N-") || text_starts(s, e, "$START_TIME"))
            return REC_FMT_CSA;
        if ((*s == '+' || *s == '-') && e - s >= 7 && s[1] >= '0' && s[1] <= '9')
            return REC_FMT_CSA;
        if (text_starts(s, e, "手数") || kif_numbered_line(line, e))
            return REC_FMT_KIF;
        if (text_starts(s, e, "▲") || text_starts(s, e, "△") || text_starts(s, e, "☗") || text_starts(s, e, "☖"))
            return REC_FMT_KI2;
        kif_headers |= memmem(s, (size_t)(e - s), "：", strlen("：")) != NULL;
    }
    return kif_headers ? REC_FMT_KIF : REC_FMT_AUTO;
}

/* Line and column of a byte offset, for encoding errors: characters are
 * counted as the bytes would be read in Shift_JIS (a lead byte starts a
 * two-byte character) or UTF-8, so the column is the one an editor shows. */
static void place_of(const char *data, size_t at, bool sjis, int *line, int *column)
{
    size_t start = 0;
    *line = 1;
    for (size_t i = 0; i < at; i++)
        if (data[i] == '\n') {
            ++*line;
            start = i + 1;
        }
    *column = 1;
    for (size_t i = start; i < at; (*column)++) {
        unsigned char c = (unsigned char)data[i];
        size_t n = sjis ? ((c >= 0x81 && c <= 0x9F) || (c >= 0xE0 && c <= 0xFC)) ? 2 : 1
                        : utf8_seq_len(data + i, at - i);
        i += n ? n : 1; /* a malformed byte is a column of its own */
    }
}

/* Fills err about the byte at offset `at`. Returns -1. */
static int byte_error(RecordError *err, const char *name, const char *data, size_t at, bool sjis, const char *what)
{
    int line, column;
    place_of(data, at, sjis, &line, &column);
    return rec_error_at(err, name, line, column, 0, "byte %zu (0x%02X): %s", at, (unsigned char)data[at], what);
}

/* Fills err about the UTF-16 code unit at byte offset `at` (the mark
 * included): its line and column are counted in code units. Returns -1. */
static int utf16_error(RecordError *err, const char *name, const char *data, size_t len, EncUtf16 order, size_t at)
{
    int line = 1, column = 1;
    for (size_t i = 2; i + 1 < len && i < at; i += 2) {
        unsigned unit = enc_utf16_unit((const unsigned char *)data + i, order);
        if (unit == '\n') {
            line++;
            column = 1;
        } else if (unit < 0xDC00 || unit > 0xDFFF) {
            column++; /* a surrogate pair is one character */
        }
    }
    const char *what = at + 1 >= len ? "an odd byte at the end; UTF-16 comes in pairs of bytes"
                                     : "not valid UTF-16 (a lone surrogate or a NUL character)";
    return rec_error_at(err, name, line, column, 0, "byte %zu: %s (the file is UTF-16%s by its byte-order mark)", at,
                        what, order == ENC_UTF16_BE ? "BE" : "LE");
}

int record_read_buffer(const char *data, size_t len, const char *name, const RecordReadOptions *opt,
                       GameRecord **out, RecordError *err)
{
    RecordReadOptions o = opt ? *opt : (RecordReadOptions){ 0 };
    *out = NULL;
    if (!name) name = "(input)";
    /* UTF-16 (some Windows tools save KIF so): its mark decides, whatever
     * encoding was asked for, as FF FE and FE FF are neither UTF-8 nor
     * Shift_JIS. Converted to UTF-8 here, then read as any UTF-8 record. */
    EncUtf16 order = enc_utf16_bom(data, len);
    char *from16 = NULL;
    if (order != ENC_UTF16_NONE) {
        size_t bad = 0, n16 = 0;
        from16 = enc_utf16_to_utf8(data + 2, len - 2, order, &n16, &bad);
        if (!from16)
            return utf16_error(err, name, data, len, order, bad + 2);
        RecordReadOptions as_utf8 = o;
        as_utf8.encoding = REC_ENC_UTF8;
        int rc = record_read_buffer(from16, n16, name, &as_utf8, out, err);
        free(from16);
        return rc;
    }
    const char *nul = memchr(data, '\0', len);
    if (nul && enc_looks_utf16(data, len))
        return byte_error(err, name, data, (size_t)(nul - data), false,
                          "UTF-16 without a byte-order mark; save the file as UTF-8, Shift_JIS, or UTF-16 with a BOM");
    if (nul)
        return byte_error(err, name, data, (size_t)(nul - data), false, "a NUL byte; expected a text file");
    if (o.encoding == REC_ENC_AUTO)
        o.encoding = enc_has_bom(data, len) || utf8_valid(data, len) ? REC_ENC_UTF8 : REC_ENC_SJIS;
    char *converted = NULL;
    const char *text = data;
    size_t tlen = len;
    if (o.encoding == REC_ENC_SJIS) {
        size_t bad = 0;
        converted = enc_sjis_to_utf8(data, len, &tlen, &bad);
        if (!converted)
            return byte_error(err, name, data, bad < len ? bad : 0, true,
                              "neither UTF-8 nor Shift_JIS; expected a text file");
        text = converted;
    } else if (!utf8_valid(data, len)) {
        return byte_error(err, name, data, utf8_valid_prefix(data, len), false,
                          "not valid UTF-8 (the encoding asked for)");
    }
    if (enc_has_bom(text, tlen)) {
        text += 3;
        tlen -= 3;
    }
    if (o.format == REC_FMT_AUTO)
        o.format = record_format_from_name(name);
    if (o.format == REC_FMT_AUTO)
        o.format = sniff_format(text, text + tlen);
    ReadContext ctx = { name, o.keep_partial };
    int rc;
    switch (o.format) {
    case REC_FMT_KIF: rc = kif_read(text, text + tlen, &ctx, out, err); break;
    case REC_FMT_KI2: rc = ki2_read(text, text + tlen, &ctx, out, err); break;
    case REC_FMT_CSA: rc = csa_read(text, text + tlen, &ctx, out, err); break;
    case REC_FMT_USI: rc = usilines_read(text, text + tlen, &ctx, out, err); break;
    case REC_FMT_JKF: rc = rec_error(err, name, 0, 0, "JKF is written, not read; expected KIF, KI2, CSA or USI lines"); break;
    default: rc = rec_error(err, name, 0, 0, "unknown record format; expected KIF, KI2, CSA or USI lines");
    }
    free(converted);
    return rc;
}

int record_read_file(const char *path, const RecordReadOptions *opt, GameRecord **out, RecordError *err)
{
    *out = NULL;
    FILE *f = !strcmp(path, "-") ? stdin : fopen(path, "rb");
    if (!f)
        return rec_error(err, path, 0, 0, "cannot open: %s", strerror(errno));
    StrBuf b = { 0 };
    char chunk[65536];
    size_t n;
    while ((n = fread(chunk, 1, sizeof chunk, f)) > 0)
        sb_addn(&b, chunk, n);
    bool bad = ferror(f);
    if (f != stdin)
        fclose(f);
    size_t len = 0;
    char *data = sb_take(&b, &len);
    if (bad || !data) {
        free(data);
        return rec_error(err, path, 0, 0, bad ? "read error" : "out of memory");
    }
    int rc = record_read_buffer(data, len, strcmp(path, "-") ? path : "(stdin)", opt, out, err);
    free(data);
    return rc;
}

char *record_write_buffer(const GameRecord *rec, RecordFormat fmt, RecordEncoding enc, size_t *len,
                          RecordError *err)
{
    StrBuf b = { 0 };
    bool sjis = enc == REC_ENC_SJIS;
    int rc;
    switch (fmt) {
    case REC_FMT_KIF: rc = kif_write(rec, sjis, &b, err); break;
    case REC_FMT_KI2: rc = ki2_write(rec, sjis, &b, err); break;
    case REC_FMT_CSA: rc = csa_write(rec, &b, err); break;
    case REC_FMT_USI: rc = usilines_write(rec, &b, err); break;
    case REC_FMT_JKF: rc = jkf_write(rec, &b, err); break;
    default: rc = rec_error(err, "(output)", 0, 0, "no output format given; expected kif, kifu, ki2, csa, usi or jkf");
    }
    if (rc < 0) {
        free(b.data);
        return NULL;
    }
    size_t n = 0;
    char *text = sb_take(&b, &n);
    if (!text) {
        rec_error(err, "(output)", 0, 0, "out of memory");
        return NULL;
    }
    if (!sjis) {
        if (len) *len = n;
        return text;
    }
    char *out = enc_utf8_to_sjis(text, n, true, len, NULL);
    free(text);
    if (!out)
        rec_error(err, "(output)", 0, 0, "cannot convert to Shift_JIS");
    return out;
}

int record_write_file(const GameRecord *rec, const char *path, RecordFormat fmt, RecordError *err)
{
    int ext = extension_index(path);
    RecordEncoding enc = ext >= 0 ? extensions[ext].enc : REC_ENC_UTF8;
    if (fmt == REC_FMT_AUTO && ext >= 0)
        fmt = extensions[ext].fmt;
    if (fmt == REC_FMT_AUTO)
        return rec_error(err, path, 0, 0, "unknown extension; expected .kif .kifu .ki2 .ki2u .csa .usi or .jkf");
    size_t len = 0;
    char *data = record_write_buffer(rec, fmt, enc, &len, err);
    if (!data)
        return -1;
    FILE *f = !strcmp(path, "-") ? stdout : fopen(path, "wb");
    if (!f) {
        free(data);
        return rec_error(err, path, 0, 0, "cannot create: %s", strerror(errno));
    }
    bool ok = fwrite(data, 1, len, f) == len;
    ok &= f == stdout ? fflush(f) == 0 : fclose(f) == 0;
    free(data);
    return ok ? 0 : rec_error(err, path, 0, 0, "write error: %s", strerror(errno));
}
