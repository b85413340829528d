/* The opening book: human-style opening lines (assets/book.txt) turned into
 * a table from position (Zobrist key) to weighted moves, so a position is
 * found whatever move order reached it.
 *
 * File format (UTF-8 text, one named variation per line):
 *
 *     # a comment; blank lines are ignored
 *     WEIGHT | OPENING | SIDE | NAME | MOVE MOVE ...
 *
 *   WEIGHT   a positive integer (1..10000): how often this line is chosen
 *            relative to the others that share its positions.
 *   OPENING  a tag for the named opening: yagura, kakugawari, aigakari,
 *            yokofudori, gangi, shikenbisha, sankenbisha, nakabisha,
 *            mukaibisha, aifuribisha (any lowercase word is accepted).
 *   SIDE     which colour plays the named strategy: b (sente), w (gote),
 *            or bw (both sides, e.g. yagura against yagura).
 *   NAME     free text naming the variation (Japanese is fine).
 *   MOVES    USI moves from the start position, separated by spaces.
 *
 * Every move of every line adds the line's weight to (position, move), so
 * a move shared by many lines weighs their sum. */
#ifndef KIRYOKU_BOOK_H
#define KIRYOKU_BOOK_H

#include <stddef.h>
#include <stdint.h>

#include "shogi/position.h"

typedef struct Book Book;

typedef struct {
    Move move;
    int weight;
} BookMove;

enum { BOOK_MAX_CHOICES = 64, BOOK_NAME_MAX = 96, BOOK_TAG_MAX = 24 };

/* One named variation as read from the file (for tests and listings). */
typedef struct {
    int weight;
    char opening[BOOK_TAG_MAX];
    char side[4];
    char name[BOOK_NAME_MAX];
    int plies;
    int line_no;
} BookLine;

/* Loads a book file. On error returns NULL and writes "FILE:LINE: what"
 * into err (the first bad line stops the load). */
Book *book_load(const char *path, char *err, size_t errlen);
/* Same, from text in memory; `name` stands for the file in messages. */
Book *book_load_text(const char *text, const char *name, char *err, size_t errlen);
void book_free(Book *book);

/* The book moves in this position, heaviest first; returns how many (at
 * most max). 0 means the position is out of book. */
int book_probe(const Book *book, const Position *pos, BookMove *out, int max);
/* A book move chosen with probability proportional to its weight, using
 * and advancing *rng (any nonzero seed); MOVE_NONE when out of book. */
Move book_pick(const Book *book, const Position *pos, uint64_t *rng);

int book_line_count(const Book *book);
const BookLine *book_line(const Book *book, int i);
/* Distinct (position, move) pairs in the table. */
int book_entry_count(const Book *book);

#endif
