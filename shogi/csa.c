/* CSA v2.2 and v3.0 records: "N+"/"N-" names, "$" metadata, the start position (PI
 * with removals, P1-P9 rows, P+/P- pieces, then the "+"/"-" turn line),
 * moves "+7776FU" with "T" times, "%" endings, "'" comments, "/" between
 * games. Comments of the form "'*text" belong to the game (as in the usual
 * kifu tools); other "'" lines are remarks and are skipped, except that a
 * "'key：value" line before the moves carries a KIF header CSA has no
 * keyword for, so KIF→CSA→KIF keeps every header. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/strbuf.h"
#include "shogi/notation_internal.h"
#include "shogi/record_internal.h"

const char *const csa_names[PIECE_TYPE_NB] = {
    "", "FU", "KY", "KE", "GI", "KA", "HI", "KI", "OU", "TO", "NY", "NK", "NG", "UM", "RY",
};
static const struct { const char *csa, *kif; } meta_keys[] = {
    { "EVENT", REC_EVENT }, { "SITE", REC_SITE }, { "START_TIME", REC_START_DATE },
    { "END_TIME", REC_END_DATE }, { "OPENING", REC_OPENING },
};
enum { META_COUNT = sizeof meta_keys / sizeof meta_keys[0] };

static PieceType csa_piece(const char *s)
{
    for (int t = PAWN; t < PIECE_TYPE_NB; t++)
        if (s[0] == csa_names[t][0] && s[1] == csa_names[t][1])
            return (PieceType)t;
    return NO_PIECE_TYPE;
}

/* A foul (note_is_foul) read as a game's last move: left out, the game
 * ending as its mover's loss, until an ending that names a foul confirms it
 * (%ILLEGAL_MOVE, %+ILLEGAL_ACTION or %-ILLEGAL_ACTION naming the mover,
 * 81Dojo's #ILLEGAL_MOVE); anything else refuses the move after all. */
typedef struct {
    int ply;            /* 0: none */
    bool named;
    RecordError refusal; /* what refusing the move says */
} CsaFoul;

typedef struct {
    const ReadContext *ctx;
    RecordError *err;
    GameRecord *rec;
    Position pos;
    BoardSetup setup;
    bool setup_used, started;
    int line, col; /* the line, and the column where the statement being read starts */
    char why[200];
    CsaFoul foul;
} CsaReader;

static int fail(CsaReader *r, int ply, const char *fmt, const char *arg)
{
    return rec_error_at(r->err, r->ctx->name, r->line, r->col, ply, fmt, arg);
}

static void setup_hirate(BoardSetup *b)
{
    static const PieceType types[] = { LANCE, KNIGHT, SILVER, GOLD, KING, GOLD, SILVER, KNIGHT, LANCE };
    memset(b, 0, sizeof *b);
    for (int f = 1; f <= 9; f++) {
        b->board[make_square(f, 1)] = make_piece(WHITE, types[f - 1]);
        b->board[make_square(f, 9)] = make_piece(BLACK, types[f - 1]);
        b->board[make_square(f, 3)] = make_piece(WHITE, PAWN);
        b->board[make_square(f, 7)] = make_piece(BLACK, PAWN);
    }
    b->board[make_square(8, 2)] = make_piece(WHITE, ROOK);
    b->board[make_square(2, 2)] = make_piece(WHITE, BISHOP);
    b->board[make_square(8, 8)] = make_piece(BLACK, BISHOP);
    b->board[make_square(2, 8)] = make_piece(BLACK, ROOK);
}

static bool csa_square(const char *s, Square *sq)
{
    if (s[0] < '1' || s[0] > '9' || s[1] < '1' || s[1] > '9')
        return false;
    *sq = make_square(s[0] - '0', s[1] - '0');
    return true;
}

/* "PI82HI22KA": the normal start with pieces taken off. */
static int position_pi(CsaReader *r, const char *s)
{
    setup_hirate(&r->setup);
    for (s += 2; *s; s += 4) {
        Square sq;
        if (strlen(s) < 4 || !csa_square(s, &sq) || !csa_piece(s + 2) ||
            piece_type(r->setup.board[sq]) != csa_piece(s + 2))
            return fail(r, 0, "PI: expected square and piece to remove (82HI), found '%s'", s);
        r->setup.board[sq] = NO_PIECE;
    }
    return 0;
}

/* "P1-KY-KE-GI-KI-OU-KI-GI-KE-KY": one rank, file 9 first, " * " for an
 * empty square. Cells are read one at a time, so empty squares whose
 * blanks were squeezed (" * * ", as mail and web pages show them) or
 * trimmed at the end of the line still read; a missing square does not. */
static int position_row(CsaReader *r, const char *s)
{
    int rank = s[1] - '0';
    const char *p = s + 2;
    for (int file = 9; file >= 1; file--) {
        while (*p == ' ')
            p++;
        Square sq = make_square(file, rank);
        if (*p == '*') {
            r->setup.board[sq] = NO_PIECE;
            p++;
            continue;
        }
        if (*p == '\0')
            return fail(r, 0, "rank %s: expected 9 squares (a piece such as +FU or ' * '), found fewer",
                        note_kanji_digit[rank]);
        char name[3] = { p[1], p[1] ? p[2] : '\0', '\0' };
        PieceType t = csa_piece(name);
        if ((*p != '+' && *p != '-') || !t)
            return fail(r, 0, "expected a piece such as +FU or -KY or ' * ' for an empty square, found '%.3s'", p);
        r->setup.board[sq] = make_piece(*p == '+' ? BLACK : WHITE, t);
        p += 3;
    }
    while (*p == ' ')
        p++;
    return *p ? fail(r, 0, "rank %s: more than 9 squares", note_kanji_digit[rank]) : 0;
}

/* Pieces not on the board or in a hand: what "00AL" gives. */
static void give_rest(BoardSetup *b, Color c)
{
    static const int total[HAND_TYPE_NB] = { 0, 18, 4, 4, 4, 2, 2, 4 };
    int left[HAND_TYPE_NB];
    memcpy(left, total, sizeof left);
    for (Square sq = 0; sq < SQ_NB; sq++)
        if (b->board[sq] && piece_type(b->board[sq]) != KING)
            left[type_unpromote(piece_type(b->board[sq]))]--;
    for (int t = PAWN; t <= GOLD; t++) {
        left[t] -= b->hand[BLACK][t] + b->hand[WHITE][t];
        if (left[t] > 0)
            b->hand[c][t] += left[t];
    }
}

/* "P+00HI00KA", "P-55KA", "P+00AL". */
static int position_pieces(CsaReader *r, const char *s)
{
    Color c = s[1] == '+' ? BLACK : WHITE;
    for (s += 2; *s; s += 4) {
        Square sq;
        PieceType t = strlen(s) >= 4 ? csa_piece(s + 2) : NO_PIECE_TYPE;
        if (strlen(s) >= 4 && s[0] == '0' && s[1] == '0' && s[2] == 'A' && s[3] == 'L')
            give_rest(&r->setup, c);
        else if (s[0] == '0' && s[1] == '0' && t >= PAWN && t <= GOLD)
            r->setup.hand[c][t]++;
        else if (t && csa_square(s, &sq))
            r->setup.board[sq] = make_piece(c, t);
        else
            return fail(r, 0, "expected a square and piece such as 00HI or 55KA, found '%s'", s);
    }
    return 0;
}

static int start_position(CsaReader *r, Color side)
{
    if (r->started)
        return 0;
    r->started = true;
    if (!r->setup_used)
        setup_hirate(&r->setup);
    r->setup.side = side;
    if (board_setup_to_sfen(&r->setup, r->rec->start_sfen, sizeof r->rec->start_sfen, r->why, sizeof r->why) < 0 ||
        pos_set_sfen(&r->pos, r->rec->start_sfen, r->why, sizeof r->why) < 0)
        return fail(r, 0, "bad start position: %s", r->why);
    return 0;
}

static bool foul_pending(const CsaReader *r) { return r->foul.ply && !r->foul.named; }

/* A move the rules refuse: refused where it stands unless it is a foul
 * (see CsaFoul); its text, the one thing left of it, rides on the ending. */
static int bad_move(CsaReader *r, Move m, const char *s, int ply, const char *why)
{
    rec_error_at(r->err, r->ctx->name, r->line, r->col, ply, "ply %d: %s: %s", ply, s, why);
    if (!note_is_foul(&r->pos, m))
        return -1;
    r->foul = (CsaFoul){ .ply = ply, .refusal = *r->err };
    record_set_end(r->rec, END_ILLEGAL_LOSS, pos_side(&r->pos));
    char note[160];
    snprintf(note, sizeof note, "illegal move %d %s: %s", ply, s, why);
    record_add_comment(r->rec, note, strlen(note));
    return 0;
}

/* No foul ending followed the foul: the move is refused after all. */
static int foul_refuse(CsaReader *r)
{
    *r->err = r->foul.refusal;
    record_set_end(r->rec, END_NONE, BLACK);
    free(r->rec->end_comment); /* the foul's note and what followed it */
    r->rec->end_comment = NULL;
    r->foul = (CsaFoul){ 0 };
    return -1;
}

static int csa_move(CsaReader *r, const char *s)
{
    GameRecord *rec = r->rec;
    int ply = rec->move_count + 1;
    Color c = *s == '+' ? BLACK : WHITE;
    if (start_position(r, c) < 0)
        return -1;
    if (rec->end != END_NONE)
        return fail(r, ply, "a move after the game ended (%s)", s);
    Square from = SQ_NONE, to;
    PieceType t = strlen(s) >= 7 ? csa_piece(s + 5) : NO_PIECE_TYPE;
    bool drop = s[1] == '0' && s[2] == '0';
    if (!t || (!drop && !csa_square(s + 1, &from)) || !csa_square(s + 3, &to) || s[7])
        return rec_error_at(r->err, r->ctx->name, r->line, r->col, ply, "ply %d: expected a move such as +7776FU, found '%s'", ply, s);
    if (c != pos_side(&r->pos))
        return rec_error_at(r->err, r->ctx->name, r->line, r->col, ply, "ply %d: %s: it is %s's turn", ply, s,
                         pos_side(&r->pos) == BLACK ? "sente (+)" : "gote (-)");
    Move m;
    if (drop) {
        m = move_make_drop(t, to);
    } else {
        PieceType on = piece_type(pos_piece_on(&r->pos, from));
        if (on != t && !(type_can_promote(on) && type_promote(on) == t))
            return rec_error_at(r->err, r->ctx->name, r->line, r->col, ply, "ply %d: %s: no %s on %c%c", ply, s, csa_names[t], s[1], s[2]);
        m = move_make(from, to, on != t);
    }
    const char *why = drop && t > GOLD ? "that piece cannot be dropped" : pos_illegal_reason(&r->pos, m);
    if (why)
        return bad_move(r, m, s, ply, why);
    if (record_append_move(rec, m, -1, NULL) < 0)
        return fail(r, ply, "%s", "too many moves");
    pos_do_move(&r->pos, m);
    return 0;
}

/* A '%' line after a foul: %ILLEGAL_MOVE, or %+ILLEGAL_ACTION (sente's
 * foul) or %-ILLEGAL_ACTION (gote's) naming the foul's mover, confirms it;
 * once it is confirmed, later lines do not change the ending. */
static int foul_special(CsaReader *r, const char *s)
{
    Color mover = pos_side(&r->pos);
    bool names = !strcmp(s, "%ILLEGAL_MOVE") || !strcmp(s, mover == BLACK ? "%+ILLEGAL_ACTION" : "%-ILLEGAL_ACTION");
    if (!r->foul.named && !names)
        return foul_refuse(r);
    r->foul.named = true;
    return 0;
}

static int csa_special(CsaReader *r, const char *s)
{
    static const struct { const char *word; EndKind end; } specials[] = {
        { "%TORYO", END_RESIGN }, { "%CHUDAN", END_INTERRUPT }, { "%SENNICHITE", END_SENNICHITE },
        { "%TIME_UP", END_TIME_UP }, { "%ILLEGAL_MOVE", END_ILLEGAL_LOSS }, { "%JISHOGI", END_JISHOGI },
        { "%KACHI", END_DECLARE_WIN }, { "%TSUMI", END_MATE }, { "%HIKIWAKE", END_JISHOGI },
        { "%MAX_MOVES", END_JISHOGI }, /* both draws; CSA's draw by agreement or move cap */
        { "%+ILLEGAL_ACTION", END_ILLEGAL_LOSS }, { "%-ILLEGAL_ACTION", END_ILLEGAL_LOSS },
    };
    if (start_position(r, BLACK) < 0)
        return -1;
    if (r->foul.ply)
        return foul_special(r, s);
    for (size_t i = 0; i < sizeof specials / sizeof specials[0]; i++) {
        if (strcmp(s, specials[i].word))
            continue;
        Color mover = pos_side(&r->pos);
        if (s[1] == '+' || s[1] == '-') { /* names the offender, who need not be to move */
            Color offender = s[1] == '+' ? BLACK : WHITE;
            record_set_end(r->rec, offender == mover ? END_ILLEGAL_LOSS : END_ILLEGAL_WIN, mover);
        } else {
            record_set_end(r->rec, specials[i].end, mover);
        }
        return 0;
    }
    return fail(r, r->rec->move_count + 1, "unknown '%s'; expected %%TORYO, %%TIME_UP, %%SENNICHITE, %%KACHI, "
                "%%CHUDAN, %%TSUMI, %%JISHOGI or %%ILLEGAL_MOVE", s);
}

/* "T12" or "T12.345": the previous move's time. */
static int csa_time(CsaReader *r, const char *s)
{
    char *stop;
    double sec = strtod(s + 1, &stop);
    if (stop == s + 1 || *stop || !(sec >= 0 && sec < 1e7))
        return fail(r, r->rec->move_count, "expected a time such as T12, found '%s'", s);
    if (r->rec->move_count > 0 && r->rec->end == END_NONE)
        r->rec->moves[r->rec->move_count - 1].time_ms = (int)lround(sec * 1000);
    return 0;
}

/* The number whose digits start at *p, advancing it; false if none do. */
static bool take_number(const char **p, int *v)
{
    char *stop;
    long x = **p >= '0' && **p <= '9' ? strtol(*p, &stop, 10) : -1;
    if (x < 0 || x > 1000000)
        return false;
    *v = (int)x;
    *p = stop;
    return true;
}

/* "$TIME_LIMIT:00:10+30": hh:mm and the byoyomi. lishogi leaves out
 * "+byoyomi" when there is none ("00:10") and writes a clock under a
 * minute with seconds ("00:00:30"). */
static int csa_time_limit(CsaReader *r, const char *v, TimeControl *tc)
{
    int h = 0, m = 0, sec = 0, byo = 0;
    const char *p = v;
    bool ok = take_number(&p, &h) && *p++ == ':' && take_number(&p, &m) && h <= 10000;
    if (ok && *p == ':') {
        p++;
        ok = take_number(&p, &sec);
    }
    if (ok && *p == '+') {
        p++;
        ok = take_number(&p, &byo);
    }
    if (!ok || *p)
        return fail(r, 0, "expected $TIME_LIMIT:hh:mm+ss, found '%s'", v);
    tc->initial_s = h * 3600 + m * 60 + sec;
    tc->byoyomi_s = byo;
    return 0;
}

/* "$TIME_LIMIT:..." (above) or V3's "$TIME:600+10+5". */
static int csa_time_control(CsaReader *r, const char *key, const char *v)
{
    TimeControl *tc = &r->rec->time;
    double x[3] = { -1, -1, -1 };
    if (!strcmp(key, "TIME_LIMIT"))
        return csa_time_limit(r, v, tc);
    int n = sscanf(v, "%lf+%lf+%lf", &x[0], &x[1], &x[2]);
    if (n < 1 || !(x[0] >= 0 && x[0] < 1e8) || x[1] >= 1e8 || x[2] >= 1e8)
        return fail(r, 0, "expected $TIME:seconds+byoyomi+increment, found '%s'", v);
    tc->initial_s = (int)x[0];
    if (n >= 2 && x[1] >= 0) tc->byoyomi_s = (int)x[1];
    if (n >= 3 && x[2] >= 0) tc->increment_s = (int)x[2];
    return 0;
}

static int csa_meta(CsaReader *r, const char *s)
{
    const char *colon = strchr(s, ':');
    if (!colon)
        return fail(r, 0, "expected $KEY:value, found '%s'", s);
    char *key = strndup(s, (size_t)(colon - s)); /* with its '$': unknown keys are kept so */
    if (!key)
        return fail(r, 0, "%s", "out of memory");
    int rc = 0;
    if (!strcmp(key, "$TIME_LIMIT") || !strcmp(key, "$TIME")) {
        rc = csa_time_control(r, key + 1, colon + 1);
    } else {
        const char *kif_key = key;
        for (int i = 0; i < META_COUNT; i++)
            if (!strcmp(key + 1, meta_keys[i].csa))
                kif_key = meta_keys[i].kif;
        if (header_key_ok(kif_key)) /* V3's $TIME+ and the like are dropped */
            record_set_header(r->rec, kif_key, colon + 1);
    }
    free(key);
    return rc;
}

/* Makes the ending agree that `winner` won: a server's #SENTE_WIN after
 * #TIME_UP or #OUTE_SENNICHITE says whose the ending is. */
static void agree_winner(GameRecord *rec, Color winner)
{
    GameResult want = winner == BLACK ? RESULT_BLACK_WIN : RESULT_WHITE_WIN, now = record_result(rec);
    if (now == want || now == RESULT_NONE || now == RESULT_DRAW)
        return;
    if (rec->end == END_ILLEGAL_WIN || rec->end == END_ILLEGAL_LOSS)
        rec->end = rec->end == END_ILLEGAL_WIN ? END_ILLEGAL_LOSS : END_ILLEGAL_WIN;
    else
        rec->end_side = color_flip(rec->end_side);
}

/* "#RESIGN", "#TIME_UP", "#SENTE_WIN" ...: the game-end messages of a CSA
 * game server, which 81Dojo keeps in its records after the moves (after
 * %TORYO when there is one). A reason sets the ending when none is set; a
 * winner line settles its side. After a foul only #ILLEGAL_MOVE names it.
 * Other '#' lines (#WIN, #LOSE, #DISCONNECT ...) say nothing a record holds. */
static int csa_server_end(CsaReader *r, const char *s)
{
    static const struct { const char *word; EndKind end; } reasons[] = {
        { "#RESIGN", END_RESIGN }, { "#TIME_UP", END_TIME_UP }, { "#ILLEGAL_MOVE", END_ILLEGAL_LOSS },
        { "#SENNICHITE", END_SENNICHITE }, { "#OUTE_SENNICHITE", END_ILLEGAL_WIN }, { "#JISHOGI", END_JISHOGI },
        { "#MAX_MOVES", END_JISHOGI }, { "#CHUDAN", END_INTERRUPT },
    };
    if (start_position(r, BLACK) < 0)
        return -1;
    if (r->foul.ply) {
        if (!r->foul.named && strcmp(s, "#ILLEGAL_MOVE") != 0)
            return foul_refuse(r);
        r->foul.named = true;
        return 0;
    }
    if (!strcmp(s, "#SENTE_WIN") || !strcmp(s, "#GOTE_WIN"))
        agree_winner(r->rec, s[1] == 'S' ? BLACK : WHITE);
    for (size_t i = 0; i < sizeof reasons / sizeof reasons[0]; i++)
        if (!strcmp(s, reasons[i].word) && r->rec->end == END_NONE)
            record_set_end(r->rec, reasons[i].end, pos_side(&r->pos));
    return 0;
}

/* One statement (a line, or a comma-separated part of a move line). */
static int csa_statement(CsaReader *r, const char *s)
{
    if (foul_pending(r) && s[0] && s[0] != 'T' && s[0] != '%' && s[0] != '#')
        return foul_refuse(r); /* a move or anything else after the foul */
    switch (s[0]) {
    case '\0': case 'V': return 0;
    case 'N':
        if (s[1] != '+' && s[1] != '-')
            return fail(r, 0, "expected N+name or N-name, found '%s'", s);
        record_set_header(r->rec, s[1] == '+' ? REC_SENTE : REC_GOTE, s + 2);
        return 0;
    case '$': return csa_meta(r, s);
    case 'P':
        if (r->started)
            return fail(r, r->rec->move_count + 1, "a position line after the moves began: '%s'", s);
        if (s[1] == 'I') { r->setup_used = true; return position_pi(r, s); }
        if (s[1] >= '1' && s[1] <= '9') { r->setup_used = true; return position_row(r, s); }
        if (s[1] == '+' || s[1] == '-') {
            if (!r->setup_used) memset(&r->setup, 0, sizeof r->setup);
            r->setup_used = true;
            return position_pieces(r, s);
        }
        return fail(r, 0, "expected PI, P1-P9, P+ or P-, found '%s'", s);
    case '+': case '-':
        if (s[1] == '\0')
            return start_position(r, s[0] == '+' ? BLACK : WHITE);
        return csa_move(r, s);
    case 'T': return csa_time(r, s);
    case '%': return csa_special(r, s);
    case '#': return csa_server_end(r, s);
    default:
        return rec_error_at(r->err, r->ctx->name, r->line, r->col, r->rec->move_count + 1,
                            "unexpected '%.*s'; expected a CSA statement (V, N, $, P, +, -, T, %% or ')",
                            text_excerpt(s, s + strlen(s), 40, ""), s);
    }
}

/* A "'" line: a game comment, a carried KIF header, or a remark. */
static void csa_comment(CsaReader *r, const char *s)
{
    if (s[1] == '*') {
        record_add_comment(r->rec, s + 2, strlen(s + 2));
        return;
    }
    const char *colon = strstr(s, "：");
    if (!r->started && colon && colon > s + 1) {
        char *key = text_trimmed(s + 1, colon), *value = text_trimmed(colon + strlen("："), s + strlen(s));
        if (key && value && header_key_ok(key))
            record_set_header(r->rec, key, value);
        free(key);
        free(value);
    }
}

static void rename_for_handicap(GameRecord *rec)
{
    if (!record_is_handicap(rec))
        return;
    for (int i = 0; i < rec->header_count; i++) {
        const char *k = rec->headers[i].key;
        const char *to = !strcmp(k, REC_SENTE) ? REC_SHITATE : !strcmp(k, REC_GOTE) ? REC_UWATE : NULL;
        char *nk = to ? text_dup(to) : NULL;
        if (nk) {
            free(rec->headers[i].key);
            rec->headers[i].key = nk;
        }
    }
}

/* A trimmed line whose first character is in column `col`. */
static int csa_line(CsaReader *r, char *line, int col)
{
    r->col = col;
    if (line[0] == '\'') {
        csa_comment(r, line);
        return 0;
    }
    if (line[0] == 'N' || line[0] == '$')
        return csa_statement(r, line);
    if (line[0] == 'I' || !strncmp(line, "To_Move:", strlen("To_Move:")))
        return 0; /* 81Dojo: its players' details (I+, I-) and the server's turn line, which "+"/"-" repeats */
    char *save = NULL;
    for (char *part = strtok_r(line, ",", &save); part; part = strtok_r(NULL, ",", &save)) {
        const char *part_end = part + strlen(part);
        r->col = col + text_column(line, text_skip_blanks(part, part_end)) - 1;
        char *t = text_trimmed(part, part_end);
        int rc = t ? csa_statement(r, t) : fail(r, 0, "%s", "out of memory");
        free(t);
        if (rc < 0)
            return rc;
    }
    return 0;
}

int csa_read(const char *text, const char *end, const ReadContext *ctx, GameRecord **out, RecordError *err)
{
    CsaReader *r = calloc(1, sizeof *r);
    GameRecord *first = NULL, **tail = &first;
    *out = NULL;
    if (!r)
        return rec_error(err, ctx->name, 0, 0, "out of memory");
    const char *p = text, *line;
    size_t n;
    int rc = 0, line_no = 0;
    for (;;) {
        line = text_next_line(&p, end, &n);
        line_no++;
        if (!line || line[0] == '/') { /* the end of a game */
            if (r->rec) {
                rc = foul_pending(r) ? foul_refuse(r) : start_position(r, BLACK);
                rename_for_handicap(r->rec);
                *tail = r->rec;
                tail = &r->rec->next;
                *r = (CsaReader){ 0 };
            }
            if (!line || rc < 0)
                break;
            continue;
        }
        if (!r->rec)
            *r = (CsaReader){ .ctx = ctx, .err = err, .rec = record_new(NULL) };
        r->line = line_no;
        char *copy = r->rec ? text_trimmed(line, line + n) : NULL;
        int col = text_column(line, text_skip_blanks(line, line + n));
        rc = copy ? csa_line(r, copy, col) : rec_error(err, ctx->name, line_no, 0, "out of memory");
        free(copy);
        if (rc < 0)
            break;
    }
    if (rc < 0 && r->rec) { /* the game that failed */
        *tail = r->rec;
        r->rec = NULL;
    }
    free(r);
    if (rc == 0 && !first)
        rc = rec_error(err, ctx->name, line_no, 0, "no game found; expected CSA lines (V2.2, PI, +7776FU ...)");
    if (rc < 0 && !ctx->keep_partial) {
        record_free(first);
        first = NULL;
    }
    *out = first;
    return rc < 0 ? -1 : 0;
}

/* ---- Writing ------------------------------------------------------------- */

static void write_comment(const char *c, StrBuf *out)
{
    while (c && *c) {
        size_t n = strcspn(c, "\n");
        sb_add(out, "'*");
        sb_addn(out, c, n);
        sb_add(out, "\n");
        c += n + (c[n] == '\n');
    }
}

static bool csa_mapped_key(const char *k)
{
    if (!strcmp(k, REC_SENTE) || !strcmp(k, REC_GOTE) || !strcmp(k, REC_SHITATE) || !strcmp(k, REC_UWATE))
        return true;
    for (int i = 0; i < META_COUNT; i++)
        if (!strcmp(k, meta_keys[i].kif))
            return true;
    return false;
}

static void write_line_value(StrBuf *out, const char *v)
{
    for (; *v; v++)
        sb_addn(out, *v == '\n' || *v == '\r' ? " " : v, 1);
    sb_add(out, "\n");
}

static void write_headers(const GameRecord *rec, StrBuf *out)
{
    sb_add(out, "V2.2\n");
    const char *names[2] = { record_sente_name(rec), record_gote_name(rec) };
    for (int c = 0; c < 2; c++)
        if (names[c]) {
            sb_add(out, c ? "N-" : "N+");
            write_line_value(out, names[c]);
        }
    for (int i = 0; i < META_COUNT; i++) {
        const char *v = record_header(rec, meta_keys[i].kif);
        if (v) {
            sb_printf(out, "$%s:", meta_keys[i].csa);
            write_line_value(out, v);
        }
    }
    const TimeControl *tc = &rec->time;
    /* $TIME_LIMIT holds whole minutes: a 20-second clock is not 00:00, it
     * takes V3's $TIME line, as an increment does. */
    bool minutes = tc->initial_s >= 0 && tc->initial_s % 60 == 0;
    if (minutes)
        sb_printf(out, "$TIME_LIMIT:%02d:%02d+%02d\n", tc->initial_s / 3600, tc->initial_s / 60 % 60,
                  tc->byoyomi_s > 0 ? tc->byoyomi_s : 0);
    if (tc->initial_s >= 0 && (tc->increment_s > 0 || !minutes)) /* V2.2 has no increment: V3's line */
        sb_printf(out, "$TIME:%d+%d+%d\n", tc->initial_s, tc->byoyomi_s > 0 ? tc->byoyomi_s : 0,
                  tc->increment_s > 0 ? tc->increment_s : 0); /* -1, unknown, is no increment */
    for (int i = 0; i < rec->header_count; i++) {
        const RecordHeader *h = &rec->headers[i];
        if (csa_mapped_key(h->key) || !header_key_ok(h->key))
            continue;
        if (h->key[0] == '$')
            sb_printf(out, "%s:", h->key);
        else
            sb_printf(out, "'%s：", h->key);
        write_line_value(out, h->value);
    }
}

static void write_position(const Position *pos, StrBuf *out)
{
    char sfen[160];
    pos_to_sfen(pos, sfen, sizeof sfen);
    if (!strcmp(sfen, SFEN_STARTPOS)) {
        sb_add(out, "PI\n+\n");
        return;
    }
    for (int rank = 1; rank <= 9; rank++) {
        sb_printf(out, "P%d", rank);
        for (int file = 9; file >= 1; file--) {
            Piece p = pos_piece_on(pos, make_square(file, rank));
            if (p == NO_PIECE)
                sb_add(out, " * ");
            else
                sb_printf(out, "%c%s", piece_color(p) == BLACK ? '+' : '-', csa_names[piece_type(p)]);
        }
        sb_add(out, "\n");
    }
    static const PieceType order[] = { ROOK, BISHOP, GOLD, SILVER, KNIGHT, LANCE, PAWN };
    for (int c = BLACK; c <= WHITE; c++) {
        bool any = false;
        for (int i = 0; i < 7; i++)
            for (int k = 0; k < pos_hand(pos, (Color)c, order[i]); k++) {
                sb_add(out, any ? "" : c == BLACK ? "P+" : "P-");
                sb_printf(out, "00%s", csa_names[order[i]]);
                any = true;
            }
        if (any)
            sb_add(out, "\n");
    }
    sb_add(out, pos_side(pos) == BLACK ? "+\n" : "-\n");
}

const char *csa_special_word(EndKind end, Color end_side, Color mover)
{
    switch (end) {
    case END_RESIGN: return "%TORYO";
    case END_TIME_UP: return "%TIME_UP";
    case END_SENNICHITE: return "%SENNICHITE";
    case END_JISHOGI: return "%JISHOGI";
    case END_MATE: return "%TSUMI";
    case END_ILLEGAL_LOSS: return end_side == mover ? "%ILLEGAL_MOVE" : end_side == BLACK ? "%+ILLEGAL_ACTION" : "%-ILLEGAL_ACTION";
    case END_ILLEGAL_WIN: return end_side == BLACK ? "%-ILLEGAL_ACTION" : "%+ILLEGAL_ACTION";
    case END_DECLARE_WIN: return "%KACHI";
    case END_INTERRUPT: return "%CHUDAN";
    default: return NULL;
    }
}

static int write_game(const GameRecord *rec, Position *pos, StrBuf *out, RecordError *err)
{
    char why[160];
    if (pos_set_sfen(pos, rec->start_sfen, why, sizeof why) < 0)
        return rec_error(err, "(output)", 0, 0, "bad start position: %s", why);
    write_headers(rec, out);
    write_position(pos, out);
    write_comment(rec->comment, out);
    for (int i = 0; i < rec->move_count; i++) {
        const RecordMove *rm = &rec->moves[i];
        const char *bad = pos_illegal_reason(pos, rm->move);
        if (bad)
            return rec_error(err, "(output)", 0, i + 1, "ply %d: %s", i + 1, bad);
        Move m = rm->move;
        PieceType t = pos_moved_type(pos, m);
        if (move_is_promote(m))
            t = type_promote(t);
        Square from = move_from(m), to = move_to(m);
        sb_printf(out, "%c%d%d%d%d%s", pos_side(pos) == BLACK ? '+' : '-', move_is_drop(m) ? 0 : square_file(from),
                  move_is_drop(m) ? 0 : square_rank(from), square_file(to), square_rank(to), csa_names[t]);
        if (rm->time_ms >= 0)
            sb_printf(out, ",T%d", (rm->time_ms + 500) / 1000); /* whole seconds (V2.2): the nearest */
        sb_add(out, "\n");
        write_comment(rm->comment, out);
        pos_do_move(pos, m);
    }
    const char *sp = csa_special_word(rec->end, rec->end_side, pos_side(pos));
    if (sp)
        sb_printf(out, "%s\n", sp);
    write_comment(rec->end_comment, out);
    return 0;
}

int csa_write(const GameRecord *rec, StrBuf *out, RecordError *err)
{
    Position *pos = malloc(sizeof *pos);
    if (!pos)
        return rec_error(err, "(output)", 0, 0, "out of memory");
    int rc = 0;
    for (const GameRecord *g = rec; g && rc == 0; g = g->next) {
        if (g != rec)
            sb_add(out, "/\n");
        rc = write_game(g, pos, out, err);
    }
    free(pos);
    return rc;
}
