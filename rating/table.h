/* Analysis table v1: the TSV contract between `kiryoku analyze` (or any other
 * analyser) and `kiryoku estimate` / `kiryoku calibrate`.
 *
 * The file, line by line:
 *
 *   # kiryoku analysis table v1            comment lines start with '#'
 *   # engine: Gikou 2.0.2                  header comments, "# key: value"
 *   # depth: 10
 *   # ai: kiryoku-settai                   (may repeat: one line per AI name)
 *   game  ply  player  eval_before  eval_after  clock_left_ms  game_plies  in_book
 *   g1    41   alice   -35          -120        412000         117         0
 *   ...
 *
 * - Fields are separated by one TAB. The first line that is neither blank nor
 *   a comment is the header row naming the columns; the eight columns above
 *   are required, in any order; extra columns are allowed and ignored.
 * - Header comments are "# KEY: VALUE" before or after the header row; keys
 *   are lower case; unknown keys are ignored. Known keys:
 *     engine  the analysing engine's name and version, as free text
 *     depth   the fixed search depth (an integer)
 *     nodes   the node cap per position (a positive integer), when the
 *             search of a position also stopped after that many nodes
 *     ai      the player name of an AI opponent; `estimate` never picks it as
 *             the tested player. Write one line per AI name.
 *     clock_main_ms  the games' main time in milliseconds (a positive
 *             integer), when all the table's games were played on one clock
 *             (the placement test writes it). The estimator's clock filter
 *             then keeps moves leaving >= 10% of it, as the test does
 *             (estimate.h); a table without it keeps the fixed 60 s.
 *   A writer should emit "# kiryoku analysis table v1" first, then engine,
 *   depth, nodes, clock_main_ms and ai lines, then the header row.
 * - game: an identifier of the game, unique across all tables read together;
 *   ply: the move's number in the game, from 1 (sente's first move is 1);
 *   player: who made the move; game_plies: the game's total plies (> 0).
 * - eval_before / eval_after: the positions before and after the move, both
 *   from the mover's point of view, in centipawns (an integer), or "mate+N"
 *   (the mover mates in N plies) / "mate-N" (the mover is mated in N).
 *   loss = eval_after - eval_before (usually negative).
 * - clock_left_ms: the mover's clock after the move in milliseconds; empty
 *   when unknown.  in_book: 1 when the position was still inside the
 *   opponent AI's opening book, else 0.
 *
 * Errors name the file, the line and the column (1-based field number and
 * its name): "games.tsv:12: column 4 (eval_before): 'x' is not ...". */
#ifndef KIRYOKU_TABLE_H
#define KIRYOKU_TABLE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* A score from the mover's point of view: centipawns, or a mate in `value`
 * plies (positive: the mover mates; negative: the mover is mated). */
typedef struct {
    int is_mate;
    int value;
} Score;

typedef struct {
    int source;          /* index into Table.sources */
    int line;            /* line number in that source */
    int game;            /* index into Table.games */
    int player;          /* index into Table.players */
    int ply;
    Score before, after;
    long clock_left_ms;  /* -1 when unknown */
    long long clock_main_ms; /* its source's "# clock_main_ms:", -1 when none */
    int game_plies;
    int in_book;
    int played_best;     /* 1: the move played is the row's best (the
                            optional move and best columns agree); 0: another
                            move; -1: the table does not say */
} TableRow;

/* One file read into the table, with the header comments it carried. */
typedef struct {
    char *name;          /* the path, or "-" for standard input */
    char *engine;        /* NULL when the file has no "# engine:" line */
    int depth;           /* -1 when the file has no "# depth:" line */
    long long nodes;     /* the node cap per position; -1 when no "# nodes:" line */
    long long clock_main_ms; /* the games' main time; -1 when no "# clock_main_ms:" line */
} TableSource;

struct TableIndex;   /* private to table.c: name lookup */

typedef struct {
    TableRow *rows;
    size_t row_count, row_cap;
    TableSource *sources;
    size_t source_count;
    char **games;        /* distinct game identifiers, in order of appearance */
    size_t game_count;
    char **players;      /* distinct player names, in order of appearance */
    size_t player_count;
    char **ais;          /* names given by "# ai:" lines, over all sources */
    size_t ai_count;
    struct TableIndex *index;
} Table;

void table_init(Table *t);
void table_free(Table *t);

/* Appends the rows of one file ("-" reads standard input). Returns 0, or -1
 * with a message naming file, line and column in err. */
int table_read_file(Table *t, const char *path, char *err, size_t errlen);

/* Appends the rows of an open stream; `name` is used in messages. */
int table_read_stream(Table *t, FILE *f, const char *name, char *err, size_t errlen);

/* Centipawn scores beyond this are rejected (a mate must be written as one). */
#define TABLE_MAX_CP 10000000

/* Parses "123", "-45", "mate+3", "mate-2". Returns 0 or -1. */
int table_parse_score(const char *s, Score *out);

/* Whether any of rows[0..n) (indexes into t->rows; rows NULL: every row)
 * says if its move was its best (played_best >= 0): --best-free has nothing
 * to go on otherwise, and would silently be the plain statistic. */
bool table_says_best(const Table *t, const int *rows, int n);

/* loss = eval_after - eval_before (only meaningful when neither is a mate). */
int table_row_loss(const TableRow *r);

/* Each (game, ply) may appear once over all sources: returns 0, or -1 with a
 * message naming both places. */
int table_check_duplicates(const Table *t, char *err, size_t errlen);

/* Index of a player or game by name, or -1. */
int table_find_player(const Table *t, const char *name);
int table_is_ai(const Table *t, const char *player);

#endif
