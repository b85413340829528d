/* Feature extraction and the linear evaluation (see evaluate.h). */
#include "engine/evaluate.h"

#include <stdio.h>

#include "engine/geometry.h"

const int piece_value[PIECE_TYPE_NB] = {
    [PAWN] = 90, [LANCE] = 300, [KNIGHT] = 350, [SILVER] = 500, [GOLD] = 550,
    [BISHOP] = 800, [ROOK] = 950, [KING] = 15000, [PRO_PAWN] = 550, [PRO_LANCE] = 550,
    [PRO_KNIGHT] = 550, [PRO_SILVER] = 550, [HORSE] = 1000, [DRAGON] = 1200,
};

static inline void add(EvalFeatures *f, int index, int coef)
{
    if (f->n < EVAL_MAX_ACTIVE) {
        f->index[f->n] = (uint16_t)index;
        f->coef[f->n] = (int8_t)coef;
        f->n++;
    }
}

static inline bool in_zone(Color c, Square sq)
{
    int r = square_rank(sq);
    return c == BLACK ? r <= 3 : r >= 7;
}

/* Index of a piece's place relative to a king, oriented for the owner. */
static int rel_index(Color owner, Square sq, Square ksq)
{
    int dx = square_file(sq) - square_file(ksq);
    int dy = square_rank(sq) - square_rank(ksq);
    if (dx < 0)
        dx = -dx;
    if (owner == WHITE)
        dy = -dy;
    return dx * 17 + dy + 8;
}

/* Can the unpromoted piece on sq move into (or within) its promotion zone? */
static bool can_promote_next(const Position *pos, Square sq, Piece p)
{
    Color c = piece_color(p);
    bool from_zone = in_zone(c, sq);
    unsigned steps = geo_step_mask(p), slides = geo_slide_mask(p);
    for (unsigned dirs = steps | slides; dirs; dirs &= dirs - 1) {
        int d = __builtin_ctz(dirs);
        for (int t = geo_next(sq, d); t >= 0; t = geo_next(t, d)) {
            Piece q = pos->board[t];
            if (q != NO_PIECE && piece_color(q) == c)
                break;
            if (from_zone || in_zone(c, t))
                return true;
            if (q != NO_PIECE || !(slides & (1u << d)))
                break;
        }
    }
    return false;
}

static void king_safety(const Position *pos, const GeoAttackMap *map, Color c, EvalFeatures *f)
{
    Square ksq = pos->king_sq[c];
    Color them = color_flip(c);
    int sign = c == BLACK ? 1 : -1;
    int attack = map->count[them][ksq], defend = 0, escape = 0;
    for (int d = 0; d < 8; d++) {
        int t = geo_next(ksq, d);
        if (t < 0)
            continue;
        attack += map->count[them][t];
        defend += map->count[c][t];
        Piece q = pos->board[t];
        if ((q == NO_PIECE || piece_color(q) != c) && map->count[them][t] == 0)
            escape++;
    }
    int hand = pos->hand[them][PAWN] > 0;
    for (int t = LANCE; t <= GOLD; t++)
        hand += pos->hand[them][t];
    add(f, F_KS_ATTACK + (attack > 15 ? 15 : attack), sign);
    add(f, F_KS_DEFEND + (defend > 15 ? 15 : defend), sign);
    add(f, F_KS_ESCAPE + escape, sign);
    add(f, F_KS_HAND + (attack > 7 ? 7 : attack) * 8 + (hand > 7 ? 7 : hand), sign);

    int file = square_file(ksq), rank = square_rank(ksq);
    if (c == WHITE) {
        file = 10 - file;
        rank = 10 - rank;
    }
    if (file > 5)
        file = 10 - file;
    add(f, F_KING_SQ + (file - 1) * 9 + rank - 1, sign);
}

static int mobility_kind(PieceType t)
{
    switch (t) {
    case LANCE: return 0;
    case BISHOP: return 1;
    case ROOK: return 2;
    case HORSE: return 3;
    case DRAGON: return 4;
    default: return -1;
    }
}

static void board_piece(const Position *pos, const GeoAttackMap *map, Square sq, EvalFeatures *f)
{
    Piece p = pos->board[sq];
    Color c = piece_color(p);
    PieceType t = piece_type(p);
    int sign = c == BLACK ? 1 : -1;
    add(f, F_MATERIAL + t, sign);
    if (pos->king_sq[c] < SQ_NB)
        add(f, F_OWN_KING + t * F_REL_NB + rel_index(c, sq, pos->king_sq[c]), sign);
    if (pos->king_sq[color_flip(c)] < SQ_NB)
        add(f, F_ENEMY_KING + t * F_REL_NB + rel_index(c, sq, pos->king_sq[color_flip(c)]), sign);
    int kind = mobility_kind(t);
    if (kind >= 0) {
        int m = geo_slider_mobility(pos, sq);
        add(f, F_MOBILITY + kind * 21 + (m > 20 ? 20 : m), sign);
    }
    if (type_can_promote(t) && can_promote_next(pos, sq, p))
        add(f, F_PROMO_THREAT + t, sign);
    if (map->count[color_flip(c)][sq] && !map->count[c][sq])
        add(f, F_HANGING + t + (c == pos->side ? 0 : PIECE_TYPE_NB), sign);
}

void eval_features(const Position *pos, EvalFeatures *f)
{
    geo_init();
    GeoAttackMap map;
    geo_compute(pos, &map);
    f->n = 0;
    for (Square sq = 0; sq < SQ_NB; sq++) {
        Piece p = pos->board[sq];
        if (p != NO_PIECE && piece_type(p) != KING)
            board_piece(pos, &map, sq, f);
    }
    for (Color c = BLACK; c <= WHITE; c++) {
        int sign = c == BLACK ? 1 : -1;
        for (int t = HAND_TYPE_FIRST; t <= HAND_TYPE_LAST; t++) {
            int n = pos->hand[c][t];
            for (int b = 0; b < n && b < 3; b++)
                add(f, F_HAND + t * F_HAND_BUCKETS + b, sign);
            if (n > 3)
                add(f, F_HAND + t * F_HAND_BUCKETS + 3, sign * (n - 3));
        }
        if (pos->king_sq[c] < SQ_NB)
            king_safety(pos, &map, c, f);
    }
    add(f, F_TEMPO, pos->side == BLACK ? 1 : -1);
}

int evaluate(const Position *pos)
{
    EvalFeatures f;
    eval_features(pos, &f);
    int v = 0;
    for (int i = 0; i < f.n; i++)
        v += eval_weights[f.index[i]] * f.coef[i];
    return pos->side == BLACK ? v : -v;
}

static const char *const type_names[PIECE_TYPE_NB] = {
    "none", "pawn", "lance", "knight", "silver", "bishop", "rook", "gold", "king",
    "tokin", "prolance", "proknight", "prosilver", "horse", "dragon",
};

void eval_feature_name(int i, char *buf, int len)
{
    if (i < F_HAND)
        snprintf(buf, len, "material.%s", type_names[i - F_MATERIAL]);
    else if (i < F_OWN_KING)
        snprintf(buf, len, "hand.%s.%d", type_names[(i - F_HAND) / 4], (i - F_HAND) % 4 + 1);
    else if (i < F_KING_SQ) {
        int own = i < F_ENEMY_KING, r = i - (own ? F_OWN_KING : F_ENEMY_KING);
        int t = r / F_REL_NB, rel = r % F_REL_NB;
        snprintf(buf, len, "%s.%s.%d.%d", own ? "own_king" : "enemy_king", type_names[t],
                 rel / 17, rel % 17 - 8);
    } else if (i < F_KS_ATTACK)
        snprintf(buf, len, "king_sq.%d%d", (i - F_KING_SQ) / 9 + 1, (i - F_KING_SQ) % 9 + 1);
    else if (i < F_KS_DEFEND)
        snprintf(buf, len, "ks_attack.%d", i - F_KS_ATTACK);
    else if (i < F_KS_ESCAPE)
        snprintf(buf, len, "ks_defend.%d", i - F_KS_DEFEND);
    else if (i < F_KS_HAND)
        snprintf(buf, len, "ks_escape.%d", i - F_KS_ESCAPE);
    else if (i < F_MOBILITY)
        snprintf(buf, len, "ks_hand.%d.%d", (i - F_KS_HAND) / 8, (i - F_KS_HAND) % 8);
    else if (i < F_PROMO_THREAT)
        snprintf(buf, len, "mobility.%d.%d", (i - F_MOBILITY) / 21, (i - F_MOBILITY) % 21);
    else if (i < F_HANGING)
        snprintf(buf, len, "promo_threat.%s", type_names[i - F_PROMO_THREAT]);
    else if (i < F_TEMPO)
        snprintf(buf, len, "hanging.%s.%s", (i - F_HANGING) < PIECE_TYPE_NB ? "mover" : "other",
                 type_names[(i - F_HANGING) % PIECE_TYPE_NB]);
    else
        snprintf(buf, len, "tempo");
}
