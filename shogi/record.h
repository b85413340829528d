/* Game records: a start position, moves with times and comments, ordered
 * headers, an ending and variations (変化); read from and written to KIF
 * (UTF-8 .kifu, Shift_JIS .kif), KI2, CSA v2.2/v3.0 and USI `position`
 * lines, and written to JKF (JSON). Strings are UTF-8. Readers replay
 * every move, so a record only ever holds legal moves: a foul that a game
 * server let a player make and recorded as the game's last move, followed
 * by an ending that names it (反則勝ち, *王手放置の反則, %ILLEGAL_MOVE ...),
 * is left out, and the game ends as that mover's END_ILLEGAL_LOSS with the
 * move's text in the ending's comment; an illegal move anywhere else is
 * refused. KIF, KI2 and JKF keep variations; CSA and USI lines have no
 * place for them and carry the main line only. */
#ifndef KIRYOKU_RECORD_H
#define KIRYOKU_RECORD_H

#include <stdbool.h>
#include <stddef.h>

#include "shogi/position.h"

/* JKF (JSON) is written only: reading it is refused with a message. */
typedef enum { REC_FMT_AUTO = 0, REC_FMT_KIF, REC_FMT_KI2, REC_FMT_CSA, REC_FMT_USI, REC_FMT_JKF } RecordFormat;
typedef enum { REC_ENC_AUTO = 0, REC_ENC_UTF8, REC_ENC_SJIS } RecordEncoding;

/* How the game ended. `side` is whom the ending is about: the side that
 * resigned, flagged, was mated, declared, or moved illegally (LOSS) / gains
 * the win from the opponent's illegal move (WIN). Usually the side to move. */
typedef enum {
    END_NONE = 0,     /* nothing recorded (in progress or cut short) */
    END_RESIGN,       /* 投了 %TORYO */
    END_TIME_UP,      /* 切れ負け %TIME_UP */
    END_SENNICHITE,   /* 千日手 %SENNICHITE (draw) */
    END_JISHOGI,      /* 持将棋 %JISHOGI (impasse draw) */
    END_MATE,         /* 詰み %TSUMI */
    END_ILLEGAL_WIN,  /* 反則勝ち: side wins, the opponent's last move was illegal */
    END_ILLEGAL_LOSS, /* 反則負け %ILLEGAL_MOVE: side loses */
    END_DECLARE_WIN,  /* 入玉勝ち %KACHI: side declared and wins */
    END_INTERRUPT,    /* 中断 %CHUDAN: stopped, no result */
} EndKind;
typedef enum { RESULT_NONE = 0, RESULT_BLACK_WIN, RESULT_WHITE_WIN, RESULT_DRAW } GameResult;

typedef struct { Move move; int time_ms; /* -1 unknown */ char *comment; /* NULL or UTF-8, '\n'-separated */ } RecordMove;
typedef struct { char *key, *value; } RecordHeader;
typedef struct { int initial_s, byoyomi_s, increment_s; } TimeControl; /* -1 unknown */

/* A variation: moves that replace its parent line's moves from ply `ply`
 * (1-based, counted from the start of the game) on; the moves before come
 * from the parent, which is the main line (REC_MAIN_LINE) or an earlier
 * variation. The order is the file's: each variation branches from the
 * line read just before it or from one of that line's ancestors, which is
 * how KIF's "変化：N手" blocks find their place. */
typedef struct {
    int parent, ply;
    RecordMove *moves; int move_count, move_cap;
    EndKind end; Color end_side;
    char *comment;             /* before its first move */
    char *end_comment;         /* after its ending */
} RecordVariation;
enum { REC_MAIN_LINE = -1 };

typedef struct GameRecord {
    char start_sfen[128];      /* handicap starts too; writers emit 手合割 / PI when it matches */
    RecordMove *moves; int move_count, move_cap;
    RecordHeader *headers; int header_count, header_cap; /* file order; keys below */
    TimeControl time;
    EndKind end; Color end_side;
    char *comment;             /* before the first move */
    char *end_comment;         /* after the ending line */
    RecordVariation *variations; int variation_count, variation_cap;
    struct GameRecord *next;   /* the next game of the same file (CSA '/', USI lines), or NULL */
} GameRecord;

/* Header keys are the KIF ones; CSA readers map N+ N- $EVENT $SITE ... onto them. */
#define REC_SENTE "先手"
#define REC_GOTE "後手"
#define REC_SHITATE "下手"   /* handicap games: the receiving side (sente position) */
#define REC_UWATE "上手"     /* handicap games: the giving side (moves first) */
#define REC_START_DATE "開始日時"
#define REC_END_DATE "終了日時"
#define REC_EVENT "棋戦"
#define REC_SITE "場所"
#define REC_OPENING "戦型"

GameRecord *record_new(const char *start_sfen); /* NULL = the normal start */
void record_free(GameRecord *rec);             /* frees the whole `next` chain */
int record_append_move(GameRecord *rec, Move m, int time_ms, const char *comment);
void record_set_header(GameRecord *rec, const char *key, const char *value); /* replaces or appends */
const char *record_header(const GameRecord *rec, const char *key);         /* NULL if absent */
void record_set_end(GameRecord *rec, EndKind end, Color side);
const char *record_sente_name(const GameRecord *rec); /* 先手 (or 下手), NULL if absent */
const char *record_gote_name(const GameRecord *rec);  /* 後手 (or 上手) */
const char *record_start_date(const GameRecord *rec);
GameResult record_result(const GameRecord *rec);
/* The position after `ply` moves (0 = start). -1 if ply is out of range. */
int record_position_at(const GameRecord *rec, int ply, Position *pos);

/* Starts a variation whose first move replaces ply `ply` of the line read
 * last (the newest variation, or the main line when there is none) or, when
 * that line starts later, of its nearest ancestor that holds ply. Returns
 * its index, or -1 if no such line reaches ply - 1 moves or memory ran out. */
int record_add_variation(GameRecord *rec, int ply);
/* Appends a move to a line (REC_MAIN_LINE or a variation index); the caller
 * has checked it is legal where the line stands. */
int record_line_append(GameRecord *rec, int line, Move m, int time_ms, const char *comment);
/* A line's own moves (the main line's, or a variation's from its ply on),
 * its first ply, and its ending. */
int record_line_length(const GameRecord *rec, int line);
int record_line_first_ply(const GameRecord *rec, int line);
const RecordMove *record_line_moves(const GameRecord *rec, int line);
EndKind record_line_end(const GameRecord *rec, int line, Color *side);
void record_line_set_end(GameRecord *rec, int line, EndKind end, Color side);
/* The position of a line after `ply` plies from the start of the game,
 * following its parents for the plies before it branched. -1 if the line
 * does not reach ply or a move is illegal (a record built by hand). */
int record_line_position(const GameRecord *rec, int line, int ply, Position *pos);

/* Where reading or writing failed: "file:line:column: message" via
 * record_error_text. The column counts characters, not bytes, so it is the
 * same in a Shift_JIS file and in its UTF-8 copy. */
typedef struct {
    char file[256];
    int line;         /* 1-based line in the file, 0 when not about a line */
    int column;       /* 1-based character in that line, 0 when not about a place in it */
    int ply;          /* the ply of the offending move, 0 when not about a move */
    char message[256]; /* what was found and what was expected */
} RecordError;
const char *record_error_text(const RecordError *e, char *buf, size_t len);

typedef struct {
    RecordFormat format;     /* AUTO: by extension, then by content */
    RecordEncoding encoding; /* AUTO: UTF-8 if valid (or BOM), else Shift_JIS */
    bool keep_partial;       /* on error, still return the game up to the bad line */
} RecordReadOptions;

/* Return 0 and a record chain in *out, or -1 with *err filled; *out is then
 * the partial game if opt->keep_partial, else NULL. opt may be NULL. */
int record_read_file(const char *path, const RecordReadOptions *opt, GameRecord **out, RecordError *err);
int record_read_buffer(const char *data, size_t len, const char *name, const RecordReadOptions *opt,
                       GameRecord **out, RecordError *err);

/* Writing. AUTO format/encoding by extension: .kifu UTF-8 KIF, .kif Shift_JIS
 * KIF, .ki2 Shift_JIS KI2, .ki2u UTF-8 KI2, .csa, .usi, .jkf. Writes every
 * game of the chain (KIF/KI2/JKF: the first only). */
int record_write_file(const GameRecord *rec, const char *path, RecordFormat fmt, RecordError *err);
/* Returns a malloc'd buffer (NUL-terminated, length in *len), NULL on error. */
char *record_write_buffer(const GameRecord *rec, RecordFormat fmt, RecordEncoding enc, size_t *len,
                          RecordError *err);

RecordFormat record_format_from_name(const char *name);     /* "kif", "x.csa" ... or AUTO */
RecordEncoding record_encoding_from_name(const char *name); /* "kif" SJIS, "kifu" UTF-8 ... */

#endif
