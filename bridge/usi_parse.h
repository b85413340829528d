/* Parsing what a USI engine prints: `id`, `option`, `info` and `bestmove`
 * lines. Pure functions over one line of text, so they are tested without
 * any process. */
#ifndef KIRYOKU_BRIDGE_USI_PARSE_H
#define KIRYOKU_BRIDGE_USI_PARSE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "bridge/bridge.h"

typedef enum {
    USI_LINE_OTHER = 0,    /* something we have no use for (or garbage) */
    USI_LINE_ID_NAME,
    USI_LINE_ID_AUTHOR,
    USI_LINE_OPTION,
    USI_LINE_USIOK,
    USI_LINE_READYOK,
    USI_LINE_INFO,
    USI_LINE_BESTMOVE,
} UsiLineKind;

typedef struct {
    char name[64];
    char type[16];         /* check spin combo button string filename */
    long min, max;         /* spin only */
    char def[64];
} UsiOption;

typedef struct {
    bool has_depth, has_score, has_pv, has_multipv;
    int depth, seldepth, time_ms, multipv;
    uint64_t nodes;
    /* Score as printed: cp, or mate (plies; mate_sign alone for "mate +"). */
    bool score_is_mate;
    int score_value;
    BridgeBound bound;
    char pv[512];
    char first_move[8];    /* the first pv move, "" if none */
} UsiInfo;

/* What kind of line this is (leading/trailing blanks ignored). */
UsiLineKind usi_line_kind(const char *line);

/* `option name N type T [default D] [min A] [max B] ...`; false if malformed. */
bool usi_parse_option(const char *line, UsiOption *out);
/* `id name X` / `id author X`: copies X. */
void usi_parse_id(const char *line, char *out, size_t len);
/* An `info` line; false if it carries nothing we read (e.g. `info string`). */
bool usi_parse_info(const char *line, UsiInfo *out);
/* `bestmove M [ponder P]`: false if M is missing or is not a USI move,
 * "resign" or "win". */
bool usi_parse_bestmove(const char *line, char move[8], char ponder[8]);

/* Is text shaped like a USI move ("7g7f", "2d2c+", "P*5e")? Shape only. */
bool usi_move_shape_ok(const char *text);

/* Copies a move string (at most 7 chars) into an 8-byte field. */
void usi_copy_move(char dst[8], const char *src);

/* A score as printed by the engine -> the bridge's scale. huge_cp: a |cp|
 * at or above it means a mate of unknown length (gpsusi); 0 = never. */
int usi_info_score(const UsiInfo *info, int huge_cp);

#endif
