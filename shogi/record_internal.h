/* What the record formats share inside shogi/: their entry points (called
 * by record.c's dispatch), the handicap table, ending words, and building a
 * position from a board diagram. Readers take UTF-8 text (record.c has
 * already converted it) and follow record_read_buffer's contract. */
#ifndef KIRYOKU_RECORD_INTERNAL_H
#define KIRYOKU_RECORD_INTERNAL_H

#include "base/strbuf.h"
#include "shogi/record.h"
#include "shogi/record_text.h"

typedef struct {
    const char *name;   /* for errors */
    bool keep_partial;
} ReadContext;

int kif_read(const char *text, const char *end, const ReadContext *ctx, GameRecord **out, RecordError *err);
int ki2_read(const char *text, const char *end, const ReadContext *ctx, GameRecord **out, RecordError *err);
int csa_read(const char *text, const char *end, const ReadContext *ctx, GameRecord **out, RecordError *err);
int usilines_read(const char *text, const char *end, const ReadContext *ctx, GameRecord **out, RecordError *err);
/* Writers append UTF-8 text; sjis tells KIF/KI2 which encoding line to
 * write. -1 (err filled) if the record holds an illegal move. */
int kif_write(const GameRecord *rec, bool sjis, StrBuf *out, RecordError *err);
int ki2_write(const GameRecord *rec, bool sjis, StrBuf *out, RecordError *err);
int csa_write(const GameRecord *rec, StrBuf *out, RecordError *err);
int usilines_write(const GameRecord *rec, StrBuf *out, RecordError *err);
int jkf_write(const GameRecord *rec, StrBuf *out, RecordError *err);

/* CSA's two-letter piece names (FU .. RY), which JKF uses too, and its
 * word for an ending ("%TORYO"; NULL for END_NONE); mover: the side to
 * move when the game ended. */
extern const char *const csa_names[PIECE_TYPE_NB];
const char *csa_special_word(EndKind end, Color end_side, Color mover);

/* The ending words of KIF move lines (投了 ...), END_NONE if s is none. */
EndKind kif_ending_word(const char *s, const char *end, const char **stop);
const char *kif_ending_text(EndKind e);
/* Attaches a comment line to where the reader is: before the first move,
 * after the last move, or after the ending. */
void record_add_comment(GameRecord *rec, const char *s, size_t n);
/* The same for any line (REC_MAIN_LINE or a variation). */
void record_line_add_comment(GameRecord *rec, int line, const char *s, size_t n);
void record_free_variations(GameRecord *rec);
/* Walks the moves of a line from the first ply of the game, through the
 * lines it branched from: begin, then next until NULL, then end. */
typedef struct { const GameRecord *rec; int *chain; int depth, at, ply; } LinePath;
int record_path_begin(LinePath *p, const GameRecord *rec, int line); /* -1: no such line */
const RecordMove *record_path_next(LinePath *p);
void record_path_end(LinePath *p);
/* Does a variation branch off `line` at `ply` (replace that move)? */
bool record_line_branches_at(const GameRecord *rec, int line, int ply);

/* A move's time in the whole seconds that KIF, JKF and CSA V2.2 hold: the
 * nearest, so a 0.8 s move is 1 s, not 0 (variations count as the main line). */
static inline long record_whole_seconds(int ms) { return (ms + 500) / 1000; }

/* The longest game a record holds: every ply must fit a Position's history. */
enum { RECORD_MAX_PLIES = POS_MAX_HISTORY - 8 };

/* 手合割 names and their start positions ("平手" is the normal start). */
const char *handicap_sfen(const char *name);       /* NULL if unknown */
const char *handicap_name(const char *sfen);       /* NULL if none matches */
bool record_is_handicap(const GameRecord *rec);     /* a known handicap other than 平手 */

/* A board diagram's contents turned into a position via SFEN. */
typedef struct {
    Piece board[SQ_NB];
    int hand[COLOR_NB][HAND_TYPE_NB];
    Color side;
} BoardSetup;
int board_setup_to_sfen(const BoardSetup *b, char *sfen, size_t len, char *err, size_t errlen);

/* KIF/KI2 header handling shared by both readers and writers. */
/* Can this key start a "key：value" line that every reader takes for a
 * header (not a move, comment, diagram line or time control)? */
bool header_key_ok(const char *key);
int kif_header_line(GameRecord *rec, const char *s, const char *end, bool *is_header, char *why, size_t whylen);
/* tag: "KIF" or "KI2", for the first line "#KIF version=2.0 encoding=UTF-8". */
void kif_write_headers(const GameRecord *rec, const char *tag, bool sjis, StrBuf *out);
/* The KIF/KI2 closing line "まで80手で後手の勝ち" (nothing for END_NONE). */
void kif_write_summary(const GameRecord *rec, StrBuf *out);
/* The same for any line: its ending, whom it is about, its length in plies
 * from the start, and whether the sides are called 下手/上手. */
void kif_write_summary_of(EndKind end, Color end_side, int plies, bool handicap, StrBuf *out);
/* Reads such a line: the ending and whom it is about (mover when the line
 * names nobody; *named tells whether it did). An illegal-move ending is
 * given from the mover's side, as a KIF ending line states it. False if
 * the line states no known result. */
bool kif_summary(const char *s, const char *end, Color mover, EndKind *kind, Color *side, bool *named);
/* Time-control text ("10分", "1時間30分+10秒") <-> seconds. */
bool parse_duration_jp(const char *s, int *seconds, int *increment);
void format_duration_jp(int seconds, char *buf, size_t len);
/* The record's time control as the 持ち時間 (byoyomi false) or 秒読み value. */
void kif_time_text(const GameRecord *rec, bool byoyomi, char *buf, size_t len);

/* Replays a game's moves into pos; -1 (message in err) on a bad record. */
int record_replay(const GameRecord *rec, int plies, Position *pos, char *err, size_t errlen);

#endif
