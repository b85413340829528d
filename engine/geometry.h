/* Piece geometry on the mailbox board, for the evaluation and the static
 * exchange evaluator: which squares a piece reaches, and who attacks a
 * square. Directions are numbered so that each has an opposite; the tables
 * are read-only after geo_init(). */
#ifndef KIRYOKU_ENGINE_GEOMETRY_H
#define KIRYOKU_ENGINE_GEOMETRY_H

#include <stdint.h>

#include "shogi/position.h"

/* 0-7: the eight king directions; 8-11: knight jumps. */
enum { GEO_DIR_NB = 12 };

typedef struct {
    uint8_t count[COLOR_NB][SQ_NB];  /* how many pieces of each colour attack a square */
} GeoAttackMap;

/* Builds the tables; idempotent and thread-safe (pthread_once). */
void geo_init(void);

/* The square one step from sq in direction d, or -1 off the board. */
int geo_next(Square sq, int d);
/* Direction masks (bit d set) for a piece: one-step moves, and slides. */
unsigned geo_step_mask(Piece p);
unsigned geo_slide_mask(Piece p);

void geo_compute(const Position *pos, GeoAttackMap *map);
/* Squares a slider on sq reaches (empty squares and the first piece). */
int geo_slider_mobility(const Position *pos, Square sq);

/* The least valuable attacker of colour c on sq, ignoring pieces whose
 * bit is set in `gone`; SQ_NONE if none. `value` ranks the pieces. */
Square geo_least_valuable(const Position *pos, Square sq, Color c,
                              const uint8_t gone[SQ_NB], const int value[PIECE_TYPE_NB]);

#endif
