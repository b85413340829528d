/* Mailbox piece geometry: direction tables built once, attack counting and
 * least-valuable-attacker lookup with x-rays (for SEE). */
#include "engine/geometry.h"

#include <pthread.h>
#include <string.h>

/* Direction d as (file delta, rank delta) for sente; rank delta -1 is
 * toward gote's camp ("forward" for sente). */
static const int dir_df[GEO_DIR_NB] = { 0, 1, -1, 1, -1, 0, 1, -1, 1, -1, -1, 1 };
static const int dir_dr[GEO_DIR_NB] = { -1, -1, -1, 0, 0, 1, 1, 1, -2, -2, 2, 2 };
static const int dir_opp[GEO_DIR_NB] = { 5, 7, 6, 4, 3, 0, 2, 1, 10, 11, 8, 9 };

#define B(d) (1u << (d))
enum {
    FWD = B(0), DIAG_F = B(1) | B(2), SIDE = B(3) | B(4), BACK = B(5), DIAG_B = B(6) | B(7),
    KNIGHT_F = B(8) | B(9),
    GOLD_DIRS = FWD | DIAG_F | SIDE | BACK,
    ORTHO = FWD | SIDE | BACK, DIAG = DIAG_F | DIAG_B,
};

static int next_sq[SQ_NB][GEO_DIR_NB];
static unsigned step_mask[COLOR_NB][PIECE_TYPE_NB];
static unsigned slide_mask[COLOR_NB][PIECE_TYPE_NB];
static pthread_once_t init_once = PTHREAD_ONCE_INIT;

static unsigned flip_mask(unsigned m)
{
    unsigned r = 0;
    for (int d = 0; d < GEO_DIR_NB; d++)
        if (m & B(d))
            r |= B(dir_opp[d]);
    return r;
}

static void build_tables(void)
{
    for (Square sq = 0; sq < SQ_NB; sq++)
        for (int d = 0; d < GEO_DIR_NB; d++) {
            int f = square_file(sq) + dir_df[d], r = square_rank(sq) + dir_dr[d];
            next_sq[sq][d] = (f >= 1 && f <= 9 && r >= 1 && r <= 9) ? make_square(f, r) : -1;
        }
    static const unsigned steps[PIECE_TYPE_NB] = {
        [PAWN] = FWD, [KNIGHT] = KNIGHT_F, [SILVER] = FWD | DIAG_F | DIAG_B,
        [GOLD] = GOLD_DIRS, [KING] = ORTHO | DIAG, [PRO_PAWN] = GOLD_DIRS,
        [PRO_LANCE] = GOLD_DIRS, [PRO_KNIGHT] = GOLD_DIRS, [PRO_SILVER] = GOLD_DIRS,
        [HORSE] = ORTHO, [DRAGON] = DIAG,
    };
    static const unsigned slides[PIECE_TYPE_NB] = {
        [LANCE] = FWD, [BISHOP] = DIAG, [ROOK] = ORTHO, [HORSE] = DIAG, [DRAGON] = ORTHO,
    };
    for (int t = 0; t < PIECE_TYPE_NB; t++) {
        step_mask[BLACK][t] = steps[t];
        slide_mask[BLACK][t] = slides[t];
        step_mask[WHITE][t] = flip_mask(steps[t]);
        slide_mask[WHITE][t] = flip_mask(slides[t]);
    }
}

void geo_init(void) { pthread_once(&init_once, build_tables); }

int geo_next(Square sq, int d) { return next_sq[sq][d]; }
unsigned geo_step_mask(Piece p) { return step_mask[piece_color(p)][piece_type(p)]; }
unsigned geo_slide_mask(Piece p) { return slide_mask[piece_color(p)][piece_type(p)]; }

void geo_compute(const Position *pos, GeoAttackMap *map)
{
    memset(map, 0, sizeof *map);
    for (Square sq = 0; sq < SQ_NB; sq++) {
        Piece p = pos->board[sq];
        if (p == NO_PIECE)
            continue;
        Color c = piece_color(p);
        unsigned steps = step_mask[c][piece_type(p)], slides = slide_mask[c][piece_type(p)] & ~steps;
        /* Only the piece's own directions (a count does not depend on the
         * order they are visited in). */
        for (unsigned m = steps; m; m &= m - 1) {
            int t = next_sq[sq][__builtin_ctz(m)];
            if (t >= 0)
                map->count[c][t]++;
        }
        for (unsigned m = slides; m; m &= m - 1) {
            int d = __builtin_ctz(m);
            for (int t = next_sq[sq][d]; t >= 0; t = next_sq[t][d]) {
                map->count[c][t]++;
                if (pos->board[t] != NO_PIECE)
                    break;
            }
        }
    }
}

int geo_slider_mobility(const Position *pos, Square sq)
{
    Piece p = pos->board[sq];
    unsigned slides = slide_mask[piece_color(p)][piece_type(p)];
    int n = 0;
    for (unsigned m = slides; m; m &= m - 1) {
        int d = __builtin_ctz(m);
        for (int t = next_sq[sq][d]; t >= 0; t = next_sq[t][d]) {
            Piece q = pos->board[t];
            if (q != NO_PIECE && piece_color(q) == piece_color(p))
                break;
            n++;
            if (q != NO_PIECE)
                break;
        }
    }
    return n;
}

Square geo_least_valuable(const Position *pos, Square sq, Color c,
                              const uint8_t gone[SQ_NB], const int value[PIECE_TYPE_NB])
{
    Square best = SQ_NONE;
    int best_value = 1 << 30;
    for (int d = 0; d < GEO_DIR_NB; d++) {
        int dist = 1;
        for (int t = next_sq[sq][d]; t >= 0; t = next_sq[t][d], dist++) {
            Piece p = pos->board[t];
            if (p != NO_PIECE && !gone[t]) {
                /* The first piece on the ray: does it reach back to sq? */
                unsigned reach = slide_mask[c][piece_type(p)] | (dist == 1 ? step_mask[c][piece_type(p)] : 0);
                if (piece_color(p) == c && (reach & B(dir_opp[d])) && value[piece_type(p)] < best_value) {
                    best = t;
                    best_value = value[piece_type(p)];
                }
                break;
            }
            if (d >= 8)
                break; /* knight jumps do not slide */
        }
    }
    return best;
}
