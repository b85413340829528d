/* The "USI lines" record format (.usi): one game a line, as a USI
 * `position` command (`startpos moves 7g7f ...` or `sfen ... moves ...`),
 * with '#' comment lines. Its entry points are declared with the other
 * formats' in record_internal.h; USI move strings themselves are usi.h's. */
#include "shogi/record_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "shogi/usi.h"

int usilines_write(const GameRecord *rec, StrBuf *out, RecordError *err)
{
    (void)err; /* a USI line can carry any move list */
    for (; rec; rec = rec->next) {
        if (!strcmp(rec->start_sfen, SFEN_STARTPOS))
            sb_add(out, "position startpos");
        else
            sb_printf(out, "position sfen %s", rec->start_sfen);
        for (int i = 0; i < rec->move_count; i++) {
            char usi[USI_MOVE_MAX];
            move_to_usi(rec->moves[i].move, usi);
            sb_printf(out, "%s%s", i ? " " : " moves ", usi);
        }
        sb_add(out, "\n");
    }
    return 0;
}

/* The column of a token of a USI line (ASCII: one byte, one column), or
 * of the line's end when the token is missing. */
static int token_column(int col0, const char *line, const char *tok)
{
    return col0 + (int)(tok ? tok - line : (ptrdiff_t)strlen(line));
}

/* One game per line: "[position] startpos|sfen SFEN [moves m1 m2 ...]".
 * col0: the column of s in the file's line. */
static int usilines_read_line(const char *s, const char *e, int lineno, int col0, const ReadContext *ctx, GameRecord **out,
                         RecordError *err)
{
    char *line = text_trimmed(s, e), *save = NULL, errbuf[160];
    if (!line)
        return rec_error(err, ctx->name, lineno, 0, "out of memory");
    char *tok = strtok_r(line, " \t", &save);
    if (tok && !strcmp(tok, "position"))
        tok = strtok_r(NULL, " \t", &save);
    char sfen[160] = "", *sfen_at = tok;
    if (tok && !strcmp(tok, "startpos")) {
        snprintf(sfen, sizeof sfen, "%s", SFEN_STARTPOS);
        tok = strtok_r(NULL, " \t", &save);
    } else if (tok && !strcmp(tok, "sfen")) {
        while ((tok = strtok_r(NULL, " \t", &save)) && strcmp(tok, "moves"))
            if (strlen(sfen) + strlen(tok) + 2 < sizeof sfen)
                snprintf(sfen + strlen(sfen), sizeof sfen - strlen(sfen), "%s%s", sfen[0] ? " " : "", tok);
    } else {
        int col = token_column(col0, line, tok);
        free(line);
        return rec_error_at(err, ctx->name, lineno, col, 0, "expected 'position startpos' or 'position sfen ...'");
    }
    Position *pos = malloc(sizeof *pos);
    GameRecord *rec = pos ? record_new(NULL) : NULL;
    int rc = 0;
    if (!rec) {
        rc = rec_error(err, ctx->name, lineno, 0, "out of memory");
    } else if (pos_set_sfen(pos, sfen, errbuf, sizeof errbuf) < 0) {
        rc = rec_error_at(err, ctx->name, lineno, token_column(col0, line, sfen_at), 0, "bad SFEN: %s", errbuf);
    } else {
        pos_to_sfen(pos, rec->start_sfen, sizeof rec->start_sfen);
        if (tok && strcmp(tok, "moves"))
            rc = rec_error_at(err, ctx->name, lineno, token_column(col0, line, tok), 0, "expected 'moves' after the position, found '%s'",
                              tok);
        while (rc == 0 && tok && (tok = strtok_r(NULL, " \t", &save))) {
            int ply = rec->move_count + 1;
            Move m = move_from_usi(pos, tok);
            const char *why = m == MOVE_NONE ? "not a move here (expected a USI move such as 7g7f)"
                                             : pos_illegal_reason(pos, m);
            if (why)
                rc = rec_error_at(err, ctx->name, lineno, token_column(col0, line, tok), ply, "ply %d: %s: %s", ply, tok, why);
            else if (record_append_move(rec, m, -1, NULL) < 0)
                rc = rec_error_at(err, ctx->name, lineno, token_column(col0, line, tok), ply, "ply %d: too many moves", ply);
            else
                pos_do_move(pos, m);
        }
    }
    free(pos);
    free(line);
    *out = rec;
    return rc;
}

int usilines_read(const char *text, const char *end, const ReadContext *ctx, GameRecord **out, RecordError *err)
{
    GameRecord *first = NULL, **tail = &first;
    const char *p = text, *line;
    size_t n;
    int lineno = 0, rc = 0;
    while (rc == 0 && (line = text_next_line(&p, end, &n))) {
        lineno++;
        const char *s = text_skip_blanks(line, line + n);
        if (s == line + n || *s == '#')
            continue;
        GameRecord *rec = NULL;
        rc = usilines_read_line(s, line + n, lineno, text_column(line, s), ctx, &rec, err);
        *tail = rec;
        if (rec)
            tail = &rec->next;
    }
    if (rc == 0 && !first)
        rc = rec_error(err, ctx->name, lineno, 0, "no game found; expected a 'position ...' line");
    if (rc < 0 && !ctx->keep_partial) {
        record_free(first);
        first = NULL;
    }
    *out = first;
    return rc;
}
