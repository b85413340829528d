/* Training records: one labelled position in 48 bytes, the unit of the
 * files `kiryoku-dev gensfen` appends to and `kiryoku-dev train` reads.
 *
 * File format: a bare array of DataRecord, nothing before or between them,
 * so the record count is the file size / 48 and a file is resumed by
 * appending (a torn last record, from a crash mid-write, is cut off). All
 * multi-byte fields are little-endian (the records are written as the
 * struct on little-endian hosts; datagen_record_check_layout() refuses
 * others).
 *
 *   bytes  field   meaning
 *   0-35   packed  the position (below)
 *   36-37  score   int16: the labelling search's score, side to move's
 *                  view, centipawns as the labeller printed them
 *                  (kiryoku: the 1/(1+exp(-cp/600)) scale); never a mate
 *   38-39  move    uint16: that search's best move (shogi/types.h Move)
 *   40-41  ply     uint16: plies played since the start position
 *   42     result  int8: the game's result for the side to move:
 *                  1 win, 0 draw (or cut by the ply limit), -1 loss
 *   43     flags   DATAGEN_FLAG_*
 *   44-47  game    uint32: the game's number (a held-out split by game
 *                  keeps a game's near-identical positions together)
 *
 * The packed position, a little-endian bit stream (bit k of the stream is
 * bit k%8 of byte k/8), for a position with a king of each colour and no
 * more pieces of a type than one set holds (gensfen plays only such):
 *   1 bit   the side to move (0 sente, 1 gote)
 *   7+7     sente's and gote's king squares
 *   then, for each square 0..80 other than the kings' in order:
 *           0 = empty; 1, then 1 colour bit and 4 type bits (PAWN..DRAGON)
 *   then, for each hand type PAWN..GOLD in order, for each piece of that
 *   type in the set (18 pawns, 4 lances, ... 2 rooks) not on the board:
 *           1 bit, the colour of the hand that holds it.
 * At most 1 + 14 + 79 + 38*5 = 284 bits when every piece is on the board
 * (a piece in hand costs 1 bit instead of 5), so 36 bytes always suffice. */
#ifndef KIRYOKU_TOOLS_DATAGEN_RECORD_H
#define KIRYOKU_TOOLS_DATAGEN_RECORD_H

#include <stdint.h>
#include <stdio.h>

#include "shogi/position.h"

enum { DATAGEN_PACKED_BYTES = 36, DATAGEN_RECORD_BYTES = 48 };

enum {
    DATAGEN_FLAG_USI_LABEL = 1,   /* labelled by an external USI engine */
    DATAGEN_FLAG_NOISY_BEST = 2,  /* the best move captures or promotes */
};

typedef struct {
    uint8_t packed[DATAGEN_PACKED_BYTES];
    int16_t score;
    uint16_t move;
    uint16_t ply;
    int8_t result;
    uint8_t flags;
    uint32_t game;
} DataRecord;

_Static_assert(sizeof(DataRecord) == DATAGEN_RECORD_BYTES, "DataRecord is 48 bytes");

/* Packs pos into out; -1 if it has no king of a colour or more pieces of a
 * type than one set holds. */
int datagen_pack(const Position *pos, uint8_t out[DATAGEN_PACKED_BYTES]);
/* Unpacks into pos (no history: ply 0, move number 1); -1 if the bytes do
 * not describe a position (a bad type, two pieces on a king's square). */
int datagen_unpack(const uint8_t in[DATAGEN_PACKED_BYTES], Position *pos);

/* 0 when the host stores DataRecord as the format above says. */
int datagen_record_check_layout(void);

/* Opens a record file for appending, creating it if needed, and cuts a torn
 * last record. Sets *count to the whole records in it and *next_game to one
 * past the last record's game number (0 for an empty file). NULL with a
 * message naming the file in err on failure. */
FILE *datagen_open_append(const char *path, uint64_t *count, uint32_t *next_game, char *err, size_t errlen);

#endif
