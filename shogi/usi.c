/* USI move strings and `position` lines. */
#include "shogi/usi.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "base/error.h"

static const char drop_letters[] = " PLNSBRG"; /* indexed by PieceType PAWN..GOLD */

void move_to_usi(Move m, char buf[USI_MOVE_MAX])
{
    Square to = move_to(m);
    if (m == MOVE_NONE || to >= SQ_NB) {
        snprintf(buf, USI_MOVE_MAX, "none");
        return;
    }
    char tf = (char)('0' + square_file(to)), tr = (char)('a' + square_rank(to) - 1);
    if (move_is_drop(m)) {
        PieceType t = move_drop_type(m);
        char letter = t >= PAWN && t <= GOLD ? drop_letters[t] : '?';
        snprintf(buf, USI_MOVE_MAX, "%c*%c%c", letter, tf, tr);
        return;
    }
    Square from = move_from(m);
    snprintf(buf, USI_MOVE_MAX, "%c%c%c%c%s", '0' + square_file(from), 'a' + square_rank(from) - 1,
             tf, tr, move_is_promote(m) ? "+" : "");
}

/* A square from "7g"; SQ_NONE if not one. */
static Square parse_square(const char *s)
{
    if (s[0] < '1' || s[0] > '9' || s[1] < 'a' || s[1] > 'i')
        return SQ_NONE;
    return make_square(s[0] - '0', s[1] - 'a' + 1);
}

Move move_from_usi(const Position *pos, const char *text)
{
    if (!text)
        return MOVE_NONE;
    size_t n = strlen(text);
    if (n == 4 && text[1] == '*') {
        const char *p = text[0] ? strchr(drop_letters + 1, text[0]) : NULL;
        Square to = parse_square(text + 2);
        if (!p || to == SQ_NONE)
            return MOVE_NONE;
        PieceType t = (PieceType)(p - drop_letters);
        if (!pos->hand[pos->side][t])
            return MOVE_NONE;
        return move_make_drop(t, to);
    }
    if (n != 4 && !(n == 5 && text[4] == '+'))
        return MOVE_NONE;
    Square from = parse_square(text), to = parse_square(text + 2);
    if (from == SQ_NONE || to == SQ_NONE || from == to)
        return MOVE_NONE;
    Piece pc = pos->board[from];
    if (!pc || piece_color(pc) != pos->side)
        return MOVE_NONE;
    return move_make(from, to, n == 5);
}

static const char *skip_spaces(const char *s)
{
    while (isspace((unsigned char)*s))
        s++;
    return s;
}

/* Does s start with the word w (followed by a space or the end)? */
static bool starts_word(const char *s, const char *w)
{
    size_t n = strlen(w);
    return strncmp(s, w, n) == 0 && (s[n] == 0 || isspace((unsigned char)s[n]));
}

/* Why the text is not a well-formed move here (for the error message). */
static const char *malformed_reason(const Position *pos, const char *tok)
{
    size_t n = strlen(tok);
    if (n == 4 && tok[1] == '*') {
        const char *p = tok[0] ? strchr(drop_letters + 1, tok[0]) : NULL;
        if (!p)
            return "expected a drop like P*5e (piece letter one of PLNSBRG)";
        if (parse_square(tok + 2) == SQ_NONE)
            return "bad square (files 1-9, ranks a-i)";
        return "no such piece in hand";
    }
    if ((n != 4 && n != 5) || (n == 5 && tok[4] != '+'))
        return "expected a move like 7g7f, 2d2c+ or P*5e";
    Square from = parse_square(tok);
    if (from == SQ_NONE || parse_square(tok + 2) == SQ_NONE)
        return "bad square (files 1-9, ranks a-i)";
    if (!pos->board[from])
        return "there is no piece on that square";
    if (piece_color(pos->board[from]) != pos->side)
        return "not your piece";
    return "that piece cannot move there";
}

int pos_play_usi_moves(Position *pos, const char *s, char *err, size_t errlen)
{
    for (int number = 1;; number++) {
        s = skip_spaces(s);
        if (!*s)
            return 0;
        char tok[16];
        size_t n = strcspn(s, " \t\r\n");
        snprintf(tok, sizeof tok, "%.*s", (int)(n < sizeof tok - 1 ? n : sizeof tok - 1), s);
        Move m = n < sizeof tok ? move_from_usi(pos, tok) : MOVE_NONE;
        const char *why = m == MOVE_NONE ? malformed_reason(pos, tok) : pos_illegal_reason(pos, m);
        if (why)
            return err_set(err, errlen, "move %d (%.*s): %s", number, (int)(n > 12 ? 12 : n), s, why);
        if (pos->ply + 1 >= POS_MAX_HISTORY)
            return err_set(err, errlen, "move %d: too many moves (at most %d)", number, POS_MAX_HISTORY - 1);
        pos_do_move(pos, m);
        s += n;
    }
}

int pos_set_usi(Position *pos, const char *line, char *err, size_t errlen)
{
    if (!line)
        return err_set(err, errlen, "empty position line");
    const char *s = skip_spaces(line);
    if (starts_word(s, "position"))
        s = skip_spaces(s + 8);
    const char *moves;
    if (starts_word(s, "startpos")) {
        pos_init_startpos(pos);
        moves = skip_spaces(s + 8);
    } else if (starts_word(s, "sfen")) {
        s = skip_spaces(s + 4);
        const char *end = strstr(s, " moves");
        while (end && end[6] && !isspace((unsigned char)end[6]))
            end = strstr(end + 1, " moves");
        size_t len = end ? (size_t)(end - s) : strlen(s);
        char sfen[512];
        if (len >= sizeof sfen)
            return err_set(err, errlen, "SFEN too long");
        memcpy(sfen, s, len);
        sfen[len] = 0;
        if (pos_set_sfen(pos, sfen, err, errlen))
            return -1;
        moves = end ? skip_spaces(end) : s + len;
    } else {
        return err_set(err, errlen, "expected 'startpos' or 'sfen <sfen>' after 'position'");
    }
    if (!*moves)
        return 0;
    if (!starts_word(moves, "moves"))
        return err_set(err, errlen, "expected 'moves' after the position, found '%.20s'", moves);
    return pos_play_usi_moves(pos, moves + 5, err, errlen);
}
