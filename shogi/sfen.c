/* SFEN reading and canonical writing. Reading is lenient where SFENs seen
 * in the wild differ (hand order, repeated letters, missing move number)
 * and strict about positions that cannot arise in a game. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "base/error.h"
#include "shogi/position.h"

/* The parsed fields, kept apart from the Position until they validate. */
typedef struct {
    Piece board[SQ_NB];
    int hand[COLOR_NB][HAND_TYPE_NB];
    Color side;
    int move_number;
} Sfen;

static const char piece_letters[] = " PLNSBRGK"; /* indexed by PieceType 1..8 */
static const char *const type_names[] = { "", "pawn", "lance", "knight", "silver", "bishop", "rook", "gold", "king" };
static const char *const color_names[] = { "black", "white" };

/* PieceType of a letter (either case), or NO_PIECE_TYPE. */
static PieceType letter_type(char ch)
{
    const char *p = ch ? strchr(piece_letters + 1, toupper((unsigned char)ch)) : NULL;
    return p ? (PieceType)(p - piece_letters) : NO_PIECE_TYPE;
}

static const char *skip_spaces(const char *s)
{
    while (*s == ' ' || *s == '\t' || *s == '\r' || *s == '\n')
        s++;
    return s;
}

static bool at_field_end(const char *s) { return *s == 0 || *s == ' ' || *s == '\t' || *s == '\r' || *s == '\n'; }

static int parse_board(Sfen *f, const char **sp, char *err, size_t len)
{
    const char *s = *sp;
    for (int rank = 1; rank <= 9; rank++) {
        int file = 9;
        while (!at_field_end(s) && *s != '/') {
            if (*s >= '1' && *s <= '9') {
                file -= *s - '0';
                s++;
            } else {
                bool promoted = *s == '+';
                if (promoted)
                    s++;
                PieceType t = letter_type(*s);
                if (t == NO_PIECE_TYPE)
                    return err_set(err, len, "SFEN board, rank %d: expected a piece letter (PLNSBRGK) or a digit, found '%c'", rank, *s ? *s : '?');
                if (promoted && !type_can_promote(t))
                    return err_set(err, len, "SFEN board, rank %d: '+' must be followed by P, L, N, S, B or R, found '%c'", rank, *s);
                if (file < 1)
                    return err_set(err, len, "SFEN board, rank %d: more than 9 squares", rank);
                Color c = isupper((unsigned char)*s) ? BLACK : WHITE;
                f->board[make_square(file, rank)] = make_piece(c, promoted ? type_promote(t) : t);
                file--;
                s++;
            }
            if (file < 0)
                return err_set(err, len, "SFEN board, rank %d: more than 9 squares", rank);
        }
        if (file != 0)
            return err_set(err, len, "SFEN board, rank %d: %d squares (expected 9)", rank, 9 - file);
        if (rank < 9) {
            if (*s != '/')
                return err_set(err, len, "SFEN board: expected 9 ranks separated by '/', found %d", rank);
            s++;
        }
    }
    if (*s == '/')
        return err_set(err, len, "SFEN board: more than 9 ranks");
    *sp = s;
    return 0;
}

static int parse_hand(Sfen *f, const char **sp, char *err, size_t len)
{
    const char *s = *sp;
    if (*s == '-') {
        *sp = s + 1;
        return 0;
    }
    if (at_field_end(s))
        return err_set(err, len, "SFEN: expected the pieces in hand ('-' for none) after the side to move");
    while (!at_field_end(s)) {
        int n = 1;
        if (isdigit((unsigned char)*s)) {
            n = 0;
            while (isdigit((unsigned char)*s) && n <= 99)
                n = n * 10 + (*s++ - '0');
            if (n < 1 || n > 18)
                return err_set(err, len, "SFEN hand: count %d out of range (1..18)", n);
        }
        PieceType t = letter_type(*s);
        if (t == NO_PIECE_TYPE || t == KING)
            return err_set(err, len, "SFEN hand: expected a piece letter (RBGSNLP, lowercase for white), found '%c'", *s ? *s : '?');
        f->hand[isupper((unsigned char)*s) ? BLACK : WHITE][t] += n;
        s++;
    }
    *sp = s;
    return 0;
}

/* Rejects positions no game reaches: nifu, pieces that could never move,
 * two kings of a colour, more pieces of a type than the packed hands hold.
 * Piece counts beyond a standard set (3 bishops, 5 lances) are accepted
 * because published perft test positions use them. */
static int validate(const Sfen *f, char *err, size_t len)
{
    static const int max_count[] = { 0, 18, 7, 7, 7, 7, 7, 7, 2 };
    int count[HAND_TYPE_NB + 1] = { 0 }, kings[COLOR_NB] = { 0 };
    for (int c = 0; c < COLOR_NB; c++)
        for (int t = HAND_TYPE_FIRST; t <= HAND_TYPE_LAST; t++)
            count[t] += f->hand[c][t];
    for (Square sq = 0; sq < SQ_NB; sq++) {
        Piece pc = f->board[sq];
        if (!pc)
            continue;
        PieceType t = piece_type(pc);
        Color c = piece_color(pc);
        count[type_unpromote(t)]++;
        if (t == KING && ++kings[c] > 1)
            return err_set(err, len, "SFEN: %s has more than one king", color_names[c]);
        int far = c == BLACK ? square_rank(sq) : 10 - square_rank(sq);
        if (((t == PAWN || t == LANCE) && far == 1) || (t == KNIGHT && far <= 2))
            return err_set(err, len, "SFEN: a %s %s on %d%c could never move again",
                           color_names[c], type_names[t], square_file(sq), 'a' + square_rank(sq) - 1);
    }
    for (int t = PAWN; t <= KING; t++)
        if (count[t] > max_count[t])
            return err_set(err, len, "SFEN: %d %ss (at most %d supported)", count[t], type_names[t], max_count[t]);
    for (int c = 0; c < COLOR_NB; c++)
        for (int file = 1; file <= 9; file++) {
            int pawns = 0;
            for (int rank = 1; rank <= 9; rank++)
                pawns += f->board[make_square(file, rank)] == make_piece((Color)c, PAWN);
            if (pawns > 1)
                return err_set(err, len, "SFEN: two unpromoted %s pawns on file %d (nifu)", color_names[c], file);
        }
    return 0;
}

static int parse_fields(Sfen *f, const char *sfen, char *err, size_t len)
{
    memset(f, 0, sizeof *f);
    if (!sfen)
        return err_set(err, len, "SFEN: empty");
    const char *s = skip_spaces(sfen);
    if (!*s)
        return err_set(err, len, "SFEN: empty");
    if (parse_board(f, &s, err, len))
        return -1;
    s = skip_spaces(s);
    if ((*s != 'b' && *s != 'w') || !at_field_end(s + 1))
        return err_set(err, len, "SFEN: expected side to move 'b' or 'w' after the board");
    f->side = *s == 'b' ? BLACK : WHITE;
    s = skip_spaces(s + 1);
    if (parse_hand(f, &s, err, len))
        return -1;
    if (!at_field_end(s))
        return err_set(err, len, "SFEN hand: unexpected '%c' after '-'", *s);
    s = skip_spaces(s);
    f->move_number = 1;
    if (*s) {
        long n = 0;
        while (isdigit((unsigned char)*s) && n < 1000000)
            n = n * 10 + (*s++ - '0');
        if (n < 1 || n >= 1000000 || !at_field_end(s))
            return err_set(err, len, "SFEN: expected a move number (a positive integer) after the hand");
        f->move_number = (int)n;
        s = skip_spaces(s);
        if (*s)
            return err_set(err, len, "SFEN: unexpected text after the move number: '%.20s'", s);
    }
    return validate(f, err, len);
}

int pos_set_sfen(Position *pos, const char *sfen, char *err, size_t errlen)
{
    Sfen f;
    if (parse_fields(&f, sfen, err, errlen))
        return -1;
    pos_clear(pos);
    for (Square sq = 0; sq < SQ_NB; sq++)
        if (f.board[sq])
            pos_put_piece(pos, sq, f.board[sq]);
    for (int c = 0; c < COLOR_NB; c++)
        for (int t = HAND_TYPE_FIRST; t <= HAND_TYPE_LAST; t++)
            pos->hand[c][t] = (uint8_t)f.hand[c][t];
    pos->side = f.side;
    pos->start_move_number = f.move_number;
    pos_compute_state(pos);
    Color them = color_flip(f.side);
    if (pos_has_king(pos, them)
        && pos_attackers_to(pos, f.side, pos->king_sq[them], pos->occupied)) {
        pos_init_startpos(pos); /* never leave a position that cannot be played */
        return err_set(err, errlen, "SFEN: the side not to move (%s) is in check", color_names[them]);
    }
    return 0;
}

void pos_init_startpos(Position *pos)
{
    pos_set_sfen(pos, SFEN_STARTPOS, NULL, 0);
}

static size_t put(char *buf, size_t len, size_t at, char ch)
{
    if (at + 1 < len)
        buf[at] = ch;
    return at + 1;
}

void pos_to_sfen(const Position *pos, char *buf, size_t len)
{
    static const PieceType hand_order[] = { ROOK, BISHOP, GOLD, SILVER, KNIGHT, LANCE, PAWN };
    size_t at = 0;
    if (!len)
        return;
    for (int rank = 1; rank <= 9; rank++) {
        int empty = 0;
        for (int file = 9; file >= 1; file--) {
            Piece pc = pos->board[make_square(file, rank)];
            if (!pc) {
                empty++;
                continue;
            }
            if (empty)
                at = put(buf, len, at, (char)('0' + empty));
            empty = 0;
            PieceType t = piece_type(pc);
            char ch = piece_letters[type_unpromote(t)];
            if (type_is_promoted(t))
                at = put(buf, len, at, '+');
            at = put(buf, len, at, piece_color(pc) == BLACK ? ch : (char)tolower((unsigned char)ch));
        }
        if (empty)
            at = put(buf, len, at, (char)('0' + empty));
        if (rank < 9)
            at = put(buf, len, at, '/');
    }
    at = put(buf, len, at, ' ');
    at = put(buf, len, at, pos->side == BLACK ? 'b' : 'w');
    at = put(buf, len, at, ' ');
    size_t hand_start = at;
    for (int c = 0; c < COLOR_NB; c++)
        for (int i = 0; i < 7; i++) {
            int n = pos->hand[c][hand_order[i]];
            if (!n)
                continue;
            if (n >= 10)
                at = put(buf, len, at, (char)('0' + n / 10));
            if (n > 1)
                at = put(buf, len, at, (char)('0' + n % 10));
            char ch = piece_letters[hand_order[i]];
            at = put(buf, len, at, c == BLACK ? ch : (char)tolower((unsigned char)ch));
        }
    if (at == hand_start)
        at = put(buf, len, at, '-');
    char num[24];
    snprintf(num, sizeof num, " %d", pos_move_number(pos));
    for (const char *p = num; *p; p++)
        at = put(buf, len, at, *p);
    buf[at < len ? at : len - 1] = 0;
}
