/* What KIF and KI2 text share. Reading: the reader state, fixing the start
 * position once the headers and diagram are over, the loop over lines with
 * the lines both formats treat alike (blank, '#', '&', '*' comments, the
 * "変化：N手" that starts a variation), the line being read (main line or
 * variation), and the header/diagram fallback; each format supplies only
 * what differs, a callback for its other lines. Writing: comments as '*'
 * lines, and every line of the record in the order that reads back the
 * same. Private to shogi/'s record code. */
#ifndef KIRYOKU_KIF_TEXT_H
#define KIRYOKU_KIF_TEXT_H

#include "base/strbuf.h"
#include "shogi/kif_board.h"

/* A foul (see note_is_foul) read as the last move of a line: the move is
 * left out, the line ends as its mover's illegal-move loss (END_ILLEGAL_LOSS,
 * with the move as a comment on the ending), and the error that refusing
 * the move would have given is kept. Only an ending that names a foul may
 * follow it (an ending line 反則勝ち/反則負け numbered one past the move,
 * a comment such as *王手放置の反則, a まで…反則… line); anything else
 * reports that error after all, so an illegal move inside a game is still
 * refused where it stands. */
typedef struct {
    int ply;            /* the illegal move's ply; 0: no foul on this line */
    bool named;         /* an ending that names the foul has been read */
    bool ending_line;   /* its KIF ending line has been read */
    RecordError refusal;
} KifFoul;

typedef struct {
    const ReadContext *ctx;
    RecordError *err;
    GameRecord *rec;
    Position pos;      /* where the line being read stands */
    BodReader bod;
    bool in_moves, started;
    int branch;        /* the line being read: REC_MAIN_LINE or a variation */
    int ply_offset;    /* a move's number in the file minus its ply (KIF lists may start later) */
    int line;          /* line number in the file */
    const char *line_start, *at; /* the line, and where an error is by default */
    char why[200];
    KifFoul foul;      /* of the line being read */
} KifText;

/* A format's handling of one line that is not blank, a comment or a
 * variation mark: line as read, s past its leading blanks. 0 to go on,
 * -1 on error (err filled). */
typedef int (*KifLineFn)(KifText *t, const char *line, const char *s, const char *end);

/* Reads text into a new record with fn for the format's lines. t is the
 * format's zeroed reader (its KifText first), NULL when it could not be
 * allocated. Follows record_read_buffer's contract (keep_partial). */
int kif_text_read(KifText *t, const char *text, const char *end, const ReadContext *ctx, GameRecord **out,
                  RecordError *err, KifLineFn fn);
/* Fixes the start position (diagram or header) the first time it is called. */
int kif_text_start(KifText *t);
/* A header (key：value) or a diagram line; anything else is an error that
 * names what was expected. */
int kif_text_preamble(KifText *t, const char *s, const char *end, const char *expected);
/* rec_error at the current line, at t->at or at `at`. Returns -1. */
int kif_text_fail(KifText *t, int ply, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
int kif_text_fail_at(KifText *t, const char *at, int ply, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* The line being read: the ply its next move would be, its ending, and
 * appending a move (legal in t->pos) or an ending to it. */
int kif_text_next_ply(const KifText *t);
EndKind kif_text_end(const KifText *t, Color *side);
int kif_text_append(KifText *t, Move m, int time_ms);
void kif_text_set_end(KifText *t, EndKind e, Color side);
/* A move at [s, end) that failed to parse at ply, with t->err already
 * holding why: 0 if it is a foul (now pending, see KifFoul; *stop past its
 * text), -1 if not. */
int kif_text_foul(KifText *t, const char *s, const char *end, int ply, const char **stop);
/* Is a foul waiting for an ending that names it? */
bool kif_text_foul_pending(const KifText *t);
/* The foul has its ending. */
void kif_text_foul_named(KifText *t);
/* No ending named the foul: its move is refused after all. Returns -1. */
int kif_text_foul_refuse(KifText *t);
/* Does a comment or a まで line name a foul (反則, 王手放置, 二歩 ...)? */
bool kif_names_foul(const char *s, const char *end);
/* A まで line while a foul is pending: it must name the foul. 0 or -1. */
int kif_text_foul_summary(KifText *t, const char *s, const char *end);
/* Skips a move's side mark (▲ △ ☗ ☖ ▼ ▽); returns whether there was one. */
bool kif_text_take_mark(const char **s, const char *end, Color *c);

/* The headers (tag "KIF" or "KI2"), the board diagram unless a handicap
 * name says it all, and a malloc'd position at the start for writing the
 * moves; NULL (err filled) if the start position is bad. */
Position *kif_text_write_start(const GameRecord *rec, const char *tag, bool sjis, StrBuf *out, RecordError *err);
/* A '\n'-separated comment (NULL: none) as one "*" line per line. */
void kif_text_write_comment(const char *comment, StrBuf *out);

/* Writes one line's own moves from pos (the position where the line
 * starts), advancing it; total[] is each side's time used before it. */
typedef int (*KifLineWriter)(const GameRecord *rec, int line, Position *pos, long total[COLOR_NB], StrBuf *out,
                             RecordError *err);
/* Writes the main line, then each variation after a "変化：N手" line, in
 * the record's order, which is the order that reads back the same tree. */
int kif_text_write_lines(const GameRecord *rec, Position *pos, StrBuf *out, RecordError *err, KifLineWriter fn);

#endif
