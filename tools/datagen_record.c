/* Packing positions into training records, and opening record files for
 * appending (see datagen_record.h for the format). */
#include "tools/datagen_record.h"

#include <errno.h>
#include <stddef.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* How many pieces of each hand type one set holds. */
static const int set_count[HAND_TYPE_NB] = { [PAWN] = 18, [LANCE] = 4, [KNIGHT] = 4, [SILVER] = 4,
                                             [BISHOP] = 2, [ROOK] = 2, [GOLD] = 4 };

typedef struct {
    uint8_t *bytes;
    int bit;
} BitStream;

static void put_bits(BitStream *s, unsigned v, int n)
{
    for (int i = 0; i < n; i++, s->bit++)
        if ((v >> i) & 1)
            s->bytes[s->bit >> 3] |= (uint8_t)(1u << (s->bit & 7));
}

static unsigned get_bits(BitStream *s, int n)
{
    unsigned v = 0;
    for (int i = 0; i < n; i++, s->bit++)
        v |= (unsigned)((s->bytes[s->bit >> 3] >> (s->bit & 7)) & 1) << i;
    return v;
}

/* Pieces of each hand type on the board (promoted ones count as their base). */
static void board_counts(const Position *pos, int count[HAND_TYPE_NB])
{
    memset(count, 0, HAND_TYPE_NB * sizeof *count);
    for (Square sq = 0; sq < SQ_NB; sq++) {
        Piece p = pos->board[sq];
        if (p != NO_PIECE && piece_type(p) != KING)
            count[type_unpromote(piece_type(p))]++;
    }
}

int datagen_pack(const Position *pos, uint8_t out[DATAGEN_PACKED_BYTES])
{
    if (!pos_has_king(pos, BLACK) || !pos_has_king(pos, WHITE))
        return -1;
    int on_board[HAND_TYPE_NB];
    board_counts(pos, on_board);
    for (int t = HAND_TYPE_FIRST; t <= HAND_TYPE_LAST; t++)
        if (on_board[t] + pos->hand[BLACK][t] + pos->hand[WHITE][t] != set_count[t])
            return -1;
    memset(out, 0, DATAGEN_PACKED_BYTES);
    BitStream s = { out, 0 };
    put_bits(&s, (unsigned)pos->side, 1);
    put_bits(&s, (unsigned)pos->king_sq[BLACK], 7);
    put_bits(&s, (unsigned)pos->king_sq[WHITE], 7);
    for (Square sq = 0; sq < SQ_NB; sq++) {
        Piece p = pos->board[sq];
        if (sq == pos->king_sq[BLACK] || sq == pos->king_sq[WHITE])
            continue;
        put_bits(&s, p != NO_PIECE, 1);
        if (p != NO_PIECE)
            put_bits(&s, (unsigned)piece_color(p) | (unsigned)piece_type(p) << 1, 5);
    }
    /* The pieces in hand, sente's first within each type. */
    for (int t = HAND_TYPE_FIRST; t <= HAND_TYPE_LAST; t++) {
        for (int i = 0; i < pos->hand[BLACK][t]; i++)
            put_bits(&s, BLACK, 1);
        for (int i = 0; i < pos->hand[WHITE][t]; i++)
            put_bits(&s, WHITE, 1);
    }
    return 0;
}

int datagen_unpack(const uint8_t in[DATAGEN_PACKED_BYTES], Position *pos)
{
    BitStream s = { (uint8_t *)in, 0 };
    pos_clear(pos);
    pos->side = (Color)get_bits(&s, 1);
    Square ksq[COLOR_NB];
    ksq[BLACK] = (Square)get_bits(&s, 7);
    ksq[WHITE] = (Square)get_bits(&s, 7);
    if (ksq[BLACK] >= SQ_NB || ksq[WHITE] >= SQ_NB || ksq[BLACK] == ksq[WHITE])
        return -1;
    pos_put_piece(pos, ksq[BLACK], make_piece(BLACK, KING));
    pos_put_piece(pos, ksq[WHITE], make_piece(WHITE, KING));
    for (Square sq = 0; sq < SQ_NB; sq++) {
        if (sq == ksq[BLACK] || sq == ksq[WHITE] || !get_bits(&s, 1))
            continue;
        unsigned code = get_bits(&s, 5);
        PieceType t = (PieceType)(code >> 1);
        if (t == NO_PIECE_TYPE || t == KING || t >= PIECE_TYPE_NB)
            return -1;
        pos_put_piece(pos, sq, make_piece((Color)(code & 1), t));
    }
    int on_board[HAND_TYPE_NB];
    board_counts(pos, on_board);
    for (int t = HAND_TYPE_FIRST; t <= HAND_TYPE_LAST; t++) {
        if (on_board[t] > set_count[t])
            return -1;
        for (int i = on_board[t]; i < set_count[t]; i++)
            pos->hand[get_bits(&s, 1)][t]++;
    }
    pos_compute_state(pos);
    return 0;
}

int datagen_record_check_layout(void)
{
    const uint16_t probe = 1;
    bool little = *(const uint8_t *)&probe == 1;
    return little && offsetof(DataRecord, score) == 36 && offsetof(DataRecord, move) == 38 &&
                   offsetof(DataRecord, ply) == 40 && offsetof(DataRecord, result) == 42 &&
                   offsetof(DataRecord, flags) == 43 && offsetof(DataRecord, game) == 44
               ? 0
               : -1;
}

FILE *datagen_open_append(const char *path, uint64_t *count, uint32_t *next_game, char *err, size_t errlen)
{
    FILE *fp = fopen(path, "a+b");
    if (!fp) {
        snprintf(err, errlen, "%s: %s", path, strerror(errno));
        return NULL;
    }
    struct stat st;
    if (fstat(fileno(fp), &st) != 0) {
        snprintf(err, errlen, "%s: %s", path, strerror(errno));
        fclose(fp);
        return NULL;
    }
    uint64_t whole = (uint64_t)st.st_size / DATAGEN_RECORD_BYTES;
    if ((uint64_t)st.st_size != whole * DATAGEN_RECORD_BYTES &&
        ftruncate(fileno(fp), (off_t)(whole * DATAGEN_RECORD_BYTES)) != 0) {
        snprintf(err, errlen, "%s: cannot cut the torn last record: %s", path, strerror(errno));
        fclose(fp);
        return NULL;
    }
    *count = whole;
    *next_game = 0;
    if (whole > 0) {
        DataRecord last;
        if (fseeko(fp, (off_t)((whole - 1) * DATAGEN_RECORD_BYTES), SEEK_SET) != 0 ||
            fread(&last, sizeof last, 1, fp) != 1) {
            snprintf(err, errlen, "%s: cannot read the last record", path);
            fclose(fp);
            return NULL;
        }
        *next_game = last.game + 1;
    }
    fseeko(fp, 0, SEEK_END);
    return fp;
}
