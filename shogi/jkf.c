/* JKF, the JSON kifu format (json-kifu-format): written, not read. The
 * header, the start (a preset name, or the board and hands), and the moves
 * with their times, comments and ending ("special"). Variations become
 * "forks": each fork is a list of moves replacing the move it hangs on, and
 * its own moves may carry forks, as the record's variations do. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/strbuf.h"
#include "shogi/record_internal.h"

/* Deeper than any real record; each level holds a Position on the heap. */
enum { JKF_MAX_DEPTH = 64 };

static void put_string(StrBuf *out, const char *s)
{
    sb_add(out, "\"");
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\')
            sb_printf(out, "\\%c", c);
        else if (c == '\n')
            sb_add(out, "\\n");
        else if (c < 0x20)
            sb_printf(out, "\\u%04x", c);
        else
            sb_addn(out, s, 1);
    }
    sb_add(out, "\"");
}

static void put_comments(StrBuf *out, const char *c)
{
    sb_add(out, "\"comments\":[");
    for (bool first = true; c && *c; first = false) {
        size_t n = strcspn(c, "\n");
        char *line = strndup(c, n);
        sb_add(out, first ? "" : ",");
        put_string(out, line ? line : "");
        free(line);
        c += n + (c[n] == '\n');
    }
    sb_add(out, "]");
}

static void put_header(const GameRecord *rec, StrBuf *out)
{
    bool first = true;
    sb_add(out, "{\n  \"header\": {");
    for (int i = 0; i < rec->header_count; i++, first = false) {
        sb_add(out, first ? "\n    " : ",\n    ");
        put_string(out, rec->headers[i].key);
        sb_add(out, ": ");
        put_string(out, rec->headers[i].value);
    }
    static const char *const keys[] = { "持ち時間", "秒読み" };
    for (int byo = 0; byo < 2; byo++) {
        int secs = byo ? rec->time.byoyomi_s : rec->time.initial_s;
        if (secs < 0 || record_header(rec, keys[byo]))
            continue;
        char text[96];
        kif_time_text(rec, byo, text, sizeof text);
        sb_printf(out, "%s\"%s\": ", first ? "\n    " : ",\n    ", keys[byo]);
        put_string(out, text);
        first = false;
    }
    sb_add(out, first ? "},\n" : "\n  },\n");
}

/* A known start as JKF's preset name; NULL for any other position. */
static const char *preset_of(const char *sfen)
{
    static const struct { const char *name, *preset; } presets[] = {
        { "平手", "HIRATE" }, { "香落ち", "KY" }, { "右香落ち", "KY_R" }, { "角落ち", "KA" },
        { "飛車落ち", "HI" }, { "飛香落ち", "HIKY" }, { "二枚落ち", "2" }, { "三枚落ち", "3" },
        { "四枚落ち", "4" }, { "五枚落ち", "5" }, { "左五枚落ち", "5_L" }, { "六枚落ち", "6" },
        { "左七枚落ち", "7_L" }, { "右七枚落ち", "7_R" }, { "八枚落ち", "8" }, { "十枚落ち", "10" },
    };
    const char *name = handicap_name(sfen);
    for (size_t i = 0; name && i < sizeof presets / sizeof presets[0]; i++)
        if (!strcmp(presets[i].name, name))
            return presets[i].preset;
    return NULL;
}

/* "board" is indexed [file - 1][rank - 1]; "hands" is sente's, gote's. */
static void put_initial(const Position *pos, const char *sfen, StrBuf *out)
{
    const char *preset = preset_of(sfen);
    if (preset) {
        sb_printf(out, "  \"initial\": {\"preset\": \"%s\"},\n", preset);
        return;
    }
    sb_printf(out, "  \"initial\": {\"preset\": \"OTHER\", \"data\": {\"color\": %d, \"board\": [",
              pos_side(pos) == BLACK ? 0 : 1);
    for (int file = 1; file <= 9; file++) {
        sb_add(out, file > 1 ? ", [" : "[");
        for (int rank = 1; rank <= 9; rank++) {
            Piece p = pos_piece_on(pos, make_square(file, rank));
            sb_add(out, rank > 1 ? ", " : "");
            if (p == NO_PIECE)
                sb_add(out, "{}");
            else
                sb_printf(out, "{\"color\": %d, \"kind\": \"%s\"}", piece_color(p) == BLACK ? 0 : 1,
                          csa_names[piece_type(p)]);
        }
        sb_add(out, "]");
    }
    sb_add(out, "], \"hands\": [");
    static const PieceType kinds[] = { PAWN, LANCE, KNIGHT, SILVER, GOLD, BISHOP, ROOK };
    for (int c = BLACK; c <= WHITE; c++) {
        sb_add(out, c == BLACK ? "{" : ", {");
        for (int i = 0; i < 7; i++)
            sb_printf(out, "%s\"%s\": %d", i ? ", " : "", csa_names[kinds[i]], pos_hand(pos, (Color)c, kinds[i]));
        sb_add(out, "}");
    }
    sb_add(out, "]}},\n");
}

/* {"move": {...}, "time": {...}, "comments": [...] (then forks, "}" by the caller) */
static void put_move(const Position *pos, const RecordMove *rm, long total[COLOR_NB], StrBuf *out)
{
    Move m = rm->move;
    Square to = move_to(m);
    Color c = pos_side(pos);
    sb_add(out, "{\"move\": {");
    if (!move_is_drop(m))
        sb_printf(out, "\"from\": {\"x\": %d, \"y\": %d}, ", square_file(move_from(m)), square_rank(move_from(m)));
    sb_printf(out, "\"to\": {\"x\": %d, \"y\": %d}, \"color\": %d, \"piece\": \"%s\"", square_file(to), square_rank(to),
              c == BLACK ? 0 : 1, csa_names[pos_moved_type(pos, m)]);
    Move last = pos_last_move(pos);
    if (last != MOVE_NONE && move_to(last) == to)
        sb_add(out, ", \"same\": true");
    if (move_is_promote(m))
        sb_add(out, ", \"promote\": true");
    else if (!move_is_drop(m) && pos_is_legal(pos, move_make(move_from(m), to, true)))
        sb_add(out, ", \"promote\": false");
    Piece captured = pos_piece_on(pos, to);
    if (captured != NO_PIECE)
        sb_printf(out, ", \"capture\": \"%s\"", csa_names[piece_type(captured)]);
    sb_add(out, "}");
    if (rm->time_ms >= 0) {
        long sec = record_whole_seconds(rm->time_ms), *sum = &total[c];
        *sum += sec;
        sb_printf(out, ", \"time\": {\"now\": {\"m\": %ld, \"s\": %ld}, \"total\": {\"h\": %ld, \"m\": %ld, \"s\": %ld}}",
                  sec / 60, sec % 60, *sum / 3600, *sum / 60 % 60, *sum % 60);
    }
    if (rm->comment) {
        sb_add(out, ", ");
        put_comments(out, rm->comment);
    }
}

typedef struct {
    const GameRecord *rec;
    StrBuf *out;
    RecordError *err;
    int depth;
} JkfWriter;

static int put_line(JkfWriter *w, int line, const Position *start, const long total_before[COLOR_NB], int alt);

/* The forks hanging on ply `ply` of `line`: the variations that replace
 * that move, and those of `alt` at the same ply other than `line` itself
 * (alternatives to a line that continues another in place). */
static int put_forks(JkfWriter *w, int line, int ply, const Position *pos, const long total[COLOR_NB], int alt)
{
    bool any = false;
    for (int v = 0; v < w->rec->variation_count; v++) {
        const RecordVariation *var = &w->rec->variations[v];
        if (var->ply != ply || !(var->parent == line || (alt != -2 && var->parent == alt && v != line)))
            continue;
        sb_add(w->out, any ? ", [" : ", \"forks\": [[");
        any = true;
        if (put_line(w, v, pos, total, -2) < 0)
            return -1;
        sb_add(w->out, "]");
    }
    if (any)
        sb_add(w->out, "]");
    return 0;
}

/* A line without an ending that a variation continues (from a file that
 * branched past the end of a line): the first such variation. */
static int continuation(const GameRecord *rec, int line, int ply)
{
    for (int v = 0; v < rec->variation_count; v++)
        if (rec->variations[v].parent == line && rec->variations[v].ply == ply)
            return v;
    return -1;
}

/* The ending as {"special": "TORYO"}, with the comment after it and the
 * variations that replace it. */
static int put_special(JkfWriter *w, int line, const char *word, int ply, const Position *pos,
                       const long total[COLOR_NB], int alt)
{
    const GameRecord *rec = w->rec;
    const char *comment = line == REC_MAIN_LINE ? rec->end_comment : rec->variations[line].end_comment;
    sb_printf(w->out, "{\"special\": \"%s\"", word + 1); /* without CSA's '%' */
    if (comment) {
        sb_add(w->out, ", ");
        put_comments(w->out, comment);
    }
    int rc = put_forks(w, line, ply, pos, total, alt);
    sb_add(w->out, "}");
    return rc;
}

/* A line's moves and ending as the elements of a JSON list, from `start`,
 * the position where it branches; alt as for put_forks, for its first ply. */
static int put_line(JkfWriter *w, int line, const Position *start, const long total_before[COLOR_NB], int alt)
{
    const GameRecord *rec = w->rec;
    if (w->depth >= JKF_MAX_DEPTH)
        return rec_error(w->err, "(output)", 0, 0, "variations nested more than %d deep; JKF output stops there",
                         JKF_MAX_DEPTH);
    Position *pos = malloc(sizeof *pos);
    if (!pos)
        return rec_error(w->err, "(output)", 0, 0, "out of memory");
    w->depth++;
    *pos = *start;
    long total[COLOR_NB] = { total_before[BLACK], total_before[WHITE] };
    const RecordMove *moves = record_line_moves(rec, line);
    int first = record_line_first_ply(rec, line), count = record_line_length(rec, line), rc = 0;
    for (int i = 0; rc == 0 && i < count; i++) {
        const char *bad = pos_illegal_reason(pos, moves[i].move);
        if (bad) {
            rc = rec_error(w->err, "(output)", 0, first + i, "ply %d: %s", first + i, bad);
            break;
        }
        long before[COLOR_NB] = { total[BLACK], total[WHITE] };
        sb_add(w->out, i ? ",\n    " : "");
        put_move(pos, &moves[i], total, w->out);
        rc = put_forks(w, line, first + i, pos, before, i ? -2 : alt);
        sb_add(w->out, "}");
        pos_do_move(pos, moves[i].move);
    }
    Color side;
    EndKind e = record_line_end(rec, line, &side);
    int next = e == END_NONE ? continuation(rec, line, first + count) : -1;
    if (rc == 0 && (e != END_NONE || next >= 0))
        sb_add(w->out, count ? ",\n    " : "");
    if (rc == 0 && e != END_NONE)
        rc = put_special(w, line, csa_special_word(e, side, pos_side(pos)), first + count, pos, total, count ? -2 : alt);
    else if (rc == 0 && next >= 0 && count == 0 && alt != -2)
        rc = rec_error(w->err, "(output)", 0, first, "ply %d: a variation with no move continues another; JKF has no place for it",
                       first);
    else if (rc == 0 && next >= 0)
        rc = put_line(w, next, pos, total, line);
    free(pos);
    w->depth--;
    return rc;
}

int jkf_write(const GameRecord *rec, StrBuf *out, RecordError *err)
{
    Position *pos = malloc(sizeof *pos);
    char why[160];
    if (!pos || pos_set_sfen(pos, rec->start_sfen, why, sizeof why) < 0) {
        free(pos);
        return rec_error(err, "(output)", 0, 0, "bad start position: %s", pos ? why : "out of memory");
    }
    put_header(rec, out);
    put_initial(pos, rec->start_sfen, out);
    sb_add(out, "  \"moves\": [\n    {");
    if (rec->comment)
        put_comments(out, rec->comment);
    sb_add(out, "}");
    JkfWriter w = { rec, out, err, 0 };
    long total[COLOR_NB] = { 0, 0 };
    if (rec->move_count > 0 || rec->end != END_NONE || rec->variation_count > 0)
        sb_add(out, ",\n    ");
    int rc = put_line(&w, REC_MAIN_LINE, pos, total, -2);
    sb_add(out, "\n  ]\n}\n");
    free(pos);
    return rc;
}
