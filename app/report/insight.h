/* What the games say beyond the rating (issue 18): per game the player's
 * costliest moves with the engine's better move, the difficulty of the
 * positions (seed 003) and the style of both sides (seed 004); over all
 * games whether the losses sat in the hard stretches, and the style beside
 * the AI's and a reference's. Built from the analysis table (with its
 * optional columns, rating/table_extra.h), the estimate's counted rows and
 * the game records. docs/REPORT.md lists every figure and its unit. */
#ifndef KIRYOKU_REPORT_INSIGHT_H
#define KIRYOKU_REPORT_INSIGHT_H

#include <stdbool.h>
#include <stddef.h>

#include "app/report/style.h"
#include "base/lang.h"
#include "rating/costly.h"
#include "rating/difficulty.h"
#include "rating/estimate_stat.h"
#include "rating/table_extra.h"
#include "shogi/notation.h"
#include "shogi/record.h"

enum { INSIGHT_CLIP_CP = 2000, INSIGHT_PV_PLIES = 5 };

typedef struct {
    int row;                 /* index into the table */
    int ply;                 /* the move's number in the game */
    int cost_cp;             /* the loss in centipawns, positive */
    double chance_before, chance_after; /* the mover's winning chance, percent:
                                           their difference is the loss in winning chances */
    int eval_before, eval_after; /* the mover's view, cp */
    bool hard;               /* played in a hard stretch */
    bool have_position;      /* the record gave the position before it */
    char sfen[160];          /* that position */
    char played[NOTATION_MAX], best[NOTATION_MAX]; /* move text in the report's language */
    char line[INSIGHT_PV_PLIES * NOTATION_MAX];    /* the engine's line, in text */
    char played_usi[8], best_usi[8], pv_usi[64];
} InsightCostly;

typedef struct {
    const char *name;        /* the table's game id (owned by the table) */
    int index;               /* N of "gameN", else its order from 1 */
    int game;                /* index into the table's games */
    bool player_sente;
    char outcome;            /* 'w', 'l', 'd', '-' (unknown) */
    int plies;               /* the rows of the game: one per position before a move */
    int *eval;               /* eval[p-1]: after move p, the player's view, cp, clipped */
    bool *counted;           /* counted[p-1]: move p counted for the rating */
    DifficultyPoint *diff;   /* diff[p-1]: the position before move p, player's view */
    int leaf_known;          /* positions with a leaf share */
    int hardest;             /* index into diff, or -1 */
    double game_corr;        /* the correlation over the whole game; NAN when none */
    InsightCostly costly[COSTLY_PER_GAME];
    int costly_count;
    int own_best_losses;     /* counted moves that lost something but were the
                                judge's own best, so not among costly[] */
    StyleFigures player_style, ai_style;
    bool have_record;
    GameRecord *rec;         /* owned; NULL when neither a record nor moves */
} InsightGame;

typedef struct {
    char name[128];          /* who the reference is, in the report's words */
    char name_ja[128];       /* the same in Japanese ("" when the file has none) */
    StyleFigures f;
} StyleReference;

typedef struct {
    Lang lang;
    DifficultyParams dp;
    InsightGame *games;
    int game_count;
    DifficultyLosses losses; /* the player's counted moves, all games, in stat's unit */
    LossStat stat;           /* the estimate's statistic: its unit prices a move */
    bool every_move;         /* every move out of the book counted, not balanced positions alone */
    StyleFigures player_style, ai_style;
    bool have_reference;
    StyleReference reference;
} Insight;

typedef struct {
    const Table *t;
    const TableExtra *extra;   /* may be NULL: no optional columns */
    const int *counted;        /* the estimate's counting rows */
    int counted_count;
    LossStat stat;             /* the estimate's statistic (zeroed: the thesis mean, cp) */
    bool every_move;           /* the estimate counted every move out of the book */
    int player;                /* index into t->players */
    const char *records_dir;   /* DIR/GAME.kifu (then .csa) per game; NULL: from the table's moves */
    const char *reference;     /* a style reference file, or NULL */
    Lang lang;
} InsightInput;

/* Builds everything. A game without a record or moves still gets its
 * graph, difficulty and costliest moves (without boards). -1 with a
 * message when out of memory. */
int insight_build(Insight *in, const InsightInput *src, char *err, size_t errlen);
void insight_free(Insight *in);

/* A style reference file: "name: ...", "records: N", "attacking_records: N",
 * "middle_moves: N", "middle_attacks: N", "early_moves: N", "early_drops: N"
 * (bench/style_reference.sh writes assets/style-reference.txt). */
int style_reference_read(const char *path, StyleReference *out, char *err, size_t errlen);

/* A table score clipped to +-INSIGHT_CLIP_CP, mates at the clip (a mate
 * just delivered, "mate+0", at the mover's winning end). */
int insight_clip_score(const Score *s);

/* "1. Move 31: you played B-4f, cost 230", or where moves are priced in
 * winning chances "...; your winning chance fell from 62% to 22%" (rank
 * from 0), in the report's language. */
void insight_costly_item(const Insight *in, int rank, const InsightCostly *c, char *buf, size_t len);

/* Whether the report prices moves in winning chances (else centipawns). */
static inline bool insight_winprob(const Insight *in) { return in->stat.unit == UNIT_WINPROB; }

/* The player's eval after move p, 1-based (clipped cp). */
static inline int insight_eval(const InsightGame *g, int ply) { return g->eval[ply - 1]; }

#endif
